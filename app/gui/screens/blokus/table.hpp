#pragma once
// What the panels of the Blokus screen see of the session and how they act on it (the screen
// is the one table): the controller read-only; `act`, which queues what the table does (a
// piece placed or overruled, undo, redo, the clocks, the time-out's piece) for after the
// frame (BlokusScreen::apply_pending), so that nothing drawn holds a reference into a state
// that changed under it; the move being entered, which the board, the tray and the ruling
// share; and the few things the screen keeps for all of them.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "screens/blokus/move.hpp"
#include "tableref/base/result.hpp"
#include "tableref/controllers/blokus/controller.hpp"

namespace tableref::gui {

class AppContext;

// What the table does to the session (BlokusController's calls that change it).
struct BlokusAct {
  enum class Kind { kPlace, kOverrule, kUndo, kRedo, kPause, kResume, kConfirmTimeout };
  Kind kind = Kind::kPlace;
  // kPlace, kOverrule: the color, its cells and how they were entered.
  blokus::Color color = 0;
  std::vector<GridCell> cells;
  controllers::BlokusEntry entry = controllers::BlokusEntry::kCells;

  // An act that names no piece (undo, redo, the clocks, the time-out's piece).
  [[nodiscard]] static BlokusAct of(Kind kind) {
    BlokusAct act;
    act.kind = kind;
    return act;
  }
};

class BlokusTable {
 public:
  BlokusTable() = default;
  BlokusTable(const BlokusTable&) = delete;
  BlokusTable& operator=(const BlokusTable&) = delete;
  virtual ~BlokusTable() = default;

  [[nodiscard]] virtual const controllers::BlokusController& session() const = 0;
  [[nodiscard]] virtual std::int64_t session_id() const = 0;
  virtual void act(BlokusAct act) = 0;
  // The move being entered.
  [[nodiscard]] virtual BlokusMove& move() = 0;
  [[nodiscard]] virtual const BlokusMove& move() const = 0;
  // Puts the move being entered back (and what the board keeps of its gesture).
  virtual void clear_entry() = 0;
  // The color being placed: the one to move, or in solo puzzles the one chosen.
  [[nodiscard]] virtual std::optional<blokus::Color> active_color() const = 0;
  virtual void choose_color(blokus::Color color) = 0;
  // The time-out proposal on show: the clock ran out and the table has not overruled it.
  [[nodiscard]] virtual std::optional<blokus::PlacementInfo> timeout_shown() const = 0;
  [[nodiscard]] virtual bool hints() const = 0;
  // The problems said in the ruling's box (empty: none); `say` replaces them.
  [[nodiscard]] virtual const Violations& problems() const = 0;
  virtual void say(Violations problems) = 0;
  // This frame's arrangement: the board above the panel (a tablet held upright).
  [[nodiscard]] virtual bool upright() const = 0;
};

// The word for `color` in the user's language ("Blue", "蓝").
[[nodiscard]] std::string blokus_color_label(AppContext& ctx, const BlokusTable& table,
                                             blokus::Color color);

}  // namespace tableref::gui
