#pragma once
// A Block-Killer session as the screen drives it: the session engine (game_session.hpp) holding
// the table (hands, turns, attacks and their settlement), plus what only Block-Killer has:
// the garbage card catalog, the entered plays judged as the referee would, and the exchange
// an answer settled. No ImGui here.
#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "tableref/base/result.hpp"
#include "tableref/controllers/blockkiller/draft.hpp"
#include "tableref/controllers/blockkiller/game.hpp"
#include "tableref/controllers/game_session.hpp"
#include "tableref/db/store.hpp"
#include "tableref/referee/blockkiller/garbage.hpp"
#include "tableref/referee/blockkiller/table.hpp"

namespace tableref::controllers {

// The setup of a session from its seats and the rules JSON written by the Home screen
// (option names of the reference plus "direction": "clockwise" | "counterclockwise").
[[nodiscard]] Result<blockkiller::TableSetup> blockkiller_setup(const std::string& rules_json,
                                                                int players);

// The stored rows of a session as table events with their entered plays, undos resolved
// (kInputMalformed / kInputBadValue for a row that is not a Block-Killer event).
[[nodiscard]] Result<std::vector<BlockKillerLogged>> blockkiller_log(
    const std::vector<db::Event>& rows);

// An attack and its answer, as settled by the referee.
struct BlockKillerExchange {
  blockkiller::PlayEvent attack;
  blockkiller::DefendEvent answer;
  blockkiller::ExchangeResult result;
};

class BlockKillerController {
 public:
  // Reads assets/blockkiller/garbage_cards.tsv under `asset_dir`.
  [[nodiscard]] Status load_catalog(const std::string& asset_dir);
  // Loads the session's seats, rules and events and rebuilds the table (nothing is written).
  [[nodiscard]] Status open(db::Store& store, std::int64_t session_id) {
    return session_.open(store, session_id);
  }
  // The same from a session and its first `step` events held in memory (History's replay);
  // nothing can be stored through it afterwards.
  [[nodiscard]] Status load(const db::SessionSummary& session, const std::vector<db::Event>& events,
                            std::size_t step = static_cast<std::size_t>(-1)) {
    return session_.load(session, events, step);
  }
  // This table as it was before log()[log_index] was applied (the log cut there): the table
  // a play was entered on. Nothing can be stored through it.
  [[nodiscard]] Result<BlockKillerController> before(std::size_t log_index) const;

  // Checks the event against the table, appends it (with the entered play) to the store,
  // then applies it. A refused event is neither stored nor applied. Marks the session
  // finished with its result when one player is left.
  [[nodiscard]] Status push(const blockkiller::TableEvent& event,
                            const std::optional<BlockKillerDraft>& entry = std::nullopt) {
    return session_.act({event, entry});
  }
  // Takes back the last event (stored as an "undo" event); kBkNothingToUndo when none stands.
  [[nodiscard]] Status undo() { return session_.undo(); }
  [[nodiscard]] bool can_undo() const { return session_.can_undo(); }

  [[nodiscard]] const blockkiller::TableState& state() const { return session_.state(); }
  [[nodiscard]] const std::vector<BlockKillerLogged>& log() const { return session_.standing(); }
  [[nodiscard]] const std::vector<db::SeatEntry>& seats() const { return session_.seats(); }
  [[nodiscard]] const std::vector<blockkiller::GarbageCatalogEntry>& catalog() const {
    return catalog_;
  }
  [[nodiscard]] std::string name(int seat) const;
  [[nodiscard]] std::int64_t session_id() const { return session_.session_id(); }
  [[nodiscard]] bool is_open() const { return session_.is_open(); }
  // The exchange the last event settled (state().last_exchange: that event was the answer,
  // the attack is the play before it); none when the last event settled none.
  [[nodiscard]] std::optional<BlockKillerExchange> last_exchange() const;
  // The chain a play of `seat` starts from (the carried one with carry_over).
  [[nodiscard]] blockkiller::ChainState start_chain(int seat) const;
  // `seat`'s draft judged as the referee would: against the game's catalog and rules, from
  // the seat's start chain, with the garbage cards in its hand.
  [[nodiscard]] DraftEvaluation evaluate(int seat, const BlockKillerDraft& draft) const;

  // {"players":[{"name","score","rank","winner"}]} from the referee's standings: rank by
  // elimination order, score = players outlasted.
  [[nodiscard]] std::string result_json() const { return session_.result_json(); }

 private:
  GameSession<BlockKillerGame> session_;
  std::vector<blockkiller::GarbageCatalogEntry> catalog_;
};

}  // namespace tableref::controllers
