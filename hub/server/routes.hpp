#pragma once
// The hub's routes (docs/club.md, "Protocol"):
//   POST /v1/join  {"code", "device_name"}          -> {"device", "token", "club"}
//   POST /v1/push  {"sessions": [...]}  (token)      -> sync.hpp's push answer
//   GET  /v1/pull?after=N               (token)      -> sync.hpp's pull answer
//   POST /v1/hold  {"device", "id"}    (token)      -> hold.hpp's answer (hand-off)
//   POST /v1/share {"session"}          (token)      -> {"code"}     (live.hpp)
//   POST /v1/live  {"session", "state"} (token)      -> {"version"}  (live.hpp)
//   GET  /v1/health                                  -> {"ok": true}
//   GET  /follow, /follow/CODE[/state|/events]      the follower's page (follow.hpp)
#include <string>

#include <httplib.h>

namespace tableref::hub {

void add_routes(httplib::Server& server, const std::string& database);

}  // namespace tableref::hub
