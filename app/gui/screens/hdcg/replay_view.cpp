#include "screens/hdcg/replay_view.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <utility>
#include <variant>

#include "app_context.hpp"
#include "screens/hdcg/widgets.hpp"
#include "ui/line_chart.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {
namespace {

constexpr const char* kId = "replay.view.hdcg";

std::string phase_text(AppContext& ctx, hdcg::Phase phase) {
  return ctx.tr(controllers::hdcg_phase_key(phase));
}

float number(const hdcg::Decimal& d) {
  return static_cast<float>(std::strtod(d.to_string().c_str(), nullptr));
}

std::string seat_name(AppContext& ctx, const hdcg::DuelState& s, std::size_t seat) {
  return seat < s.seats.size() ? ctx.user_text(s.seats[seat].player) : "?";
}

bool same_turn(const hdcg::DuelState& a, const hdcg::DuelState& b) {
  return a.turn.round == b.turn.round && a.turn.seat == b.turn.seat;
}

std::vector<float> hp_of(const hdcg::DuelState& s) {
  std::vector<float> hp;
  for (const auto& seat : s.seats) hp.push_back(number(seat.character.hp));
  return hp;
}

// The one character left standing once the duel started, if any.
std::optional<std::size_t> winner_of(const hdcg::DuelState& s) {
  if (!s.started || s.seats.size() < 2) return std::nullopt;
  std::optional<std::size_t> living;
  for (std::size_t i = 0; i < s.seats.size(); ++i) {
    if (s.seats[i].character.is_out()) continue;
    if (living) return std::nullopt;
    living = i;
  }
  return living;
}

}  // namespace

void HdcgReplayView::open(AppContext& /*ctx*/, const controllers::SessionRecord& record) {
  replay_ = controllers::hdcg_replay(record);
  points_.clear();
  turn_of_step_.clear();
  if (replay_.states.empty()) return;
  // Step 0 and the setup (step 1) are the start; a new point each time the turn passes.
  points_.push_back(hp_of(replay_.states.front()));
  turn_of_step_.push_back(0);
  for (std::size_t step = 1; step < replay_.states.size(); ++step) {
    if (!same_turn(replay_.states[step], replay_.states[step - 1])) {
      points_.push_back(hp_of(replay_.states[step - 1]));
    }
    turn_of_step_.push_back(points_.size() - 1);
  }
  points_.push_back(hp_of(replay_.states.back()));
}

std::string HdcgReplayView::event_text(AppContext& ctx, std::size_t step) const {
  const auto text = controllers::hdcg_event_text(replay_, step);
  return text.key.empty() ? std::string() : render_text(ctx, text);
}

void HdcgReplayView::draw(AppContext& ctx, std::size_t step) {
  ImGui::BeginChild("replay.view.hdcg.scroll", ImVec2(0, 0), false);
  const std::string id = kId;
  if (replay_.at(step) == nullptr) {
    const std::string text =
        replay_.error ? ctx.render(*replay_.error) : ctx.tr("hdcg.replay.no_setup");
    message_box(text.c_str(), replay_.error.has_value(), id + ".error");
    probe().record_text(id + ".hp", "");
    ImGui::EndChild();
    return;
  }
  const float width = ImGui::GetContentRegionAvail().x;
  draw_header(ctx, step);
  if (width >= scaled(720)) {
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    const float left = std::floor((width - spacing) * 0.5f);
    // Wide: the characters and the last damage on the left, the chart on the right.
    ImGui::BeginGroup();
    draw_seats(ctx, step, left);
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + left);
    draw_damage(ctx, step);
    ImGui::PopTextWrapPos();
    ImGui::EndGroup();
    ImGui::SameLine(0, spacing);
    ImGui::BeginGroup();
    draw_chart(ctx, step, width - left - spacing,
               std::max(scaled(260), ImGui::GetContentRegionAvail().y - scaled(4)));
    ImGui::EndGroup();
  } else {
    draw_seats(ctx, step, width);
    ImGui::PushTextWrapPos(0);
    draw_damage(ctx, step);
    ImGui::PopTextWrapPos();
    draw_chart(ctx, step, width, scaled(220));
  }
  touch_scroll();
  ImGui::EndChild();
}

void HdcgReplayView::draw_header(AppContext& ctx, std::size_t step) {
  const auto& s = *replay_.at(step);
  const std::string id = kId;
  std::string turn;
  if (s.started) {
    turn = ctx.tr("hdcg.replay.turn",
                  {Param{"round", s.turn.round}, Param{"player", seat_name(ctx, s, s.turn.seat)},
                   Param{"phase", phase_text(ctx, s.turn.phase)}});
  } else {
    turn = ctx.tr("hdcg.replay.not_started");
  }
  text_line(turn);
  probe().record_text(id + ".turn", turn);
  const std::string last = event_text(ctx, step);
  if (!last.empty()) {
    const std::string line = ctx.tr("hdcg.replay.last_event", {Param{"event", last}});
    ImGui::PushTextWrapPos(0);
    wrapped_text(line.c_str(), ImVec4(1.0f, 0.85f, 0.4f, 1.0f));
    ImGui::PopTextWrapPos();
  }
  probe().record_text(id + ".event", last);
  std::string winner;
  if (const auto w = winner_of(s)) {
    winner = ctx.tr("hdcg.winner", {Param{"player", seat_name(ctx, s, *w)},
                                    Param{"hp", s.seats[*w].character.hp.to_string()}});
    message_box(winner.c_str(), false, id + ".winner_box");
  }
  probe().record_text(id + ".winner", winner);
  if (replay_.error && step >= replay_.states.size()) {
    message_box(ctx.tr("hdcg.replay.stopped",
                       {Param{"step", static_cast<std::int64_t>(replay_.states.size() - 1)},
                        Param{"reason", ctx.render(*replay_.error)}})
                    .c_str(),
                true, id + ".error");
  }
}

void HdcgReplayView::draw_seats(AppContext& ctx, std::size_t step, float width) {
  const auto& s = *replay_.at(step);
  const std::string id = kId;
  std::string hp_text;
  std::string hand_text;
  for (std::size_t i = 0; i < s.seats.size(); ++i) {
    const auto& seat = s.seats[i];
    const auto& character = seat.character;
    ImGui::PushID(static_cast<int>(i));
    const ImVec2 at = ImGui::GetCursorScreenPos();
    const float swatch = scaled(8);
    ImGui::SetCursorScreenPos(ImVec2(at.x + swatch + scaled(6), at.y));
    ImGui::BeginGroup();
    const float inner = width - swatch - scaled(6);
    std::string title = ctx.user_text(seat.player) + " · " + ctx.user_text(character.card.name);
    if (character.is_out()) title += " · " + ctx.tr("hdcg.out");
    if (s.started && s.turn.seat == i) title = "▶ " + title;
    text_line(title);
    const std::string sid = id + ".seat." + std::to_string(i);
    hdcg_hp_bar(ctx, character, inner, sid);
    // The hand against the limit: a thin bar, red when over.
    const auto hand = static_cast<std::int64_t>(seat.hand.size());
    const std::int64_t limit = s.hand_limit(i);
    std::string hand_line =
        ctx.tr("hdcg.hand_vs_limit", {Param{"hand", hand}, Param{"limit", limit}});
    const bool over = hand > limit && !character.is_out();
    if (over) {
      hand_line += " · " + ctx.tr("hdcg.replay.over_limit", {Param{"n", hand - limit}});
    }
    text_line(hand_line,
              over ? ImVec4(1.0f, 0.45f, 0.4f, 1.0f) : ImGui::GetStyleColorVec4(ImGuiCol_Text));
    // One cell per card up to the larger of hand and limit: filled for the cards held,
    // hollow for the room left under the limit, red for the cards over it.
    const ImVec2 bar = ImGui::GetCursorScreenPos();
    const float bar_h = scaled(14);
    const auto cells = static_cast<int>(std::max<std::int64_t>({limit, hand, 1}));
    auto* draw = ImGui::GetWindowDrawList();
    if (cells <= 30) {
      const float gap = scaled(3);
      const float cell = (inner - gap * static_cast<float>(cells - 1)) / static_cast<float>(cells);
      for (int c = 0; c < cells; ++c) {
        const ImVec2 c0(bar.x + static_cast<float>(c) * (cell + gap), bar.y);
        const ImVec2 c1(c0.x + cell, bar.y + bar_h);
        if (c < hand) {
          draw->AddRectFilled(
              c0, c1, c < limit || !over ? IM_COL32(70, 130, 210, 255) : IM_COL32(200, 60, 50, 255),
              scaled(3));
        } else {
          draw->AddRect(c0, c1, IM_COL32(120, 120, 135, 255), scaled(3));
        }
      }
    } else {
      const float full = static_cast<float>(cells);
      draw->AddRectFilled(bar, ImVec2(bar.x + inner, bar.y + bar_h), IM_COL32(60, 60, 70, 255),
                          scaled(3));
      draw->AddRectFilled(
          bar, ImVec2(bar.x + inner * static_cast<float>(hand) / full, bar.y + bar_h),
          over ? IM_COL32(200, 60, 50, 255) : IM_COL32(70, 130, 210, 255), scaled(3));
    }
    ImGui::Dummy(ImVec2(inner, bar_h));
    probe().record_text(sid + ".hand", std::to_string(hand) + "/" + std::to_string(limit));
    ImGui::EndGroup();
    ImGui::GetWindowDrawList()->AddRectFilled(at, ImVec2(at.x + swatch, ImGui::GetItemRectMax().y),
                                              seat_colour(static_cast<int>(i)));
    ImGui::Dummy(ImVec2(0, scaled(6)));
    ImGui::PopID();
    hp_text += (hp_text.empty() ? "" : ", ") + seat.player + " " + character.hp.to_string() + "/" +
               character.card.max_hp.to_string();
    hand_text += (hand_text.empty() ? "" : ", ") + seat.player + " " + std::to_string(hand) + "/" +
                 std::to_string(limit);
  }
  probe().record_text(id + ".hp", hp_text);
  probe().record_text(id + ".hand", hand_text);
}

void HdcgReplayView::draw_damage(AppContext& ctx, std::size_t step) {
  const auto& s = *replay_.at(step);
  const std::string id = kId;
  if (!s.last_damage) {
    probe().record_text(id + ".damage", "");
    return;
  }
  ImGui::Spacing();
  wrapped_text(ctx.tr("hdcg.replay.last_damage").c_str());
  const auto lines = hdcg_damage_lines(ctx, *s.last_damage);
  std::string all;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const bool last = i + 1 == lines.size();
    const std::string text = ctx.user_text(lines[i]);
    if (last) {
      wrapped_text(text.c_str(), ImVec4(1.0f, 0.85f, 0.4f, 1.0f));
    } else {
      muted(text.c_str());
    }
    all += (all.empty() ? "" : "\n") + lines[i];
  }
  probe().record_text(id + ".damage", all);
}

void HdcgReplayView::draw_chart(AppContext& ctx, std::size_t step, float width, float height) {
  const std::string id = kId;
  const auto& s = *replay_.at(step);
  LineChart chart;
  for (const auto& seat : s.seats)
    chart.y_max = std::max(chart.y_max, number(seat.character.card.max_hp));
  for (std::size_t i = 0; i < s.seats.size(); ++i) {
    ChartSeries series;
    series.colour = seat_colour(static_cast<int>(i));
    for (const auto& row : points_)
      series.values.push_back(i < row.size() ? std::max(0.0f, row[i]) : 0.0f);
    chart.series.push_back(std::move(series));
  }
  for (std::size_t i = 0; i < points_.size(); ++i) chart.x_labels.push_back(std::to_string(i));
  ChartMarker marker;
  const std::size_t index = step < turn_of_step_.size() ? turn_of_step_[step] : points_.size() - 1;
  const float last_x = static_cast<float>(points_.size() - 1);
  marker.x = std::min(
      last_x, static_cast<float>(index) +
                  (s.started ? static_cast<float>(static_cast<int>(s.turn.phase)) / 6.0f : 0.0f));
  if (winner_of(s)) marker.x = std::min(last_x, static_cast<float>(index + 1));
  for (const auto& seat : s.seats)
    marker.values.push_back(std::max(0.0f, number(seat.character.hp)));
  chart.marker = marker;
  const float y0 = ImGui::GetCursorScreenPos().y;
  heading(ctx.tr("hdcg.replay.chart").c_str());
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width);
  muted(ctx.tr("hdcg.replay.chart_axes").c_str());
  ImGui::PopTextWrapPos();
  const float rest = height - (ImGui::GetCursorScreenPos().y - y0);
  draw_line_chart(chart, width, std::max(rest, scaled(160)), id + ".chart");
  char marker_text[32];
  std::snprintf(marker_text, sizeof marker_text, "%.1f", static_cast<double>(marker.x));
  probe().record_text(id + ".chart", std::to_string(points_.size()) + " points, at " + marker_text);
}

std::unique_ptr<ReplayView> make_hdcg_replay_view() {
  return std::make_unique<HdcgReplayView>();
}

}  // namespace tableref::gui
