#include "tableref/controllers/blockkiller/figures.hpp"

#include <algorithm>
#include <variant>

#include "tableref/controllers/blockkiller/controller.hpp"
#include "tableref/controllers/blockkiller/draft.hpp"

namespace tableref::controllers {
namespace {

namespace bk = blockkiller;

// Lines the entered play's pieces cleared (0 when nothing was entered).
int lines_of(const std::optional<BlockKillerDraft>& entry, const bk::RuleOptions& rules) {
  if (!entry) return 0;
  if (entry->mode == EntryMode::kQuick) {
    int lines = 0;
    for (const auto& p : entry->quick) lines += std::max(0, p.lines);
    return lines;
  }
  const auto eval = evaluate_draft(*entry, stack_catalog(*entry), rules, {}, 1000);
  int lines = 0;
  if (eval.verdict) {
    for (const auto& piece : eval.verdict->pieces) lines += piece.lines;
  }
  return lines;
}

}  // namespace

std::vector<PlayerFigure> blockkiller_play_figures(const SessionRecord& record) {
  auto seats = record.session.seats;
  std::sort(seats.begin(), seats.end(),
            [](const db::SeatEntry& a, const db::SeatEntry& b) { return a.seat < b.seat; });
  auto setup = blockkiller_setup(record.session.rules_json, static_cast<int>(seats.size()));
  auto log = blockkiller_log(record.events);
  if (!setup || !log) return {};
  std::vector<double> plays(seats.size(), 0);
  std::vector<double> lines(seats.size(), 0);
  for (const auto& logged : log.value()) {
    int player = -1;
    if (const auto* play = std::get_if<bk::PlayEvent>(&logged.event)) {
      player = play->player;
      if (player >= 0 && static_cast<std::size_t>(player) < plays.size()) {
        ++plays[static_cast<std::size_t>(player)];
      }
    } else if (const auto* defend = std::get_if<bk::DefendEvent>(&logged.event)) {
      if (defend->play) player = defend->player;
    }
    if (player < 0 || static_cast<std::size_t>(player) >= lines.size()) continue;
    lines[static_cast<std::size_t>(player)] += lines_of(logged.entry, setup.value().rules);
  }
  std::vector<PlayerFigure> figures;
  for (std::size_t i = 0; i < seats.size(); ++i) {
    figures.push_back({seats[i].player, "plays", plays[i]});
    figures.push_back({seats[i].player, "lines", lines[i]});
  }
  return figures;
}

}  // namespace tableref::controllers
