// The replay's event list: every stored event of each game in a few words, in English and
// Chinese. Sessions are written through the live controllers into an in-memory store (rows
// the controllers cannot write, a refused or malformed one, as the store keeps JSON).
#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <vector>

#include "hdcg_damage_event.hpp"
#include "hdcg_duel_session.hpp"
#include "tableref/app/catalog.hpp"
#include "tableref/controllers/blockkiller/controller.hpp"
#include "tableref/controllers/blockkiller/json.hpp"
#include "tableref/controllers/blokus/controller.hpp"
#include "tableref/controllers/game_history.hpp"
#include "tableref/controllers/hdcg/controller.hpp"
#include "tableref/controllers/session_record.hpp"
#include "tableref/controllers/smashup/controller.hpp"
#include "tableref/referee/blokus/sgf.hpp"
#include "tableref/referee/hdcg/decimal.hpp"

namespace tableref::controllers {
namespace {

using app::Language;

const app::Catalog& catalog() {
  static const app::Catalog c = app::Catalog::load(std::string(TABLEREF_ASSET_DIR) + "/strings");
  return c;
}

// Every event's line as the replay screen renders it.
std::vector<std::string> rendered(const SessionRecord& r, Language language) {
  std::vector<std::string> out;
  for (const auto& line : replay_event_lines(r)) {
    EXPECT_TRUE(catalog().has(line.key)) << line.key;
    if (line.key == kUndoOfKey) {  // the undone line inside "Undo: {text}"
      const auto undone = std::get<std::string>(line.params.back().value);
      const auto text = catalog().format(language, undone, line.params, line.keyed);
      out.push_back(catalog().format(language, line.key, {Param{"text", text}}));
      continue;
    }
    out.push_back(catalog().format(language, line.key, line.params, line.keyed));
  }
  return out;
}

TEST(replay_events, blokus_placements_overrule_clocks_undo_and_file_setup) {
  auto store = db::Store::open_memory();
  ASSERT_TRUE(store.ok());
  // Purple opens with the I5 on its start cell e10, Orange answers with the 1 on j5.
  auto id = create_blokus_session_from_sgf(
      store.value(), "(;GM[Blokus Duo];B[e10,e11,e12,e13,e14];W[j5])", {"Ann", "Bo"});
  ASSERT_TRUE(id.ok());
  BlokusController game;
  ASSERT_TRUE(game.open(store.value(), id.value(), 0).ok());
  ASSERT_TRUE(game.pause(1000).ok());
  ASSERT_TRUE(game.resume(2000).ok());
  // Purple's domino corner to corner with its I5, entered by the table over the referee.
  const std::vector<GridCell> domino{*blokus::parse_cell("f9"), *blokus::parse_cell("g9")};
  ASSERT_TRUE(game.overrule(0, domino, BlokusEntry::kCells, 3000).ok());
  ASSERT_TRUE(game.undo(4000).ok());
  // A file's set-up piece and side to move, and a row that does not read.
  ASSERT_TRUE(
      store.value().append_event(id.value(), "setup", R"({"color":"W","cells":"a1,a2,b2"})").ok());
  ASSERT_TRUE(store.value().append_event(id.value(), "to_move", R"({"color":"B"})").ok());
  ASSERT_TRUE(store.value().append_event(id.value(), "place", "[1]").ok());
  ASSERT_TRUE(store.value().append_event(id.value(), "place", R"({"color":"red"})").ok());
  const auto r = load_session(store.value(), id.value()).value();
  ASSERT_EQ(r.events.size(), 10u);
  EXPECT_EQ(rendered(r, Language::kEnglish),
            (std::vector<std::string>{
                "Purple plays I5 (+5)", "Orange plays 1 (+1)", "Clocks paused",
                "Clocks running again", "Purple plays 2 (+2), overruling the referee",
                "Undo: Purple plays 2 (+2), overruling the referee", "Set up: Orange V3 (+3)",
                "Purple to move", "Event place: the stored row does not read",
                "Event place: the stored row does not read"}));
  EXPECT_EQ(rendered(r, Language::kSimplifiedChinese),
            (std::vector<std::string>{
                "紫方 放置 I5（+5）", "橙方 放置 1（+1）", "计时暂停", "计时继续",
                "紫方 放置 2（+2，全桌推翻裁判）", "撤销：紫方 放置 2（+2，全桌推翻裁判）",
                "开局摆放：橙方 V3（+3）", "轮到紫方", "事件 place：存储的这一行无法读取",
                "事件 place：存储的这一行无法读取"}));
  EXPECT_EQ(rendered(r, Language::kTraditionalChinese)[0], "紫色方 放置 I5（+5）");
}

// The clock is not a move: an undo after a pause names the move it took back.
TEST(replay_events, blokus_an_undo_after_a_pause_names_the_move) {
  auto store = db::Store::open_memory();
  ASSERT_TRUE(store.ok());
  auto id = create_blokus_session_from_sgf(
      store.value(), "(;GM[Blokus Duo];B[e10,e11,e12,e13,e14];W[j5])", {"Ann", "Bo"});
  ASSERT_TRUE(id.ok());
  BlokusController game;
  ASSERT_TRUE(game.open(store.value(), id.value(), 0).ok());
  const std::vector<GridCell> domino{*blokus::parse_cell("f9"), *blokus::parse_cell("g9")};
  ASSERT_TRUE(game.overrule(0, domino, BlokusEntry::kCells, 1000).ok());
  ASSERT_TRUE(game.pause(2000).ok());
  ASSERT_TRUE(game.resume(3000).ok());
  ASSERT_TRUE(game.undo(4000).ok());
  const auto r = load_session(store.value(), id.value()).value();
  EXPECT_EQ(rendered(r, Language::kEnglish),
            (std::vector<std::string>{"Purple plays I5 (+5)", "Orange plays 1 (+1)",
                                      "Purple plays 2 (+2), overruling the referee",
                                      "Clocks paused", "Clocks running again",
                                      "Undo: Purple plays 2 (+2), overruling the referee"}));
}

TEST(replay_events, blokus_a_time_out_piece_is_told_apart) {
  auto store = db::Store::open_memory();
  ASSERT_TRUE(store.ok());
  db::NewSession s{"blokus",
                   "duo",
                   R"({"clocks":"10+10","timeout_piece":true})",
                   {{0, "Ann", "purple"}, {1, "Bo", "orange"}}};
  const auto id = store.value().create_session(s);
  ASSERT_TRUE(id.ok());
  BlokusController game;
  ASSERT_TRUE(game.open(store.value(), id.value(), 0).ok());
  const std::int64_t out = (10 * 60 + 10) * 1000;
  ASSERT_TRUE(game.timed_out(out));
  const auto piece = game.timeout_proposal();
  ASSERT_TRUE(piece.has_value());
  ASSERT_TRUE(game.confirm_timeout(out).ok());
  const auto r = load_session(store.value(), id.value()).value();
  const std::string name(blokus::piece_name(piece->piece));
  const auto squares = std::to_string(piece->cells.size());
  EXPECT_EQ(rendered(r, Language::kEnglish),
            (std::vector<std::string>{"Purple is out of time: the referee's random " + name +
                                      " (+" + squares + "), placed by the table"}));
}

TEST(replay_events, blockkiller_draws_attacks_answers_passes_and_knock_outs) {
  namespace bk = blockkiller;
  auto store = db::Store::open_memory();
  ASSERT_TRUE(store.ok());
  auto id = store.value().create_session(db::NewSession{
      "blockkiller", "standard", "{}", {{0, "Ann", ""}, {1, "Bo", ""}, {2, "陈", ""}}});
  ASSERT_TRUE(id.ok());
  BlockKillerController table;
  ASSERT_TRUE(table.open(store.value(), id.value()).ok());
  auto play = [](int attack) {
    bk::PlaySummary p;
    p.blocks_used = 1;
    p.attack = attack;
    return p;
  };
  ASSERT_TRUE(table.push(bk::DrawEvent{0, false, std::nullopt}).ok());
  ASSERT_TRUE(table.push(bk::PlayEvent{0, 1, play(3)}).ok());
  ASSERT_TRUE(table.push(bk::DefendEvent{1, play(2)}).ok());
  ASSERT_TRUE(table.push(bk::DrawEvent{1, false, std::nullopt}).ok());
  ASSERT_TRUE(table.push(bk::PassEvent{1}).ok());
  ASSERT_TRUE(table.undo().ok());
  // 陈 holds 4 garbage cards: 9 more unanswered are over 12, out.
  ASSERT_TRUE(table.push(bk::PlayEvent{1, 2, play(9)}).ok());
  ASSERT_TRUE(table.push(bk::DefendEvent{2, std::nullopt}).ok());
  ASSERT_TRUE(table.state().hands[2].eliminated);
  // Rows as the store keeps them: two blocks (the referee refuses it here, the words stay),
  // then a payload that does not read.
  ASSERT_TRUE(
      store.value()
          .append_event(id.value(), "draw",
                        blockkiller_json::event_json(bk::DrawEvent{0, true, std::nullopt}).dump())
          .ok());
  ASSERT_TRUE(store.value().append_event(id.value(), "draw", "[1,2]").ok());
  const auto r = load_session(store.value(), id.value()).value();
  ASSERT_EQ(r.events.size(), 10u);
  EXPECT_EQ(rendered(r, Language::kEnglish),
            (std::vector<std::string>{"Ann draws 1 block + 1 garbage", "Ann attacks Bo: 3",
                                      "Bo answers 3 with 2", "Bo draws 1 block + 1 garbage",
                                      "Bo passes", "Undo: Bo passes", "Bo attacks 陈: 9",
                                      "陈 takes 9 without answering: out", "Ann draws 2 blocks",
                                      "Event draw: the stored row does not read"}));
  EXPECT_EQ(
      rendered(r, Language::kSimplifiedChinese),
      (std::vector<std::string>{
          "Ann 抽方块、垃圾各 1 张", "Ann 攻击 Bo：3 点", "Bo 以 2 点应对 3 点攻击",
          "Bo 抽方块、垃圾各 1 张", "Bo 选择不出牌", "撤销：Bo 选择不出牌", "Bo 攻击 陈：9 点",
          "陈 未应对，承受 9 点攻击，出局", "Ann 抽方块 2 张", "事件 draw：存储的这一行无法读取"}));
}

smashup::BaseCard base(const std::string& name, int breakpoint) {
  smashup::BaseCard c;
  c.set = "Core (Base Game)";
  c.name = name;
  c.breakpoint = breakpoint;
  c.vp = {3, 2, 1};
  return c;
}

TEST(replay_events, smashup_reuses_the_replay_views_words) {
  namespace su = smashup;
  auto store = db::Store::open_memory();
  ASSERT_TRUE(store.ok());
  const auto id =
      store.value()
          .create_session(db::NewSession{"smashup", "", "{}", {{0, "Ann", ""}, {1, "博", ""}}})
          .value();
  SmashupController live;
  ASSERT_TRUE(live.open(store.value(), id).ok());
  ASSERT_TRUE(live.start({{{"Pirates", "Ninjas"}}, {{"Robots", "Zombies"}}},
                         {base("Tortuga", 21), base("Ninja Dojo", 18), base("The Jungle", 12)}, 0)
                  .ok());
  const std::vector<su::Event> play = {
      su::NextPhase{},           // Ann: play cards
      su::ChangePower{2, 0, 8},  // The Jungle: Ann 8
      su::ChangePower{2, 1, 5},  // 博 5: 13 of 12
      su::ChangeMinions{2, 0, 1},
      su::ChangeCounters{0, 0, 2},
      su::Undo{},                                             // the counters
      su::NextPhase{},                                        // score
      su::ScoreBase{2, base("Mushroom Kingdom", 20), false},  // Ann +3, 博 +2
      su::AdjustVp{1, 2, "card"},
      su::ChangeMadness{0, 1},
      su::NextPhase{},
      su::EndTurn{},
  };
  for (const auto& event : play) ASSERT_TRUE(live.push(event).ok()) << su::event_kind(event);
  ASSERT_TRUE(store.value().append_event(id, "power", R"({"slot":"x"})").ok());
  const auto r = load_session(store.value(), id).value();
  const auto en = rendered(r, Language::kEnglish);
  ASSERT_EQ(en.size(), 14u);
  EXPECT_EQ(en[0], "Game set up: 2 players, 3 bases");
  EXPECT_EQ(en[1], "Next phase: Play cards");
  EXPECT_EQ(en[2], "Ann: power +8 on The Jungle");
  EXPECT_EQ(en[3], "博: power +5 on The Jungle");
  EXPECT_EQ(en[4], "Ann: minions +1 on The Jungle");
  EXPECT_EQ(en[5], "Ann: +1 power counters +2 on Tortuga");
  EXPECT_EQ(en[6], "Undo: Ann: +1 power counters +2 on Tortuga");
  EXPECT_EQ(en[7], "Next phase: Score bases");
  EXPECT_EQ(en[8], "The Jungle scored: Ann +3 · 博 +2");
  EXPECT_EQ(en[9], "博: +2 VP (card)");
  EXPECT_EQ(en[10], "Ann: Madness cards +1");
  EXPECT_EQ(en[12], "Turn over: 博 plays next");
  EXPECT_EQ(en[13], "Event: power");
  const auto zh = rendered(r, Language::kSimplifiedChinese);
  EXPECT_EQ(zh[1], "下一阶段：出牌");
  EXPECT_EQ(zh[3], "博在The Jungle的力量+5");
  EXPECT_EQ(zh[6], "撤销：Ann在Tortuga的+1力量指示物+2");
  EXPECT_EQ(zh[8], "The Jungle记分：Ann +3 · 博 +2");
  EXPECT_EQ(zh[9], "博：+2胜利点（card）");
  EXPECT_EQ(zh[12], "回合结束：轮到博");
  EXPECT_EQ(zh[13], "事件：power");
}

TEST(replay_events, hdcg_setup_damage_phases_draws_and_undo) {
  auto store = db::Store::open_memory();
  ASSERT_TRUE(store.ok());
  const auto id = testing::new_hdcg_duel(store.value());
  auto opened = HdcgController::open(store.value(), id);
  ASSERT_TRUE(opened.ok());
  auto& live = opened.value();
  ASSERT_TRUE(live.act(testing::hdcg_hit(0, 1, "100")).ok());
  ASSERT_TRUE(live.act(hdcg::event::AdvancePhase{}).ok());
  ASSERT_TRUE(live.undo().ok());
  ASSERT_TRUE(live.draw_one(1).ok());
  ASSERT_TRUE(live.act(testing::hdcg_hit(1, 0, "50", true)).ok());
  hdcg::event::Heal heal;
  heal.target = 0;
  heal.amount = hdcg::dec("20");
  ASSERT_TRUE(live.act(heal).ok());
  const auto r = load_session(store.value(), id).value();
  EXPECT_EQ(
      rendered(r, Language::kEnglish),
      (std::vector<std::string>{"Duel set up: characters and rules fixed",
                                "Shuffled and drew opening hands", "Ann dealt 180 damage to 博",
                                "Phase: Ann, Judgement", "Undo: Phase: Ann, Judgement", "博 drew 1",
                                "Ann lost 50 HP (direct damage)", "Ann healed 20 HP"}));
  EXPECT_EQ(
      rendered(r, Language::kSimplifiedChinese),
      (std::vector<std::string>{"对局设置：角色与规则已确定", "洗牌并摸起始手牌",
                                "Ann 对 博 造成 180 点伤害", "Ann：判定阶段", "撤销：Ann：判定阶段",
                                "博 摸了 1 张牌", "Ann 受到 50 点直伤", "Ann 回复 20 点生命"}));
}

TEST(replay_events, unknown_games_kinds_and_payloads_name_the_kind) {
  SessionRecord r;
  r.session.game = "chess";
  r.events.resize(3);
  r.events[0].kind = "move";
  r.events[0].payload = R"({"from":"e2"})";
  r.events[1].kind = "undo";
  r.events[1].payload = "{}";
  r.events[2].kind = "";
  r.events[2].payload = "";
  EXPECT_EQ(rendered(r, Language::kEnglish),
            (std::vector<std::string>{"Event: move", "Undo: Event: move", "Event: ?"}));
  for (const std::string game : {"blokus", "blockkiller", "smashup", "hdcg"}) {
    SCOPED_TRACE(game);
    r.session.game = game;
    r.session.variant = "nonsense";
    r.session.rules_json = "not json";
    const auto lines = rendered(r, Language::kSimplifiedChinese);
    ASSERT_EQ(lines.size(), 3u);
    EXPECT_EQ(lines[0], "事件：move");
    EXPECT_EQ(lines[1], "撤销：事件：move");
  }
}

}  // namespace
}  // namespace tableref::controllers
