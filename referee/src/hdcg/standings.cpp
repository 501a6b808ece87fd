#include "tableref/referee/hdcg/standings.hpp"

#include <algorithm>

namespace tableref::hdcg {

std::vector<Standing> standings(const DuelState& state) {
  const auto alive = state.alive();
  std::vector<Standing> rows;
  for (std::size_t i = 0; i < state.seats.size(); ++i) {
    rows.push_back(Standing{i, state.seats[i].character.hp, 1, false});
  }
  const auto better = [&](std::size_t a, std::size_t b) {
    if (alive[a] != alive[b]) return static_cast<bool>(alive[a]);
    return rows[b].hp < rows[a].hp;
  };
  std::vector<std::size_t> order(rows.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), better);
  for (std::size_t k = 0; k < order.size(); ++k) {
    const std::size_t i = order[k];
    if (k > 0 && !better(order[k - 1], i)) {
      rows[i].rank = rows[order[k - 1]].rank;
    } else {
      rows[i].rank = static_cast<int>(k + 1);
    }
  }
  const auto living = std::count(alive.begin(), alive.end(), true);
  for (std::size_t i = 0; i < rows.size(); ++i) rows[i].winner = living == 1 && alive[i];
  std::vector<Standing> sorted;
  sorted.reserve(rows.size());
  for (const auto i : order) sorted.push_back(rows[i]);
  return sorted;
}

}  // namespace tableref::hdcg
