#include "tableref/vision/board_analysis.hpp"

#include <algorithm>
#include <array>

namespace tableref::vision {

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

// Marks the groups not joined corner to corner to the group on their colour's start cell;
// returns how many groups that is.
int mark_connection(const std::vector<CellColor>& cells, int size, blokus::Variant variant,
                    int rotation, Grouping& g) {
  const auto& info = blokus::variant_info(variant);
  int disconnected = 0;
  for (auto& group : g.groups) group.connected = false;
  for (int c = 0; c < info.colors; ++c) {
    const CellColor colour = cell_color_of(variant, c);
    const auto start = info.start[static_cast<std::size_t>(c)];
    if (start.x < 0) continue;
    const PictureCell p = referee_to_picture(GridCell{start.x, start.y}, size, rotation);
    const int root = g.group_of[p.y * size + p.x];
    std::vector<int> stack;
    if (root >= 0 && cells[p.y * size + p.x] == colour) {
      g.groups[root].connected = true;
      stack.push_back(root);
    }
    while (!stack.empty()) {
      const int id = stack.back();
      stack.pop_back();
      for (const auto& cell : g.groups[id].cells) {
        for (int dy = -1; dy <= 1; dy += 2) {
          for (int dx = -1; dx <= 1; dx += 2) {
            const int x = cell.x + dx;
            const int y = cell.y + dy;
            if (x < 0 || y < 0 || x >= size || y >= size) continue;
            const int other = g.group_of[y * size + x];
            if (other < 0 || g.groups[other].color != colour || g.groups[other].connected) continue;
            g.groups[other].connected = true;
            stack.push_back(other);
          }
        }
      }
    }
  }
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
  if (rotation) {
    out.rotation = ((*rotation % 4) + 4) % 4;
    out.disconnected = mark_connection(cells, size, variant, out.rotation, g);
  } else {
    int best = -1;
    for (int r = 0; r < 4; ++r) {
      Grouping trial = g;
      const int d = mark_connection(cells, size, variant, r, trial);
      if (best < 0 || d < best) {
        best = d;
        out.rotation = r;
        g = std::move(trial);
      }
    }
    out.disconnected = best;
  }
  out.groups = std::move(g.groups);
  return out;
}

}  // namespace tableref::vision
