// Live at the table (docs/club.md): a share code opens one session read-only, a follower's
// stream carries each move, and a wrong code or a malformed request is refused clearly.
// The moves are real Blokus rows in a real device database; the live state is built and
// pushed by the real tableref-cli; the follower reads the hub's real event stream.
#include <algorithm>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <nlohmann/json.hpp>
#include <thread>

#include "hub_fixture.hpp"
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

// A Blokus Duo session between Ann and Bo, as Home starts one; answers its id.
std::int64_t duo_session(const std::string& db_path) {
  auto store = db::Store::open(db_path);
  EXPECT_TRUE(store.ok());
  auto id = store.value().create_session(
      db::NewSession{"blokus", "duo", "{}", {{0, "Ann", "purple"}, {1, "Bo", "orange"}}});
  EXPECT_TRUE(id.ok());
  return id.value();
}

// A move as the Blokus controller stores it (controllers/blokus/game.hpp).
void place(const std::string& db_path, std::int64_t id, const std::string& color,
           const std::string& cells) {
  auto store = db::Store::open(db_path);
  ASSERT_TRUE(store.ok());
  const json move{{"color", color}, {"cells", cells}, {"entry", "cells"}, {"used_ms", 1000}};
  ASSERT_TRUE(store.value().append_event(id, "place", move.dump()).ok());
}

// The follower's browser, as far as the stream goes: reads /follow/CODE/events on its own
// thread; the test waits for the state it expects.
class Follower {
 public:
  Follower(int port, const std::string& code) : client_("127.0.0.1", port) {
    client_.set_read_timeout(60, 0);
    thread_ = std::thread([this, code] {
      client_.Get(("/follow/" + code + "/events").c_str(),
                  [this](const char* data, std::size_t size) {
                    take(std::string(data, size));
                    return true;
                  });
      std::lock_guard lock(mutex_);
      ended_ = true;
      changed_.notify_all();
    });
  }
  Follower(const Follower&) = delete;
  Follower& operator=(const Follower&) = delete;
  ~Follower() {
    client_.stop();
    thread_.join();
  }

  // The first state for which `wanted` holds, waiting at most 30 s (a safety net for a
  // broken hub, never the condition); nullopt when the stream ended or none came.
  std::optional<json> wait_for(const std::function<bool(const json&)>& wanted) {
    std::unique_lock lock(mutex_);
    std::optional<json> found;
    changed_.wait_for(lock, std::chrono::seconds(30), [&] {
      for (const auto& m : messages_) {
        if (wanted(m)) found = m;
      }
      return found.has_value() || ended_;
    });
    return found;
  }

 private:
  // Server-Sent Events: blocks end with a blank line; a "state" block's data is the JSON.
  void take(const std::string& chunk) {
    std::lock_guard lock(mutex_);
    buffer_ += chunk;
    for (std::size_t end; (end = buffer_.find("\n\n")) != std::string::npos;) {
      const std::string block = buffer_.substr(0, end);
      buffer_.erase(0, end + 2);
      const auto data = block.find("data: ");
      if (block.find("event: state") != std::string::npos && data != std::string::npos) {
        messages_.push_back(json::parse(block.substr(data + 6)));
      }
    }
    changed_.notify_all();
  }

  httplib::Client client_;
  std::thread thread_;
  std::mutex mutex_;
  std::condition_variable changed_;
  std::string buffer_;
  std::vector<json> messages_;
  bool ended_ = false;
};

json answer_of(const Finished& done) {
  EXPECT_EQ(done.exit_code, 0) << done.out << done.err;
  return json::parse(done.out, nullptr, false);
}

TEST_F(HubTest, AShareCodeOpensItsSessionAndNothingElse) {
  const auto club = create_club("Go Club");
  const auto a = joined_device("tablet-a", club);
  const auto a2 = joined_device("tablet-a2", club);
  const auto y = joined_device("y1", create_club("Club Y"));
  const auto shared = duo_session(a);
  place(a, shared, "B", "e10");
  const auto other = add_session(a, 4, "Zed");  // not shared
  add_session(y, 2, "Yolanda");
  ASSERT_EQ(cli({"hub", "sync", "--db", y}).exit_code, 0);

  const auto share = answer_of(cli({"hub", "share", std::to_string(shared), "--db", a}));
  const auto code = share["code"].get<std::string>();
  EXPECT_EQ(code.size(), 8u);
  EXPECT_EQ(share["url"], hub_url() + "/follow/" + code);
  // Asking again answers the same code; --qr adds the URL's QR code after the JSON line.
  const auto again = cli({"hub", "share", std::to_string(shared), "--qr", "--db", a});
  ASSERT_EQ(again.exit_code, 0) << again.err;
  EXPECT_EQ(json::parse(again.out.substr(0, again.out.find('\n')))["code"], code);
  EXPECT_GT(std::count(again.out.begin(), again.out.end(), '\n'), 10) << again.out;

  const auto page = get("/follow/" + code);
  ASSERT_TRUE(page);
  EXPECT_EQ(page->status, 200);
  EXPECT_NE(page->body.find("\"code\":\"" + code + "\""), std::string::npos);
  const auto state = get("/follow/" + code + "/state?session=" + std::to_string(other));
  ASSERT_TRUE(state);
  ASSERT_EQ(state->status, 200);
  const auto live = json::parse(state->body)["state"];
  EXPECT_EQ(live["game"], "blokus");
  EXPECT_EQ(live["events"], 1);
  EXPECT_EQ(live["board"]["rows"][4].get<std::string>().substr(4, 1), "0");  // e10, purple
  for (const auto* name : {"Zed", "Yolanda", "Go Club", "tablet"}) {
    EXPECT_EQ(state->body.find(name), std::string::npos) << name;
  }
  // The code is no token, and opens no other route.
  EXPECT_EQ(get("/v1/pull?after=0", code)->status, 401);
  EXPECT_EQ(get("/follow/" + code + "/../v1/pull")->status, 404);
  // Another device of the club cannot share or speak for this session: a device's ids name
  // its own sessions only.
  const auto live_push =
      post("/v1/live", json{{"session", shared}, {"state", {{"x", 1}}}}.dump(), token_of(a2));
  EXPECT_EQ(code_of(live_push), "hub.unknown_session");
  EXPECT_EQ(code_of(post("/v1/share", json{{"session", shared}}.dump(), token_of(a2))),
            "hub.unknown_session");
  // Another club's device with a session of the same local id shares its own, under
  // another code that shows its own game only.
  const auto theirs = answer_of(cli({"hub", "share", std::to_string(shared), "--db", y}));
  ASSERT_NE(theirs["code"], code);
  const auto their_state = get("/follow/" + theirs["code"].get<std::string>() + "/state")->body;
  EXPECT_NE(their_state.find("Yolanda"), std::string::npos);
  EXPECT_EQ(their_state.find("Ann"), std::string::npos);
  EXPECT_EQ(json::parse(get("/follow/" + code + "/state")->body)["state"]["events"], 1);
  EXPECT_EQ(count("SELECT COUNT(*) FROM shares"), 2);
  // A restarted hub knows the code: it was never in the hub's memory.
  kill_hub();
  start_hub({}, port_);
  const auto after_restart = get("/follow/" + code + "/state");
  ASSERT_TRUE(after_restart);
  EXPECT_EQ(json::parse(after_restart->body)["state"]["events"], 1);
}

TEST_F(HubTest, AFollowerSeesEachMoveThroughAnyHub) {
  const auto a = joined_device("tablet-a", create_club("Go Club"));
  const auto id = duo_session(a);
  const auto code =
      answer_of(cli({"hub", "share", std::to_string(id), "--db", a}))["code"].get<std::string>();
  // A second hub on the same database serves the follower: nothing is in a hub's memory.
  Running second({TABLEREF_HUB_BIN, "serve", "--db", pg_->url(), "--listen", "127.0.0.1:0"});
  const auto line = second.read_line();
  ASSERT_TRUE(line.has_value());
  const auto listening = json::parse(*line)["listening"].get<std::string>();
  Follower follower(std::stoi(listening.substr(listening.rfind(':') + 1)), code);
  const auto first = follower.wait_for([](const json& m) { return m["version"] == 1; });
  ASSERT_TRUE(first.has_value());
  EXPECT_EQ((*first)["state"]["events"], 0);

  place(a, id, "B", "e10");
  EXPECT_EQ(answer_of(cli({"hub", "live", std::to_string(id), "--db", a}))["version"], 2);
  const auto moved = follower.wait_for([](const json& m) { return m["version"] == 2; });
  ASSERT_TRUE(moved.has_value());
  const auto& state = (*moved)["state"];
  EXPECT_EQ(state["events"], 1);
  EXPECT_EQ(state["status"], "active");
  EXPECT_EQ(state["board"]["rows"][4].get<std::string>().substr(4, 1), "0");
  EXPECT_NE(state["ruling"]["en"].get<std::string>().find("Purple"), std::string::npos)
      << state["ruling"];
  EXPECT_NE(state["ruling"]["zh-Hans"].get<std::string>().find("紫"), std::string::npos);
  ASSERT_EQ(state["scores"].size(), 2u);
  EXPECT_EQ(state["scores"][0]["name"], "Ann");

  place(a, id, "W", "j5");
  ASSERT_EQ(cli({"hub", "live", std::to_string(id), "--db", a}).exit_code, 0);
  const auto second_move = follower.wait_for([](const json& m) { return m["version"] == 3; });
  ASSERT_TRUE(second_move.has_value());
  EXPECT_EQ((*second_move)["state"]["events"], 2);
  // The events reached the hub with the state, as a sync would have sent them.
  EXPECT_EQ(count("SELECT COUNT(*) FROM events"), 2);
}

TEST_F(HubTest, AWrongCodeOrAMalformedRequestIsRefusedClearly) {
  const auto a = joined_device("tablet-a", create_club("Go Club"));
  const auto id = duo_session(a);
  ASSERT_EQ(cli({"hub", "share", std::to_string(id), "--db", a}).exit_code, 0);

  // A code of the right shape that opens nothing: 404, the page saying so.
  const auto unknown = get("/follow/ZZZZ-ZZZZ");
  ASSERT_TRUE(unknown);
  EXPECT_EQ(unknown->status, 404);
  EXPECT_NE(unknown->body.find("\"error\":\"unknown_code\""), std::string::npos);
  EXPECT_EQ(code_of(get("/follow/ZZZZZZZZ/state")), "hub.unknown_share_code");
  EXPECT_EQ(code_of(get("/follow/ZZZZZZZZ/events")), "hub.unknown_share_code");
  // Text that cannot be a code: 400, before any query.
  for (const std::string bad : {"abc", "IIIIOOOO", "%27%3B--DROP", "ZZZZZZZZZ"}) {
    EXPECT_EQ(get("/follow/" + bad)->status, 400) << bad;
    EXPECT_EQ(code_of(get("/follow/" + bad + "/state")), "hub.bad_share_code") << bad;
  }
  // The page speaks the follower's language.
  httplib::Client client("127.0.0.1", port_);
  const auto zh = client.Get("/follow/ZZZZZZZZ", {{"Accept-Language", "zh-TW,zh;q=0.8"}});
  EXPECT_NE(zh->body.find("\"lang\":\"zh-Hant\""), std::string::npos);

  // The device's side: a token first, then a well-formed body.
  const auto token = token_of(a);
  EXPECT_EQ(post("/v1/live", json{{"session", id}, {"state", json::object()}}.dump())->status, 401);
  EXPECT_EQ(code_of(post("/v1/live", "{not json", token)), "hub.malformed_json");
  EXPECT_EQ(code_of(post("/v1/live", R"({"session": "1", "state": {}})", token)), "hub.bad_field");
  EXPECT_EQ(code_of(post("/v1/live", json{{"session", id}, {"state", "x"}}.dump(), token)),
            "hub.bad_field");
  EXPECT_EQ(code_of(post("/v1/share", R"({"session": -3})", token)), "hub.bad_field");
  EXPECT_EQ(code_of(post("/v1/share", json{{"session", id + 100}}.dump(), token)),
            "hub.unknown_session");
  const json huge{{"session", id}, {"state", {{"x", std::string(300 * 1024, 'a')}}}};
  EXPECT_EQ(code_of(post("/v1/live", huge.dump(), token)), "hub.body_too_large");
  EXPECT_EQ(count("SELECT MAX(version) FROM live_states"), 1);
}

}  // namespace
}  // namespace tableref::test
