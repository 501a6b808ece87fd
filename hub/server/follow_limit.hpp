#pragma once
// A bound on guessing share codes (docs/club.md, "Guessing codes"): per client address, at
// most kFollowMissesPerMinute lookups of codes that open nothing in a minute; past that,
// every follower request from the address (a known code too, or a hit would show) is a 429
// with Retry-After until its minute is over. The counts live in PostgreSQL (follow_misses),
// so every hub on the database counts together, on PostgreSQL's clock.
#include <string>

#include <httplib.h>
#include <pqxx/pqxx>

namespace tableref::hub {

inline constexpr int kFollowMissesPerMinute = 20;

// Behind a reverse proxy every request comes from the proxy: with trust_proxy the client is
// the last address of X-Forwarded-For (the one the proxy saw). Off by default: a header a
// client writes itself must not choose its own counter.
void set_follow_trust_proxy(bool trust_proxy);

// The address a request is counted under: IPv4 as it is, IPv6 by its /64 (one subscriber's
// network), the proxy's word when trusted.
[[nodiscard]] std::string follower_address(const httplib::Request& req);

// Seconds until the address may look codes up again; 0 when it may now.
[[nodiscard]] int follow_wait_seconds(pqxx::connection& c, const std::string& address);
// Counts a lookup of a code that opened nothing.
void record_follow_miss(pqxx::connection& c, const std::string& address);

}  // namespace tableref::hub
