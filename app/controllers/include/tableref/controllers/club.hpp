#pragma once
// Settings → Club and `tableref-cli hub status|leave` (issue #26; docs/club.md): this
// device's place in a club, in words the screen and the CLI both say. No ImGui here: the
// screen only draws what ClubController and ClubState hold.
#include <atomic>
#include <cstdint>
#include <mutex>
#include <optional>
#include <string>
#include <thread>

#include <nlohmann/json.hpp>

#include "tableref/base/result.hpp"
#include "tableref/db/store.hpp"
#include "tableref/hub/sync.hpp"

namespace tableref::controllers {

enum class ClubStatus {
  kNotJoined,  // no enrolment in this database
  kJoined,     // enrolled; the last sync (if any) went through
  kOffline,    // the last sync could not reach the hub (or the hub its database)
  kRevoked,    // the hub refused the token: revoked, or a wrong one
};

struct ClubState {
  ClubStatus status = ClubStatus::kNotJoined;
  std::string url;
  std::string club;
  std::string device_id;
  std::string device_name;
  std::string last_sync_at;  // UTC, empty before the first sync that went through
  std::int64_t last_pushed = 0;
  std::int64_t last_pulled = 0;
  std::int64_t waiting = 0;    // local sessions the hub has not acknowledged
  std::int64_t from_club = 0;  // sessions here that other devices recorded
  std::string last_error;      // the last failure's reason key ("hub.unreachable"), or empty
};

// The machine's name, made into a name the hub takes (letters, digits, - _ .): the device
// name offered when joining.
[[nodiscard]] std::string default_device_name();

[[nodiscard]] Result<ClubState> read_club_state(db::Store& store);
// {"state": "not_joined|joined|offline|revoked", "hub", "club", "device", ...}.
[[nodiscard]] nlohmann::json club_state_json(const ClubState& state);
// Forgets the link and its token; keeps every session (db::forget_hub_link).
[[nodiscard]] Status leave_club(db::Store& store);

// Enrols and syncs as hub::join_hub and hub::sync_with_hub do, and records the outcome in
// the store's settings (the time and counts of the last sync, or why it failed), which
// read_club_state turns into the state in words.
[[nodiscard]] Result<std::string> join_club(db::Store& store, const std::string& url,
                                            const std::string& code,
                                            const std::string& device_name);
// `so_far`: as hub::sync_with_hub's (the browser's runs count into one report).
[[nodiscard]] Result<hub::SyncReport> sync_club(db::Store& store,
                                                hub::SyncReport* so_far = nullptr);
// "Continue on this device" (hub::continue_here), its sync recorded as sync_club's.
[[nodiscard]] Result<hub::SyncReport> continue_club_session(db::Store& store,
                                                            std::int64_t session_id,
                                                            hub::SyncReport* so_far = nullptr);

// What a join or a sync ended with, for the frame that picks it up.
struct ClubOutcome {
  bool joined = false;         // a join (else a sync)
  std::int64_t continued = 0;  // the session a hand-off moved here (a sync too)
  std::string club;
  hub::SyncReport report;
  std::optional<Violation> error;
};

// Runs a join or a sync so that the frame never waits for the network. One at a time; the
// frame calls poll() and take_outcome(). Desktop (club_controller.cpp): on a worker thread
// with its own connection to the database (up to the client's 5 s connect and 60 s read
// timeouts). Browser (club_controller_web.cpp, one thread): on the frame's own connection
// `frame_store`, the call run again by poll() each time its fetch() has settled
// (hub/transport.hpp); each run is a few milliseconds of SQLite, never a wait.
class ClubController {
 public:
  explicit ClubController(std::string db_path, db::Store* frame_store = nullptr)
      : db_path_(std::move(db_path)), frame_store_(frame_store) {}
  ClubController(const ClubController&) = delete;
  ClubController& operator=(const ClubController&) = delete;
  ~ClubController();

  [[nodiscard]] bool busy() const { return busy_.load(); }
  // False when a call is already under way.
  bool start_join(std::string url, std::string code, std::string device_name);
  bool start_sync();
  bool start_continue(std::int64_t session_id);
  // Moves the call along, from the frame: the browser's next run once its fetch settled.
  // Nothing on the desktop (the worker moves by itself).
  void poll();
  // Blocks until the call under way (if any) has ended: for tests and the CLI, never a frame.
  void wait();
  // The finished call's outcome, once; nullopt while it runs or when none was started.
  [[nodiscard]] std::optional<ClubOutcome> take_outcome();

 private:
  bool start(bool join, std::string url, std::string code, std::string device_name,
             std::int64_t continue_session = 0);
  std::string db_path_;
  // The browser's: its one thread's connection (a second one would share no locks with it).
  [[maybe_unused]] db::Store* frame_store_ = nullptr;
  // The browser's call under way, run again by poll().
  struct Call {
    bool join = false;
    std::string url;
    std::string code;
    std::string device_name;
    std::int64_t continue_session = 0;
    bool held = false;       // a hand-off's hold was answered: the runs left are its sync
    hub::SyncReport so_far;  // what the runs so far pushed and pulled
  };
  [[maybe_unused]] std::optional<Call> call_;
  std::thread worker_;
  std::atomic<bool> busy_{false};
  std::mutex mutex_;
  std::optional<ClubOutcome> outcome_;
};

}  // namespace tableref::controllers
