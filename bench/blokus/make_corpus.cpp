// Writes a seeded corpus of positions from random Blokus games, one single-line SGF per
// position (every prefix of every game), for `tableref-cli blokus legal-moves --repeat N`.
//   blokus_corpus [GAMES] [SEED] [VARIANT] > corpus.txt   (VARIANT: classic, duo, trigon, junior,
//   ...)
#include <cstdlib>
#include <iostream>
#include <random>
#include <string>
#include <vector>

#include "tableref/referee/blokus/game.hpp"
#include "tableref/referee/blokus/sgf.hpp"

int main(int argc, char** argv) {
  const int games = argc > 1 ? std::atoi(argv[1]) : 100;
  const auto seed = static_cast<unsigned>(argc > 2 ? std::strtoul(argv[2], nullptr, 10) : 20261122);
  namespace blokus = tableref::blokus;
  const auto variant = blokus::variant_from_name(argc > 3 ? argv[3] : "classic");
  if (!variant) {
    std::cerr << "blokus_corpus: unknown variant '" << argv[3] << "'\n";
    return 2;
  }
  std::mt19937 rng(seed);
  std::vector<blokus::PlacementId> moves;
  for (int g = 0; g < games; ++g) {
    blokus::GameState state(*variant);
    while (auto color = state.to_move()) {
      std::cout << blokus::write_sgf(state) << "\n";
      moves.clear();
      state.legal_moves(*color, moves);
      state.play_generated(
          *color, moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)]);
    }
  }
  return 0;
}
