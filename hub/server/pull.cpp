// The pull half of sync.hpp.
#include <map>
#include <stdexcept>
#include <utility>

#include "sync.hpp"

namespace tableref::hub {
namespace {

using nlohmann::json;

// The page: the club's sessions changed after $2, but those the asking device ($3) both
// recorded and holds (its own, which it has). Its own sessions held by another device come
// back to it, with that device's events (hand-off); sessions it holds of other devices come
// too, harmlessly (the device stores nothing twice).
constexpr const char* kPage =
    "SELECT s.device_id, s.session_id FROM sessions s WHERE s.club_id = $1 AND s.change > $2 "
    "AND (s.device_id <> $3 OR s.holder_id <> $3) ORDER BY s.change LIMIT $4";

std::vector<WireSeat> seats_from_text(const std::string& text) {
  std::vector<WireSeat> seats;
  // The hub's own column, written from a checked push: one that does not read is a fault of
  // the database, answered as such (503) by the route's guard.
  const auto list = read_json(text);
  if (!list || !list->is_array()) throw std::runtime_error("a session's stored seats do not read");
  for (const auto& s : *list) {
    seats.push_back(WireSeat{s.at("seat").get<std::int64_t>(), s.at("player").get<std::string>(),
                             s.at("role").get<std::string>()});
  }
  return seats;
}

WireSession session_from_row(const pqxx::row& r) {
  WireSession s;
  s.device = r[0].as<std::string>();
  s.device_name = r[1].as<std::string>();
  s.id = r[2].as<std::int64_t>();
  s.game = r[3].as<std::string>();
  s.variant = r[4].as<std::string>();
  s.rules = r[5].as<std::string>();
  s.status = r[6].as<std::string>();
  s.result = r[7].as<std::string>();
  s.created_at = r[8].as<std::string>();
  s.updated_at = r[9].as<std::string>();
  s.seats = seats_from_text(r[10].as<std::string>());
  s.holder = r[12].as<std::string>();
  s.holder_name = r[13].as<std::string>();
  return s;
}

}  // namespace

json pull(pqxx::connection& c, const Device& device, std::int64_t after) {
  // One snapshot for both queries: the sessions and their events agree.
  pqxx::transaction<pqxx::repeatable_read, pqxx::read_only> work(c);
  auto rows = work.exec_params(
      std::string("SELECT s.device_id, d.name, s.session_id, s.game, s.variant, s.rules, "
                  "s.status, s.result, s.created_at, s.updated_at, s.seats, s.change, "
                  "s.holder_id, h.name "
                  "FROM sessions s JOIN devices d ON d.id = s.device_id "
                  "JOIN devices h ON h.id = s.holder_id "
                  "WHERE (s.device_id, s.session_id) IN (") +
          kPage + ") ORDER BY s.change",
      device.club_id, after, device.id, kPullPageSessions);
  auto events = work.exec_params(
      std::string("SELECT e.device_id, e.session_id, e.seq, e.at, e.kind, e.payload FROM events e "
                  "WHERE (e.device_id, e.session_id) IN (") +
          kPage + ") ORDER BY e.device_id, e.session_id, e.seq",
      device.club_id, after, device.id, kPullPageSessions);
  std::vector<WireSession> sessions;
  std::map<std::pair<std::string, std::int64_t>, std::size_t> index;
  std::int64_t cursor = after;
  for (const auto& r : rows) {
    sessions.push_back(session_from_row(r));
    index[{sessions.back().device, sessions.back().id}] = sessions.size() - 1;
    cursor = r[11].as<std::int64_t>();
  }
  for (const auto& e : events) {
    const auto it = index.find({e[0].as<std::string>(), e[1].as<std::int64_t>()});
    if (it == index.end()) continue;
    sessions[it->second].events.push_back(WireEvent{e[2].as<std::int64_t>(), e[3].as<std::string>(),
                                                    e[4].as<std::string>(),
                                                    e[5].as<std::string>()});
  }
  json list = json::array();
  for (const auto& s : sessions) list.push_back(to_json(s));
  const bool more = static_cast<std::int64_t>(rows.size()) == kPullPageSessions;
  return {{"sessions", std::move(list)}, {"cursor", cursor}, {"more", more}};
}

}  // namespace tableref::hub
