#pragma once
// Where a piece can go: the search over piece states from spawn, placement legality in the
// fixed reason order, and the best spin any legal path earns.
#include <array>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "tableref/base/result.hpp"
#include "tableref/referee/blockkiller/field.hpp"
#include "tableref/referee/blockkiller/piece.hpp"
#include "tableref/referee/blockkiller/rules.hpp"

namespace tableref::blockkiller {

enum class Spin : std::uint8_t { kNone = 0, kMini = 1, kFull = 2 };
[[nodiscard]] std::string_view spin_name(Spin spin);  // "none", "mini", "full"
[[nodiscard]] std::optional<Spin> parse_spin(std::string_view name);

struct PieceState {
  Rotation rotation = Rotation::k0;
  int x = 0;
  int y = 0;
  friend bool operator==(const PieceState&, const PieceState&) = default;
};

// The cells a piece covers in a state.
[[nodiscard]] std::vector<GridCell> state_cells(Piece piece, const PieceState& state);
// Where a piece spawns above `field`: centred, flat side down, with 4 empty rows between
// it and the highest filled cell.
[[nodiscard]] PieceState spawn_state(Piece piece, const Field& field);

// The ghost of a piece turned to `rotation` with its rotation centre over column `x`:
// dropped straight down from above the stack until it rests. Empty when it does not fit
// in the field at that column. (The GUI's piece + turn + column entry; the cells still go
// through check_placement, which also asks whether the piece can get there.)
[[nodiscard]] std::optional<PieceState> ghost_state(const Field& field, Piece piece,
                                                    Rotation rotation, int x);

// A legal placement: the cells, one state that covers them, and the best spin.
struct Placement {
  Piece piece = Piece::kT;
  std::vector<GridCell> cells;  // sorted by (y, x)
  PieceState state;
  Spin spin = Spin::kNone;
  friend bool operator==(const Placement&, const Placement&) = default;
};

// Checks a placement given by its end cells. Reasons, the first that applies:
// blockkiller.not_a_piece, blockkiller.out_of_field, blockkiller.overlap,
// blockkiller.not_resting, blockkiller.unreachable.
[[nodiscard]] Result<Placement> check_placement(const Field& field, Piece piece,
                                                const std::vector<GridCell>& cells,
                                                const RuleOptions& rules);

// The block card that tapped cells form, as Blokus recognises its pieces from the cells: 4
// squares in the shape of Z, S, J, L, T, O or I in any rotation (mirror images are other
// cards: S is not Z, J is not L), or 1 square for the monomino. Duplicated cells form none.
// Reason: blockkiller.no_block_shape (cells, count).
[[nodiscard]] Result<Piece> identify_piece(const std::vector<GridCell>& cells);
// identify_piece, then check_placement of the card found.
[[nodiscard]] Result<Placement> check_tapped_cells(const Field& field,
                                                   const std::vector<GridCell>& cells,
                                                   const RuleOptions& rules);

// Every legal resting placement of `piece` (distinct cell sets), each with its best spin.
[[nodiscard]] std::vector<Placement> legal_placements(const Field& field, Piece piece,
                                                      const RuleOptions& rules);

// The same search for the best-play search, without allocating per placement: every
// distinct resting position as one state (the one with the best spin), appended to `out`.
struct StateSpin {
  PieceState state;
  Spin spin = Spin::kNone;
};
void resting_states(const Field& field, Piece piece, const RuleOptions& rules,
                    std::vector<StateSpin>& out);
// lock_piece for a piece given by its state.
int lock_state(Field& field, Piece piece, const PieceState& state, const RuleOptions& rules);

// Locks the cells into the field and clears full rows. Returns the lines that count for
// the attack: every row cleared, except rows that were already full before the piece
// (a merged checkerboard row) when merge_clears_with_first_piece is off.
int lock_piece(Field& field, const std::vector<GridCell>& cells, const RuleOptions& rules);

}  // namespace tableref::blockkiller
