#pragma once
// The statistics view's standings for one game (issue #26; docs/club.md "Standings and
// ratings"): every player of the finished games this device holds, the club's included,
// by OpenSkill's ordinal (mu - 3 sigma), with games, wins and places.
#include <optional>

#include "tableref/controllers/standings.hpp"

namespace tableref::gui {

class AppContext;

void draw_statistics_standings(AppContext& ctx,
                               const std::optional<controllers::GameStandings>& standings);

}  // namespace tableref::gui
