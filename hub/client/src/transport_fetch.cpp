// The browser's transport (transport.hpp): the page's fetch(). The web build has one thread
// and no Asyncify, and a frame must never wait for the network, so a request is started and
// answered kPending; the club controller (club_controller_web.cpp) runs its operation again
// in the first frame after the fetch settled, and the same request then takes the answer.
// One request at a time; the hub allows the page's origin (tableref-hub serve --allow-origin).
#include <emscripten.h>

#include <optional>
#include <string>

#include "tableref/db/sync_reason.hpp"
#include "tableref/hub/transport.hpp"

namespace tableref::hub {
namespace {

// The JavaScript below is not C++: clang-format would break its operators.
// clang-format off
// Starts the fetch; Module.tablerefHubFetch holds its outcome: status 0 is no answer (the
// network, a refused origin, or the 60 s bound, after which the request is aborted: the same
// bound as the desktop's read timeout, so a hub that never answers ends as unreachable).
EM_JS(void, hub_fetch_start_js, (const char* method_utf8, const char* url_utf8,
                                 const char* token_utf8, const char* body_utf8), {
  var state = {done: false, status: 0, body: ""};
  Module.tablerefHubFetch = state;
  var init = {method: UTF8ToString(method_utf8), headers: {}, cache: 'no-store'};
  var token = UTF8ToString(token_utf8);
  if (token) init.headers['Authorization'] = 'Bearer ' + token;
  if (init.method !== 'GET') {
    init.headers['Content-Type'] = 'application/json';
    init.body = UTF8ToString(body_utf8);
  }
  var abort = typeof AbortController === 'function' ? new AbortController() : null;
  if (abort) init.signal = abort.signal;
  var timer = setTimeout(function() { if (abort) abort.abort(); }, 60000);
  var settle = function(status, body) {
    clearTimeout(timer);
    state.status = status;
    state.body = body;
    state.done = true;
  };
  try {
    fetch(UTF8ToString(url_utf8), init).then(function(response) {
      return response.text().then(function(text) { settle(response.status, text); });
    }).catch(function(error) { settle(0, String((error && error.message) || error)); });
  } catch (error) {
    settle(0, String((error && error.message) || error));
  }
});

EM_JS(int, hub_fetch_done_js, (), {
  return Module.tablerefHubFetch && Module.tablerefHubFetch.done ? 1 : 0;
});

EM_JS(int, hub_fetch_status_js, (), { return Module.tablerefHubFetch.status; });

EM_JS(int, hub_fetch_body_size_js, (), {
  return lengthBytesUTF8(Module.tablerefHubFetch.body);
});

EM_JS(void, hub_fetch_body_copy_js, (char* out, int size), {
  stringToUTF8(Module.tablerefHubFetch.body, out, size);
  Module.tablerefHubFetch = null;
});
// clang-format on

// The request under way (or settled and not yet taken).
std::optional<HttpRequest>& in_flight() {
  static std::optional<HttpRequest> request;
  return request;
}

Violation pending(const HttpRequest& request) {
  return Violation{db::SyncReason::kPending, {Param{"path", request.path}}};
}

}  // namespace

Result<HttpAnswer> send_request(const HttpRequest& request) {
  auto& flight = in_flight();
  if (flight && hub_fetch_done_js() == 0) return pending(*flight);
  if (flight && *flight == request) {
    flight.reset();
    HttpAnswer answer;
    answer.status = hub_fetch_status_js();
    const int size = hub_fetch_body_size_js();
    std::string body(static_cast<std::size_t>(size) + 1, '\0');
    hub_fetch_body_copy_js(body.data(), size + 1);
    body.resize(static_cast<std::size_t>(size));
    if (answer.status == 0) {
      // What the browser tells is deliberately vague ("Failed to fetch"): a hub down, a
      // network away, or a hub that does not allow this page's origin look the same.
      return Violation{db::SyncReason::kUnreachable,
                       {Param{"url", request.url}, Param{"detail", body}}};
    }
    answer.body = std::move(body);
    return answer;
  }
  // Nothing under way, or a settled answer to another request (the store changed between
  // two runs): that answer is dropped, and this request sent.
  flight = request;
  const std::string url = request.url + request.path;
  hub_fetch_start_js(request.method.c_str(), url.c_str(), request.token.c_str(),
                     request.body.c_str());
  return pending(request);
}

bool request_settled() {
  return !in_flight() || hub_fetch_done_js() != 0;
}

}  // namespace tableref::hub
