// History with a club's sessions: a session pulled from another device is marked with that
// device in the list and in its replay, and replays and exports as the original does. The
// real app, real SDL events, a real hub on a real PostgreSQL (tests/hub/hub_fixture.hpp).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "hub_fixture.hpp"
#include "tableref/db/hub_link.hpp"
#include "tableref/db/store.hpp"
#include "ui_driver.hpp"

namespace tableref::gui::testing {
namespace {

using nlohmann::json;

class HistoryClubUi : public test::HubTest {
 protected:
  // The session's export, without the id that is this database's own.
  json exported(const std::string& db, std::int64_t id) {
    const auto done =
        cli({"sessions", "export", std::to_string(id), "--format", "json", "--db", db});
    EXPECT_EQ(done.exit_code, 0) << done.err;
    json out = json::parse(done.out, nullptr, false);
    if (out.is_object() && out.contains("session")) out["session"].erase("id");
    return out;
  }
};

// A Blokus game of `moves` placements, finished.
std::int64_t add_blokus_game(const std::string& path, int moves) {
  auto store = db::Store::open(path);
  EXPECT_TRUE(store.ok());
  auto& st = store.value();
  auto id = st.create_session(
      db::NewSession{"blokus", "duo", "{}", {{0, "Ann", "purple"}, {1, "Bo", "orange"}}});
  EXPECT_TRUE(id.ok());
  for (int i = 0; i < moves; ++i) {
    EXPECT_TRUE(st.append_event(id.value(), "place",
                                R"({"color":")" + std::string(i % 2 ? "orange" : "purple") +
                                    R"(","piece":"I1","cell":"e)" + std::to_string(i + 3) + R"("})")
                    .ok());
  }
  return id.value();
}

TEST_F(HistoryClubUi, MarksTheDeviceASessionCameFromAndReplaysAndExportsIt) {
  const auto code = create_club("Go Club");
  const auto a = joined_device("tablet-a", code);
  const auto b = joined_device("tablet-b", code);
  const auto original = add_blokus_game(a, 4);
  const auto own = add_blokus_game(b, 2);
  ASSERT_EQ(cli({"hub", "sync", "--db", a}).exit_code, 0);
  ASSERT_EQ(cli({"hub", "sync", "--db", b}).exit_code, 0);
  std::int64_t copy = 0;
  {
    auto store = db::Store::open(b);
    ASSERT_TRUE(store.ok());
    auto listed = store.value().list_sessions({});
    ASSERT_TRUE(listed.ok());
    for (const auto& s : listed.value()) {
      if (s.id != own) copy = s.id;
    }
  }
  ASSERT_NE(copy, 0);

  AppOptions options;
  options.db_path = b;
  options.language = "en";
  UiDriver ui(options);
  ui.tap("nav.history");
  ASSERT_EQ(ui.screen(), "history");
  EXPECT_EQ(ui.text("history.origin." + std::to_string(copy)), "from tablet-a");
  EXPECT_FALSE(ui.visible("history.origin." + std::to_string(own)));  // this device's own

  ui.tap("history.replay." + std::to_string(copy));
  ASSERT_EQ(ui.screen(), "replay");
  EXPECT_EQ(ui.text("replay.origin"), "from tablet-a");
  EXPECT_NE(ui.text("replay.step").find("4"), std::string::npos) << ui.text("replay.step");
  ui.tap("replay.first");
  EXPECT_NE(ui.text("replay.step").find("0"), std::string::npos) << ui.text("replay.step");

  // Exported here, it is the game device A exported: same players, moves and result.
  const json here = exported(b, copy);
  const json there = exported(a, original);
  ASSERT_TRUE(here.is_object());
  EXPECT_EQ(here, there);
}

TEST_F(HistoryClubUi, ContinuesASessionAnotherDeviceHoldsOnThisDevice) {
  const auto code = create_club("Go Club");
  const auto a = joined_device("tablet-a", code);
  const auto b = joined_device("tablet-b", code);
  add_blokus_game(a, 3);
  ASSERT_EQ(cli({"hub", "sync", "--db", a}).exit_code, 0);
  ASSERT_EQ(cli({"hub", "sync", "--db", b}).exit_code, 0);
  std::int64_t copy = 0;
  {
    auto store = db::Store::open(b);
    ASSERT_TRUE(store.ok());
    auto listed = store.value().list_sessions({});
    ASSERT_TRUE(listed.ok() && listed.value().size() == 1u);
    copy = listed.value()[0].id;
  }
  const std::string key = std::to_string(copy);

  AppOptions options;
  options.db_path = b;
  options.language = "en";
  UiDriver ui(options);
  ui.tap("nav.history");
  EXPECT_EQ(ui.text("history.held." + key), "Held by tablet-a: read-only here.");
  ui.expect_finger_sized();
  ui.shot("history_club_held_en");
  // Held elsewhere, it opens read-only: in the replay, not the game.
  ui.expect_layout_change();
  ui.tap("history.row." + key);
  EXPECT_EQ(ui.screen(), "replay");
  ui.tap("nav.history");

  ui.tap("history.continue." + key);
  for (int i = 0; i < 200000 && ui.text("history.hold." + key).empty(); ++i) ui.frames(1);
  EXPECT_EQ(ui.text("history.hold." + key), "This device holds it now: it can be played on here.");
  EXPECT_FALSE(ui.visible("history.held." + key));
  EXPECT_FALSE(ui.visible("history.continue." + key));
  EXPECT_EQ(count("SELECT COUNT(*) FROM sessions s JOIN devices d ON d.id = s.holder_id "
                  "WHERE d.name = 'tablet-b'"),
            1);
  ui.expect_layout_change();
  ui.tap("history.row." + key);
  EXPECT_EQ(ui.screen(), "blokus");
}

}  // namespace
}  // namespace tableref::gui::testing
