#include "tableref/referee/blockkiller/placement.hpp"
#include "tableref/referee/blockkiller/reason.hpp"

#include <algorithm>
#include <bit>

namespace tableref::blockkiller {
namespace {

// Origin coordinates the search may visit, shifted to be non-negative.
constexpr int kXOff = 3;
constexpr int kXs = 16;
constexpr int kYOff = 4;
constexpr int kYs = kRows + 8;
// Head room the search needs above the spawn row (kicks lift by up to 2, I reaches 1 up).
constexpr int kHeadRoom = 10;

struct ShapeMask {
  int min_dx = 0;
  int max_dx = 0;
  int min_dy = 0;
  int rows = 0;
  std::array<std::uint16_t, 4> mask{};
};

struct MaskTable {
  std::array<std::array<ShapeMask, 4>, kPieceCount> m{};
};

MaskTable make_masks() {
  MaskTable t;
  for (auto piece : kAllPieces) {
    for (int r = 0; r < 4; ++r) {
      auto cells = piece_cells(piece, static_cast<Rotation>(r));
      ShapeMask s;
      s.min_dx = s.max_dx = cells[0].x;
      s.min_dy = cells[0].y;
      int max_dy = cells[0].y;
      for (auto c : cells) {
        s.min_dx = std::min(s.min_dx, c.x);
        s.max_dx = std::max(s.max_dx, c.x);
        s.min_dy = std::min(s.min_dy, c.y);
        max_dy = std::max(max_dy, c.y);
      }
      s.rows = max_dy - s.min_dy + 1;
      for (auto c : cells) {
        auto& row = s.mask[static_cast<std::size_t>(c.y - s.min_dy)];
        row = static_cast<std::uint16_t>(row | (1u << (c.x - s.min_dx)));
      }
      t.m[static_cast<std::size_t>(piece)][static_cast<std::size_t>(r)] = s;
    }
  }
  return t;
}
const MaskTable& masks() {
  static const MaskTable table = make_masks();
  return table;
}

inline bool fits(const Field& field, const ShapeMask& s, int x, int y) {
  const int left = x + s.min_dx;
  if (left < 0 || x + s.max_dx >= kWidth) return false;
  const int bottom = y + s.min_dy;
  if (bottom < 0 || bottom + s.rows > kRows) return false;
  const auto& rows = field.rows();
  for (int k = 0; k < s.rows; ++k) {
    if (rows[static_cast<std::size_t>(bottom + k)] &
        static_cast<std::uint16_t>(s.mask[static_cast<std::size_t>(k)] << left)) {
      return false;
    }
  }
  return true;
}

// The search over piece states from spawn, on bitboards: for each rotation and origin row, a
// 16-bit mask of the origin columns x (bit x + kXOff). Left, right and down moves close a
// rotation's masks row by row from the top; a turn moves whole rows of states at once, each
// state taking the first kick test whose target fits. Repeated until nothing new is reached.
struct Reach {
  int rows = 0;  // origin rows searched: y = -kYOff .. max_y
  int max_y = 0;
  using Rows = std::array<std::uint16_t, kYs + 4>;
  std::array<Rows, 4> fit{};      // the piece fits at (x, y)
  std::array<Rows, 4> reached{};  // reachable from spawn
  std::array<Rows, 4> rotated{};  // reached by a rotation (the last action can be a turn)
  std::array<Rows, 4> tst{};      // reached by the 5th test of 0->R, 2->R, 0->L, 2->L

  [[nodiscard]] static bool bit(const Rows& rows, int x, int y) {
    const int xi = x + kXOff;
    const int yi = y + kYOff;
    if (xi < 0 || xi >= kXs || yi < 0 || yi >= kYs + 4) return false;
    return ((rows[static_cast<std::size_t>(yi)] >> xi) & 1u) != 0;
  }
};

inline std::uint16_t shift_x(std::uint16_t m, int dx) {
  return static_cast<std::uint16_t>(dx >= 0 ? (m << dx) : (m >> -dx));
}

// Origin columns where one row of the shape sits on empty cells of `field_row`.
inline std::uint16_t row_fit(std::uint16_t field_row, std::uint16_t shape_row, int min_dx) {
  const std::uint16_t empty = static_cast<std::uint16_t>(~field_row & kFullRow);
  std::uint16_t ok = 0xFFFF;
  for (int b = 0; b < 4; ++b) {
    if (((shape_row >> b) & 1u) == 0) continue;
    ok = static_cast<std::uint16_t>(ok & shift_x(empty, kXOff - min_dx - b));
  }
  return ok;
}

// Where the piece fits, per rotation and origin row, for the rows the search reads; the
// reach masks of those rows are cleared on the way (the scratch Reach is reused).
void find_fits(const Field& field, Piece piece, int states, Reach& reach) {
  const auto& table = masks().m[static_cast<std::size_t>(piece)];
  const int fit_rows = reach.rows + 2;  // kicks may test up to 2 rows above the searched space
  for (int r = 0; r < 4; ++r) {
    auto& fit = reach.fit[static_cast<std::size_t>(r)];
    // Only the rows searched are read (states above max_y are open air, never looked up).
    const auto used = static_cast<std::size_t>(std::min(fit_rows, kYs + 4));
    std::fill_n(reach.reached[static_cast<std::size_t>(r)].begin(), used, std::uint16_t{0});
    std::fill_n(reach.rotated[static_cast<std::size_t>(r)].begin(), used, std::uint16_t{0});
    std::fill_n(reach.tst[static_cast<std::size_t>(r)].begin(), used, std::uint16_t{0});
    std::fill_n(fit.begin(), used, std::uint16_t{0});
    if (r >= states) continue;
    const auto& s = table[static_cast<std::size_t>(r)];
    for (int yi = 0; yi < fit_rows; ++yi) {
      const int bottom = yi - kYOff + s.min_dy;
      if (bottom < 0 || bottom + s.rows > kRows) continue;
      std::uint16_t m = 0xFFFF;
      for (int k = 0; k < s.rows && m != 0; ++k) {
        m = static_cast<std::uint16_t>(
            m & row_fit(field.row(bottom + k), s.mask[static_cast<std::size_t>(k)], s.min_dx));
      }
      fit[static_cast<std::size_t>(yi)] = m;
    }
  }
}

struct Turn {
  int from;
  int to;
  std::span<const Offset> tests;
  bool tst;  // the 5th test upgrades a T-spin
};

// The turns a piece can make, with their kick tests: clockwise and counter-clockwise from
// each rotation, and 180 when the rules have it. None for a piece with one rotation state.
struct Turns {
  std::array<Turn, 12> list{};
  int count = 0;
};

Turns turns_of(Piece piece, int states, const RuleOptions& rules) {
  Turns turns;
  if (states != 4) return turns;
  for (int r = 0; r < 4; ++r) {
    const auto from = static_cast<Rotation>(r);
    const std::array<Rotation, 3> targets{rotate_cw(from), rotate_ccw(from), rotate_180(from)};
    for (int t = 0; t < (rules.rotate180 ? 3 : 2); ++t) {
      const Rotation to = targets[static_cast<std::size_t>(t)];
      const bool side = t < 2 && (to == Rotation::kR || to == Rotation::kL) &&
                        (from == Rotation::k0 || from == Rotation::k2);
      turns.list[static_cast<std::size_t>(turns.count++)] =
          Turn{r, static_cast<int>(to), kick_tests(piece, from, to, rules.kicks), side};
    }
  }
  return turns;
}

// Left, right and down within each rotation, from the top row down. True when a state was
// newly reached.
bool slide(Reach& reach, int states) {
  bool changed = false;
  for (int r = 0; r < states; ++r) {
    auto& reached = reach.reached[static_cast<std::size_t>(r)];
    const auto& fit = reach.fit[static_cast<std::size_t>(r)];
    for (int yi = reach.rows - 1; yi >= 0; --yi) {
      const auto y = static_cast<std::size_t>(yi);
      std::uint16_t cur = reached[y];
      if (yi + 1 < reach.rows) cur = static_cast<std::uint16_t>(cur | (reached[y + 1] & fit[y]));
      if (cur == 0) continue;
      while (true) {
        const auto next = static_cast<std::uint16_t>(
            cur | (static_cast<std::uint16_t>((cur << 1) | (cur >> 1)) & fit[y]));
        if (next == cur) break;
        cur = next;
      }
      if (cur != reached[y]) {
        reached[y] = cur;
        changed = true;
      }
    }
  }
  return changed;
}

// One turn for every reached state: each tries its kick tests in order and the first that
// fits wins. True when a state was newly reached.
bool make_turn(Reach& reach, const Turn& turn) {
  bool changed = false;
  const auto& from = reach.reached[static_cast<std::size_t>(turn.from)];
  const auto& fit = reach.fit[static_cast<std::size_t>(turn.to)];
  auto& to = reach.reached[static_cast<std::size_t>(turn.to)];
  auto& rotated = reach.rotated[static_cast<std::size_t>(turn.to)];
  auto& tst = reach.tst[static_cast<std::size_t>(turn.to)];
  for (int yi = 0; yi < reach.rows; ++yi) {
    std::uint16_t rem = from[static_cast<std::size_t>(yi)];
    for (std::size_t k = 0; k < turn.tests.size() && rem != 0; ++k) {
      const int dx = turn.tests[k].x;
      const int yj = yi + turn.tests[k].y;
      if (yj < 0) continue;
      const auto target = fit[static_cast<std::size_t>(yj)];
      const auto ok = static_cast<std::uint16_t>(rem & shift_x(target, -dx));
      if (ok == 0) continue;
      rem = static_cast<std::uint16_t>(rem & ~ok);
      if (yj >= reach.rows) continue;  // lands above the searched space (open air)
      const auto dest = shift_x(ok, dx);
      const auto y = static_cast<std::size_t>(yj);
      rotated[y] = static_cast<std::uint16_t>(rotated[y] | dest);
      if (k == 4 && turn.tst) tst[y] = static_cast<std::uint16_t>(tst[y] | dest);
      if ((to[y] | dest) != to[y]) {
        to[y] = static_cast<std::uint16_t>(to[y] | dest);
        changed = true;
      }
    }
  }
  return changed;
}

void search(const Field& field, Piece piece, const RuleOptions& rules, Reach& reach) {
  const PieceState spawn = spawn_state(piece, field);
  const int states = rotation_states(piece);
  reach.max_y = spawn.y + 2;
  reach.rows = reach.max_y + kYOff + 1;
  find_fits(field, piece, states, reach);
  const int spawn_xi = spawn.x + kXOff;
  const int spawn_yi = spawn.y + kYOff;
  if (((reach.fit[0][static_cast<std::size_t>(spawn_yi)] >> spawn_xi) & 1u) == 0) return;
  reach.reached[0][static_cast<std::size_t>(spawn_yi)] = static_cast<std::uint16_t>(1u << spawn_xi);
  const Turns turns = turns_of(piece, states, rules);
  bool changed = true;
  while (changed) {
    changed = slide(reach, states);
    for (int t = 0; t < turns.count; ++t) {
      if (make_turn(reach, turns.list[static_cast<std::size_t>(t)])) changed = true;
    }
  }
}

Reach& scratch() {
  thread_local Reach reach;
  return reach;
}

bool resting(const Field& field, Piece piece, const PieceState& st) {
  const auto& s = masks().m[static_cast<std::size_t>(piece)][static_cast<std::size_t>(st.rotation)];
  return !fits(field, s, st.x, st.y - 1);
}

// Flags of how a state was arrived at by a rotation.
constexpr std::uint8_t kByRotation = 1;
constexpr std::uint8_t kByTstKick = 2;

std::uint8_t arrival_flags(const Reach& reach, const PieceState& st) {
  const auto r = static_cast<std::size_t>(st.rotation);
  std::uint8_t flags = 0;
  if (Reach::bit(reach.rotated[r], st.x, st.y))
    flags = static_cast<std::uint8_t>(flags | kByRotation);
  if (Reach::bit(reach.tst[r], st.x, st.y)) flags = static_cast<std::uint8_t>(flags | kByTstKick);
  return flags;
}

// The spin a piece earns at `st`, given how the search arrived there by rotation.
Spin classify(const Field& field, Piece piece, const PieceState& st, std::uint8_t rotated,
              const RuleOptions& rules) {
  if ((rotated & kByRotation) == 0) return Spin::kNone;
  if (piece == Piece::kT) {
    const int x = st.x;
    const int y = st.y;
    const bool ul = field.filled(x - 1, y + 1);
    const bool ur = field.filled(x + 1, y + 1);
    const bool dl = field.filled(x - 1, y - 1);
    const bool dr = field.filled(x + 1, y - 1);
    const int corners = int{ul} + int{ur} + int{dl} + int{dr};
    if (corners < 3) return Spin::kNone;
    bool front = false;
    switch (st.rotation) {
      case Rotation::k0:
        front = ul && ur;
        break;
      case Rotation::kR:
        front = ur && dr;
        break;
      case Rotation::k2:
        front = dl && dr;
        break;
      case Rotation::kL:
        front = ul && dl;
        break;
    }
    if (front || (rotated & kByTstKick) != 0) return Spin::kFull;
    return Spin::kMini;
  }
  if (piece == Piece::kO || piece == Piece::kMono || !rules.all_spin) return Spin::kNone;
  const auto& s = masks().m[static_cast<std::size_t>(piece)][static_cast<std::size_t>(st.rotation)];
  const bool immobile = !fits(field, s, st.x - 1, st.y) && !fits(field, s, st.x + 1, st.y) &&
                        !fits(field, s, st.x, st.y + 1);
  if (!immobile) return Spin::kNone;
  return rules.non_t_spin_is_mini ? Spin::kMini : Spin::kFull;
}

std::vector<GridCell> sorted_cells(std::vector<GridCell> cells) {
  std::sort(cells.begin(), cells.end(), [](const GridCell& a, const GridCell& b) {
    return a.y != b.y ? a.y < b.y : a.x < b.x;
  });
  return cells;
}

// The states of `piece` whose cells are exactly `cells` (sorted).
std::vector<PieceState> matching_states(Piece piece, const std::vector<GridCell>& cells) {
  std::vector<PieceState> out;
  if (cells.size() != static_cast<std::size_t>(piece_size(piece))) return out;
  for (int r = 0; r < rotation_states(piece); ++r) {
    auto shape = piece_cells(piece, static_cast<Rotation>(r));
    std::vector<GridCell> rel;
    for (auto c : shape) rel.push_back(GridCell{c.x, c.y});
    rel = sorted_cells(rel);
    const int ox = cells[0].x - rel[0].x;
    const int oy = cells[0].y - rel[0].y;
    bool same = true;
    for (std::size_t i = 0; i < rel.size() && same; ++i) {
      same = rel[i].x + ox == cells[i].x && rel[i].y + oy == cells[i].y;
    }
    if (same) out.push_back(PieceState{static_cast<Rotation>(r), ox, oy});
  }
  return out;
}

}  // namespace

std::string_view spin_name(Spin spin) {
  switch (spin) {
    case Spin::kNone:
      return "none";
    case Spin::kMini:
      return "mini";
    case Spin::kFull:
      return "full";
  }
  return "none";
}

std::optional<Spin> parse_spin(std::string_view name) {
  if (name == "none") return Spin::kNone;
  if (name == "mini") return Spin::kMini;
  if (name == "full") return Spin::kFull;
  return std::nullopt;
}

std::vector<GridCell> state_cells(Piece piece, const PieceState& state) {
  std::vector<GridCell> out;
  for (auto c : piece_cells(piece, state.rotation)) {
    out.push_back(GridCell{state.x + c.x, state.y + c.y});
  }
  return sorted_cells(out);
}

PieceState spawn_state(Piece piece, const Field& field) {
  (void)piece;  // every piece's state 0 has its lowest cells in the origin's row
  return PieceState{Rotation::k0, 4, field.height() + 4};
}

std::optional<PieceState> ghost_state(const Field& field, Piece piece, Rotation rotation, int x) {
  if (rotation_states(piece) == 1) rotation = Rotation::k0;
  const auto& s = masks().m[static_cast<std::size_t>(piece)][static_cast<std::size_t>(rotation)];
  int y = field.height() - s.min_dy;
  if (y + s.min_dy + s.rows > kRows || !fits(field, s, x, y)) return std::nullopt;
  while (fits(field, s, x, y - 1)) --y;
  return PieceState{rotation, x, y};
}

Result<Piece> identify_piece(const std::vector<GridCell>& given) {
  const auto cells = sorted_cells(given);
  bool distinct = true;
  for (std::size_t i = 1; i < cells.size(); ++i) distinct = distinct && !(cells[i] == cells[i - 1]);
  if (distinct) {
    for (const auto piece : kAllPieces) {
      if (!matching_states(piece, cells).empty()) return piece;
    }
  }
  return Violation{
      Reason::kBkNoBlockShape,
      {Param{"cells", cells}, Param{"count", static_cast<std::int64_t>(cells.size())}}};
}

Result<Placement> check_tapped_cells(const Field& field, const std::vector<GridCell>& cells,
                                     const RuleOptions& rules) {
  auto piece = identify_piece(cells);
  if (!piece) return piece.violations();
  return check_placement(field, piece.value(), cells, rules);
}

Result<Placement> check_placement(const Field& field, Piece piece,
                                  const std::vector<GridCell>& given, const RuleOptions& rules) {
  const auto cells = sorted_cells(given);
  bool distinct = true;
  for (std::size_t i = 1; i < cells.size(); ++i) distinct = distinct && !(cells[i] == cells[i - 1]);
  const auto states = distinct ? matching_states(piece, cells) : std::vector<PieceState>{};
  const std::string name(piece_name(piece));
  if (states.empty()) {
    return Violation{Reason::kBkNotAPiece, {Param{"piece", name}, Param{"cells", cells}}};
  }
  std::vector<GridCell> outside;
  for (const auto& c : cells) {
    if (c.x < 0 || c.x >= kWidth || c.y < 0) outside.push_back(c);
  }
  if (!outside.empty()) {
    return Violation{Reason::kBkOutOfField, {Param{"piece", name}, Param{"cells", outside}}};
  }
  std::vector<GridCell> taken;
  for (const auto& c : cells) {
    if (c.y < kRows && field.filled(c.x, c.y)) taken.push_back(c);
  }
  if (!taken.empty()) {
    return Violation{Reason::kBkOverlap, {Param{"piece", name}, Param{"cells", taken}}};
  }
  const int top = cells.back().y;
  if (top + kHeadRoom >= kRows || !resting(field, piece, states.front())) {
    int fall = 0;
    if (top + kHeadRoom < kRows) {
      const auto& s = masks().m[static_cast<std::size_t>(piece)]
                               [static_cast<std::size_t>(states.front().rotation)];
      while (fits(field, s, states.front().x, states.front().y - fall - 1)) ++fall;
    }
    return Violation{
        Reason::kBkNotResting,
        {Param{"piece", name}, Param{"cells", cells}, Param{"rows", std::int64_t{fall}}}};
  }
  if (field.height() + 4 + kHeadRoom >= kRows) {
    return Violation{Reason::kBkUnreachable, {Param{"piece", name}, Param{"cells", cells}}};
  }
  Reach& reach = scratch();
  search(field, piece, rules, reach);
  Placement placement;
  placement.piece = piece;
  placement.cells = cells;
  bool reached = false;
  for (const auto& st : states) {
    if (st.y > reach.max_y ||
        !Reach::bit(reach.reached[static_cast<std::size_t>(st.rotation)], st.x, st.y)) {
      continue;
    }
    const Spin spin = classify(field, piece, st, arrival_flags(reach, st), rules);
    if (!reached || spin > placement.spin) {
      placement.state = st;
      placement.spin = spin;
    }
    reached = true;
  }
  if (!reached) {
    return Violation{Reason::kBkUnreachable, {Param{"piece", name}, Param{"cells", cells}}};
  }
  return placement;
}

std::vector<Placement> legal_placements(const Field& field, Piece piece, const RuleOptions& rules) {
  std::vector<StateSpin> states;
  resting_states(field, piece, rules, states);
  std::vector<Placement> out;
  out.reserve(states.size());
  for (const auto& s : states)
    out.push_back(Placement{piece, state_cells(piece, s.state), s.state, s.spin});
  return out;
}

void resting_states(const Field& field, Piece piece, const RuleOptions& rules,
                    std::vector<StateSpin>& out) {
  if (field.height() + 4 + kHeadRoom >= kRows) return;
  Reach& reach = scratch();
  search(field, piece, rules, reach);
  const std::size_t first = out.size();
  // Keys: the sorted cell indices (two states of S, Z and I can cover the same cells).
  std::vector<std::uint64_t> keys;
  const auto shape_size = static_cast<std::size_t>(piece_size(piece));
  for (int r = 0; r < rotation_states(piece); ++r) {
    const auto& reached = reach.reached[static_cast<std::size_t>(r)];
    const auto& fit = reach.fit[static_cast<std::size_t>(r)];
    const auto shape = piece_cells(piece, static_cast<Rotation>(r));
    for (int yi = 0; yi < reach.rows; ++yi) {
      const auto below = yi > 0 ? fit[static_cast<std::size_t>(yi - 1)] : std::uint16_t{0};
      auto bits = static_cast<std::uint16_t>(reached[static_cast<std::size_t>(yi)] & ~below);
      while (bits != 0) {
        const int xi = std::countr_zero(static_cast<unsigned>(bits));
        bits = static_cast<std::uint16_t>(bits & (bits - 1));
        const PieceState st{static_cast<Rotation>(r), xi - kXOff, yi - kYOff};
        const Spin spin = classify(field, piece, st, arrival_flags(reach, st), rules);
        std::array<int, 4> idx{};
        const std::size_t n = std::min(shape_size, idx.size());
        for (std::size_t k = 0; k < n; ++k) {
          idx[k] = (st.y + shape[k].y) * kWidth + st.x + shape[k].x;
        }
        // Insertion sort: at most 4 values (std::sort here trips g++ 12's -Warray-bounds).
        for (std::size_t k = 1; k < n; ++k) {
          for (std::size_t j = k; j > 0 && idx[j - 1] > idx[j]; --j) std::swap(idx[j - 1], idx[j]);
        }
        std::uint64_t key = 0;
        for (std::size_t k = 0; k < n; ++k) {
          key = key * 1024u + static_cast<std::uint64_t>(idx[k]);
        }
        const auto found = std::find(keys.begin(), keys.end(), key);
        if (found != keys.end()) {
          auto& existing = out[first + static_cast<std::size_t>(found - keys.begin())];
          if (spin > existing.spin) existing = StateSpin{st, spin};
          continue;
        }
        keys.push_back(key);
        out.push_back(StateSpin{st, spin});
      }
    }
  }
}

int lock_state(Field& field, Piece piece, const PieceState& state, const RuleOptions& rules) {
  const int before = rules.merge_clears_with_first_piece ? 0 : field.full_rows();
  for (auto c : piece_cells(piece, state.rotation)) field.set(state.x + c.x, state.y + c.y);
  return field.clear_full_rows() - before;
}

int lock_piece(Field& field, const std::vector<GridCell>& cells, const RuleOptions& rules) {
  const int before = field.full_rows();
  for (const auto& c : cells) {
    if (c.x >= 0 && c.x < kWidth && c.y >= 0 && c.y < kRows) field.set(c.x, c.y);
  }
  const int cleared = field.clear_full_rows();
  return rules.merge_clears_with_first_piece ? cleared : cleared - before;
}

}  // namespace tableref::blockkiller
