// The replay's game views, opened from History: a finished Blokus game and a Block-Killer
// game scrubbed to the middle, the drawn state read back from the probe and checked against
// the position the games' own referees reached while the sessions were played; summaries
// in Chinese; screenshots.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

#include "screen_text.hpp"
#include "tableref/controllers/blockkiller/controller.hpp"
#include "tableref/controllers/blockkiller/draft.hpp"
#include "tableref/controllers/blokus/controller.hpp"
#include "tableref/db/store.hpp"
#include "tableref/referee/blockkiller/field.hpp"
#include "tableref/referee/blokus/scoring.hpp"
#include "tableref/referee/blokus/sgf.hpp"
#include "ui/theme.hpp"
#include "ui_driver.hpp"

namespace tableref::gui::testing {
namespace {

namespace kb = blockkiller;
namespace ctl = controllers;

// A Blokus game played to its end through the controller, each color taking its largest
// legal piece (the first of those in the referee's order). Returns the position after
// every stored event (positions[k]: after k events).
std::vector<blokus::GameState> play_blokus(db::Store& store, std::int64_t id) {
  ctl::BlokusController game;
  EXPECT_TRUE(game.open(store, id, 0).ok());
  std::vector<blokus::GameState> positions{game.state()};
  std::int64_t now = 0;
  while (!game.state().game_over() && positions.size() < 200) {
    const auto color = *game.state().to_move();
    std::optional<blokus::PlacementInfo> best;
    for (const auto placement : game.state().legal_moves(color)) {
      auto info = game.state().describe(color, placement);
      if (!best || info.cells.size() > best->cells.size()) best = std::move(info);
    }
    if (!best) break;
    now += 1000;
    auto placed = game.place(color, best->cells, ctl::BlokusEntry::kCells, now);
    EXPECT_TRUE(placed.ok());
    if (!placed.ok()) break;
    positions.push_back(game.state());
  }
  return positions;
}

std::int64_t blokus_session(const std::string& path, const std::string& variant,
                            const std::vector<db::SeatEntry>& seats,
                            std::vector<blokus::GameState>& positions) {
  auto store = db::Store::open(path);
  EXPECT_TRUE(store.ok());
  const auto id = store.value().create_session(db::NewSession{"blokus", variant, "{}", seats});
  EXPECT_TRUE(id.ok());
  positions = play_blokus(store.value(), id.value());
  return id.value();
}

// "Step 12 of 40" -> 12.
std::size_t step_of(const std::string& text) {
  unsigned step = 0;
  unsigned total = 0;
  EXPECT_EQ(std::sscanf(text.c_str(), "Step %u of %u", &step, &total), 2) << text;
  return step;
}

int cells_on_board(const blokus::GameState& s) {
  int n = 0;
  for (int y = 0; y < s.info().height; ++y)
    for (int x = 0; x < s.info().width; ++x) n += s.color_at(GridCell{x, y}) >= 0 ? 1 : 0;
  return n;
}

TEST(replay_ui, blokus_board_scrubbed_to_the_middle_of_a_finished_game) {
  TempDir dir;
  AppOptions options;
  options.db_path = dir.file("tableref.db");
  options.language = "en";
  std::vector<blokus::GameState> positions;
  const auto id = blokus_session(options.db_path, "duo",
                                 {{0, "Ann", "purple"}, {1, "Bo", "orange"}}, positions);
  ASSERT_TRUE(positions.back().game_over());
  ASSERT_GT(positions.size(), 20u);
  UiDriver ui(options);
  ui.tap("nav.history");
  ui.tap("history.replay." + std::to_string(id));
  ASSERT_EQ(ui.screen(), "replay");
  ui.tap("replay.slider");  // the middle
  const auto step = step_of(ui.text("replay.step"));
  ASSERT_GT(step, 4u);
  ASSERT_LT(step, positions.size() - 4);
  const auto& expected = positions[step];
  const auto scores = blokus::score(expected);
  EXPECT_EQ(ui.text("replay.view.placed"), std::to_string(cells_on_board(expected)));
  for (const auto& c : scores.colors) {
    const std::string key = "replay.view.color." + std::to_string(c.color);
    EXPECT_EQ(ui.text(key + ".score"), std::to_string(c.boxed)) << key;
    EXPECT_EQ(ui.text(key + ".left"), std::to_string(c.remaining_squares)) << key;
  }
  // The piece placed last (by the color that moved at this step) is the one outlined.
  const auto& before = positions[step - 1];
  const auto mover = *before.to_move();
  EXPECT_EQ(ui.text("replay.view.last"), blokus::format_cells(expected.last_piece_cells(mover)));
  // One step on: one more piece on the board.
  ui.tap("replay.next");
  EXPECT_EQ(ui.text("replay.view.placed"), std::to_string(cells_on_board(positions[step + 1])));
  // The end: the game is over, and the summary says so.
  ui.tap("replay.last");
  EXPECT_EQ(ui.text("replay.view.placed"), std::to_string(cells_on_board(positions.back())));
  EXPECT_NE(ui.text("replay.summary").find("Game over"), std::string::npos)
      << ui.text("replay.summary");
}

// The replayed board is for reading: its cells are under a finger's size and take no taps
// (recorded view-only, refused by UiDriver::tap); every touch target of the replay screen is
// at least 48 px. A tap on the board changes nothing.
TEST(replay_ui, board_is_read_not_tapped_and_every_target_is_finger_sized) {
  TempDir dir;
  AppOptions options;
  options.db_path = dir.file("tableref.db");
  options.language = "en";
  std::vector<blokus::GameState> positions;
  const auto id = blokus_session(options.db_path, "duo",
                                 {{0, "Ann", "purple"}, {1, "Bo", "orange"}}, positions);
  UiDriver ui(options);
  ui.tap("nav.history");
  ui.tap("history.replay." + std::to_string(id));
  ASSERT_EQ(ui.screen(), "replay");
  ui.tap("replay.slider");
  const std::string step = ui.text("replay.step");
  int cells = 0;
  int targets = 0;
  for (const auto& [rid, rect] : probe().rects()) {
    if (rid.rfind("replay.view.cell.", 0) == 0) {
      ++cells;
      EXPECT_TRUE(rect.view_only) << rid;
      continue;
    }
    if (rect.view_only || !rect.fully_visible()) continue;
    ++targets;
    EXPECT_GE(rect.w, touch_size()) << rid;
    EXPECT_GE(rect.h, touch_size()) << rid;
  }
  EXPECT_EQ(cells, 14 * 14);
  EXPECT_GT(targets, 4);
  const auto* cell = probe().find("replay.view.cell.g7");
  ASSERT_NE(cell, nullptr);
  ui.tap_at(cell->cx(), cell->cy());
  EXPECT_EQ(ui.screen(), "replay");
  EXPECT_EQ(ui.text("replay.step"), step);
}

// Block-Killer, three players: Ann draws and plays a T-spin double on the field (entered
// piece by piece), Bo does not answer; then everyone attacks the next player with quick
// tetrises, unanswered, until one player is left. tables[k]: the table after k events.
struct BlockKillerGame {
  std::int64_t id = 0;
  std::vector<kb::TableState> tables;
  std::vector<kb::TableEvent> events;
};

BlockKillerGame play_blockkiller(const std::string& path) {
  BlockKillerGame made;
  auto store = db::Store::open(path);
  EXPECT_TRUE(store.ok());
  auto& st = store.value();
  made.id =
      st
          .create_session(db::NewSession{
              "blockkiller", "standard", "{}", {{0, "Ann", ""}, {1, "Bo", ""}, {2, "陈晨", ""}}})
          .value();
  ctl::BlockKillerController game;
  EXPECT_TRUE(game.load_catalog(TABLEREF_TEST_ASSETS).ok());
  EXPECT_TRUE(game.open(st, made.id).ok());
  made.tables.push_back(game.state());
  auto push = [&](const kb::TableEvent& e, const std::optional<ctl::BlockKillerDraft>& entry) {
    auto pushed = game.push(e, entry);
    if (pushed.ok()) {
      made.tables.push_back(game.state());
      made.events.push_back(e);
    }
    return pushed.ok();
  };
  EXPECT_TRUE(push(kb::DrawEvent{0, false, std::nullopt}, std::nullopt));
  ctl::BlockKillerDraft tsd;
  tsd.mode = ctl::EntryMode::kField;
  tsd.imported = kb::Field::from_rows_top_down({"...XXXXXXX", "X.XXXXXXXX"}).value();
  tsd.pieces = {{kb::Piece::kO, {{2, 2}, {3, 2}, {2, 3}, {3, 3}}},
                {kb::Piece::kT, {{0, 1}, {1, 1}, {2, 1}, {1, 0}}}};
  auto eval = ctl::evaluate_draft(tsd, game.catalog(), game.state().setup.rules,
                                  game.start_chain(0), game.state().hands[0].garbage);
  EXPECT_FALSE(eval.problem.has_value());
  EXPECT_EQ(eval.summary.attack, 4);
  EXPECT_TRUE(push(kb::PlayEvent{0, 1, eval.summary}, tsd));
  EXPECT_TRUE(push(kb::DefendEvent{1, std::nullopt}, std::nullopt));
  ctl::BlockKillerDraft tetris;
  tetris.quick = {{4, kb::Spin::kNone}};
  for (int n = 0; n < 120 && game.state().phase != kb::Phase::kOver; ++n) {
    const auto& s = game.state();
    if (s.phase == kb::Phase::kDraw) {
      EXPECT_TRUE(push(kb::DrawEvent{s.current, false, std::nullopt}, std::nullopt));
    } else if (s.phase == kb::Phase::kDefend) {
      EXPECT_TRUE(push(kb::DefendEvent{s.pending->target, std::nullopt}, std::nullopt));
    } else {
      int target = s.current;
      const int players = static_cast<int>(s.hands.size());
      do {
        target = (target + 1) % players;
      } while (s.hands[static_cast<std::size_t>(target)].eliminated);
      const auto& hand = s.hands[static_cast<std::size_t>(s.current)];
      auto quick = ctl::evaluate_draft(tetris, game.catalog(), s.setup.rules,
                                       game.start_chain(s.current), hand.garbage);
      if (!push(kb::PlayEvent{s.current, target, quick.summary}, tetris)) {
        EXPECT_TRUE(push(kb::PassEvent{s.current}, std::nullopt));
      }
    }
  }
  EXPECT_EQ(game.state().phase, kb::Phase::kOver);
  return made;
}

TEST(replay_ui, blockkiller_hands_and_last_play_at_the_middle) {
  TempDir dir;
  AppOptions options;
  options.db_path = dir.file("tableref.db");
  options.language = "en";
  const auto made = play_blockkiller(options.db_path);
  ASSERT_GT(made.events.size(), 8u);
  UiDriver ui(options);
  ui.tap("nav.history");
  ui.tap("history.replay." + std::to_string(made.id));
  ASSERT_EQ(ui.screen(), "replay");
  ui.tap("replay.slider");
  const auto step = step_of(ui.text("replay.step"));
  ASSERT_GT(step, 3u);
  const auto& table = made.tables[step];
  for (std::size_t seat = 0; seat < table.hands.size(); ++seat) {
    const auto& hand = table.hands[seat];
    const std::string key = "replay.view.hand." + std::to_string(seat);
    EXPECT_EQ(ui.text(key), std::to_string(hand.blocks) + "/" + std::to_string(hand.garbage));
    EXPECT_EQ(ui.text(key + ".out"), hand.eliminated ? "out" : "in");
  }
  // The last play up to this step and its attack.
  int attack = -1;
  for (std::size_t i = step; i-- > 0 && attack < 0;) {
    if (const auto* p = std::get_if<kb::PlayEvent>(&made.events[i])) attack = p->play.attack;
  }
  EXPECT_EQ(ui.text("replay.view.attack"), std::to_string(attack));
  // Step 3: Ann's T-spin double on the field (the field is drawn) and Bo's settlement.
  ui.tap("replay.first");
  for (int i = 0; i < 3; ++i) ui.tap("replay.next");
  EXPECT_EQ(ui.text("replay.view.attack"), "4");
  EXPECT_TRUE(ui.visible("replay.view.cell.0.0"));
  EXPECT_NE(ui.text("replay.view.piece.1").find("2 lines, Spin = attack 4"), std::string::npos)
      << ui.text("replay.view.piece.1");
  const auto& x = *made.tables[3].last_exchange;
  EXPECT_EQ(ui.text("replay.view.exchange"),
            std::to_string(x.after_offset) + "/" + std::to_string(x.cancelled) + "/" +
                std::to_string(x.counter) + "/" + std::to_string(x.defender_draws));
  // The end: the winner.
  ui.tap("replay.last");
  const auto& last = made.tables.back();
  ASSERT_TRUE(last.winner.has_value());
  const std::vector<std::string> names{"Ann", "Bo", "陈晨"};
  EXPECT_EQ(ui.text("replay.view.winner"), names[static_cast<std::size_t>(*last.winner)]);
}

TEST(replay_ui, summary_lines_in_chinese) {
  TempDir dir;
  AppOptions options;
  options.db_path = dir.file("tableref.db");
  options.language = "zh-Hans";
  const auto made = play_blockkiller(options.db_path);
  UiDriver ui(options);
  ui.tap("nav.history");
  ui.tap("history.replay." + std::to_string(made.id));
  // The title names the game and its variant in Chinese, the players as typed.
  EXPECT_EQ(ui.text("replay.title").rfind("方块杀 · 标准 · ", 0), 0u) << ui.text("replay.title");
  ui.tap("replay.first");
  ui.tap("replay.next");
  const auto& hand = made.tables[1].hands[0];
  const std::string first = "Ann：方块牌 " + std::to_string(hand.blocks) + " 张，垃圾牌 " +
                            std::to_string(hand.garbage) + " 张";
  EXPECT_EQ(ui.text("replay.summary").rfind(first, 0), 0u) << ui.text("replay.summary");
  EXPECT_NE(ui.text("replay.summary").find("轮到 Ann 出牌"), std::string::npos)
      << ui.text("replay.summary");
}

TEST(replay_ui, screenshots) {
  for (const std::string lang : {"en", "zh-Hans"}) {
    TempDir dir;
    AppOptions options;
    options.db_path = dir.file("tableref.db");
    options.language = lang;
    std::vector<blokus::GameState> positions;
    const auto blokus = blokus_session(
        options.db_path, "classic",
        {{0, "Ann", "blue"}, {1, "Bo", "yellow"}, {2, "陈晨", "red"}, {3, "Dai", "green"}},
        positions);
    const auto blockkiller = play_blockkiller(options.db_path);
    UiDriver ui(options);
    ui.tap("nav.history");
    ui.tap("history.replay." + std::to_string(blokus));
    ui.tap("replay.slider");
    // The board at the middle step (its number the first in "Step 12 of 40" / "第 12 步…"):
    // the cells placed so far and each color's boxed score and squares left.
    {
      const std::string step_text = ui.text("replay.step");
      EXPECT_TRUE(in_language(step_text, lang)) << step_text;
      const auto step = static_cast<std::size_t>(
          std::stoul(step_text.substr(step_text.find_first_of("0123456789"))));
      ASSERT_GT(step, 0u);
      ASSERT_LT(step, positions.size());
      const auto& expected = positions[step];
      EXPECT_EQ(ui.text("replay.view.placed"), std::to_string(cells_on_board(expected)));
      for (const auto& c : blokus::score(expected).colors) {
        const std::string key = "replay.view.color." + std::to_string(c.color);
        EXPECT_EQ(ui.text(key + ".score"), std::to_string(c.boxed)) << key;
        EXPECT_EQ(ui.text(key + ".left"), std::to_string(c.remaining_squares)) << key;
      }
    }
    ui.shot("replay_blokus_" + lang);
    ui.tap("nav.history");
    ui.tap("history.replay." + std::to_string(blockkiller.id));
    ui.tap("replay.first");
    for (int i = 0; i < 3; ++i) ui.tap("replay.next");
    // Step 3: Ann's T-spin double on the field, drawn: attack 4 (reference/block-killer.md
    // "Attack of one play", standard spin, 2 lines), its line in the shot's language.
    EXPECT_EQ(ui.text("replay.view.attack"), "4");
    EXPECT_TRUE(ui.visible("replay.view.cell.0.0"));
    EXPECT_TRUE(in_language(ui.text("replay.view.piece.1"), lang))
        << ui.text("replay.view.piece.1");
    ui.shot("replay_blockkiller_" + lang);
  }
}

}  // namespace
}  // namespace tableref::gui::testing
