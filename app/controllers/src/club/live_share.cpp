// LivePusher's worker: the live state built and pushed off the frame, coalesced.
#include "tableref/controllers/live_share.hpp"

#include <utility>

#include "tableref/controllers/session_record.hpp"

namespace tableref::controllers {

std::string live_share_key(std::int64_t session_id) {
  return "hub.share." + std::to_string(session_id);
}

std::optional<std::string> shared_code(db::Store& store, std::int64_t session_id) {
  auto code = store.setting(live_share_key(session_id));
  if (!code || !code.value() || code.value()->empty()) return std::nullopt;
  return *code.value();
}

LivePusher::LivePusher(std::string db_path, RenderIn render)
    : db_path_(std::move(db_path)), render_(std::move(render)) {
  worker_ = std::thread([this] { run(); });
}

LivePusher::~LivePusher() {
  {
    const std::lock_guard lock(mutex_);
    stop_ = true;
  }
  wake_.notify_all();
  // A call in flight ends within the client's timeouts; the app waits for it rather than cut
  // a store write in half (as the club controller does).
  if (worker_.joinable()) worker_.join();
}

void LivePusher::push(std::int64_t session_id, std::int64_t events) {
  {
    const std::lock_guard lock(mutex_);
    push_wanted_ = std::make_pair(session_id, events);  // replaces an older one not yet sent
  }
  wake_.notify_all();
}

void LivePusher::share(std::int64_t session_id) {
  {
    const std::lock_guard lock(mutex_);
    share_wanted_ = session_id;
  }
  wake_.notify_all();
}

bool LivePusher::busy() const {
  const std::lock_guard lock(mutex_);
  return working_ || push_wanted_ || share_wanted_ != 0;
}

bool LivePusher::sharing() const {
  const std::lock_guard lock(mutex_);
  return share_wanted_ != 0;  // kept until the share's answer is in
}

std::optional<LivePushState> LivePusher::last_push() const {
  const std::lock_guard lock(mutex_);
  return last_push_;
}

std::optional<LiveShareOutcome> LivePusher::take_share() {
  const std::lock_guard lock(mutex_);
  auto done = std::move(share_done_);
  share_done_.reset();
  return done;
}

void LivePusher::wait_idle() {
  std::unique_lock lock(mutex_);
  idle_.wait(lock, [this] { return !working_ && !push_wanted_ && share_wanted_ == 0; });
}

void LivePusher::run() {
  // The worker's own connection: SQLite serialises it with the frame's (WAL, a busy timeout).
  std::optional<db::Store> store;
  std::unique_lock lock(mutex_);
  while (true) {
    wake_.wait(lock, [this] { return stop_ || push_wanted_ || share_wanted_ != 0; });
    if (stop_) return;
    if (!store) {
      auto opened = db::Store::open(db_path_);
      if (opened) store.emplace(std::move(opened).value());
    }
    working_ = true;
    if (share_wanted_ != 0) {
      const std::int64_t id = share_wanted_;
      lock.unlock();
      if (store) do_share(*store, id);
      lock.lock();
      share_wanted_ = 0;  // a share asked for again meanwhile is answered by this one
    } else {
      const auto [id, events] = *push_wanted_;
      push_wanted_.reset();
      lock.unlock();
      if (store) do_push(*store, id, events);
      lock.lock();
    }
    working_ = false;
    idle_.notify_all();
  }
}

nlohmann::json LivePusher::state_of(db::Store& store, std::int64_t session_id) const {
  auto record = load_session(store, session_id);
  if (!record) return nlohmann::json::object();
  return live_json(live_view(record.value()), render_);
}

void LivePusher::do_push(db::Store& store, std::int64_t session_id, std::int64_t events) {
  LivePushState state{session_id, events, 0, std::nullopt};
  auto version = hub::push_live(store, session_id, state_of(store, session_id));
  if (version) {
    state.version = version.value();
  } else {
    state.error = version.error();
  }
  const std::lock_guard lock(mutex_);
  last_push_ = std::move(state);
}

void LivePusher::do_share(db::Store& store, std::int64_t session_id) {
  LiveShareOutcome outcome{session_id, std::nullopt, std::nullopt};
  auto shared = hub::share_session(store, session_id, state_of(store, session_id));
  if (shared) {
    // Remembered here, so the pushes go on after a restart (shared_code).
    (void)store.set_setting(live_share_key(session_id), shared.value().code);
    outcome.share = shared.value();
  } else {
    outcome.error = shared.error();
  }
  const std::lock_guard lock(mutex_);
  share_done_ = std::move(outcome);
}

}  // namespace tableref::controllers
