#include "clubs.hpp"

#include "secrets.hpp"
#include "tableref/hub/names.hpp"

namespace tableref::hub {
namespace {

constexpr const char* kTokenHash = "encode(sha256(convert_to($1, 'UTF8')), 'hex')";

bool hex_token(const std::string& token) {
  if (token.size() != 64) return false;
  for (const char c : token) {
    if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return false;
  }
  return true;
}

}  // namespace

std::optional<Refusal> create_club(pqxx::connection& c, const std::string& name,
                                   nlohmann::json& out) {
  if (!valid_name(name)) return Refusal{"hub.bad_name", "club name", 400};
  pqxx::work work(c);
  const std::string code = random_join_code();
  auto rows = work.exec_params(
      "INSERT INTO clubs(name, join_code) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING "
      "RETURNING id",
      name, code);
  if (rows.empty()) return Refusal{"hub.club_exists", name, 409};
  work.commit();
  out = {{"club", name}, {"join_code", code}};
  return std::nullopt;
}

std::optional<Refusal> club_devices(pqxx::connection& c, const std::string& name,
                                    nlohmann::json& out) {
  if (!valid_name(name)) return Refusal{"hub.bad_name", "club name", 400};
  pqxx::read_transaction work(c);
  auto club = work.exec_params("SELECT id FROM clubs WHERE name = $1", name);
  if (club.empty()) return Refusal{"hub.unknown_club", name, 404};
  auto rows = work.exec_params(
      "SELECT id, name, to_char(joined_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"'), "
      "revoked_at IS NOT NULL FROM devices WHERE club_id = $1 ORDER BY joined_at, id",
      club[0][0].as<std::int64_t>());
  nlohmann::json devices = nlohmann::json::array();
  for (const auto& row : rows) {
    devices.push_back({{"device", row[0].as<std::string>()},
                       {"name", row[1].as<std::string>()},
                       {"joined_at", row[2].as<std::string>()},
                       {"revoked", row[3].as<bool>()}});
  }
  out = {{"club", name}, {"devices", std::move(devices)}};
  return std::nullopt;
}

std::optional<Refusal> revoke_device(pqxx::connection& c, const std::string& device_id,
                                     nlohmann::json& out) {
  if (device_id.empty() || device_id.size() > 64 || !valid_name(device_id)) {
    return Refusal{"hub.unknown_device", "", 404};
  }
  pqxx::work work(c);
  auto rows = work.exec_params(
      "UPDATE devices SET revoked_at = COALESCE(revoked_at, now()) WHERE id = $1 RETURNING id",
      device_id);
  if (rows.empty()) return Refusal{"hub.unknown_device", device_id, 404};
  work.commit();
  out = {{"revoked", device_id}};
  return std::nullopt;
}

std::optional<Refusal> enrol_device(pqxx::connection& c, const std::string& code,
                                    const std::string& device_name,
                                    const std::optional<FormerDevice>& former,
                                    nlohmann::json& out) {
  if (!valid_name(device_name)) return Refusal{"hub.bad_name", "device name", 400};
  if (code.size() > 64 || !clean_text(code)) return Refusal{"hub.unknown_join_code", "", 403};
  pqxx::work work(c);
  auto club = work.exec_params("SELECT id, name FROM clubs WHERE join_code = $1", code);
  if (club.empty()) return Refusal{"hub.unknown_join_code", "", 403};
  const auto club_id = club[0][0].as<std::int64_t>();
  const std::string token = random_token();
  if (former && hex_token(former->token) && former->device.size() <= 64) {
    // The same device back: its old token proves it, and is replaced by the new one.
    auto rows = work.exec_params(std::string("UPDATE devices SET token_sha256 = ") + kTokenHash +
                                     ", name = $2 WHERE id = $3 AND club_id = $4 "
                                     "AND revoked_at IS NULL AND token_sha256 = " +
                                     "encode(sha256(convert_to($5, 'UTF8')), 'hex') RETURNING id",
                                 token, device_name, former->device, club_id, former->token);
    if (!rows.empty()) {
      work.commit();
      out = {{"device", former->device},
             {"token", token},
             {"club", club[0][1].as<std::string>()},
             {"rejoined", true}};
      return std::nullopt;
    }
  }
  const std::string id = random_device_id();
  work.exec_params(std::string("INSERT INTO devices(id, club_id, name, token_sha256) VALUES "
                               "($2, $3, $4, ") +
                       kTokenHash + ")",
                   token, id, club_id, device_name);
  work.commit();
  out = {{"device", id}, {"token", token}, {"club", club[0][1].as<std::string>()}};
  return std::nullopt;
}

std::optional<Device> authenticate(pqxx::connection& c, const std::string& token) {
  // Anything but 64 hex digits is no token of ours: refused before a query.
  if (!hex_token(token)) return std::nullopt;
  pqxx::read_transaction work(c);
  auto rows =
      work.exec_params(std::string("SELECT id, club_id FROM devices WHERE token_sha256 = ") +
                           kTokenHash + " AND revoked_at IS NULL",
                       token);
  if (rows.empty()) return std::nullopt;
  return Device{rows[0][0].as<std::string>(), rows[0][1].as<std::int64_t>()};
}

}  // namespace tableref::hub
