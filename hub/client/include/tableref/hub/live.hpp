#pragma once
// Live at the table, the holding device's side (docs/club.md): a share code for one session,
// and the session's live state pushed with each move. The state is what the follower page
// shows (controllers/live_view.hpp builds it); the hub keeps the last one only.
#include <cstdint>
#include <string>

#include <nlohmann/json.hpp>

#include "tableref/base/result.hpp"
#include "tableref/db/store.hpp"

namespace tableref::hub {

struct Share {
  std::string code;  // 8 characters (docs/club.md)
  std::string url;   // the follower page: HUB/follow/CODE
  std::int64_t version = 0;
};

// Pushes the session's new events and its live state (push_to_hub, then /v1/live):
// what the app calls after each event of a session being followed. Answers the live
// state's version at the hub.
[[nodiscard]] Result<std::int64_t> push_live(db::Store& store, std::int64_t session_id,
                                             const nlohmann::json& live_state);
// push_live, then the session's share code (the same code each time for one session).
[[nodiscard]] Result<Share> share_session(db::Store& store, std::int64_t session_id,
                                          const nlohmann::json& live_state);

}  // namespace tableref::hub
