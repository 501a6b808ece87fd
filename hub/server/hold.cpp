#include "hold.hpp"

namespace tableref::hub {

std::optional<Refusal> hold_session(pqxx::connection& c, const Device& asker,
                                    const std::string& origin_device, std::int64_t session,
                                    nlohmann::json& out) {
  pqxx::work work(c);
  // The club's push lock: change numbers commit in the order they are taken (sync.hpp).
  work.exec_params("SELECT id FROM clubs WHERE id = $1 FOR UPDATE", asker.club_id);
  auto rows = work.exec_params(
      "SELECT holder_id, event_count FROM sessions "
      "WHERE device_id = $1 AND session_id = $2 AND club_id = $3 FOR UPDATE",
      origin_device, session, asker.club_id);
  if (rows.empty()) return Refusal{"hub.unknown_session", origin_device, 404};
  if (rows[0][0].as<std::string>() != asker.id) {
    // A new change number: every device's next pull learns who holds it now, and the
    // recording device gets the session back with the new holder's events from then on.
    work.exec_params(
        "UPDATE sessions SET holder_id = $3, change = nextval('session_changes') "
        "WHERE device_id = $1 AND session_id = $2",
        origin_device, session, asker.id);
  }
  work.commit();
  out = {{"device", origin_device},
         {"id", session},
         {"holder", asker.id},
         {"events", rows[0][1].as<std::int64_t>()}};
  return std::nullopt;
}

}  // namespace tableref::hub
