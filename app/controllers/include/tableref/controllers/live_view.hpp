#pragma once
// What a follower sees of a session being played (docs/club.md, "Live at the table"): the
// holding device builds it from the session's record after each event and pushes it to
// the club hub, whose follower page shows it. Built from what History already knows of
// every game: the last event's line (the last ruling), the replay summary of the position
// now (each game's own), the scores (Blokus: the referee's count of the position; any game:
// its result once finished), and a board where the game draws one (live_position.hpp).
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "tableref/controllers/game_history.hpp"
#include "tableref/controllers/live_position.hpp"
#include "tableref/controllers/session_record.hpp"

namespace tableref::controllers {

struct LiveView {
  std::string game;
  std::string variant;
  std::string status;
  std::int64_t events = 0;
  std::optional<CatalogText> ruling;  // the last event's line; none before the first
  std::vector<CatalogText> summary;
  std::vector<LiveScore> scores;
  std::optional<LiveBoard> board;
};

[[nodiscard]] LiveView live_view(const SessionRecord& record);

// The languages a follower may read, as the page names them.
inline constexpr std::string_view kLiveLanguages[] = {"en", "zh-Hans", "zh-Hant"};
// A catalog text worded in one of kLiveLanguages (the caller's catalog).
using RenderIn = std::function<std::string(std::string_view language, const CatalogText&)>;
// The view as the hub stores it and the page reads it: every text worded in each language,
// {"en": ..., "zh-Hans": ..., "zh-Hant": ...}, so the follower's page needs no catalog.
[[nodiscard]] nlohmann::json live_json(const LiveView& view, const RenderIn& render);

}  // namespace tableref::controllers
