#include "tableref/controllers/group_statistics.hpp"

#include <algorithm>
#include <map>

#include "tableref/controllers/session_result.hpp"

namespace tableref::controllers {

Result<std::vector<GroupStats>> group_statistics(db::Store& store, const std::string& game,
                                                 db::StatsFilter filter,
                                                 const HistoryRegistry& registry) {
  const auto* plugin = registry.game(game);
  if (plugin == nullptr) return std::vector<GroupStats>{};
  db::SessionFilter sessions;
  sessions.game = game;
  sessions.status = db::SessionStatus::kFinished;
  sessions.since = filter.since;
  sessions.until = filter.until;
  sessions.limit = 1000;
  std::map<std::string, GroupStats> groups;
  for (sessions.offset = 0;; sessions.offset += sessions.limit) {
    auto page = store.list_sessions(sessions);
    if (!page) return page.violations();
    for (auto& summary : page.value()) {
      if (filter.variant && summary.variant != *filter.variant) continue;
      const auto result = parse_session_result(summary.result_json);
      SessionRecord record{std::move(summary), {}};
      for (const auto& g : plugin->player_groups(record)) {
        auto& stats = groups[g.key];
        stats.key = g.key;
        ++stats.plays;
        if (!result) continue;
        for (const auto& p : result->players) {
          if (p.name != g.player) continue;
          if (p.winner) ++stats.wins;
          if (p.score) {
            ++stats.scored;
            stats.total_score += *p.score;
          }
        }
      }
    }
    if (static_cast<int>(page.value().size()) < sessions.limit) break;
  }
  std::vector<GroupStats> out;
  for (auto& [key, stats] : groups) out.push_back(std::move(stats));
  std::stable_sort(out.begin(), out.end(),
                   [](const GroupStats& a, const GroupStats& b) { return a.plays > b.plays; });
  return out;
}

}  // namespace tableref::controllers
