// HDCG in History: the duel after the first `step` events (HP, hand and hand limit per
// character, round and phase), folded by the referee from the session's setup event.
#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "tableref/controllers/hdcg/controller.hpp"
#include "tableref/controllers/hdcg/history.hpp"
#include "tableref/controllers/hdcg/json.hpp"
#include "tableref/controllers/hdcg/replay.hpp"
#include "tableref/referee/hdcg/duel.hpp"

namespace tableref::controllers {
namespace {

// The duel as set up by the session's first event.
std::optional<hdcg::DuelState> initial_of(const SessionRecord& r) {
  auto setup = hdcg_read_setup(r.events);
  if (!setup) return std::nullopt;
  return std::move(setup.value().duel);
}

// The referee events among the first `step` rows (after the setup), undos included.
std::optional<std::vector<hdcg::DuelEvent>> events_of(const SessionRecord& r, std::size_t step) {
  std::vector<hdcg::DuelEvent> events;
  for (std::size_t i = 1; i < step && i < r.events.size(); ++i) {
    auto parsed = hdcg_json::parse_exact(r.events[i].payload);
    if (!parsed) return std::nullopt;
    auto event = hdcg_json::read_event(parsed.value(), "events[" + std::to_string(i) + "]");
    if (!event) return std::nullopt;
    events.push_back(std::move(event).value());
  }
  return events;
}

class HdcgHistory final : public GameHistory {
 public:
  [[nodiscard]] std::string_view game() const override { return "hdcg"; }
  [[nodiscard]] BgStatsGame bgstats() const override {
    return BgStatsGame{"HDCG", 0, true, false, true};
  }
  // "damage_dealt" and "damage_taken" per player: HP lost to each damage not undone.
  [[nodiscard]] std::vector<PlayerFigure> player_figures(const SessionRecord& r) const override {
    auto initial = initial_of(r);
    auto events = events_of(r, r.events.size());
    if (!initial || !events) return {};
    std::vector<hdcg::DuelState> states{*initial};
    struct Hit {
      std::optional<std::size_t> source;
      std::size_t target = 0;
      double damage = 0;
    };
    std::vector<std::optional<Hit>> hits;
    for (const auto& e : *events) {
      if (std::holds_alternative<hdcg::event::Undo>(e)) {
        if (states.size() > 1) {
          states.pop_back();
          hits.pop_back();
        }
        continue;
      }
      auto next = states.back();
      if (!hdcg::apply(next, e)) return {};
      std::optional<Hit> hit;
      if (const auto* d = std::get_if<hdcg::event::Damage>(&e); d && next.last_damage) {
        hit = Hit{d->source, d->target, std::stod(next.last_damage->damage.to_string())};
      }
      states.push_back(std::move(next));
      hits.push_back(hit);
    }
    const auto& seats = initial->seats;
    std::vector<double> dealt(seats.size(), 0), taken(seats.size(), 0);
    for (const auto& hit : hits) {
      if (!hit) continue;
      if (hit->source && *hit->source < dealt.size()) dealt[*hit->source] += hit->damage;
      if (hit->target < taken.size()) taken[hit->target] += hit->damage;
    }
    std::vector<PlayerFigure> figures;
    for (std::size_t i = 0; i < seats.size(); ++i) {
      figures.push_back({seats[i].player, "damage_dealt", dealt[i]});
      figures.push_back({seats[i].player, "damage_taken", taken[i]});
    }
    return figures;
  }
  [[nodiscard]] std::vector<CatalogText> replay_summary(const SessionRecord& r,
                                                        std::size_t step) const override {
    auto initial = initial_of(r);
    auto events = events_of(r, step);
    if (!initial || !events) return {};
    auto state = hdcg::replay(*initial, *events);
    if (!state) return {};
    const auto& s = state.value();
    std::vector<CatalogText> lines;
    for (std::size_t i = 0; i < s.seats.size(); ++i) {
      const auto& seat = s.seats[i];
      lines.push_back({seat.character.is_out() ? "replay.hdcg.seat_out" : "replay.hdcg.seat",
                       {Param{"player", seat.player}, Param{"character", seat.character.card.name},
                        Param{"hp", seat.character.hp.to_string()},
                        Param{"max", seat.character.card.max_hp.to_string()},
                        Param{"hand", static_cast<std::int64_t>(seat.hand.size())},
                        Param{"limit", static_cast<std::int64_t>(s.hand_limit(i))}},
                       {}});
    }
    const auto seat = s.turn.seat < s.seats.size() ? s.seats[s.turn.seat].player : std::string();
    lines.push_back(
        {"replay.hdcg.turn",
         {Param{"round", static_cast<std::int64_t>(s.turn.round)}, Param{"player", seat}},
         {{"phase", hdcg_phase_key(s.turn.phase)}}});
    return lines;
  }
  // The replay's fold, each event read against the duel before and after it (hdcg_event_text).
  [[nodiscard]] std::vector<CatalogText> replay_events(const SessionRecord& r) const override {
    const auto replay = hdcg_replay(r);
    std::vector<CatalogText> lines(r.events.size());
    for (std::size_t i = 0; i < lines.size(); ++i) lines[i] = hdcg_event_text(replay, i + 1);
    return lines;
  }
};

}  // namespace

std::unique_ptr<GameHistory> make_hdcg_history() {
  return std::make_unique<HdcgHistory>();
}

}  // namespace tableref::controllers
