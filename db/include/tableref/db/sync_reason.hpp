#pragma once
// Why a device's club-hub sync or enrolment did not happen (issue #26). Raised on the device
// (the CLI's `hub` group, later the app), rendered by the catalog (assets/strings/hub.tsv).
// Printed by number: never renumber one.
#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

#include "tableref/base/reason_table.hpp"

namespace tableref::db {

enum class SyncReason : std::uint16_t {
  kNotJoined = 9401,       // this database has not joined a hub
  kAlreadyJoined = 9402,   // it has; one database belongs to one club
  kUnreachable = 9403,     // no answer from the hub ({url}, {detail})
  kUnauthorized = 9404,    // the hub refused the token (wrong or revoked)
  kRefused = 9405,         // the hub answered with an error ({code}, {status})
  kBadAnswer = 9406,       // the hub's answer is not what the protocol says
  kHubUnavailable = 9407,  // the hub is up but its database is not ({code})
  // The browser's request is under way ({path}): the operation runs again once it has its
  // answer (hub/client transport.hpp). Never the end of an operation.
  kPending = 9408,
};

inline constexpr std::array kSyncReasonNames{
    ReasonRow<SyncReason>{SyncReason::kNotJoined, "hub.not_joined"},
    ReasonRow<SyncReason>{SyncReason::kAlreadyJoined, "hub.already_joined"},
    ReasonRow<SyncReason>{SyncReason::kUnreachable, "hub.unreachable"},
    ReasonRow<SyncReason>{SyncReason::kUnauthorized, "hub.unauthorized"},
    ReasonRow<SyncReason>{SyncReason::kRefused, "hub.refused"},
    ReasonRow<SyncReason>{SyncReason::kBadAnswer, "hub.bad_answer"},
    ReasonRow<SyncReason>{SyncReason::kHubUnavailable, "hub.hub_unavailable"},
    ReasonRow<SyncReason>{SyncReason::kPending, "hub.pending"},
};

[[nodiscard]] inline std::vector<ReasonCode> sync_reasons() {
  return codes_in(kSyncReasonNames);
}

}  // namespace tableref::db

template <>
struct tableref::ReasonEnumTraits<tableref::db::SyncReason> {
  static constexpr std::string_view name(db::SyncReason r) {
    return name_in(db::kSyncReasonNames, r);
  }
};
