// Block-Killer screen: the phase's actions (actions_panel.hpp).
#include "screens/blockkiller/actions_panel.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "app_context.hpp"
#include "screens/blockkiller/screen_parts.hpp"
#include "ui/action_button.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {

// This screen's own helpers (screen_parts.hpp), shared by its files.
using namespace blockkiller_screen_parts;  // NOLINT(google-build-using-namespace)

void BlockKillerActionsPanel::draw(AppContext& ctx, BlockKillerTable& table) {
  const auto& session = table.session();
  const auto& state = session.state();
  // The phase's buttons side by side, of one size (the widest label's; as tall as the
  // two-line Draw), wrapping when the panel is narrow; one that comes and goes (the 2-block
  // draw) is the last, so it moves none of the others.
  std::vector<std::string> labels;
  switch (state.phase) {
    case bk::Phase::kDraw:
      labels = {ctx.tr("blockkiller.ui.draw"), ctx.tr("blockkiller.ui.name_card"),
                ctx.tr("blockkiller.ui.draw_two")};
      break;
    case bk::Phase::kAct:
      labels = {ctx.tr("blockkiller.ui.play"), ctx.tr("blockkiller.ui.pass")};
      break;
    case bk::Phase::kDefend:
      labels = {ctx.tr("blockkiller.ui.defend_play"), ctx.tr("blockkiller.ui.defend_none")};
      break;
    case bk::Phase::kOver:
      return;
  }
  // One size for every phase's buttons, so each phase's buttons take the same places: the
  // button that follows an action under the finger is the one of its own slot (Play where
  // Draw was, never Pass; and the tap guard keeps it inert for a double tap's second tap).
  float width = 0;
  float height = touch_size();
  for (const char* key : {"blockkiller.ui.draw", "blockkiller.ui.name_card",
                          "blockkiller.ui.draw_two", "blockkiller.ui.play", "blockkiller.ui.pass",
                          "blockkiller.ui.defend_play", "blockkiller.ui.defend_none"}) {
    const std::string label = ctx.tr(key);
    width = std::max(width, button_width(label));
    height = std::max(height,
                      ImGui::CalcTextSize(label.c_str()).y + ImGui::GetStyle().FramePadding.y * 2);
  }
  width = std::min(width, ImGui::GetContentRegionAvail().x);
  const ImVec2 size(width, height);
  Flow flow;
  switch (state.phase) {
    case bk::Phase::kDraw:
      draw_draw_phase(ctx, table, labels, size);
      break;
    case bk::Phase::kAct:
      flow.next(width);
      if (touch_button(labels[0].c_str(), "blockkiller.play", size)) table.start_entry(false);
      flow.next(width);
      if (action_button(labels[1].c_str(), "blockkiller.pass", size)) {
        table.act(bk::PassEvent{state.current});
      }
      break;
    case bk::Phase::kDefend:
      flow.next(width);
      if (touch_button(labels[0].c_str(), "blockkiller.defend.play", size)) table.start_entry(true);
      flow.next(width);
      if (action_button(labels[1].c_str(), "blockkiller.defend.none", size)) {
        table.act(bk::DefendEvent{state.to_act(), std::nullopt});
      }
      break;
    case bk::Phase::kOver:
      break;
  }
}

void BlockKillerActionsPanel::draw_draw_phase(AppContext& ctx, BlockKillerTable& table,
                                              const std::vector<std::string>& labels,
                                              const ImVec2& size) {
  const auto& session = table.session();
  const auto& state = session.state();
  const float width = size.x;
  Flow flow;
  flow.next(width);
  if (action_button(labels[0].c_str(), "blockkiller.draw", size)) {
    std::optional<bk::GarbageCard> card;
    const auto& catalog = session.catalog();
    if (drawn_card_ >= 0 && drawn_card_ < static_cast<int>(catalog.size())) {
      card = catalog[static_cast<std::size_t>(drawn_card_)].card;
    }
    table.act(bk::DrawEvent{state.current, false, card});
    drawn_card_ = -1;
  }
  // Optional: which garbage card was drawn (the hand then lists its cards by kind).
  flow.next(width);
  if (choice_button(labels[1].c_str(), "blockkiller.name_card", naming_card_, size)) {
    naming_card_ = !naming_card_;
    drawn_card_ = -1;
  }
  // The 2-block draw when it is allowed (the side's message box says when it is), after
  // the buttons that are always there; the garbage cards to name open under them.
  if (state.may_draw_two_blocks(state.current)) {
    flow.next(width);
    if (action_button(labels[2].c_str(), "blockkiller.draw_two", size)) {
      table.act(bk::DrawEvent{state.current, true, std::nullopt});
    }
  }
  flow.break_line();
  if (naming_card_) {
    const auto& catalog = session.catalog();
    for (std::size_t i = 0; i < catalog.size(); ++i) {
      const auto& card = catalog[i].card;
      const std::string label = ctx.tr(garbage_kind_key(card)) + " " + holes_text(card.holes);
      flow.next(button_width(label));
      if (choice_button(label.c_str(), "blockkiller.drawn." + num(static_cast<int>(i)),
                        drawn_card_ == static_cast<int>(i))) {
        drawn_card_ = static_cast<int>(i);
      }
    }
  }
}

}  // namespace tableref::gui
