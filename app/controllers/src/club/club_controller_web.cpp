// ClubController in the browser: one thread and no Asyncify, so no call may wait. A call runs
// on the frame's connection until it reaches a request the transport has no answer for yet
// (SyncReason::kPending: a fetch() started); poll() runs it again once that fetch settled,
// and each run goes on from what the last one stored (hub/transport.hpp). A few milliseconds
// of SQLite per run; the page keeps drawing while the hub thinks.
#include <string>

#include "tableref/controllers/club.hpp"
#include "tableref/db/sync_reason.hpp"
#include "tableref/hub/transport.hpp"

namespace tableref::controllers {
namespace {

bool pending(const Violation& v) {
  return v.reason == db::SyncReason::kPending;
}

std::string pending_path(const Violation& v) {
  const auto* path = v.find("path");
  return path != nullptr && std::holds_alternative<std::string>(*path)
             ? std::get<std::string>(*path)
             : std::string();
}

}  // namespace

ClubController::~ClubController() {
  // No worker here; a fetch still under way is left to settle, and its answer is never taken
  // (the next call sends its own request: every request is safe to repeat).
  if (worker_.joinable()) worker_.join();
}

bool ClubController::start_join(std::string url, std::string code, std::string device_name) {
  return start(true, std::move(url), std::move(code), std::move(device_name));
}

bool ClubController::start_sync() {
  return start(false, {}, {}, {});
}

bool ClubController::start_continue(std::int64_t session_id) {
  return start(false, {}, {}, {}, session_id);
}

bool ClubController::start(bool join, std::string url, std::string code, std::string device_name,
                           std::int64_t continue_session) {
  if (busy_.exchange(true)) return false;
  call_ = Call{join,  std::move(url),   std::move(code), std::move(device_name), continue_session,
               false, hub::SyncReport{}};
  poll();  // the first run: it starts the first request
  return true;
}

void ClubController::poll() {
  if (!busy_.load() || !call_ || !hub::request_settled()) return;
  ClubOutcome outcome;
  outcome.joined = call_->join;
  outcome.continued = call_->continue_session;
  std::optional<Result<db::Store>> own;
  db::Store* store = frame_store_;
  if (store == nullptr) {
    own.emplace(db::Store::open(db_path_));
    if (*own) store = &own->value();
  }
  if (store == nullptr) {
    outcome.error = own->error();
  } else if (call_->join) {
    auto club = join_club(*store, call_->url, call_->code, call_->device_name);
    if (club) {
      outcome.club = club.value();
    } else {
      outcome.error = club.error();
    }
  } else {
    // A hand-off asks the hub to hold the session first; once that was answered (the run
    // waits on a later request), the runs left are the sync that follows it.
    auto report = call_->continue_session != 0 && !call_->held
                      ? continue_club_session(*store, call_->continue_session, &call_->so_far)
                      : sync_club(*store, &call_->so_far);
    if (report) {
      outcome.report = report.value();
    } else {
      outcome.error = report.error();
    }
  }
  if (outcome.error && pending(*outcome.error)) {
    if (call_->continue_session != 0 && pending_path(*outcome.error) != "/v1/hold") {
      call_->held = true;
    }
    return;
  }
  const std::lock_guard lock(mutex_);
  outcome_ = std::move(outcome);
  call_.reset();
  busy_.store(false);
}

void ClubController::wait() {
  // Nothing to wait for on this thread: the call moves only when a frame polls.
}

std::optional<ClubOutcome> ClubController::take_outcome() {
  const std::lock_guard lock(mutex_);
  auto outcome = std::move(outcome_);
  outcome_.reset();
  return outcome;
}

}  // namespace tableref::controllers
