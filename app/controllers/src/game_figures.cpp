#include "tableref/controllers/game_figures.hpp"

#include <algorithm>
#include <map>

#include "tableref/controllers/session_record.hpp"

namespace tableref::controllers {
namespace {

constexpr std::size_t kBatch = 250;  // sessions written per transaction

}  // namespace

const db::FigureTotal* GameFigures::find(const std::string& player, const std::string& key) const {
  for (const auto& t : totals) {
    if (t.player == player && t.key == key) return &t;
  }
  return nullptr;
}

Result<GameFigures> game_figures(db::Store& store, const std::string& game, db::StatsFilter filter,
                                 const HistoryRegistry& registry) {
  filter.game = game;
  GameFigures out;
  auto missing = store.sessions_without_figures(filter, kFiguresVersion);
  if (!missing) return missing.violations();
  std::vector<db::SessionFigures> batch;
  for (const auto id : missing.value()) {
    auto record = load_session(store, id);
    if (!record) return record.violations();
    db::SessionFigures figures;
    figures.session_id = id;
    figures.events = record.value().events.empty() ? 0 : record.value().events.back().seq;
    figures.version = kFiguresVersion;
    for (auto& f : registry.figures(record.value())) {
      figures.rows.push_back({std::move(f.player), std::move(f.key), f.value});
    }
    batch.push_back(std::move(figures));
    ++out.computed;
    if (batch.size() >= kBatch) {
      if (auto st = store.put_session_figures(batch); !st) return st.violations();
      batch.clear();
    }
  }
  if (auto st = store.put_session_figures(batch); !st) return st.violations();
  auto totals = store.figure_totals(filter);
  if (!totals) return totals.violations();
  out.totals = std::move(totals).value();
  std::map<std::string, std::int64_t> sessions;
  for (const auto& t : out.totals) {
    if (std::find(out.keys.begin(), out.keys.end(), t.key) == out.keys.end()) {
      out.keys.push_back(t.key);
    }
    auto& n = sessions[t.player];
    n = std::max(n, t.sessions);
  }
  for (const auto& [player, n] : sessions) out.players.push_back(player);
  std::stable_sort(
      out.players.begin(), out.players.end(),
      [&](const std::string& a, const std::string& b) { return sessions[a] > sessions[b]; });
  return out;
}

}  // namespace tableref::controllers
