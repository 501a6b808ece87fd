#pragma once
// Why Home's setup of a session was refused. Never renumber a code.
#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

#include "tableref/base/reason_table.hpp"

namespace tableref::controllers {

enum class SetupReason : std::uint16_t {
  kUnknownGame = 9201,
  kUnknownVariant = 9202,
  kPlayerCount = 9203,
  kEmptyName = 9204,
  kDuplicateName = 9205,
};

inline constexpr std::array kSetupReasonNames{
    ReasonRow<SetupReason>{SetupReason::kUnknownGame, "setup.unknown_game"},
    ReasonRow<SetupReason>{SetupReason::kUnknownVariant, "setup.unknown_variant"},
    ReasonRow<SetupReason>{SetupReason::kPlayerCount, "setup.player_count"},
    ReasonRow<SetupReason>{SetupReason::kEmptyName, "setup.empty_name"},
    ReasonRow<SetupReason>{SetupReason::kDuplicateName, "setup.duplicate_name"},
};

[[nodiscard]] inline std::vector<ReasonCode> setup_reasons() {
  return codes_in(kSetupReasonNames);
}

}  // namespace tableref::controllers

template <>
struct tableref::ReasonEnumTraits<tableref::controllers::SetupReason> {
  static constexpr std::string_view name(controllers::SetupReason r) {
    return name_in(controllers::kSetupReasonNames, r);
  }
};
