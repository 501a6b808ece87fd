// The desktop's and the CLI's transport (transport.hpp): cpp-httplib, waiting for the answer
// on the calling thread (the app calls from the club controller's worker, never a frame).
#include <httplib.h>

#include "tableref/db/sync_reason.hpp"
#include "tableref/hub/transport.hpp"

namespace tableref::hub {

Result<HttpAnswer> send_request(const HttpRequest& request) {
  httplib::Client client(request.url);
  if (!client.is_valid()) {
    return Violation{
        db::SyncReason::kUnreachable,
        {Param{"url", request.url}, Param{"detail", std::string("not an http(s) address")}}};
  }
  client.set_connection_timeout(5, 0);
  client.set_read_timeout(60, 0);
  httplib::Headers headers;
  if (!request.token.empty()) headers.emplace("Authorization", "Bearer " + request.token);
  auto res = request.method == "GET"
                 ? client.Get(request.path.c_str(), headers)
                 : client.Post(request.path.c_str(), headers, request.body, "application/json");
  if (!res) {
    return Violation{db::SyncReason::kUnreachable,
                     {Param{"url", request.url}, Param{"detail", httplib::to_string(res.error())}}};
  }
  return HttpAnswer{res->status, res->body};
}

bool request_settled() {
  return true;
}

}  // namespace tableref::hub
