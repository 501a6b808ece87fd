#include "tableref/controllers/session_export.hpp"

#include <gtest/gtest.h>

#include <map>
#include <nlohmann/json.hpp>

#include "reason_text.hpp"
#include "tableref/base/input_reason.hpp"
#include "tableref/controllers/export_reason.hpp"
#include "tableref/controllers/group_statistics.hpp"
#include "tableref/controllers/session_result.hpp"
#include "tableref/controllers/smashup/history.hpp"

namespace tableref::controllers {
namespace {

using json = nlohmann::json;

// A finished Smash Up session with a result, and its store.
struct Fixture {
  db::Store store = db::Store::open_memory().value();
  std::int64_t id = 0;
  Fixture() {
    db::NewSession s{"smashup",
                     "core",
                     R"({"vp_to_win":15})",
                     {{0, "Ann", "Pirates + Ninjas"},
                      {1, "Bo, Jr.", "Robots / Zombies"},
                      {2, "陈", "Aliens + Dinosaurs"}}};
    id = store.create_session(s).value();
    EXPECT_TRUE(store.append_event(id, "start", R"({"bases":["Tortuga","Ninja Dojo"]})").ok());
    EXPECT_TRUE(
        store.append_event(id, "score", R"({"z":1,"a":[1,2.5,{"deep":[null,true]}]})").ok());
    EXPECT_TRUE(store.append_event(id, "note", R"({"text":"quote \" and 中文"})").ok());
    SessionResult r;
    r.players = {{"Ann", 0, 15, 1, true}, {"Bo, Jr.", 1, 12.5, 2, false}, {"陈", 2, 9, 3, false}};
    r.duration_s = 3000;
    r.start_seat = 1;
    EXPECT_TRUE(store.set_status(id, db::SessionStatus::kFinished, session_result_json(r)).ok());
  }
  SessionRecord record(std::int64_t which) { return load_session(store, which).value(); }
};

std::string without_id(std::string text, std::int64_t id) {
  const std::string key = "\"id\": " + std::to_string(id) + ",";
  const auto at = text.find(key);
  EXPECT_NE(at, std::string::npos);
  if (at != std::string::npos) text.replace(at, key.size(), "\"id\": ID,");
  return text;
}

TEST(SessionExportTest, JsonRoundTripGivesAnIdenticalSession) {
  Fixture f;
  const auto first = session_to_json(f.record(f.id));
  auto parsed = session_from_json(first);
  ASSERT_TRUE(parsed.ok()) << static_cast<int>(parsed.error().reason.value());
  auto new_id = import_session(f.store, parsed.value());
  ASSERT_TRUE(new_id.ok());
  ASSERT_NE(new_id.value(), f.id);
  const auto second = session_to_json(f.record(new_id.value()));
  EXPECT_EQ(without_id(first, f.id), without_id(second, new_id.value()));

  // The stored rows themselves are equal, timestamps and payload text included.
  const auto a = f.record(f.id);
  const auto b = f.record(new_id.value());
  EXPECT_EQ(a.session.created_at, b.session.created_at);
  EXPECT_EQ(a.session.updated_at, b.session.updated_at);
  EXPECT_EQ(a.session.result_json, b.session.result_json);
  EXPECT_EQ(a.session.rules_json, b.session.rules_json);
  EXPECT_EQ(a.session.seats, b.session.seats);
  EXPECT_EQ(b.session.status, db::SessionStatus::kFinished);
  ASSERT_EQ(a.events.size(), 3u);
  ASSERT_EQ(b.events.size(), 3u);
  for (std::size_t i = 0; i < a.events.size(); ++i) {
    EXPECT_EQ(a.events[i].seq, b.events[i].seq);
    EXPECT_EQ(a.events[i].at, b.events[i].at);
    EXPECT_EQ(a.events[i].kind, b.events[i].kind);
    EXPECT_EQ(a.events[i].payload, b.events[i].payload);
  }
}

TEST(SessionExportTest, ImportRefusesWhatIsNotOurSessionWithAReason) {
  const auto reason_of = [](const std::string& text) {
    auto r = session_from_json(text);
    return r.ok() ? ReasonCode{} : r.error().reason;
  };
  Fixture f;
  const auto good = json::parse(session_to_json(f.record(f.id)));
  EXPECT_EQ(reason_of("not json"), InputReason::kJsonSyntax);  // with its line and column
  EXPECT_EQ(reason_of(R"({"format":"tableref-session","format":"x"})"), InputReason::kDuplicateKey);
  EXPECT_EQ(reason_of("[1,2]"), InputReason::kNotObject);
  EXPECT_EQ(reason_of(R"({"format":"other"})"), ExportReason::kNotSessionFile);
  EXPECT_EQ(reason_of(R"({"session":{}})"), ExportReason::kNotSessionFile);
  const auto deep = session_from_json(std::string(100000, '['));
  ASSERT_FALSE(deep.ok());
  EXPECT_EQ(deep.error().reason, InputReason::kTooDeep);
  EXPECT_EQ(deep.error().params, (std::vector<Param>{{"max", std::int64_t{200}}}));

  auto extra = good;
  extra["session"]["colour"] = "red";
  auto r = session_from_json(extra.dump());
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error().reason, InputReason::kUnknownKey);
  EXPECT_EQ(std::get<std::string>(*r.error().find("key")), "session.colour");

  // Each value that does not read: its code and parameters, and a Chinese sentence with no
  // English but the path and the values quoted.
  const auto key = [](const std::string& path) { return Param{"key", path}; };
  struct Case {
    std::string what;
    json file;
    Violation expected;
  };
  std::vector<Case> cases;
  const auto change = [&](std::string what, const json::json_pointer& at, json value,
                          Violation expected) {
    json file = good;
    file[at] = std::move(value);
    cases.push_back({std::move(what), std::move(file), std::move(expected)});
  };
  const auto drop = [&](std::string what, const json::json_pointer& parent, const char* name,
                        Violation expected) {
    json file = good;
    file[parent].erase(name);
    cases.push_back({std::move(what), std::move(file), std::move(expected)});
  };
  change("a gap in the events' numbers", "/events/1/seq"_json_pointer, 5,
         Violation{InputReason::kNotExpected,
                   {key("events[1].seq"), Param{"value", std::int64_t{5}},
                    Param{"expected", std::int64_t{2}}}});
  change("a newer format", "/format_version"_json_pointer, kSessionFormatVersion + 1,
         Violation{
             InputReason::kOutOfRange,
             {key("format_version"), Param{"value", std::to_string(kSessionFormatVersion + 1)},
              Param{"min", std::int64_t{1}}, Param{"max", std::int64_t{kSessionFormatVersion}}}});
  change("a time", "/events/0/at"_json_pointer, "yesterday",
         Violation{InputReason::kNotLike,
                   {key("events[0].at"), Param{"value", std::string("yesterday")},
                    Param{"example", std::string("2026-01-31T19:05:00.000Z")}}});
  change("a status", "/session/status"_json_pointer, "won",
         Violation{InputReason::kNotOneOf,
                   {key("session.status"), Param{"value", std::string("won")},
                    Param{"allowed", std::string("active | finished | abandoned")}}});
  change("a seat twice", "/session/seats/1/seat"_json_pointer, 0,
         Violation{InputReason::kRepeated,
                   {key("session.seats[1].seat"), Param{"value", std::int64_t{0}}}});
  change("a seat past 99", "/session/seats/1/seat"_json_pointer, 100,
         Violation{InputReason::kOutOfRange,
                   {key("session.seats[1].seat"), Param{"value", std::string("100")},
                    Param{"min", std::int64_t{0}}, Param{"max", std::int64_t{99}}}});
  change("a player without a name", "/session/seats/0/player"_json_pointer, "",
         Violation{InputReason::kEmpty, {key("session.seats[0].player")}});
  change("a seat that is not an object", "/session/seats/2"_json_pointer, 3,
         Violation{InputReason::kNotObject, {key("session.seats[2]")}});
  change("a name that is not text", "/session/game"_json_pointer, 1,
         Violation{InputReason::kNotString, {key("session.game")}});
  change("an id that is not a number", "/session/id"_json_pointer, "7",
         Violation{InputReason::kNotInteger, {key("session.id")}});
  change("rules that are not an object", "/session/rules"_json_pointer, json::array(),
         Violation{InputReason::kNotObject, {key("session.rules")}});
  change("a result that is not an object", "/session/result"_json_pointer, 3,
         Violation{InputReason::kNotObject, {key("session.result")}});
  change("seats that are not a list", "/session/seats"_json_pointer, json::object(),
         Violation{InputReason::kNotArray, {key("session.seats")}});
  change("events that are not a list", "/events"_json_pointer, 1,
         Violation{InputReason::kNotArray, {key("events")}});
  change("a session that is not an object", "/session"_json_pointer, 1,
         Violation{InputReason::kNotObject, {key("session")}});
  drop("no payload", "/events/0"_json_pointer, "payload",
       Violation{InputReason::kMissing, {key("events[0].payload")}});
  drop("no events", ""_json_pointer, "events", Violation{InputReason::kMissing, {key("events")}});
  drop("no session", ""_json_pointer, "session",
       Violation{InputReason::kMissing, {key("session")}});
  for (const auto& c : cases) {
    SCOPED_TRACE(c.what);
    const auto read = session_from_json(c.file.dump());
    ASSERT_FALSE(read.ok());
    ASSERT_EQ(read.violations().size(), 1u) << reason_name(read.violations()[1].reason);
    const Violation& got = read.error();
    EXPECT_EQ(got.reason, c.expected.reason) << reason_name(got.reason);
    EXPECT_EQ(got.params, c.expected.params);
    const std::string zh = reason_text::rendered(got);
    EXPECT_TRUE(reason_text::no_english_but_data(zh, got)) << zh;
  }
  const Violation not_ours = session_from_json(R"({"format":"other"})").error();
  EXPECT_TRUE(reason_text::no_english_but_data(reason_text::rendered(not_ours), not_ours))
      << reason_text::rendered(not_ours);
}

TEST(SessionExportTest, CsvHasOneRowPerPlayerFromTheResult) {
  Fixture f;
  const auto csv = results_csv_header() + results_csv_rows(f.record(f.id));
  const auto date = f.record(f.id).session.created_at;
  const auto sid = std::to_string(f.id);
  EXPECT_EQ(csv, "session_id,game,variant,date,player,seat,role,score,rank,winner\n" + sid +
                     ",smashup,core," + date + ",Ann,0,Pirates + Ninjas,15,1,true\n" + sid +
                     ",smashup,core," + date + ",\"Bo, Jr.\",1,Robots / Zombies,12.5,2,false\n" +
                     sid + ",smashup,core," + date + ",陈,2,Aliens + Dinosaurs,9,3,false\n");

  const auto open = f.store.create_session({"blokus", "duo", "{}", {{0, "Ann", "violet"}}});
  const auto rows = results_csv_rows(f.record(open.value()));
  EXPECT_EQ(rows, std::to_string(open.value()) + ",blokus,duo," +
                      f.record(open.value()).session.created_at + ",Ann,0,violet,,,\n");
}

TEST(SessionExportTest, BgStatsRecordHasEveryRequiredField) {
  Fixture f;
  const auto j = json::parse(bgstats_json(f.record(f.id), history_registry()));
  ASSERT_EQ(j["games"].size(), 1u);
  EXPECT_EQ(j["games"][0]["name"], "Smash Up");
  EXPECT_EQ(j["games"][0]["bggId"], 122522);
  ASSERT_EQ(j["plays"].size(), 1u);
  const auto& play = j["plays"][0];
  EXPECT_EQ(play["gameRefId"], j["games"][0]["id"]);
  EXPECT_EQ(play["durationMin"], 50);
  const std::string date = play["playDate"];
  ASSERT_EQ(date.size(), 19u);
  EXPECT_EQ(date[10], ' ');
  EXPECT_FALSE(play["uuid"].get<std::string>().empty());
  ASSERT_EQ(play["playerScores"].size(), 3u);
  ASSERT_EQ(j["players"].size(), 3u);
  const auto& bo = play["playerScores"][1];
  EXPECT_EQ(j["players"][1]["name"], "Bo, Jr.");
  EXPECT_EQ(bo["playerRefId"], j["players"][1]["id"]);
  EXPECT_EQ(bo["score"], "12.5");
  EXPECT_EQ(bo["rank"], 2);
  EXPECT_EQ(bo["winner"], false);
  EXPECT_EQ(bo["startPlayer"], true);  // start_seat 1
  EXPECT_EQ(bo["role"], "Robots + Zombies");
  EXPECT_EQ(bo["seatOrder"], 2);
  const auto& ann = play["playerScores"][0];
  EXPECT_EQ(ann["winner"], true);
  EXPECT_EQ(ann["rank"], 1);
  EXPECT_EQ(ann["startPlayer"], false);
  EXPECT_EQ(ann["score"], "15");
  // Exporting again gives the same ids, so BG Stats does not count the play twice.
  EXPECT_EQ(json::parse(bgstats_json(f.record(f.id), history_registry())), j);
}

TEST(SessionExportTest, FormatsOfAnotherGameAndUnknownOnesAreRefused) {
  Fixture f;
  auto fumen = export_session(f.record(f.id), "fumen", history_registry());
  ASSERT_FALSE(fumen.ok());  // a Smash Up session has no Block-Killer plays
  EXPECT_EQ(fumen.error().reason, controllers::ExportReason::kOtherGameFormat);
  EXPECT_EQ(fumen.error().params, (std::vector<Param>{{"format", std::string("fumen")},
                                                      {"game", std::string("blockkiller")}}));
  EXPECT_EQ(reason_text::rendered(fumen.error()),
            "fumen 格式只用于 blockkiller 对局；这个对局请导出为 json、csv 或 bgstats。");
  auto xml = export_session(f.record(f.id), "xml", history_registry());
  ASSERT_FALSE(xml.ok());
  EXPECT_EQ(xml.error().reason, controllers::ExportReason::kUnknownFormat);
  auto read = read_session_file("play.fumen", "v115@vh", history_registry());
  ASSERT_FALSE(read.ok());
  EXPECT_EQ(read.error().reason, controllers::ExportReason::kNotImportable);
  EXPECT_TRUE(export_session(f.record(f.id), "csv", history_registry()).ok());
}

TEST(SessionExportTest, BlokusGamesComeAndGoAsBlksgf) {
  Fixture f;
  // The fixture's session is not Blokus: its game cannot be written as .blksgf.
  EXPECT_FALSE(export_session(f.record(f.id), "blksgf", history_registry()).ok());
  auto read =
      read_session_file("game.blksgf", "(;GM[Blokus Duo];B[e10];W[j5])", history_registry());
  ASSERT_TRUE(read.ok());
  EXPECT_EQ(read.value().session.game, "blokus");
  EXPECT_EQ(read.value().session.variant, "duo");
  auto text = export_session(read.value(), "blksgf", history_registry());
  ASSERT_TRUE(text.ok());
  EXPECT_NE(text.value().find("GM[Blokus Duo]"), std::string::npos) << text.value();
  EXPECT_NE(text.value().find("B[e10]"), std::string::npos) << text.value();
  EXPECT_NE(text.value().find("W[j5]"), std::string::npos) << text.value();
}

TEST(SessionExportTest, AGameCanPlugInItsOwnFormat) {
  HistoryRegistry registry;
  registry.add_format(SessionFormat{
      "blksgf", "blokus", ".blksgf",
      [](const SessionRecord& r) -> Result<std::string> { return "(;GM[" + r.session.game + "])"; },
      [](std::string_view, const RenderText&) -> Result<SessionRecord> {
        SessionRecord r;
        r.session.game = "blokus";
        return r;
      }});
  Fixture f;
  const auto blokus = f.store.create_session({"blokus", "classic", "{}", {{0, "Ann", "blue"}}});
  auto text = export_session(f.record(blokus.value()), "blksgf", registry);
  ASSERT_TRUE(text.ok());
  EXPECT_EQ(text.value(), "(;GM[blokus])");
  EXPECT_FALSE(export_session(f.record(f.id), "blksgf", registry).ok());  // not a Blokus session
  auto read = read_session_file("x.blksgf", "", registry);
  ASSERT_TRUE(read.ok());
  EXPECT_EQ(read.value().session.game, "blokus");
}

TEST(SessionExportTest, SmashupFactionsAreReadFromTheRole) {
  EXPECT_EQ(smashup_factions(" Pirates+Ninjas "), (std::vector<std::string>{"Pirates", "Ninjas"}));
  EXPECT_EQ(smashup_factions("Robots / Zombies"), (std::vector<std::string>{"Robots", "Zombies"}));
  EXPECT_TRUE(smashup_factions("").empty());
  const auto* plugin = history_registry().game("smashup");
  ASSERT_NE(plugin, nullptr);
  Fixture f;
  const auto groups = plugin->player_groups(f.record(f.id));
  bool pair = false;
  for (const auto& g : groups)
    pair = pair || (g.player == "Ann" && g.key == "pair:Ninjas + Pirates");
  EXPECT_TRUE(pair);
}

TEST(GroupStatisticsTest, SmashupCountsFactionsAndPairs) {
  Fixture f;  // Ann (Pirates + Ninjas) won with 15; Bo (Robots / Zombies) 12.5
  const auto again = f.store.create_session(
      {"smashup", "core", "{}", {{0, "Ann", "Ninjas + Robots"}, {1, "Bo", "Pirates+Ninjas"}}});
  SessionResult r;
  r.players = {{"Ann", 0, 10, 2, false}, {"Bo", 1, 16, 1, true}};
  ASSERT_TRUE(
      f.store.set_status(again.value(), db::SessionStatus::kFinished, session_result_json(r)).ok());
  ASSERT_TRUE(f.store.create_session({"smashup", "core", "{}", {{0, "Cy", "Pirates+Elves"}}})
                  .ok());  // unfinished: not counted
  auto stats = group_statistics(f.store, "smashup", {}, history_registry());
  ASSERT_TRUE(stats.ok());
  std::map<std::string, GroupStats> by_key;
  for (const auto& g : stats.value()) by_key[g.key] = g;
  EXPECT_EQ(by_key["faction:Ninjas"].plays, 3);
  EXPECT_EQ(by_key["faction:Ninjas"].wins, 2);
  EXPECT_EQ(by_key["pair:Ninjas + Pirates"].plays, 2);
  EXPECT_EQ(by_key["pair:Ninjas + Pirates"].wins, 2);
  EXPECT_DOUBLE_EQ(*by_key["pair:Ninjas + Pirates"].average_score(), 15.5);
  EXPECT_EQ(by_key["faction:Robots"].plays, 2);
  EXPECT_EQ(by_key["faction:Robots"].wins, 0);
  EXPECT_EQ(by_key.count("faction:Elves"), 0u);
  EXPECT_EQ(stats.value().front().key, "faction:Ninjas");
  EXPECT_TRUE(group_statistics(f.store, "chess", {}, history_registry()).value().empty());
}

}  // namespace
}  // namespace tableref::controllers
