// Block-Killer in History: the table after the first `step` events (block and garbage cards
// per player, who is out, whose turn) folded by the referee, and attacks sent and received.
#include <algorithm>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "tableref/controllers/blockkiller/controller.hpp"
#include "tableref/controllers/blockkiller/history.hpp"
#include "tableref/controllers/blockkiller/json.hpp"
#include "tableref/controllers/json_input.hpp"

namespace tableref::controllers {
namespace {

namespace bk = blockkiller;
namespace bj = blockkiller_json;

// The table events of the first `step` rows, undos resolved; nullopt when a row is unreadable.
std::optional<std::vector<bk::TableEvent>> table_events(const SessionRecord& r, std::size_t step) {
  std::vector<bk::TableEvent> events;
  for (std::size_t i = 0; i < step && i < r.events.size(); ++i) {
    const auto& row = r.events[i];
    if (row.kind == "undo") {
      if (!events.empty()) events.pop_back();
      continue;
    }
    const auto json = json_input::parse_tolerant(row.payload);
    if (!json || !json->is_object()) return std::nullopt;
    auto event = bj::parse_event(*json);
    if (!event) return std::nullopt;
    events.push_back(std::move(event).value());
  }
  return events;
}

std::vector<db::SeatEntry> sorted_seats(const SessionRecord& r) {
  auto seats = r.session.seats;
  std::sort(seats.begin(), seats.end(),
            [](const db::SeatEntry& a, const db::SeatEntry& b) { return a.seat < b.seat; });
  return seats;
}

// One table event in words, with the table before and after it (after: nullptr when the
// referee refused it). Empty key when the words need a table that is not there.
CatalogText describe_event(const bk::TableEvent& event, const bk::TableState* before,
                           const bk::TableState* after, const std::vector<db::SeatEntry>& seats) {
  auto player = [&](int seat) { return Param{"player", blockkiller_seat_name(seats, seat)}; };
  auto out = [&](int seat) {
    return before && after && seat >= 0 && static_cast<std::size_t>(seat) < after->hands.size() &&
           after->hands[static_cast<std::size_t>(seat)].eliminated &&
           !before->hands[static_cast<std::size_t>(seat)].eliminated;
  };
  if (const auto* e = std::get_if<bk::DrawEvent>(&event)) {
    const char* key = e->two_block     ? "replay.event.blockkiller.draw_two"
                      : out(e->player) ? "replay.event.blockkiller.draw_out"
                                       : "replay.event.blockkiller.draw";
    return {key, {player(e->player)}, {}};
  }
  if (const auto* e = std::get_if<bk::PlayEvent>(&event)) {
    return {"replay.event.blockkiller.play",
            {player(e->player), Param{"target", blockkiller_seat_name(seats, e->target)},
             Param{"attack", std::int64_t{e->play.attack}}},
            {}};
  }
  if (const auto* e = std::get_if<bk::DefendEvent>(&event)) {
    if (!before || !before->pending) return {};
    const Param attack{"attack", std::int64_t{before->pending->attack}};
    const bool knocked_out = out(e->player);
    if (!e->play) {
      return {knocked_out ? "replay.event.blockkiller.no_defence_out"
                          : "replay.event.blockkiller.no_defence",
              {player(e->player), attack},
              {}};
    }
    return {knocked_out ? "replay.event.blockkiller.defend_out" : "replay.event.blockkiller.defend",
            {player(e->player), attack, Param{"defence", std::int64_t{e->play->attack}}},
            {}};
  }
  const auto& pass = std::get<bk::PassEvent>(event);
  return {"replay.event.blockkiller.pass", {player(pass.player)}, {}};
}

class BlockKillerHistory final : public GameHistory {
 public:
  [[nodiscard]] std::string_view game() const override { return "blockkiller"; }
  [[nodiscard]] BgStatsGame bgstats() const override {
    return BgStatsGame{"Block-Killer", 0, true, false, true};
  }
  // "attacks_sent" and "attacks_received" per player: the lines of attack of every play.
  [[nodiscard]] std::vector<PlayerFigure> player_figures(const SessionRecord& r) const override {
    const auto events = table_events(r, r.events.size());
    if (!events) return {};
    const auto seats = sorted_seats(r);
    std::vector<double> sent(seats.size(), 0), received(seats.size(), 0);
    for (const auto& e : *events) {
      const auto* play = std::get_if<bk::PlayEvent>(&e);
      if (play == nullptr) continue;
      const auto from = static_cast<std::size_t>(play->player);
      const auto to = static_cast<std::size_t>(play->target);
      if (from < sent.size()) sent[from] += play->play.attack;
      if (to < received.size()) received[to] += play->play.attack;
    }
    std::vector<PlayerFigure> figures;
    for (std::size_t i = 0; i < seats.size(); ++i) {
      figures.push_back({seats[i].player, "attacks_sent", sent[i]});
      figures.push_back({seats[i].player, "attacks_received", received[i]});
    }
    return figures;
  }
  // Per player "replay.blockkiller.hand" (or ".hand_out"): block and garbage cards; then
  // the winner, who defends against how much, or who draws or plays.
  [[nodiscard]] std::vector<CatalogText> replay_summary(const SessionRecord& r,
                                                        std::size_t step) const override {
    BlockKillerController at;
    if (!at.load(r.session, r.events, step)) return {};
    const auto& t = at.state();
    std::vector<CatalogText> lines;
    for (std::size_t i = 0; i < t.hands.size(); ++i) {
      const auto& hand = t.hands[i];
      lines.push_back({hand.eliminated ? "replay.blockkiller.hand_out" : "replay.blockkiller.hand",
                       {Param{"player", at.name(static_cast<int>(i))},
                        Param{"blocks", std::int64_t{hand.blocks}},
                        Param{"garbage", std::int64_t{hand.garbage}}},
                       {}});
    }
    if (t.phase == bk::Phase::kOver) {
      if (t.winner) {
        lines.push_back({"replay.game_over_winner", {Param{"player", at.name(*t.winner)}}, {}});
      } else {
        lines.push_back({"replay.game_over", {}, {}});
      }
    } else if (t.phase == bk::Phase::kDefend && t.pending) {
      lines.push_back({"replay.blockkiller.defends",
                       {Param{"player", at.name(t.pending->target)},
                        Param{"attack", std::int64_t{t.pending->attack}}},
                       {}});
    } else {
      lines.push_back({t.phase == bk::Phase::kDraw ? "replay.blockkiller.to_draw"
                                                   : "replay.blockkiller.to_play",
                       {Param{"player", at.name(t.current)}},
                       {}});
    }
    return lines;
  }
  // Each row folded on the table it was entered on (an undo goes back one table):
  // "Ann draws 1 block + 1 garbage", "Ann attacks Bo: 4", "Bo defends 4 with 3", "Cy passes".
  [[nodiscard]] std::vector<CatalogText> replay_events(const SessionRecord& r) const override {
    std::vector<CatalogText> lines(r.events.size());
    const auto seats = sorted_seats(r);
    // The tables standing (start, then one per event not undone); empty once the fold broke.
    std::vector<bk::TableState> tables;
    if (auto setup = blockkiller_setup(r.session.rules_json, static_cast<int>(seats.size()))) {
      if (auto start = bk::start_table(setup.value())) tables.push_back(std::move(start).value());
    }
    for (std::size_t i = 0; i < r.events.size(); ++i) {
      const auto& row = r.events[i];
      if (row.kind == "undo") {
        lines[i] = {"replay.event.undo", {}, {}};
        if (tables.size() > 1) tables.pop_back();
        continue;
      }
      const auto json = json_input::parse_tolerant(row.payload);
      std::optional<bk::TableEvent> event;
      if (json && json->is_object()) {
        if (auto parsed = bj::parse_event(*json)) event = std::move(parsed).value();
      }
      if (!event) {
        // A kind the table stores whose payload does not read says so; another kind keeps
        // the shared "Event: kind".
        const bool known =
            row.kind == "draw" || row.kind == "play" || row.kind == "defend" || row.kind == "pass";
        if (known) lines[i] = unreadable_event_line(row);
        tables.clear();  // the tables after an unreadable row are unknown
        continue;
      }
      std::optional<bk::TableState> after;
      if (!tables.empty()) {
        if (auto next = bk::apply_event(tables.back(), *event)) after = std::move(next).value();
      }
      lines[i] = describe_event(*event, tables.empty() ? nullptr : &tables.back(),
                                after ? &*after : nullptr, seats);
      if (after) {
        tables.push_back(std::move(*after));
      } else {
        tables.clear();
      }
    }
    return lines;
  }
};

}  // namespace

std::unique_ptr<GameHistory> make_blockkiller_history() {
  return std::make_unique<BlockKillerHistory>();
}

}  // namespace tableref::controllers
