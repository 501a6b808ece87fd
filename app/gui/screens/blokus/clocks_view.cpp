// Blokus screen: the clocks in the side panel, a bar for each seat (two to a row where both
// fit): its total time left, the seat to move showing its move's extra time burning first.
#include <imgui.h>

#include <algorithm>
#include <cstdio>

#include "app_context.hpp"
#include "screens/blokus/screen_parts.hpp"
#include "screens/blokus/side_views.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {

// This screen's own helpers (screen_parts.hpp), shared by its files.
using namespace blokus_screen_parts;  // NOLINT(google-build-using-namespace)

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

// One seat's bar, `width` wide: the move's extra time (orange) while the seat to move is in
// it, else its total (blue; red while running). The name cut with "…" when the bar cannot
// hold the whole line: the times always show.
void draw_seat_clock(AppContext& ctx, const BlokusTable& table, int seat, std::int64_t now,
                     float bw) {
  const auto& session = table.session();
  const auto& config = session.clock_config();
  const float bar_h = scaled(30);
  const std::int64_t left = config.total_ms - session.total_used(seat, now);
  const bool mine = seat == session.clock_player();
  const std::int64_t elapsed = mine ? session.turn_elapsed(now) : 0;
  const bool in_extra = mine && blokus::in_extra_time(config, elapsed);
  const float text_room = bw - scaled(12);
  const auto fitted_name = [&](const std::string& line_without_name) {
    const float rest = ImGui::CalcTextSize(line_without_name.c_str()).x;
    return fit_text(ctx.user_text(session.seats()[static_cast<std::size_t>(seat)].player),
                    text_room - rest);
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
        session.running() ? IM_COL32(230, 140, 30, 255) : idle, text(fitted_name(text(""))), bw,
        bar_h);
  } else {
    const ImU32 fill = !mine               ? IM_COL32(70, 110, 170, 255)
                       : session.running() ? IM_COL32(210, 55, 45, 255)
                                           : idle;
    const auto text = [&](const std::string& name) {
      return ctx.tr("blokus.clock.total", {Param{"player", name}, Param{"time", clock_text(left)}});
    };
    bar(static_cast<float>(left) / static_cast<float>(config.total_ms), fill,
        text(fitted_name(text(""))), bw, bar_h);
  }
  // The running clock's next second is drawn without an event (the idle app draws nothing).
  if (mine && session.running()) {
    ctx.redraw_within(until_next_second(left));
    if (in_extra) ctx.redraw_within(until_next_second(config.extra_ms - elapsed));
  }
  probe().record_text("blokus.clock." + num(seat), clock_text(left));
  if (mine) probe().record_text("blokus.clock.running", in_extra ? "extra" : "total");
}

}  // namespace

void draw_blokus_clocks(AppContext& ctx, const BlokusTable& table) {
  const std::int64_t now = now_ms();
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  // Two bars to a row, one where two would cut even the times (a 1024x768 panel).
  const std::string widest =
      ctx.tr("blokus.clock.extra",
             {Param{"player", "…"}, Param{"time", "00:00"}, Param{"total", "00:00"}});
  const float full = ImGui::GetContentRegionAvail().x;
  const bool paired = (full - spacing) / 2 >= ImGui::CalcTextSize(widest.c_str()).x + scaled(12);
  const float bw = paired ? (full - spacing) / 2 : full;
  for (std::size_t i = 0; i < table.session().seats().size(); ++i) {
    if (paired && i % 2 == 1) ImGui::SameLine();
    draw_seat_clock(ctx, table, static_cast<int>(i), now, bw);
  }
  // "Clocks paused" is said in the message box: a line here would move the tray.
}

}  // namespace tableref::gui
