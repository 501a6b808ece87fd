// Block-Killer screen: the table (open, the events queued and applied, the top bar, the
// players and the phase's actions).
#include "screens/blockkiller/screen.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include "app_context.hpp"
#include "screens/blockkiller/screen_parts.hpp"
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
  entry_.reset();
  naming_card_ = false;
  drawn_card_ = -1;
  hint_search_.clear();
  session_id_ = session_id;
  if (ctx.store) {
    // The mode the player chose last (quick until one is chosen).
    entry_mode_ = ctl::EntryMode::kQuick;
    if (auto saved = ctx.store->setting(kEntryModeSetting); saved && saved.value()) {
      entry_mode_ = *saved.value() == "field" ? ctl::EntryMode::kField : ctl::EntryMode::kQuick;
    }
  }
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
    entry_.reset();
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
    entry_.reset();
  }
  if (close_entry_) {
    close_entry_ = false;
    entry_.reset();
  }
}

void BlockKillerScreen::start_entry(bool defence) {
  const auto& state = controller_.state();
  Entry e;
  e.defence = defence;
  e.player = state.to_act();
  e.target = defence ? -1 : state.next_alive(state.current);
  e.draft.mode = entry_mode_;
  entry_ = std::move(e);
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
  hint_search_.poll();
  if (hint_search_.query() && !hint_search_is_current()) hint_search_.clear();
  // Its answer is taken and shown when it comes, without waiting for a tap (an idle app
  // draws nothing by itself).
  if (hint_search_.running()) ctx.redraw_within(50);
  draw_top_bar(ctx);
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  upright_ = portrait(avail);
  const float side_w = scaled(300);
  // Field entry on a narrow landscape screen (1024x768): beside the side column the field's
  // ten finger-sized columns left its ruling, tabs and controls about 80 px. The side column
  // folds away while the field is open (the entry names its player; its refusals show in the
  // field's own ruling box; Cancel closes it and brings the side back), so the field gets
  // the width it has at 1280x800.
  const bool side_folded = !upright_ && entry_ && entry_->draft.mode == ctl::EntryMode::kField &&
                           avail.x - side_w < scaled(900);
  if (upright_) {
    // Upright: the players across the full width in rows of three, the message box with Undo
    // beside it under them, then the main panel at the full width.
    const int seats = static_cast<int>(controller_.state().hands.size());
    const int columns = std::min(3, std::max(1, seats));
    draw_players(ctx, columns, 3);
    draw_side_footer(ctx, ImGui::GetContentRegionAvail().x, true);
  } else if (!side_folded) {
    // The side: the players scroll; under them, never scrolled, the message box (a refusal,
    // else what the phase asks) and Undo, at the same place whatever the phase or the message.
    ImGui::BeginGroup();
    const float footer_h = side_footer_height();
    ImGui::BeginChild("blockkiller.side", ImVec2(side_w, -footer_h), true, kPanelScroll);
    draw_players(ctx, 1, 2);
    keep_scrolled_height(side_height_);
    touch_scroll();
    ImGui::EndChild();
    draw_side_footer(ctx, side_w, false);
    ImGui::EndGroup();
    ImGui::SameLine();
  }
  ImGui::BeginChild("blockkiller.main", ImVec2(0, 0), true);
  if (entry_) {
    draw_entry(ctx);
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
  draw_actions(ctx);
  const auto& state = controller_.state();
  if (state.last_exchange) {
    ImGui::Spacing();
    draw_settlement(ctx);
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

void BlockKillerScreen::draw_top_bar(AppContext& ctx) {
  const auto& state = controller_.state();
  const auto& rules = state.setup.rules;
  std::string phase;
  switch (state.phase) {
    case bk::Phase::kDraw:
      phase = "draw";
      break;
    case bk::Phase::kAct:
      phase = "act";
      break;
    case bk::Phase::kDefend:
      phase = "defend";
      break;
    case bk::Phase::kOver:
      phase = "over";
      break;
  }
  probe().record_text("blockkiller.phase", phase);
  std::string line;
  if (state.phase == bk::Phase::kOver && state.winner) {
    line = ctx.tr("blockkiller.ui.winner",
                  {Param{"name", ctx.user_text(controller_.name(*state.winner))}});
    probe().record_text("blockkiller.winner", controller_.name(*state.winner));
  } else if (state.phase == bk::Phase::kDefend && state.pending) {
    line = ctx.tr("blockkiller.ui.awaiting",
                  {Param{"attacker", ctx.user_text(controller_.name(state.pending->attacker))},
                   Param{"target", ctx.user_text(controller_.name(state.pending->target))},
                   Param{"attack", i64(state.pending->attack)}});
  } else {
    line = ctx.tr("blockkiller.ui.phase." + phase,
                  {Param{"name", ctx.user_text(controller_.name(state.current))}});
  }
  line += "   " + ctx.tr(state.setup.clockwise ? "blockkiller.ui.clockwise"
                                               : "blockkiller.ui.counterclockwise");
  ImGui::AlignTextToFramePadding();
  heading(line.c_str());
  probe().record_text("blockkiller.turn", line);
  // The session's rule options, as agreed on Home.
  auto on_off = [&](bool on) { return ctx.tr(on ? "blockkiller.ui.on" : "blockkiller.ui.off"); };
  std::string rules_text =
      ctx.tr("blockkiller.option.mode") + ": " +
      ctx.tr(rules.mode == bk::Mode::kStandard ? "blockkiller.option.mode_standard"
                                               : "blockkiller.option.mode_no_mercy") +
      " · " + ctx.tr("blockkiller.option.kicks") + ": " +
      ctx.tr(rules.kicks == bk::Kicks::kSrs ? "blockkiller.option.kicks_srs"
                                            : "blockkiller.option.kicks_srs_plus") +
      " · " + ctx.tr("blockkiller.option.rotate180") + ": " + on_off(rules.rotate180) + " · " +
      ctx.tr("blockkiller.option.all_spin") + ": " + on_off(rules.all_spin) + " · " +
      ctx.tr("blockkiller.option.non_t_spin_is_mini") + ": " + on_off(rules.non_t_spin_is_mini) +
      " · " + ctx.tr("blockkiller.option.mini_weakening") + ": " + on_off(rules.mini_weakening) +
      " · " + ctx.tr("blockkiller.option.carry_over") + ": " + on_off(rules.carry_over) + " · " +
      ctx.tr("blockkiller.option.merge_clears") + ": " +
      on_off(rules.merge_clears_with_first_piece);
  ImGui::PushTextWrapPos(0);
  muted(rules_text.c_str());
  ImGui::PopTextWrapPos();
  probe().record_text("blockkiller.rules", rules_text);
}

void BlockKillerScreen::draw_players(AppContext& ctx, int columns, int min_lines) {
  const auto& state = controller_.state();
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const float width =
      std::floor((ImGui::GetContentRegionAvail().x - spacing * static_cast<float>(columns - 1)) /
                 static_cast<float>(columns));
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const bool any_known =
      std::any_of(state.hands.begin(), state.hands.end(),
                  [](const bk::PlayerHand& h) { return !h.known_garbage.empty(); });
  for (int seat = 0; seat < static_cast<int>(state.hands.size()); ++seat) {
    if (seat % columns != 0) ImGui::SameLine();
    const auto& hand = state.hands[static_cast<std::size_t>(seat)];
    const std::string pid = "blockkiller.player." + num(seat);
    std::string text = ctx.user_text(controller_.name(seat));
    if (state.winner && *state.winner == seat) {
      text += "  " + ctx.tr("blockkiller.ui.won");
    } else if (hand.eliminated) {
      text += "  " + ctx.tr("blockkiller.ui.out");
    }
    text += "\n" + ctx.tr("blockkiller.ui.hand",
                          {Param{"blocks", i64(hand.blocks)}, Param{"garbage", i64(hand.garbage)}});
    if (!hand.known_garbage.empty()) {
      std::string known;
      for (const auto& card : hand.known_garbage) {
        if (!known.empty()) known += " ";
        known += ctx.tr(garbage_kind_key(card));
      }
      // One line, cut to the box (the arrow of the current player at its right).
      text += "\n" + fit_text(known, width - scaled(14) - scaled(30));
    }
    const ImVec2 at = ImGui::GetCursorScreenPos();
    // Every player's box has the same height, three lines while anyone's garbage cards are
    // known (always, upright: the panel under the boxes never moves): a box growing would
    // move what is under it.
    const float lines = std::max(static_cast<float>(min_lines), any_known ? 3.0f : 2.0f);
    const float height =
        std::max(touch_size(), ImGui::GetTextLineHeightWithSpacing() * lines + scaled(12));
    const bool out = hand.eliminated;
    const bool current = state.to_act() == seat;
    draw->AddRectFilled(at, ImVec2(at.x + width, at.y + height),
                        out ? IM_COL32(50, 50, 54, 255)
                            : (current ? IM_COL32(52, 70, 96, 255) : IM_COL32(40, 44, 52, 255)),
                        scaled(6));
    draw->AddRectFilled(at, ImVec2(at.x + scaled(6), at.y + height),
                        out ? IM_COL32(90, 90, 90, 255) : seat_colour(seat));
    // Its room ends before the arrow of the current player.
    draw_text_in(draw, ImVec2(at.x + scaled(14), at.y + scaled(6)),
                 out ? IM_COL32(130, 130, 130, 255) : IM_COL32(235, 235, 235, 255), text,
                 ImVec2(at.x + width - scaled(28), at.y + height), pid + ".text");
    if (current) {
      const float h = scaled(10);
      const float cy = at.y + height / 2;
      const float x = at.x + width - scaled(12);
      draw->AddTriangleFilled(ImVec2(x - scaled(14), cy - h), ImVec2(x - scaled(14), cy + h),
                              ImVec2(x, cy), seat_colour(seat));
    }
    ImGui::Dummy(ImVec2(width, height));
    probe().record_view(pid);
    probe().record_text(pid + ".blocks", num(hand.blocks));
    probe().record_text(pid + ".garbage", num(hand.garbage));
    probe().record_text(pid + ".out", hand.eliminated ? "out" : "in");
    if (current) probe().record_text("blockkiller.pointer", num(seat));
  }
}

void BlockKillerScreen::draw_actions(AppContext& ctx) {
  const auto& state = controller_.state();
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
      flow.next(width);
      if (action_button(labels[0].c_str(), "blockkiller.draw", size)) {
        std::optional<bk::GarbageCard> card;
        const auto& catalog = controller_.catalog();
        if (drawn_card_ >= 0 && drawn_card_ < static_cast<int>(catalog.size())) {
          card = catalog[static_cast<std::size_t>(drawn_card_)].card;
        }
        act(bk::DrawEvent{state.current, false, card});
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
          act(bk::DrawEvent{state.current, true, std::nullopt});
        }
      }
      flow.break_line();
      if (naming_card_) {
        const auto& catalog = controller_.catalog();
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
      break;
    case bk::Phase::kAct:
      flow.next(width);
      if (touch_button(labels[0].c_str(), "blockkiller.play", size)) start_entry(false);
      flow.next(width);
      if (action_button(labels[1].c_str(), "blockkiller.pass", size)) {
        act(bk::PassEvent{state.current});
      }
      break;
    case bk::Phase::kDefend:
      flow.next(width);
      if (touch_button(labels[0].c_str(), "blockkiller.defend.play", size)) start_entry(true);
      flow.next(width);
      if (action_button(labels[1].c_str(), "blockkiller.defend.none", size)) {
        act(bk::DefendEvent{state.to_act(), std::nullopt});
      }
      break;
    case bk::Phase::kOver:
      break;
  }
}

}  // namespace tableref::gui
