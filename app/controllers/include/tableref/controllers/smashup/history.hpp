#pragma once
// Smash Up in the history: BG Stats facts, the faction pair as a player's role, and the
// faction groups statistics count by.
#include <memory>
#include <string>
#include <vector>

#include "tableref/controllers/game_history.hpp"

namespace tableref::controllers {

[[nodiscard]] std::unique_ptr<GameHistory> make_smashup_history();

// The factions of a Smash Up seat role ("Pirates + Ninjas", "Pirates/Ninjas",
// "Pirates, Ninjas"), trimmed, in the order given.
[[nodiscard]] std::vector<std::string> smashup_factions(const std::string& role);

}  // namespace tableref::controllers
