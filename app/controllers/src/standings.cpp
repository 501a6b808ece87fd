#include "tableref/controllers/standings.hpp"

#include <algorithm>
#include <map>
#include <tuple>

#include "tableref/controllers/json_input.hpp"

namespace tableref::controllers {
namespace {

// One side of a finished game: a player alone, or the players sharing a "team".
struct Side {
  std::vector<std::string> players;
  std::vector<bool> winners;
  std::optional<double> rank;  // set when every player of the result has a rank
  double place = 0;            // 1 + the sides strictly ahead
};

std::optional<std::string> team_of(const nlohmann::json& p) {
  const auto it = p.find("team");
  if (it == p.end()) return std::nullopt;
  if (it->is_string()) return "s:" + it->get<std::string>();
  if (it->is_number_integer()) return "n:" + std::to_string(it->get<std::int64_t>());
  return std::nullopt;
}

// The sides of a result, each player once (a name given twice counts once), with their
// places; `placed` false when the result says neither ranks nor winners.
std::vector<Side> sides_of(const std::string& result_json, bool& placed) {
  std::vector<Side> sides;
  placed = false;
  const auto parsed = json_input::parse_tolerant(result_json);
  if (!parsed || !parsed->is_object()) return sides;
  const auto players = parsed->find("players");
  if (players == parsed->end() || !players->is_array()) return sides;
  std::map<std::string, std::size_t> by_team;
  std::vector<std::string> seen;
  bool all_ranked = true;
  bool any_winner = false;
  for (const auto& p : *players) {
    if (!p.is_object() || !p.contains("name") || !p["name"].is_string()) continue;
    const auto name = p["name"].get<std::string>();
    if (name.empty() || std::find(seen.begin(), seen.end(), name) != seen.end()) continue;
    seen.push_back(name);
    const bool winner = p.value("winner", false) == true;
    any_winner = any_winner || winner;
    std::optional<double> rank;
    if (auto it = p.find("rank"); it != p.end() && it->is_number()) rank = it->get<double>();
    all_ranked = all_ranked && rank.has_value();
    const auto team = team_of(p);
    std::size_t index = sides.size();
    if (team && by_team.count(*team) != 0) {
      index = by_team[*team];
    } else {
      sides.emplace_back();
      if (team) by_team[*team] = index;
    }
    auto& side = sides[index];
    side.players.push_back(name);
    side.winners.push_back(winner);
    if (rank && (!side.rank || *rank < *side.rank)) side.rank = rank;
  }
  placed = all_ranked || any_winner;
  for (auto& side : sides) {
    if (all_ranked) continue;
    const bool won =
        std::find(side.winners.begin(), side.winners.end(), true) != side.winners.end();
    side.rank = won ? 1.0 : 2.0;
  }
  for (auto& side : sides) {
    side.place = 1;
    for (const auto& other : sides) {
      if (placed && other.rank.value_or(0) < side.rank.value_or(0)) side.place += 1;
    }
  }
  return sides;
}

PlayerStanding& standing(std::map<std::string, PlayerStanding>& table, const std::string& name) {
  auto& s = table[name];
  if (s.player.empty()) {
    s.player = name;
    s.rating = rating::initial();
  }
  return s;
}

// Counts one game and moves its players' ratings.
void add_game(std::map<std::string, PlayerStanding>& table, const std::vector<Side>& sides,
              bool placed) {
  std::vector<rating::Team> teams;
  std::vector<double> ranks;
  for (const auto& side : sides) {
    rating::Team team;
    for (std::size_t k = 0; k < side.players.size(); ++k) {
      auto& s = standing(table, side.players[k]);
      ++s.games;
      if (side.winners[k]) ++s.wins;
      const auto place = static_cast<std::size_t>(side.place);
      if (s.placements.size() < place) s.placements.resize(place, 0);
      ++s.placements[place - 1];
      team.push_back(s.rating);
    }
    teams.push_back(std::move(team));
    ranks.push_back(side.place);
  }
  if (!placed || teams.size() < 2) return;
  const auto after = rating::rate(teams, ranks);
  if (!after) return;
  for (std::size_t t = 0; t < sides.size(); ++t) {
    for (std::size_t k = 0; k < sides[t].players.size(); ++k) {
      auto& s = standing(table, sides[t].players[k]);
      s.rating = after.value()[t][k];
      ++s.rated;
    }
  }
}

}  // namespace

std::vector<GameStandings> standings_of(std::vector<db::SessionSummary> sessions) {
  std::stable_sort(sessions.begin(), sessions.end(), [](const auto& a, const auto& b) {
    return std::tie(a.created_at, a.id) < std::tie(b.created_at, b.id);
  });
  std::map<std::string, std::pair<std::int64_t, std::map<std::string, PlayerStanding>>> games;
  for (const auto& s : sessions) {
    if (s.status != db::SessionStatus::kFinished) continue;
    bool placed = false;
    const auto sides = sides_of(s.result_json, placed);
    if (sides.empty()) continue;
    auto& [count, table] = games[s.game];
    ++count;
    add_game(table, sides, placed);
  }
  std::vector<GameStandings> out;
  for (auto& [game, entry] : games) {
    GameStandings g{game, entry.first, {}};
    for (auto& [name, s] : entry.second) g.players.push_back(std::move(s));
    std::stable_sort(g.players.begin(), g.players.end(), [](const auto& a, const auto& b) {
      if (a.ordinal() != b.ordinal()) return a.ordinal() > b.ordinal();
      return a.games > b.games;
    });
    out.push_back(std::move(g));
  }
  return out;
}

Result<std::vector<GameStandings>> club_standings(db::Store& store,
                                                  const std::optional<std::string>& game) {
  db::SessionFilter filter;
  filter.game = game;
  filter.status = db::SessionStatus::kFinished;
  filter.limit = 1000;
  std::vector<db::SessionSummary> all;
  for (filter.offset = 0;; filter.offset += filter.limit) {
    auto page = store.list_sessions(filter);
    if (!page) return page.violations();
    const auto size = page.value().size();
    for (auto& s : page.value()) all.push_back(std::move(s));
    if (static_cast<int>(size) < filter.limit) break;
  }
  return standings_of(std::move(all));
}

}  // namespace tableref::controllers
