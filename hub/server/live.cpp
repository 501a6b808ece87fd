#include "live.hpp"

#include <cctype>
#include <cstring>

#include "secrets.hpp"

namespace tableref::hub {
namespace {

// Only the device that recorded and holds a session shares it or speaks for it.
std::optional<Refusal> check_holder(pqxx::work& work, const Device& device, std::int64_t session) {
  auto rows = work.exec_params(
      "SELECT holder_id FROM sessions WHERE device_id = $1 AND session_id = $2 AND club_id = $3",
      device.id, session, device.club_id);
  if (rows.empty()) return Refusal{"hub.unknown_session", std::to_string(session), 404};
  if (rows[0][0].as<std::string>() != device.id) {
    return Refusal{"hub.not_holder", std::to_string(session), 409};
  }
  return std::nullopt;
}

}  // namespace

std::optional<Refusal> share_session(pqxx::connection& c, const Device& device,
                                     std::int64_t session, nlohmann::json& out) {
  pqxx::work work(c);
  if (auto refusal = check_holder(work, device, session)) return refusal;
  // A clash of two random codes is as good as impossible, but then the next one is tried
  // rather than the request failed.
  for (int attempt = 0; attempt < 8; ++attempt) {
    auto rows = work.exec_params(
        "INSERT INTO shares(code, device_id, session_id) VALUES ($1, $2, $3) "
        "ON CONFLICT (device_id, session_id) DO UPDATE SET code = shares.code RETURNING code",
        random_share_code(), device.id, session);
    if (!rows.empty()) {
      out = {{"code", rows[0][0].as<std::string>()}};
      work.commit();
      return std::nullopt;
    }
  }
  return Refusal{"hub.database_unavailable", "share code", 503};
}

std::optional<Refusal> store_live_state(pqxx::connection& c, const Device& device,
                                        std::int64_t session, const nlohmann::json& state,
                                        nlohmann::json& out) {
  const std::string text = state.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  if (text.size() > kMaxLiveStateBytes) return Refusal{"hub.body_too_large", "state", 413};
  pqxx::work work(c);
  if (auto refusal = check_holder(work, device, session)) return refusal;
  auto rows = work.exec_params(
      "INSERT INTO live_states(device_id, session_id, version, state) VALUES ($1, $2, 1, $3) "
      "ON CONFLICT (device_id, session_id) DO UPDATE SET version = live_states.version + 1, "
      "state = EXCLUDED.state, updated_at = now() RETURNING version",
      device.id, session, text);
  // Delivered at commit, to every hub's follower streams listening on the channel.
  work.exec_params("SELECT pg_notify($1, $2)", std::string(kLiveChannel),
                   Followed{device.id, session}.key());
  work.commit();
  out = {{"version", rows[0][0].as<std::int64_t>()}};
  return std::nullopt;
}

std::optional<std::string> share_code_of(std::string_view text) {
  std::string code;
  for (const char raw : text) {
    if (raw == '-' || raw == ' ') continue;
    const char c = static_cast<char>(std::toupper(static_cast<unsigned char>(raw)));
    if (std::strchr(kCodeAlphabet, c) == nullptr || c == '\0') return std::nullopt;
    code += c;
    if (code.size() > kShareCodeLength) return std::nullopt;
  }
  if (code.size() != kShareCodeLength) return std::nullopt;
  return code;
}

std::optional<Followed> followed_session(pqxx::connection& c, const std::string& code) {
  pqxx::read_transaction work(c);
  auto rows = work.exec_params("SELECT device_id, session_id FROM shares WHERE code = $1", code);
  if (rows.empty()) return std::nullopt;
  return Followed{rows[0][0].as<std::string>(), rows[0][1].as<std::int64_t>()};
}

LiveState live_state(pqxx::connection& c, const Followed& followed) {
  pqxx::read_transaction work(c);
  auto rows = work.exec_params(
      "SELECT version, state FROM live_states WHERE device_id = $1 AND session_id = $2",
      followed.device_id, followed.session_id);
  if (rows.empty()) return LiveState{0, "{}"};
  return LiveState{rows[0][0].as<std::int64_t>(), rows[0][1].as<std::string>()};
}

}  // namespace tableref::hub
