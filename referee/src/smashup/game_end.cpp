#include "tableref/referee/smashup/game_end.hpp"
#include "tableref/referee/smashup/reason.hpp"

namespace tableref::smashup {

Result<EndCheck> check_end(std::span<const Standing> standings) {
  Violations problems;
  for (std::size_t i = 0; i < standings.size(); ++i) {
    const auto& s = standings[i];
    const std::string label = s.name.empty() ? "#" + std::to_string(i + 1) : s.name;
    if (s.vp < 0) {
      problems.emplace_back(
          Reason::kSmashupNegativeVp,
          std::vector<Param>{Param{"player", label}, Param{"vp", std::int64_t{s.vp}}});
    }
    if (s.madness < 0) {
      problems.emplace_back(
          Reason::kSmashupNegativeMadness,
          std::vector<Param>{Param{"player", label}, Param{"madness", std::int64_t{s.madness}}});
    }
  }
  if (!problems.empty()) return problems;

  EndCheck check;
  for (std::size_t i = 0; i < standings.size(); ++i) {
    const auto& s = standings[i];
    const int after = vp_after_madness(s.vp, s.madness);
    check.final_scores.push_back({static_cast<int>(i), after, s.vp - after});
    check.triggered = check.triggered || s.vp >= kWinningVp;
  }
  if (!check.triggered) return check;

  // The leaders: most VP after the penalty, then fewest Madness cards.
  std::vector<int> leaders;
  for (std::size_t i = 0; i < standings.size(); ++i) {
    if (leaders.empty()) {
      leaders.push_back(static_cast<int>(i));
      continue;
    }
    const auto best = static_cast<std::size_t>(leaders.front());
    const int vp = check.final_scores[i].vp;
    const int best_vp = check.final_scores[best].vp;
    const int madness = standings[i].madness;
    const int best_madness = standings[best].madness;
    if (vp > best_vp || (vp == best_vp && madness < best_madness)) {
      leaders.assign(1, static_cast<int>(i));
    } else if (vp == best_vp && madness == best_madness) {
      leaders.push_back(static_cast<int>(i));
    }
  }
  check.leading_vp = check.final_scores[static_cast<std::size_t>(leaders.front())].vp;
  if (leaders.size() == 1) {
    check.over = true;
    check.winner = leaders.front();
  } else {
    check.tied = std::move(leaders);
  }
  return check;
}

}  // namespace tableref::smashup
