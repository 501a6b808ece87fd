#include "screens/blockkiller/screen.hpp"

#include <imgui.h>

#include <algorithm>
#include <cstdio>

#include "app_context.hpp"
#include "screens/blockkiller/field.hpp"
#include "tableref/app/paths.hpp"
#include "tableref/base/input_reason.hpp"
#include "tableref/db/store_reason.hpp"
#include "tableref/referee/blockkiller/placement.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {
namespace {

namespace bk = blockkiller;
namespace ctl = controllers;

constexpr ImGuiWindowFlags kPanelScroll = ImGuiWindowFlags_AlwaysVerticalScrollbar;

std::string num(int n) {
  return std::to_string(n);
}
std::int64_t i64(int n) {
  return std::int64_t{n};
}

ImU32 seat_colour(int seat) {
  return blockkiller_seat_colour(seat);
}

ImU32 piece_colour(bk::Piece piece) {
  return blockkiller_piece_colour(piece);
}

std::string piece_label(bk::Piece piece) {
  return piece == bk::Piece::kMono ? std::string("1") : std::string(bk::piece_name(piece));
}
std::string piece_id(bk::Piece piece) {
  return piece == bk::Piece::kMono ? std::string("mono") : std::string(bk::piece_name(piece));
}

std::string holes_text(std::uint16_t holes) {
  std::string out;
  for (const int c : bk::hole_columns(holes)) {
    if (!out.empty()) out += ",";
    out += num(c);
  }
  return out;
}

std::string spin_key(bk::Spin spin) {
  return "blockkiller.ui.spin." + std::string(bk::spin_name(spin));
}

// Lays out items left to right, starting a new line when the next does not fit.
class Flow {
 public:
  Flow() : width_(ImGui::GetContentRegionAvail().x) {}
  void next(float w) {
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    if (x_ > 0 && x_ + w <= width_) {
      ImGui::SameLine();
    } else {
      x_ = 0;
    }
    x_ += w + spacing;
  }
  void break_line() { x_ = 0; }

 private:
  float width_ = 0;
  float x_ = 0;
};

float button_width(const std::string& label) {
  return std::max(touch_size(),
                  ImGui::CalcTextSize(label.c_str()).x + ImGui::GetStyle().FramePadding.x * 2);
}

}  // namespace

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
  e.player = defence && state.pending ? state.pending->target : state.current;
  e.target = defence ? -1 : state.next_alive(state.current);
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
  if (hint_search_.query()) {
    const auto q = entry_ && entry_->draft.mode == ctl::EntryMode::kField
                       ? hint_query()
                       : Result<bk::BestPlayQuery>(Violation{InputReason::kBadValue});
    if (!q || !hint_search_.is_for(q.value())) hint_search_.clear();
  }
  draw_top_bar(ctx);
  const float side_w = scaled(300);
  // The side: the players and the phase's actions scroll; under them, never scrolled, the
  // message box (a refusal, else what the phase asks) and Undo, at the same place whatever
  // the phase or the message.
  ImGui::BeginGroup();
  const float footer_h = side_footer_height();
  ImGui::BeginChild("blockkiller.side", ImVec2(side_w, -footer_h), true, kPanelScroll);
  draw_players(ctx);
  draw_actions(ctx);
  keep_scrolled_height(side_height_);
  touch_scroll();
  ImGui::EndChild();
  draw_side_footer(ctx, side_w);
  ImGui::EndGroup();
  ImGui::SameLine();
  ImGui::BeginChild("blockkiller.main", ImVec2(0, 0), true);
  if (entry_) {
    draw_entry(ctx);
  } else if (controller_.state().last_exchange) {
    draw_settlement(ctx);
  } else {
    const auto& state = controller_.state();
    if (state.phase == bk::Phase::kOver && state.winner) {
      heading(ctx.tr("blockkiller.ui.winner",
                     {Param{"name", ctx.user_text(controller_.name(*state.winner))}})
                  .c_str());
    } else {
      muted(ctx.tr("blockkiller.ui.hint").c_str());
    }
  }
  ImGui::EndChild();
  apply_pending();
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

void BlockKillerScreen::draw_players(AppContext& ctx) {
  const auto& state = controller_.state();
  const float width = ImGui::GetContentRegionAvail().x;
  ImDrawList* draw = ImGui::GetWindowDrawList();
  const bool any_known =
      std::any_of(state.hands.begin(), state.hands.end(),
                  [](const bk::PlayerHand& h) { return !h.known_garbage.empty(); });
  for (int seat = 0; seat < static_cast<int>(state.hands.size()); ++seat) {
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
        known += ctx.tr("blockkiller.ui.kind." + std::string(bk::garbage_kind_name(card.kind)));
      }
      // One line, cut to the box (the arrow of the current player at its right).
      text += "\n" + fit_text(known, width - scaled(14) - scaled(30));
    }
    const ImVec2 at = ImGui::GetCursorScreenPos();
    // Every player's box has the same height, three lines while anyone's garbage cards are
    // known: a box growing would move the buttons under the players.
    const float lines = any_known ? 3.0f : 2.0f;
    const float height =
        std::max(touch_size(), ImGui::GetTextLineHeightWithSpacing() * lines + scaled(12));
    const bool out = hand.eliminated;
    const bool current =
        state.phase != bk::Phase::kOver &&
        ((state.phase == bk::Phase::kDefend && state.pending && state.pending->target == seat) ||
         (state.phase != bk::Phase::kDefend && state.current == seat));
    draw->AddRectFilled(at, ImVec2(at.x + width, at.y + height),
                        out ? IM_COL32(50, 50, 54, 255)
                            : (current ? IM_COL32(52, 70, 96, 255) : IM_COL32(40, 44, 52, 255)),
                        scaled(6));
    draw->AddRectFilled(at, ImVec2(at.x + scaled(6), at.y + height),
                        out ? IM_COL32(90, 90, 90, 255) : seat_colour(seat));
    draw->AddText(ImVec2(at.x + scaled(14), at.y + scaled(6)),
                  out ? IM_COL32(130, 130, 130, 255) : IM_COL32(235, 235, 235, 255), text.c_str());
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
  const float width = ImGui::GetContentRegionAvail().x;
  ImGui::Spacing();
  switch (state.phase) {
    case bk::Phase::kDraw:
      if (touch_button(ctx.tr("blockkiller.ui.draw").c_str(), "blockkiller.draw",
                       ImVec2(width, 0))) {
        std::optional<bk::GarbageCard> card;
        const auto& catalog = controller_.catalog();
        if (drawn_card_ >= 0 && drawn_card_ < static_cast<int>(catalog.size())) {
          card = catalog[static_cast<std::size_t>(drawn_card_)].card;
        }
        act(bk::DrawEvent{state.current, false, card});
        drawn_card_ = -1;
      }
      // Optional: which garbage card was drawn (the hand then lists its cards by kind).
      if (choice_button(ctx.tr("blockkiller.ui.name_card").c_str(), "blockkiller.name_card",
                        naming_card_, ImVec2(width, 0))) {
        naming_card_ = !naming_card_;
        drawn_card_ = -1;
      }
      // The 2-block draw when it is allowed (the side's message box says when it is), under
      // the buttons that are always there; the garbage cards to name open last, under it.
      if (state.may_draw_two_blocks(state.current)) {
        if (touch_button(ctx.tr("blockkiller.ui.draw_two").c_str(), "blockkiller.draw_two",
                         ImVec2(width, 0))) {
          act(bk::DrawEvent{state.current, true, std::nullopt});
        }
      }
      if (naming_card_) {
        const auto& catalog = controller_.catalog();
        Flow flow;
        for (std::size_t i = 0; i < catalog.size(); ++i) {
          const auto& card = catalog[i].card;
          const std::string label =
              ctx.tr("blockkiller.ui.kind." + std::string(bk::garbage_kind_name(card.kind))) + " " +
              holes_text(card.holes);
          flow.next(button_width(label));
          if (choice_button(label.c_str(), "blockkiller.drawn." + num(static_cast<int>(i)),
                            drawn_card_ == static_cast<int>(i))) {
            drawn_card_ = static_cast<int>(i);
          }
        }
      }
      break;
    case bk::Phase::kAct:
      if (!entry_) {
        if (touch_button(ctx.tr("blockkiller.ui.play").c_str(), "blockkiller.play",
                         ImVec2(width, 0))) {
          start_entry(false);
        }
        if (touch_button(ctx.tr("blockkiller.ui.pass").c_str(), "blockkiller.pass",
                         ImVec2(width, 0))) {
          act(bk::PassEvent{state.current});
        }
      }
      break;
    case bk::Phase::kDefend:
      if (!entry_) {
        if (touch_button(ctx.tr("blockkiller.ui.defend_play").c_str(), "blockkiller.defend.play",
                         ImVec2(width, 0))) {
          start_entry(true);
        }
        if (touch_button(ctx.tr("blockkiller.ui.defend_none").c_str(), "blockkiller.defend.none",
                         ImVec2(width, 0))) {
          act(bk::DefendEvent{state.pending ? state.pending->target : 0, std::nullopt});
        }
      }
      break;
    case bk::Phase::kOver:
      break;
  }
}

float BlockKillerScreen::side_message_height() {
  return ImGui::GetTextLineHeight() * 3 + scaled(8) * 2 + 2;
}

float BlockKillerScreen::side_footer_height() {
  const float spacing = ImGui::GetStyle().ItemSpacing.y;
  return side_message_height() + std::max(touch_size(), ImGui::GetFrameHeight()) + spacing * 2;
}

void BlockKillerScreen::draw_side_footer(AppContext& ctx, float width) {
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
  fixed_message_box(text, tone, "blockkiller.side.message", ImVec2(width, side_message_height()));
  probe().record_text("blockkiller.problems", tone == Tone::kError ? text : std::string());
  ImGui::BeginDisabled(!controller_.can_undo() || entry_.has_value());
  if (touch_button(ctx.tr("blockkiller.ui.undo").c_str(), "blockkiller.undo", ImVec2(width, 0))) {
    undo_pending_ = true;
  }
  ImGui::EndDisabled();
}

void BlockKillerScreen::draw_entry(AppContext& ctx) {
  auto& e = *entry_;
  const auto& state = controller_.state();
  const auto& hand = state.hands[static_cast<std::size_t>(e.player)];
  const auto eval = ctl::evaluate_draft(e.draft, controller_.catalog(), state.setup.rules,
                                        controller_.start_chain(e.player), hand.garbage);
  // Header: whose play, the mode, the running numbers.
  const std::string who = ctx.user_text(controller_.name(e.player));
  // One line: who plays, the mode and the running numbers (the field gets the height).
  ImGui::AlignTextToFramePadding();
  heading(ctx.tr(e.defence ? "blockkiller.ui.entry_defence" : "blockkiller.ui.entry_attack",
                 {Param{"name", who}})
              .c_str());
  ImGui::SameLine(0, scaled(16));
  if (choice_button(ctx.tr("blockkiller.ui.mode_quick").c_str(), "blockkiller.mode.quick",
                    e.draft.mode == ctl::EntryMode::kQuick)) {
    if (e.draft.mode != ctl::EntryMode::kQuick) e.scroll_top = true;
    e.draft.mode = ctl::EntryMode::kQuick;
  }
  ImGui::SameLine();
  if (choice_button(ctx.tr("blockkiller.ui.mode_field").c_str(), "blockkiller.mode.field",
                    e.draft.mode == ctl::EntryMode::kField)) {
    if (e.draft.mode != ctl::EntryMode::kField) e.scroll_top = true;
    e.draft.mode = ctl::EntryMode::kField;
  }
  ImGui::SameLine();
  std::string running =
      // A defence is scored as an attack but counts as defence: the panel says so.
      ctx.tr(e.defence ? "blockkiller.ui.running_defence" : "blockkiller.ui.running",
             {Param{"attack", i64(eval.attack.attack)}, Param{"offset", i64(eval.attack.offset)},
              Param{"combo", i64(eval.attack.chain.combo)}});
  if (eval.attack.chain.last_special) running += " · " + ctx.tr("blockkiller.ui.b2b_ready");
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(running.c_str());
  probe().record_text("blockkiller.entry.attack", num(eval.attack.attack));
  probe().record_text("blockkiller.entry.offset", num(eval.attack.offset));
  probe().record_text("blockkiller.entry.combo", num(eval.attack.chain.combo));
  probe().record_text("blockkiller.entry.running", running);

  // Target (attacks), send and cancel.
  if (!e.defence) {
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(ctx.tr("blockkiller.ui.target").c_str());
    for (int seat = 0; seat < static_cast<int>(state.hands.size()); ++seat) {
      if (seat == e.player || state.hands[static_cast<std::size_t>(seat)].eliminated) continue;
      ImGui::SameLine();
      if (choice_button(ctx.user_text(controller_.name(seat)).c_str(),
                        "blockkiller.target." + num(seat), e.target == seat)) {
        e.target = seat;
      }
    }
    ImGui::SameLine();
  }
  const int left = hand.blocks - e.draft.block_count();
  const bool can_send =
      !eval.problem && e.draft.block_count() > 0 && (e.defence || left < bk::kBlockLimit);
  ImGui::BeginDisabled(!can_send);
  if (touch_button(
          ctx.tr(e.defence ? "blockkiller.ui.send_defence" : "blockkiller.ui.send").c_str(),
          "blockkiller.send")) {
    if (e.defence) {
      act(bk::DefendEvent{e.player, eval.summary}, e.draft);
    } else {
      act(bk::PlayEvent{e.player, e.target, eval.summary}, e.draft);
    }
  }
  ImGui::EndDisabled();
  ImGui::SameLine();
  if (touch_button(ctx.tr("blockkiller.ui.cancel").c_str(), "blockkiller.cancel")) {
    close_entry_ = true;
  }
  ImGui::SameLine();
  ImGui::AlignTextToFramePadding();
  const std::string left_text =
      e.defence ? ctx.tr("blockkiller.ui.left_defence", {Param{"blocks", i64(left)}})
                : ctx.tr("blockkiller.ui.left",
                         {Param{"blocks", i64(left)}, Param{"limit", i64(bk::kBlockLimit)}});
  if (!e.defence && left >= bk::kBlockLimit) {
    ImGui::TextColored(ImVec4(1.0f, 0.6f, 0.4f, 1.0f), "%s", left_text.c_str());
  } else {
    ImGui::TextUnformatted(left_text.c_str());
  }
  probe().record_text("blockkiller.entry.left", left_text);
  // The draft's problem is shown in the mode's own fixed box (quick: the note above the
  // rows; field: the ruling): a box appearing here would push the rows and the field down.
  probe().record_text("blockkiller.entry.problem",
                      eval.problem ? ctx.render(*eval.problem) : std::string());
  ImGui::Separator();
  if (e.draft.mode == ctl::EntryMode::kQuick) {
    draw_quick(ctx);
  } else {
    draw_field(ctx);
  }
}

void BlockKillerScreen::draw_quick(AppContext& ctx) {
  auto& e = *entry_;
  const auto& state = controller_.state();
  const auto& hand = state.hands[static_cast<std::size_t>(e.player)];
  const auto eval = ctl::evaluate_draft(e.draft, controller_.catalog(), state.setup.rules,
                                        controller_.start_chain(e.player), hand.garbage);
  auto& quick = e.draft.quick;
  // Above the rows, never scrolled and of a fixed height: the draft's problem, else where the
  // cleared garbage goes; then "Remove last piece" (off while there is none). A row added
  // below moves nothing.
  {
    const std::string remove_label = ctx.tr("blockkiller.ui.remove_piece");
    const float remove_w = button_width(remove_label);
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    const float box_w = std::floor(ImGui::GetContentRegionAvail().x - remove_w - spacing);
    const float box_h = ImGui::GetTextLineHeight() * 2 + scaled(8) * 2 + 2;
    const std::string note = eval.problem
                                 ? ctx.render(*eval.problem)
                                 : ctx.tr("blockkiller.ui.quick_garbage",
                                          {Param{"cards", i64(eval.summary.garbage_cleared)}});
    fixed_message_box(note, eval.problem ? Tone::kError : Tone::kNeutral, "blockkiller.quick.note",
                      ImVec2(box_w, box_h));
    ImGui::SameLine();
    ImGui::BeginDisabled(quick.empty());
    if (touch_button(remove_label.c_str(), "blockkiller.quick.remove", ImVec2(remove_w, box_h))) {
      quick.pop_back();
    }
    ImGui::EndDisabled();
  }
  ImGui::BeginChild("blockkiller.quick", ImVec2(0, 0), false);
  if (e.scroll_top) {
    ImGui::SetScrollY(0);
    e.scroll_top = false;
  }
  const int rows = std::min(static_cast<int>(quick.size()) + 1, std::max(1, hand.blocks));
  for (int i = 0; i < rows; ++i) {
    const bool exists = i < static_cast<int>(quick.size());
    const std::string rid = "blockkiller.quick." + num(i);
    ImGui::PushID(i);
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(ctx.tr("blockkiller.ui.piece_n", {Param{"n", i64(i + 1)}}).c_str());
    ImGui::SameLine(scaled(76));
    for (int lines = 0; lines <= 5; ++lines) {
      if (lines > 0) ImGui::SameLine();
      const std::string label = lines == 0 ? ctx.tr("blockkiller.ui.no_clear") : num(lines);
      const bool selected = exists && quick[static_cast<std::size_t>(i)].lines == lines;
      if (choice_button(label.c_str(), rid + ".lines." + num(lines), selected,
                        ImVec2(lines == 0 ? 0 : touch_size(), 0))) {
        if (exists) {
          quick[static_cast<std::size_t>(i)].lines = lines;
        } else {
          quick.push_back({lines, bk::Spin::kNone});
        }
      }
    }
    ImGui::SameLine(0, scaled(14));
    for (const bk::Spin spin : {bk::Spin::kNone, bk::Spin::kMini, bk::Spin::kFull}) {
      const bool selected = exists && quick[static_cast<std::size_t>(i)].spin == spin;
      if (choice_button(ctx.tr(spin_key(spin)).c_str(),
                        rid + ".spin." + std::string(bk::spin_name(spin)), selected)) {
        if (exists) {
          quick[static_cast<std::size_t>(i)].spin = spin;
        } else {
          quick.push_back({0, spin});
        }
      }
      ImGui::SameLine();
    }
    if (exists && i < static_cast<int>(eval.attack.pieces.size())) {
      const auto& a = eval.attack.pieces[static_cast<std::size_t>(i)];
      std::string t = "+" + num(a.attack);
      if (a.b2b) t += " " + ctx.tr("blockkiller.ui.b2b");
      if (a.combo > 1) t += " " + ctx.tr("blockkiller.ui.combo_n", {Param{"combo", i64(a.combo)}});
      if (a.offset > 0)
        t += " " + ctx.tr("blockkiller.ui.offset_n", {Param{"offset", i64(a.offset)}});
      ImGui::AlignTextToFramePadding();
      ImGui::TextUnformatted(t.c_str());
      probe().record_text(rid + ".attack", num(a.attack));
    } else {
      ImGui::NewLine();
    }
    ImGui::PopID();
  }
  touch_scroll();
  ImGui::EndChild();
}

void BlockKillerScreen::draw_field(AppContext& ctx) {
  const float avail_h = ImGui::GetContentRegionAvail().y;
  const float cell = std::max(touch_size(), std::min(scaled(48), avail_h / 10.0f));
  ImGui::BeginChild("blockkiller.board", ImVec2(cell * 10 + scaled(16), 0), false,
                    ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse);
  draw_board(ctx, cell);
  ImGui::EndChild();
  ImGui::SameLine();
  ImGui::BeginGroup();
  // Never scrolled: the referee's ruling on the card being placed (in a box of its own
  // height, so nothing moves when it changes) and the buttons that place it.
  draw_next_piece(ctx);
  // What the scrolled part shows: the garbage stack (where a new entry starts), the cards by
  // piece + turn + column with the breakdown and sharing, or the best-play hint.
  {
    static const char* kTabs[] = {"blockkiller.ui.tab.stack", "blockkiller.ui.tab.cards",
                                  "blockkiller.ui.tab.hint"};
    static const char* kTabIds[] = {"blockkiller.tab.stack", "blockkiller.tab.cards",
                                    "blockkiller.tab.hint"};
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    const float tab_w = (ImGui::GetContentRegionAvail().x - spacing * 2) / 3;
    for (int t = 0; t < 3; ++t) {
      if (t > 0) ImGui::SameLine();
      if (choice_button(ctx.tr(kTabs[t]).c_str(), kTabIds[t], entry_->tab == t, ImVec2(tab_w, 0))) {
        if (entry_->tab != t) entry_->scroll_top = true;
        entry_->tab = t;
      }
    }
  }
  // Scrolled: the garbage stack first (a new entry starts there, at the top), then the card
  // by piece + turn + column, the piece-by-piece answer, the best-play hint, sharing.
  ImGui::BeginChild("blockkiller.field_controls", ImVec2(0, 0), false, kPanelScroll);
  if (entry_->scroll_top) {
    ImGui::SetScrollY(0);
    entry_->scroll_top = false;
  }
  draw_field_controls(ctx);
  keep_scrolled_height(entry_->controls_height);
  touch_scroll();
  ImGui::EndChild();
  ImGui::EndGroup();
}

ctl::NextPieceRuling BlockKillerScreen::next_piece_ruling() const {
  const auto& e = *entry_;
  const auto& state = controller_.state();
  const auto& hand = state.hands[static_cast<std::size_t>(e.player)];
  const auto eval = ctl::evaluate_draft(e.draft, controller_.catalog(), state.setup.rules,
                                        controller_.start_chain(e.player), hand.garbage);
  if (eval.problem || e.draft.block_count() >= hand.blocks) return {};
  std::vector<GridCell> ghost;
  if (e.tapped.empty()) {
    const bk::Field field =
        eval.verdict && !eval.verdict->pieces.empty() ? eval.verdict->field_after : eval.start;
    if (auto g = bk::ghost_state(field, e.piece, static_cast<bk::Rotation>(e.rotation), e.column)) {
      ghost = bk::state_cells(e.piece, *g);
    }
  }
  return ctl::rule_next_piece(e.draft, e.tapped, e.piece, ghost, controller_.catalog(),
                              state.setup.rules, controller_.start_chain(e.player), hand.garbage);
}

void BlockKillerScreen::draw_board(AppContext& ctx, float cell) {
  (void)ctx;
  auto& e = *entry_;
  const auto& state = controller_.state();
  const auto& hand = state.hands[static_cast<std::size_t>(e.player)];
  const auto eval = ctl::evaluate_draft(e.draft, controller_.catalog(), state.setup.rules,
                                        controller_.start_chain(e.player), hand.garbage);
  const int rows = std::max(1, static_cast<int>(ImGui::GetContentRegionAvail().y / cell));
  const auto plan = plan_blockkiller_field(eval, e.draft, rows);
  const auto& field = plan.field;
  BlockKillerFieldOverlay overlay;
  overlay.tapped = e.tapped;
  // The tapped cells in the colour of the card they form (white while they form none).
  const auto formed = bk::identify_piece(e.tapped);
  overlay.colour = e.tapped.empty() ? piece_colour(e.piece)
                   : formed         ? piece_colour(formed.value())
                                    : IM_COL32(235, 235, 235, 255);
  // The best play found, numbered in play order, for the steps not entered yet (shown while
  // the pieces placed so far follow it).
  if (const auto* best = current_hint(); best != nullptr && ctl::draft_follows(e.draft, *best)) {
    ctl::BlockKillerDraft shown = e.draft;
    shown.pieces.clear();
    for (const auto& step : best->steps) shown.pieces.push_back({step.piece, step.cells});
    const auto shown_eval = ctl::evaluate_draft(shown, controller_.catalog(), state.setup.rules,
                                                controller_.start_chain(e.player), hand.garbage);
    const auto cells = blockkiller_piece_display_cells(shown_eval, shown);
    for (std::size_t i = e.draft.pieces.size(); i < cells.size(); ++i) {
      overlay.hint.push_back(
          {static_cast<int>(i) + 1, cells[i], piece_colour(best->steps[i].piece)});
    }
  }
  probe().record_text("blockkiller.hint.board", num(static_cast<int>(overlay.hint.size())));
  if (e.tapped.empty()) {
    if (auto g = bk::ghost_state(field, e.piece, static_cast<bk::Rotation>(e.rotation), e.column)) {
      overlay.ghost = bk::state_cells(e.piece, *g);
    }
  }
  for (auto& c : overlay.ghost) c.y = plan.to_display(c.y);
  const ImVec2 origin = ImGui::GetCursorScreenPos();
  const float height = cell * static_cast<float>(rows);
  draw_blockkiller_field(plan, cell, overlay, "blockkiller.cell.");
  const auto& current = plan.current;
  ImGui::InvisibleButton("blockkiller.board.taps", ImVec2(cell * 10, height));
  if (ImGui::IsItemClicked()) {
    const ImVec2 m = ImGui::GetMousePos();
    const int x = static_cast<int>((m.x - origin.x) / cell);
    const int d = static_cast<int>((origin.y + height - m.y) / cell);
    if (x >= 0 && x < bk::kWidth && d >= 0 && d < rows &&
        current[static_cast<std::size_t>(d)] >= 0) {
      const int y = current[static_cast<std::size_t>(d)];
      auto it = std::find(e.tapped.begin(), e.tapped.end(), GridCell{x, y});
      if (it != e.tapped.end()) {
        e.tapped.erase(it);
      } else if (!field.filled(x, y)) {
        e.tapped.push_back({x, y});
      }
      // The card is recognised from the cells: the picker follows it.
      if (auto p = bk::identify_piece(e.tapped); p && p.value() != e.piece) {
        e.piece = p.value();
        e.rotation = 0;
      }
    }
  }
}

void BlockKillerScreen::place_piece() {
  auto& e = *entry_;
  auto ruling = next_piece_ruling();
  if (ruling.state != ctl::NextPieceState::kLegal) return;
  e.draft = std::move(ruling.next);
  e.tapped.clear();
}

void BlockKillerScreen::draw_next_piece(AppContext& ctx) {
  auto& e = *entry_;
  const auto& state = controller_.state();
  const auto& hand = state.hands[static_cast<std::size_t>(e.player)];
  const auto ruling = next_piece_ruling();
  std::string text;
  std::string verdict;
  ImVec4 bg(0.16f, 0.18f, 0.22f, 1.0f);
  switch (ruling.state) {
    case ctl::NextPieceState::kNothing: {
      // The draft's own problem (no next card can be ruled on until it is fixed) has this
      // box too: nothing else appears above the field.
      const auto eval = ctl::evaluate_draft(e.draft, controller_.catalog(), state.setup.rules,
                                            controller_.start_chain(e.player), hand.garbage);
      if (eval.problem) {
        text = ctx.render(*eval.problem);
        verdict = "problem";
        bg = ImVec4(0.75f, 0.22f, 0.20f, 1.0f);
        break;
      }
      text = ctx.tr(e.draft.block_count() >= hand.blocks ? "blockkiller.ui.ruling.no_blocks"
                                                         : "blockkiller.ui.ruling.pick");
      break;
    }
    case ctl::NextPieceState::kIncomplete:
      text = ctx.tr("blockkiller.ui.ruling.incomplete",
                    {Param{"count", i64(static_cast<int>(e.tapped.size()))}});
      verdict = "incomplete";
      break;
    case ctl::NextPieceState::kLegal:
      text = ctx.tr(
          "blockkiller.ui.ruling.legal",
          {Param{"piece", piece_label(*ruling.piece)}, Param{"lines", i64(ruling.lines)},
           Param{"spin", ctx.tr(spin_key(ruling.spin))}, Param{"attack", i64(ruling.attack)}});
      verdict = "legal";
      bg = ImVec4(0.18f, 0.50f, 0.30f, 1.0f);
      break;
    case ctl::NextPieceState::kIllegal:
      text = ctx.render(*ruling.problem);
      verdict = "illegal";
      bg = ImVec4(0.75f, 0.22f, 0.20f, 1.0f);
      break;
  }
  // Three lines of the body font, whatever it says (nothing below moves when the ruling
  // changes); a longer reason scrolls inside the box under a finger.
  const ImVec2 pad(scaled(10), scaled(6));
  const float box_h =
      ImGui::GetTextLineHeight() * 3 + ImGui::GetStyle().ItemSpacing.y * 2 + pad.y * 2;
  ImGui::PushStyleColor(ImGuiCol_ChildBg, bg);
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, pad);
  ImGui::PushStyleVar(ImGuiStyleVar_ChildRounding, scaled(6));
  ImGui::BeginChild("blockkiller.ruling", ImVec2(0, box_h), false,
                    ImGuiWindowFlags_AlwaysUseWindowPadding | ImGuiWindowFlags_NoScrollbar);
  ImGui::PushTextWrapPos(0);
  if ((ruling.state == ctl::NextPieceState::kNothing && verdict.empty()) ||
      ruling.state == ctl::NextPieceState::kIncomplete) {
    muted(text.c_str());
  } else {
    wrapped_text(text.c_str());
  }
  ImGui::PopTextWrapPos();
  touch_scroll();
  ImGui::EndChild();
  ImGui::PopStyleVar(2);
  ImGui::PopStyleColor();
  probe().record_view("blockkiller.ruling");
  probe().record_text("blockkiller.ruling", text);
  probe().record_text("blockkiller.ruling.verdict", verdict);
  probe().record_text("blockkiller.ruling.piece",
                      ruling.piece ? std::string(bk::piece_name(*ruling.piece)) : std::string());
  // Place / clear the cells / take the last card back, always at the same place: Place takes
  // what the other two leave.
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const std::string clear_label = ctx.tr("blockkiller.ui.clear_taps");
  const std::string remove_label = ctx.tr("blockkiller.ui.remove_last");
  const float clear_w = button_width(clear_label);
  const float remove_w = button_width(remove_label);
  const float place_w =
      std::max(touch_size() * 2,
               std::floor(ImGui::GetContentRegionAvail().x - clear_w - remove_w - spacing * 2 - 2));
  {
    ImGui::BeginDisabled(ruling.state != ctl::NextPieceState::kLegal);
    if (touch_button(ctx.tr("blockkiller.ui.place").c_str(), "blockkiller.place",
                     ImVec2(place_w, 0))) {
      place_piece();
    }
    ImGui::EndDisabled();
  }
  ImGui::SameLine();
  {
    ImGui::BeginDisabled(e.tapped.empty());
    if (touch_button(clear_label.c_str(), "blockkiller.cells.clear", ImVec2(clear_w, 0))) {
      e.tapped.clear();
    }
    ImGui::EndDisabled();
  }
  ImGui::SameLine();
  {
    ImGui::BeginDisabled(e.draft.pieces.empty());
    if (touch_button(remove_label.c_str(), "blockkiller.piece.remove", ImVec2(remove_w, 0))) {
      e.draft.pieces.pop_back();
    }
    ImGui::EndDisabled();
  }
}

void BlockKillerScreen::draw_stack_controls(AppContext& ctx) {
  auto& e = *entry_;
  const auto& state = controller_.state();
  const auto& hand = state.hands[static_cast<std::size_t>(e.player)];
  const auto& catalog = controller_.catalog();
  const int used = ctl::stack_cards(e.draft.stack);
  // The garbage stack, from the floor up (the tab says what it is).
  const std::string rows_text =
      e.draft.imported ? ctx.tr("blockkiller.ui.imported_field")
                       : ctx.tr("blockkiller.ui.stack_rows",
                                {Param{"rows", i64(static_cast<int>(e.draft.stack.size()))},
                                 Param{"cards", i64(used)}, Param{"held", i64(hand.garbage)}});
  ImGui::PushTextWrapPos(0);
  muted(rows_text.c_str());
  ImGui::PopTextWrapPos();
  probe().record_text("blockkiller.stack.rows", num(static_cast<int>(e.draft.stack.size())));
  const bool can_add = !e.draft.imported && e.draft.pieces.empty();
  Flow flow;
  ImGui::BeginDisabled(!can_add);
  {
    const std::string label = ctx.tr("blockkiller.ui.flip");
    flow.next(button_width(label));
    if (choice_button(label.c_str(), "blockkiller.garbage.flip", e.flipped)) e.flipped = !e.flipped;
  }
  {
    const std::string label = ctx.tr("blockkiller.ui.remove_row");
    flow.next(button_width(label));
    ImGui::BeginDisabled(e.draft.stack.empty());
    if (touch_button(label.c_str(), "blockkiller.garbage.remove")) e.draft.stack.pop_back();
    ImGui::EndDisabled();
  }
  flow.break_line();
  // The merged row first among the cards: it is one more row to stack.
  {
    const std::string label = ctx.tr("blockkiller.ui.merge");
    flow.next(button_width(label));
    ImGui::BeginDisabled(used + 2 > hand.garbage);
    if (touch_button(label.c_str(), "blockkiller.garbage.merge")) {
      bk::StackedGarbage row;
      row.card.kind = bk::GarbageKind::kCheckerboard;
      row.merged = true;
      e.draft.stack.push_back(row);
    }
    ImGui::EndDisabled();
  }
  ImGui::BeginDisabled(used + 1 > hand.garbage);
  for (std::size_t i = 0; i < catalog.size(); ++i) {
    const auto& card = catalog[i].card;
    const std::string label =
        ctx.tr("blockkiller.ui.kind." + std::string(bk::garbage_kind_name(card.kind))) + " " +
        holes_text(card.holes);
    flow.next(button_width(label));
    if (touch_button(label.c_str(), "blockkiller.garbage.card." + num(static_cast<int>(i)))) {
      e.draft.stack.push_back({card, e.flipped, false});
    }
  }
  ImGui::EndDisabled();
  ImGui::EndDisabled();
}

void BlockKillerScreen::draw_field_controls(AppContext& ctx) {
  auto& e = *entry_;
  if (e.tab == 0) {
    draw_stack_controls(ctx);
    return;
  }
  if (e.tab == 2) {
    ImGui::PushID("best_hint");
    draw_best_hint(ctx);
    ImGui::PopID();
    return;
  }
  const auto& catalog = controller_.catalog();
  Flow flow;
  // The next card by piece + turn + column (its ghost on the field), when not by its cells.
  ImGui::PushTextWrapPos(0);
  muted(ctx.tr("blockkiller.ui.by_piece").c_str());
  ImGui::PopTextWrapPos();
  flow.break_line();
  for (const auto piece : bk::kAllPieces) {
    flow.next(touch_size());
    if (choice_button(piece_label(piece).c_str(), "blockkiller.piece." + piece_id(piece),
                      e.piece == piece, ImVec2(touch_size(), 0))) {
      e.piece = piece;
      e.rotation = 0;
      e.tapped.clear();
    }
    probe().record_text("blockkiller.piece." + piece_id(piece), piece_label(piece));
  }
  flow.break_line();
  static const char* kTurns[] = {"0", "R", "2", "L"};
  {
    const std::string label = ctx.tr("blockkiller.ui.turn");
    flow.next(ImGui::CalcTextSize(label.c_str()).x);
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(label.c_str());
  }
  for (int r = 0; r < 4; ++r) {
    flow.next(touch_size());
    if (choice_button(kTurns[r], "blockkiller.rot." + num(r), e.rotation == r,
                      ImVec2(touch_size(), 0))) {
      e.rotation = r;
      e.tapped.clear();
    }
  }
  flow.break_line();
  {
    const std::string label = ctx.tr("blockkiller.ui.column");
    flow.next(ImGui::CalcTextSize(label.c_str()).x);
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(label.c_str());
  }
  flow.next(touch_size());
  if (touch_button("-", "blockkiller.col.minus", ImVec2(touch_size(), 0))) {
    e.column = std::max(0, e.column - 1);
    e.tapped.clear();
  }
  flow.next(scaled(24));
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(num(e.column).c_str());
  probe().record_text("blockkiller.col", num(e.column));
  flow.next(touch_size());
  if (touch_button("+", "blockkiller.col.plus", ImVec2(touch_size(), 0))) {
    e.column = std::min(bk::kWidth - 1, e.column + 1);
    e.tapped.clear();
  }
  flow.break_line();

  // Sharing: the play as a fumen string, and back (above the breakdown, which grows with
  // each card placed: the buttons stay put).
  ImGui::Spacing();
  flow.break_line();
  {
    const std::string label = ctx.tr("blockkiller.ui.fumen_copy");
    flow.next(button_width(label));
    if (touch_button(label.c_str(), "blockkiller.fumen.copy")) {
      auto text = ctl::draft_fumen(e.draft, catalog);
      if (text) {
        e.fumen = text.value();
        e.fumen_error.reset();
        ImGui::SetClipboardText(e.fumen.c_str());
      } else {
        e.fumen_error = text.error();
      }
    }
  }
  {
    const std::string label = ctx.tr("blockkiller.ui.fumen_paste");
    flow.next(button_width(label));
    if (touch_button(label.c_str(), "blockkiller.fumen.paste")) {
      // The clipboard, or (when the system has none) the fumen shown below.
      const char* clip = ImGui::GetClipboardText();
      const std::string text = clip != nullptr && *clip != 0 ? std::string(clip) : e.fumen;
      import_fumen(ctx, text);
    }
  }
  flow.break_line();
  if (!e.fumen.empty()) {
    ImGui::PushTextWrapPos(0);
    muted(e.fumen.c_str());
    ImGui::PopTextWrapPos();
    probe().record_text("blockkiller.fumen", e.fumen);
  }
  if (e.fumen_error) {
    message_box(ctx.render(*e.fumen_error).c_str(), true, "blockkiller.fumen.error");
  }
  draw_breakdown(ctx);
}

Result<bk::BestPlayQuery> BlockKillerScreen::hint_query() const {
  const auto& e = *entry_;
  return ctl::best_play_query(e.draft, controller_.catalog(), controller_.state().setup.rules,
                              controller_.start_chain(e.player), e.hint_hand.pieces());
}

const bk::BestPlay* BlockKillerScreen::current_hint() const {
  if (!entry_ || !hint_search_.answer()) return nullptr;
  const auto q = hint_query();
  if (!q || !hint_search_.is_for(q.value())) return nullptr;
  return &*hint_search_.answer();
}

void BlockKillerScreen::draw_best_hint(AppContext& ctx) {
  auto& e = *entry_;
  const auto& state = controller_.state();
  const auto& hand = state.hands[static_cast<std::size_t>(e.player)];
  const int limit = ctl::hint_hand_limit(hand.blocks);
  e.hint_hand.trim(limit);
  ImGui::Spacing();
  heading(ctx.tr("blockkiller.ui.best.title").c_str());
  ImGui::PushTextWrapPos(0);
  muted(ctx.tr("blockkiller.ui.best.hand",
               {Param{"count", i64(e.hint_hand.size())}, Param{"max", i64(limit)}})
            .c_str());
  ImGui::PopTextWrapPos();
  // The pieces the player holds: each tap adds one card to the hint's hand.
  Flow flow;
  ImGui::BeginDisabled(e.hint_hand.size() >= limit);
  for (const auto piece : bk::kAllPieces) {
    // "+Z": adds a Z to the hand the search is asked about (the cards to place are chosen
    // on the field or by "Place by piece, turn and column", never with these).
    const std::string label = "+" + piece_label(piece);
    flow.next(button_width(label));
    if (touch_button(label.c_str(), "blockkiller.hint.add." + piece_id(piece),
                     ImVec2(button_width(label), 0))) {
      e.hint_hand.add(piece, limit);
    }
    probe().record_text("blockkiller.hint.add." + piece_id(piece), label);
  }
  ImGui::EndDisabled();
  flow.break_line();
  // The search and Clear, then the hand as chips on a line of its own (its height kept while
  // it is empty): a chip coming or going moves neither button.
  const auto query = hint_query();
  const bool searching = hint_search_.running();
  {
    const std::string label = ctx.tr("blockkiller.ui.best.search");
    flow.next(button_width(label));
    ImGui::BeginDisabled(e.hint_hand.empty() || !query || searching);
    if (touch_button(label.c_str(), "blockkiller.hint.search")) {
      e.hint_refused.reset();
      hint_search_.start(query.value());
    }
    ImGui::EndDisabled();
  }
  {
    const std::string label = ctx.tr("blockkiller.ui.best.clear");
    flow.next(button_width(label));
    ImGui::BeginDisabled(e.hint_hand.empty());
    if (touch_button(label.c_str(), "blockkiller.hint.clear")) e.hint_hand.clear();
    ImGui::EndDisabled();
  }
  flow.break_line();
  std::string hand_text;
  std::optional<std::size_t> removed;
  const auto& pieces = e.hint_hand.pieces();
  const float chips_y = ImGui::GetCursorPosY();
  for (std::size_t i = 0; i < pieces.size(); ++i) {
    const std::string label = piece_label(pieces[i]) + " \xc3\x97";
    flow.next(button_width(label));
    const ImU32 colour = piece_colour(pieces[i]);
    ImGui::PushStyleColor(ImGuiCol_Button, colour);
    ImGui::PushStyleColor(ImGuiCol_ButtonHovered, colour);
    ImGui::PushStyleColor(ImGuiCol_Text, IM_COL32(20, 20, 24, 255));
    ImGui::PushID(static_cast<int>(i));
    if (touch_button(label.c_str(), "blockkiller.hint.chip." + num(static_cast<int>(i)))) {
      removed = i;
    }
    ImGui::PopID();
    ImGui::PopStyleColor(3);
    if (!hand_text.empty()) hand_text += " ";
    hand_text += std::string(bk::piece_name(pieces[i]));
  }
  if (removed) e.hint_hand.remove(*removed);
  probe().record_text("blockkiller.hint.hand", hand_text);
  flow.break_line();
  // The chips' line keeps the height of a full hand (its chips may take two lines on a
  // narrow panel): the answer below stays put as cards are added.
  {
    const float chip_h = std::max(touch_size(), ImGui::GetFrameHeight());
    const float line_h = chip_h + ImGui::GetStyle().ItemSpacing.y;
    const float full_w =
        static_cast<float>(limit) * (button_width("Z \xc3\x97") + ImGui::GetStyle().ItemSpacing.x);
    const float lines = std::max(1.0f, std::ceil(full_w / ImGui::GetContentRegionAvail().x));
    const float missing = chips_y + lines * line_h - ImGui::GetCursorPosY();
    if (missing > ImGui::GetStyle().ItemSpacing.y) {
      ImGui::Dummy(ImVec2(1, missing - ImGui::GetStyle().ItemSpacing.y));
    }
  }
  if (searching) {
    flow.next(ImGui::CalcTextSize(ctx.tr("blockkiller.ui.best.searching").c_str()).x);
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(ctx.tr("blockkiller.ui.best.searching").c_str());
    probe().record_text("blockkiller.hint.status", "searching");
    return;
  }
  const auto* best = current_hint();
  if (best == nullptr) {
    probe().record_text("blockkiller.hint.status", "idle");
    return;
  }
  probe().record_text("blockkiller.hint.status", "done");
  flow.break_line();
  ImGui::PushTextWrapPos(0);
  // Proven or not, in so many words.
  std::string verdict;
  if (best->exhaustive) {
    verdict = ctx.tr("blockkiller.ui.best.proven");
  } else {
    verdict = ctx.tr("blockkiller.ui.best.found", {Param{"cards", i64(best->exhaustive_cards)}});
  }
  wrapped_text(verdict.c_str(), best->exhaustive ? ImVec4(0.55f, 0.9f, 0.6f, 1.0f)
                                                 : ImVec4(1.0f, 0.8f, 0.45f, 1.0f));
  probe().record_text("blockkiller.hint.verdict", verdict);
  if (best->clock_stopped) {
    // A busy device: the search stopped at its clock, so asking again may give another play.
    wrapped_text(ctx.tr("blockkiller.ui.best.clock_stopped").c_str(),
                 ImVec4(1.0f, 0.8f, 0.45f, 1.0f));
  }
  probe().record_text("blockkiller.hint.exhaustive", best->exhaustive ? "yes" : "no");
  probe().record_text("blockkiller.hint.attack", num(best->attack.attack));
  probe().record_text("blockkiller.hint.offset", num(best->attack.offset));
  probe().record_text("blockkiller.hint.cards", num(best->cards));
  probe().record_text("blockkiller.hint.exhaustive_cards", num(best->exhaustive_cards));
  if (best->steps.empty()) {
    const std::string nothing = ctx.tr("blockkiller.ui.best.nothing");
    wrapped_text(nothing.c_str());
    probe().record_text("blockkiller.hint.nothing", nothing);
    ImGui::PopTextWrapPos();
    return;
  }
  for (std::size_t i = 0; i < best->steps.size() && i < best->attack.pieces.size(); ++i) {
    const auto& step = best->steps[i];
    const auto& a = best->attack.pieces[i];
    std::string line =
        ctx.tr("blockkiller.ui.best.step",
               {Param{"n", i64(static_cast<int>(i) + 1)}, Param{"piece", piece_label(step.piece)},
                Param{"lines", i64(a.lines)}, Param{"spin", ctx.tr(spin_key(step.spin))},
                Param{"attack", i64(a.attack)}});
    if (a.offset > 0)
      line += " · " + ctx.tr("blockkiller.ui.offset_n", {Param{"offset", i64(a.offset)}});
    wrapped_text(line.c_str());
    probe().record_text("blockkiller.hint.step." + num(static_cast<int>(i)), line);
  }
  const std::string total =
      ctx.tr("blockkiller.ui.best.total",
             {Param{"attack", i64(best->attack.attack)}, Param{"offset", i64(best->attack.offset)},
              Param{"cards", i64(best->cards)}});
  wrapped_text(total.c_str());
  probe().record_text("blockkiller.hint.total", total);
  ImGui::PopTextWrapPos();
  {
    const std::string label = ctx.tr("blockkiller.ui.best.use");
    if (touch_button(label.c_str(), "blockkiller.hint.use")) {
      auto used = ctl::draft_with_play(e.draft, *best, controller_.catalog(), state.setup.rules,
                                       controller_.start_chain(e.player), hand.garbage);
      if (used) {
        e.draft = std::move(used).value();
        e.tapped.clear();
        e.hint_refused.reset();
      } else {
        e.hint_refused = used.error();
      }
    }
  }
  if (e.hint_refused) {
    message_box(ctx.render(*e.hint_refused).c_str(), true, "blockkiller.hint.refused");
  }
}

void BlockKillerScreen::import_fumen(AppContext& ctx, const std::string& text) {
  (void)ctx;
  auto& e = *entry_;
  auto draft = ctl::draft_from_fumen(text);
  if (!draft) {
    e.fumen_error = draft.error();
    return;
  }
  e.fumen_error.reset();
  e.fumen = text;
  e.draft = std::move(draft).value();
  e.tapped.clear();
}

void BlockKillerScreen::draw_breakdown(AppContext& ctx) {
  auto& e = *entry_;
  const auto& state = controller_.state();
  const auto& hand = state.hands[static_cast<std::size_t>(e.player)];
  const auto eval = ctl::evaluate_draft(e.draft, controller_.catalog(), state.setup.rules,
                                        controller_.start_chain(e.player), hand.garbage);
  if (!eval.verdict || eval.verdict->pieces.empty()) return;
  ImGui::Spacing();
  heading(ctx.tr("blockkiller.ui.breakdown").c_str());
  ImGui::PushTextWrapPos(0);
  for (std::size_t i = 0; i < eval.verdict->pieces.size(); ++i) {
    const auto& v = eval.verdict->pieces[i];
    std::string line;
    if (v.violation) {
      line = num(static_cast<int>(i) + 1) + ". " + ctx.render(*v.violation);
    } else {
      const auto& a = eval.attack.pieces[i];
      line = ctx.tr("blockkiller.ui.piece_line",
                    {Param{"n", i64(static_cast<int>(i) + 1)}, Param{"piece", piece_label(v.piece)},
                     Param{"lines", i64(v.lines)}, Param{"spin", ctx.tr(spin_key(v.spin))},
                     Param{"attack", i64(a.attack)}, Param{"base", i64(a.base)},
                     Param{"b2b", i64(a.b2b_bonus)}, Param{"combo", i64(a.combo_bonus)}});
      if (a.offset > 0)
        line += " · " + ctx.tr("blockkiller.ui.offset_n", {Param{"offset", i64(a.offset)}});
    }
    wrapped_text(line.c_str());
    probe().record_text("blockkiller.breakdown." + num(static_cast<int>(i)), line);
  }
  const std::string cards =
      ctx.tr("blockkiller.ui.cards_cleared", {Param{"cleared", i64(eval.summary.garbage_cleared)},
                                              Param{"used", i64(eval.summary.garbage_used)}});
  wrapped_text(cards.c_str());
  ImGui::PopTextWrapPos();
}

void BlockKillerScreen::draw_settlement(AppContext& ctx) {
  const auto& state = controller_.state();
  const auto& log = controller_.log();
  const auto& x = *state.last_exchange;
  // The attack and the answer: the last play and defence in the log.
  std::optional<bk::PlayEvent> play;
  std::optional<bk::DefendEvent> defend;
  for (auto it = log.rbegin(); it != log.rend(); ++it) {
    if (!defend) {
      if (const auto* d = std::get_if<bk::DefendEvent>(&it->event)) defend = *d;
      continue;
    }
    if (const auto* p = std::get_if<bk::PlayEvent>(&it->event)) {
      play = *p;
      break;
    }
  }
  if (!play || !defend) return;
  const std::string attacker = ctx.user_text(controller_.name(play->player));
  const std::string target = ctx.user_text(controller_.name(play->target));
  const int defence = defend->play ? defend->play->attack : 0;
  const int offset = defend->play ? defend->play->offset : 0;
  heading(ctx.tr("blockkiller.ui.settlement").c_str());
  ImGui::PushTextWrapPos(0);
  auto line = [&](const std::string& id, const std::string& text) {
    ImGui::Bullet();
    wrapped_text(text.c_str());
    probe().record_text("blockkiller.settle." + id, text);
  };
  line("attack",
       ctx.tr("blockkiller.ui.settle_attack", {Param{"attacker", attacker}, Param{"target", target},
                                               Param{"attack", i64(play->play.attack)}}));
  line("offset", ctx.tr("blockkiller.ui.settle_offset",
                        {Param{"offset", i64(offset)}, Param{"after", i64(x.after_offset)}}));
  line("defence", ctx.tr("blockkiller.ui.settle_defence",
                         {Param{"defence", i64(defence)}, Param{"cancelled", i64(x.cancelled)}}));
  line("counter", ctx.tr("blockkiller.ui.settle_counter",
                         {Param{"attacker", attacker}, Param{"counter", i64(x.counter)}}));
  line("draws", ctx.tr("blockkiller.ui.settle_draws",
                       {Param{"target", target}, Param{"draws", i64(x.defender_draws)}}));
  probe().record_text("blockkiller.settle.numbers", num(x.after_offset) + "/" + num(x.cancelled) +
                                                        "/" + num(x.counter) + "/" +
                                                        num(x.defender_draws));
  for (const int seat : bk::out_on_last_event(state)) {
    line("out." + num(seat),
         ctx.tr("blockkiller.ui.settle_out",
                {Param{"name", ctx.user_text(controller_.name(seat))},
                 Param{"garbage", i64(state.hands[static_cast<std::size_t>(seat)].garbage)},
                 Param{"limit", i64(bk::kEliminationAbove)}}));
  }
  if (state.phase == bk::Phase::kOver && state.winner) {
    line("winner", ctx.tr("blockkiller.ui.winner",
                          {Param{"name", ctx.user_text(controller_.name(*state.winner))}}));
  } else {
    line("next", ctx.tr("blockkiller.ui.settle_next",
                        {Param{"name", ctx.user_text(controller_.name(state.current))}}));
  }
  ImGui::PopTextWrapPos();
}

}  // namespace tableref::gui
