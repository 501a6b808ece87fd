#include "follow_limit.hpp"

#include <arpa/inet.h>

#include <algorithm>
#include <array>
#include <atomic>

namespace tableref::hub {
namespace {

std::atomic<bool> g_trust_proxy{false};

std::string trim(const std::string& text) {
  const auto first = text.find_first_not_of(" \t");
  if (first == std::string::npos) return "";
  return text.substr(first, text.find_last_not_of(" \t") - first + 1);
}

// An IPv6 address cut to its /64 (an IPv4-mapped one to its IPv4); anything else as given.
std::string network_of(const std::string& address) {
  std::array<unsigned char, 16> bytes{};
  if (inet_pton(AF_INET6, address.c_str(), bytes.data()) != 1) return address;
  static constexpr std::array<unsigned char, 12> kMapped{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 255, 255};
  char text[INET6_ADDRSTRLEN] = {};
  if (std::equal(kMapped.begin(), kMapped.end(), bytes.begin())) {
    inet_ntop(AF_INET, bytes.data() + 12, text, sizeof text);
    return text;
  }
  std::fill(bytes.begin() + 8, bytes.end(), 0);
  inet_ntop(AF_INET6, bytes.data(), text, sizeof text);
  return std::string(text) + "/64";
}

}  // namespace

void set_follow_trust_proxy(bool trust_proxy) {
  g_trust_proxy = trust_proxy;
}

std::string follower_address(const httplib::Request& req) {
  std::string address = req.remote_addr;
  if (g_trust_proxy && req.has_header("X-Forwarded-For")) {
    const std::string forwarded = req.get_header_value("X-Forwarded-For");
    const auto comma = forwarded.rfind(',');
    const auto last = trim(comma == std::string::npos ? forwarded : forwarded.substr(comma + 1));
    if (!last.empty()) address = last;
  }
  return network_of(address);
}

int follow_wait_seconds(pqxx::connection& c, const std::string& address) {
  pqxx::read_transaction work(c);
  const auto rows = work.exec_params(
      "SELECT CEIL(EXTRACT(EPOCH FROM window_start + interval '1 minute' - now()))::int "
      "FROM follow_misses WHERE address = $1 AND misses >= $2 "
      "AND window_start > now() - interval '1 minute'",
      address, kFollowMissesPerMinute);
  return rows.empty() ? 0 : std::max(1, rows[0][0].as<int>());
}

void record_follow_miss(pqxx::connection& c, const std::string& address) {
  pqxx::work work(c);
  // A window is one minute from an address's first miss in it; an older window starts over.
  work.exec_params(
      "INSERT INTO follow_misses(address, window_start, misses) VALUES ($1, now(), 1) "
      "ON CONFLICT (address) DO UPDATE SET "
      "misses = CASE WHEN follow_misses.window_start <= now() - interval '1 minute' "
      "THEN 1 ELSE follow_misses.misses + 1 END, "
      "window_start = CASE WHEN follow_misses.window_start <= now() - interval '1 minute' "
      "THEN now() ELSE follow_misses.window_start END",
      address);
  // Addresses quiet for an hour are forgotten (an index keeps this cheap).
  work.exec("DELETE FROM follow_misses WHERE window_start < now() - interval '1 hour'");
  work.commit();
}

}  // namespace tableref::hub
