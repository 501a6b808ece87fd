#pragma once
// The photo reader's reason codes (1201-1205, inside Blokus's range, where they began): why a
// picture gives no board. Stored in databases and printed by the CLI: never renumber one. The name
// is the catalog key suffix ("reason.<name>"). Their names keep the "blokus.photo_" prefix they
// were first stored and printed with (tableref-cli blokus read-photo prints them).
#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

#include "tableref/base/reason_table.hpp"
#include "tableref/vision/reason.hpp"

namespace tableref::vision {

enum class Reason : std::uint16_t {
  kVisionBadImage = 1201,       // width, height, stride, channels: pixels that cannot be read
  kVisionImageTooSmall = 1202,  // width, height, minimum
  kVisionNoBoard = 1203,        // no large light-grey quadrilateral in the picture
  kVisionBadCorners = 1204,     // the given corners enclose no convex quadrilateral
  kVisionNoGrid = 1205,         // a board outline without a grid of cells inside
};

inline constexpr std::array kReasonNames{
    ReasonRow<Reason>{Reason::kVisionBadImage, "blokus.photo_bad_image"},
    ReasonRow<Reason>{Reason::kVisionImageTooSmall, "blokus.photo_too_small"},
    ReasonRow<Reason>{Reason::kVisionNoBoard, "blokus.photo_no_board"},
    ReasonRow<Reason>{Reason::kVisionBadCorners, "blokus.photo_bad_corners"},
    ReasonRow<Reason>{Reason::kVisionNoGrid, "blokus.photo_no_grid"},
};

// Every code, for tests that walk the catalog.
[[nodiscard]] inline std::vector<ReasonCode> reasons() {
  return codes_in(kReasonNames);
}

}  // namespace tableref::vision

template <>
struct tableref::ReasonEnumTraits<tableref::vision::Reason> {
  static constexpr std::string_view name(tableref::vision::Reason r) {
    return name_in(tableref::vision::kReasonNames, r);
  }
};
