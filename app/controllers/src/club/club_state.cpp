// The club's state in this database: the enrolment (db::hub_link) plus what the last join or
// sync left in the settings table, so the state survives a restart of the app.
#include <unistd.h>

#include <chrono>
#include <ctime>

#include "tableref/controllers/club.hpp"
#include "tableref/controllers/json_input.hpp"
#include "tableref/db/hub_link.hpp"
#include "tableref/db/sync_reason.hpp"

namespace tableref::controllers {
namespace {

using nlohmann::json;

constexpr std::string_view kDeviceName = "hub.device_name";
constexpr std::string_view kLastSync = "hub.last_sync";    // {"at", "pushed", "pulled"}
constexpr std::string_view kLastError = "hub.last_error";  // a SyncReason key, or empty

std::string now_utc() {
  const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
  std::tm tm{};
  gmtime_r(&now, &tm);
  char text[32] = {};
  std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &tm);
  return text;
}

std::string setting_or_empty(db::Store& store, std::string_view key) {
  auto value = store.setting(key);
  return value && value.value() ? *value.value() : std::string();
}

// A failure's reason key; an unreachable hub and a refused token are the ones the state
// names (offline, revoked), the others are shown as the message they are.
void record_failure(db::Store& store, const Violation& v) {
  (void)store.set_setting(kLastError, std::string(v.reason.name()));
}

// The outcome of a sync, kept for the state in words.
Result<hub::SyncReport> record_sync(db::Store& store, Result<hub::SyncReport> report) {
  if (!report) {
    // The browser's request still under way (hub/transport.hpp) ends nothing: not recorded.
    if (report.error().reason != db::SyncReason::kPending) record_failure(store, report.error());
    return report;
  }
  const json last{
      {"at", now_utc()}, {"pushed", report.value().pushed}, {"pulled", report.value().pulled}};
  (void)store.set_setting(kLastSync, last.dump());
  (void)store.set_setting(kLastError, "");
  return report;
}

}  // namespace

std::string default_device_name() {
#ifdef __EMSCRIPTEN__
  return "browser";  // a page has no host name (emscripten's gethostname says "emscripten")
#else
  char host[256] = {};
  if (gethostname(host, sizeof host - 1) != 0 || host[0] == '\0') return "device";
  std::string name;
  for (const char* c = host; *c != '\0' && name.size() < 64; ++c) {
    const bool plain = (*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') ||
                       (*c >= '0' && *c <= '9') || *c == '-' || *c == '_';
    name += plain ? *c : '-';
  }
  return name;
#endif
}

Result<ClubState> read_club_state(db::Store& store) {
  auto link = db::hub_link(store);
  if (!link) return link.violations();
  ClubState state;
  if (!link.value()) return state;
  const auto& l = *link.value();
  state.status = ClubStatus::kJoined;
  state.url = l.url;
  state.club = l.club;
  state.device_id = l.device_id;
  state.device_name = setting_or_empty(store, kDeviceName);
  // The last sync's note is the app's own; one it cannot read is a sync not yet made.
  const auto last = json_input::parse_tolerant(setting_or_empty(store, kLastSync));
  if (last && last->is_object()) {
    state.last_sync_at = last->value("at", std::string());
    state.last_pushed = last->value("pushed", std::int64_t{0});
    state.last_pulled = last->value("pulled", std::int64_t{0});
  }
  state.last_error = setting_or_empty(store, kLastError);
  auto failed_with = [&](db::SyncReason reason) {
    return state.last_error == name_in(db::kSyncReasonNames, reason);
  };
  if (failed_with(db::SyncReason::kUnreachable) || failed_with(db::SyncReason::kHubUnavailable)) {
    state.status = ClubStatus::kOffline;
  } else if (failed_with(db::SyncReason::kUnauthorized)) {
    state.status = ClubStatus::kRevoked;
  }
  auto counts = db::hub_counts(store);
  if (!counts) return counts.violations();
  state.waiting = counts.value().waiting;
  state.from_club = counts.value().from_club;
  return state;
}

json club_state_json(const ClubState& state) {
  static constexpr const char* kNames[] = {"not_joined", "joined", "offline", "revoked"};
  json out{{"state", kNames[static_cast<int>(state.status)]}};
  if (state.status == ClubStatus::kNotJoined) return out;
  out["hub"] = state.url;
  out["club"] = state.club;
  out["device"] = state.device_id;
  out["device_name"] = state.device_name;
  out["last_sync"] = state.last_sync_at.empty() ? json()
                                                : json{{"at", state.last_sync_at},
                                                       {"pushed", state.last_pushed},
                                                       {"pulled", state.last_pulled}};
  out["waiting"] = state.waiting;
  out["from_club"] = state.from_club;
  if (!state.last_error.empty()) out["last_error"] = state.last_error;
  return out;
}

Status leave_club(db::Store& store) {
  if (auto done = db::forget_hub_link(store); !done) return done;
  for (auto key : {kDeviceName, kLastSync, kLastError}) {
    if (auto done = store.set_setting(key, ""); !done) return done;
  }
  return Done{};
}

Result<std::string> join_club(db::Store& store, const std::string& url, const std::string& code,
                              const std::string& device_name) {
  auto club = hub::join_hub(store, url, code, device_name);
  if (!club) return club;
  (void)store.set_setting(kDeviceName, device_name);
  (void)store.set_setting(kLastSync, "");
  (void)store.set_setting(kLastError, "");
  return club;
}

Result<hub::SyncReport> sync_club(db::Store& store, hub::SyncReport* so_far) {
  return record_sync(store, hub::sync_with_hub(store, so_far));
}

Result<hub::SyncReport> continue_club_session(db::Store& store, std::int64_t session_id,
                                              hub::SyncReport* so_far) {
  return record_sync(store, hub::continue_here(store, session_id, so_far));
}

}  // namespace tableref::controllers
