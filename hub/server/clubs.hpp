#pragma once
// Clubs and their devices: creation, enrolment with a join code, tokens, revocation. Every
// query binds its values; names are checked (names.hpp) before they reach a query.
#include <cstdint>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>
#include <pqxx/pqxx>

namespace tableref::hub {

// The device a request's token belongs to.
struct Device {
  std::string id;
  std::int64_t club_id = 0;
};

// A refusal the command line or HTTP answers with: a stable code, what it names, the HTTP
// status that goes with it.
struct Refusal {
  std::string code;
  std::string detail;
  int status = 400;
};

// {"club": NAME, "join_code": CODE} or a refusal (hub.bad_name, hub.club_exists).
[[nodiscard]] std::optional<Refusal> create_club(pqxx::connection& c, const std::string& name,
                                                 nlohmann::json& out);
// {"club": NAME, "devices": [{"device", "name", "joined_at", "revoked"}...]}.
[[nodiscard]] std::optional<Refusal> club_devices(pqxx::connection& c, const std::string& name,
                                                  nlohmann::json& out);
// {"revoked": DEVICE}; hub.unknown_device when there is none of that id.
[[nodiscard]] std::optional<Refusal> revoke_device(pqxx::connection& c,
                                                   const std::string& device_id,
                                                   nlohmann::json& out);
// A device leaving and joining again proves it was `device` with that device's token.
struct FormerDevice {
  std::string device;
  std::string token;
};

// A new device in the club whose join code this is: {"device", "token", "club"}. With a
// `former` device of the same club, live (not revoked) and whose token this is, the device
// is enrolled again under its old id instead: a new token, the name given now, and
// "rejoined": true; any other `former` is ignored (a new device, as without one).
[[nodiscard]] std::optional<Refusal> enrol_device(pqxx::connection& c, const std::string& code,
                                                  const std::string& device_name,
                                                  const std::optional<FormerDevice>& former,
                                                  nlohmann::json& out);
// The live (not revoked) device whose token this is; nullopt for any other token.
[[nodiscard]] std::optional<Device> authenticate(pqxx::connection& c, const std::string& token);

}  // namespace tableref::hub
