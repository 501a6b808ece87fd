// The tests' example game in History: a line per stored event, the total at each step.
#include <cstdint>

#include "tableref/controllers/tally/controller.hpp"

namespace tableref::controllers {
namespace {

class TallyHistory final : public GameHistory {
 public:
  [[nodiscard]] std::string_view game() const override { return tally::Game::kId; }
  [[nodiscard]] BgStatsGame bgstats() const override {
    return BgStatsGame{"Tally", 0, true, false, false};
  }
  [[nodiscard]] std::vector<CatalogText> replay_summary(const SessionRecord& record,
                                                        std::size_t step) const override {
    TallyController at;
    if (!at.load(record, step).ok()) return {};
    std::vector<CatalogText> lines{
        {"replay.tally.total", {Param{"total", std::int64_t{at.total()}}}, {}}};
    if (at.over()) lines.push_back({"replay.game_over", {}, {}});
    return lines;
  }
  // Undo rows are left to the shared words ("Undo: +3"), as every game's are.
  [[nodiscard]] std::vector<CatalogText> replay_events(const SessionRecord& record) const override {
    std::vector<CatalogText> lines;
    for (const auto& row : record.events) {
      if (row.kind == "undo") {
        lines.push_back({});
        continue;
      }
      auto event = tally::Game::decode(row.kind, row.payload);
      if (!event) {
        lines.push_back(unreadable_event_line(row));
      } else if (const auto* add = std::get_if<tally::Add>(&event.value())) {
        lines.push_back(
            {"replay.event.tally.add", {Param{"points", std::int64_t{add->points}}}, {}});
      } else {
        lines.push_back({"replay.event.tally.end", {}, {}});
      }
    }
    return lines;
  }
};

}  // namespace

std::unique_ptr<GameHistory> make_tally_history() {
  return std::make_unique<TallyHistory>();
}

}  // namespace tableref::controllers
