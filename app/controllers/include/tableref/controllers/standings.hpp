#pragma once
// A club's standings per game (issue #26, docs/club.md "Standings and ratings"): from every
// finished session this device holds, its own and those pulled from the club's hub, each
// player's games, wins and placements, and an OpenSkill rating (rating/openskill.hpp) built
// up game by game in the order the games were played.
//
// Players are matched by name, exactly as written in the result (case and spaces count):
// "Ann" on two tablets is one player, "ann" another. A result's placings come from its
// players' "rank" when every player has one (equal ranks tie), else from "winner" (the
// winners share first place, everyone else shares second); a result with neither counts as
// played but moves no rating. Players with the same "team" in a result are rated as a team.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "tableref/base/result.hpp"
#include "tableref/db/store.hpp"
#include "tableref/rating/openskill.hpp"

namespace tableref::controllers {

struct PlayerStanding {
  std::string player;
  std::int64_t games = 0;  // finished sessions with the player in the result
  std::int64_t wins = 0;   // of which the result marks the player a winner
  // placements[k]: games finished in place k + 1 (competition ranking: two tied firsts are
  // both first, the next is third).
  std::vector<std::int64_t> placements;
  std::int64_t rated = 0;  // games that moved the rating (two sides or more, placings known)
  rating::Rating rating;
  // What the standings are ordered by: OpenSkill's ordinal, mu - 3 sigma.
  [[nodiscard]] double ordinal() const { return rating::ordinal(rating); }
};

struct GameStandings {
  std::string game;
  std::int64_t sessions = 0;            // finished sessions counted
  std::vector<PlayerStanding> players;  // highest ordinal first, then most games, then name
};

// The standings of `sessions` (any order; they are rated oldest first, by created_at then
// id), one table per game, games by name. Sessions that are not finished are skipped.
[[nodiscard]] std::vector<GameStandings> standings_of(std::vector<db::SessionSummary> sessions);

// The same over the store's finished sessions, of `game` only when given.
[[nodiscard]] Result<std::vector<GameStandings>> club_standings(
    db::Store& store, const std::optional<std::string>& game = std::nullopt);

}  // namespace tableref::controllers
