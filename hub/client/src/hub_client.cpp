#include "tableref/hub/hub_client.hpp"

#include <utility>

#include "tableref/db/sync_reason.hpp"
#include "tableref/hub/transport.hpp"
#include "tableref/hub/wire.hpp"

namespace tableref::hub {
namespace {

using nlohmann::json;

// The hub's refusal, as the device reports it: 401 is the token, 503 the hub's database,
// anything else the code the hub gave.
Violation refusal(const HttpAnswer& res) {
  const json body = read_json(res.body).value_or(json());
  std::string code = "unknown";
  if (body.is_object() && body.contains("error") && body["error"].is_object() &&
      body["error"].value("code", json()).is_string()) {
    code = body["error"]["code"].get<std::string>();
  }
  if (res.status == 401) return Violation{db::SyncReason::kUnauthorized};
  if (res.status == 503) return Violation{db::SyncReason::kHubUnavailable, {Param{"code", code}}};
  return Violation{db::SyncReason::kRefused,
                   {Param{"code", code}, Param{"status", static_cast<std::int64_t>(res.status)}}};
}

}  // namespace

// The request goes through the transport (transport.hpp): cpp-httplib or the browser's fetch.
Result<json> HubClient::call(const std::string& method, const std::string& path,
                             const std::string& body) {
  auto res = send_request(HttpRequest{method, url_, path, token_, body});
  if (!res) return res.violations();
  if (res.value().status != 200) return refusal(res.value());
  auto answer = read_json(res.value().body);
  if (!answer || !answer->is_object()) {
    return Violation{db::SyncReason::kBadAnswer, {Param{"detail", path}}};
  }
  return std::move(*answer);
}

Result<Enrolment> HubClient::join(const std::string& code, const std::string& device_name,
                                  const std::string& former_device,
                                  const std::string& former_token) {
  json body{{"code", code}, {"device_name", device_name}};
  if (!former_device.empty()) body["former"] = {{"device", former_device}, {"token", former_token}};
  auto answer = call("POST", "/v1/join", body.dump());
  if (!answer) return answer.violations();
  const auto& a = answer.value();
  if (!a.value("device", json()).is_string() || !a.value("token", json()).is_string() ||
      !a.value("club", json()).is_string()) {
    return Violation{db::SyncReason::kBadAnswer, {Param{"detail", std::string("/v1/join")}}};
  }
  return Enrolment{a["device"].get<std::string>(), a["token"].get<std::string>(),
                   a["club"].get<std::string>()};
}

Result<json> HubClient::push(const json& body) {
  return call("POST", "/v1/push", body.dump());
}

Result<json> HubClient::hold(const std::string& device, std::int64_t id) {
  return call("POST", "/v1/hold", json{{"device", device}, {"id", id}}.dump());
}

Result<json> HubClient::pull(std::int64_t after) {
  return call("GET", "/v1/pull?after=" + std::to_string(after), "");
}

Result<json> HubClient::share(std::int64_t session) {
  return call("POST", "/v1/share", json{{"session", session}}.dump());
}

Result<json> HubClient::live(std::int64_t session, const json& state) {
  return call("POST", "/v1/live", json{{"session", session}, {"state", state}}.dump());
}

}  // namespace tableref::hub
