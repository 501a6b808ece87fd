#include "tableref/controllers/smashup/history.hpp"

#include <algorithm>
#include <cstdint>

#include "tableref/controllers/smashup/events_json.hpp"
#include "tableref/controllers/smashup/replay.hpp"
#include "tableref/referee/smashup/session.hpp"
#include "tableref/referee/smashup/state.hpp"

namespace tableref::controllers {
namespace {

std::string trim(std::string text) {
  const auto first = text.find_first_not_of(" \t");
  if (first == std::string::npos) return {};
  const auto last = text.find_last_not_of(" \t");
  return text.substr(first, last - first + 1);
}

class SmashupHistory final : public GameHistory {
 public:
  [[nodiscard]] std::string_view game() const override { return "smashup"; }
  [[nodiscard]] BgStatsGame bgstats() const override {
    return BgStatsGame{"Smash Up", 122522, true, false, false};
  }
  [[nodiscard]] std::string export_role(const db::SeatEntry& seat) const override {
    const auto factions = smashup_factions(seat.role);
    std::string role;
    for (const auto& f : factions) role += (role.empty() ? "" : " + ") + f;
    return role;
  }
  // One "faction:<name>" entry per faction and one "pair:<a> + <b>" (sorted) per seat.
  [[nodiscard]] std::vector<PlayerFigure> player_groups(const SessionRecord& r) const override {
    std::vector<PlayerFigure> groups;
    for (const auto& seat : r.session.seats) {
      auto factions = smashup_factions(seat.role);
      for (const auto& f : factions) groups.push_back({seat.player, "faction:" + f, 1});
      if (factions.size() == 2) {
        std::sort(factions.begin(), factions.end());
        groups.push_back({seat.player, "pair:" + factions[0] + " + " + factions[1], 1});
      }
    }
    return groups;
  }
  // The referee's game after the first `step` events: VP per player, power per base
  // against its breakpoint, turn and phase.
  [[nodiscard]] std::vector<CatalogText> replay_summary(const SessionRecord& r,
                                                        std::size_t step) const override {
    std::vector<smashup::Event> log;
    for (std::size_t i = 0; i < step && i < r.events.size(); ++i) {
      auto event = smashup_event_from_row(r.events[i].kind, r.events[i].payload);
      if (!event) return {};
      log.push_back(std::move(event).value());
    }
    auto session = smashup::Session::from_log(std::move(log));
    if (!session) return {};
    const auto& s = session.value().state();
    if (!s.started) return {{"replay.not_started", {}, {}}};
    std::vector<CatalogText> lines;
    for (const auto& p : s.players) {
      lines.push_back(
          {"replay.smashup.vp", {Param{"player", p.name}, Param{"vp", std::int64_t{p.vp}}}, {}});
    }
    for (const auto& base : s.bases) {
      if (!base.card) continue;
      lines.push_back({"replay.smashup.base",
                       {Param{"base", base.card->name},
                        Param{"power", std::int64_t{smashup::total_power(base)}},
                        Param{"breakpoint", std::int64_t{smashup::breakpoint(base)}}},
                       {}});
    }
    if (s.over) {
      lines.push_back({"replay.game_over", {}, {}});
    } else {
      const auto current = static_cast<std::size_t>(s.current);
      lines.push_back(
          {"replay.smashup.turn",
           {Param{"turn", std::int64_t{s.turn}},
            Param{"player", current < s.players.size() ? s.players[current].name : "?"}},
           {{"phase", "smashup.phase." + std::string(smashup::phase_name(s.phase))}}});
    }
    return lines;
  }
  // The replay's fold, each event read against the game before and after it
  // (smashup_event_text); rows after one the fold stopped at are left to the shared words.
  [[nodiscard]] std::vector<CatalogText> replay_events(const SessionRecord& r) const override {
    const auto replay = smashup_replay(r);
    std::vector<CatalogText> lines(r.events.size());
    for (std::size_t i = 0; i < lines.size(); ++i) lines[i] = smashup_event_text(replay, i + 1);
    return lines;
  }
};

}  // namespace

std::vector<std::string> smashup_factions(const std::string& role) {
  std::vector<std::string> factions;
  std::string current;
  auto flush = [&] {
    if (auto t = trim(current); !t.empty()) factions.push_back(std::move(t));
    current.clear();
  };
  for (char c : role) {
    if (c == '+' || c == '/' || c == ',' || c == '&') {
      flush();
    } else {
      current += c;
    }
  }
  flush();
  return factions;
}

std::unique_ptr<GameHistory> make_smashup_history() {
  return std::make_unique<SmashupHistory>();
}

}  // namespace tableref::controllers
