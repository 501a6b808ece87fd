#include "tableref/controllers/smashup_history.hpp"

#include <algorithm>

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
    return BgStatsGame{"Smash Up", 122522, true, false};
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
