// Guessing share codes is bounded (docs/club.md, "Guessing codes"): past 20 unknown codes in
// a minute an address gets 429 with Retry-After for every code, a known code still opens
// for another address, every hub on the database counts together, and the minute ends. The
// test moves the window in PostgreSQL instead of waiting a minute. Other addresses are real:
// 127.0.0.2 and 127.0.0.3 on the loopback, bound before connecting.
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <nlohmann/json.hpp>
#include <pqxx/pqxx>

#include "hub_fixture.hpp"

namespace tableref::test {
namespace {

using nlohmann::json;

struct Answer {
  int status = 0;
  std::string retry_after;
  std::string body;
};

// GET `path` from a socket bound to `from` (a loopback address), with extra header lines.
Answer get_from(const std::string& from, int port, const std::string& path,
                const std::string& headers = "") {
  Answer answer;
  const int sock = ::socket(AF_INET, SOCK_STREAM, 0);
  if (sock < 0) return answer;
  sockaddr_in local{};
  local.sin_family = AF_INET;
  inet_pton(AF_INET, from.c_str(), &local.sin_addr);
  sockaddr_in hub{};
  hub.sin_family = AF_INET;
  hub.sin_port = htons(static_cast<std::uint16_t>(port));
  inet_pton(AF_INET, "127.0.0.1", &hub.sin_addr);
  const std::string request =
      "GET " + path + " HTTP/1.1\r\nHost: hub\r\nConnection: close\r\n" + headers + "\r\n";
  std::string reply;
  if (::bind(sock, reinterpret_cast<sockaddr*>(&local), sizeof local) == 0 &&
      ::connect(sock, reinterpret_cast<sockaddr*>(&hub), sizeof hub) == 0 &&
      ::write(sock, request.data(), request.size()) == static_cast<ssize_t>(request.size())) {
    char buffer[4096];
    for (ssize_t n; (n = ::read(sock, buffer, sizeof buffer)) > 0;) reply.append(buffer, n);
  }
  ::close(sock);
  if (reply.size() < 12) return answer;
  answer.status = std::stoi(reply.substr(9, 3));
  const auto header = reply.find("\r\nRetry-After: ");
  if (header != std::string::npos) {
    const auto start = header + 15;
    answer.retry_after = reply.substr(start, reply.find("\r\n", start) - start);
  }
  const auto body = reply.find("\r\n\r\n");
  if (body != std::string::npos) answer.body = reply.substr(body + 4);
  return answer;
}

std::string error_code(const Answer& answer) {
  const auto body = json::parse(answer.body, nullptr, false);
  if (!body.is_object() || !body.contains("error")) return "no error: " + answer.body;
  return body["error"]["code"].get<std::string>();
}

class HubFollowLimitTest : public HubTest {
 protected:
  std::string shared_code() {
    const auto a = joined_device("tablet-a", create_club("Go Club"));
    const auto id = add_session(a, 2);
    const auto shared = cli({"hub", "share", std::to_string(id), "--db", a});
    EXPECT_EQ(shared.exit_code, 0) << shared.err;
    return json::parse(shared.out).value("code", std::string());
  }
  // 20 unknown codes from `from` (each a 404), as a guesser would.
  void guess_all(const std::string& from, const std::string& headers = "") {
    for (int i = 0; i < 20; ++i) {
      const std::string guess =
          "ZZZZZZ" + std::string(1, "23456789ABCDEFGHJKMNPQRSTUVWXYZ"[i]) + "Z";
      ASSERT_EQ(get_from(from, port_, "/follow/" + guess + "/state", headers).status, 404) << i;
    }
  }
};

TEST_F(HubFollowLimitTest, GuessingPastTheLimitIsRefusedForThatAddressAlone) {
  const auto code = shared_code();
  ASSERT_EQ(code.size(), 8u);
  guess_all("127.0.0.1");
  // The 21st: 429, with when to come back and a clear code, on every follower route.
  const auto refused = get_from("127.0.0.1", port_, "/follow/ZZZZZZZZ/state");
  EXPECT_EQ(refused.status, 429);
  EXPECT_EQ(error_code(refused), "hub.too_many_guesses");
  ASSERT_FALSE(refused.retry_after.empty());
  EXPECT_GE(std::stoi(refused.retry_after), 1);
  EXPECT_LE(std::stoi(refused.retry_after), 60);
  EXPECT_EQ(get_from("127.0.0.1", port_, "/follow/ZZZZZZZZ/events").status, 429);
  const auto page = get_from("127.0.0.1", port_, "/follow/ZZZZZZZZ");
  EXPECT_EQ(page.status, 429);  // the page, saying so in the follower's language
  EXPECT_NE(page.body.find("too_many_guesses"), std::string::npos);
  // A known code too: otherwise a hit would show through the refusals.
  EXPECT_EQ(get_from("127.0.0.1", port_, "/follow/" + code + "/state").status, 429);
  // A header the client writes itself does not change who it is.
  EXPECT_EQ(get_from("127.0.0.1", port_, "/follow/" + code + "/state",
                     "X-Forwarded-For: 198.51.100.7\r\n")
                .status,
            429);

  // Another address follows the known code, and has its own count.
  EXPECT_EQ(get_from("127.0.0.2", port_, "/follow/" + code + "/state").status, 200);
  EXPECT_EQ(get_from("127.0.0.2", port_, "/follow/ZZZZZZZZ/state").status, 404);

  // Every hub on the database counts together.
  Running second({TABLEREF_HUB_BIN, "serve", "--db", pg_->url(), "--listen", "127.0.0.1:0"});
  const auto line = second.read_line();
  ASSERT_TRUE(line.has_value());
  const auto listening = json::parse(*line)["listening"].get<std::string>();
  const int second_port = std::stoi(listening.substr(listening.rfind(':') + 1));
  EXPECT_EQ(get_from("127.0.0.1", second_port, "/follow/" + code + "/state").status, 429);

  // The minute ends (moved in the database rather than waited for): the address is served.
  {
    pqxx::connection c(pg_->url());
    pqxx::work work(c);
    const auto moved =
        work.exec("UPDATE follow_misses SET window_start = window_start - interval '61 seconds'");
    EXPECT_EQ(moved.affected_rows(), 2);
    work.commit();
  }
  EXPECT_EQ(get_from("127.0.0.1", port_, "/follow/" + code + "/state").status, 200);
  EXPECT_EQ(get_from("127.0.0.1", second_port, "/follow/ZZZZZZZZ/state").status, 404);
  EXPECT_EQ(count("SELECT misses FROM follow_misses WHERE address = '127.0.0.1'"), 1);
}

TEST_F(HubFollowLimitTest, BehindATrustedProxyTheForwardedAddressIsCounted) {
  kill_hub();
  start_hub({}, 0, {"--trust-proxy"});
  const auto code = shared_code();
  guess_all("127.0.0.1", "X-Forwarded-For: 10.0.0.1, 198.51.100.7\r\n");
  EXPECT_EQ(get_from("127.0.0.1", port_, "/follow/" + code + "/state",
                     "X-Forwarded-For: 198.51.100.7\r\n")
                .status,
            429);
  EXPECT_EQ(get_from("127.0.0.1", port_, "/follow/" + code + "/state",
                     "X-Forwarded-For: 198.51.100.8\r\n")
                .status,
            200);
  EXPECT_EQ(count("SELECT COUNT(*) FROM follow_misses WHERE address = '198.51.100.7'"), 1);
}

}  // namespace
}  // namespace tableref::test
