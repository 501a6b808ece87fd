#include "follow.hpp"

#include <atomic>
#include <chrono>
#include <cstdio>
#include <exception>
#include <sstream>

#include <nlohmann/json.hpp>
#include <pqxx/pqxx>

#include "follow_limit.hpp"
#include "live.hpp"
#include "pool.hpp"
#include "tableref/hub/wire.hpp"

namespace tableref::hub {
namespace {

using nlohmann::json;
using Clock = std::chrono::steady_clock;

// A stream ends after this long; the browser's EventSource reconnects by itself, so a
// follower whose phone slept does not hold a thread for ever.
constexpr auto kStreamLifetime = std::chrono::minutes(10);
constexpr auto kPingEvery = std::chrono::seconds(15);

std::atomic<bool> g_stopping{false};
std::atomic<int> g_streams{0};

// {"key": ["en", "zh-Hans", "zh-Hant"]} from follow.tsv's rows (key, then the three).
const json& strings() {
  static const json table = [] {
    json out = json::object();
    std::istringstream lines(kFollowStrings);
    std::string line;
    while (std::getline(lines, line)) {
      if (line.empty() || line[0] == '#') continue;
      std::vector<std::string> columns;
      std::size_t start = 0;
      for (std::size_t tab; (tab = line.find('\t', start)) != std::string::npos; start = tab + 1) {
        columns.push_back(line.substr(start, tab - start));
      }
      columns.push_back(line.substr(start));
      if (columns.size() == 4) out[columns[0]] = {columns[1], columns[2], columns[3]};
    }
    return out;
  }();
  return table;
}

void refuse(httplib::Response& res, int status, const std::string& code,
            const std::string& detail = "") {
  res.status = status;
  res.set_content(error_body(code, detail), "application/json");
}

// The page, with what it needs to start: its language, the code and whether it opens a
// session ("" when it does, else the error's name), and its words.
void page(const httplib::Request& req, httplib::Response& res, const std::string& code,
          const std::string& error) {
  const std::string lang = req.has_param("lang")
                               ? follower_language(req.get_param_value("lang"))
                               : follower_language(req.get_header_value("Accept-Language"));
  std::string config =
      json{{"lang", lang}, {"code", code}, {"error", error}, {"strings", strings()}}.dump();
  // Inside a <script>: "</" would end it.
  for (std::size_t at; (at = config.find("</")) != std::string::npos;)
    config.replace(at, 2, "<\\/");
  std::string html = kFollowPage;
  const std::string slot = "/*TABLEREF_FOLLOW_CONFIG*/null";
  if (const auto at = html.find(slot); at != std::string::npos)
    html.replace(at, slot.size(), config);
  res.set_header("Content-Security-Policy",
                 "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; "
                 "connect-src 'self'; base-uri 'none'; form-action 'self'");
  res.set_header("Cache-Control", "no-store");
  res.set_header("Referrer-Policy", "no-referrer");
  res.set_content(html, "text/html; charset=utf-8");
}

std::string state_json(const LiveState& s) {
  return R"({"version":)" + std::to_string(s.version) + R"(,"state":)" + s.state + "}";
}

// Wakes the stream when its session's live state changes (any hub's push notifies).
class Wake : public pqxx::notification_receiver {
 public:
  Wake(pqxx::connection_base& c, std::string key)
      : pqxx::notification_receiver(c, kLiveChannel), key_(std::move(key)) {}
  void operator()(const std::string& payload, int) override { woken_ = woken_ || payload == key_; }

 private:
  std::string key_;
  bool woken_ = false;
};

void stream(const std::string& database, const Followed& followed, httplib::DataSink& sink) {
  try {
    pqxx::connection c(database);
    Wake wake(c, followed.key());  // LISTEN before the first read: no change falls between
    std::int64_t sent = -1;
    const auto started = Clock::now();
    auto written = started;
    while (!g_stopping && Clock::now() - started < kStreamLifetime) {
      const auto live = live_state(c, followed);
      std::string message;
      if (live.version != sent) {
        message = "id: " + std::to_string(live.version) +
                  "\nevent: state\ndata: " + state_json(live) + "\n\n";
        sent = live.version;
      } else if (Clock::now() - written > kPingEvery) {
        message = ": ping\n\n";
      }
      if (!message.empty()) {
        if (!sink.write(message.data(), message.size())) return;  // the follower left
        written = Clock::now();
      }
      c.await_notification(1, 0);
    }
  } catch (const std::exception& e) {
    std::fprintf(stderr, "tableref-hub: follower stream: %s\n", e.what());
  }
}

// Clears what a handler answered before with_pooled_connection runs it again.
void clear(httplib::Response& res) {
  res.status = -1;
  res.body.clear();
  res.headers.clear();
}

// The code looked up for the asking address: false (and the answer made) when the address
// has guessed too many codes (follow_limit.hpp) or the code opens nothing.
bool look_up(pqxx::connection& c, const httplib::Request& req, const std::string& code,
             httplib::Response& res, Followed& out) {
  const std::string address = follower_address(req);
  if (const int wait = follow_wait_seconds(c, address); wait > 0) {
    res.set_header("Retry-After", std::to_string(wait));
    refuse(res, 429, "hub.too_many_guesses",
           "more than " + std::to_string(kFollowMissesPerMinute) +
               " unknown share codes in a minute from this address; retry after " +
               std::to_string(wait) + " s");
    return false;
  }
  const auto followed = followed_session(c, code);
  if (!followed) {
    record_follow_miss(c, address);
    refuse(res, 404, "hub.unknown_share_code");
    return false;
  }
  out = *followed;
  return true;
}

// The code in the path, checked against the database. False (and the answer made) when it
// cannot be a code, opens nothing, or the address is over its limit.
bool open_code(const httplib::Request& req, const std::string& text, httplib::Response& res,
               Followed& out) {
  const auto code = share_code_of(text);
  if (!code) {
    refuse(res, 400, "hub.bad_share_code");
    return false;
  }
  try {
    bool opened = false;
    with_pooled_connection([&](pqxx::connection& c) { opened = look_up(c, req, *code, res, out); },
                           [&res] { clear(res); });
    return opened;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "tableref-hub: database: %s\n", e.what());
    refuse(res, 503, "hub.database_unavailable");
    return false;
  }
}

void page_route(const httplib::Request& req, httplib::Response& res) {
  const std::string text = req.matches[1];
  Followed followed;
  if (open_code(req, text, res, followed)) {
    return page(req, res, *share_code_of(text), "");
  }
  // The page itself says what is wrong, in the follower's language, with the status kept.
  const int status = res.status;
  const std::string error = status == 400   ? "bad_code"
                            : status == 404 ? "unknown_code"
                            : status == 429 ? "too_many_guesses"
                                            : "unavailable";
  page(req, res, "", error);
  res.status = status;
}

void state_route(const httplib::Request& req, httplib::Response& res) {
  Followed followed;
  if (!open_code(req, req.matches[1], res, followed)) return;
  try {
    with_pooled_connection(
        [&](pqxx::connection& c) {
          res.set_content(state_json(live_state(c, followed)), "application/json");
        },
        [&res] { clear(res); });
    res.set_header("Cache-Control", "no-store");
  } catch (const std::exception& e) {
    std::fprintf(stderr, "tableref-hub: database: %s\n", e.what());
    refuse(res, 503, "hub.database_unavailable");
  }
}

void events_route(const std::string& database, const httplib::Request& req,
                  httplib::Response& res) {
  Followed followed;
  if (!open_code(req, req.matches[1], res, followed)) return;
  if (g_streams.fetch_add(1) >= kMaxFollowerStreams) {
    g_streams.fetch_sub(1);
    return refuse(res, 503, "hub.too_many_followers");
  }
  res.set_header("Cache-Control", "no-store");
  res.set_header("X-Accel-Buffering", "no");  // nginx: pass each event on at once
  res.set_chunked_content_provider(
      "text/event-stream",
      [database, followed](std::size_t, httplib::DataSink& sink) {
        stream(database, followed, sink);
        sink.done();
        return true;
      },
      [](bool) { g_streams.fetch_sub(1); });
}

}  // namespace

void add_follow_routes(httplib::Server& server, const std::string& database) {
  server.Get("/follow", [](const httplib::Request& req, httplib::Response& res) {
    page(req, res, "", "no_code");
  });
  server.Get(R"(/follow/([^/]{1,64}))",
             [](const httplib::Request& req, httplib::Response& res) { page_route(req, res); });
  server.Get(R"(/follow/([^/]{1,64})/state)",
             [](const httplib::Request& req, httplib::Response& res) { state_route(req, res); });
  server.Get(R"(/follow/([^/]{1,64})/events)",
             [database](const httplib::Request& req, httplib::Response& res) {
               events_route(database, req, res);
             });
}

void stop_follower_streams() {
  g_stopping = true;
}

std::string follower_language(std::string_view accept) {
  std::size_t start = 0;
  while (start < accept.size()) {
    auto end = accept.find(',', start);
    if (end == std::string_view::npos) end = accept.size();
    std::string tag(accept.substr(start, end - start));
    tag = tag.substr(0, tag.find(';'));
    std::string lower;
    for (const char c : tag) {
      if (c != ' ') lower += static_cast<char>(c >= 'A' && c <= 'Z' ? c + 32 : c);
    }
    if (lower.rfind("zh-hant", 0) == 0 || lower == "zh-tw" || lower == "zh-hk" ||
        lower == "zh-mo") {
      return "zh-Hant";
    }
    if (lower == "zh" || lower.rfind("zh-", 0) == 0) return "zh-Hans";
    if (lower == "en" || lower.rfind("en-", 0) == 0) return "en";
    start = end + 1;
  }
  return "en";
}

}  // namespace tableref::hub
