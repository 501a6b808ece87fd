#pragma once
// Cross-origin requests: the browser's app (the web build, served from a club's own web
// space) calls the hub with fetch(), which the browser allows only when the hub names the
// page's origin (docs/club.md, "In the browser"). `tableref-hub serve --allow-origin ORIGIN`,
// repeatable; "*" allows any origin (the token, never a cookie, is what authorises).
#include <string>
#include <vector>

#include <httplib.h>

namespace tableref::hub {

// Before routing: a request with an Origin header that is allowed gets
// Access-Control-Allow-Origin; an OPTIONS preflight is answered here (204, GET and POST,
// the Authorization and Content-Type headers); an origin not allowed gets a 403
// hub.origin_not_allowed for a preflight or any /v1/ route. Requests without an Origin
// (devices, the CLI, the follower page's own same-origin reads) pass untouched.
void add_cors(httplib::Server& server, std::vector<std::string> allowed_origins);

}  // namespace tableref::hub
