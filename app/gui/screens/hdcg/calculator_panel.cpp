// The HDCG screen: the damage calculator (calculator_panel.hpp): the sides, the amount, extra
// modifiers, the breakdown before Apply.
#include "screens/hdcg/calculator_panel.hpp"

#include <imgui.h>

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "app_context.hpp"
#include "screens/hdcg/screen_parts.hpp"
#include "screens/hdcg/widgets.hpp"
#include "ui/disabled_scope.hpp"
#include "ui/layout.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {

using namespace hdcg_screen_parts;  // NOLINT(google-build-using-namespace)

void HdcgCalculator::reset() {
  amount_.clear();
  extra_.clear();
  direct_ = false;
  sides_for_turn_.reset();
  pad_target_ = &amount_;
}

void HdcgCalculator::preset_sides_for_turn(const controllers::HdcgController& session) {
  const auto& state = session.state();
  const std::pair<std::int64_t, std::size_t> turn{state.turn.round, state.turn.seat};
  if (sides_for_turn_ == turn || state.seats.empty()) return;
  sides_for_turn_ = turn;
  const auto sides = session.default_damage_sides();
  source_ = sides.source;
  target_ = sides.target;
}

void HdcgCalculator::draw(AppContext& ctx, controllers::HdcgController& session,
                          Violations& problems) {
  preset_sides_for_turn(session);
  text_line(ctx.tr("hdcg.damage.title"));

  // Inputs on the left, the number pad on the right.
  const float key = touch_size();
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float pad_width = key * 3 + gap * 2;
  const float inputs_right =
      ImGui::GetCursorScreenPos().x + ImGui::GetContentRegionAvail().x - pad_width - gap;
  const float label_width = scaled(88);
  // Extra modifiers on the amount (step 1: op, value, Add) go on the amount's row when they
  // fit left of the number pad, else on a row of their own left of it, else on a row under
  // the pad at the panel's width (at 1180x820 the panel is 483 px wide: a row of its own ran
  // under the pad, "Add" covered its "." and was cut to "Ac"). Decided from widths alone,
  // so nothing moves as the amount is typed.
  const float extra_width = extra_entry_width(ctx);
  const float row_start = ImGui::GetWindowPos().x + label_width;
  ImGui::BeginGroup();
  draw_sides(ctx, session, label_width, inputs_right);
  draw_amount(ctx, label_width);
  bool extra_drawn = true;
  if (ImGui::GetItemRectMax().x + gap + extra_width <= inputs_right) {
    ImGui::SameLine();
    draw_extra_entry(ctx, problems);
  } else if (row_start + extra_width <= inputs_right) {
    ImGui::SetCursorPosX(label_width);
    draw_extra_entry(ctx, problems);
  } else {
    extra_drawn = false;
  }
  ImGui::EndGroup();
  ImGui::SameLine(ImGui::GetWindowContentRegionMax().x - pad_width);
  ImGui::BeginGroup();
  draw_pad("hdcg.pad.", pad_target_);
  ImGui::EndGroup();
  if (!extra_drawn) {
    ImGui::SetCursorPosX(label_width);
    draw_extra_entry(ctx, problems);
  }

  draw_extras(ctx);

  // The breakdown, before anything is applied.
  ImGui::Separator();
  const std::optional<hdcg::event::Damage> damage = draw_breakdown(ctx, session);
  DisabledScope nothing_to_apply(!damage);
  if (tap_action(ctx.tr("hdcg.damage.apply").c_str(), "hdcg.calc.apply",
                 ImVec2(ImGui::GetContentRegionAvail().x, scaled(56))) &&
      damage) {
    auto status = session.act(*damage);
    report(problems, status);
    if (status) {
      amount_.clear();
      extra_.clear();
      direct_ = false;
    }
  }
}

// Who hits whom: a source (or none: a trap, an event) and a target, one chip per seat.
void HdcgCalculator::draw_sides(AppContext& ctx, const controllers::HdcgController& session,
                                float label_width, float inputs_right) {
  const auto& state = session.state();
  const std::size_t seats = state.seats.size();
  ImGui::AlignTextToFramePadding();
  text_line(ctx.tr("hdcg.damage.source"));
  ImGui::SameLine(label_width);
  if (tap_choice(ctx.tr("hdcg.damage.no_source"), "hdcg.calc.source.none", !source_.has_value())) {
    source_.reset();
  }
  for (std::size_t i = 0; i < seats; ++i) {
    same_line_if_fits(button_width(state.seats[i].player), inputs_right);
    ImGui::PushID(static_cast<int>(i));
    if (tap_choice(ctx.user_text(state.seats[i].player), "hdcg.calc.source." + std::to_string(i),
                   source_ == i)) {
      source_ = i;
    }
    ImGui::PopID();
  }
  ImGui::AlignTextToFramePadding();
  text_line(ctx.tr("hdcg.damage.target"));
  ImGui::SameLine(label_width);
  for (std::size_t i = 0; i < seats; ++i) {
    if (i > 0) same_line_if_fits(button_width(state.seats[i].player), inputs_right);
    ImGui::PushID(static_cast<int>(i + 100));
    if (tap_choice(ctx.user_text(state.seats[i].player), "hdcg.calc.target." + std::to_string(i),
                   target_ == i)) {
      target_ = i;
    }
    ImGui::PopID();
  }
}

// The amount, direct or not.
void HdcgCalculator::draw_amount(AppContext& ctx, float label_width) {
  ImGui::AlignTextToFramePadding();
  text_line(ctx.tr("hdcg.damage.amount"));
  ImGui::SameLine(label_width);
  touch_input("##amount", amount_, "hdcg.calc.amount", scaled(120), "100");
  if (ImGui::IsItemActivated()) pad_target_ = &amount_;
  ImGui::SameLine();
  if (tap_choice(ctx.tr("hdcg.damage.direct_short"), "hdcg.calc.direct", direct_)) {
    direct_ = !direct_;
  }
}

// The width of the extra modifier's entry: four operators, the value, Add.
float HdcgCalculator::extra_entry_width(AppContext& ctx) {
  const float key = touch_size();
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  return (key + gap) * 4 + scaled(60) + gap + button_width(ctx.tr("hdcg.damage.add_modifier"));
}

// An extra modifier on the amount (step 1): op, value, Add; where the cursor is.
void HdcgCalculator::draw_extra_entry(AppContext& ctx, Violations& problems) {
  const float key = touch_size();
  const std::string add = ctx.tr("hdcg.damage.add_modifier");
  for (std::size_t i = 0; i < 4; ++i) {
    if (i > 0) ImGui::SameLine();
    if (tap_choice(hdcg_op_symbol(kOps[i]), "hdcg.calc.op." + std::string(hdcg::name(kOps[i])),
                   extra_op_ == kOps[i], ImVec2(key, 0))) {
      extra_op_ = kOps[i];
    }
  }
  // On a panel narrower than the whole entry (portrait), the value and Add wrap.
  same_line_if_fits(scaled(60));
  touch_input("##extra", extra_value_, "hdcg.calc.mod.value", scaled(60), "2");
  if (ImGui::IsItemActivated()) pad_target_ = &extra_value_;
  same_line_if_fits(button_width(add));
  if (tap_button(add, "hdcg.calc.mod.add")) {
    auto value = hdcg::Decimal::parse(extra_value_);
    if (value) {
      hdcg::Modifier m;
      m.op = extra_op_;
      m.value = value.value();
      m.source = ctx.tr("hdcg.damage.extra_source");
      extra_.push_back(m);
      extra_value_.clear();
      pad_target_ = &amount_;
      problems.clear();
    } else {
      problems = value.violations();
    }
  }
}

// The extra modifiers added, each a chip that removes it.
void HdcgCalculator::draw_extras(AppContext& ctx) {
  std::optional<std::size_t> remove;
  // The extra modifiers in a space of two rows kept for them: Apply below stays put.
  ImGui::BeginChild("hdcg.calc.extras",
                    ImVec2(0, std::max(touch_size(), ImGui::GetFrameHeight()) * 2 +
                                  ImGui::GetStyle().ItemSpacing.y),
                    false);
  if (!extra_.empty()) {
    ImGui::AlignTextToFramePadding();
    text_line(ctx.tr("hdcg.damage.extra_modifiers"));
  }
  for (std::size_t i = 0; i < extra_.size(); ++i) {
    const std::string chip =
        std::string(hdcg_op_symbol(extra_[i].op)) + extra_[i].value.to_string() + "  ✕";
    same_line_if_fits(button_width(chip));
    ImGui::PushID(static_cast<int>(i));
    if (tap_button(chip, "hdcg.calc.mod." + std::to_string(i) + ".remove")) remove = i;
    ImGui::PopID();
  }
  touch_scroll();
  ImGui::EndChild();
  if (remove) extra_.erase(extra_.begin() + static_cast<std::ptrdiff_t>(*remove));
}

// The damage the inputs make, step by step, before anything is applied; the event to apply
// when the inputs are complete and the referee accepts them.
std::optional<hdcg::event::Damage> HdcgCalculator::draw_breakdown(
    AppContext& ctx, const controllers::HdcgController& session) {
  std::optional<hdcg::event::Damage> damage;
  // The breakdown in a box of fixed height (it scrolls when longer): Apply below it stays
  // where it is as the amount is typed and the breakdown grows.
  ImGui::BeginChild("hdcg.calc.breakdown_box",
                    ImVec2(0, ImGui::GetTextLineHeightWithSpacing() * 6 + scaled(8)), false);
  if (amount_.empty()) {
    muted(ctx.tr("hdcg.damage.enter_amount").c_str());
    probe().record_text("hdcg.calc.breakdown", "");
  } else if (auto amount = hdcg::Decimal::parse(amount_); !amount) {
    message_box(ctx.render(amount.error()).c_str(), true, "hdcg.calc.error");
  } else {
    hdcg::event::Damage d;
    d.source = source_;
    d.target = target_;
    d.request.amount = amount.value();
    d.request.direct = direct_;
    d.request.amount_modifiers = extra_;
    auto preview = session.preview(d);
    if (!preview) {
      std::string text;
      for (const auto& v : preview.violations()) text += (text.empty() ? "" : "\n") + ctx.render(v);
      message_box(text.c_str(), true, "hdcg.calc.error");
    } else {
      damage = d;
      const auto& r = preview.value();
      const std::vector<std::string> lines = hdcg_damage_lines(ctx, r);
      std::string all;
      for (std::size_t i = 0; i < lines.size(); ++i) {
        const bool last = i + 1 == lines.size();
        if (last) ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.0f, 0.85f, 0.4f, 1.0f));
        wrapped_text(ctx.user_text(lines[i]).c_str());
        if (last) ImGui::PopStyleColor();
        all += (all.empty() ? "" : "\n") + lines[i];
      }
      probe().record_text("hdcg.calc.breakdown", all);
      probe().record_text("hdcg.calc.damage", r.damage.to_string());
    }
  }
  touch_scroll();
  ImGui::EndChild();
  return damage;
}

}  // namespace tableref::gui
