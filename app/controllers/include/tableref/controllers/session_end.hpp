#pragma once
// A session's stored status kept in step with its game, the same way for every game: while
// the game is over the session is "finished" with its result (written again when a later
// event changes the result, e.g. HP healed after the duel's end); when an undo reopens the
// game it is "active" again. It starts from the status and result read when the session was
// opened, so reopening a session writes nothing unless its stored status is behind.
#include <cstdint>
#include <functional>
#include <string>

#include "tableref/base/result.hpp"
#include "tableref/db/store.hpp"

namespace tableref::controllers {

class SessionEnd {
 public:
  SessionEnd() = default;
  explicit SessionEnd(const db::SessionSummary& stored)
      : finished_(stored.status == db::SessionStatus::kFinished), written_(stored.result_json) {}

  [[nodiscard]] bool finished() const { return finished_; }

  // After an event: `over` is the referee's word; `result_json` is asked only when it is
  // over. Writes only a change; a failed write is returned and changes nothing here.
  [[nodiscard]] Status sync(db::Store& store, std::int64_t session_id, bool over,
                            const std::function<std::string()>& result_json);

 private:
  bool finished_ = false;
  std::string written_;  // the result last written (or read) while finished
};

}  // namespace tableref::controllers
