#include "screens/hdcg/widgets.hpp"

#include <algorithm>
#include <cstdint>
#include <cstdlib>

#include "app_context.hpp"
#include "tableref/controllers/hdcg/replay.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {

const char* hdcg_op_symbol(hdcg::ModifierOp op) {
  return controllers::hdcg_op_symbol(op);
}

std::string hdcg_modifier_text(const hdcg::Modifier& m) {
  return controllers::hdcg_modifier_text(m);
}

std::string hdcg_fold_text(AppContext& ctx, const hdcg::Fold& fold) {
  std::string text = fold.base.to_string();
  for (const auto& step : fold.steps) {
    text += step.active ? "  " + hdcg_modifier_text(step.modifier)
                        : "  [" + hdcg_modifier_text(step.modifier) + ": " +
                              ctx.tr("hdcg.mod.not_in_slot") + "]";
  }
  return text + " = " + fold.value.to_string();
}

float hdcg_fraction(const hdcg::Decimal& part, const hdcg::Decimal& whole) {
  const double p = std::strtod(part.to_string().c_str(), nullptr);
  const double w = std::strtod(whole.to_string().c_str(), nullptr);
  if (w <= 0) return 0.0f;
  return static_cast<float>(std::clamp(p / w, 0.0, 1.0));
}

void hdcg_hp_bar(AppContext& ctx, const hdcg::Character& character, float width,
                 const std::string& probe_id) {
  const float height = scaled(34);
  const ImVec2 min = ImGui::GetCursorScreenPos();
  const ImVec2 max(min.x + width, min.y + height);
  auto* draw = ImGui::GetWindowDrawList();
  draw->AddRectFilled(min, max, IM_COL32(60, 60, 70, 255), scaled(6));
  const float f = hdcg_fraction(character.hp, character.card.max_hp);
  const ImU32 fill = f > 0.5f    ? IM_COL32(46, 160, 90, 255)
                     : f > 0.25f ? IM_COL32(214, 160, 40, 255)
                                 : IM_COL32(200, 60, 50, 255);
  if (f > 0) draw->AddRectFilled(min, ImVec2(min.x + width * f, max.y), fill, scaled(6));
  const std::string hp_text = ctx.tr(
      "hdcg.hp_value",
      {Param{"hp", character.hp.to_string()}, Param{"max_hp", character.card.max_hp.to_string()}});
  const ImVec2 text_size = ImGui::CalcTextSize(hp_text.c_str());
  draw_text_in(draw, ImVec2(min.x + (width - text_size.x) / 2, min.y + (height - text_size.y) / 2),
               IM_COL32(255, 255, 255, 255), hp_text, max, probe_id + ".hp_bar");
  ImGui::Dummy(ImVec2(width, height));
  probe().record_view_rect(probe_id + ".hp_bar", min, max);
  probe().record_text(probe_id + ".hp",
                      character.hp.to_string() + " / " + character.card.max_hp.to_string());
}

std::vector<std::string> hdcg_damage_lines(AppContext& ctx, const hdcg::DamageResult& r) {
  std::vector<std::string> lines;
  std::int64_t n = 0;
  for (const auto& step : r.steps) {
    ++n;
    std::string label;
    std::string line;
    switch (step.kind) {
      case hdcg::DamageStepKind::kCompute:
        label = ctx.tr("hdcg.damage.step.compute");
        break;
      case hdcg::DamageStepKind::kDeal:
        label = ctx.tr("hdcg.damage.step.deal", {Param{"multiplier", step.multiplier.to_string()}});
        break;
      case hdcg::DamageStepKind::kReceive:
        label = ctx.tr(
            step.divided ? "hdcg.damage.step.receive_divide" : "hdcg.damage.step.receive_multiply",
            {Param{"multiplier", step.multiplier.to_string()}});
        break;
      case hdcg::DamageStepKind::kLoseHp:
        label = ctx.tr("hdcg.damage.step.lose_hp", {Param{"hp_before", step.hp_before.to_string()},
                                                    Param{"hp_after", step.hp_after.to_string()}});
        break;
    }
    if (step.kind == hdcg::DamageStepKind::kLoseHp && step.input != step.value) {
      // Rounded: the damage as computed and the HP it costs, both on the line.
      line = ctx.tr("hdcg.damage.lose_line_rounded",
                    {Param{"n", n}, Param{"label", label}, Param{"input", step.input.to_string()},
                     Param{"value", step.value.to_string()}});
    } else if (step.kind == hdcg::DamageStepKind::kLoseHp) {
      line = ctx.tr("hdcg.damage.lose_line",
                    {Param{"n", n}, Param{"label", label}, Param{"value", step.value.to_string()}});
    } else {
      line = ctx.tr("hdcg.damage.line",
                    {Param{"n", n}, Param{"label", label}, Param{"input", step.input.to_string()},
                     Param{"value", step.value.to_string()}});
    }
    // Step 4's line already shows its rounding (the exact and the rounded damage).
    if (step.rounded && step.kind != hdcg::DamageStepKind::kLoseHp) {
      line += ctx.tr("hdcg.damage.flag", {Param{"flag", ctx.tr("hdcg.damage.rounded")}});
    }
    if (step.clamped_to_zero) {
      line += ctx.tr("hdcg.damage.flag", {Param{"flag", ctx.tr("hdcg.damage.clamped")}});
    }
    lines.push_back(line);
    if (step.fold && !step.fold->steps.empty()) {
      lines.push_back("      " + hdcg_fold_text(ctx, *step.fold));
    }
  }
  lines.push_back(
      ctx.tr("hdcg.damage.summary",
             {Param{"damage", r.damage.to_string()}, Param{"hp_before", r.hp_before.to_string()},
              Param{"hp_after", r.hp_after.to_string()}, Param{"limit_before", r.hand_limit_before},
              Param{"limit_after", r.hand_limit_after}}));
  return lines;
}

}  // namespace tableref::gui
