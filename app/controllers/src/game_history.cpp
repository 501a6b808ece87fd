#include "tableref/controllers/game_history.hpp"

#include <algorithm>

#include "tableref/controllers/game_module.hpp"

namespace tableref::controllers {

void HistoryRegistry::add_game(std::unique_ptr<GameHistory> game) {
  games_.push_back(std::move(game));
}

void HistoryRegistry::add_format(SessionFormat format) {
  formats_.push_back(std::move(format));
}

void HistoryRegistry::add_figures(FigureSource source) {
  figure_sources_.push_back(std::move(source));
}

std::vector<PlayerFigure> HistoryRegistry::figures(const SessionRecord& record) const {
  std::vector<PlayerFigure> out;
  if (const auto* g = game(record.session.game)) out = g->player_figures(record);
  for (const auto& source : figure_sources_) {
    if (source.game != record.session.game || !source.figures) continue;
    auto more = source.figures(record);
    out.insert(out.end(), more.begin(), more.end());
  }
  return out;
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

std::vector<const SessionFormat*> HistoryRegistry::formats_of(std::string_view game) const {
  std::vector<const SessionFormat*> out;
  for (const auto& f : formats_) {
    if (f.game == game) out.push_back(&f);
  }
  return out;
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
    for (const auto& module : game_modules()) {
      r.add_game(module.make_history());
      for (const auto& format : module.formats) r.add_format(format);
      for (const auto& source : module.figures) r.add_figures(source);
    }
    return r;
  }();
  return registry;
}

namespace {

bool undoable(const CatalogText& line) {
  return !line.key.empty() && line.undoable;
}

// "Undo" says what it took back: each undo takes back the latest event still standing.
void name_what_was_undone(std::vector<CatalogText>& lines) {
  std::vector<std::size_t> standing;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (lines[i].key == "replay.event.undo") {
      if (!standing.empty()) {
        const CatalogText& undone = lines[standing.back()];
        lines[i] = undone;
        lines[i].key = kUndoOfKey;
        lines[i].params.push_back(Param{"undone", undone.key});
        standing.pop_back();
      }
      continue;
    }
    if (undoable(lines[i])) standing.push_back(i);
  }
}

}  // namespace

std::vector<CatalogText> replay_event_lines(const SessionRecord& record) {
  std::vector<CatalogText> lines;
  if (const auto* g = history_registry().game(record.session.game)) {
    lines = g->replay_events(record);
  }
  lines.resize(record.events.size());
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (!lines[i].key.empty()) continue;
    const auto& kind = record.events[i].kind;
    if (kind == "undo") {
      lines[i] = {"replay.event.undo", {}, {}};
    } else {
      lines[i] = {"replay.event.other", {Param{"kind", kind.empty() ? "?" : kind}}, {}};
    }
  }
  name_what_was_undone(lines);
  return lines;
}

CatalogText unreadable_event_line(const db::Event& row) {
  return {"replay.event.unreadable", {Param{"kind", row.kind.empty() ? "?" : row.kind}}, {}};
}

BgStatsGame bgstats_game(std::string_view game) {
  if (const auto* g = history_registry().game(game)) return g->bgstats();
  return BgStatsGame{std::string(game), 0, true, false, false};
}

}  // namespace tableref::controllers
