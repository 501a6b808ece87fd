// Block-Killer screen: the layout of its panels (open, the events queued and applied, the
// side with its message box and Undo, the table or the entry).
#include "screens/blockkiller/screen.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include "app_context.hpp"
#include "screens/blockkiller/players_panel.hpp"
#include "screens/blockkiller/screen_parts.hpp"
#include "screens/blockkiller/settlement_panel.hpp"
#include "tableref/app/paths.hpp"
#include "tableref/db/store_reason.hpp"
#include "ui/action_button.hpp"
#include "ui/layout.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {

// This screen's own helpers (screen_parts.hpp), shared by its files.
using namespace blockkiller_screen_parts;  // NOLINT(google-build-using-namespace)

void BlockKillerScreen::open(AppContext& ctx, std::int64_t session_id) {
  controller_ = ctl::BlockKillerController{};
  load_error_.reset();
  problems_.clear();
  pending_.clear();
  undo_pending_ = false;
  actions_.reset();
  session_id_ = session_id;
  entry_.reset(ctx);
  if (session_id == 0) return;
  if (!ctx.store) {
    load_error_ = ctx.store_error ? *ctx.store_error : Violation{db::StoreReason::kNotFound};
    return;
  }
  if (auto loaded = controller_.load_catalog(app::asset_directory()); !loaded) {
    load_error_ = loaded.error();
    return;
  }
  if (auto opened = controller_.open(*ctx.store, session_id); !opened) {
    load_error_ = opened.error();
  }
}

void BlockKillerScreen::act(bk::TableEvent event, std::optional<ctl::BlockKillerDraft> entry) {
  pending_.push_back({std::move(event), std::move(entry)});
}

void BlockKillerScreen::apply_pending() {
  // Applied after the frame is drawn: nothing drawn holds a reference into a changed state.
  if (undo_pending_) {
    undo_pending_ = false;
    auto status = controller_.undo();
    problems_ = status ? Violations{} : status.violations();
    entry_.close();
  }
  auto events = std::move(pending_);
  pending_.clear();
  for (auto& p : events) {
    auto status = controller_.push(p.event, p.entry);
    if (!status) {
      problems_ = status.violations();
      return;
    }
    problems_.clear();
    entry_.close();
  }
  if (close_entry_) {
    close_entry_ = false;
    entry_.close();
  }
}

void BlockKillerScreen::draw(AppContext& ctx) {
  if (session_id_ == 0) {
    message_box(ctx.tr("blockkiller.ui.no_session").c_str(), false, "blockkiller.no_session");
    if (touch_button(ctx.tr("blockkiller.ui.go_home").c_str(), "blockkiller.go_home")) {
      ctx.go("home");
    }
    return;
  }
  if (load_error_) {
    message_box(ctx.tr("blockkiller.ui.cannot_open",
                       {Param{"session", session_id_}, Param{"why", ctx.render(*load_error_)}})
                    .c_str(),
                true, "blockkiller.load_error");
    if (touch_button(ctx.tr("blockkiller.ui.go_home").c_str(), "blockkiller.go_home")) {
      ctx.go("home");
    }
    return;
  }
  // The best-play search runs on its own thread: take its answer, and forget it once the
  // entry it was asked for has changed (another stack, other cards, the entry closed).
  entry_.poll(ctx, *this);
  draw_blockkiller_top_bar(ctx, controller_);
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  upright_ = portrait(avail);
  const float side_w = scaled(300);
  // Field entry on a narrow landscape screen (1024x768): beside the side column the field's
  // ten finger-sized columns left its ruling, tabs and controls about 80 px. The side column
  // folds away while the field is open (the entry names its player; its refusals show in the
  // field's own ruling box; Cancel closes it and brings the side back), so the field gets
  // the width it has at 1280x800.
  const bool side_folded = !upright_ && entry_.field_mode() && avail.x - side_w < scaled(900);
  if (upright_) {
    // Upright: the players across the full width in rows of three, the message box with Undo
    // beside it under them, then the main panel at the full width.
    const int seats = static_cast<int>(controller_.state().hands.size());
    const int columns = std::min(3, std::max(1, seats));
    draw_blockkiller_players(ctx, controller_, columns, 3);
    draw_side_footer(ctx, ImGui::GetContentRegionAvail().x, true);
  } else if (!side_folded) {
    // The side: the players scroll; under them, never scrolled, the message box (a refusal,
    // else what the phase asks) and Undo, at the same place whatever the phase or the message.
    ImGui::BeginGroup();
    const float footer_h = side_footer_height();
    ImGui::BeginChild("blockkiller.side", ImVec2(side_w, -footer_h), true, kPanelScroll);
    draw_blockkiller_players(ctx, controller_, 1, 2);
    keep_scrolled_height(side_height_);
    touch_scroll();
    ImGui::EndChild();
    draw_side_footer(ctx, side_w, false);
    ImGui::EndGroup();
    ImGui::SameLine();
  }
  ImGui::BeginChild("blockkiller.main", ImVec2(0, 0), true);
  if (entry_.is_open()) {
    entry_.draw(ctx, *this);
  } else {
    draw_table(ctx);
  }
  ImGui::EndChild();
  apply_pending();
}

void BlockKillerScreen::draw_table(AppContext& ctx) {
  ImGui::BeginChild("blockkiller.table", ImVec2(0, 0), false, kPanelScroll);
  // The phase's actions first, in view whatever the side shows: right after an exchange
  // the next player's Draw and "Name the garbage card drawn" are at the top, the settlement
  // under them.
  actions_.draw(ctx, *this);
  const auto& state = controller_.state();
  if (state.last_exchange) {
    ImGui::Spacing();
    draw_blockkiller_settlement(ctx, controller_);
  } else if (state.phase == bk::Phase::kOver && state.winner) {
    heading(ctx.tr("blockkiller.ui.winner",
                   {Param{"name", ctx.user_text(controller_.name(*state.winner))}})
                .c_str());
  } else {
    ImGui::Spacing();
    ImGui::PushTextWrapPos(0);
    muted(ctx.tr("blockkiller.ui.hint").c_str());
    ImGui::PopTextWrapPos();
  }
  touch_scroll();
  ImGui::EndChild();
}

float BlockKillerScreen::side_message_height() {
  return ImGui::GetTextLineHeight() * 3 + scaled(8) * 2 + 2;
}

float BlockKillerScreen::side_footer_height() {
  const float spacing = ImGui::GetStyle().ItemSpacing.y;
  return side_message_height() + std::max(touch_size(), ImGui::GetFrameHeight()) + spacing * 2;
}

void BlockKillerScreen::draw_side_footer(AppContext& ctx, float width, bool beside) {
  const auto& state = controller_.state();
  // A refusal (a pass with too many block cards, a play the referee refused), else what the
  // phase asks of the player; three lines whatever it says.
  std::string text;
  Tone tone = Tone::kNeutral;
  if (!problems_.empty()) {
    for (const auto& v : problems_) {
      if (!text.empty()) text += "\n";
      text += ctx.render(v);
    }
    tone = Tone::kError;
  } else if (state.phase == bk::Phase::kDraw && !state.may_draw_two_blocks(state.current)) {
    text =
        ctx.tr("blockkiller.ui.draw_two_when", {Param{"garbage", i64(bk::kTwoBlockGarbageAtLeast)},
                                                Param{"blocks", i64(bk::kTwoBlockBlocksBelow)}});
  } else if (state.phase == bk::Phase::kAct) {
    const auto& hand = state.hands[static_cast<std::size_t>(state.current)];
    text = ctx.tr("blockkiller.ui.limit",
                  {Param{"name", ctx.user_text(controller_.name(state.current))},
                   Param{"blocks", i64(hand.blocks)}, Param{"limit", i64(bk::kBlockLimit)}});
  }
  // Undo under the box, or (upright, `beside`) at its right with the box's height.
  const std::string undo = ctx.tr("blockkiller.ui.undo");
  const float undo_w = beside ? button_width(undo) : width;
  const float box_w = beside ? std::floor(width - undo_w - ImGui::GetStyle().ItemSpacing.x) : width;
  fixed_message_box(text, tone, "blockkiller.side.message", ImVec2(box_w, side_message_height()));
  probe().record_text("blockkiller.problems", tone == Tone::kError ? text : std::string());
  if (beside) ImGui::SameLine();
  ImGui::BeginDisabled(!controller_.can_undo() || entry_.is_open());
  if (touch_button(undo.c_str(), "blockkiller.undo",
                   ImVec2(undo_w, beside ? side_message_height() : 0))) {
    undo_pending_ = true;
  }
  ImGui::EndDisabled();
}

}  // namespace tableref::gui
