// Block-Killer screen: field mode (field_panel.hpp): the field with its taps, ghost and hint,
// the ruling on the next card, Place / Clear / Remove.
#include "screens/blockkiller/field_panel.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>

#include "app_context.hpp"
#include "screens/blockkiller/screen_parts.hpp"
#include "tableref/referee/blockkiller/exchange.hpp"
#include "tableref/referee/blockkiller/placement.hpp"
#include "ui/action_button.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {

// This screen's own helpers (screen_parts.hpp), shared by its files.
using namespace blockkiller_screen_parts;  // NOLINT(google-build-using-namespace)

namespace {

const float kRulingPadX = 10;
const float kRulingPadY = 6;

// The ruling box showing `lines` lines of the body font.
float ruling_box_height(int lines) {
  const auto n = static_cast<float>(lines);
  return ImGui::GetTextLineHeight() * n + ImGui::GetStyle().ItemSpacing.y * (n - 1) +
         scaled(kRulingPadY) * 2;
}

float next_piece_column_height(int ruling_lines, bool paired) {
  const float row =
      std::max(touch_size(), ImGui::GetFrameHeight()) + ImGui::GetStyle().ItemSpacing.y;
  return ruling_box_height(ruling_lines) + ImGui::GetStyle().ItemSpacing.y +
         row * (paired ? 2.0f : 3.0f);
}

std::string defence_ruling(AppContext& ctx, const BlockKillerTable& table,
                           const BlockKillerEntry& entry, const ctl::NextPieceRuling& ruling) {
  const auto& session = table.session();
  const int attack = session.state().pending->attack;
  const auto before = session.evaluate(entry.player, entry.draft).summary;
  const auto after = session.evaluate(entry.player, ruling.next).summary;
  const auto settled = bk::settle_exchange(bk::ExchangeInput{attack, after.attack, after.offset});
  std::vector<Param> params{Param{"piece", piece_label(*ruling.piece)},
                            Param{"lines", i64(ruling.lines)},
                            Param{"spin", ctx.tr(spin_key(ruling.spin))},
                            Param{"defence", i64(after.attack - before.attack)},
                            Param{"offset", i64(after.offset - before.offset)},
                            Param{"attack", i64(attack)},
                            Param{"left", i64(settled.defender_draws)},
                            Param{"counter", i64(settled.counter)}};
  return ctx.tr(settled.defender_draws > 0 ? "blockkiller.ui.ruling.legal_defence"
                                           : "blockkiller.ui.ruling.legal_defence_stopped",
                params);
}

// What the ruling box says, its verdict for the probe, and its colour.
struct RulingText {
  std::string text;
  std::string verdict;
  ImVec4 bg;
};

RulingText ruling_text(AppContext& ctx, const BlockKillerTable& table,
                       const BlockKillerEntry& entry, const ctl::NextPieceRuling& ruling,
                       std::size_t tapped) {
  const auto& session = table.session();
  const auto& state = session.state();
  const auto& hand = state.hands[static_cast<std::size_t>(entry.player)];
  std::string text;
  std::string verdict;
  ImVec4 bg(0.16f, 0.18f, 0.22f, 1.0f);
  switch (ruling.state) {
    case ctl::NextPieceState::kNothing: {
      // The draft's own problem (no next card can be ruled on until it is fixed) has this
      // box too: nothing else appears above the field.
      const auto eval = session.evaluate(entry.player, entry.draft);
      if (eval.problem) {
        text = ctx.render(*eval.problem);
        verdict = "problem";
        bg = ImVec4(0.75f, 0.22f, 0.20f, 1.0f);
        break;
      }
      text = ctx.tr(entry.draft.block_count() >= hand.blocks ? "blockkiller.ui.ruling.no_blocks"
                                                             : "blockkiller.ui.ruling.pick");
      break;
    }
    case ctl::NextPieceState::kIncomplete:
      text = ctx.tr("blockkiller.ui.ruling.incomplete",
                    {Param{"count", i64(static_cast<int>(tapped))}});
      verdict = "incomplete";
      break;
    case ctl::NextPieceState::kLegal:
      if (entry.defence && state.pending) {
        text = defence_ruling(ctx, table, entry, ruling);
      } else {
        text = ctx.tr(
            "blockkiller.ui.ruling.legal",
            {Param{"piece", piece_label(*ruling.piece)}, Param{"lines", i64(ruling.lines)},
             Param{"spin", ctx.tr(spin_key(ruling.spin))}, Param{"attack", i64(ruling.attack)}});
      }
      verdict = "legal";
      bg = ImVec4(0.18f, 0.50f, 0.30f, 1.0f);
      break;
    case ctl::NextPieceState::kIllegal:
      text = ctx.render(*ruling.problem);
      verdict = "illegal";
      bg = ImVec4(0.75f, 0.22f, 0.20f, 1.0f);
      break;
  }
  return {text, verdict, bg};
}

}  // namespace

void BlockKillerFieldPanel::draw(AppContext& ctx, const BlockKillerTable& table,
                                 BlockKillerEntry& entry, BlockKillerHintPanel& hint) {
  const float avail_h = ImGui::GetContentRegionAvail().y;
  const float cell = std::max(touch_size(), std::min(scaled(48), avail_h / 10.0f));
  constexpr ImGuiWindowFlags kFixed =
      ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse;
  // Landscape: the field at the full height, the ruling, the tabs and the controls beside it.
  // Upright: the field (8 to 10 rows, leaving the controls four finger rows) with the ruling
  // and its buttons in a column beside it; the tabs and the controls under them at the full
  // width.
  const float board_h =
      table.upright()
          ? std::clamp(std::floor((avail_h - touch_size() * 3.5f) / cell) * cell,
                       std::ceil(next_piece_column_height(3, true) / cell) * cell, cell * 10)
          : 0.0f;
  ImGui::BeginChild("blockkiller.board", ImVec2(cell * 10 + scaled(16), board_h), false, kFixed);
  draw_board(table, entry, hint, cell);
  ImGui::EndChild();
  ImGui::SameLine();
  if (table.upright()) {
    ImGui::BeginChild("blockkiller.next_piece", ImVec2(0, board_h), false, kFixed);
    draw_next_piece(ctx, table, entry);
    ImGui::EndChild();
  }
  ImGui::BeginGroup();
  // Never scrolled: the referee's ruling on the card being placed (in a box of its own
  // height, so nothing moves when it changes) and the buttons that place it.
  if (!table.upright()) draw_next_piece(ctx, table, entry);
  // What the scrolled part shows: the garbage stack (where a new entry starts), the cards by
  // piece + turn + column with the breakdown and sharing, or the best-play hint.
  draw_tabs(ctx, entry);
  // Scrolled: the garbage stack first (a new entry starts there, at the top), then the card
  // by piece + turn + column, the piece-by-piece answer, the best-play hint, sharing.
  ImGui::BeginChild("blockkiller.field_controls", ImVec2(0, 0), false, kPanelScroll);
  if (entry.scroll_top) {
    ImGui::SetScrollY(0);
    entry.scroll_top = false;
  }
  if (tab_ == 0) {
    controls_.draw_stack(ctx, table, entry);
  } else if (tab_ == 1) {
    controls_.draw_cards(ctx, table, entry, placing_);
  } else {
    ImGui::PushID("best_hint");
    if (hint.draw(ctx, table, entry)) placing_.tapped.clear();
    ImGui::PopID();
  }
  keep_scrolled_height(controls_height_);
  touch_scroll();
  ImGui::EndChild();
  ImGui::EndGroup();
}

// The tabs over the scrolled part: the garbage stack, the cards by piece, the hint.
void BlockKillerFieldPanel::draw_tabs(AppContext& ctx, BlockKillerEntry& entry) {
  static const char* kTabs[] = {"blockkiller.ui.tab.stack", "blockkiller.ui.tab.cards",
                                "blockkiller.ui.tab.hint"};
  static const char* kTabIds[] = {"blockkiller.tab.stack", "blockkiller.tab.cards",
                                  "blockkiller.tab.hint"};
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const float tab_w = (ImGui::GetContentRegionAvail().x - spacing * 2) / 3;
  for (int t = 0; t < 3; ++t) {
    if (t > 0) ImGui::SameLine();
    if (choice_button(ctx.tr(kTabs[t]).c_str(), kTabIds[t], tab_ == t, ImVec2(tab_w, 0))) {
      if (tab_ != t) entry.scroll_top = true;
      tab_ = t;
    }
  }
}

ctl::NextPieceRuling BlockKillerFieldPanel::next_piece_ruling(const BlockKillerTable& table,
                                                              const BlockKillerEntry& entry) const {
  const auto& session = table.session();
  const auto& state = session.state();
  const auto& hand = state.hands[static_cast<std::size_t>(entry.player)];
  const auto eval = session.evaluate(entry.player, entry.draft);
  if (eval.problem || entry.draft.block_count() >= hand.blocks) return {};
  std::vector<GridCell> ghost;
  if (placing_.tapped.empty()) {
    const bk::Field field =
        eval.verdict && !eval.verdict->pieces.empty() ? eval.verdict->field_after : eval.start;
    if (auto g = bk::ghost_state(field, placing_.piece,
                                 static_cast<bk::Rotation>(placing_.rotation), placing_.column)) {
      ghost = bk::state_cells(placing_.piece, *g);
    }
  }
  return ctl::rule_next_piece(entry.draft, placing_.tapped, placing_.piece, ghost,
                              session.catalog(), state.setup.rules,
                              session.start_chain(entry.player), hand.garbage);
}

void BlockKillerFieldPanel::draw_board(const BlockKillerTable& table, BlockKillerEntry& entry,
                                       const BlockKillerHintPanel& hint, float cell) {
  const auto& session = table.session();
  const auto eval = session.evaluate(entry.player, entry.draft);
  const int rows = std::max(1, static_cast<int>(ImGui::GetContentRegionAvail().y / cell));
  const auto plan = plan_blockkiller_field(eval, entry.draft, rows);
  const auto& field = plan.field;
  BlockKillerFieldOverlay overlay;
  overlay.tapped = placing_.tapped;
  // The tapped cells in the colour of the card they form (white while they form none).
  const auto formed = bk::identify_piece(placing_.tapped);
  overlay.colour = placing_.tapped.empty() ? piece_colour(placing_.piece)
                   : formed                ? piece_colour(formed.value())
                                           : IM_COL32(235, 235, 235, 255);
  // The best play found, numbered in play order, for the steps not entered yet (shown while
  // the pieces placed so far follow it).
  if (const auto* best = hint.current(table, entry);
      best != nullptr && ctl::draft_follows(entry.draft, *best)) {
    ctl::BlockKillerDraft shown = entry.draft;
    shown.pieces.clear();
    for (const auto& step : best->steps) shown.pieces.push_back({step.piece, step.cells});
    const auto shown_eval = session.evaluate(entry.player, shown);
    const auto cells = blockkiller_piece_display_cells(shown_eval, shown);
    for (std::size_t i = entry.draft.pieces.size(); i < cells.size(); ++i) {
      overlay.hint.push_back(
          {static_cast<int>(i) + 1, cells[i], piece_colour(best->steps[i].piece)});
    }
  }
  probe().record_text("blockkiller.hint.board", num(static_cast<int>(overlay.hint.size())));
  if (placing_.tapped.empty()) {
    if (auto g = bk::ghost_state(field, placing_.piece,
                                 static_cast<bk::Rotation>(placing_.rotation), placing_.column)) {
      overlay.ghost = bk::state_cells(placing_.piece, *g);
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
      auto it = std::find(placing_.tapped.begin(), placing_.tapped.end(), GridCell{x, y});
      if (it != placing_.tapped.end()) {
        placing_.tapped.erase(it);
      } else if (!field.filled(x, y)) {
        placing_.tapped.push_back({x, y});
      }
      // The card is recognised from the cells: the picker follows it.
      if (auto p = bk::identify_piece(placing_.tapped); p && p.value() != placing_.piece) {
        placing_.piece = p.value();
        placing_.rotation = 0;
      }
    }
  }
}

void BlockKillerFieldPanel::place_piece(const BlockKillerTable& table, BlockKillerEntry& entry) {
  auto ruling = next_piece_ruling(table, entry);
  if (ruling.state != ctl::NextPieceState::kLegal) return;
  entry.draft = std::move(ruling.next);
  placing_.tapped.clear();
}

void BlockKillerFieldPanel::draw_next_piece(AppContext& ctx, const BlockKillerTable& table,
                                            BlockKillerEntry& entry) {
  const auto ruling = next_piece_ruling(table, entry);
  const auto [text, verdict, bg] = ruling_text(ctx, table, entry, ruling, placing_.tapped.size());
  // Three lines of the body font (up to five in the narrow column upright, as the field's
  // height allows), whatever it says (nothing below moves when the ruling changes); a longer
  // reason scrolls inside the box under a finger.
  const ImVec2 pad(scaled(kRulingPadX), scaled(kRulingPadY));
  const float column_h = ImGui::GetContentRegionAvail().y;
  const bool paired = table.upright() && next_piece_column_height(3, false) > column_h;
  int lines = 3;
  while (table.upright() && lines < 5 && next_piece_column_height(lines + 1, paired) <= column_h) {
    ++lines;
  }
  const float box_h = ruling_box_height(lines);
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
  draw_place_buttons(ctx, table, entry, ruling, paired);
}

void BlockKillerFieldPanel::draw_place_buttons(AppContext& ctx, const BlockKillerTable& table,
                                               BlockKillerEntry& entry,
                                               const ctl::NextPieceRuling& ruling, bool paired) {
  // Place / clear the cells / take the last card back, always at the same place: Place takes
  // what the other two leave.
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const std::string clear_label = ctx.tr("blockkiller.ui.clear_taps");
  const std::string remove_label = ctx.tr("blockkiller.ui.remove_last");
  const float clear_w = button_width(clear_label);
  const float remove_w = button_width(remove_label);
  // Upright, in the column beside the field: one under the other at the column's width, or
  // (`paired`, a short field) Place and Clear taps on one row, Remove last under them.
  const float column_w = ImGui::GetContentRegionAvail().x;
  float place_w =
      std::max(touch_size() * 2, std::floor(column_w - clear_w - remove_w - spacing * 2 - 2));
  if (table.upright()) place_w = paired ? std::floor(column_w - clear_w - spacing) : column_w;
  {
    ImGui::BeginDisabled(ruling.state != ctl::NextPieceState::kLegal);
    if (action_button(ctx.tr("blockkiller.ui.place").c_str(), "blockkiller.place",
                      ImVec2(place_w, 0))) {
      place_piece(table, entry);
    }
    ImGui::EndDisabled();
  }
  if (!table.upright() || paired) ImGui::SameLine();
  {
    ImGui::BeginDisabled(placing_.tapped.empty());
    if (touch_button(clear_label.c_str(), "blockkiller.cells.clear",
                     ImVec2(table.upright() && !paired ? column_w : clear_w, 0))) {
      placing_.tapped.clear();
    }
    ImGui::EndDisabled();
  }
  if (!table.upright()) ImGui::SameLine();
  {
    ImGui::BeginDisabled(entry.draft.pieces.empty());
    if (touch_button(remove_label.c_str(), "blockkiller.piece.remove",
                     ImVec2(table.upright() ? column_w : remove_w, 0))) {
      entry.draft.pieces.pop_back();
    }
    ImGui::EndDisabled();
  }
}

}  // namespace tableref::gui
