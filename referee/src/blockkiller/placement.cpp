#include "tableref/referee/blockkiller/placement.hpp"

#include <algorithm>

namespace tableref::blockkiller {
namespace {

// Origin coordinates the search may visit, shifted to be non-negative.
constexpr int kXOff = 3;
constexpr int kXs = 16;
constexpr int kYOff = 4;
constexpr int kYs = kRows + 8;
constexpr int kStates = 4 * kYs * kXs;
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

inline int state_index(int r, int x, int y) {
  return (r * kYs + (y + kYOff)) * kXs + (x + kXOff);
}

// Flags of how a state was arrived at by a rotation.
constexpr std::uint8_t kByRotation = 1;
constexpr std::uint8_t kByTstKick = 2;

// The search over piece states from spawn.
struct Reach {
  std::array<std::uint8_t, kStates> seen{};
  std::array<std::uint8_t, kStates> rotated{};
  std::array<std::uint16_t, kStates> queue{};
  int queue_size = 0;
  int max_y = 0;
};

bool in_search(int x, int y, int max_y) {
  return x + kXOff >= 0 && x + kXOff < kXs && y + kYOff >= 0 && y <= max_y;
}

void search(const Field& field, Piece piece, const RuleOptions& rules, Reach& reach) {
  reach.seen.fill(0);
  reach.rotated.fill(0);
  reach.queue_size = 0;
  const auto& table = masks().m[static_cast<std::size_t>(piece)];
  const PieceState spawn = spawn_state(piece, field);
  reach.max_y = spawn.y + 2;
  const int states = rotation_states(piece);
  if (!fits(field, table[0], spawn.x, spawn.y)) return;
  auto push = [&](int r, int x, int y) {
    const int i = state_index(r, x, y);
    if (reach.seen[static_cast<std::size_t>(i)]) return;
    reach.seen[static_cast<std::size_t>(i)] = 1;
    reach.queue[static_cast<std::size_t>(reach.queue_size++)] = static_cast<std::uint16_t>(i);
  };
  push(0, spawn.x, spawn.y);
  for (int head = 0; head < reach.queue_size; ++head) {
    const int i = reach.queue[static_cast<std::size_t>(head)];
    const int x = i % kXs - kXOff;
    const int y = (i / kXs) % kYs - kYOff;
    const int r = i / (kXs * kYs);
    const auto& s = table[static_cast<std::size_t>(r)];
    if (fits(field, s, x - 1, y) && in_search(x - 1, y, reach.max_y)) push(r, x - 1, y);
    if (fits(field, s, x + 1, y) && in_search(x + 1, y, reach.max_y)) push(r, x + 1, y);
    if (fits(field, s, x, y - 1)) push(r, x, y - 1);
    if (states == 1) continue;
    const auto from = static_cast<Rotation>(r);
    const std::array<Rotation, 3> targets{rotate_cw(from), rotate_ccw(from), rotate_180(from)};
    const int turns = rules.rotate180 ? 3 : 2;
    for (int t = 0; t < turns; ++t) {
      const Rotation to = targets[static_cast<std::size_t>(t)];
      const auto& ts = table[static_cast<std::size_t>(to)];
      const auto tests = kick_tests(piece, from, to, rules.kicks);
      for (std::size_t k = 0; k < tests.size(); ++k) {
        const int nx = x + tests[k].x;
        const int ny = y + tests[k].y;
        if (!fits(field, ts, nx, ny)) continue;
        if (!in_search(nx, ny, reach.max_y)) break;  // lands above the searched space
        const int j = state_index(static_cast<int>(to), nx, ny);
        std::uint8_t flag = kByRotation;
        const bool quarter_to_side = t < 2 && (to == Rotation::kR || to == Rotation::kL) &&
                                     (from == Rotation::k0 || from == Rotation::k2);
        if (k == 4 && quarter_to_side) flag = static_cast<std::uint8_t>(flag | kByTstKick);
        reach.rotated[static_cast<std::size_t>(j)] |= flag;
        push(static_cast<int>(to), nx, ny);
        break;
      }
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
    const int i = state_index(static_cast<int>(st.rotation), st.x, st.y);
    if (!in_search(st.x, st.y, reach.max_y) || !reach.seen[static_cast<std::size_t>(i)]) continue;
    const Spin spin = classify(field, piece, st, reach.rotated[static_cast<std::size_t>(i)], rules);
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
  std::array<std::uint64_t, kStates / 4> keys{};
  std::size_t key_count = 0;
  for (int q = 0; q < reach.queue_size; ++q) {
    const int i = reach.queue[static_cast<std::size_t>(q)];
    const PieceState st{static_cast<Rotation>(i / (kXs * kYs)), i % kXs - kXOff,
                        (i / kXs) % kYs - kYOff};
    if (!resting(field, piece, st)) continue;
    const Spin spin = classify(field, piece, st, reach.rotated[static_cast<std::size_t>(i)], rules);
    // Key: the sorted cell indices (a few states of S, Z and I cover the same cells).
    std::array<int, 4> idx{};
    const auto shape = piece_cells(piece, st.rotation);
    for (std::size_t k = 0; k < shape.size(); ++k) {
      idx[k] = (st.y + shape[k].y) * kWidth + st.x + shape[k].x;
    }
    std::sort(idx.begin(), idx.begin() + static_cast<std::ptrdiff_t>(shape.size()));
    std::uint64_t key = 0;
    for (std::size_t k = 0; k < shape.size(); ++k)
      key = key * 1024u + static_cast<std::uint64_t>(idx[k]);
    std::size_t found = key_count;
    for (std::size_t k = 0; k < key_count; ++k) {
      if (keys[k] == key) {
        found = k;
        break;
      }
    }
    if (found < key_count) {
      auto& existing = out[first + found];
      if (spin > existing.spin) existing = StateSpin{st, spin};
      continue;
    }
    keys[key_count++] = key;
    out.push_back(StateSpin{st, spin});
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
