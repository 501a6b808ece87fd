#pragma once
// "Continue on this device" (docs/club.md, "Hand-off"): each session has one holder, the only
// device whose pushes of it are taken. Holding moves to the asking device in one PostgreSQL
// transaction, so a hub restart loses nothing and two devices asking at once are served one
// after the other (the session's row is locked).
#include <cstdint>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>
#include <pqxx/pqxx>

#include "clubs.hpp"

namespace tableref::hub {

// Moves the holding of the session (`origin_device`, `session`) of the asker's club to the
// asker: {"device", "id", "holder", "events"} (events: how many the hub has, for the asker to
// pull first); hub.unknown_session (404) when the asker's club has no such session.
[[nodiscard]] std::optional<Refusal> hold_session(pqxx::connection& c, const Device& asker,
                                                  const std::string& origin_device,
                                                  std::int64_t session, nlohmann::json& out);

}  // namespace tableref::hub
