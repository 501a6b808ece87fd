#pragma once
// Setting a game up from the catalog: the base deck of the chosen sets, factions dealt at
// random, bases drawn. Dealing is deterministic for a seed (a portable generator), but the
// session stores the outcome (StartGame, ReplaceBase), never the seed.
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "tableref/base/result.hpp"
#include "tableref/referee/smashup/catalog.hpp"
#include "tableref/referee/smashup/state.hpp"

namespace tableref::smashup {

// One row per base of the given sets (all sets when `sets` is empty), in catalog order:
// the `preferred` printing where the base has one, else its current row. Custom bases
// (printing custom) are always their own row.
[[nodiscard]] std::vector<BaseCard> base_deck(const std::vector<BaseCard>& catalog,
                                              const std::vector<std::string>& sets,
                                              Printing preferred = Printing::kCurrent);

// The factions of the given sets (all when empty), in catalog order.
[[nodiscard]] std::vector<Faction> faction_pool(const std::vector<Faction>& catalog,
                                                const std::vector<std::string>& sets);

// Two different factions for each of `players` players, dealt at random from the pool
// (no faction dealt twice). Violation when the pool is too small.
[[nodiscard]] Result<std::vector<std::array<std::string, 2>>> deal_factions(
    const std::vector<Faction>& pool, int players, std::uint64_t seed);

// `count` different bases drawn at random from the deck. Violation when it is too small.
[[nodiscard]] Result<std::vector<BaseCard>> draw_bases(const std::vector<BaseCard>& deck, int count,
                                                       std::uint64_t seed);

// The deck without the bases in play or already scored in this game (same set and name),
// for drawing a replacement.
[[nodiscard]] std::vector<BaseCard> remaining_bases(const std::vector<BaseCard>& deck,
                                                    const GameState& state);

}  // namespace tableref::smashup
