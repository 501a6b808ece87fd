// Blokus screen: the side panel (beside the board, or under it held upright) and what it
// shows while a game is played: the color to move, the clocks, the ruling with Confirm, Clear
// and Overrule, the notices, and the time-out's proposal. The tray of pieces is in
// tray_panel.cpp; its foot (the actions, the files) and the end-of-game scores are in
// actions_panel.cpp.
#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "app_context.hpp"
#include "screens/blokus/screen.hpp"
#include "screens/blokus/screen_parts.hpp"
#include "ui/action_button.hpp"
#include "ui/layout.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {
namespace {

// Milliseconds until clock_text(ms) shows another second, `ms` counting down.
std::uint32_t until_next_second(std::int64_t ms) {
  return static_cast<std::uint32_t>(((ms % 1000) + 1000) % 1000) + 1;
}

std::string clock_text(std::int64_t ms) {
  const bool negative = ms < 0;
  const std::int64_t s = (negative ? -ms : ms) / 1000;
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%s%lld:%02lld", negative ? "-" : "",
                static_cast<long long>(s / 60), static_cast<long long>(s % 60));
  return buffer;
}

// A bar with its text; `fraction` of it filled.
void bar(float fraction, ImU32 fill, const std::string& text, float width, float height) {
  const ImVec2 min = ImGui::GetCursorScreenPos();
  const ImVec2 max(min.x + width, min.y + height);
  ImDrawList* draw = ImGui::GetWindowDrawList();
  draw->AddRectFilled(min, max, IM_COL32(60, 64, 72, 255), scaled(4));
  fraction = std::clamp(fraction, 0.0f, 1.0f);
  if (fraction > 0) {
    draw->AddRectFilled(min, ImVec2(min.x + width * fraction, max.y), fill, scaled(4));
  }
  const ImVec2 size = ImGui::CalcTextSize(text.c_str());
  draw_text_in(draw, ImVec2(min.x + scaled(8), min.y + (height - size.y) / 2),
               IM_COL32(255, 255, 255, 255), text, ImVec2(max.x - scaled(4), max.y),
               "blokus.clock");
  ImGui::Dummy(ImVec2(width, height));
}

}  // namespace

// This screen's own helpers (screen_parts.hpp), shared by its files.
using namespace blokus_screen_parts;  // NOLINT(google-build-using-namespace)

void BlokusScreen::draw_side(AppContext& ctx) {
  // Nothing in this panel moves while a game is played (docs/gui.md, the layout check):
  // the turn and the tray have fixed sizes, every message (the ruling, the notices, a
  // problem) goes into one box of fixed size, and the action rows sit at the bottom of the
  // panel whatever is above them. A second tap where Confirm was lands on Confirm again.
  // The rows sit 8 px apart (not the app's 12): the box gets the room to show three reasons
  // at once without scrolling (six lines in English) with the clocks and two action rows.
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing,
                      ImVec2(ImGui::GetStyle().ItemSpacing.x, scaled(8)));
  const float spacing = ImGui::GetStyle().ItemSpacing.y;
  const float actions_top = ImGui::GetWindowContentRegionMax().y + ImGui::GetScrollY() -
                            actions_height(ImGui::GetContentRegionAvail().x);
  draw_turn(ctx);
  if (controller_.clocks()) draw_clocks(ctx);
  if (controller_.state().game_over()) {
    draw_scores(ctx);
  } else if (timeout_showing_) {
    draw_timeout(ctx);
  } else {
    draw_tray(ctx);
    draw_ruling(ctx, actions_top - spacing);
  }
  if (ImGui::GetCursorPosY() < actions_top) ImGui::SetCursorPosY(actions_top);
  draw_actions(ctx);
  ImGui::Spacing();
  draw_files(ctx);
  // The files' own message, under them (nothing below it to move).
  if (!info_.empty()) message_box(info_.c_str(), false, "blokus.info");
  keep_scrolled_height(side_height_);
  if (!problems_.empty()) {
    std::string shown;
    for (const auto& problem : problems_) {
      if (!shown.empty()) shown += "\n";
      shown += ctx.render(problem);
    }
    probe().record_text("blokus.problems", shown);
  }
  ImGui::PopStyleVar();
}

float BlokusScreen::portrait_panel_height() const {
  const ImGuiStyle& style = ImGui::GetStyle();
  const float gap = style.ItemSpacing.y;
  const float row = std::max(touch_size(), ImGui::GetFrameHeight()) + gap;
  const float width =
      ImGui::GetContentRegionAvail().x - style.WindowPadding.x * 2 - style.ScrollbarSize;
  // The turn (its color and the heading), the solo color choice, the clocks (two a row),
  // the tray and its turn buttons, a ruling box of two lines, Confirm, the actions.
  float height = style.WindowPadding.y * 2 + scaled(44) + gap;
  if (!controller_.state().info().turn_order) height += row;
  if (controller_.clocks()) {
    const auto seats = static_cast<float>((controller_.seats().size() + 1) / 2);
    height += (scaled(30) + gap) * seats;
  }
  const int pieces = static_cast<int>(controller_.state().piece_table().size());
  const int tray_rows = (pieces + tray_columns(width) - 1) / tray_columns(width);
  height += (std::max(touch_size(), scaled(50)) + gap) * static_cast<float>(tray_rows) + row;
  height += ImGui::GetTextLineHeightWithSpacing() * 2 + scaled(16) + gap;
  height += scaled(56) + gap;
  height += actions_height(width) + gap;
  return height;
}

std::string BlokusScreen::notices(AppContext& ctx) const {
  // What the table should know beside the ruling: an overruled last move, colors skipped,
  // paused clocks, the hint count.
  const auto& st = controller_.state();
  std::string text;
  const auto add = [&text](const std::string& line) {
    if (!text.empty()) text += "\n";
    text += line;
  };
  if (!controller_.moves().empty() && controller_.moves().back().overruled) {
    add(ctx.tr("blokus.last_overruled",
               {Param{"color", color_label(ctx, controller_.moves().back().color)}}));
  }
  const auto skipped = st.game_over() ? std::vector<blokus::Color>{} : st.skipped();
  if (!skipped.empty()) {
    std::string names;
    for (const auto c : skipped) {
      if (!names.empty()) names += ", ";
      names += color_label(ctx, c);
    }
    add(ctx.tr(skipped.size() == 1 ? "blokus.skipped" : "blokus.skipped_many",
               {Param{"colors", names}}));
  }
  if (controller_.clocks() && !controller_.running() && !st.game_over()) {
    add(ctx.tr("blokus.clock.paused"));
  }
  const auto to_move = active_color();
  if (hints_ && to_move) add(hint_text(ctx, *to_move));
  return text;
}

std::string BlokusScreen::hint_text(AppContext& ctx, blokus::Color color) const {
  const auto& st = controller_.state();
  const auto count = static_cast<std::int64_t>(st.legal_moves(color).size());
  const auto cells = static_cast<std::int64_t>(st.attach_cells(color).size());
  return ctx.tr(hint_key(color), {Param{"n", count}, Param{"corners", cells}});
}

std::string BlokusScreen::hint_key(blokus::Color color) const {
  // The cells circled are where the color's next piece may go: its start cells before its
  // first piece, then the cells touching it only at a corner: on Trigon's triangles a point
  // where triangles meet, not a square's corner.
  const auto& st = controller_.state();
  const bool first = st.last_piece_cells(color).empty();
  if (st.geometry().triangles()) {
    return first ? "blokus.hint.count_start_trigon" : "blokus.hint.count_trigon";
  }
  return first ? "blokus.hint.count_start" : "blokus.hint.count";
}

void BlokusScreen::draw_turn(AppContext& ctx) {
  const auto& st = controller_.state();
  const auto to_move = active_color();
  probe().record_text("blokus.moves", num(static_cast<std::int64_t>(controller_.moves().size())));
  if (to_move) {
    const int seat = controller_.seat_for(*to_move);
    const std::string player =
        seat >= 0 ? controller_.seats()[static_cast<std::size_t>(seat)].player : std::string();
    const ImVec2 p = ImGui::GetCursorScreenPos();
    const float sw = scaled(28);
    ImGui::GetWindowDrawList()->AddRectFilled(ImVec2(p.x, p.y + scaled(4)),
                                              ImVec2(p.x + sw, p.y + scaled(4) + sw),
                                              color_of(st.variant(), *to_move), scaled(4));
    ImGui::Dummy(ImVec2(sw, sw + scaled(8)));
    ImGui::SameLine();
    // One line, a long name cut with "…" in a narrow panel (1024x768): two would move the
    // tray down at that player's turns.
    heading_line(
        ctx.tr("blokus.to_move",
               {Param{"color", color_label(ctx, *to_move)}, Param{"player", ctx.user_text(player)},
                Param{"n", static_cast<std::int64_t>(controller_.moves().size() + 1)}}));
    probe().record_text("blokus.to_move", std::string(blokus::color_name(st.variant(), *to_move)));
    probe().record_text("blokus.to_move_player", player);
  } else {
    heading(ctx.tr("blokus.game_over").c_str());
    probe().record_text("blokus.to_move", "");
  }
  if (!controller_.moves().empty() && controller_.moves().back().overruled) {
    probe().record_text("blokus.last_overruled", "1");  // said in the message box
  }
  if (!st.info().turn_order && !st.game_over()) {
    // Solo: any color may be placed at any time.
    for (int c = 0; c < st.colors(); ++c) {
      const auto color = static_cast<blokus::Color>(c);
      if (c > 0) ImGui::SameLine();
      ImGui::BeginDisabled(st.is_out(color));
      if (choice_button(color_label(ctx, color).c_str(), "blokus.color." + num(c),
                        to_move == color)) {
        chosen_color_ = color;
        clear_entry();
      }
      ImGui::EndDisabled();
    }
  }
  // Skipped colors and the hint count are said in the message box (notices()).
  const auto skipped = st.game_over() ? std::vector<blokus::Color>{} : st.skipped();
  if (!skipped.empty()) {
    std::string names;
    std::string codes;
    for (const auto c : skipped) {
      if (!names.empty()) names += ", ";
      names += color_label(ctx, c);
      codes += std::string(blokus::color_name(st.variant(), c));
    }
    probe().record_text("blokus.skipped",
                        ctx.tr(skipped.size() == 1 ? "blokus.skipped" : "blokus.skipped_many",
                               {Param{"colors", names}}));
    probe().record_text("blokus.skipped_colors", codes);
  }
  if (hints_ && to_move) {
    probe().record_text("blokus.hint_count",
                        num(static_cast<std::int64_t>(st.legal_moves(*to_move).size())));
    probe().record_text("blokus.hint.key", hint_key(*to_move));
    probe().record_text("blokus.hint", hint_text(ctx, *to_move));
  }
}

void BlokusScreen::draw_clocks(AppContext& ctx) {
  // Two bars to a row: each seat's total, the seat to move showing its move's extra time
  // burning first (orange), then its total (red).
  const std::int64_t now = now_ms();
  const auto& config = controller_.clock_config();
  const int running_seat = controller_.clock_player();
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  // Two bars to a row, one where two would cut even the times (a 1024x768 panel).
  const std::string widest =
      ctx.tr("blokus.clock.extra",
             {Param{"player", "…"}, Param{"time", "00:00"}, Param{"total", "00:00"}});
  const float full = ImGui::GetContentRegionAvail().x;
  const bool paired = (full - spacing) / 2 >= ImGui::CalcTextSize(widest.c_str()).x + scaled(12);
  const float bw = paired ? (full - spacing) / 2 : full;
  const float bar_h = scaled(30);
  for (std::size_t i = 0; i < controller_.seats().size(); ++i) {
    const int seat = static_cast<int>(i);
    if (paired && i % 2 == 1) ImGui::SameLine();
    const std::int64_t left = config.total_ms - controller_.total_used(seat, now);
    const bool mine = seat == running_seat;
    const std::int64_t elapsed = mine ? controller_.turn_elapsed(now) : 0;
    const bool in_extra = mine && blokus::in_extra_time(config, elapsed);
    // The name cut with "…" when the bar cannot hold the whole line: the times always show.
    const float text_room = bw - scaled(12);
    const auto fitted_name = [&](const std::string& line_without_name) {
      const float rest = ImGui::CalcTextSize(line_without_name.c_str()).x;
      return fit_text(ctx.user_text(controller_.seats()[i].player), text_room - rest);
    };
    const ImU32 idle = IM_COL32(120, 120, 120, 255);
    if (in_extra) {
      const std::int64_t extra_left = config.extra_ms - elapsed;
      const auto text = [&](const std::string& name) {
        return ctx.tr("blokus.clock.extra",
                      {Param{"player", name}, Param{"time", clock_text(extra_left)},
                       Param{"total", clock_text(left)}});
      };
      bar(static_cast<float>(extra_left) / static_cast<float>(config.extra_ms),
          controller_.running() ? IM_COL32(230, 140, 30, 255) : idle, text(fitted_name(text(""))),
          bw, bar_h);
    } else {
      const ImU32 fill = !mine                   ? IM_COL32(70, 110, 170, 255)
                         : controller_.running() ? IM_COL32(210, 55, 45, 255)
                                                 : idle;
      const auto text = [&](const std::string& name) {
        return ctx.tr("blokus.clock.total",
                      {Param{"player", name}, Param{"time", clock_text(left)}});
      };
      bar(static_cast<float>(left) / static_cast<float>(config.total_ms), fill,
          text(fitted_name(text(""))), bw, bar_h);
    }
    // The running clock's next second is drawn without an event (the idle app draws nothing).
    if (mine && controller_.running()) {
      ctx.redraw_within(until_next_second(left));
      if (in_extra) ctx.redraw_within(until_next_second(config.extra_ms - elapsed));
    }
    probe().record_text("blokus.clock." + num(seat), clock_text(left));
    if (mine) probe().record_text("blokus.clock.running", in_extra ? "extra" : "total");
  }
  // "Clocks paused" is said in the message box: a line here would move the tray.
}

void BlokusScreen::draw_ruling(AppContext& ctx, float bottom) {
  const auto to_move = active_color();
  const auto cells = candidate();
  const float width = ImGui::GetContentRegionAvail().x;
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const float button_h = scaled(56);
  bool legal = false;
  if (!to_move) return;
  // The ruling (or what to do next), any problem, then the notices: one box filling the
  // space down to the Confirm row, at least two lines tall (a longer text scrolls in it).
  std::string text;
  Tone tone = Tone::kNeutral;
  if (cells.empty()) {
    text = ctx.tr(piece_ ? "blokus.ruling.target" : "blokus.ruling.pick");
    probe().record_text("blokus.ruling", "");
    probe().record_text("blokus.ruling.hint", text);
    probe().record_text("blokus.reasons", "");
  } else {
    auto checked = controller_.check(*to_move, cells);
    legal = checked.ok();
    if (legal) {
      const std::string piece(controller_.state().piece_table()[checked.value().piece].name);
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
    if (piece_ && other_ways_ > 1) {
      text += "\n" + ctx.tr("blokus.ruling.other_ways",
                            {Param{"count", static_cast<std::int64_t>(other_ways_)}});
    }
    probe().record_text("blokus.other_ways", std::to_string(other_ways_));
  }
  const bool armed = overrule_armed_ && !cells.empty() && !legal;
  if (armed) text += "\n" + ctx.tr("blokus.overrule_hint");
  for (const auto& problem : problems_) {
    text += "\n" + ctx.render(problem);
    tone = Tone::kError;
  }
  if (const std::string more = notices(ctx); !more.empty()) text += "\n\n" + more;
  const float lines = ImGui::GetTextLineHeightWithSpacing() * 2 + scaled(16);
  const float box_h =
      std::max(lines, bottom - button_h - ImGui::GetStyle().ItemSpacing.y - ImGui::GetCursorPosY());
  const std::string ruling_text = cells.empty() ? std::string() : probe().text("blokus.reasons");
  fixed_message_box(text, tone, "blokus.reasons", ImVec2(width, box_h));
  probe().record_text("blokus.reasons", ruling_text);  // the ruling alone, for tests

  // Confirm, Clear, Overrule: once armed, the overrule's own "place anyway" takes Confirm's
  // place and Overrule (shown selected) disarms; nothing else moves.
  const float bw = (width - spacing * 2) / 3;
  if (armed) {
    ImGui::PushStyleColor(ImGuiCol_Button, IM_COL32(170, 40, 40, 255));
    if (action_button(ctx.tr("blokus.action.overrule_confirm").c_str(), "blokus.overrule_confirm",
                      ImVec2(bw, button_h))) {
      confirm(true);
    }
    ImGui::PopStyleColor();
  } else {
    ImGui::BeginDisabled(!legal);
    if (action_button(ctx.tr("blokus.action.confirm").c_str(), "blokus.confirm",
                      ImVec2(bw, button_h))) {
      confirm(false);
    }
    ImGui::EndDisabled();
  }
  ImGui::SameLine();
  ImGui::BeginDisabled(cells.empty() && !piece_);
  if (touch_button(ctx.tr("blokus.action.clear").c_str(), "blokus.clear", ImVec2(bw, button_h))) {
    clear_entry();
  }
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::BeginDisabled(cells.empty() || legal);
  if (choice_button(ctx.tr("blokus.action.overrule").c_str(), "blokus.overrule", armed,
                    ImVec2(bw, button_h))) {
    overrule_armed_ = !overrule_armed_;
  }
  ImGui::EndDisabled();
}

void BlokusScreen::draw_timeout(AppContext& ctx) {
  const auto proposal = timeout_shown();
  if (!proposal) return;
  const int seat = controller_.seat_for(proposal->color);
  const std::string piece(controller_.state().piece_table()[proposal->piece].name);
  const std::string player =
      seat >= 0 ? controller_.seats()[static_cast<std::size_t>(seat)].player : std::string();
  message_box(ctx.tr("blokus.timeout.proposal",
                     {Param{"color", color_label(ctx, proposal->color)},
                      Param{"player", ctx.user_text(player)}, Param{"piece", piece}})
                  .c_str(),
              false, "blokus.timeout");
  probe().record_text("blokus.timeout.piece", piece);
  const float width = ImGui::GetContentRegionAvail().x;
  const float bw = (width - ImGui::GetStyle().ItemSpacing.x) / 2;
  if (action_button(ctx.tr("blokus.timeout.confirm").c_str(), "blokus.timeout.confirm",
                    ImVec2(bw, scaled(56)))) {
    auto placed = controller_.confirm_timeout(now_ms());
    if (!placed) {
      problems_ = placed.violations();
    } else {
      problems_.clear();
      info_.clear();
      clear_entry();
    }
  }
  ImGui::SameLine();
  if (action_button(ctx.tr("blokus.timeout.overrule").c_str(), "blokus.timeout.overrule",
                    ImVec2(bw, scaled(56)))) {
    timeout_overruled_ = controller_.timeout_seed();
    timeout_showing_ = false;
  }
}

}  // namespace tableref::gui
