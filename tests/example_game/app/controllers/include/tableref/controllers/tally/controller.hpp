#pragma once
// The tests' example game as its screen drives it: the session engine over the tally's rules
// and nothing else (a real game's controller adds only what is truly its own). No ImGui here.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "tableref/base/result.hpp"
#include "tableref/controllers/game_history.hpp"
#include "tableref/controllers/game_session.hpp"
#include "tableref/controllers/tally/game.hpp"
#include "tableref/db/store.hpp"

namespace tableref::controllers {

class TallyController {
 public:
  [[nodiscard]] Status open(db::Store& store, std::int64_t session_id) {
    return session_.open(store, session_id);
  }
  // The session as it stood after its first `rows` stored rows (History's replay).
  [[nodiscard]] Status load(const SessionRecord& record, std::size_t rows) {
    return session_.load(record.session, record.events, rows);
  }
  [[nodiscard]] Status add(int points) { return session_.act(tally::Add{points}); }
  [[nodiscard]] Status end() { return session_.act(tally::End{}); }
  [[nodiscard]] Status undo() { return session_.undo(); }

  [[nodiscard]] int total() const { return session_.state().total; }
  [[nodiscard]] bool over() const { return session_.state().over; }
  [[nodiscard]] bool can_undo() const { return session_.can_undo(); }
  [[nodiscard]] const std::vector<db::SeatEntry>& seats() const { return session_.seats(); }
  [[nodiscard]] bool is_open() const { return session_.is_open(); }

 private:
  GameSession<tally::Game> session_;
};

// The tally in History: its events' lines and the total at each step.
[[nodiscard]] std::unique_ptr<GameHistory> make_tally_history();

}  // namespace tableref::controllers
