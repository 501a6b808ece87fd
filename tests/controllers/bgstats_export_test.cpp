// BG Stats, both ways it imports (docs/history.md has the sources): the documented URL push
// (createPlay.html?data=...) and its own file format (.bgsplay), field by field.
#include <gtest/gtest.h>

#include <cctype>
#include <cstdlib>
#include <ctime>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "tableref/controllers/game_history.hpp"
#include "tableref/controllers/session_export.hpp"
#include "tableref/controllers/session_files.hpp"
#include "tableref/controllers/session_result.hpp"

namespace tableref::controllers {
namespace {

using json = nlohmann::json;

// A session as the store gives it back, at fixed times.
SessionRecord finished(const std::string& game, const std::string& variant,
                       std::vector<db::SeatEntry> seats, const SessionResult& result) {
  SessionRecord r;
  r.session.id = 7;
  r.session.game = game;
  r.session.variant = variant;
  r.session.status = db::SessionStatus::kFinished;
  r.session.created_at = "2026-11-20T18:30:05.000Z";
  r.session.updated_at = "2026-11-20T19:20:00.000Z";
  r.session.seats = std::move(seats);
  r.session.result_json = session_result_json(result);
  return r;
}

SessionRecord smashup() {
  SessionResult result;
  result.players = {{"Ann", 0, 15, 1, true}, {"陈", 1, 12.5, 2, false}};
  result.duration_s = 3000;
  result.start_seat = 1;
  return finished("smashup", "standard",
                  {{0, "Ann", "Pirates + Ninjas"}, {1, "陈", "Robots + Zombies"}}, result);
}

SessionRecord hdcg() {
  SessionResult result;
  result.players = {{"Ann", 0, std::nullopt, 1, true}, {"Bo", 1, std::nullopt, 2, false}};
  return finished("hdcg", "duel", {{0, "Ann", "刺客"}, {1, "Bo", "刺客"}}, result);
}

std::string percent_decode(const std::string& text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '%' && i + 2 < text.size()) {
      out += static_cast<char>(std::stoi(text.substr(i + 1, 2), nullptr, 16));
      i += 2;
    } else {
      out += text[i];
    }
  }
  return out;
}

// The push's data, read back from the URL the way BG Stats reads it.
json pushed(const SessionRecord& record) {
  const std::string url = bgstats_push_url(record, history_registry());
  const std::string address(kBgStatsPushAddress);
  EXPECT_EQ(url.substr(0, address.size()), address);
  const std::string data = url.substr(address.size());
  // Only unreserved characters and escapes: no space, quote, brace or raw UTF-8 byte.
  for (const char c : data) {
    EXPECT_TRUE(std::isalnum(static_cast<unsigned char>(c)) || c == '%' || c == '-' || c == '_' ||
                c == '.' || c == '~')
        << "unescaped '" << c << "'";
  }
  return json::parse(percent_decode(data));
}

json file(const SessionRecord& record) {
  return json::parse(bgstats_json(record, history_registry()));
}

// Sets TZ for one test so local times are known; restores it afterwards.
class TimeZone {
 public:
  explicit TimeZone(const char* zone) {
    if (const char* old = std::getenv("TZ")) old_ = old;
    setenv("TZ", zone, 1);
    tzset();
  }
  ~TimeZone() {
    if (old_) {
      setenv("TZ", old_->c_str(), 1);
    } else {
      unsetenv("TZ");
    }
    tzset();
  }
  TimeZone(const TimeZone&) = delete;
  TimeZone& operator=(const TimeZone&) = delete;

 private:
  std::optional<std::string> old_;
};

TEST(bgstats_push, the_url_carries_the_documented_fields) {
  const auto j = pushed(smashup());
  EXPECT_EQ(j["sourceName"], "tableref");
  EXPECT_EQ(j["playDate"], "2026-11-20 18:30:05");  // UTC, as the push wants it
  EXPECT_EQ(j["durationMin"], 50);
  EXPECT_EQ(j["board"], "standard");
  EXPECT_EQ(j["game"]["name"], "Smash Up");
  EXPECT_EQ(j["game"]["bggId"], 122522);
  EXPECT_EQ(j["game"]["highestWins"], true);
  EXPECT_EQ(j["game"]["noPoints"], false);
  EXPECT_EQ(j["game"]["sourceGameId"], "tableref-game:Smash Up");
  ASSERT_EQ(j["players"].size(), 2u);
  const auto& ann = j["players"][0];
  EXPECT_EQ(ann["name"], "Ann");
  EXPECT_EQ(ann["score"], 15);
  EXPECT_EQ(ann["winner"], true);
  EXPECT_EQ(ann["startPlayer"], false);
  EXPECT_EQ(ann["rank"], 1);
  EXPECT_EQ(ann["role"], "Pirates + Ninjas");
  const auto& chen = j["players"][1];
  EXPECT_EQ(chen["name"], "陈");  // UTF-8 survives the encoding
  EXPECT_EQ(chen["score"], 12.5);
  EXPECT_EQ(chen["winner"], false);
  EXPECT_EQ(chen["startPlayer"], true);
  EXPECT_EQ(chen["rank"], 2);
  EXPECT_EQ(chen["sourcePlayerId"].get<std::string>().size(), 36u);
  EXPECT_NE(ann["sourcePlayerId"], chen["sourcePlayerId"]);
}

TEST(bgstats_push, the_same_session_sent_twice_is_the_same_play) {
  auto record = smashup();
  const auto first = pushed(record);
  record.session.updated_at = "2026-11-21T08:00:00.000Z";
  const auto again = pushed(record);
  EXPECT_EQ(first["sourcePlayId"], again["sourcePlayId"]);
  EXPECT_EQ(first["sourcePlayId"], file(record)["plays"][0]["uuid"]);  // one id for both forms
  auto other = smashup();
  other.session.id = 8;
  EXPECT_NE(pushed(other)["sourcePlayId"], first["sourcePlayId"]);
  // A player is the same player in every session.
  EXPECT_EQ(pushed(other)["players"][0]["sourcePlayerId"], first["players"][0]["sourcePlayerId"]);
}

TEST(bgstats_push, a_game_without_points_sends_winners_and_no_scores) {
  const auto j = pushed(hdcg());
  EXPECT_EQ(j["game"]["name"], "HDCG");
  EXPECT_FALSE(j["game"].contains("bggId"));  // none exists: matched by name
  EXPECT_EQ(j["game"]["noPoints"], true);
  EXPECT_FALSE(j["players"][0].contains("score"));
  EXPECT_EQ(j["players"][0]["winner"], true);
  EXPECT_EQ(j["players"][1]["winner"], false);
  EXPECT_EQ(j["players"][0]["role"], "刺客");
}

TEST(bgstats_push, each_variant_goes_by_its_own_boardgamegeek_id) {
  SessionResult result;
  result.players = {{"Ann", 0, 40, 1, true}, {"Bo", 1, 30, 2, false}};
  const auto duo = finished("blokus", "duo", {{0, "Ann", "purple"}, {1, "Bo", "orange"}}, result);
  EXPECT_EQ(pushed(duo)["game"]["name"], "Blokus Duo");
  EXPECT_EQ(pushed(duo)["game"]["bggId"], 16395);
  EXPECT_EQ(file(duo)["games"][0]["bggId"], 16395);
  auto classic = duo;
  classic.session.variant = "classic-2p";
  EXPECT_EQ(pushed(classic)["game"]["name"], "Blokus");
  EXPECT_EQ(pushed(classic)["game"]["bggId"], 2453);
  EXPECT_NE(file(classic)["games"][0]["uuid"], file(duo)["games"][0]["uuid"]);
}

TEST(bgstats_file, carries_what_bg_stats_own_files_carry) {
  TimeZone shanghai("Asia/Shanghai");
  const auto j = file(smashup());
  ASSERT_EQ(j["players"].size(), 2u);
  // "me" is the device owner in BG Stats; tableref does not know who that is: nobody is named
  // (the first seat was named before, and importing made that player's plays the owner's).
  ASSERT_TRUE(j.contains("userInfo"));
  EXPECT_TRUE(j["userInfo"].is_object());
  EXPECT_FALSE(j["userInfo"].contains("meRefId")) << j["userInfo"];
  const auto& game = j["games"][0];
  EXPECT_EQ(game["name"], "Smash Up");
  EXPECT_EQ(game["noPoints"], false);
  EXPECT_EQ(game["modificationDate"], "2026-11-21 03:20:00");  // local time, as BG Stats writes
  EXPECT_EQ(j["players"][1]["modificationDate"], "2026-11-21 03:20:00");
  const auto& play = j["plays"][0];
  EXPECT_EQ(play["playDate"], "2026-11-21 02:30:05");  // when it was played, local
  EXPECT_EQ(play["entryDate"], "2026-11-21 02:30:05");
  EXPECT_EQ(play["modificationDate"], "2026-11-21 03:20:00");
  EXPECT_EQ(play["manualWinner"], false);  // scores decide
  EXPECT_EQ(play["bggId"], 0);
  EXPECT_EQ(play["playImages"], "[]");
  EXPECT_TRUE(play["expansionPlays"].is_array());
  EXPECT_EQ(play["playerScores"][1]["score"], "12.5");
  EXPECT_EQ(play["playerScores"][1]["startPlayer"], true);
}

TEST(bgstats_file, winners_without_scores_are_marked_manual) {
  const auto j = file(hdcg());
  EXPECT_EQ(j["games"][0]["name"], "HDCG");
  EXPECT_EQ(j["games"][0]["noPoints"], true);
  const auto& play = j["plays"][0];
  EXPECT_EQ(play["manualWinner"], true);
  EXPECT_EQ(play["playerScores"][0]["score"], "");
  EXPECT_EQ(play["playerScores"][0]["winner"], true);
  EXPECT_EQ(play["playerScores"][1]["winner"], false);
  // Block-Killer counts who outlasted whom, not points.
  SessionResult result;
  result.players = {{"Ann", 0, 1, 1, true}, {"Bo", 1, 0, 2, false}};
  const auto bk = file(finished("blockkiller", "duel", {{0, "Ann", ""}, {1, "Bo", ""}}, result));
  EXPECT_EQ(bk["games"][0]["noPoints"], true);
  EXPECT_EQ(bk["plays"][0]["manualWinner"], true);
  EXPECT_EQ(bk["plays"][0]["playerScores"][0]["score"], "");
}

TEST(bgstats_file, a_second_export_has_the_same_uuids) {
  auto record = hdcg();
  const auto first = file(record);
  record.session.updated_at = "2026-12-01T10:00:00.000Z";
  const auto again = file(record);
  EXPECT_EQ(first["plays"][0]["uuid"], again["plays"][0]["uuid"]);
  EXPECT_EQ(first["games"][0]["uuid"], again["games"][0]["uuid"]);
  EXPECT_EQ(first["players"][1]["uuid"], again["players"][1]["uuid"]);
  EXPECT_NE(first["plays"][0]["modificationDate"], again["plays"][0]["modificationDate"]);
}

TEST(bgstats_file, is_written_with_the_bgsplay_extension) {
  EXPECT_EQ(export_file_name(7, "hdcg", "bgstats", history_registry()), "session-7-hdcg.bgsplay");
}

TEST(bgstats_file, a_blksgf_game_is_dated_by_its_dt_property) {
  const auto read = read_session_file("game.blksgf", "(;GM[Blokus Duo]DT[2024-03-09];B[e10];W[j5])",
                                      history_registry());
  ASSERT_TRUE(read.ok());
  EXPECT_EQ(read.value().session.created_at, "2024-03-09T12:00:00.000Z");
  auto record = read.value();
  record.session.id = 3;
  EXPECT_EQ(pushed(record)["playDate"], "2024-03-09 12:00:00");
  // Without DT, the date is the import's (set when the session is written).
  const auto undated =
      read_session_file("game.blksgf", "(;GM[Blokus Duo];B[e10];W[j5])", history_registry());
  ASSERT_TRUE(undated.ok());
  EXPECT_TRUE(undated.value().session.created_at.empty());
}

// SGF's DT, the day the game was played: the session's local date (a game started at 01:30
// in Shanghai is of that day, not of the UTC day before), read back by the import as that day.
TEST(blksgf_file, carries_the_day_it_was_played_as_dt) {
  TimeZone shanghai("Asia/Shanghai");
  auto read =
      read_session_file("game.blksgf", "(;GM[Blokus Duo];B[e10];W[j5])", history_registry());
  ASSERT_TRUE(read.ok());
  auto record = read.value();
  record.session.id = 4;
  record.session.created_at = "2026-11-21T17:30:00.000Z";  // 2026-11-22 01:30 in Shanghai
  const auto text = export_session(record, "blksgf", history_registry());
  ASSERT_TRUE(text.ok());
  EXPECT_EQ(text.value().rfind("(;FF[4]CA[UTF-8]AP[tableref]GM[Blokus Duo]DT[2026-11-22];", 0), 0u)
      << text.value();
  const auto again = read_session_file("game.blksgf", text.value(), history_registry());
  ASSERT_TRUE(again.ok());
  EXPECT_EQ(again.value().session.created_at, "2026-11-22T12:00:00.000Z");
  EXPECT_EQ(again.value().events.size(), record.events.size());
  // A file's own date survives a round trip (noon UTC is the same day in Shanghai).
  const auto dated = read_session_file(
      "game.blksgf", "(;GM[Blokus Duo]DT[2024-03-09];B[e10];W[j5])", history_registry());
  ASSERT_TRUE(dated.ok());
  EXPECT_NE(
      export_session(dated.value(), "blksgf", history_registry()).value().find("DT[2024-03-09]"),
      std::string::npos);
  // No date known, no DT.
  record.session.created_at.clear();
  EXPECT_EQ(export_session(record, "blksgf", history_registry()).value().find("DT["),
            std::string::npos);
}

}  // namespace
}  // namespace tableref::controllers
