#include "tableref/referee/smashup/scoring.hpp"
#include "tableref/referee/smashup/reason.hpp"

#include <algorithm>

namespace tableref::smashup {
namespace {

std::string label(const Contender& c, std::size_t index) {
  return c.name.empty() ? "#" + std::to_string(index + 1) : c.name;
}

}  // namespace

const PlaceAward* BaseScoring::award_of(int player) const {
  for (const auto& award : awards) {
    if (award.player == player) return &award;
  }
  return nullptr;
}

Result<BaseScoring> score_base(int breakpoint, const std::array<int, 3>& vp,
                               std::span<const Contender> contenders, int monster_power) {
  Violations problems;
  if (breakpoint < 0) {
    problems.emplace_back(Reason::kSmashupNegativeBreakpoint,
                          std::vector<Param>{Param{"breakpoint", std::int64_t{breakpoint}}});
  }
  if (monster_power < 0) {
    problems.emplace_back(Reason::kSmashupNegativeMonster,
                          std::vector<Param>{Param{"power", std::int64_t{monster_power}}});
  }
  for (std::size_t i = 0; i < vp.size(); ++i) {
    if (vp[i] < 0) {
      problems.emplace_back(Reason::kSmashupNegativeVpValue,
                            std::vector<Param>{Param{"place", static_cast<std::int64_t>(i + 1)},
                                               Param{"vp", std::int64_t{vp[i]}}});
    }
  }
  for (std::size_t i = 0; i < contenders.size(); ++i) {
    const auto& c = contenders[i];
    if (c.power < 0) {
      problems.emplace_back(
          Reason::kSmashupNegativePower,
          std::vector<Param>{Param{"player", label(c, i)}, Param{"power", std::int64_t{c.power}}});
    }
    if (c.minions < 0) {
      problems.emplace_back(Reason::kSmashupNegativeMinions,
                            std::vector<Param>{Param{"player", label(c, i)},
                                               Param{"minions", std::int64_t{c.minions}}});
    }
  }
  if (!problems.empty()) return problems;

  BaseScoring scoring;
  scoring.breakpoint = breakpoint + monster_power;
  for (const auto& c : contenders) scoring.total_power += c.power;
  scoring.ready = scoring.total_power >= scoring.breakpoint;

  const int n = static_cast<int>(contenders.size());
  scoring.awards.reserve(contenders.size());
  for (int i = 0; i < n; ++i) {
    const auto& c = contenders[static_cast<std::size_t>(i)];
    PlaceAward award;
    award.player = i;
    award.power = c.power;
    award.eligible = is_eligible(c);
    if (award.eligible) {
      int above = 0;
      int same = 0;
      for (int j = 0; j < n; ++j) {
        const auto& other = contenders[static_cast<std::size_t>(j)];
        if (j == i || !is_eligible(other)) continue;
        if (other.power > c.power) ++above;
        if (other.power == c.power) ++same;
      }
      award.place = above + 1;
      award.tied = same > 0;
      award.vp = award.place <= kScoringPlaces ? vp[static_cast<std::size_t>(award.place - 1)] : 0;
    }
    scoring.awards.push_back(award);
  }
  std::stable_sort(scoring.awards.begin(), scoring.awards.end(),
                   [](const PlaceAward& a, const PlaceAward& b) {
                     if (a.eligible != b.eligible) return a.eligible;
                     return a.place < b.place;
                   });
  return scoring;
}

}  // namespace tableref::smashup
