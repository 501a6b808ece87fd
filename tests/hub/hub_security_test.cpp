// What the hub refuses: strangers' and revoked tokens, one club reading another, malformed
// and oversized bodies, hostile names, and a session written by a device not holding it.
#include <nlohmann/json.hpp>
#include <pqxx/pqxx>

#include "hub_fixture.hpp"
#include "tableref/db/hub_link.hpp"
#include "tableref/db/store.hpp"

namespace tableref::test {
namespace {

using nlohmann::json;

std::string code_of(const httplib::Result& res) {
  if (!res) return "no answer";
  const auto body = json::parse(res->body, nullptr, false);
  if (!body.is_object() || !body.contains("error")) return "no error: " + res->body;
  return body["error"]["code"].get<std::string>();
}

std::string device_id_of(const std::string& path) {
  auto store = db::Store::open(path);
  return db::hub_link(store.value()).value()->device_id;
}

const std::string kSession = R"({"id": 1, "game": "blokus", "variant": "classic",
  "rules": "{}", "status": "active", "result": "", "created_at": "t", "updated_at": "t",
  "seats": [], "events": [{"seq": 1, "at": "t", "kind": "note", "payload": "{}"}]})";

TEST_F(HubTest, AWrongOrRevokedTokenGets401AndNothingElse) {
  const auto code = create_club("Go Club");
  const auto a = joined_device("tablet-a", code);
  add_session(a, 2);
  ASSERT_EQ(cli({"hub", "sync", "--db", a}).exit_code, 0);
  const std::string wrong(64, 'a');
  for (const auto& token : {wrong, std::string("' OR 1=1 --"), std::string()}) {
    const auto pulled = get("/v1/pull?after=0", token);
    ASSERT_TRUE(pulled);
    EXPECT_EQ(pulled->status, 401);
    EXPECT_EQ(code_of(pulled), "hub.unauthorized");
    EXPECT_EQ(pulled->body.find("sessions"), std::string::npos);
    const auto pushed = post("/v1/push", R"({"sessions": [)" + kSession + "]}", token);
    EXPECT_EQ(pushed->status, 401);
  }
  EXPECT_EQ(count("SELECT COUNT(*) FROM events"), 2);

  const auto revoked = hub_command({"club", "revoke", device_id_of(a)});
  EXPECT_EQ(revoked.exit_code, 0) << revoked.out;
  const auto devices = json::parse(hub_command({"club", "devices", "Go Club"}).out);
  EXPECT_EQ(devices["devices"][0]["revoked"], true);
  add_session(a, 3);
  const auto refused = cli({"hub", "sync", "--db", a});
  EXPECT_EQ(refused.exit_code, 1);
  EXPECT_NE(refused.err.find("revoked"), std::string::npos) << refused.err;
  EXPECT_EQ(get("/v1/pull?after=0", token_of(a))->status, 401);
  EXPECT_EQ(count("SELECT COUNT(*) FROM events"), 2);
}

TEST_F(HubTest, ADeviceOfOneClubReadsNothingOfAnother) {
  const auto x1 = joined_device("x1", create_club("Club X"));
  const auto y1 = joined_device("y1", create_club("Club Y"));
  add_session(x1, 3);
  add_session(y1, 1);  // the same local id as x1's session
  ASSERT_EQ(cli({"hub", "sync", "--db", x1}).exit_code, 0);
  const auto y_sync = cli({"hub", "sync", "--db", y1});
  EXPECT_EQ(y_sync.out, "{\"pushed\":1,\"pulled\":0}\n") << y_sync.err;
  const auto pulled = get("/v1/pull?after=0", token_of(y1));
  ASSERT_TRUE(pulled);
  EXPECT_EQ(json::parse(pulled->body)["sessions"], json::array());
  EXPECT_EQ(cli({"hub", "sync", "--db", x1}).out, "{\"pushed\":0,\"pulled\":0}\n");
  EXPECT_EQ(count("SELECT COUNT(*) FROM events"), 4);
}

TEST_F(HubTest, MalformedJsonIsRefusedWithACodeAndNothingStored) {
  const auto token = token_of(joined_device("tablet-a", create_club("Go Club")));
  const auto refused = [&](const std::string& body) {
    return code_of(post("/v1/push", body, token));
  };
  EXPECT_EQ(refused("{not json"), "hub.malformed_json");
  EXPECT_EQ(refused("[]"), "hub.malformed_json");
  EXPECT_EQ(refused(R"({"sessions": 3})"), "hub.bad_field");
  auto bad = json::parse(kSession);
  bad["status"] = "won";
  EXPECT_EQ(refused(json{{"sessions", {json::parse(kSession), bad}}}.dump()), "hub.bad_field");
  bad = json::parse(kSession);
  bad["events"][0]["payload"] = "{unclosed";
  EXPECT_EQ(refused(json{{"sessions", {bad}}}.dump()), "hub.bad_json_field");
  bad = json::parse(kSession);
  bad["seats"] = json::array({{{"seat", 0}, {"player", "Ann\u0007\n"}, {"role", ""}}});
  EXPECT_EQ(refused(json{{"sessions", {bad}}}.dump()), "hub.bad_text");
  bad = json::parse(kSession);
  bad["events"].push_back({{"seq", 3}, {"at", "t"}, {"kind", "k"}, {"payload", "{}"}});
  EXPECT_EQ(refused(json{{"sessions", {bad}}}.dump()), "hub.bad_sequence");
  EXPECT_EQ(code_of(post("/v1/join", "{\"code\": ")), "hub.malformed_json");
  EXPECT_EQ(count("SELECT COUNT(*) FROM sessions"), 0);
  EXPECT_EQ(count("SELECT COUNT(*) FROM events"), 0);
}

TEST_F(HubTest, AnOversizedBodyIsRefusedAndNothingStored) {
  const auto token = token_of(joined_device("tablet-a", create_club("Go Club")));
  auto big = json::parse(kSession);
  big["rules"] = json{{"pad", std::string(5 * 1024 * 1024, 'x')}}.dump();
  const auto res = post("/v1/push", json{{"sessions", {big}}}.dump(), token);
  ASSERT_TRUE(res) << "the hub closed the connection without an answer";
  EXPECT_EQ(res->status, 413);
  EXPECT_EQ(code_of(res), "hub.body_too_large");
  EXPECT_EQ(count("SELECT COUNT(*) FROM sessions"), 0);
}

TEST_F(HubTest, HostileNamesAreRefusedAndNothingStored) {
  // (A NUL cannot reach a program's arguments; the join below sends one in JSON.)
  for (const std::string& name : std::vector<std::string>{
           "x'; DROP TABLE clubs;--", "a\"b", "tab\tname", "new\nline", std::string(),
           std::string(65, 'a'), " padded", "back\\slash", "\xC0\xAF"}) {
    const auto created = hub_command({"club", "create", name});
    EXPECT_EQ(created.exit_code, 1) << name;
    EXPECT_EQ(created.out, R"({"error":{"code":"hub.bad_name","detail":"club name"}})"
                           "\n");
  }
  EXPECT_EQ(count("SELECT COUNT(*) FROM clubs"), 0);
  const auto code = create_club("棋社 Club-1");
  for (const std::string& name :
       std::vector<std::string>{"'; DELETE FROM devices; --", "a\u0085b", std::string("nul\0x", 5),
                                std::string(80, 'd')}) {
    const auto res = post("/v1/join", json{{"code", code}, {"device_name", name}}.dump());
    EXPECT_EQ(code_of(res), "hub.bad_name") << name;
  }
  EXPECT_EQ(code_of(post("/v1/join", json{{"code", "' OR ''='"}, {"device_name", "ok"}}.dump())),
            "hub.unknown_join_code");
  EXPECT_EQ(count("SELECT COUNT(*) FROM devices"), 0);
  EXPECT_EQ(count("SELECT COUNT(*) FROM clubs"), 1);
}

TEST_F(HubTest, ASessionHeldByAnotherDeviceIsRefusedWithAReason) {
  const auto code = create_club("Go Club");
  const auto a = joined_device("tablet-a", code);
  const auto b = joined_device("tablet-b", code);
  const auto id = add_session(a, 2);
  ASSERT_EQ(cli({"hub", "sync", "--db", a}).exit_code, 0);
  {
    // Hand-off is not built yet: the test moves the holding itself.
    pqxx::connection c(pg_->url());
    pqxx::work work(c);
    work.exec_params("UPDATE sessions SET holder_id = $1", device_id_of(b));
    work.commit();
  }
  auto store = db::Store::open(a);
  ASSERT_TRUE(store.value().append_event(id, "note", "{}").ok());
  const auto refused = cli({"hub", "sync", "--db", a});
  EXPECT_EQ(refused.exit_code, 0) << refused.err;
  EXPECT_EQ(json::parse(refused.out)["refused"],
            (json::array({{{"session", id}, {"code", "hub.not_holder"}}})));
  EXPECT_EQ(count("SELECT COUNT(*) FROM events"), 2);
}

}  // namespace
}  // namespace tableref::test
