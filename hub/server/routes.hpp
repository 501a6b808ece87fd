#pragma once
// The hub's routes (docs/club.md, "Protocol"):
//   POST /v1/join  {"code", "device_name"}          -> {"device", "token", "club"}
//   POST /v1/push  {"sessions": [...]}  (token)      -> sync.hpp's push answer
//   GET  /v1/pull?after=N               (token)      -> sync.hpp's pull answer
//   POST /v1/hold  {"device", "id"}    (token)      -> hold.hpp's answer (hand-off)
//   GET  /v1/health                                  -> {"ok": true}
#include <string>

#include <httplib.h>

namespace tableref::hub {

void add_routes(httplib::Server& server, const std::string& database);

}  // namespace tableref::hub
