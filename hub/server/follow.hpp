#pragma once
// The follower's side of live at the table (docs/club.md): a phone's browser opens
// /follow/CODE and sees the shared session, read-only, in its own language.
//   GET /follow                 the page with a box to type a code
//   GET /follow/CODE            the page (404 with the page saying so for an unknown code,
//                               400 for text that cannot be a code)
//   GET /follow/CODE/state      {"version", "state"}: the live state now
//   GET /follow/CODE/events     Server-Sent Events: "state" with the same JSON at once and
//                               after every change (LISTEN tableref_live, and a read each
//                               second as a safety net); ": ping" every 15 s
// Nothing else is reachable with a code: no token, no other session, no club data.
#include <string>
#include <string_view>

#include <httplib.h>

namespace tableref::hub {

// Follower streams open at once on one hub; more get 503 and the page reads /state each
// second instead. Each stream holds one of the hub's threads and a PostgreSQL connection.
inline constexpr int kMaxFollowerStreams = 48;
inline constexpr int kServeThreads = 64;

void add_follow_routes(httplib::Server& server, const std::string& database);
// Ends the open follower streams (within a second) so the server can stop.
void stop_follower_streams();

// "en", "zh-Hans" or "zh-Hant" from an Accept-Language header (the first tag the page has
// words for; zh-TW, zh-HK, zh-MO and zh-Hant are Traditional), "en" when none.
[[nodiscard]] std::string follower_language(std::string_view accept_language);

// Generated from hub/server/follow/follow.html and assets/strings/follow.tsv (Hub's CMake).
extern const char* const kFollowPage;
extern const char* const kFollowStrings;

}  // namespace tableref::hub
