#pragma once
// The club hub's protocol (issue #26; docs/club.md): the JSON a device pushes and pulls, the
// same types on both sides. Standard C++ plus nlohmann::json; no store, no HTTP.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

namespace tableref::hub {

// Limits the hub enforces and the device respects (a push is cut into requests below them).
inline constexpr std::size_t kMaxBodyBytes = 4 * 1024 * 1024;
inline constexpr std::size_t kPushBatchBytes = 1024 * 1024;
inline constexpr std::int64_t kPullPageSessions = 200;

struct WireSeat {
  std::int64_t seat = 0;
  std::string player;
  std::string role;
};

struct WireEvent {
  std::int64_t seq = 0;  // 1, 2, 3... within the session: with the session's id, its global id
  std::string at;
  std::string kind;
  std::string payload;  // JSON text, kept byte for byte
};

// One session. On a push `device` is unset for the pusher's own sessions (known by its
// token) and names the recording device for a session the pusher continues (hand-off); on a
// pull `device` and `device_name` name the device the session came from, and `holder` and
// `holder_name` the device that holds it now (the only one whose pushes of it are taken).
// `id` is the recording device's own id.
struct WireSession {
  std::string device;
  std::string device_name;
  std::string holder;
  std::string holder_name;
  std::int64_t id = 0;
  std::string game;
  std::string variant;
  std::string rules;   // JSON text
  std::string status;  // active | finished | abandoned
  std::string result;  // JSON text, empty while unfinished
  std::string created_at;
  std::string updated_at;
  std::vector<WireSeat> seats;
  std::vector<WireEvent> events;
};

// Why a wire value was refused: a stable code (docs/club.md lists them) and what it names.
struct WireError {
  std::string code;
  std::string detail;
};

[[nodiscard]] nlohmann::json to_json(const WireSession& session);
// Reads and checks one session: types, sizes, JSON texts, control characters. False (and
// `error` set) when it is refused.
[[nodiscard]] bool from_json(const nlohmann::json& value, WireSession& out, WireError& error);

// {"error": {"code": ..., "detail": ...}}: every refusal of the hub has this shape.
// The one place the hub and its devices parse JSON: a request's body, an answer, a stored
// column. Nothing when `text` is not JSON; the caller checks the shape it expects.
[[nodiscard]] std::optional<nlohmann::json> read_json(std::string_view text);

[[nodiscard]] std::string error_body(const std::string& code, const std::string& detail = "");

}  // namespace tableref::hub
