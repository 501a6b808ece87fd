#pragma once
// Live at the table (docs/club.md): the holding device asks for a share code for one of its
// sessions and pushes that session's live state with each move; a follower reads the state
// by the code alone. Everything is in PostgreSQL (shares, live_states), so any hub on the
// database serves any follower.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>
#include <pqxx/pqxx>

#include "clubs.hpp"

namespace tableref::hub {

inline constexpr std::size_t kMaxLiveStateBytes = 256 * 1024;
// NOTIFY channel of a new live state; the payload is "DEVICE:SESSION".
inline constexpr const char* kLiveChannel = "tableref_live";

// {"code": C}: the session's share code, made on the first request and the same after. The
// session must be on the hub, recorded and held by `device` (hub.unknown_session: 404;
// hub.not_holder: 409).
[[nodiscard]] std::optional<Refusal> share_session(pqxx::connection& c, const Device& device,
                                                   std::int64_t session, nlohmann::json& out);
// {"version": N}: stores `state` (a JSON object) as the session's live state, the version
// one more than before, and notifies the followers' streams; the same checks as above.
[[nodiscard]] std::optional<Refusal> store_live_state(pqxx::connection& c, const Device& device,
                                                      std::int64_t session,
                                                      const nlohmann::json& state,
                                                      nlohmann::json& out);

// The session a share code opens.
struct Followed {
  std::string device_id;
  std::int64_t session_id = 0;
  [[nodiscard]] std::string key() const { return device_id + ":" + std::to_string(session_id); }
};

// A code as typed (any case, dashes and spaces ignored) in its stored form; nullopt when it
// cannot be a share code at all (wrong length or a character outside the alphabet).
[[nodiscard]] std::optional<std::string> share_code_of(std::string_view text);
[[nodiscard]] std::optional<Followed> followed_session(pqxx::connection& c,
                                                       const std::string& code);

struct LiveState {
  std::int64_t version = 0;  // 0: nothing pushed yet
  std::string state;         // a JSON object's text; "{}" before the first push
};
[[nodiscard]] LiveState live_state(pqxx::connection& c, const Followed& followed);

}  // namespace tableref::hub
