#pragma once
// The History screen's statistics view: per player games, wins, win rate and average score
// with the chosen player's scores over time as a chart; with one game chosen, its groups
// (Smash Up factions and pairs, Blokus colours and variants), its figures (Block-Killer
// attacks, plays and lines; HDCG damage; Blokus squares left), totals and per-game averages,
// and its standings (the club's games included, OpenSkill ratings; docs/club.md).
#include <optional>
#include <string>
#include <vector>

#include "screen.hpp"
#include "tableref/controllers/game_figures.hpp"
#include "tableref/controllers/group_statistics.hpp"
#include "tableref/controllers/standings.hpp"
#include "tableref/db/store.hpp"

namespace tableref::gui {

class StatisticsPage {
 public:
  // What to count: `game` (empty: all) since `since`, players whose name contains `player`
  // (case-insensitive). Read again on the next draw.
  void select(const std::string& game, const std::optional<std::string>& since,
              const std::string& player);
  void draw(AppContext& ctx);

 private:
  enum class View { kPlayers, kGroups, kFigures, kStandings };
  void reload(AppContext& ctx);
  void draw_players(AppContext& ctx);
  void draw_chart(AppContext& ctx, float height);

  std::string game_;
  std::optional<std::string> since_;
  std::string player_;
  bool stale_ = true;
  View view_ = View::kPlayers;
  std::vector<db::PlayerStats> stats_;
  std::string chart_player_;
  std::vector<db::ScorePoint> points_;
  std::vector<controllers::GroupStats> groups_;
  controllers::GameFigures figures_;
  // With a game chosen and the standings shown: its standings over every finished game (the
  // dates do not narrow them: a rating is built from the whole history), players narrowed
  // by the search.
  std::optional<controllers::GameStandings> standings_;
  std::optional<Violation> error_;
};

}  // namespace tableref::gui
