#pragma once
// A Blokus session as the screen drives it. The referee's GameState is held by value and
// rebuilt by folding the session's stored events; every action (a placement, an overruled
// placement, an undo, pausing or resuming the clocks) is appended to the store first and
// only then applied. Time is passed in by the caller (milliseconds of any monotonic clock)
// so the clocks can be tested. No ImGui here.
//
// Event kinds and payloads (JSON objects):
//   place     {"color":"1","cells":"a20,b20","entry":"cells"|"tray"|"timeout","used_ms":N}
//             a confirmed time-out proposal also carries "timeout_seed":N (the seed it came from)
//   overrule  the same; "the table overrules the referee", recorded as such
//   setup     {"color":"1","cells":"..."}  a file's setup placement (sessions from .blksgf)
//   to_move   {"color":"2"}                 a file's PL
//   undo      {}                            takes back the last move (and gives its time back)
//   a redo is the undone move placed again: "place" or "overrule" as it was, with "redo":true
//             (a new move, not a redo, forgets what was undone)
//   clock     {"action":"pause"|"resume","elapsed_ms":N}
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tableref/base/result.hpp"
#include "tableref/controllers/game_history.hpp"
#include "tableref/controllers/session_end.hpp"
#include "tableref/db/store.hpp"
#include "tableref/referee/blokus/clock.hpp"
#include "tableref/referee/blokus/game.hpp"
#include "tableref/referee/blokus/reason.hpp"
#include "tableref/referee/blokus/scoring.hpp"

namespace tableref::controllers {

// Home's variant ids ("classic", "classic-teams", "classic-2p", "classic-3p", "duo", "solo",
// "solo-largest-first", "solo-tetromino", "solo-tetromino-apart", "solo-pentomino",
// "solo-pentomino-apart") and back.
[[nodiscard]] std::optional<blokus::Variant> blokus_variant(std::string_view home_id);
[[nodiscard]] std::string blokus_home_variant(blokus::Variant variant);
// "blue", "yellow", "red", "green", "purple", "orange": the color's English word (roles).
[[nodiscard]] std::string blokus_color_word(blokus::Variant variant, blokus::Color color);

// The cell of an orientation that sits under the finger when a piece from the tray is
// dragged or its target tapped: the piece's cell nearest the middle of its bounding box.
[[nodiscard]] blokus::Offset blokus_grab_cell(blokus::PieceId piece, std::uint8_t orientation);
// The cells a tray piece covers with its grab cell on `target`.
[[nodiscard]] std::vector<GridCell> blokus_tray_cells(blokus::PieceId piece,
                                                      std::uint8_t orientation, GridCell target);
// The same on a board of either shape. On Trigon's triangles the grab cell is the triangle
// nearest the piece's middle among those pointing the way the target does (a piece shifted
// onto a triangle of the other direction would have its triangles turned over).
[[nodiscard]] blokus::Offset blokus_grab_cell(const blokus::Geometry& geo, blokus::PieceId piece,
                                              std::uint8_t orientation, GridCell target);
[[nodiscard]] std::vector<GridCell> blokus_tray_cells(const blokus::Geometry& geo,
                                                      blokus::PieceId piece,
                                                      std::uint8_t orientation, GridCell target);

// Clock settings: each player's total time and the per-move extra time used first (the
// referee's time control, blokus/clock.hpp).
using BlokusClockConfig = blokus::ClockRules;

// One move's record beside the referee's history.
struct BlokusMoveRecord {
  blokus::Color color = 0;
  int player = 0;  // 0-based scoring player who made it (player_for at the time)
  std::int64_t used_ms = 0;
  bool overruled = false;
  bool tray = false;
  bool timeout = false;  // the time-out proposal, confirmed by the table
};

// A move taken back by undo, which redo places again.
struct BlokusUndone {
  BlokusMoveRecord record;
  std::vector<GridCell> cells;
};

enum class BlokusEntry { kCells, kTray, kTimeout };

// One way a tray piece lies on the board: its orientation and the cell its grab cell
// (blokus_grab_cell) covers.
struct BlokusFit {
  std::uint8_t orientation = 0;
  GridCell target;
  friend bool operator==(const BlokusFit&, const BlokusFit&) = default;
};

// Where a tray piece put down with the finger on a cell lands (BlokusController::drop_fit).
struct BlokusDrop {
  BlokusFit fit;       // as held on the cell when it is not moved
  int ways = 0;        // the orientations in which it fits covering the cell
  bool moved = false;  // turned or slid from the way it was held on the cell
};

class BlokusController {
 public:
  // Loads the session's seats, rules and events and rebuilds the game (nothing is written).
  [[nodiscard]] Status open(db::Store& store, std::int64_t session_id, std::int64_t now_ms);
  // The same from a session and its events held in memory (an export, an import): nothing
  // can be stored afterwards (the actions answer kStoreNotFound).
  [[nodiscard]] Status load(const db::SessionSummary& session, const std::vector<db::Event>& events,
                            std::int64_t now_ms);

  // Checks the placement as the referee rules it now (nothing stored).
  [[nodiscard]] Result<blokus::PlacementInfo> check(blokus::Color color,
                                                    const std::vector<GridCell>& cells) const;
  // The way a tray piece with its grab cell on `target` is turned to fit there, as check()
  // rules it now: `held` when it fits as held, else the next way after it that does; `next`
  // (a second tap on the same cell): the first way after `held` that fits, `held` itself
  // last. Nothing where it fits no way.
  [[nodiscard]] std::optional<std::uint8_t> fitting_orientation(blokus::Color color,
                                                                blokus::PieceId piece,
                                                                std::uint8_t held, GridCell target,
                                                                bool next) const;
  // Every orientation of `piece` in which it fits legally (check()) covering `cell`, each
  // slid so its grab cell lies nearest `cell` (on it when it fits so), in the orientations'
  // order. A finger that puts a piece down on a cell means the piece to cover that cell.
  [[nodiscard]] std::vector<BlokusFit> fits_covering(blokus::Color color, blokus::PieceId piece,
                                                     GridCell cell) const;
  // Where a tray piece held in orientation `held` lands when dropped with the finger on
  // `cell`: as held when it fits so (slid to cover the cell when it must); else turned to the
  // one orientation that fits covering the cell. Where several other orientations fit: when
  // the player turned the piece (`turned`), it stays as held on the cell, their turning kept;
  // when it lies as the tray showed it (a way nobody chose), it takes the way that fits with
  // its middle nearest the cell (the first such). Where none fits, it stays as held. A tap on
  // the cell again turns it to the next way (next_fit).
  [[nodiscard]] BlokusDrop drop_fit(blokus::Color color, blokus::PieceId piece, std::uint8_t held,
                                    GridCell cell, bool turned) const;
  // The next way after `held` that fits covering `cell` (fits_covering's order, round to the
  // start); the one held when it is the only one; nothing where none fits.
  [[nodiscard]] std::optional<BlokusFit> next_fit(blokus::Color color, blokus::PieceId piece,
                                                  std::uint8_t held, GridCell cell) const;
  // Places a legal piece: stored, then applied. A refused placement is neither.
  [[nodiscard]] Result<blokus::PlacementInfo> place(blokus::Color color,
                                                    const std::vector<GridCell>& cells,
                                                    BlokusEntry entry, std::int64_t now_ms);
  // "The table overrules the referee": stored as an overrule event, then applied.
  [[nodiscard]] Result<blokus::PlacementInfo> overrule(blokus::Color color,
                                                       const std::vector<GridCell>& cells,
                                                       BlokusEntry entry, std::int64_t now_ms);
  // Takes back the last move at once (nothing is asked: redo brings it back).
  [[nodiscard]] Status undo(std::int64_t now_ms);
  // Places the move undone last again, as it was (overruled or not, its time); answers
  // blokus::Reason::kBlokusNothingToRedo when there is none (after a new move, nothing is).
  [[nodiscard]] Status redo(std::int64_t now_ms);
  [[nodiscard]] bool can_redo() const { return !undone_.empty(); }
  [[nodiscard]] Status pause(std::int64_t now_ms);
  [[nodiscard]] Status resume(std::int64_t now_ms);
  // Saves the running move's time (a store setting, not an event) at most once a second, so
  // a killed app resumes its clock where it was shown.
  void checkpoint(std::int64_t now_ms);

  [[nodiscard]] const blokus::GameState& state() const { return state_; }
  [[nodiscard]] const std::vector<BlokusMoveRecord>& moves() const { return moves_; }
  [[nodiscard]] const std::vector<db::SeatEntry>& seats() const { return seats_; }
  [[nodiscard]] std::int64_t session_id() const { return session_id_; }
  [[nodiscard]] bool is_open() const { return store_ != nullptr && session_id_ != 0; }
  [[nodiscard]] bool online_scoring() const { return online_scoring_; }
  [[nodiscard]] bool clocks() const { return clocks_; }
  [[nodiscard]] const BlokusClockConfig& clock_config() const { return clock_config_; }

  // The seat (index into seats()) playing `color` now (the shared color rotates), or -1.
  [[nodiscard]] int seat_for(blokus::Color color) const;
  // The seat index of scoring player `player`, or -1.
  [[nodiscard]] int seat_of_player(int player) const;
  // The players of a scoring player's colours (a team's members), in colour order, each seat
  // once: a team of "Anna" and "Ann" is both, however alike their names are.
  [[nodiscard]] std::vector<std::string> players_of(const blokus::PlayerScore& player) const;

  // Clocks.
  [[nodiscard]] bool running() const { return running_; }
  // Time used on the move being made.
  [[nodiscard]] std::int64_t turn_elapsed(std::int64_t now_ms) const;
  // Total time a player (scoring player index) has used, the running move included.
  [[nodiscard]] std::int64_t total_used(int player, std::int64_t now_ms) const;
  // The player whose clock runs (the one to move), or -1 when the game is over.
  [[nodiscard]] int clock_player() const;

  // The time-out (rule "timeout_piece", only with clocks): the seat to move has used up its
  // total time (and this move's extra time). The referee then proposes a random legal
  // placement for the color to move; the table puts that piece down and confirms it, or
  // overrules and plays on as usual.
  [[nodiscard]] bool timeout_rule() const { return clocks_ && timeout_rule_; }
  [[nodiscard]] bool timed_out(std::int64_t now_ms) const;
  // The seed of the proposal for the move being made: timeout_seed(session id, the number of
  // events up to the last one that changed the position). Pausing or resuming does not
  // change it, so the proposal shown stays the same; the log alone reproduces it.
  [[nodiscard]] std::uint64_t timeout_seed() const;
  // The proposal for the color to move (nullopt when the game is over).
  [[nodiscard]] std::optional<blokus::PlacementInfo> timeout_proposal() const;
  // Places the proposal as a "place" event with entry "timeout" and its seed.
  [[nodiscard]] Result<blokus::PlacementInfo> confirm_timeout(std::int64_t now_ms);

  // The result JSON written when the game ends.
  [[nodiscard]] std::string result_json() const;

 private:
  [[nodiscard]] Result<blokus::PlacementInfo> put(
      blokus::Color color, const std::vector<GridCell>& cells, BlokusEntry entry, bool overruled,
      std::int64_t now_ms, std::optional<std::uint64_t> seed = {}, bool redo = false);
  [[nodiscard]] Status sync_status();
  [[nodiscard]] std::string clock_key() const;

  db::Store* store_ = nullptr;
  std::int64_t session_id_ = 0;
  std::vector<db::SeatEntry> seats_;
  std::vector<int> seat_of_color_;  // owner seat per color (-1: shared)
  blokus::GameState state_;
  std::vector<BlokusMoveRecord> moves_;
  std::vector<BlokusUndone> undone_;  // the moves redo can bring back, the last undone last
  std::int64_t event_count_ = 0;
  bool online_scoring_ = false;
  bool clocks_ = false;
  bool timeout_rule_ = false;
  std::int64_t position_events_ = 0;  // events up to the last one that changed the position
  BlokusClockConfig clock_config_;
  SessionEnd end_;  // the stored status kept in step with the game
  // The running move's clock: time banked before running_since_.
  bool running_ = true;
  std::int64_t banked_ms_ = 0;
  std::int64_t running_since_ = 0;
  std::int64_t last_checkpoint_ = 0;
};

// A session and its events, as History's SessionRecord holds them.
struct BlokusRecord {
  db::SessionSummary session;
  std::vector<db::Event> events;
};

// .blksgf text as a new session's record: the file's variant (Home's id), default rules,
// seats named from `player_names` in seat order (one per seat of the variant, else
// "Player n"), each move an event; finished with its result when the game is over. A move
// the referee refuses is reported (with its line and column) and nothing is made.
[[nodiscard]] Result<BlokusRecord> blokus_record_from_sgf(
    std::string_view text, const std::vector<std::string>& player_names);
// A seat's name when a file records its role, not its player (a .blksgf knows colors
// only), in the user's words: its colors joined by "+" ("Blue+Red"), "Solo player" for a
// solo game's "all"; null `render`: "Player <n>" (n = seat + 1).
[[nodiscard]] std::string blokus_seat_name(std::string_view role, std::size_t seat,
                                           const RenderText& render);
// .blksgf text as a session to import (the format's reader, for History and the Blokus
// screen): blokus_record_from_sgf() with each seat named by blokus_seat_name().
[[nodiscard]] Result<BlokusRecord> blokus_import_record(std::string_view text,
                                                        const RenderText& render);
// The same, stored: returns the new session's id.
[[nodiscard]] Result<std::int64_t> create_blokus_session_from_sgf(
    db::Store& store, std::string_view text, const std::vector<std::string>& player_names);
// The controller after the first `step` events of a session (History's replay: the
// position, the moves with their colors, the seats); nothing can be stored through it.
[[nodiscard]] Result<BlokusController> blokus_controller_at(const db::SessionSummary& session,
                                                            const std::vector<db::Event>& events,
                                                            std::size_t step);
// The referee's position after a session's events.
[[nodiscard]] Result<blokus::GameState> blokus_state_of(const db::SessionSummary& session,
                                                        const std::vector<db::Event>& events);
// The session's game as one line of .blksgf (Pentobi opens it): from the store, or from a
// session and its events in memory (History's SessionFormat "blksgf" write function).
[[nodiscard]] Result<std::string> export_blksgf(db::Store& store, std::int64_t session_id);
[[nodiscard]] Result<std::string> write_blksgf(const db::SessionSummary& session,
                                               const std::vector<db::Event>& events);

}  // namespace tableref::controllers
