// A game screen in a club (the Blokus screen; the part is the app's, drawn for every game):
// "Share live" shows the code the hub knows, a move played reaches the follower's state, an
// unreachable hub leaves play going and says so, and a session another device holds refuses
// every move until "Continue on this device". The real app, real SDL events, a real hub on a
// real PostgreSQL (tests/hub/hub_fixture.hpp). Every wait is for a state, bounded.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "hub_fixture.hpp"
#include "screens/blokus/screen.hpp"
#include "tableref/db/store.hpp"
#include "tableref/referee/blokus/sgf.hpp"
#include "ui_driver.hpp"

namespace tableref::gui::testing {
namespace {

using nlohmann::json;

class BlokusClubUi : public test::HubTest {
 protected:
  // Frames until the text under `id` holds `part` (the workers' answers come with a frame).
  static bool frames_until(UiDriver& ui, const std::string& id, const std::string& part) {
    for (int i = 0; i < 200000; ++i) {
      if (!ui.text(id).empty() && ui.text(id).find(part) != std::string::npos) return true;
      ui.frames(1);
    }
    ADD_FAILURE() << id << " never showed \"" << part << "\"; it shows: " << ui.text(id);
    return false;
  }

  // The follower's view: GET /follow/CODE/state, as the page reads it.
  json follower_state(const std::string& code) {
    auto answer = get("/follow/" + code + "/state");
    if (!answer || answer->status != 200) return json();
    return json::parse(answer->body, nullptr, false);
  }

  // Frames and the follower's reads until the follower sees `events` events, at most 600
  // reads (each after a few frames): the push is the app's worker's, no timer is waited on.
  bool follower_sees(UiDriver& ui, const std::string& code, std::int64_t events) {
    for (int i = 0; i < 600; ++i) {
      const json state = follower_state(code);
      if (state.is_object() && state["state"].value("events", -1) == events) return true;
      ui.frames(5);
    }
    ADD_FAILURE() << "the follower never saw " << events
                  << " events: " << follower_state(code).dump();
    return false;
  }

  // A two-player Blokus Duo game with no move yet, in the device database at `path`.
  static std::int64_t new_duo(const std::string& path) {
    auto store = db::Store::open(path);
    EXPECT_TRUE(store.ok());
    auto id = store.value().create_session(
        db::NewSession{"blokus", "duo", "{}", {{0, "Ann", "purple"}, {1, "Bo", "orange"}}});
    EXPECT_TRUE(id.ok());
    return id.ok() ? id.value() : 0;
  }

  static std::int64_t stored_events(const std::string& path, std::int64_t id) {
    auto store = db::Store::open(path);
    auto events = store.value().events(id);
    return events.ok() ? static_cast<std::int64_t>(events.value().size()) : -1;
  }

  static AppOptions on_game(const std::string& db, std::int64_t session) {
    AppOptions options;
    options.db_path = db;
    options.language = "en";
    options.screen = "blokus";  // the session opened straight away, as a resumed game is
    options.session_id = session;
    return options;
  }
};

const BlokusScreen& blokus_screen(UiDriver& ui) {
  return dynamic_cast<const BlokusScreen&>(ui.app().current());
}

// The first legal placement of the colour to move, entered by its cells, then confirmed.
void play_a_move(UiDriver& ui) {
  ui.frames(2);
  if (blokus_screen(ui).zoomed()) ui.tap("blokus.zoom");
  const auto& st = blokus_screen(ui).controller().state();
  const auto color = *st.to_move();
  const auto moves = st.legal_moves(color);
  ASSERT_FALSE(moves.empty());
  const auto move = st.describe(color, moves.front());
  for (const auto& cell : move.cells) ui.tap("blokus.cell." + blokus::format_cell(cell));
  ASSERT_EQ(ui.text("blokus.ruling"), "legal") << ui.text("blokus.reasons");
  ui.tap("blokus.confirm");
}

void in_language(UiDriver& ui, app::Language language) {
  ui.ctx().language = language;
  ui.ctx().style_dirty = true;
  ui.frames(3);
}

TEST_F(BlokusClubUi, ShareShowsTheHubsCodeAndEachMoveReachesTheFollower) {
  const auto code = create_club("Go Club");
  const auto db = joined_device("tablet-a", code);
  const auto id = new_duo(db);
  UiDriver ui(on_game(db, id));
  ASSERT_EQ(ui.screen(), "blokus");
  EXPECT_EQ(ui.text("live.state"), "");  // not shared: nothing to say
  ui.tap("live.share");
  ASSERT_TRUE(frames_until(ui, "live.code", ""));  // the worker's answer
  const std::string share = ui.text("live.code");
  ASSERT_EQ(share.size(), 8u);
  // The code the hub knows for this session, and the page's address with it.
  EXPECT_EQ(count("SELECT COUNT(*) FROM shares WHERE code = '" + share + "'"), 1);
  EXPECT_EQ(ui.text("live.url"), hub_url() + "/follow/" + share);
  EXPECT_GT(std::stoi(ui.text("live.qr")), 20);  // a QR code's side, in modules
  ui.expect_finger_sized();
  ui.expect_no_clipped_text("share popup, en");
  ui.shot("blokus_share_live_en");
  in_language(ui, app::Language::kSimplifiedChinese);
  ui.expect_no_clipped_text("share popup, zh-Hans");
  ui.shot("blokus_share_live_zh-Hans");
  in_language(ui, app::Language::kEnglish);
  ui.tap("live.close");
  ASSERT_TRUE(follower_sees(ui, share, 0));

  play_a_move(ui);
  ASSERT_TRUE(follower_sees(ui, share, 1));
  ASSERT_TRUE(frames_until(ui, "live.state", "Live: up to date"));

  // The hub gone: the move is stored all the same, and the bar says so in words.
  kill_hub();
  play_a_move(ui);
  EXPECT_EQ(blokus_screen(ui).controller().moves().size(), 2u);
  EXPECT_EQ(stored_events(db, id), 2);
  ASSERT_TRUE(frames_until(ui, "live.state", "Live: hub out of reach"));
}

TEST_F(BlokusClubUi, ShareWithoutAClubSaysHowToJoin) {
  const auto db = dir_ + "/alone.db";
  const auto id = new_duo(db);
  UiDriver ui(on_game(db, id));
  ui.tap("live.share");
  EXPECT_NE(ui.text("live.popup.message").find("Settings → Club"), std::string::npos)
      << ui.text("live.popup.message");
  EXPECT_FALSE(ui.visible("live.code"));
  ui.expect_layout_change();
  ui.tap("live.settings");
  EXPECT_EQ(ui.screen(), "settings");
}

TEST_F(BlokusClubUi, HeldElsewhereRefusesAMoveUntilContinuedOnThisDevice) {
  const auto code = create_club("Go Club");
  const auto a = joined_device("tablet-a", code);
  const auto b = joined_device("tablet-b", code);
  new_duo(a);
  ASSERT_EQ(cli({"hub", "sync", "--db", a}).exit_code, 0);
  ASSERT_EQ(cli({"hub", "sync", "--db", b}).exit_code, 0);
  std::int64_t copy = 0;
  {
    auto store = db::Store::open(b);
    auto listed = store.value().list_sessions({});
    ASSERT_TRUE(listed.ok() && listed.value().size() == 1u);
    copy = listed.value()[0].id;
  }

  // Opened on the game (a resumed session), not through History: read-only all the same.
  UiDriver ui(on_game(b, copy));
  ASSERT_EQ(ui.screen(), "blokus");
  EXPECT_EQ(ui.text("live.held"), "Held by tablet-a: read-only here.");
  ui.expect_finger_sized();
  ui.expect_no_clipped_text("held, en");
  ui.shot("blokus_held_elsewhere_en");
  in_language(ui, app::Language::kSimplifiedChinese);
  ui.expect_no_clipped_text("held, zh-Hans");
  ui.shot("blokus_held_elsewhere_zh-Hans");
  in_language(ui, app::Language::kEnglish);

  // The store refuses the move, with the reason; nothing is written.
  play_a_move(ui);
  EXPECT_NE(ui.text("blokus.problems").find("tablet-a holds this session"), std::string::npos)
      << ui.text("blokus.problems");
  EXPECT_EQ(blokus_screen(ui).controller().moves().size(), 0u);
  EXPECT_EQ(stored_events(b, copy), 0);

  ui.tap("live.continue");
  ASSERT_TRUE(frames_until(ui, "live.held", "This device holds it now"));
  EXPECT_FALSE(ui.visible("live.continue"));
  EXPECT_EQ(count("SELECT COUNT(*) FROM sessions s JOIN devices d ON d.id = s.holder_id "
                  "WHERE d.name = 'tablet-b'"),
            1);
  play_a_move(ui);
  EXPECT_EQ(ui.text("blokus.problems"), "");
  EXPECT_EQ(blokus_screen(ui).controller().moves().size(), 1u);
  EXPECT_EQ(stored_events(b, copy), 1);
}

}  // namespace
}  // namespace tableref::gui::testing
