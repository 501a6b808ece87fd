#pragma once
// A Blokus session as the screen drives it: the session engine (game_session.hpp) holding the
// position with its moves (game.hpp has the rows it stores), plus what only Blokus has: the
// clocks (their rows lie beside the moves, time is passed in by the caller in milliseconds of
// any monotonic clock so the clocks can be tested), the time-out proposal, and the tray's
// fitting of a piece under the finger. No ImGui here.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tableref/base/result.hpp"
#include "tableref/controllers/blokus/game.hpp"
#include "tableref/controllers/blokus/tray.hpp"
#include "tableref/controllers/blokus/variants.hpp"
#include "tableref/controllers/game_history.hpp"
#include "tableref/controllers/game_session.hpp"
#include "tableref/db/store.hpp"
#include "tableref/referee/blokus/game.hpp"
#include "tableref/referee/blokus/scoring.hpp"

namespace tableref::controllers {

enum class BlokusEntry { kCells, kTray, kTimeout };

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
  // The tray's fitting (tray.hpp) on the position as it is now.
  [[nodiscard]] std::optional<std::uint8_t> fitting_orientation(blokus::Color color,
                                                                blokus::PieceId piece,
                                                                std::uint8_t held, GridCell target,
                                                                bool next) const {
    return blokus_fitting_orientation(state(), color, piece, held, target, next);
  }
  [[nodiscard]] std::vector<BlokusFit> fits_covering(blokus::Color color, blokus::PieceId piece,
                                                     GridCell cell) const {
    return blokus_fits_covering(state(), color, piece, cell);
  }
  [[nodiscard]] BlokusDrop drop_fit(blokus::Color color, blokus::PieceId piece, std::uint8_t held,
                                    GridCell cell, bool turned) const {
    return blokus_drop_fit(state(), color, piece, held, cell, turned);
  }
  [[nodiscard]] std::optional<BlokusFit> next_fit(blokus::Color color, blokus::PieceId piece,
                                                  std::uint8_t held, GridCell cell) const {
    return blokus_next_fit(state(), color, piece, held, cell);
  }
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
  [[nodiscard]] bool can_redo() const { return session_.can_redo(); }
  [[nodiscard]] Status pause(std::int64_t now_ms);
  [[nodiscard]] Status resume(std::int64_t now_ms);
  // Saves the running move's time (a store setting, not an event) at most once a second, so
  // a killed app resumes its clock where it was shown.
  void checkpoint(std::int64_t now_ms);

  [[nodiscard]] const blokus::GameState& state() const { return session_.state().game; }
  [[nodiscard]] const std::vector<BlokusMoveRecord>& moves() const {
    return session_.state().moves;
  }
  [[nodiscard]] const std::vector<db::SeatEntry>& seats() const { return session_.seats(); }
  [[nodiscard]] std::int64_t session_id() const { return session_id_; }
  [[nodiscard]] bool is_open() const { return session_.is_open(); }
  [[nodiscard]] bool online_scoring() const { return rules().online_scoring; }
  [[nodiscard]] bool clocks() const { return rules().clocks; }
  [[nodiscard]] const BlokusClockConfig& clock_config() const { return rules().clock; }

  // The seat (index into seats()) playing `color` now (the shared color rotates), or -1.
  [[nodiscard]] int seat_for(blokus::Color color) const {
    return blokus_seat_for(session_.state(), color);
  }
  // The seat index of scoring player `player`, or -1.
  [[nodiscard]] int seat_of_player(int player) const {
    return blokus_seat_of_player(session_.state(), player);
  }
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
  [[nodiscard]] bool timeout_rule() const { return rules().clocks && rules().timeout_rule; }
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
  [[nodiscard]] std::string result_json() const { return session_.result_json(); }

 private:
  [[nodiscard]] const BlokusSessionRules& rules() const { return session_.state().rules; }
  [[nodiscard]] Result<blokus::PlacementInfo> put(blokus::Color color,
                                                  const std::vector<GridCell>& cells,
                                                  BlokusEntry entry, bool overruled,
                                                  std::int64_t now_ms,
                                                  std::optional<std::uint64_t> seed = {});
  // The clocks as the stored rows leave them (the clock rows beside the moves).
  [[nodiscard]] Status fold_clock(const std::vector<db::Event>& rows, std::int64_t now_ms);
  [[nodiscard]] std::string clock_key() const;

  GameSession<BlokusGame> session_;
  std::int64_t session_id_ = 0;       // also when loaded from memory (the time-out seed reads it)
  std::int64_t position_events_ = 0;  // rows up to the last one that changed the position
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
