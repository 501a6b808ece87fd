#include "tableref/hub/sync.hpp"

#include <utility>

#include "tableref/db/sync_reason.hpp"
#include "tableref/hub/convert.hpp"
#include "tableref/hub/hub_client.hpp"

namespace tableref::hub {
namespace {

using nlohmann::json;

constexpr std::int64_t kPushRound = 500;  // sessions read from the store at a time

Violation bad_answer(const char* what) {
  return Violation{db::SyncReason::kBadAnswer, {Param{"detail", std::string(what)}}};
}

// Records the hub's answer to one batch. A session fully taken is marked with its state; a
// gap marks what the hub has (the next round sends from there); a session another device
// holds is marked as it is, so it is not offered again until it changes.
Result<bool> record_answer(db::Store& store, const json& answer,
                           const std::vector<const db::PushItem*>& batch, SyncReport& report,
                           const std::string& own_device) {
  if (!answer.value("stored", json()).is_array() || !answer.value("refused", json()).is_array()) {
    return bad_answer("/v1/push");
  }
  // One transaction for the whole answer: one fsync, not one per session.
  auto transaction = db::Transaction::begin_immediate(store.connection());
  if (!transaction) return transaction.violations();
  bool progress = false;
  for (const auto* item : batch) {
    const auto id = item->session.id;
    // The hub names a session by its recording device and that device's id.
    const std::string key_device = item->origin ? item->origin->device_id : own_device;
    const std::int64_t key_id = item->origin ? item->origin->origin_session : id;
    auto is_this = [&](const json& entry) {
      return entry.value("id", std::int64_t{0}) == key_id &&
             entry.value("device", own_device) == key_device;
    };
    const std::int64_t local = item->events.empty() ? item->acknowledged : item->events.back().seq;
    for (const auto& s : answer["stored"]) {
      if (!is_this(s)) continue;
      const auto have = s.value("events", std::int64_t{0});
      const auto done = have >= local;
      if (auto m = db::mark_pushed(store, id, have, done ? item->session.updated_at : ""); !m) {
        return m.violations();
      }
      report.pushed += done ? 1 : 0;
      progress = true;
    }
    for (const auto& r : answer["refused"]) {
      if (!is_this(r)) continue;
      const auto code = r.value("code", std::string());
      const bool gap = code == "hub.event_gap";
      const auto have = gap ? r.value("events", std::int64_t{0}) : local;
      if (auto m = db::mark_pushed(store, id, have, gap ? "" : item->session.updated_at); !m) {
        return m.violations();
      }
      if (!gap) report.refused.push_back(RefusedSession{id, code});
      progress = progress || gap;
    }
  }
  if (auto committed = transaction.value().commit(); !committed) return committed.violations();
  return progress;
}

// Sends one round of unacknowledged sessions in batches under the hub's body limit.
Result<bool> push_round(db::Store& store, HubClient& client, SyncReport& report,
                        const std::string& own_device) {
  auto items = db::sessions_to_push(store, kPushRound);
  if (!items) return items.violations();
  if (items.value().empty()) return false;
  bool progress = false;
  std::size_t next = 0;
  while (next < items.value().size()) {
    json sessions = json::array();
    std::vector<const db::PushItem*> batch;
    std::size_t bytes = 0;
    while (next < items.value().size() && (batch.empty() || bytes < kPushBatchBytes)) {
      const auto& item = items.value()[next++];
      sessions.push_back(to_json(to_wire(item)));
      bytes += sessions.back().dump().size();
      batch.push_back(&item);
    }
    auto answer = client.push(json{{"sessions", std::move(sessions)}});
    if (!answer) return answer.violations();
    auto recorded = record_answer(store, answer.value(), batch, report, own_device);
    if (!recorded) return recorded.violations();
    progress = progress || recorded.value();
  }
  return progress;
}

// This database's enrolment; SyncReason::kNotJoined before `hub join`.
Result<db::HubLink> joined(db::Store& store) {
  auto link = db::hub_link(store);
  if (!link) return link.violations();
  if (!link.value()) return Violation{db::SyncReason::kNotJoined};
  return *link.value();
}

Status pull_all(db::Store& store, HubClient& client, std::int64_t cursor, SyncReport& report) {
  while (true) {
    auto answer = client.pull(cursor);
    if (!answer) return answer.violations();
    const auto& a = answer.value();
    if (!a.value("sessions", json()).is_array() || !a.value("cursor", json()).is_number_integer()) {
      return bad_answer("/v1/pull");
    }
    std::vector<db::PulledSession> page;
    for (const auto& item : a["sessions"]) {
      WireSession wire;
      WireError error;
      db::PulledSession pulled;
      if (!from_json(item, wire, error) || !from_wire(wire, pulled)) return bad_answer("/v1/pull");
      page.push_back(std::move(pulled));
    }
    cursor = a["cursor"].get<std::int64_t>();
    if (auto stored = db::apply_pulled(store, page, cursor); !stored) return stored;
    report.pulled += static_cast<std::int64_t>(page.size());
    if (!a.value("more", false)) return Done{};
  }
}

// Pushes in rounds until nothing is left or a round moves nothing (every session left is
// refused), then, with `pull`, pulls from the stored cursor.
// `so_far`: the caller's report to count into (sync.hpp), or nullptr.
Result<SyncReport> exchange(db::Store& store, bool pull, SyncReport* so_far = nullptr) {
  auto link = joined(store);
  if (!link) return link.violations();
  HubClient client(link.value().url, link.value().token);
  SyncReport own;
  SyncReport& report = so_far != nullptr ? *so_far : own;
  while (true) {
    auto progress = push_round(store, client, report, link.value().device_id);
    if (!progress) return progress.violations();
    if (!progress.value()) break;
  }
  if (!pull) return report;
  if (auto pulled = pull_all(store, client, link.value().pull_cursor, report); !pulled) {
    return pulled.violations();
  }
  return report;
}

}  // namespace

Result<std::string> join_hub(db::Store& store, const std::string& url, const std::string& code,
                             const std::string& device_name) {
  auto existing = db::hub_link(store);
  if (!existing) return existing.violations();
  if (existing.value()) {
    return Violation{db::SyncReason::kAlreadyJoined, {Param{"url", existing.value()->url}}};
  }
  // The enrolment left last proves this is the same device, but only to the hub that issued
  // its token: another hub is never shown it.
  auto former = db::former_hub_link(store);
  if (!former) return former.violations();
  const bool same_hub = former.value() && former.value()->url == url;
  HubClient client(url, "");
  auto enrolment = client.join(code, device_name, same_hub ? former.value()->device_id : "",
                               same_hub ? former.value()->token : "");
  if (!enrolment) return enrolment.violations();
  const auto& e = enrolment.value();
  if (auto saved = db::save_hub_link(store, db::HubLink{url, e.club, e.device, e.token, 0});
      !saved) {
    return saved.violations();
  }
  return e.club;
}

Result<SyncReport> sync_with_hub(db::Store& store, SyncReport* so_far) {
  return exchange(store, true, so_far);
}

Result<SyncReport> continue_here(db::Store& store, std::int64_t session_id, SyncReport* so_far) {
  auto link = joined(store);
  if (!link) return link.violations();
  auto origin = db::session_origin(store, session_id);
  if (!origin) return origin.violations();
  const auto& o = origin.value();
  HubClient client(link.value().url, link.value().token);
  auto held =
      client.hold(o ? o->device_id : link.value().device_id, o ? o->origin_session : session_id);
  if (!held) return held.violations();
  if (auto done = db::set_hold(store, session_id, link.value().device_id, ""); !done) {
    return done.violations();
  }
  return sync_with_hub(store, so_far);
}

Result<SyncReport> push_to_hub(db::Store& store) {
  return exchange(store, false);
}

}  // namespace tableref::hub
