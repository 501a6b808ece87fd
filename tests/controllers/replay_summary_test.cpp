// Each game's History plug-in sums up the replay's state after a number of events.
#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "tableref/app/catalog.hpp"
#include "tableref/controllers/blockkiller/json.hpp"
#include "tableref/controllers/blokus/controller.hpp"
#include "tableref/controllers/game_history.hpp"
#include "tableref/controllers/hdcg/controller.hpp"
#include "tableref/controllers/session_record.hpp"
#include "tableref/controllers/smashup/events_json.hpp"
#include "tableref/referee/smashup/event.hpp"

namespace tableref::controllers {
namespace {

const app::Catalog& catalog() {
  static const app::Catalog c = app::Catalog::load(std::string(TABLEREF_ASSET_DIR) + "/strings");
  return c;
}

// The lines as the replay screen renders them (English unless told).
std::string joined(const std::vector<CatalogText>& lines,
                   app::Language language = app::Language::kEnglish) {
  std::string text;
  for (const auto& line : lines) {
    text += catalog().format(language, line.key, line.params, line.keyed) + "\n";
  }
  return text;
}

TEST(ReplaySummaryTest, BlokusCountsPiecesAndSquaresPerColor) {
  auto made = blokus_record_from_sgf("(;GM[Blokus Duo];B[e10];W[j5])", {"Ann", "Bo"});
  ASSERT_TRUE(made.ok());
  const SessionRecord r{made.value().session, made.value().events};
  ASSERT_EQ(r.events.size(), 2u);
  const auto* blokus = history_registry().game("blokus");
  ASSERT_NE(blokus, nullptr);
  EXPECT_EQ(joined(blokus->replay_summary(r, 0)),
            "Ann (Purple): 0 placed, 89 squares left\nBo (Orange): 0 placed, 89 squares left\n"
            "To move: Purple\n");
  EXPECT_EQ(joined(blokus->replay_summary(r, 1)),
            "Ann (Purple): 1 placed, 88 squares left\nBo (Orange): 0 placed, 89 squares left\n"
            "To move: Orange\n");
  EXPECT_EQ(joined(blokus->replay_summary(r, 2)),
            "Ann (Purple): 1 placed, 88 squares left\nBo (Orange): 1 placed, 88 squares left\n"
            "To move: Purple\n");
  // The same lines in Chinese: the colors too.
  EXPECT_EQ(joined(blokus->replay_summary(r, 1), app::Language::kSimplifiedChinese),
            "Ann（紫）：已下 1 块，还剩 88 格\nBo（橙）：已下 0 块，还剩 89 格\n轮到橙\n");
  EXPECT_EQ(joined(blokus->replay_summary(r, 1), app::Language::kTraditionalChinese),
            "Ann（紫色）：已下 1 塊，還剩 88 格\nBo（橙色）：已下 0 塊，還剩 89 格\n輪到橙色\n");
  // Past the end is the end.
  EXPECT_EQ(blokus->replay_summary(r, 9), blokus->replay_summary(r, 2));
  const auto figures = blokus->player_figures(r);
  ASSERT_EQ(figures.size(), 4u);
  EXPECT_EQ(figures[0].player, "Ann");
  EXPECT_EQ(figures[0].key, "score");
  EXPECT_EQ(figures[0].value, -88);
  const auto groups = blokus->player_groups(r);
  ASSERT_EQ(groups.size(), 4u);
  EXPECT_EQ(groups[1].key, "variant:" + r.session.variant);
}

db::Event smashup_row(const smashup::Event& e) {
  db::Event row;
  row.kind = std::string(smashup::event_kind(e));
  row.payload = smashup_event_payload(e);
  return row;
}

TEST(ReplaySummaryTest, SmashupShowsVpPowerTurnAndPhase) {
  SessionRecord r;
  r.session.game = "smashup";
  smashup::StartGame start;
  start.players = {{"Ann", {"Pirates", "Ninjas"}, 0}, {"Bo", {"Robots", "Zombies"}, 0}};
  for (const auto& [name, breakpoint] : std::vector<std::pair<std::string, int>>{
           {"Tortuga", 21}, {"Ninja Dojo", 18}, {"The Jungle", 12}}) {
    smashup::BaseCard card;
    card.set = "Core";
    card.name = name;
    card.breakpoint = breakpoint;
    card.vp = {3, 2, 1};
    start.bases.push_back(card);
  }
  r.events.push_back(smashup_row(start));
  r.events.push_back(smashup_row(smashup::NextPhase{}));
  r.events.push_back(smashup_row(smashup::ChangePower{1, 0, 5}));
  r.events.push_back(smashup_row(smashup::AdjustVp{1, 2, "card"}));
  const auto* smashup = history_registry().game("smashup");
  ASSERT_NE(smashup, nullptr);
  EXPECT_EQ(joined(smashup->replay_summary(r, 0)), "Not started yet\n");
  EXPECT_EQ(joined(smashup->replay_summary(r, 1)),
            "Ann: 0 VP\nBo: 0 VP\nTortuga: power 0 of 21\nNinja Dojo: power 0 of 18\nThe Jungle: "
            "power 0 of 12\n"
            "Turn 1, Ann, Start of turn\n");
  EXPECT_EQ(joined(smashup->replay_summary(r, 3)),
            "Ann: 0 VP\nBo: 0 VP\nTortuga: power 0 of 21\nNinja Dojo: power 5 of 18\nThe Jungle: "
            "power 0 of 12\n"
            "Turn 1, Ann, Play cards\n");
  EXPECT_EQ(joined(smashup->replay_summary(r, 4)),
            "Ann: 0 VP\nBo: 2 VP\nTortuga: power 0 of 21\nNinja Dojo: power 5 of 18\nThe Jungle: "
            "power 0 of 12\n"
            "Turn 1, Ann, Play cards\n");
  EXPECT_EQ(joined(smashup->replay_summary(r, 4), app::Language::kSimplifiedChinese),
            "Ann：0 胜利点\nBo：2 胜利点\nTortuga：力量 0/21\nNinja Dojo：力量 5/18\n"
            "The Jungle：力量 0/12\n第 1 回合，Ann，出牌\n");
}

db::Event blockkiller_row(const blockkiller::TableEvent& e) {
  db::Event row;
  row.kind = "event";
  row.payload = blockkiller_json::event_json(e).dump();
  return row;
}

TEST(ReplaySummaryTest, BlockKillerCountsCardsAndSaysWhoseTurn) {
  SessionRecord r;
  r.session.game = "blockkiller";
  r.session.rules_json = "{}";
  r.session.seats = {{0, "Ann", ""}, {1, "Bo", ""}, {2, "Cy", ""}};
  r.events.push_back(blockkiller_row(blockkiller::DrawEvent{0, false, std::nullopt}));
  r.events.push_back(blockkiller_row(blockkiller::PassEvent{0}));
  r.events.push_back(blockkiller_row(blockkiller::DrawEvent{1, false, std::nullopt}));
  const auto* bk = history_registry().game("blockkiller");
  ASSERT_NE(bk, nullptr);
  EXPECT_EQ(joined(bk->replay_summary(r, 0)),
            "Ann: 4 block, 4 garbage\nBo: 4 block, 4 garbage\nCy: 4 block, 4 garbage\n"
            "Ann to draw\n");
  EXPECT_EQ(joined(bk->replay_summary(r, 1)),
            "Ann: 5 block, 5 garbage\nBo: 4 block, 4 garbage\nCy: 4 block, 4 garbage\n"
            "Ann to play\n");
  EXPECT_EQ(joined(bk->replay_summary(r, 3)),
            "Ann: 5 block, 5 garbage\nBo: 5 block, 5 garbage\nCy: 4 block, 4 garbage\n"
            "Bo to play\n");
  EXPECT_EQ(joined(bk->replay_summary(r, 3), app::Language::kSimplifiedChinese),
            "Ann：方块牌 5 张，垃圾牌 5 张\nBo：方块牌 5 张，垃圾牌 5 张\n"
            "Cy：方块牌 4 张，垃圾牌 4 张\n轮到 Bo 出牌\n");
  const auto figures = bk->player_figures(r);
  ASSERT_EQ(figures.size(), 6u);
  EXPECT_EQ(figures[0].key, "attacks_sent");
  EXPECT_EQ(figures[0].value, 0);
}

TEST(ReplaySummaryTest, HdcgShowsHpHandRoundAndPhase) {
  auto store = db::Store::open_memory().value();
  const auto id = store.create_session({"hdcg", "duel", "{}", {{0, "Ann", ""}, {1, "Bo", ""}}});
  ASSERT_TRUE(id.ok());
  auto session = HdcgController::open(store, id.value());
  ASSERT_TRUE(session.ok());
  ASSERT_TRUE(session.value().draw_one(0).ok());
  const auto r = load_session(store, id.value()).value();
  ASSERT_EQ(r.events.size(), 3u);  // setup, start_game, the draw
  const auto* hdcg = history_registry().game("hdcg");
  ASSERT_NE(hdcg, nullptr);
  // Step 0 and 1: the setup only (no cards dealt); 2: the opening draw; 3: Ann draws one.
  EXPECT_EQ(joined(hdcg->replay_summary(r, 0)),
            "Ann (刺客): HP 500/500, hand 0/5\nBo (刺客): HP 500/500, hand 0/5\n"
            "Round 1, Ann, Turn start\n");
  EXPECT_EQ(joined(hdcg->replay_summary(r, 2)),
            "Ann (刺客): HP 500/500, hand 5/5\nBo (刺客): HP 500/500, hand 5/5\n"
            "Round 1, Ann, Turn start\n");
  EXPECT_EQ(joined(hdcg->replay_summary(r, 3)),
            "Ann (刺客): HP 500/500, hand 6/5\nBo (刺客): HP 500/500, hand 5/5\n"
            "Round 1, Ann, Turn start\n");
  EXPECT_EQ(joined(hdcg->replay_summary(r, 3), app::Language::kTraditionalChinese),
            "Ann（刺客）：生命 500/500，手牌 6/5\nBo（刺客）：生命 500/500，手牌 5/5\n"
            "第 1 輪，Ann，回合開始\n");
  const auto figures = hdcg->player_figures(r);  // no damage yet
  ASSERT_EQ(figures.size(), 4u);
  EXPECT_EQ(figures[0].player, "Ann");
  EXPECT_EQ(figures[0].key, "damage_dealt");
  EXPECT_EQ(figures[3].key, "damage_taken");
  EXPECT_EQ(figures[3].value, 0);
}

}  // namespace
}  // namespace tableref::controllers
