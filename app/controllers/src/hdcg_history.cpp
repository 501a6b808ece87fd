// HDCG in History: the duel after the first `step` events (HP, hand and hand limit per
// character, round and phase), folded by the referee from the session's setup event.
#include <array>
#include <memory>
#include <string>
#include <vector>

#include "tableref/controllers/hdcg_history.hpp"
#include "tableref/controllers/hdcg_json.hpp"
#include "tableref/controllers/hdcg_session.hpp"
#include "tableref/referee/hdcg/duel.hpp"

namespace tableref::controllers {
namespace {

constexpr std::array<std::string_view, 6> kPhaseNames{"start", "judgement", "draw",
                                                      "play",  "discard",   "end"};

class HdcgHistory final : public GameHistory {
 public:
  [[nodiscard]] std::string_view game() const override { return "hdcg"; }
  [[nodiscard]] BgStatsGame bgstats() const override { return BgStatsGame{"hdcg", 0, true, false}; }
  [[nodiscard]] std::vector<std::string> replay_summary(const SessionRecord& r,
                                                        std::size_t step) const override {
    if (r.events.empty() || r.events.front().kind != kHdcgSetupKind) return {};
    auto setup = hdcg_json::parse_exact(r.events.front().payload);
    if (!setup || !setup.value().is_object() || !setup.value().contains("setup")) return {};
    auto initial = hdcg_json::read_duel_setup(setup.value().at("setup"));
    if (!initial) return {};
    std::vector<hdcg::DuelEvent> events;
    for (std::size_t i = 1; i < step && i < r.events.size(); ++i) {
      auto parsed = hdcg_json::parse_exact(r.events[i].payload);
      if (!parsed) return {};
      auto event = hdcg_json::read_event(parsed.value(), "events[" + std::to_string(i) + "]");
      if (!event) return {};
      events.push_back(std::move(event).value());
    }
    auto state = hdcg::replay(initial.value(), events);
    if (!state) return {};
    const auto& s = state.value();
    std::vector<std::string> lines;
    for (std::size_t i = 0; i < s.seats.size(); ++i) {
      const auto& seat = s.seats[i];
      std::string line = seat.player + " (" + seat.character.card.name + "): HP " +
                         seat.character.hp.to_string() + "/" +
                         seat.character.card.max_hp.to_string() + ", hand " +
                         std::to_string(seat.hand.size()) + "/" + std::to_string(s.hand_limit(i));
      if (seat.character.is_out()) line += " (out)";
      lines.push_back(std::move(line));
    }
    const auto phase = static_cast<std::size_t>(s.turn.phase);
    const auto seat = s.turn.seat < s.seats.size() ? s.seats[s.turn.seat].player : std::string();
    lines.push_back("round " + std::to_string(s.turn.round) + ", " + seat + ", " +
                    std::string(phase < kPhaseNames.size() ? kPhaseNames[phase] : "?"));
    return lines;
  }
};

}  // namespace

std::unique_ptr<GameHistory> make_hdcg_history() {
  return std::make_unique<HdcgHistory>();
}

}  // namespace tableref::controllers
