// Settings → Club, driven with real SDL events in the real app against a real hub on a real
// PostgreSQL (the hub tests' fixture starts both): join with the hub's address and a join
// code, sync, the hub out of reach, leave. Each wait is for a state the screen shows.
#include <gtest/gtest.h>

#include <string>

#include "hub_fixture.hpp"
#include "tableref/db/hub_link.hpp"
#include "tableref/db/store.hpp"
#include "ui_driver.hpp"

namespace tableref::gui::testing {
namespace {

class SettingsClubUi : public test::HubTest {
 protected:
  // Frames until the text under `id` holds `part`; the worker's answer is picked up by a
  // frame, and the app asks for frames while it waits. Fails when it never comes.
  static bool frames_until(UiDriver& ui, const std::string& id, const std::string& part) {
    for (int i = 0; i < 200000; ++i) {
      if (ui.text(id).find(part) != std::string::npos) return true;
      ui.frames(1);
    }
    ADD_FAILURE() << id << " never showed \"" << part << "\"; it shows: " << ui.text(id);
    return false;
  }

  AppOptions options(const std::string& lang) {
    AppOptions o;
    o.db_path = dir_ + "/tablet-" + lang + ".db";
    o.language = lang;
    o.width = 1024;  // a tablet, landscape
    o.height = 768;
    return o;
  }
};

TEST_F(SettingsClubUi, JoinsSyncsWorksOfflineAndLeaves) {
  const auto code = create_club("Go Club");
  const auto opts = options("en");
  add_session(opts.db_path, 2);
  UiDriver ui(opts);
  ui.tap("nav.settings");
  ASSERT_EQ(ui.screen(), "settings");
  EXPECT_NE(ui.text("settings.club.state").find("has not joined"), std::string::npos);
  ASSERT_NE(ui.reach("settings.club.join"), nullptr);
  ui.expect_finger_sized();
  ui.tap("settings.club.url");
  ui.type(hub_url());
  ui.tap("settings.club.code");
  ui.type(code);
  ui.tap("settings.club.device");
  ui.key(SDLK_END);
  for (int i = 0; i < 80; ++i) ui.key(SDLK_BACKSPACE);
  ui.type("tablet-1");
  ui.tap("settings.club.join");
  ASSERT_TRUE(frames_until(ui, "settings.club.state", "Joined club Go Club as device tablet-1"));
  EXPECT_NE(ui.text("settings.club.message").find("Welcome to Go Club"), std::string::npos);
  EXPECT_NE(ui.text("settings.club.state").find("1 sessions waiting"), std::string::npos);

  ASSERT_NE(ui.reach("settings.club.sync"), nullptr);
  ui.tap("settings.club.sync");
  ASSERT_TRUE(frames_until(ui, "settings.club.message", "Synced: 1 sent"));
  EXPECT_NE(ui.text("settings.club.state").find("Last sync"), std::string::npos);
  EXPECT_EQ(count("SELECT COUNT(*) FROM sessions"), 1);

  // The hub gone: the device says it works offline and how much waits; nothing moved.
  add_session(opts.db_path, 1);
  kill_hub();
  ui.tap("settings.club.sync");
  ASSERT_TRUE(frames_until(ui, "settings.club.state", "working offline, 1 sessions waiting"));

  // Leave takes two taps on the same spot; the sessions stay.
  ui.tap("settings.club.leave");
  EXPECT_NE(ui.text("settings.club.state").find("Joined club"), std::string::npos);
  ui.expect_layout_change();
  ui.tap("settings.club.leave");
  EXPECT_NE(ui.text("settings.club.state").find("has not joined"), std::string::npos);
  EXPECT_NE(ui.text("settings.club.message").find("Left Go Club"), std::string::npos);
  EXPECT_EQ(ui.ctx().store->count_sessions({}).value(), 2);
  EXPECT_FALSE(db::hub_link(*ui.ctx().store).value().has_value());
}

TEST_F(SettingsClubUi, screenshots) {
  const auto code = create_club("Go Club");
  for (const std::string lang : {"en", "zh-Hans"}) {
    const auto opts = options(lang);
    add_session(opts.db_path, 2);
    const std::string device = "tablet-" + lang;
    ASSERT_EQ(
        cli({"hub", "join", hub_url(), code, "--name", device, "--db", opts.db_path}).exit_code, 0);
    UiDriver ui(opts);
    ui.tap("nav.settings");
    ASSERT_NE(ui.reach("settings.club.sync"), nullptr);
    ui.tap("settings.club.sync");
    ASSERT_TRUE(frames_until(ui, "settings.club.state", device));
    ASSERT_TRUE(frames_until(ui, "settings.club.message", lang == "en" ? "Synced" : "同步完成"));
    ASSERT_NE(ui.reach("settings.club.message"), nullptr);
    ui.expect_finger_sized();
    ui.expect_no_clipped_text("settings club " + lang);
    ui.shot("settings_club_" + lang);
  }
}

}  // namespace
}  // namespace tableref::gui::testing
