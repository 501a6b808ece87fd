#pragma once
// A device's push and pull. A push is one transaction: all of it is stored or none, and its
// events' global ids (device, session, seq) make a repeated push store nothing twice. A pull
// answers the club's sessions changed after a cursor, other devices' only.
#include <cstdint>
#include <vector>

#include <nlohmann/json.hpp>
#include <pqxx/pqxx>

#include "clubs.hpp"
#include "tableref/hub/wire.hpp"

namespace tableref::hub {

// {"stored": [{"id", "events"}...], "refused": [{"id", "code", "events"}...]}: for each
// session, how many of its events the hub now has, or why it was refused (hub.not_holder:
// another device holds it; hub.event_gap: the push starts after an event the hub lacks).
[[nodiscard]] nlohmann::json push(pqxx::connection& c, const Device& device,
                                  const std::vector<WireSession>& sessions);

// {"sessions": [...], "cursor": N, "more": bool}: at most kPullPageSessions sessions of the
// device's club changed after `after`, excluding the device's own, each with every event.
[[nodiscard]] nlohmann::json pull(pqxx::connection& c, const Device& device, std::int64_t after);

}  // namespace tableref::hub
