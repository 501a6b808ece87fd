// The push half of sync.hpp.
#include <optional>

#include "fault.hpp"
#include "sync.hpp"

namespace tableref::hub {
namespace {

using nlohmann::json;

std::string seats_text(const std::vector<WireSeat>& seats) {
  json list = json::array();
  for (const auto& s : seats)
    list.push_back({{"seat", s.seat}, {"player", s.player}, {"role", s.role}});
  return list.dump();
}

struct Known {
  std::string holder;
  std::int64_t events = 0;
  std::string updated_at;
};

std::optional<Known> known_session(pqxx::work& work, const Device& device, std::int64_t id) {
  auto rows = work.exec_params(
      "SELECT holder_id, event_count, updated_at FROM sessions "
      "WHERE device_id = $1 AND session_id = $2 AND club_id = $3 FOR UPDATE",
      device.id, id, device.club_id);
  if (rows.empty()) return std::nullopt;
  return Known{rows[0][0].as<std::string>(), rows[0][1].as<std::int64_t>(),
               rows[0][2].as<std::string>()};
}

void insert_session(pqxx::work& work, const Device& device, const WireSession& s) {
  work.exec_params(
      "INSERT INTO sessions(device_id, session_id, club_id, holder_id, game, variant, rules, "
      "status, result, created_at, updated_at, seats, event_count, change) VALUES "
      "($1, $2, $3, $1, $4, $5, $6, $7, $8, $9, $10, $11, 0, nextval('session_changes'))",
      device.id, s.id, device.club_id, s.game, s.variant, s.rules, s.status, s.result, s.created_at,
      s.updated_at, seats_text(s.seats));
}

// Stores the events the hub lacks in one statement (the events travel as one JSON array
// and PostgreSQL unpacks them: one round trip per session, not per event); answers how
// many rows were new.
std::int64_t insert_events(pqxx::work& work, const Device& device, const WireSession& s,
                           std::int64_t have) {
  json events = json::array();
  for (const auto& e : s.events) {
    if (e.seq > have) {  // a retry: the hub has the earlier ones already
      events.push_back({{"seq", e.seq}, {"at", e.at}, {"kind", e.kind}, {"payload", e.payload}});
    }
  }
  if (events.empty()) return 0;
  auto r = work.exec_params(
      "INSERT INTO events(device_id, session_id, seq, at, kind, payload) "
      "SELECT $1, $2, e.seq, e.at, e.kind, e.payload FROM json_to_recordset($3::json) "
      "AS e(seq bigint, at text, kind text, payload text) ON CONFLICT DO NOTHING",
      device.id, s.id, events.dump());
  return static_cast<std::int64_t>(r.affected_rows());
}

// One session of a push: its answer, stored or refused. A session is keyed by the device that
// recorded it: the pusher's own, or (`device` set) one the pusher continues after a hand-off,
// which must exist in the pusher's club. Only its holder's push is taken.
json push_one(pqxx::work& work, const Device& pusher, const WireSession& s) {
  const Device device{s.device.empty() ? pusher.id : s.device, pusher.club_id};
  const auto known = known_session(work, device, s.id);
  const json key{{"id", s.id}, {"device", device.id}};
  auto refusal = [&](const char* code, std::int64_t events) {
    json out = key;
    out["code"] = code;
    out["events"] = events;
    return out;
  };
  if (!known && device.id != pusher.id) return refusal("hub.unknown_session", 0);
  if (known && known->holder != pusher.id) return refusal("hub.not_holder", known->events);
  const std::int64_t have = known ? known->events : 0;
  if (!s.events.empty() && s.events.front().seq > have + 1) {
    return refusal("hub.event_gap", have);
  }
  if (!known) insert_session(work, device, s);
  const std::int64_t added = insert_events(work, device, s, have);
  const std::int64_t count = s.events.empty() ? have : std::max(have, s.events.back().seq);
  // A new change number only when something changed: a retried push moves no cursor.
  if (!known || added > 0 || known->updated_at != s.updated_at) {
    work.exec_params(
        "UPDATE sessions SET status = $3, result = $4, updated_at = $5, seats = $6, "
        "event_count = $7, change = nextval('session_changes') "
        "WHERE device_id = $1 AND session_id = $2",
        device.id, s.id, s.status, s.result, s.updated_at, seats_text(s.seats), count);
  }
  json out = key;
  out["events"] = count;
  return out;
}

}  // namespace

json push(pqxx::connection& c, const Device& device, const std::vector<WireSession>& sessions) {
  pqxx::work work(c);
  // One push of a club at a time: change numbers then commit in the order they are taken,
  // so a pull's cursor never passes a change still being written.
  work.exec_params("SELECT id FROM clubs WHERE id = $1 FOR UPDATE", device.club_id);
  json stored = json::array();
  json refused = json::array();
  for (const auto& s : sessions) {
    json answer = push_one(work, device, s);
    (answer.contains("code") ? refused : stored).push_back(std::move(answer));
  }
  fault_point("push-before-commit");
  work.commit();
  fault_point("push-after-commit");
  return {{"stored", std::move(stored)}, {"refused", std::move(refused)}};
}

}  // namespace tableref::hub
