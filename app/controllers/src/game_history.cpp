#include "tableref/controllers/game_history.hpp"

namespace tableref::controllers {

void HistoryRegistry::add_game(std::unique_ptr<GameHistory> game) {
  games_.push_back(std::move(game));
}

void HistoryRegistry::add_format(SessionFormat format) {
  formats_.push_back(std::move(format));
}

const GameHistory* HistoryRegistry::game(std::string_view id) const {
  for (const auto& g : games_) {
    if (g->game() == id) return g.get();
  }
  return nullptr;
}

const SessionFormat* HistoryRegistry::format(std::string_view name) const {
  for (const auto& f : formats_) {
    if (f.name == name) return &f;
  }
  return nullptr;
}

const SessionFormat* HistoryRegistry::format_for_file(std::string_view path) const {
  for (const auto& f : formats_) {
    if (!f.extension.empty() && path.size() >= f.extension.size() &&
        path.substr(path.size() - f.extension.size()) == f.extension) {
      return &f;
    }
  }
  return nullptr;
}

const HistoryRegistry& history_registry() {
  static const HistoryRegistry registry = [] {
    HistoryRegistry r;
    register_builtin_history(r);
    return r;
  }();
  return registry;
}

BgStatsGame bgstats_game(std::string_view game) {
  if (const auto* g = history_registry().game(game)) return g->bgstats();
  return BgStatsGame{std::string(game), 0, true, false};
}

}  // namespace tableref::controllers
