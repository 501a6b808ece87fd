#pragma once
// The seam between the sync logic (sync.cpp, live.cpp: what to ask the hub and what to keep
// of its answers) and the way a request travels. Two transports, one chosen by CMake:
// transport_httplib.cpp (desktop and CLI: cpp-httplib, waits for the answer on the calling
// thread, which is the club controller's worker in the app) and transport_fetch.cpp (the
// browser: the page's fetch(), which never waits; docs/club.md, "In the browser").
#include <string>

#include "tableref/base/result.hpp"

namespace tableref::hub {

struct HttpRequest {
  std::string method;  // GET or POST
  std::string url;     // the hub's address, http(s)://host[:port]
  std::string path;    // /v1/...
  std::string token;   // sent as a bearer token when not empty
  std::string body;    // JSON, for a POST
  friend bool operator==(const HttpRequest&, const HttpRequest&) = default;
};

struct HttpAnswer {
  int status = 0;
  std::string body;
};

// Sends `request`. Any status is an answer; a hub that cannot be reached is
// db::SyncReason::kUnreachable ({url}, {detail}).
//
// The browser's transport never blocks: the first time it is asked it starts a fetch and
// answers db::SyncReason::kPending ({path}); once request_settled() is true, the same request
// asked again gets the fetch's answer (once). The caller runs its whole operation again:
// every step before the request already left its mark in the store, so the rerun reaches the
// same request (or a later one, if the store changed meanwhile: the pending answer is then
// dropped and the new request sent; every request to the hub is safe to repeat).
[[nodiscard]] Result<HttpAnswer> send_request(const HttpRequest& request);

// False while a request answered kPending is still under way (desktop: always true).
[[nodiscard]] bool request_settled();

}  // namespace tableref::hub
