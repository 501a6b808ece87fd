#include "tableref/vision/finished_board.hpp"

#include <algorithm>

namespace tableref::vision {
namespace {

bool touches_corner(const PieceOnBoard& a, const PieceOnBoard& b) {
  for (const auto& p : a.board_cells) {
    for (const auto& q : b.board_cells) {
      if (std::abs(p.x - q.x) == 1 && std::abs(p.y - q.y) == 1) return true;
    }
  }
  return false;
}

bool covers(const PieceOnBoard& piece, GridCell cell) {
  return std::find(piece.board_cells.begin(), piece.board_cells.end(), cell) !=
         piece.board_cells.end();
}

// Breadth first from the piece on the start cell over corner contacts, skipping `held`.
std::vector<PieceOnBoard> breadth_first(const std::vector<PieceOnBoard>& pieces, GridCell start,
                                        int held) {
  std::vector<PieceOnBoard> order;
  std::vector<bool> used(pieces.size(), false);
  for (std::size_t i = 0; i < pieces.size(); ++i) {
    if (static_cast<int>(i) != held && covers(pieces[i], start)) {
      used[i] = true;
      order.push_back(pieces[i]);
      break;
    }
  }
  for (std::size_t k = 0; k < order.size(); ++k) {
    for (std::size_t i = 0; i < pieces.size(); ++i) {
      if (used[i] || static_cast<int>(i) == held) continue;
      if (touches_corner(order[k], pieces[i])) {
        used[i] = true;
        order.push_back(pieces[i]);
      }
    }
  }
  return order;
}

}  // namespace

std::vector<PieceOnBoard> placement_order(std::vector<PieceOnBoard> pieces, GridCell start,
                                          bool monomino_last) {
  if (monomino_last) {
    for (std::size_t i = 0; i < pieces.size(); ++i) {
      if (pieces[i].piece != 0) continue;
      auto order = breadth_first(pieces, start, static_cast<int>(i));
      // The monomino can go last when every other piece is reached without it and it
      // touches one of them corner to corner.
      const bool reaches_all = order.size() + 1 == pieces.size();
      const bool attaches = std::any_of(order.begin(), order.end(), [&](const PieceOnBoard& p) {
        return touches_corner(p, pieces[i]);
      });
      if (reaches_all && attaches) {
        order.push_back(pieces[i]);
        return order;
      }
    }
  }
  return breadth_first(pieces, start, -1);
}

FinishedBoard finish_board(const BoardReading& reading,
                           std::array<bool, blokus::kMaxColors> monomino_last) {
  FinishedBoard out{{}, {}, {}, blokus::GameState(reading.variant, reading_options()), {}};
  std::vector<CellColor> labels;
  labels.reserve(reading.cells.size());
  for (const auto& c : reading.cells) labels.push_back(c.color);
  const auto analysis = analyse_board(labels, reading.size, reading.variant, reading.rotation);
  const auto& info = blokus::variant_info(reading.variant);
  std::array<std::vector<PieceOnBoard>, blokus::kMaxColors> by_color;
  std::array<bool, blokus::kMaxColors> on_board{};
  for (const auto& group : analysis.groups) {
    const int group_color = referee_color(reading.variant, group.color);
    if (group_color >= 0 && group_color < info.colors) {
      on_board[static_cast<std::size_t>(group_color)] = true;
    }
    if (!group.piece) {
      out.audit.not_pieces.push_back(group);
      continue;
    }
    if (group.duplicate) {
      out.audit.duplicates.push_back(group);
      continue;
    }
    if (!group.connected) {
      out.audit.disconnected.push_back(group);
      continue;
    }
    const int color = referee_color(reading.variant, group.color);
    if (color < 0 || color >= info.colors) continue;
    PieceOnBoard piece;
    piece.color = color;
    piece.piece = *group.piece;
    piece.cells = group.cells;
    for (const auto& c : group.cells) piece.board_cells.push_back(reading.to_referee(c));
    by_color[static_cast<std::size_t>(color)].push_back(std::move(piece));
  }
  for (int c = 0; c < info.colors; ++c) {
    const auto& start = analysis.start[static_cast<std::size_t>(c)];
    if (!start) {
      // Every piece of the colour is in `disconnected` already.
      if (on_board[static_cast<std::size_t>(c)]) out.audit.no_start.push_back(c);
      continue;
    }
    out.start[static_cast<std::size_t>(c)] = reading.to_referee(*start);
    const auto& pieces = by_color[static_cast<std::size_t>(c)];
    auto order = placement_order(pieces, reading.to_referee(*start),
                                 monomino_last[static_cast<std::size_t>(c)]);
    std::vector<bool> placed(pieces.size(), false);
    for (auto& piece : order) {
      if (!out.state.setup(static_cast<blokus::Color>(c), piece.board_cells).ok()) continue;
      for (std::size_t i = 0; i < pieces.size(); ++i) {
        if (pieces[i].cells == piece.cells) placed[i] = true;
      }
      out.pieces.push_back(std::move(piece));
    }
    // A piece the rules join to the corner only through a group they refuse (no piece, or a
    // duplicate) has no place in the order: it is not scored, and the audit says so rather
    // than dropping it unseen.
    for (std::size_t i = 0; i < pieces.size(); ++i) {
      if (placed[i]) continue;
      out.audit.disconnected.push_back(CellGroup{cell_color_of(reading.variant, c), pieces[i].cells,
                                                 pieces[i].piece, false, false});
    }
  }
  out.scores = blokus::score(out.state);
  return out;
}

}  // namespace tableref::vision
