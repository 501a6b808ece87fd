#pragma once
// A Blokus game as a value: the board, each color's pieces, the per-color state the move
// generator needs (forbidden cells, attach cells: updated incrementally as pieces land),
// whose turn it is, and the move history for undo. Copy it freely (a few kilobytes plus the
// history); the board tables it points to are shared and immutable.
//
// Cells are GridCell{x, y}: x = column (0 = a), y = row (0 = row 1, at the bottom). On
// Trigon's hexagon, x and y are the column and row the triangle is mapped to (Pentobi's
// coordinates); only the cells of the hexagon are on the board.
#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "tableref/base/result.hpp"
#include "tableref/referee/blokus/geometry.hpp"
#include "tableref/referee/blokus/piece.hpp"
#include "tableref/referee/blokus/trigon_piece.hpp"
#include "tableref/referee/blokus/variant.hpp"

namespace tableref::blokus {

// One entry of the history.
struct Move {
  Color color = 0;
  PlacementId placement = 0;
  bool overruled = false;  // placed by "the table overrules the referee"
  bool setup = false;      // placed by a file's setup property, not a turn
  friend bool operator==(const Move&, const Move&) = default;
};

// What a legal (or overruled) placement is.
struct PlacementInfo {
  Color color = 0;
  PieceId piece = 0;
  std::uint8_t orientation = 0;  // index into piece_info(piece).orientations
  GridCell anchor;               // where the orientation's (0,0) lies
  PlacementId placement = 0;
  std::vector<GridCell> cells;  // Pentobi's order
};

class GameState {
 public:
  explicit GameState(Variant variant = Variant::kClassic, Options options = {});

  [[nodiscard]] Variant variant() const { return info_->variant; }
  [[nodiscard]] const VariantInfo& info() const { return *info_; }
  [[nodiscard]] const Options& options() const { return options_; }
  [[nodiscard]] const Geometry& geometry() const { return *geo_; }
  [[nodiscard]] int colors() const { return info_->colors; }

  // The color on a cell, or -1 (empty or off the board).
  [[nodiscard]] int color_at(GridCell cell) const;
  // Accessors by color answer 0 / false for a color the variant does not have.
  [[nodiscard]] PieceSet remaining(Color color) const {
    return color < kMaxColors ? cs_[color].remaining : 0;
  }
  // Squares (Trigon: triangles) of the pieces the color has not placed, every copy counted.
  [[nodiscard]] int remaining_squares(Color color) const;
  // The piece table of the variant's family (squares, or Trigon's triangles).
  [[nodiscard]] std::span<const PieceInfo> piece_table() const { return geo_->piece_table(); }
  // Copies of `piece` the color has placed (Junior owns two of each).
  [[nodiscard]] int copies_placed(Color color, PieceId piece) const {
    return color < kMaxColors && piece < kTrigonPieceCount ? copies_placed_[color][piece] : 0;
  }
  [[nodiscard]] int placed_count(Color color) const {
    return color < kMaxColors ? cs_[color].placed : 0;
  }
  // The last piece the color placed, if any.
  [[nodiscard]] std::optional<PieceId> last_piece(Color color) const;
  // The cells of the color's last piece (for the "last placed" mark).
  [[nodiscard]] std::vector<GridCell> last_piece_cells(Color color) const;
  [[nodiscard]] const std::vector<Move>& history() const { return history_; }

  // The color to move; nullopt when the game is over. Colors that cannot move are skipped
  // automatically. Solo variants have no order: this is the lowest color that can move.
  [[nodiscard]] std::optional<Color> to_move() const;
  [[nodiscard]] bool game_over() const { return game_over_; }
  // Colors skipped for the rest of the game because they cannot move (and colors done).
  [[nodiscard]] bool is_out(Color color) const { return color < kMaxColors && cs_[color].out; }
  // The colors passed over after the last move because they cannot move (in turn order),
  // for "yellow cannot move and is skipped" on screen. Empty in solo variants.
  [[nodiscard]] std::vector<Color> skipped() const;
  // The player (0-based) who places `color` next: its owner, or for the shared color of the
  // three-player game the player whose turn with it it is (blue's player first).
  [[nodiscard]] int player_for(Color color) const;
  // The start cells a color's first piece may cover now (empty once it has a piece down).
  [[nodiscard]] std::vector<GridCell> start_cells(Color color) const;
  // The cells where the color's next piece could touch its own corners (hint display).
  [[nodiscard]] std::vector<GridCell> attach_cells(Color color) const;

  // Validation: every broken rule with the cells involved, or the piece and orientation.
  [[nodiscard]] Result<PlacementInfo> check(Color color, std::span<const GridCell> cells) const;
  [[nodiscard]] Result<PlacementInfo> check(Color color, PieceId piece, int orientation,
                                            GridCell anchor) const;
  // Validation and, when legal, the move is made.
  [[nodiscard]] Result<PlacementInfo> play(Color color, std::span<const GridCell> cells);
  [[nodiscard]] Result<PlacementInfo> play(Color color, PieceId piece, int orientation,
                                           GridCell anchor);
  // Plays a placement id known to be legal (from legal_moves); checked cheaply in debug only.
  void play_generated(Color color, PlacementId placement);
  // "The table overrules the referee": places the piece ignoring turn, start and contact
  // rules. The cells must still form an unplayed piece of the color, on the board, on empty
  // cells. Recorded as overruled in the history.
  [[nodiscard]] Result<PlacementInfo> overrule(Color color, std::span<const GridCell> cells);
  // A setup placement from a file (no rules but the physical ones, no turn taken).
  [[nodiscard]] Result<PlacementInfo> setup(Color color, std::span<const GridCell> cells);
  // Sets the color to move (a file's PL property); ignored if that color cannot move.
  void set_to_move(Color color);
  // Takes back the last move (not setup placements).
  [[nodiscard]] Status undo();

  // Every distinct legal placement of `color` in this position (regardless of whose turn
  // it is), appended to `out`. Empty for a color with no move.
  void legal_moves(Color color, std::vector<PlacementId>& out) const;
  [[nodiscard]] std::vector<PlacementId> legal_moves(Color color) const;
  [[nodiscard]] bool has_legal_move(Color color) const;

  [[nodiscard]] PlacementInfo describe(Color color, PlacementId placement) const;
  [[nodiscard]] std::vector<GridCell> cells_of(PlacementId placement) const;

 private:
  template <bool kStopAtFirst>
  std::size_t generate(Color color, std::vector<PlacementId>* out) const;
  template <bool kStopAtFirst>
  std::size_t generate_by_cell(Color color, PieceSet allowed, std::vector<PlacementId>* out) const;
  [[nodiscard]] PieceSet allowed_pieces(Color color) const;
  [[nodiscard]] Result<PlacementInfo> judge(Color color, std::span<const GridCell> cells,
                                            bool rules) const;
  // judge's turn rule; its other rules are free functions of game.cpp (see there).
  void judge_turn(Color color, Violations& v) const;
  void place(Color color, PlacementId placement);
  void forbid(int color, std::uint16_t cell) {
    forbidden_[color][cell] = 1;
    if (geo_->triangles()) return;  // the bit rows serve the square window generator only
    const auto c = geo_->cell(cell);
    cs_[color].rows[c.y + kRowMargin] |= std::uint32_t{1} << (c.x + kRowMargin);
  }
  void advance(int last_color);

  // Hot fields first: what the generator reads sits in a few adjacent cache lines.
  const VariantInfo* info_ = nullptr;
  const Geometry* geo_ = nullptr;
  int to_move_ = 0;
  bool game_over_ = false;
  int shared_moves_ = 0;
  Options options_;
  static constexpr int kRowMargin = 4;
  // What the generator reads of one color, together so a cold position costs few cache
  // lines: forbidden cells as bit rows (row y + 4, bit x + 4; the margin off the board is
  // forbidden), the pieces left, and the attach cells (empty, not forbidden, diagonal to
  // the color, or its start cells before its first piece).
  struct ColorState {
    std::array<std::uint32_t, 20 + 2 * kRowMargin> rows{};
    PieceSet remaining = 0;
    std::uint16_t attach_count = 0;
    std::uint8_t placed = 0;
    bool out = false;
    std::array<std::uint16_t, kMaxCells> attach{};
  };
  std::array<ColorState, kMaxColors> cs_{};
  std::array<int, kMaxColors> last_move_{-1, -1, -1, -1};  // index into history_
  std::array<std::uint8_t, kMaxCells + 1> board_{};        // 0 empty, else color + 1
  // Forbidden cells (occupied, or edge-adjacent to the color) as bytes, kNoCell kept 0.
  std::array<std::array<std::uint8_t, kMaxCells + 1>, kMaxColors> forbidden_{};
  std::array<std::array<std::uint8_t, kMaxCells + 1>, kMaxColors> attach_flag_{};
  std::array<std::array<std::uint8_t, kTrigonPieceCount>, kMaxColors> copies_placed_{};
  std::vector<Move> history_;
};

}  // namespace tableref::blokus
