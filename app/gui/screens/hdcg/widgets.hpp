#pragma once
// HDCG drawing and wording shared by the duel screen and its replay view.
#include <imgui.h>

#include <string>
#include <vector>

#include "tableref/referee/hdcg/character.hpp"
#include "tableref/referee/hdcg/damage.hpp"
#include "tableref/referee/hdcg/modifier.hpp"

namespace tableref::gui {

class AppContext;

// "×", "÷", "+", "−".
[[nodiscard]] const char* hdcg_op_symbol(hdcg::ModifierOp op);
// "×1.2 大锤": the operation, the value and the source.
[[nodiscard]] std::string hdcg_modifier_text(const hdcg::Modifier& m);
// "1.2 ×1.2 大锤 +0.3 = 1.74"; modifiers that do not count are bracketed.
[[nodiscard]] std::string hdcg_fold_text(AppContext& ctx, const hdcg::Fold& fold);
// Drawing only: part / whole clamped to 0..1 (never used in any ruling).
[[nodiscard]] float hdcg_fraction(const hdcg::Decimal& part, const hdcg::Decimal& whole);
// The character's HP against max HP as a bar `width` wide ("HP 280 / 500" on it, green, then
// amber below a half, red below a quarter). Records the bar's rectangle under
// `probe_id` + ".hp_bar" and "280 / 500" under `probe_id` + ".hp".
void hdcg_hp_bar(AppContext& ctx, const hdcg::Character& character, float width,
                 const std::string& probe_id);
// The damage steps in words, one line each ("2. Deal damage (× attack 1.5): 100 → 150"),
// a fold's line after its step, and the summary last.
[[nodiscard]] std::vector<std::string> hdcg_damage_lines(AppContext& ctx,
                                                         const hdcg::DamageResult& r);

}  // namespace tableref::gui
