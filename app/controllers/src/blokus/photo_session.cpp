#include "tableref/controllers/blokus/photo_session.hpp"

#include <algorithm>
#include <array>
#include <deque>

namespace tableref::controllers {

Result<std::int64_t> save_photo_session(db::Store& store, const SessionSetup& given,
                                        const vision::FinishedBoard& board, std::int64_t now_ms) {
  SessionSetup setup = given;
  // The colours start in the corners where the board shows them (vision::reading_options):
  // the session is played under the same rule, so that it replays to the board with each
  // colour's first piece in its own corner. Duo's start points are fixed.
  if (const auto variant = blokus_variant(setup.variant);
      variant && *variant != blokus::Variant::kDuo) {
    setup.options["first_move"] = "any-corner";
  }
  auto id = create_session(store, setup);
  if (!id) return id.violations();
  BlokusController controller;
  if (auto opened = controller.open(store, id.value(), now_ms); !opened) {
    return opened.violations();
  }
  std::array<std::deque<const vision::PieceOnBoard*>, blokus::kMaxColors> queue;
  for (const auto& piece : board.pieces) {
    queue[static_cast<std::size_t>(piece.color)].push_back(&piece);
  }
  const int colors = controller.state().colors();
  std::int64_t now = now_ms;
  int last = colors - 1;
  for (;;) {
    const auto to_move = controller.state().to_move();
    int color = -1;
    bool overruled = false;
    if (to_move && !queue[*to_move].empty()) {
      color = *to_move;
    } else {
      // The next colour in turn order after the last one that still has pieces to enter.
      for (int k = 1; k <= colors; ++k) {
        const int c = (last + k) % colors;
        if (!queue[static_cast<std::size_t>(c)].empty()) {
          color = c;
          break;
        }
      }
      overruled = true;
    }
    if (color < 0) break;
    const auto* piece = queue[static_cast<std::size_t>(color)].front();
    now += 1000;
    auto placed = overruled ? controller.overrule(static_cast<blokus::Color>(color),
                                                  piece->board_cells, BlokusEntry::kCells, now)
                            : controller.place(static_cast<blokus::Color>(color),
                                               piece->board_cells, BlokusEntry::kCells, now);
    if (!placed) {
      // A legal order was rebuilt, so only the turn can refuse it: enter it as the table's.
      placed = controller.overrule(static_cast<blokus::Color>(color), piece->board_cells,
                                   BlokusEntry::kCells, now);
      if (!placed) return placed.violations();
    }
    queue[static_cast<std::size_t>(color)].pop_front();
    last = color;
  }
  if (!controller.state().game_over()) {
    if (auto s =
            store.set_status(id.value(), db::SessionStatus::kFinished, controller.result_json());
        !s) {
      return s.violations();
    }
  }
  return id.value();
}

namespace {

// The comparison with the photo's cells taken as the referee's by `reading.rotation`.
PhotoUpdate compare_as_turned(const BlokusController& controller,
                              const vision::BoardReading& reading) {
  PhotoUpdate update;
  update.rotation = reading.rotation;
  const auto& state = controller.state();
  const int n = reading.size;
  // New cells per colour, and cells that no placement explains.
  std::array<std::vector<vision::PictureCell>, blokus::kMaxColors> fresh;
  for (int y = 0; y < n; ++y) {
    for (int x = 0; x < n; ++x) {
      const vision::PictureCell p{x, y};
      const GridCell cell = reading.to_referee(p);
      const int was = state.color_at(cell);
      const int now = vision::referee_color(reading.variant, reading.at(x, y).color);
      if (was == now) continue;
      if (was < 0 && now >= 0 && now < state.colors()) {
        fresh[static_cast<std::size_t>(now)].push_back(p);
      } else {
        update.unexplained.push_back(cell);
      }
    }
  }
  // Each colour's new cells, split into edge-connected groups: each must be one new piece.
  std::vector<std::pair<int, std::vector<GridCell>>> groups;
  for (int c = 0; c < state.colors(); ++c) {
    auto& cells = fresh[static_cast<std::size_t>(c)];
    std::vector<bool> taken(cells.size(), false);
    for (std::size_t i = 0; i < cells.size(); ++i) {
      if (taken[i]) continue;
      std::vector<std::size_t> members{i};
      taken[i] = true;
      for (std::size_t k = 0; k < members.size(); ++k) {
        for (std::size_t j = 0; j < cells.size(); ++j) {
          const auto& a = cells[members[k]];
          const auto& b = cells[j];
          if (!taken[j] && std::abs(a.x - b.x) + std::abs(a.y - b.y) == 1) {
            taken[j] = true;
            members.push_back(j);
          }
        }
      }
      std::vector<GridCell> group;
      for (auto m : members) group.push_back(reading.to_referee(cells[m]));
      groups.emplace_back(c, std::move(group));
    }
  }
  // The referee checks them in turn order on a copy of the game, as they will be placed.
  blokus::GameState trial = state;
  bool progress = true;
  while (progress && !groups.empty()) {
    progress = false;
    const auto to_move = trial.to_move();
    // The colour to move places one of its groups, the first the referee accepts (one may
    // need another before it touches its colour).
    for (std::size_t g = 0; g < groups.size(); ++g) {
      if (!to_move || groups[g].first != *to_move) continue;
      auto placed = trial.play(static_cast<blokus::Color>(groups[g].first), groups[g].second);
      if (placed) {
        update.placements.push_back(placed.value());
        groups.erase(groups.begin() + static_cast<std::ptrdiff_t>(g));
        progress = true;
        break;
      }
    }
  }
  for (auto& [color, cells] : groups) {
    auto checked = trial.check(static_cast<blokus::Color>(color), cells);
    update.refused.emplace_back(cells, checked ? Violations{} : checked.violations());
  }
  return update;
}

}  // namespace

PhotoUpdate compare_with_session(const BlokusController& controller,
                                 const vision::BoardReading& reading) {
  // The classic board has no orientation of its own (vision reads it as the picture shows
  // it), so the photo is turned to fit the session's board: the turn with the fewest cells
  // no placement explains, then the most new pieces accepted, then the fewest refused; on a
  // tie the reading's own turn.
  vision::BoardReading turned = reading;
  PhotoUpdate best = compare_as_turned(controller, turned);
  const auto worse = [](const PhotoUpdate& a, const PhotoUpdate& b) {
    if (a.unexplained.size() != b.unexplained.size()) {
      return a.unexplained.size() > b.unexplained.size();
    }
    if (a.placements.size() != b.placements.size())
      return a.placements.size() < b.placements.size();
    return a.refused.size() > b.refused.size();
  };
  for (int k = 1; k < 4; ++k) {
    turned.rotation = (reading.rotation + k) % 4;
    auto update = compare_as_turned(controller, turned);
    if (worse(best, update)) best = std::move(update);
  }
  return best;
}

Status apply_photo_update(BlokusController& controller, const PhotoUpdate& update,
                          std::int64_t now_ms) {
  for (const auto& p : update.placements) {
    auto placed = controller.place(p.color, p.cells, BlokusEntry::kCells, now_ms);
    if (!placed) return placed.violations();
  }
  return Done{};
}

}  // namespace tableref::controllers
