#include "tableref/hub/live.hpp"

#include "tableref/db/hub_link.hpp"
#include "tableref/db/sync_reason.hpp"
#include "tableref/hub/hub_client.hpp"
#include "tableref/hub/sync.hpp"

namespace tableref::hub {
namespace {

using nlohmann::json;

Result<db::HubLink> linked(db::Store& store) {
  auto link = db::hub_link(store);
  if (!link) return link.violations();
  if (!link.value()) return Violation{db::SyncReason::kNotJoined};
  return *link.value();
}

}  // namespace

Result<std::int64_t> push_live(db::Store& store, std::int64_t session_id, const json& live_state) {
  auto link = linked(store);
  if (!link) return link.violations();
  // The events first: the hub takes a live state only for a session it has.
  if (auto pushed = push_to_hub(store); !pushed) return pushed.violations();
  HubClient client(link.value().url, link.value().token);
  auto answer = client.live(session_id, live_state);
  if (!answer) return answer.violations();
  if (!answer.value().value("version", json()).is_number_integer()) {
    return Violation{db::SyncReason::kBadAnswer, {Param{"detail", std::string("/v1/live")}}};
  }
  return answer.value()["version"].get<std::int64_t>();
}

Result<Share> share_session(db::Store& store, std::int64_t session_id, const json& live_state) {
  auto version = push_live(store, session_id, live_state);
  if (!version) return version.violations();
  auto link = linked(store);
  if (!link) return link.violations();
  HubClient client(link.value().url, link.value().token);
  auto answer = client.share(session_id);
  if (!answer) return answer.violations();
  if (!answer.value().value("code", json()).is_string()) {
    return Violation{db::SyncReason::kBadAnswer, {Param{"detail", std::string("/v1/share")}}};
  }
  const auto code = answer.value()["code"].get<std::string>();
  return Share{code, link.value().url + "/follow/" + code, version.value()};
}

}  // namespace tableref::hub
