#pragma once
// Helpers shared by the Blokus tests.
#include <random>
#include <string>
#include <vector>

#include "tableref/referee/blokus/game.hpp"
#include "tableref/referee/blokus/reason.hpp"
#include "tableref/referee/blokus/sgf.hpp"

namespace tableref::blokus::test {

// "a20,b20" -> cells (aborts the test through an empty vector on bad text).
inline std::vector<GridCell> cells(const std::string& text) {
  std::vector<GridCell> out;
  std::size_t start = 0;
  while (start <= text.size()) {
    const auto comma = text.find(',', start);
    const auto part =
        text.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
    if (auto c = parse_cell(part)) out.push_back(*c);
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  return out;
}

// Plays up to `max_moves` random legal moves (the color to move each time).
inline void play_random(GameState& state, std::mt19937& rng, int max_moves = 1000) {
  std::vector<PlacementId> moves;
  for (int i = 0; i < max_moves; ++i) {
    const auto color = state.to_move();
    if (!color) return;
    moves.clear();
    state.legal_moves(*color, moves);
    if (moves.empty()) return;
    std::uniform_int_distribution<std::size_t> pick(0, moves.size() - 1);
    state.play_generated(*color, moves[pick(rng)]);
  }
}

template <class T>
bool has_reason(const Result<T>& r, ReasonCode reason) {
  if (r.ok()) return false;
  for (const auto& v : r.violations()) {
    if (v.reason == reason) return true;
  }
  return false;
}

template <class T>
std::vector<GridCell> cells_param(const Result<T>& r, ReasonCode reason) {
  if (r.ok()) return {};
  for (const auto& v : r.violations()) {
    if (v.reason != reason) continue;
    if (const auto* p = v.find("cells")) return std::get<std::vector<GridCell>>(*p);
  }
  return {};
}

}  // namespace tableref::blokus::test
