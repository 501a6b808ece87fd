// The browser's way in (cors.hpp): a page's fetch() reaches the hub only from an origin the
// hub was told to allow (tableref-hub serve --allow-origin); any other origin is refused
// before a route runs, and devices (no Origin header) are untouched.
#include <nlohmann/json.hpp>

#include "hub_fixture.hpp"

namespace tableref::test {
namespace {

using nlohmann::json;

const std::string kAllowed = "http://club.example:8080";
const std::string kStranger = "http://elsewhere.example";

std::string error_code(const httplib::Result& res) {
  const auto body = json::parse(res->body, nullptr, false);
  return body.is_object() && body.contains("error") ? body["error"].value("code", "") : "";
}

httplib::Headers preflight(const std::string& origin, const std::string& method) {
  return {{"Origin", origin},
          {"Access-Control-Request-Method", method},
          {"Access-Control-Request-Headers", "authorization,content-type"}};
}

TEST_F(HubTest, ABrowserPageIsAnsweredOnlyFromAnAllowedOrigin) {
  const auto code = create_club("Go Club");
  // A hub of its own beside the fixture's, told to allow one page's origin (and another).
  Running hub({TABLEREF_HUB_BIN, "serve", "--db", pg_->url(), "--listen", "127.0.0.1:0",
               "--allow-origin", kAllowed, "--allow-origin", "http://other.example"});
  const auto line = hub.read_line();
  ASSERT_TRUE(line.has_value()) << "tableref-hub did not start";
  const auto listening = json::parse(*line).at("listening").get<std::string>();
  httplib::Client client("127.0.0.1", std::stoi(listening.substr(listening.rfind(':') + 1)));

  // The preflight of an allowed page: the methods and the two headers the app sends.
  const auto allowed = client.Options("/v1/push", preflight(kAllowed, "POST"));
  ASSERT_TRUE(allowed);
  EXPECT_EQ(allowed->status, 204);
  EXPECT_EQ(allowed->get_header_value("Access-Control-Allow-Origin"), kAllowed);
  const auto headers = allowed->get_header_value("Access-Control-Allow-Headers");
  EXPECT_NE(headers.find("Authorization"), std::string::npos) << headers;
  EXPECT_NE(headers.find("Content-Type"), std::string::npos) << headers;
  EXPECT_NE(allowed->get_header_value("Access-Control-Allow-Methods").find("POST"),
            std::string::npos);

  // Any other origin: refused, and not named back (the browser then blocks the page).
  const auto refused = client.Options("/v1/push", preflight(kStranger, "POST"));
  ASSERT_TRUE(refused);
  EXPECT_EQ(refused->status, 403);
  EXPECT_FALSE(refused->has_header("Access-Control-Allow-Origin"));
  EXPECT_EQ(error_code(refused), "hub.origin_not_allowed");

  // A request sent without a preflight from a stranger's page is refused before the route:
  // the join code is good, and still no device is enrolled.
  const std::string join = json{{"code", code}, {"device_name", "page"}}.dump();
  const auto stranger_join =
      client.Post("/v1/join", {{"Origin", kStranger}}, join, "application/json");
  ASSERT_TRUE(stranger_join);
  EXPECT_EQ(stranger_join->status, 403);
  EXPECT_EQ(error_code(stranger_join), "hub.origin_not_allowed");
  EXPECT_EQ(count("SELECT COUNT(*) FROM devices"), 0);

  // The allowed page joins, and is told so in the header the browser checks.
  const auto page_join = client.Post("/v1/join", {{"Origin", kAllowed}}, join, "application/json");
  ASSERT_TRUE(page_join);
  EXPECT_EQ(page_join->status, 200) << page_join->body;
  EXPECT_EQ(page_join->get_header_value("Access-Control-Allow-Origin"), kAllowed);
  EXPECT_EQ(count("SELECT COUNT(*) FROM devices"), 1);

  // A device (no Origin) is answered as before, without CORS headers.
  const auto health = client.Get("/v1/health");
  ASSERT_TRUE(health);
  EXPECT_EQ(health->status, 200);
  EXPECT_FALSE(health->has_header("Access-Control-Allow-Origin"));

  // The fixture's hub allows no origin at all.
  httplib::Client plain("127.0.0.1", port_);
  const auto none = plain.Options("/v1/pull", preflight(kAllowed, "GET"));
  ASSERT_TRUE(none);
  EXPECT_EQ(none->status, 403);
  EXPECT_FALSE(none->has_header("Access-Control-Allow-Origin"));
}

}  // namespace
}  // namespace tableref::test
