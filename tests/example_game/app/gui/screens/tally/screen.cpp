#include "screens/tally/screen.hpp"

#include <string>

#include "app_context.hpp"
#include "ui/action_button.hpp"
#include "ui/theme.hpp"

namespace tableref::gui {

void TallyScreen::open(AppContext& ctx, std::int64_t session_id) {
  game_ = controllers::TallyController{};
  message_.clear();
  tone_ = Tone::kNeutral;
  if (!ctx.store) return;
  said(ctx, game_.open(*ctx.store, session_id));
}

void TallyScreen::said(AppContext& ctx, const Status& status) {
  if (status.ok()) {
    message_.clear();
    tone_ = Tone::kNeutral;
    return;
  }
  message_ = ctx.render(status.error());
  tone_ = Tone::kError;
}

void TallyScreen::draw(AppContext& ctx) {
  std::string players;
  for (const auto& seat : game_.seats()) {
    players += (players.empty() ? "" : ", ") + ctx.user_text(seat.player);
  }
  text_line(players, "tally.players");
  text_line(ctx.tr("tally.total", {Param{"total", std::int64_t{game_.total()}}}), "tally.total");
  text_line(game_.over() ? ctx.tr("replay.game_over") : std::string(" "), "tally.over");
  // Every button stays where it is and enabled: a refused tap says why in the box below.
  for (const int points : {1, 5}) {
    const std::string label = ctx.tr("tally.add", {Param{"points", std::int64_t{points}}});
    if (touch_button(label.c_str(), "tally.add." + std::to_string(points))) {
      said(ctx, game_.add(points));
    }
    ImGui::SameLine();
  }
  const std::string take = ctx.tr("tally.take", {Param{"points", std::int64_t{1}}});
  if (touch_button(take.c_str(), "tally.take.1")) said(ctx, game_.add(-1));
  ImGui::SameLine();
  if (touch_button(ctx.tr("tally.undo").c_str(), "tally.undo")) said(ctx, game_.undo());
  ImGui::SameLine();
  if (action_button(ctx.tr("tally.end").c_str(), "tally.end")) said(ctx, game_.end());
  fixed_message_box(message_, tone_, "tally.message",
                    ImVec2(ImGui::GetContentRegionAvail().x, scaled(96)));
}

}  // namespace tableref::gui
