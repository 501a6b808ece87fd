#pragma once
// Live at the table, the app's side (issue #26; docs/club.md): a session shared with the
// club's followers gets its live state pushed after each stored move, and "Share live" asks
// the hub for its code. The network runs on a worker thread with its own connection to the
// database, never on the frame. No ImGui here: the game screens' shared bar only draws.
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

#include "tableref/base/result.hpp"
#include "tableref/controllers/live_view.hpp"
#include "tableref/db/store.hpp"
#include "tableref/hub/live.hpp"

namespace tableref::controllers {

// The settings key that marks a session as shared (its code, as the hub gave it): after a
// restart, a shared session being played keeps its followers up to date.
[[nodiscard]] std::string live_share_key(std::int64_t session_id);
// The session's share code when this device has shared it, else nullopt.
[[nodiscard]] std::optional<std::string> shared_code(db::Store& store, std::int64_t session_id);

// The last push's outcome, for the screen's words.
struct LivePushState {
  std::int64_t session = 0;
  std::int64_t events = 0;   // the session's stored events the last push carried
  std::int64_t version = 0;  // the live state's version at the hub after it
  std::optional<Violation> error;
};

struct LiveShareOutcome {
  std::int64_t session = 0;
  std::optional<hub::Share> share;
  std::optional<Violation> error;
};

// One worker for pushes and shares. A push asked for while one is in flight waits in a
// single slot: the newest state goes next, older ones are skipped (each push sends the
// session as it stands, so nothing is lost by skipping).
class LivePusher {
 public:
  LivePusher(std::string db_path, RenderIn render);
  LivePusher(const LivePusher&) = delete;
  LivePusher& operator=(const LivePusher&) = delete;
  ~LivePusher();

  // The session's state, now stored with `events` events, to the hub (coalesced).
  void push(std::int64_t session_id, std::int64_t events);
  // Asks the hub for the session's share code (pushing its state first).
  void share(std::int64_t session_id);
  // Something is queued or under way.
  [[nodiscard]] bool busy() const;
  [[nodiscard]] bool sharing() const;
  [[nodiscard]] std::optional<LivePushState> last_push() const;
  // The finished share's outcome, once.
  [[nodiscard]] std::optional<LiveShareOutcome> take_share();
  // Blocks until nothing is queued or under way: for tests, never a frame.
  void wait_idle();

 private:
  void run();
  [[nodiscard]] nlohmann::json state_of(db::Store& store, std::int64_t session_id) const;
  void do_push(db::Store& store, std::int64_t session_id, std::int64_t events);
  void do_share(db::Store& store, std::int64_t session_id);

  std::string db_path_;
  RenderIn render_;
  mutable std::mutex mutex_;
  std::condition_variable wake_;
  std::condition_variable idle_;
  std::optional<std::pair<std::int64_t, std::int64_t>> push_wanted_;  // session, events
  std::int64_t share_wanted_ = 0;
  bool working_ = false;
  bool stop_ = false;
  std::optional<LivePushState> last_push_;
  std::optional<LiveShareOutcome> share_done_;
  std::thread worker_;
};

}  // namespace tableref::controllers
