// ClubController's worker: the network half of a join or a sync, off the frame.
#include "tableref/controllers/club.hpp"

namespace tableref::controllers {

ClubController::~ClubController() {
  // The worker owns nothing of ours but the outcome slot; a call in flight ends within the
  // client's timeouts, and the app waits for it rather than cut a store write in half.
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
  if (worker_.joinable()) worker_.join();  // the previous call, finished
  worker_ = std::thread([this, join, url = std::move(url), code = std::move(code),
                         device_name = std::move(device_name), continue_session] {
    ClubOutcome outcome;
    outcome.joined = join;
    outcome.continued = continue_session;
    // A connection of the worker's own: SQLite serialises it with the frame's (WAL, a busy
    // timeout), and the frame's connection is never touched from here.
    auto store = db::Store::open(db_path_);
    if (!store) {
      outcome.error = store.error();
    } else if (join) {
      auto club = join_club(store.value(), url, code, device_name);
      if (club) {
        outcome.club = club.value();
      } else {
        outcome.error = club.error();
      }
    } else {
      auto report = continue_session != 0 ? continue_club_session(store.value(), continue_session)
                                          : sync_club(store.value());
      if (report) {
        outcome.report = report.value();
      } else {
        outcome.error = report.error();
      }
    }
    const std::lock_guard lock(mutex_);
    outcome_ = std::move(outcome);
    busy_.store(false);
  });
  return true;
}

void ClubController::poll() {}

void ClubController::wait() {
  if (worker_.joinable()) worker_.join();
}

std::optional<ClubOutcome> ClubController::take_outcome() {
  const std::lock_guard lock(mutex_);
  auto outcome = std::move(outcome_);
  outcome_.reset();
  return outcome;
}

}  // namespace tableref::controllers
