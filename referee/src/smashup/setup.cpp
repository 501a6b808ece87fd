#include "tableref/referee/smashup/setup.hpp"
#include "tableref/referee/smashup/reason.hpp"

#include <random>

namespace tableref::smashup {
namespace {

bool in_sets(const std::string& set, const std::vector<std::string>& sets) {
  if (sets.empty()) return true;
  for (const auto& s : sets) {
    if (s == set) return true;
  }
  return false;
}

// Fisher-Yates over indices with std::mt19937_64, whose output the standard fixes; the
// standard distributions are not portable, so the bound is applied here by rejection.
std::vector<std::size_t> shuffled(std::size_t n, std::uint64_t seed) {
  std::vector<std::size_t> order(n);
  for (std::size_t i = 0; i < n; ++i) order[i] = i;
  std::mt19937_64 engine(seed);
  for (std::size_t i = n; i > 1; --i) {
    const std::uint64_t bound = i;
    const std::uint64_t limit = UINT64_MAX - UINT64_MAX % bound;
    std::uint64_t draw = engine();
    while (draw >= limit) draw = engine();
    std::swap(order[i - 1], order[static_cast<std::size_t>(draw % bound)]);
  }
  return order;
}

bool same_base(const BaseCard& a, const BaseCard& b) {
  return a.set == b.set && a.name == b.name;
}

}  // namespace

std::vector<BaseCard> base_deck(const std::vector<BaseCard>& catalog,
                                const std::vector<std::string>& sets, Printing preferred) {
  std::vector<BaseCard> deck;
  for (const auto& row : catalog) {
    if (!in_sets(row.set, sets)) continue;
    if (row.printing == Printing::kCustom) {
      deck.push_back(row);
      continue;
    }
    bool seen = false;
    for (const auto& chosen : deck) {
      seen = seen || (chosen.printing != Printing::kCustom && same_base(chosen, row));
    }
    if (seen) continue;
    const BaseCard* pick = find_base(catalog, row.set, row.name, preferred);
    if (pick == nullptr) pick = find_base(catalog, row.set, row.name, Printing::kCurrent);
    deck.push_back(pick != nullptr ? *pick : row);
  }
  return deck;
}

std::vector<Faction> faction_pool(const std::vector<Faction>& catalog,
                                  const std::vector<std::string>& sets) {
  std::vector<Faction> pool;
  for (const auto& f : catalog) {
    if (in_sets(f.set, sets)) pool.push_back(f);
  }
  return pool;
}

Result<std::vector<std::array<std::string, 2>>> deal_factions(const std::vector<Faction>& pool,
                                                              int players, std::uint64_t seed) {
  // Distinct names only: the same faction printed in two sets is still one faction.
  std::vector<std::string> names;
  for (const auto& f : pool) {
    bool known = false;
    for (const auto& n : names) known = known || n == f.name;
    if (!known) names.push_back(f.name);
  }
  const std::int64_t needed = 2 * std::int64_t{players < 0 ? 0 : players};
  if (static_cast<std::int64_t>(names.size()) < needed) {
    return Violation{
        Reason::kSmashupNotEnoughFactions,
        {Param{"needed", needed}, Param{"available", static_cast<std::int64_t>(names.size())}}};
  }
  const auto order = shuffled(names.size(), seed);
  std::vector<std::array<std::string, 2>> dealt;
  for (int p = 0; p < players; ++p) {
    const auto i = static_cast<std::size_t>(2 * p);
    dealt.push_back({names[order[i]], names[order[i + 1]]});
  }
  return dealt;
}

Result<std::vector<BaseCard>> draw_bases(const std::vector<BaseCard>& deck, int count,
                                         std::uint64_t seed) {
  if (count < 0 || static_cast<std::size_t>(count) > deck.size()) {
    return Violation{Reason::kSmashupNotEnoughBases,
                     {Param{"needed", std::int64_t{count}},
                      Param{"available", static_cast<std::int64_t>(deck.size())}}};
  }
  const auto order = shuffled(deck.size(), seed);
  std::vector<BaseCard> drawn;
  for (int i = 0; i < count; ++i) drawn.push_back(deck[order[static_cast<std::size_t>(i)]]);
  return drawn;
}

std::vector<BaseCard> remaining_bases(const std::vector<BaseCard>& deck, const GameState& state) {
  std::vector<BaseCard> left;
  for (const auto& card : deck) {
    bool used = false;
    for (const auto& base : state.bases) used = used || (base.card && same_base(*base.card, card));
    for (const auto& scored : state.scored) used = used || same_base(scored.card, card);
    if (!used) left.push_back(card);
  }
  return left;
}

}  // namespace tableref::smashup
