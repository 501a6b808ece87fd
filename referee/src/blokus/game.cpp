#include "tableref/referee/blokus/game.hpp"
#include "tableref/referee/blokus/reason.hpp"

#include <algorithm>
#include <string>

namespace tableref::blokus {
namespace {

constexpr PieceSet bit(int i) {
  return PieceSet{1} << i;
}

// Per-thread dedup marks for the generator: a placement is seen once per generation.
// Set while a generation runs, cleared at its end by walking the moves it found.
struct Marks {
  std::vector<std::uint8_t> seen = std::vector<std::uint8_t>(65536, 0);
  // Room for every candidate one generation can write: each placement is taken once, plus
  // one slot for the last candidate written but not kept.
  std::vector<PlacementId> buffer = std::vector<PlacementId>(65536 + 1, 0);
};

std::string color_param(Variant variant, int color) {
  if (color < 0 || color >= kMaxColors) return std::to_string(color + 1);
  return std::string(color_name(variant, static_cast<Color>(color)));
}

bool cell_less(const GridCell& a, const GridCell& b) {
  return a.y != b.y ? a.y < b.y : a.x < b.x;
}

// A set of cells recognised as a piece (or not), and the corner it was measured from: on
// squares the leftmost column and the lowest row, where the match's anchor is counted from.
struct ShapeAt {
  std::optional<ShapeMatch> match;
  int min_x = 0;
  int min_y = 0;
};

// The piece these cells (sorted, distinct) form, if any. Far-flung cells are no piece; they
// are clamped only so that the offsets fit their bytes.
ShapeAt shape_of(const Geometry& geo, const std::vector<GridCell>& cells) {
  ShapeAt at;
  if (cells.empty() || cells.size() > kMaxPieceSize) return at;
  bool compact = true;
  std::vector<Offset> rel;
  if (geo.triangles()) {
    // Into the canonical frame (x + up_shift), then moved next to (0, 0) by a shift with
    // an even sum, which keeps every triangle's direction.
    const auto& front = cells.front();
    const int even = (front.x + front.y) & 1;
    for (const auto& c : cells) {
      const int x = c.x + geo.up_shift() - front.x - even;
      const int y = c.y - front.y;
      if (x < -12 || x > 12 || y > 6) compact = false;
      rel.push_back(Offset{static_cast<std::int8_t>(std::clamp(x, -13, 13)),
                           static_cast<std::int8_t>(std::min(y, 7))});
    }
    if (compact) at.match = identify_trigon_shape(rel);  // its placement is found by cells
    return at;
  }
  at.min_x =
      std::min_element(cells.begin(), cells.end(), [](auto& a, auto& b) { return a.x < b.x; })->x;
  at.min_y = cells.front().y;
  for (const auto& c : cells) {
    const int dx = c.x - at.min_x;
    const int dy = c.y - at.min_y;
    if (dx > 4 || dy > 4) compact = false;
    rel.push_back(Offset{static_cast<std::int8_t>(std::min(dx, 5)),
                         static_cast<std::int8_t>(std::min(dy, 5))});
  }
  if (compact) at.match = identify_shape(rel);
  return at;
}

// judge's rules but the turn, each adding what it finds to `v` (cells sorted and distinct).
// Free functions of this file rather than members, so that the compiler folds them into
// judge as when they were one function: checking a placement stays as fast.
using Board = std::array<std::uint8_t, kMaxCells + 1>;

void judge_on_board(const Geometry& geo, int edge, const std::vector<GridCell>& cells,
                    Violations& v) {
  std::vector<GridCell> off;
  for (const auto& c : cells) {
    if (!geo.on_board(c.x, c.y)) off.push_back(c);
  }
  if (!off.empty()) {
    v.emplace_back(Reason::kBlokusOffBoard,
                   std::vector<Param>{{"cells", off},
                                      {"width", std::int64_t{geo.width()}},
                                      {"height", std::int64_t{geo.height()}},
                                      {"edge", std::int64_t{edge}}});
  }
}

// Whether the shape is a piece of the set, still in the color's hand, and (largest first:
// `largest_first` holds the pieces allowed now) as large as the largest piece any color
// still holds.
void judge_piece(const GameState& s, Color color, const std::vector<GridCell>& cells,
                 const std::optional<ShapeMatch>& match,
                 const std::optional<PieceSet>& largest_first, Violations& v) {
  if (!match) {
    v.emplace_back(Reason::kBlokusNotAPiece,
                   std::vector<Param>{{"cells", cells}, {"edge", std::int64_t{s.info().edge}}});
    return;
  }
  const PieceId k = match->piece;
  const std::string name(s.piece_table()[k].name);
  if (!(s.info().piece_set & bit(k))) {
    v.emplace_back(Reason::kBlokusPieceNotInSet, std::vector<Param>{{"piece", name}});
  } else if (!(s.remaining(color) & bit(k))) {
    v.emplace_back(Reason::kBlokusPieceAlreadyPlayed, std::vector<Param>{{"piece", name}});
  } else if (largest_first && !(*largest_first & bit(k))) {
    int required = 0;
    for (int c = 0; c < s.colors(); ++c) {
      for (int i = 0; i < kPieceCount; ++i) {
        if (s.remaining(static_cast<Color>(c)) & bit(i)) {
          required = std::max<int>(required, piece_info(static_cast<PieceId>(i)).size);
        }
      }
    }
    v.emplace_back(Reason::kBlokusLargestFirst,
                   std::vector<Param>{{"piece", name},
                                      {"size", std::int64_t{piece_info(k).size}},
                                      {"required", std::int64_t{required}}});
  }
}

void judge_overlap(const GameState& s, const std::vector<GridCell>& cells, Violations& v) {
  std::vector<GridCell> overlap;
  for (const auto& c : cells) {
    if (s.color_at(c) >= 0) overlap.push_back(c);
  }
  if (!overlap.empty()) {
    v.emplace_back(Reason::kBlokusOverlap, std::vector<Param>{{"cells", overlap}});
  }
}

// No cell shares an edge with the color's own pieces (the placement rules' second half, and
// the whole rule of variants that only keep a color's pieces apart).
void judge_apart(const Geometry& geo, const Board& board, Color color,
                 const std::vector<GridCell>& cells, Violations& v) {
  const std::uint8_t own = static_cast<std::uint8_t>(color + 1);
  std::vector<GridCell> touching;
  for (const auto& c : cells) {
    if (!geo.on_board(c.x, c.y)) continue;
    for (auto e : geo.edge_neighbours(geo.index(c.x, c.y))) {
      if (board[e] == own) {
        touching.push_back(c);
        break;
      }
    }
  }
  if (!touching.empty()) {
    v.emplace_back(Reason::kBlokusEdgeContact, std::vector<Param>{{"cells", touching}});
  }
}

// The placement rules: a color's first piece covers one of its start cells; every later one
// touches the color at a corner and never along an edge.
void judge_contact(const GameState& s, const Board& board, Color color,
                   const std::vector<GridCell>& cells, Violations& v) {
  const Geometry& geo = s.geometry();
  if (s.placed_count(color) == 0) {
    const auto starts = s.start_cells(color);
    bool covered = false;
    for (const auto& st : starts) {
      if (std::find(cells.begin(), cells.end(), st) != cells.end()) covered = true;
    }
    if (!covered) {
      v.emplace_back(Reason::kBlokusMissesStartCell,
                     std::vector<Param>{{"cells", starts}, {"edge", std::int64_t{s.info().edge}}});
    }
    return;
  }
  judge_apart(geo, board, color, cells, v);
  const std::uint8_t own = static_cast<std::uint8_t>(color + 1);
  bool corner = false;
  for (const auto& c : cells) {
    if (!geo.on_board(c.x, c.y)) continue;
    for (auto d : geo.diagonal_neighbours(geo.index(c.x, c.y))) {
      if (board[d] == own) corner = true;
    }
  }
  if (!corner) {
    v.emplace_back(Reason::kBlokusNoCornerContact, std::vector<Param>{{"cells", cells}});
  }
}

}  // namespace

GameState::GameState(Variant variant, Options options)
    : info_(&variant_info(variant)), geo_(&Geometry::of(variant_info(variant))), options_(options) {
  const int w = info_->width;
  const int h = info_->height;
  const std::uint32_t inside = geo_->triangles() ? 0 : ((std::uint32_t{1} << w) - 1) << kRowMargin;
  for (auto& color_state : cs_) {
    if (geo_->triangles()) break;
    auto& rows = color_state.rows;
    for (int y = 0; y < static_cast<int>(rows.size()); ++y) {
      const bool on = y >= kRowMargin && y < h + kRowMargin;
      rows[static_cast<std::size_t>(y)] = on ? ~inside : ~std::uint32_t{0};
    }
  }
  for (int c = 0; c < info_->colors; ++c) {
    cs_[c].remaining = info_->piece_set;
    if (!info_->placement_rules) continue;
    for (const auto& s : start_cells(static_cast<Color>(c))) {
      const auto p = geo_->index(s.x, s.y);
      if (attach_flag_[c][p]) continue;
      attach_flag_[c][p] = 1;
      cs_[c].attach[cs_[c].attach_count++] = p;
    }
  }
  advance(-1);
}

int GameState::color_at(GridCell cell) const {
  if (!geo_->on_board(cell.x, cell.y)) return -1;
  return static_cast<int>(board_[geo_->index(cell.x, cell.y)]) - 1;
}

int GameState::remaining_squares(Color color) const {
  if (color >= kMaxColors) return 0;
  const auto table = piece_table();
  int total = 0;
  for (PieceSet set = info_->piece_set; set != 0; set &= set - 1) {
    const auto k = static_cast<std::size_t>(__builtin_ctz(set));
    total += table[k].size * (info_->copies - copies_placed_[color][k]);
  }
  return total;
}

std::optional<PieceId> GameState::last_piece(Color color) const {
  if (color >= kMaxColors || last_move_[color] < 0) return std::nullopt;
  return geo_->placement(history_[static_cast<std::size_t>(last_move_[color])].placement).piece;
}

std::vector<GridCell> GameState::last_piece_cells(Color color) const {
  if (color >= kMaxColors || last_move_[color] < 0) return {};
  return cells_of(history_[static_cast<std::size_t>(last_move_[color])].placement);
}

std::optional<Color> GameState::to_move() const {
  if (game_over_ || to_move_ < 0) return std::nullopt;
  return static_cast<Color>(to_move_);
}

std::vector<Color> GameState::skipped() const {
  std::vector<Color> out;
  if (!info_->turn_order) return out;
  int last = -1;
  for (auto it = history_.rbegin(); it != history_.rend(); ++it) {
    if (!it->setup) {
      last = it->color;
      break;
    }
  }
  const int colors = info_->colors;
  for (int i = 1; i <= colors; ++i) {
    const int c = ((last + i) % colors + colors) % colors;
    if (!game_over_ && c == to_move_) break;
    if (cs_[c].out) out.push_back(static_cast<Color>(c));
  }
  return out;
}

int GameState::player_for(Color color) const {
  if (color >= kMaxColors) return -1;
  if (info_->shared_color == color) return shared_moves_ % info_->players;
  return info_->owner[color];
}

std::vector<GridCell> GameState::start_cells(Color color) const {
  if (!info_->placement_rules || color >= info_->colors || cs_[color].placed > 0) return {};
  if (info_->shared_starts > 0) {  // Trigon: any start point no piece covers yet
    std::vector<GridCell> free;
    for (int i = 0; i < info_->shared_starts; ++i) {
      const auto s = info_->shared_start[static_cast<std::size_t>(i)];
      if (color_at(GridCell{s.x, s.y}) < 0) free.push_back(GridCell{s.x, s.y});
    }
    std::sort(free.begin(), free.end(), cell_less);
    return free;
  }
  const bool corners = options_.first_move == FirstMove::kAnyFreeCorner &&
                       info_->variant != Variant::kDuo && info_->variant != Variant::kJunior;
  if (!corners) {
    const auto s = info_->start[color];
    return {GridCell{s.x, s.y}};
  }
  const int w = geo_->width() - 1;
  const int h = geo_->height() - 1;
  std::vector<GridCell> all{GridCell{0, 0}, GridCell{w, 0}, GridCell{0, h}, GridCell{w, h}};
  std::vector<GridCell> free;
  for (const auto& c : all) {
    if (color_at(c) < 0) free.push_back(c);
  }
  return free.empty() ? all : free;
}

std::vector<GridCell> GameState::attach_cells(Color color) const {
  std::vector<GridCell> out;
  if (color >= info_->colors || !info_->placement_rules) return out;
  for (std::size_t i = 0; i < cs_[color].attach_count; ++i) {
    const auto p = cs_[color].attach[i];
    if (forbidden_[color][p]) continue;
    const auto c = geo_->cell(p);
    out.push_back(GridCell{c.x, c.y});
  }
  std::sort(out.begin(), out.end(), cell_less);
  return out;
}

PieceSet GameState::allowed_pieces(Color color) const {
  PieceSet allowed = cs_[color].remaining;
  if (info_->largest_first && allowed != 0) {
    int required = 0;
    for (int c = 0; c < info_->colors; ++c) {
      for (int k = 0; k < kPieceCount; ++k) {
        if (cs_[c].remaining & bit(k)) {
          required = std::max<int>(required, piece_info(static_cast<PieceId>(k)).size);
        }
      }
    }
    for (int k = 0; k < kPieceCount; ++k) {
      if (piece_info(static_cast<PieceId>(k)).size != required) allowed &= ~bit(k);
    }
  }
  return allowed;
}

template <bool kStopAtFirst>
std::size_t GameState::generate(Color color, std::vector<PlacementId>* out) const {
  if (color >= info_->colors) return 0;
  const PieceSet allowed = allowed_pieces(color);
  if (allowed == 0) return 0;
  const std::uint8_t* f = forbidden_[color].data();
  const Geometry& geo = *geo_;
  std::size_t found = 0;
  if (!info_->placement_rules) {
    for (PieceSet set = allowed; set != 0; set &= set - 1) {
      const auto k = static_cast<PieceId>(__builtin_ctz(set));
      const auto [begin, end] = geo.placements_of(k);
      for (unsigned id = begin; id < end; ++id) {
        const auto& c = geo.placement(static_cast<PlacementId>(id)).cells;
        if (f[c[0]] | f[c[1]] | f[c[2]] | f[c[3]] | f[c[4]] | f[c[5]]) continue;
        ++found;
        if constexpr (kStopAtFirst) return found;
        out->push_back(static_cast<PlacementId>(id));
      }
    }
    return found;
  }
  if (geo.triangles()) return generate_by_cell<kStopAtFirst>(color, allowed, out);
  // Window generator: for each attach cell, the 9x9 window of forbidden cells around it
  // (the margin off the board counts as forbidden), then every shape of every remaining
  // piece that covers the attach cell is tested against it with two ANDs. The shape tables
  // do not depend on the position on the board, so they stay in cache.
  static thread_local Marks marks;
  std::uint8_t* seen = marks.seen.data();
  const auto& rows = cs_[color].rows;
  const std::size_t count = cs_[color].attach_count;
  PlacementId* buffer = marks.buffer.data();
  std::size_t n = 0;
  for (std::size_t i = 0; i < count; ++i) {
    const auto cell = geo.cell(cs_[color].attach[i]);
    const int x = cell.x;
    const int y = cell.y;
    const std::uint32_t* r = rows.data() + y;  // rows y-4 .. y+4 (margin offset included)
    std::uint64_t lo = 0;
    for (int k = 0; k < 7; ++k) {
      lo |= static_cast<std::uint64_t>((r[k] >> x) & 0x1FFu) << (9 * k);
    }
    const std::uint32_t hi = ((r[7] >> x) & 0x1FFu) | (((r[8] >> x) & 0x1FFu) << 9);
    const unsigned status = window_status(lo);
    for (PieceSet set = allowed; set != 0; set &= set - 1) {
      const auto k = static_cast<PieceId>(__builtin_ctz(set));
      const auto shapes = geo.shapes(status, k);
      if constexpr (kStopAtFirst) {
        for (const RelShape& shape : shapes) {
          if (((shape.lo & lo) | (shape.hi & hi)) == 0) return 1;
        }
      } else {
        // Branch-free: every candidate is written, kept only when legal and new. Ids of
        // shapes off the board are garbage but stay in range (16-bit ids, 64 Ki marks).
        for (const RelShape& shape : shapes) {
          const bool legal = ((shape.lo & lo) | (shape.hi & hi)) == 0;
          const PlacementId id = geo.id_at(shape.po, x + shape.ax, y + shape.ay);
          const bool take = legal & (seen[id] == 0);
          buffer[n] = id;
          seen[id] = static_cast<std::uint8_t>(seen[id] | static_cast<std::uint8_t>(take));
          n += take;
        }
      }
    }
  }
  if constexpr (!kStopAtFirst) {
    for (std::size_t i = 0; i < n; ++i) seen[buffer[i]] = 0;
    out->insert(out->end(), buffer, buffer + n);
    found = n;
  }
  return found;
}

// Triangles: for each attach cell, every placement of every remaining piece that covers it
// (a precomputed list per cell and piece) is legal when none of its cells is forbidden.
template <bool kStopAtFirst>
std::size_t GameState::generate_by_cell(Color color, PieceSet allowed,
                                        std::vector<PlacementId>* out) const {
  static thread_local Marks marks;
  std::uint8_t* seen = marks.seen.data();
  PlacementId* buffer = marks.buffer.data();
  const std::uint8_t* f = forbidden_[color].data();
  const Geometry& geo = *geo_;
  const std::size_t count = cs_[color].attach_count;
  std::size_t n = 0;
  for (std::size_t i = 0; i < count; ++i) {
    const auto p = cs_[color].attach[i];
    // Which edge neighbours are forbidden selects the list that already leaves them out.
    unsigned status = 0;
    const auto edges = geo.edge_neighbours(p);
    for (std::size_t e = 0; e < edges.size(); ++e)
      status |= static_cast<unsigned>(f[edges[e]]) << e;
    for (PieceSet set = allowed; set != 0; set &= set - 1) {
      const auto k = static_cast<PieceId>(__builtin_ctz(set));
      for (const PlacementId id : geo.placements_at(p, k, status)) {
        const auto& c = geo.placement(id).cells;
        const bool legal = (f[c[0]] | f[c[1]] | f[c[2]] | f[c[3]] | f[c[4]] | f[c[5]]) == 0;
        if constexpr (kStopAtFirst) {
          if (legal) return 1;
        } else {
          const bool take = legal & (seen[id] == 0);
          buffer[n] = id;
          seen[id] = static_cast<std::uint8_t>(seen[id] | static_cast<std::uint8_t>(take));
          n += take;
        }
      }
    }
  }
  if constexpr (kStopAtFirst) return 0;
  for (std::size_t i = 0; i < n; ++i) seen[buffer[i]] = 0;
  out->insert(out->end(), buffer, buffer + n);
  return n;
}

void GameState::legal_moves(Color color, std::vector<PlacementId>& out) const {
  generate<false>(color, &out);
}

std::vector<PlacementId> GameState::legal_moves(Color color) const {
  std::vector<PlacementId> out;
  generate<false>(color, &out);
  return out;
}

bool GameState::has_legal_move(Color color) const {
  return generate<true>(color, nullptr) > 0;
}

std::vector<GridCell> GameState::cells_of(PlacementId placement) const {
  const auto& d = geo_->placement(placement);
  std::vector<GridCell> cells;
  cells.reserve(d.size);
  for (std::size_t i = 0; i < d.size; ++i) {
    const auto c = geo_->cell(d.cells[i]);
    cells.push_back(GridCell{c.x, c.y});
  }
  return cells;
}

PlacementInfo GameState::describe(Color color, PlacementId placement) const {
  const auto& d = geo_->placement(placement);
  PlacementInfo info;
  info.color = color;
  info.piece = d.piece;
  info.orientation = d.orientation;
  info.anchor = GridCell{d.anchor.x, d.anchor.y};
  info.placement = placement;
  info.cells = cells_of(placement);
  return info;
}

// The ruling on a placement typed as cells: every rule it breaks, in a fixed order (turn,
// board, piece, overlap, contact), so that one tap shows all its reasons at once.
Result<PlacementInfo> GameState::judge(Color color, std::span<const GridCell> input,
                                       bool rules) const {
  if (color >= info_->colors) {
    return Violation(Reason::kBlokusNoSuchColor, {{"color", color_param(variant(), color)}});
  }
  Violations v;
  if (rules) judge_turn(color, v);
  std::vector<GridCell> cells(input.begin(), input.end());
  std::sort(cells.begin(), cells.end(), cell_less);
  cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
  judge_on_board(*geo_, info_->edge, cells, v);
  const ShapeAt shape = shape_of(*geo_, cells);
  const auto largest_first =
      rules && info_->largest_first ? std::optional(allowed_pieces(color)) : std::nullopt;
  judge_piece(*this, color, cells, shape.match, largest_first, v);
  judge_overlap(*this, cells, v);
  if (rules && info_->placement_rules && !cells.empty()) {
    judge_contact(*this, board_, color, cells, v);
  } else if (rules && info_->apart) {
    judge_apart(*geo_, board_, color, cells, v);
  }
  if (!v.empty()) return v;
  int id = -1;
  if (geo_->triangles()) {
    std::vector<std::uint16_t> indices;
    for (const auto& c : cells) indices.push_back(geo_->index(c.x, c.y));
    id = geo_->find_cells(indices);
  } else {
    id = geo_->find(shape.match->piece, shape.match->orientation,
                    shape.min_x + shape.match->anchor.x, shape.min_y + shape.match->anchor.y);
  }
  if (id < 0) {  // cannot happen: on the board and a piece
    return Violation(Reason::kBlokusNotAPiece, {{"cells", cells}});
  }
  return describe(color, static_cast<PlacementId>(id));
}

void GameState::judge_turn(Color color, Violations& v) const {
  if (game_over_) {
    v.emplace_back(Reason::kBlokusGameOver);
  } else if (info_->turn_order && color != to_move_) {
    v.emplace_back(Reason::kBlokusNotYourTurn,
                   std::vector<Param>{{"color", color_param(variant(), color)},
                                      {"expected", color_param(variant(), to_move_)}});
  }
}

Result<PlacementInfo> GameState::check(Color color, std::span<const GridCell> cells) const {
  return judge(color, cells, true);
}

Result<PlacementInfo> GameState::check(Color color, PieceId piece, int orientation,
                                       GridCell anchor) const {
  const auto table = piece_table();
  if (piece >= table.size()) {
    return Violation(Reason::kBlokusNotAPiece, {{"cells", std::vector<GridCell>{}}});
  }
  const auto& info = table[piece];
  if (orientation < 0 || orientation >= static_cast<int>(info.orientations.size())) {
    return Violation(Reason::kBlokusBadOrientation,
                     {{"piece", std::string(info.name)},
                      {"orientation", std::int64_t{orientation}},
                      {"count", static_cast<std::int64_t>(info.orientations.size())}});
  }
  const auto& o = info.orientations[static_cast<std::size_t>(orientation)];
  std::vector<GridCell> cells;
  for (std::size_t i = 0; i < o.size; ++i) {
    cells.push_back(GridCell{anchor.x + o.cells[i].x, anchor.y + o.cells[i].y});
  }
  return judge(color, cells, true);
}

Result<PlacementInfo> GameState::play(Color color, std::span<const GridCell> cells) {
  auto result = judge(color, cells, true);
  if (result) play_generated(color, result.value().placement);
  return result;
}

Result<PlacementInfo> GameState::play(Color color, PieceId piece, int orientation,
                                      GridCell anchor) {
  auto result = check(color, piece, orientation, anchor);
  if (result) play_generated(color, result.value().placement);
  return result;
}

void GameState::play_generated(Color color, PlacementId placement) {
  place(color, placement);
  history_.push_back(Move{color, placement, false, false});
  last_move_[color] = static_cast<int>(history_.size()) - 1;
  if (info_->shared_color == color) ++shared_moves_;
  advance(color);
}

Result<PlacementInfo> GameState::overrule(Color color, std::span<const GridCell> cells) {
  auto result = judge(color, cells, false);
  if (!result) return result;
  place(color, result.value().placement);
  history_.push_back(Move{color, result.value().placement, true, false});
  last_move_[color] = static_cast<int>(history_.size()) - 1;
  if (info_->shared_color == color) ++shared_moves_;
  advance(color);
  return result;
}

Result<PlacementInfo> GameState::setup(Color color, std::span<const GridCell> cells) {
  auto result = judge(color, cells, false);
  if (!result) return result;
  place(color, result.value().placement);
  history_.push_back(Move{color, result.value().placement, false, true});
  last_move_[color] = static_cast<int>(history_.size()) - 1;
  advance(-1);
  return result;
}

void GameState::set_to_move(Color color) {
  if (color >= info_->colors || game_over_) return;
  if (!has_legal_move(color)) return;
  to_move_ = color;
}

Status GameState::undo() {
  if (history_.empty() || history_.back().setup) return Violation(Reason::kBlokusNothingToUndo);
  GameState fresh(info_->variant, options_);
  for (std::size_t i = 0; i + 1 < history_.size(); ++i) {
    const Move& m = history_[i];
    fresh.place(m.color, m.placement);
    fresh.history_.push_back(m);
    fresh.last_move_[m.color] = static_cast<int>(i);
    if (m.setup) {
      fresh.advance(-1);
    } else {
      if (info_->shared_color == m.color) ++fresh.shared_moves_;
      fresh.advance(m.color);
    }
  }
  *this = std::move(fresh);
  return Done{};
}

void GameState::place(Color color, PlacementId placement) {
  const auto& d = geo_->placement(placement);
  const auto own = static_cast<std::uint8_t>(color + 1);
  const int colors = info_->colors;
  for (std::size_t i = 0; i < d.size; ++i) {
    const auto q = d.cells[i];
    board_[q] = own;
    for (int k = 0; k < colors; ++k) forbid(k, q);
  }
  if (info_->placement_rules || info_->apart) {
    for (std::size_t i = 0; i < d.size; ++i) {
      for (auto e : geo_->edge_neighbours(d.cells[i])) forbid(color, e);
    }
  }
  if (info_->placement_rules) {
    auto& flag = attach_flag_[color];
    auto& list = cs_[color].attach;
    if (cs_[color].placed == 0) {  // the start cells stop counting once the first piece is down
      for (std::size_t i = 0; i < cs_[color].attach_count; ++i) flag[list[i]] = 0;
      cs_[color].attach_count = 0;
    }
    for (std::size_t i = 0; i < d.size; ++i) {
      for (auto g : geo_->diagonal_neighbours(d.cells[i])) {
        if (forbidden_[color][g] || flag[g]) continue;
        flag[g] = 1;
        list[cs_[color].attach_count++] = g;
      }
    }
    for (int k = 0; k < colors; ++k) {
      auto& l = cs_[k].attach;
      const auto& f = forbidden_[k];
      std::uint16_t kept = 0;
      for (std::size_t i = 0; i < cs_[k].attach_count; ++i) {
        if (!f[l[i]]) l[kept++] = l[i];
      }
      cs_[k].attach_count = kept;
    }
  }
  if (++copies_placed_[color][d.piece] >= info_->copies) cs_[color].remaining &= ~bit(d.piece);
  ++cs_[color].placed;
}

void GameState::advance(int last_color) {
  const int colors = info_->colors;
  to_move_ = -1;
  game_over_ = false;
  if (info_->ends_when_color_done) {
    for (int c = 0; c < colors; ++c) {
      if (cs_[c].remaining == 0) {
        game_over_ = true;
        return;
      }
    }
  }
  if (info_->turn_order) {
    for (int i = 1; i <= colors; ++i) {
      const int c = ((last_color + i) % colors + colors) % colors;
      if (cs_[c].out) continue;
      if (has_legal_move(static_cast<Color>(c))) {
        to_move_ = c;
        return;
      }
      cs_[c].out = true;
    }
    game_over_ = true;
    return;
  }
  // Solo: no order, and with largest-first a color may be stuck only for a while.
  for (int c = 0; c < colors; ++c) {
    cs_[c].out = !has_legal_move(static_cast<Color>(c));
    if (!cs_[c].out && to_move_ < 0) to_move_ = c;
  }
  game_over_ = to_move_ < 0;
}

}  // namespace tableref::blokus
