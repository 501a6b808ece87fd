#include "screens/smashup/replay_view.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <variant>

#include "app_context.hpp"
#include "screens/smashup/widgets.hpp"
#include "ui/line_chart.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {
namespace {

namespace su = smashup;

constexpr const char* kId = "replay.view.smashup";

std::string num(int n) {
  return std::to_string(n);
}

std::string player_name(AppContext& ctx, const su::GameState& s, int player) {
  const auto p = static_cast<std::size_t>(player);
  return p < s.players.size() ? ctx.user_text(s.players[p].name) : "?";
}

}  // namespace

void SmashupReplayView::open(AppContext& /*ctx*/, const controllers::SessionRecord& record) {
  replay_ = controllers::smashup_replay(record);
}

std::string SmashupReplayView::event_text(AppContext& ctx, std::size_t step) const {
  const auto text = controllers::smashup_event_text(replay_, step);
  return text.key.empty() ? std::string() : render_text(ctx, text);
}

void SmashupReplayView::draw(AppContext& ctx, std::size_t step) {
  ImGui::BeginChild("replay.view.smashup.scroll", ImVec2(0, 0), false);
  const float width = ImGui::GetContentRegionAvail().x;
  draw_header(ctx, step);
  const auto& s = replay_.at(step);
  if (!s.started) {
    ImGui::PushTextWrapPos(0);
    muted(ctx.tr("smashup.replay.not_started").c_str());
    ImGui::PopTextWrapPos();
    probe().record_text(std::string(kId) + ".vp", "");
    probe().record_text(std::string(kId) + ".bases", "");
  } else if (width >= scaled(720)) {
    // Wide: bases on the left, players and the chart on the right.
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    const float left = std::floor((width - spacing) * 0.55f);
    ImGui::BeginGroup();
    draw_bases(ctx, step, left);
    ImGui::EndGroup();
    ImGui::SameLine(0, spacing);
    ImGui::BeginGroup();
    const float right = width - left - spacing;
    draw_players(ctx, step, right);
    draw_chart(ctx, step, right, std::max(scaled(200), ImGui::GetContentRegionAvail().y));
    ImGui::EndGroup();
  } else {
    draw_players(ctx, step, width);
    draw_bases(ctx, step, width);
    draw_chart(ctx, step, width, scaled(220));
  }
  touch_scroll();
  ImGui::EndChild();
}

void SmashupReplayView::draw_header(AppContext& ctx, std::size_t step) {
  const auto& s = replay_.at(step);
  const std::string id = kId;
  std::string turn;
  if (s.started) {
    turn = ctx.tr("smashup.label.turn_of", {Param{"turn", std::int64_t{s.turn}},
                                            Param{"player", player_name(ctx, s, s.current)}}) +
           " · " + ctx.tr("smashup.phase." + std::string(su::phase_name(s.phase)));
    text_line(turn);
  }
  probe().record_text(id + ".turn", turn);
  const std::string last = event_text(ctx, step);
  if (!last.empty()) {
    const std::string line = ctx.tr("smashup.replay.last_event", {Param{"event", last}});
    ImGui::PushTextWrapPos(0);
    wrapped_text(line.c_str(), ImVec4(1.0f, 0.85f, 0.4f, 1.0f));
    ImGui::PopTextWrapPos();
  }
  probe().record_text(id + ".event", last);
  std::string winner;
  if (s.over && s.winner) {
    const auto& w = s.players[static_cast<std::size_t>(*s.winner)];
    winner =
        ctx.tr("smashup.label.winner_is", {Param{"player", ctx.user_text(w.name)},
                                           Param{"vp", std::int64_t{s.last_end_check.leading_vp}}});
    message_box(winner.c_str(), false, id + ".winner_box");
  }
  probe().record_text(id + ".winner", winner);
  if (replay_.error && step >= replay_.states.size()) {
    message_box(ctx.tr("smashup.replay.stopped",
                       {Param{"step", static_cast<std::int64_t>(replay_.states.size() - 1)},
                        Param{"reason", ctx.render(*replay_.error)}})
                    .c_str(),
                true, id + ".error");
  }
}

void SmashupReplayView::draw_players(AppContext& ctx, std::size_t step, float width) {
  const auto& s = replay_.at(step);
  const std::string id = kId;
  std::string vp_text;
  const float swatch = scaled(8);
  ImFont* large = ImGui::GetIO().Fonts->Fonts.Size > 1 ? ImGui::GetIO().Fonts->Fonts[1] : nullptr;
  for (std::size_t p = 0; p < s.players.size(); ++p) {
    const auto& player = s.players[p];
    const int seat = static_cast<int>(p);
    const ImVec2 at = ImGui::GetCursorScreenPos();
    ImGui::SetCursorScreenPos(ImVec2(at.x + swatch + scaled(6), at.y));
    ImGui::BeginGroup();
    std::string name = ctx.user_text(player.name);
    if (seat == s.current && !s.over) name = "▶ " + name;
    text_line(name);
    std::string detail =
        ctx.user_text(player.factions[0]) + " + " + ctx.user_text(player.factions[1]);
    if (player.madness > 0) {
      detail +=
          " · " + ctx.tr("smashup.label.madness_penalty",
                         {Param{"madness", std::int64_t{player.madness}},
                          Param{"penalty", std::int64_t{su::madness_penalty(player.madness)}}});
    }
    ImGui::PushTextWrapPos(at.x + width - scaled(90) - ImGui::GetWindowPos().x +
                           ImGui::GetScrollX());
    muted(detail.c_str());
    ImGui::PopTextWrapPos();
    ImGui::EndGroup();
    const float bottom = ImGui::GetItemRectMax().y;
    ImGui::GetWindowDrawList()->AddRectFilled(at, ImVec2(at.x + swatch, bottom), seat_colour(seat));
    // The VP, large, at the right.
    const std::string vp = ctx.tr("smashup.label.vp_n", {Param{"vp", std::int64_t{player.vp}}});
    if (large != nullptr) ImGui::PushFont(large);
    const ImVec2 size = ImGui::CalcTextSize(vp.c_str());
    ImGui::GetWindowDrawList()->AddText(ImVec2(at.x + width - size.x - scaled(4), at.y),
                                        seat_colour(seat), vp.c_str());
    if (large != nullptr) ImGui::PopFont();
    ImGui::SetCursorScreenPos(ImVec2(at.x, std::max(bottom, at.y + size.y) + scaled(6)));
    ImGui::Dummy(ImVec2(width, 0));
    vp_text += (vp_text.empty() ? "" : ", ") + player.name + " " + num(player.vp);
  }
  probe().record_text(id + ".vp", vp_text);
  ImGui::Spacing();
}

void SmashupReplayView::draw_bases(AppContext& ctx, std::size_t step, float width) {
  const auto& s = replay_.at(step);
  const std::string id = kId;
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const int columns = std::clamp(static_cast<int>((width + spacing) / scaled(250)), 1, 3);
  const float card_w =
      std::floor((width - spacing * static_cast<float>(columns - 1)) / static_cast<float>(columns));
  std::string bases_text;
  int column = 0;
  for (std::size_t slot = 0; slot < s.bases.size(); ++slot) {
    const auto& base = s.bases[slot];
    if (column > 0) ImGui::SameLine(0, spacing);
    ImGui::BeginGroup();
    const ImVec2 top_left = ImGui::GetCursorScreenPos();
    ImGui::PushID(static_cast<int>(slot));
    ImGui::Indent(scaled(8));
    ImGui::Dummy(ImVec2(0, scaled(2)));
    const float inner = card_w - scaled(16);
    if (!base.card) {
      muted(ctx.tr("smashup.label.empty_slot").c_str());
      bases_text += (bases_text.empty() ? "" : ", ") + std::string("-");
    } else {
      const auto& card = *base.card;
      const bool ready = su::is_ready(base);
      ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + inner);
      wrapped_text(ctx.user_text(card.name).c_str());
      muted(ctx.tr("smashup.label.base_numbers",
                   {Param{"breakpoint", std::int64_t{card.breakpoint}},
                    Param{"vp1", std::int64_t{card.vp[0]}}, Param{"vp2", std::int64_t{card.vp[1]}},
                    Param{"vp3", std::int64_t{card.vp[2]}}})
                .c_str());
      if (const int monsters = su::monster_power(base); monsters > 0) {
        muted(ctx.tr("smashup.label.monsters_raise", {Param{"power", std::int64_t{monsters}}})
                  .c_str());
      }
      ImGui::PopTextWrapPos();
      const int total = su::total_power(base);
      const int bp = su::breakpoint(base);
      smashup_power_bar(total, bp, ready, inner);
      bases_text += (bases_text.empty() ? "" : ", ") + card.name + " " + num(total) + "/" + num(bp);
      // Each player's power here, in their colour.
      for (std::size_t p = 0; p < base.presence.size() && p < s.players.size(); ++p) {
        const auto& presence = base.presence[p];
        if (presence.total() == 0 && presence.minions == 0 && !presence.titan) continue;
        const ImVec2 at = ImGui::GetCursorScreenPos();
        const float h = ImGui::GetTextLineHeight();
        ImGui::GetWindowDrawList()->AddRectFilled(at, ImVec2(at.x + scaled(6), at.y + h),
                                                  seat_colour(static_cast<int>(p)));
        ImGui::SetCursorScreenPos(ImVec2(at.x + scaled(12), at.y));
        std::string line =
            ctx.user_text(s.players[p].name) + "  " +
            ctx.tr("smashup.replay.power_n", {Param{"power", std::int64_t{presence.total()}},
                                              Param{"minions", std::int64_t{presence.minions}}});
        if (presence.titan) line += " · " + ctx.tr("smashup.label.titan");
        text_line(line);
      }
    }
    ImGui::Dummy(ImVec2(inner, scaled(2)));
    ImGui::Unindent(scaled(8));
    ImGui::PopID();
    ImGui::EndGroup();
    const ImVec2 bottom_right(top_left.x + card_w, ImGui::GetItemRectMax().y + scaled(4));
    ImGui::GetWindowDrawList()->AddRect(top_left, bottom_right, ImGui::GetColorU32(ImGuiCol_Border),
                                        scaled(6));
    probe().record_view_rect(id + ".base." + std::to_string(slot), top_left, bottom_right);
    column = (column + 1) % columns;
    if (column == 0) ImGui::Dummy(ImVec2(0, scaled(4)));
  }
  if (column != 0) ImGui::Dummy(ImVec2(0, scaled(4)));
  probe().record_text(id + ".bases", bases_text);
}

void SmashupReplayView::draw_chart(AppContext& ctx, std::size_t step, float width, float height) {
  const std::string id = kId;
  // The whole session's VP at the end of each turn, and where it stands now.
  const auto& last = replay_.states.empty() ? replay_.at(0) : replay_.states.back();
  std::vector<int> final_vp;
  for (const auto& player : last.players) final_vp.push_back(player.vp);
  LineChart chart = smashup_vp_chart(last.vp_by_turn, final_vp);
  const std::size_t point_count = chart.x_labels.size();
  const auto& s = replay_.at(step);
  const float last_x = static_cast<float>(point_count - 1);
  ChartMarker marker;
  // During turn T the game is between the ends of turns T-1 and T.
  marker.x = s.over ? last_x
                    : std::min(last_x, static_cast<float>(s.turn - 1) +
                                           static_cast<float>(static_cast<int>(s.phase)) / 5.0f);
  for (const auto& player : s.players) marker.values.push_back(static_cast<float>(player.vp));
  chart.marker = marker;
  const float y0 = ImGui::GetCursorScreenPos().y;
  heading(ctx.tr("smashup.label.chart").c_str());
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + width);
  muted(ctx.tr("smashup.replay.chart_axes", {Param{"vp", std::int64_t{su::kWinningVp}}}).c_str());
  ImGui::PopTextWrapPos();
  const float rest = height - (ImGui::GetCursorScreenPos().y - y0);
  draw_line_chart(chart, width, std::clamp(rest, scaled(160), scaled(360)), id + ".chart");
  char marker_text[32];
  std::snprintf(marker_text, sizeof marker_text, "%.1f", static_cast<double>(marker.x));
  probe().record_text(id + ".chart",
                      num(static_cast<int>(point_count)) + " points, at " + marker_text);
}

std::unique_ptr<ReplayView> make_smashup_replay_view() {
  return std::make_unique<SmashupReplayView>();
}

}  // namespace tableref::gui
