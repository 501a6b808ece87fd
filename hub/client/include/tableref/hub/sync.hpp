#pragma once
// A device's enrolment and sync: push what the hub lacks of this device's sessions, then
// pull the club's other sessions from the stored cursor. The device's own data is never
// touched by a failed sync; a sync cut short anywhere is safe to run again.
#include <cstdint>
#include <string>
#include <vector>

#include "tableref/base/result.hpp"
#include "tableref/db/hub_link.hpp"

namespace tableref::hub {

// A session the hub would not take, and its code (hub.not_holder, hub.event_gap).
struct RefusedSession {
  std::int64_t session = 0;
  std::string code;
};

struct SyncReport {
  std::int64_t pushed = 0;  // sessions whose new events or state the hub acknowledged
  std::int64_t pulled = 0;  // sessions of other devices stored or brought up to date
  std::vector<RefusedSession> refused;
};

// Enrols this database with the hub at `url` (SyncReason::kAlreadyJoined if it has joined
// one); answers the club's name.
[[nodiscard]] Result<std::string> join_hub(db::Store& store, const std::string& url,
                                           const std::string& code, const std::string& device_name);

// `so_far`, when given, is counted into and answered: the browser runs a sync again after
// each fetch (transport.hpp), and a run cut short by kPending keeps what it counted there.
[[nodiscard]] Result<SyncReport> sync_with_hub(db::Store& store, SyncReport* so_far = nullptr);
// The push half of sync_with_hub alone (pulled stays 0): what a live session's move needs.
[[nodiscard]] Result<SyncReport> push_to_hub(db::Store& store);

// "Continue on this device": asks the hub to move the holding of the session (this
// device's own, or one pulled from another device) here, records it, and syncs, so the
// session has every event the hub has before this device writes to it. Refused by the hub:
// SyncReason::kRefused with code hub.unknown_session.
[[nodiscard]] Result<SyncReport> continue_here(db::Store& store, std::int64_t session_id,
                                               SyncReport* so_far = nullptr);

}  // namespace tableref::hub
