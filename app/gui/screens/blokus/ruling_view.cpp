// Blokus screen: the ruling of the move being entered in one box of fixed size (what to do
// next, the ruling and its reasons, a problem, the notices: an overruled last move, colors
// skipped, paused clocks, the hint), then Confirm, Clear and Overrule under it.
#include <imgui.h>

#include <algorithm>

#include "app_context.hpp"
#include "screens/blokus/screen_parts.hpp"
#include "screens/blokus/side_views.hpp"
#include "ui/action_button.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {

// This screen's own helpers (screen_parts.hpp), shared by its files.
using namespace blokus_screen_parts;  // NOLINT(google-build-using-namespace)

namespace {

// What the table should know beside the ruling: an overruled last move, colors skipped,
// paused clocks, the hint count.
std::string notices(AppContext& ctx, const BlokusTable& table) {
  const auto& session = table.session();
  const auto& st = session.state();
  std::string text;
  const auto add = [&text](const std::string& line) {
    if (!text.empty()) text += "\n";
    text += line;
  };
  if (!session.moves().empty() && session.moves().back().overruled) {
    add(ctx.tr("blokus.last_overruled",
               {Param{"color", blokus_color_label(ctx, table, session.moves().back().color)}}));
  }
  const auto skipped = st.game_over() ? std::vector<blokus::Color>{} : st.skipped();
  if (!skipped.empty()) {
    std::string names;
    for (const auto c : skipped) {
      if (!names.empty()) names += ", ";
      names += blokus_color_label(ctx, table, c);
    }
    add(ctx.tr(skipped.size() == 1 ? "blokus.skipped" : "blokus.skipped_many",
               {Param{"colors", names}}));
  }
  if (session.clocks() && !session.running() && !st.game_over()) {
    add(ctx.tr("blokus.clock.paused"));
  }
  const auto to_move = table.active_color();
  if (table.hints() && to_move) add(blokus_hint_text(ctx, table, *to_move));
  return text;
}

// The ruling of `cells` for `color`: what to do next while nothing is entered, else legal
// (the piece) or the broken rules; the tests read it as blokus.ruling and blokus.reasons.
std::string ruling_of(AppContext& ctx, const BlokusTable& table, blokus::Color color,
                      const std::vector<GridCell>& cells, bool& legal, Tone& tone) {
  const auto& move = table.move();
  std::string text;
  if (cells.empty()) {
    text = ctx.tr(move.piece ? "blokus.ruling.target" : "blokus.ruling.pick");
    probe().record_text("blokus.ruling", "");
    probe().record_text("blokus.ruling.hint", text);
    probe().record_text("blokus.reasons", "");
    return text;
  }
  auto checked = table.session().check(color, cells);
  legal = checked.ok();
  if (legal) {
    const std::string piece(table.session().state().piece_table()[checked.value().piece].name);
    text = ctx.tr("blokus.ruling.legal", {Param{"piece", piece}});
    tone = Tone::kInfo;
    probe().record_text("blokus.ruling", "legal");
    probe().record_text("blokus.piece", piece);
  } else {
    for (const auto& v : checked.violations()) {
      if (!text.empty()) text += "\n";
      text += ctx.render(v);
    }
    tone = Tone::kError;
    probe().record_text("blokus.ruling", "illegal");
  }
  probe().record_text("blokus.reasons", text);
  // Put down where it fits several ways: the next tap on the same cell turns it.
  if (move.piece && move.other_ways > 1) {
    text += "\n" + ctx.tr("blokus.ruling.other_ways",
                          {Param{"count", static_cast<std::int64_t>(move.other_ways)}});
  }
  probe().record_text("blokus.other_ways", std::to_string(move.other_ways));
  return text;
}

// Confirm, Clear, Overrule: once armed, the overrule's own "place anyway" takes Confirm's
// place and Overrule (shown selected) disarms; nothing else moves.
void draw_confirm_row(AppContext& ctx, BlokusTable& table, blokus::Color color,
                      const std::vector<GridCell>& cells, bool legal, bool armed, float width) {
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const float button_h = scaled(56);
  const float bw = (width - spacing * 2) / 3;
  auto& move = table.move();
  const auto place = [&](BlokusAct::Kind kind) {
    const auto entry =
        move.piece ? controllers::BlokusEntry::kTray : controllers::BlokusEntry::kCells;
    table.act({kind, color, cells, entry});
  };
  if (armed) {
    ImGui::PushStyleColor(ImGuiCol_Button, IM_COL32(170, 40, 40, 255));
    if (action_button(ctx.tr("blokus.action.overrule_confirm").c_str(), "blokus.overrule_confirm",
                      ImVec2(bw, button_h))) {
      place(BlokusAct::Kind::kOverrule);
    }
    ImGui::PopStyleColor();
  } else {
    ImGui::BeginDisabled(!legal);
    if (action_button(ctx.tr("blokus.action.confirm").c_str(), "blokus.confirm",
                      ImVec2(bw, button_h))) {
      place(BlokusAct::Kind::kPlace);
    }
    ImGui::EndDisabled();
  }
  ImGui::SameLine();
  ImGui::BeginDisabled(cells.empty() && !move.piece);
  if (touch_button(ctx.tr("blokus.action.clear").c_str(), "blokus.clear", ImVec2(bw, button_h))) {
    table.clear_entry();
  }
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::BeginDisabled(cells.empty() || legal);
  if (choice_button(ctx.tr("blokus.action.overrule").c_str(), "blokus.overrule", armed,
                    ImVec2(bw, button_h))) {
    move.overrule_armed = !move.overrule_armed;
  }
  ImGui::EndDisabled();
}

}  // namespace

std::string blokus_hint_text(AppContext& ctx, const BlokusTable& table, blokus::Color color) {
  const auto& st = table.session().state();
  const auto count = static_cast<std::int64_t>(st.legal_moves(color).size());
  const auto cells = static_cast<std::int64_t>(st.attach_cells(color).size());
  return ctx.tr(blokus_hint_key(table, color), {Param{"n", count}, Param{"corners", cells}});
}

std::string blokus_hint_key(const BlokusTable& table, blokus::Color color) {
  // The cells circled are where the color's next piece may go: its start cells before its
  // first piece, then the cells touching it only at a corner: on Trigon's triangles a point
  // where triangles meet, not a square's corner.
  const auto& st = table.session().state();
  const bool first = st.last_piece_cells(color).empty();
  if (st.geometry().triangles()) {
    return first ? "blokus.hint.count_start_trigon" : "blokus.hint.count_trigon";
  }
  return first ? "blokus.hint.count_start" : "blokus.hint.count";
}

void draw_blokus_ruling(AppContext& ctx, BlokusTable& table, float bottom) {
  const auto to_move = table.active_color();
  if (!to_move) return;
  const auto cells = table.move().cells(table.session(), to_move);
  const float width = ImGui::GetContentRegionAvail().x;
  const float button_h = scaled(56);
  // The ruling (or what to do next), any problem, then the notices: one box filling the
  // space down to the Confirm row, at least two lines tall (a longer text scrolls in it).
  bool legal = false;
  Tone tone = Tone::kNeutral;
  std::string text = ruling_of(ctx, table, *to_move, cells, legal, tone);
  const bool armed = table.move().overrule_armed && !cells.empty() && !legal;
  if (armed) text += "\n" + ctx.tr("blokus.overrule_hint");
  for (const auto& problem : table.problems()) {
    text += "\n" + ctx.render(problem);
    tone = Tone::kError;
  }
  if (const std::string more = notices(ctx, table); !more.empty()) text += "\n\n" + more;
  const float lines = ImGui::GetTextLineHeightWithSpacing() * 2 + scaled(16);
  const float box_h =
      std::max(lines, bottom - button_h - ImGui::GetStyle().ItemSpacing.y - ImGui::GetCursorPosY());
  const std::string ruling_text = cells.empty() ? std::string() : probe().text("blokus.reasons");
  fixed_message_box(text, tone, "blokus.reasons", ImVec2(width, box_h));
  probe().record_text("blokus.reasons", ruling_text);  // the ruling alone, for tests
  draw_confirm_row(ctx, table, *to_move, cells, legal, armed, width);
}

}  // namespace tableref::gui
