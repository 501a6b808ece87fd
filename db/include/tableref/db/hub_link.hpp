#pragma once
// What a device keeps of its club hub (issue #26, schema step 5): its enrolment, what the
// hub has acknowledged of each local session, and the sessions pulled from other devices,
// each marked with the device it came from. The HTTP side is hub/client/.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "tableref/base/result.hpp"
#include "tableref/db/store.hpp"

namespace tableref::db {

struct HubLink {
  std::string url;        // the hub's base address, "http://host:port"
  std::string club;       // the club's name, as the hub said at enrolment
  std::string device_id;  // this device's id at the hub
  std::string token;      // this device's bearer token
  std::int64_t pull_cursor = 0;
};

// A local session whose newest state the hub has not acknowledged: the session, and its
// events after the `acknowledged` ones.
// Where a session pulled from the hub came from.
struct SessionOrigin {
  std::string device_id;
  std::string device_name;
  std::int64_t origin_session = 0;  // its id on that device
};

struct PushItem {
  SessionSummary session;
  std::vector<Event> events;
  std::int64_t acknowledged = 0;
  // Set for another device's session this device holds (continued here after a hand-off):
  // pushed under the recording device's id and its own session id.
  std::optional<SessionOrigin> origin;
};

// A session as another device recorded it: its summary (`session.id` unused) and every
// event the hub has of it.
struct PulledSession {
  SessionOrigin origin;
  SessionSummary session;
  std::vector<Event> events;
  std::string holder_id;  // the device holding it at the hub; empty: the recording one
  std::string holder_name;
};

// This database's enrolment, nullopt before `hub join`.
[[nodiscard]] Result<std::optional<HubLink>> hub_link(Store& store);
// Stores the enrolment; refuses a second one (SyncReason::kAlreadyJoined).
[[nodiscard]] Status save_hub_link(Store& store, const HubLink& link);

// Forgets the enrolment (`hub leave`): the cursor, what the hub acknowledged and who holds
// what. Every session stays, pulled ones with their hub_origin mark (where they came from does
// not change). The device id and token are kept as the former enrolment: joining the same hub
// again proves with them that this is the same device (docs/club.md, "Leaving and joining
// again"), and pulled sessions recorded under any former id are known as this device's own.
[[nodiscard]] Status forget_hub_link(Store& store);

// The enrolment this device left last (nullopt: it never left one).
[[nodiscard]] Result<std::optional<HubLink>> former_hub_link(Store& store);
// Every device id this database was enrolled under before its current one.
[[nodiscard]] Result<std::vector<std::string>> former_device_ids(Store& store);

// How many local sessions wait for the hub (what sessions_to_push would send), and how many
// sessions here came from other devices of the club.
struct HubCounts {
  std::int64_t waiting = 0;
  std::int64_t from_club = 0;
};
[[nodiscard]] Result<HubCounts> hub_counts(Store& store);

// At most `limit` sessions this device holds (its own, unless handed to another device, and
// the others' it continues) with events or changes the hub has not acknowledged, oldest
// first.
[[nodiscard]] Result<std::vector<PushItem>> sessions_to_push(Store& store, std::int64_t limit);
// Records what the hub acknowledged of a session: its first `events` events, and its state
// as of `updated_at` (empty: send the state again next time).
[[nodiscard]] Status mark_pushed(Store& store, std::int64_t session_id, std::int64_t events,
                                 const std::string& updated_at);

// Stores a page of pulled sessions (new ones added, known ones given their new events,
// status and result, and who holds each; this device's own sessions, back from the device
// that continued them, given that device's events) and moves the pull cursor to `cursor`, all in
// one transaction: a pull cut short stores nothing twice and loses nothing.
[[nodiscard]] Status apply_pulled(Store& store, const std::vector<PulledSession>& sessions,
                                  std::int64_t cursor);

// Records that `holder_id` holds the session at the hub (the hub said so).
[[nodiscard]] Status set_hold(Store& store, std::int64_t session_id, const std::string& holder_id,
                              const std::string& holder_name);
// The name of the device that holds the session when it is not this one (the session is
// read-only here); nullopt when this device holds it or has not joined a club.
[[nodiscard]] Result<std::optional<std::string>> held_elsewhere(Store& store,
                                                                std::int64_t session_id);

// The device a session came from; nullopt for this device's own sessions.
[[nodiscard]] Result<std::optional<SessionOrigin>> session_origin(Store& store,
                                                                  std::int64_t session_id);

}  // namespace tableref::db
