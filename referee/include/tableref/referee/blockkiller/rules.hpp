#pragma once
// The rule options of a Block-Killer session (see docs/blockkiller.md and the reference).
#include <string_view>

namespace tableref::blockkiller {

enum class Mode { kStandard = 0, kNoMercy = 1 };
enum class Kicks { kSrs = 0, kSrsPlus = 1 };

struct RuleOptions {
  Mode mode = Mode::kStandard;
  Kicks kicks = Kicks::kSrs;
  bool rotate180 = false;
  bool all_spin = true;
  bool non_t_spin_is_mini = false;
  bool mini_weakening = true;
  bool carry_over = false;
  bool merge_clears_with_first_piece = true;
  friend bool operator==(const RuleOptions&, const RuleOptions&) = default;
};

[[nodiscard]] std::string_view mode_name(Mode mode);     // "standard", "no-mercy"
[[nodiscard]] std::string_view kicks_name(Kicks kicks);  // "srs", "srs-plus"

}  // namespace tableref::blockkiller
