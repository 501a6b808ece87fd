#pragma once
// An HDCG duel session: the session engine (game_session.hpp) holding the referee's duel, plus
// what only HDCG has: the card library, the seeded judgement rolls, the phases' draws and
// discards, and the calculator's defaults. No ImGui here.
//
// Event log of an "hdcg" session (kind, payload):
//   "setup"   {"format": "tableref.hdcg.duel/1", "seed": "N", "setup": {duel setup}}: written
//             once, when the session is first opened; the characters are copied from the card
//             library then, so later library edits never change a running duel.
//   <type>    hdcg_json::to_json(DuelEvent) for each referee event ("start_game", "damage",
//             "add_modifier", "advance_phase", "judgement", "discard", "undo", ...).
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tableref/base/result.hpp"
#include "tableref/controllers/game_session.hpp"
#include "tableref/controllers/hdcg/game.hpp"
#include "tableref/db/store.hpp"
#include "tableref/referee/hdcg/cards.hpp"
#include "tableref/referee/hdcg/duel.hpp"
#include "tableref/referee/hdcg/reason.hpp"

namespace tableref::controllers {

inline constexpr std::size_t kHdcgDeckSize = 60;  // anonymous cards per seat ("1".."60")
// The rule book's character, a card of the library, that an empty role stands for (its
// name is the library's: the app shows it in the user's language, "hdcg.character.default").
[[nodiscard]] std::string_view hdcg_default_character();

// One line of the finished session's result: {"name", "score" (HP left), "rank", "winner"}.
struct HdcgStanding {
  std::string name;
  hdcg::Decimal hp;
  int rank = 1;
  bool winner = false;
};

// Who hits whom by default: the current player hits the next living one (the common case, so
// a hit takes only the amount and Apply); the target is the source itself when nobody else
// is alive.
struct HdcgDamageSides {
  std::size_t source = 0;
  std::size_t target = 0;
};

class HdcgController {
 public:
  // Loads session `session_id` (game "hdcg"). A session with no events yet is set up now: the
  // seats' roles name characters of the stored library (empty role: 刺客), the session's rules
  // JSON gives the rule options, and the opening draw (StartGame) is recorded.
  [[nodiscard]] static Result<HdcgController> open(db::Store& store, std::int64_t session_id);

  [[nodiscard]] std::int64_t session_id() const { return session_.session_id(); }
  [[nodiscard]] const hdcg::DuelState& state() const { return session_.state(); }
  [[nodiscard]] const hdcg::DuelState& initial() const { return session_.initial(); }
  // Every referee event of the log, undo events included (the setup is not one).
  [[nodiscard]] const std::vector<hdcg::DuelEvent>& events() const { return events_; }
  [[nodiscard]] const hdcg::CardLibrary& library() const { return library_; }
  [[nodiscard]] bool finished() const { return HdcgGame::over(state()); }
  [[nodiscard]] bool can_undo() const { return session_.can_undo(); }

  // Checks `event` against the rules on a copy, appends it to the store, then applies it.
  // Nothing is stored when the referee refuses (the violations say why) or Undo is passed.
  [[nodiscard]] Status act(const hdcg::DuelEvent& event);
  // Appends an Undo event and steps back. hdcg::Reason::kHdcgNothingToUndo.
  [[nodiscard]] Status undo();
  // Rolls 0-9 with the session's seeded Rng (seed from the setup, advanced per event) and
  // records the judgement.
  [[nodiscard]] Result<int> roll_judgement();
  // The calculator's default sides for the current turn.
  [[nodiscard]] HdcgDamageSides default_damage_sides() const;
  // The calculator's preview: what `damage` would do, nothing changed.
  [[nodiscard]] Result<hdcg::DamageResult> preview(const hdcg::event::Damage& damage) const;
  // The next phase. Leaving the draw phase draws the turn's 2 skill cards first when they
  // were not drawn yet (rule book: 摸牌阶段 ... 然后摸两张技能卡到手卡), as an event of its own,
  // so stepping through the phases deals what the rules deal and the discard phase can ask.
  [[nodiscard]] Status advance_phase();
  // The current seat's 2 skill cards of this draw phase are drawn (a Draw of
  // hdcg::kDrawPhaseSkills since the phase began).
  [[nodiscard]] bool drew_this_phase() const;
  // The cards this discard phase discarded (0 before its discard, or when none was due).
  [[nodiscard]] std::size_t discarded_this_phase() const;
  // Hand size +1 (draws a card) / -1 (a free discard of the newest card in hand).
  [[nodiscard]] Status draw_one(std::size_t seat);
  [[nodiscard]] Status discard_one(std::size_t seat);
  // The discard phase's discard of `count` cards (the newest ones) from the current seat;
  // the referee demands exactly max(0, hand - limit).
  [[nodiscard]] Status discard_phase(std::size_t count);
  // Adds a modifier with a fresh id; when `modifier.slot` is main_weapon (main_armour) and
  // that slot is empty, the modifier's source card is put in it first.
  [[nodiscard]] Status add_modifier(std::size_t seat, hdcg::Stat stat, hdcg::Modifier modifier);

  // Standings: living characters by HP (high first), then the out ones; ties share a rank.
  [[nodiscard]] std::vector<HdcgStanding> standings() const;
  // {"players": [{"name", "score", "rank", "winner"}]}; score = HP left (a JSON integer when
  // whole, else a decimal string).
  [[nodiscard]] std::string result_json() const { return session_.result_json(); }

 private:
  HdcgController() = default;
  // The referee's log as stored (Undo events included), read again from the rows.
  [[nodiscard]] Status read_log(const std::vector<db::Event>& rows);

  GameSession<HdcgGame> session_;
  std::uint64_t seed_ = 0;
  hdcg::CardLibrary library_;
  std::vector<hdcg::DuelEvent> events_;  // every event of the log, Undo events included
};

}  // namespace tableref::controllers
