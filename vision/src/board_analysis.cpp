#include "tableref/vision/board_analysis.hpp"

#include <algorithm>
#include <array>

#include "tableref/referee/blokus/game.hpp"

namespace tableref::vision {

blokus::Options reading_options() {
  return blokus::Options{blokus::FirstMove::kAnyFreeCorner};
}

GridCell picture_to_referee(PictureCell cell, int size, int rotation) {
  int x = cell.x;
  int y = cell.y;
  for (int r = 0; r < ((rotation % 4) + 4) % 4; ++r) {
    const int nx = size - 1 - y;
    y = x;
    x = nx;
  }
  return GridCell{x, size - 1 - y};
}

PictureCell referee_to_picture(GridCell cell, int size, int rotation) {
  int x = cell.x;
  int y = size - 1 - cell.y;
  // Undo the clockwise turns: a counter-clockwise turn is (x, y) -> (y, size - 1 - x).
  for (int r = 0; r < ((rotation % 4) + 4) % 4; ++r) {
    const int nx = y;
    y = size - 1 - x;
    x = nx;
  }
  return PictureCell{x, y};
}

namespace {

struct Grouping {
  std::vector<int> group_of;  // per cell, -1 for empty
  std::vector<CellGroup> groups;
};

Grouping group_cells(const std::vector<CellColor>& cells, int size) {
  Grouping g;
  g.group_of.assign(cells.size(), -1);
  std::vector<int> stack;
  for (int start = 0; start < size * size; ++start) {
    if (cells[start] == CellColor::kEmpty || g.group_of[start] >= 0) continue;
    CellGroup group;
    group.color = cells[start];
    const int id = static_cast<int>(g.groups.size());
    g.group_of[start] = id;
    stack.assign(1, start);
    std::vector<int> members;
    while (!stack.empty()) {
      const int p = stack.back();
      stack.pop_back();
      members.push_back(p);
      const int x = p % size;
      const int y = p / size;
      const int nbr[4] = {x > 0 ? p - 1 : -1, x + 1 < size ? p + 1 : -1, y > 0 ? p - size : -1,
                          y + 1 < size ? p + size : -1};
      for (int q : nbr) {
        if (q >= 0 && g.group_of[q] < 0 && cells[q] == group.color) {
          g.group_of[q] = id;
          stack.push_back(q);
        }
      }
    }
    std::sort(members.begin(), members.end());
    for (int p : members) group.cells.push_back(PictureCell{p % size, p / size});
    if (group.cells.size() <= static_cast<std::size_t>(blokus::kMaxPieceSize)) {
      std::vector<blokus::Offset> offsets;
      for (const auto& c : group.cells) {
        offsets.push_back(
            blokus::Offset{static_cast<std::int8_t>(c.x), static_cast<std::int8_t>(c.y)});
      }
      if (const auto match = blokus::identify_shape(offsets)) group.piece = match->piece;
    }
    g.groups.push_back(std::move(group));
  }
  return g;
}

// Where each colour's first piece may go on an empty board, as the referee says under
// reading_options(): the four corners on the classic board, the colour's start point on
// Duo's. Referee cells, in the referee's order.
const std::array<std::vector<GridCell>, blokus::kMaxColors>& start_candidates(
    blokus::Variant variant) {
  static const auto all = [] {
    std::array<std::array<std::vector<GridCell>, blokus::kMaxColors>, blokus::kAllVariants.size()>
        out;
    for (std::size_t v = 0; v < blokus::kAllVariants.size(); ++v) {
      const blokus::GameState empty(blokus::kAllVariants[v], reading_options());
      for (int c = 0; c < empty.colors(); ++c) {
        out[v][static_cast<std::size_t>(c)] = empty.start_cells(static_cast<blokus::Color>(c));
      }
    }
    return out;
  }();
  for (std::size_t v = 0; v < blokus::kAllVariants.size(); ++v) {
    if (blokus::kAllVariants[v] == variant) return all[v];
  }
  return all[0];
}

// Every colour may start from the same cells (the classic board's corners): turning the
// picture cannot change which colour starts where.
bool starts_are_shared(blokus::Variant variant) {
  const auto& starts = start_candidates(variant);
  const int colors = blokus::variant_info(variant).colors;
  for (int c = 1; c < colors; ++c) {
    if (starts[static_cast<std::size_t>(c)] != starts[0]) return false;
  }
  return colors > 1;
}

// The groups of `colour` joined corner to corner to the group `root` (marked in `joined`);
// returns how many.
int join_from(int root, CellColor colour, int size, const Grouping& g, std::vector<bool>& joined) {
  joined.assign(g.groups.size(), false);
  joined[static_cast<std::size_t>(root)] = true;
  int count = 1;
  std::vector<int> stack{root};
  while (!stack.empty()) {
    const int id = stack.back();
    stack.pop_back();
    for (const auto& cell : g.groups[static_cast<std::size_t>(id)].cells) {
      for (int dy = -1; dy <= 1; dy += 2) {
        for (int dx = -1; dx <= 1; dx += 2) {
          const int x = cell.x + dx;
          const int y = cell.y + dy;
          if (x < 0 || y < 0 || x >= size || y >= size) continue;
          const int other = g.group_of[static_cast<std::size_t>(y * size + x)];
          if (other < 0 || joined[static_cast<std::size_t>(other)] ||
              g.groups[static_cast<std::size_t>(other)].color != colour) {
            continue;
          }
          joined[static_cast<std::size_t>(other)] = true;
          ++count;
          stack.push_back(other);
        }
      }
    }
  }
  return count;
}

// Finds each colour's start among the cells it may start from (the start cell it covers;
// of two, the one joining more of its groups), marks the groups not joined corner to corner
// to the group there, and returns how many groups that is.
int mark_connection(int size, blokus::Variant variant, int rotation, Grouping& g,
                    std::array<std::optional<PictureCell>, blokus::kMaxColors>& start) {
  const auto& info = blokus::variant_info(variant);
  const auto& candidates = start_candidates(variant);
  start = {};
  for (auto& group : g.groups) group.connected = false;
  std::vector<bool> joined;
  std::vector<bool> best_joined;
  for (int c = 0; c < info.colors; ++c) {
    const CellColor colour = cell_color_of(variant, c);
    int best = 0;
    for (const auto& cell : candidates[static_cast<std::size_t>(c)]) {
      const PictureCell p = referee_to_picture(cell, size, rotation);
      const int root = g.group_of[static_cast<std::size_t>(p.y * size + p.x)];
      if (root < 0 || g.groups[static_cast<std::size_t>(root)].color != colour) continue;
      const int count = join_from(root, colour, size, g, joined);
      if (count > best) {
        best = count;
        best_joined.swap(joined);
        start[static_cast<std::size_t>(c)] = p;
      }
    }
    if (best == 0) continue;
    for (std::size_t id = 0; id < g.groups.size(); ++id) {
      if (best_joined[id]) g.groups[id].connected = true;
    }
  }
  int disconnected = 0;
  for (const auto& group : g.groups) {
    if (!group.connected) ++disconnected;
  }
  return disconnected;
}

}  // namespace

BoardAnalysis analyse_board(const std::vector<CellColor>& cells, int size, blokus::Variant variant,
                            std::optional<int> rotation) {
  Grouping g = group_cells(cells, size);
  BoardAnalysis out;
  // Duplicates: a colour's second (third...) group of the same piece.
  std::array<blokus::PieceSet, kCellColorCount> seen{};
  for (auto& group : g.groups) {
    if (!group.piece) {
      ++out.not_pieces;
      continue;
    }
    auto& set = seen[static_cast<std::size_t>(group.color)];
    const blokus::PieceSet bit = blokus::PieceSet{1} << *group.piece;
    if (set & bit) {
      group.duplicate = true;
      ++out.duplicates;
    }
    set |= bit;
  }
  if (rotation || starts_are_shared(variant)) {
    out.rotation = rotation ? ((*rotation % 4) + 4) % 4 : 0;
    out.disconnected = mark_connection(size, variant, out.rotation, g, out.start);
  } else {
    int best = -1;
    for (int r = 0; r < 4; ++r) {
      Grouping trial = g;
      std::array<std::optional<PictureCell>, blokus::kMaxColors> trial_start{};
      const int d = mark_connection(size, variant, r, trial, trial_start);
      if (best < 0 || d < best) {
        best = d;
        out.rotation = r;
        out.start = trial_start;
        g = std::move(trial);
      }
    }
    out.disconnected = best;
  }
  out.groups = std::move(g.groups);
  return out;
}

}  // namespace tableref::vision
