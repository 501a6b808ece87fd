#include "cors.hpp"

#include <algorithm>

#include "tableref/hub/wire.hpp"

namespace tableref::hub {

void add_cors(httplib::Server& server, std::vector<std::string> allowed_origins) {
  server.set_pre_routing_handler([origins = std::move(allowed_origins)](const httplib::Request& req,
                                                                        httplib::Response& res) {
    using Handled = httplib::Server::HandlerResponse;
    const std::string origin = req.get_header_value("Origin");
    if (origin.empty()) return Handled::Unhandled;
    const bool allowed = std::any_of(origins.begin(), origins.end(),
                                     [&](const std::string& o) { return o == "*" || o == origin; });
    const bool preflight = req.method == "OPTIONS";
    if (!allowed) {
      if (!preflight && req.path.rfind("/v1/", 0) != 0) return Handled::Unhandled;
      res.status = 403;
      res.set_content(error_body("hub.origin_not_allowed", origin), "application/json");
      return Handled::Handled;
    }
    res.set_header("Access-Control-Allow-Origin", origin);
    res.set_header("Vary", "Origin");
    if (!preflight) return Handled::Unhandled;
    res.status = 204;
    res.set_header("Access-Control-Allow-Methods", "GET, POST, OPTIONS");
    res.set_header("Access-Control-Allow-Headers", "Authorization, Content-Type");
    res.set_header("Access-Control-Max-Age", "600");
    return Handled::Handled;
  });
}

}  // namespace tableref::hub
