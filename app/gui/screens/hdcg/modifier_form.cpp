// The HDCG screen: the form that adds a modifier to a seat (modifier_form.hpp).
#include "screens/hdcg/modifier_form.hpp"

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

void HdcgModifierForm::open(std::size_t seat) {
  seat_ = seat;
  value_.clear();
  source_.clear();
  stat_ = hdcg::Stat::kAttack;
  op_ = hdcg::ModifierOp::kMul;
  lasting_ = true;
  main_weapon_ = false;
}

void HdcgModifierForm::draw(AppContext& ctx, controllers::HdcgController& session,
                            Violations& problems) {
  const std::size_t seat = *seat_;
  const auto& state = session.state();
  if (seat >= state.seats.size()) {
    seat_.reset();
    return;
  }
  heading(
      ctx.tr("hdcg.mod.title", {Param{"player", ctx.user_text(state.seats[seat].player)}}).c_str());
  float label_width = scaled(100);
  for (const char* key : {"hdcg.mod.from_card", "hdcg.mod.stat", "hdcg.mod.op", "hdcg.mod.value",
                          "hdcg.mod.source"}) {
    label_width = std::max(label_width, ImGui::CalcTextSize(ctx.tr(key).c_str()).x + scaled(16));
  }
  draw_from_card(ctx, session, label_width);
  ImGui::AlignTextToFramePadding();
  text_line(ctx.tr("hdcg.mod.stat"));
  ImGui::SameLine(label_width);
  if (tap_choice(ctx.tr("hdcg.mod.stat.attack").c_str(), "hdcg.mod.stat.attack",
                 stat_ == hdcg::Stat::kAttack)) {
    stat_ = hdcg::Stat::kAttack;
  }
  ImGui::SameLine();
  if (tap_choice(ctx.tr("hdcg.mod.stat.defence").c_str(), "hdcg.mod.stat.defence",
                 stat_ == hdcg::Stat::kDefence)) {
    stat_ = hdcg::Stat::kDefence;
  }
  ImGui::AlignTextToFramePadding();
  text_line(ctx.tr("hdcg.mod.op"));
  ImGui::SameLine(label_width);
  for (std::size_t i = 0; i < 4; ++i) {
    if (i > 0) ImGui::SameLine();
    if (tap_choice(hdcg_op_symbol(kOps[i]), "hdcg.mod.op." + std::string(hdcg::name(kOps[i])),
                   op_ == kOps[i], ImVec2(touch_size() * 1.2f, 0))) {
      op_ = kOps[i];
    }
  }
  ImGui::AlignTextToFramePadding();
  text_line(ctx.tr("hdcg.mod.value"));
  ImGui::SameLine(label_width);
  touch_input("##modvalue", value_, "hdcg.mod.value", scaled(120), "1.2");
  ImGui::AlignTextToFramePadding();
  text_line(ctx.tr("hdcg.mod.source"));
  ImGui::SameLine(label_width);
  ctx.user_text(source_);
  touch_input("##modsource", source_, "hdcg.mod.source", scaled(200),
              ctx.tr("hdcg.mod.source_hint").c_str());
  if (tap_choice(ctx.tr("hdcg.modifier_lasting").c_str(), "hdcg.mod.lasting", lasting_)) {
    lasting_ = true;
  }
  ImGui::SameLine();
  if (tap_choice(ctx.tr("hdcg.modifier_this_turn").c_str(), "hdcg.mod.this_turn", !lasting_)) {
    lasting_ = false;
  }
  if (tap_choice(ctx.tr("hdcg.mod.main_weapon").c_str(), "hdcg.mod.main_weapon", main_weapon_)) {
    main_weapon_ = !main_weapon_;
  }
  draw_buttons(ctx, session, problems);
}

// Cards of the library that give modifiers, each filling the form.
void HdcgModifierForm::draw_from_card(AppContext& ctx, const controllers::HdcgController& session,
                                      float label_width) {
  // Cards of the library that give modifiers fill the form.
  bool any_card = false;
  for (const auto& card : session.library().skills) {
    if (card.modifiers.empty()) continue;
    if (!any_card) {
      ImGui::AlignTextToFramePadding();
      text_line(ctx.tr("hdcg.mod.from_card"));
      ImGui::SameLine(label_width);
    } else {
      ImGui::SameLine();
    }
    any_card = true;
    if (tap_button(ctx.user_text(card.name).c_str(), "hdcg.mod.card." + card.name)) {
      const auto& g = card.modifiers.front();
      stat_ = g.stat;
      op_ = g.modifier.op;
      value_ = g.modifier.value.to_string();
      source_ = card.name;
      lasting_ = g.modifier.lasting;
      main_weapon_ = g.modifier.slot == hdcg::SlotRequirement::kMainWeapon;
    }
  }
}

// The pad beside Add and Cancel.
void HdcgModifierForm::draw_buttons(AppContext& ctx, controllers::HdcgController& session,
                                    Violations& problems) {
  const std::size_t seat = *seat_;
  ImGui::BeginGroup();
  draw_pad("hdcg.mod.pad.", &value_);
  ImGui::EndGroup();
  ImGui::SameLine();
  ImGui::BeginGroup();
  if (tap_button(ctx.tr("hdcg.mod.add").c_str(), "hdcg.mod.add",
                 ImVec2(ImGui::GetContentRegionAvail().x, scaled(56)))) {
    auto value = hdcg::Decimal::parse(value_);
    if (!value) {
      problems = value.violations();
    } else {
      hdcg::Modifier m;
      m.source = source_;
      m.op = op_;
      m.value = value.value();
      m.lasting = lasting_;
      m.slot = main_weapon_ ? hdcg::SlotRequirement::kMainWeapon : hdcg::SlotRequirement::kNone;
      auto status = session.add_modifier(seat, stat_, m);
      report(problems, status);
      if (status) {
        seat_.reset();
      }
    }
  }
  if (tap_button(ctx.tr("hdcg.mod.cancel").c_str(), "hdcg.mod.cancel",
                 ImVec2(ImGui::GetContentRegionAvail().x, 0))) {
    seat_.reset();
    problems.clear();
  }
  ImGui::EndGroup();
}

}  // namespace tableref::gui
