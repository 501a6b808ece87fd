#pragma once
// The device's calls to a club hub, through the transport (transport.hpp): cpp-httplib on
// the desktop (https:// through OpenSSL), the page's fetch() in the browser.
// Every failure is a db::SyncReason violation with what the catalog needs to say it.
#include <cstdint>
#include <string>

#include <nlohmann/json.hpp>

#include "tableref/base/result.hpp"

namespace tableref::hub {

struct Enrolment {
  std::string device;
  std::string token;
  std::string club;
};

class HubClient {
 public:
  HubClient(std::string url, std::string token) : url_(std::move(url)), token_(std::move(token)) {}

  // `former_device`/`former_token`: the enrolment this device left at this hub, proving it is
  // the same device (empty: none); the hub then answers its old id.
  [[nodiscard]] Result<Enrolment> join(const std::string& code, const std::string& device_name,
                                       const std::string& former_device = "",
                                       const std::string& former_token = "");
  [[nodiscard]] Result<nlohmann::json> push(const nlohmann::json& body);
  [[nodiscard]] Result<nlohmann::json> pull(std::int64_t after);
  // Moves the holding of (device, id) to this device: {"device", "id", "holder", "events"}.
  [[nodiscard]] Result<nlohmann::json> hold(const std::string& device, std::int64_t id);
  // Live at the table (live.hpp): the session's share code; its live state.
  [[nodiscard]] Result<nlohmann::json> share(std::int64_t session);
  [[nodiscard]] Result<nlohmann::json> live(std::int64_t session, const nlohmann::json& state);

 private:
  [[nodiscard]] Result<nlohmann::json> call(const std::string& method, const std::string& path,
                                            const std::string& body);
  std::string url_;
  std::string token_;
};

}  // namespace tableref::hub
