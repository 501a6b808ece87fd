// The Blokus screen for Blokus Trigon and Blokus Junior, driven by taps and drags: a Trigon
// game started from Home, its first piece dragged from the tray onto a start point (a
// triangle of the hexagon, finger-sized in the zoomed window), turned in 60-degree steps,
// stored, reopened and undone; an illegal placement says why in English and Chinese; Junior
// from Home with its own tray; screenshots at tablet sizes.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <set>
#include <string>
#include <vector>

#include "screen_text.hpp"
#include "screens/blokus/screen.hpp"
#include "tableref/controllers/blokus/controller.hpp"
#include "tableref/db/store.hpp"
#include "tableref/referee/blokus/sgf.hpp"
#include "tableref/referee/blokus/trigon_piece.hpp"
#include "ui/widgets.hpp"
#include "ui_driver.hpp"

namespace tableref::gui::testing {
namespace {

AppOptions options_for(const TempDir& dir, const std::string& language = "en", int w = 0,
                       int h = 0) {
  AppOptions options;
  options.db_path = dir.file("tableref.db");
  options.language = language;
  if (w > 0) {
    options.width = w;
    options.height = h;
  }
  return options;
}

const BlokusScreen& screen_of(UiDriver& ui) {
  return dynamic_cast<const BlokusScreen&>(ui.app().current());
}
const blokus::GameState& state_of(UiDriver& ui) {
  return screen_of(ui).controller().state();
}
std::size_t moves_of(UiDriver& ui) {
  return screen_of(ui).controller().moves().size();
}
std::string cell_id(GridCell c) {
  return "blokus.cell." + blokus::format_cell(c);
}
std::string piece_name(const blokus::GameState& st, blokus::PieceId piece) {
  return std::string(st.piece_table()[piece].name);
}

// Home: `variant` ("trigon", "trigon-3p", "trigon-2p", "junior") for the first names of
// Ann, Bo, Chen, Dai (with clocks of 20 minutes + 30 s when `clocks`); returns the session id.
std::int64_t start_on_home(UiDriver& ui, const std::string& variant, int players,
                           bool clocks = false) {
  ui.tap("home.game.blokus");
  ui.tap("home.variant." + variant);
  const std::vector<std::string> names{"Ann", "Bo", "Chen", "Dai"};
  for (int i = 0; i < players; ++i) {
    ui.tap("home.player." + std::to_string(i) + ".name");
    ui.type(names[static_cast<std::size_t>(i)]);
  }
  if (clocks) ui.tap("home.option.clocks.20+30");
  ui.tap("home.start");
  EXPECT_EQ(ui.screen(), "blokus") << ui.text("home.problems");
  auto sessions = ui.ctx().store->list_sessions(db::SessionFilter{}).value();
  EXPECT_EQ(sessions.size(), 1u);
  if (sessions.empty()) return 0;
  EXPECT_EQ(sessions.front().variant, variant);
  return sessions.front().id;
}

void whole_board(UiDriver& ui) {
  ui.frames(2);
  if (screen_of(ui).zoomed()) ui.tap("blokus.zoom");
  ASSERT_FALSE(screen_of(ui).zoomed());
}

// The color to move's legal move with the largest piece, the first the generator lists.
blokus::PlacementInfo largest_move(const blokus::GameState& st) {
  const auto color = *st.to_move();
  std::optional<blokus::PlacementInfo> best;
  for (const auto id : st.legal_moves(color)) {
    auto info = st.describe(color, id);
    if (!best || st.piece_table()[info.piece].size > st.piece_table()[best->piece].size) {
      best = info;
    }
  }
  EXPECT_TRUE(best.has_value());
  return *best;
}

// Taps the move's cells (each must be in view) and confirms it.
void enter_by_cells(UiDriver& ui, const std::vector<GridCell>& cells) {
  for (const auto& c : cells) ui.tap(cell_id(c));
  ASSERT_EQ(ui.text("blokus.ruling"), "legal") << ui.text("blokus.reasons");
  ui.tap("blokus.confirm");
}

// Taps the zoomed window's overview where triangle c is: the window centres on it. The
// overview has a column every cell px (its width over columns + 1) and rows sqrt(3) times that.
void centre_on(UiDriver& ui, GridCell c) {
  const auto* map = ui.reach("blokus.minimap");
  ASSERT_NE(map, nullptr);
  const auto& info = state_of(ui).info();
  const float column = map->w / static_cast<float>(info.width + 1);
  const float row = map->h / static_cast<float>(info.height);
  ui.tap_at(map->x + column * (static_cast<float>(c.x) + 1.0f),
            map->y + row * (static_cast<float>(info.height - c.y) - 0.5f));
  ui.frames(2);
}

// A drag a frame every 8 px, the button held to the end (as a finger moves).
void drag_slowly(UiDriver& ui, float x0, float y0, float x1, float y1) {
  const int steps = std::max(2, static_cast<int>(std::ceil(std::hypot(x1 - x0, y1 - y0) / 8)));
  ui.drag(x0, y0, x1, y1, steps);
}

TEST(blokus_ui, trigon_from_home_a_first_piece_dragged_onto_a_start_point_turned_and_undone) {
  TempDir dir;
  std::int64_t session = 0;
  const GridCell start = *blokus::parse_cell("j12");
  {
    UiDriver ui(options_for(dir));
    session = start_on_home(ui, "trigon", 4);
    ASSERT_EQ(state_of(ui).variant(), blokus::Variant::kTrigon);
    // 1280x800: the hexagon's triangles would be under a finger's size, so the window zooms;
    // every triangle in it is finger-sized (its bounding box: a row 48 px high or more) and
    // is a triangle's box (its side 2 / sqrt(3) times its height).
    ui.frames(2);
    ASSERT_TRUE(screen_of(ui).zoomed());
    ui.expect_finger_sized();
    const auto* cell = ui.reach(cell_id(start));
    if (cell == nullptr) {
      centre_on(ui, start);
      cell = ui.reach(cell_id(start));
    }
    ASSERT_NE(cell, nullptr);
    EXPECT_GE(cell->h, touch_size() - 0.5f);
    EXPECT_NEAR(cell->w / cell->h, 2 / std::sqrt(3.0f), 0.05f);
    // The 22 pieces of Trigon in the tray; I4 dragged from it onto the start point j12.
    EXPECT_TRUE(ui.visible("blokus.tray.I6") && ui.visible("blokus.tray.O"));
    const auto* tray = ui.reach("blokus.tray.I4");
    ASSERT_NE(tray, nullptr);
    const float x1 = cell->cx();
    const float y1 = cell->cy();
    drag_slowly(ui, tray->cx(), tray->cy(), x1, y1);
    if (moves_of(ui) == 0) {  // it fits there several ways: Confirm
      ASSERT_EQ(ui.text("blokus.picked"), "I4");
      ASSERT_EQ(ui.text("blokus.ruling"), "legal") << ui.text("blokus.reasons");
      ui.tap("blokus.confirm");
    }
    ASSERT_EQ(moves_of(ui), 1u);
    const auto placed = state_of(ui).last_piece_cells(0);
    EXPECT_EQ(placed.size(), 4u);
    // Landed under the finger: the start point it was dropped on is covered.
    EXPECT_NE(std::find(placed.begin(), placed.end(), start), placed.end())
        << blokus::format_cells(placed);

    // Yellow turns a piece in its hand: 60 degrees a tap, six taps round to where it began,
    // through six different ways; a flip and a flip back.
    std::optional<blokus::PieceId> spinner;
    for (blokus::PieceId p = 0; p < blokus::kTrigonPieceCount; ++p) {
      if (blokus::trigon_pieces()[p].orientations.size() == 12) spinner = p;
    }
    ASSERT_TRUE(spinner.has_value());
    ui.tap("blokus.tray." + piece_name(state_of(ui), *spinner));
    const auto first = screen_of(ui).orientation();
    std::set<std::uint8_t> seen{first};
    for (int i = 0; i < 6; ++i) {
      const auto before = screen_of(ui).orientation();
      ui.tap("blokus.rotate_left");
      EXPECT_EQ(screen_of(ui).orientation(),
                blokus::turn_trigon_orientation(*spinner, before, blokus::Turn::kRotateLeft));
      seen.insert(screen_of(ui).orientation());
    }
    EXPECT_EQ(screen_of(ui).orientation(), first);
    EXPECT_EQ(seen.size(), 6u);
    ui.tap("blokus.flip");
    EXPECT_NE(screen_of(ui).orientation(), first);
    ui.tap("blokus.flip");
    EXPECT_EQ(screen_of(ui).orientation(), first);
    ui.tap("blokus.clear");
    // The overview of triangles moves the window: tapped at r15 (the top start point), the
    // window shows it.
    const GridCell top = *blokus::parse_cell("r15");
    centre_on(ui, top);
    EXPECT_NE(probe().find(cell_id(top)), nullptr) << ui.text("blokus.view");
  }
  // Reopened from the database: the same position; undo takes the piece back, for good.
  AppOptions options = options_for(dir);
  options.screen = "blokus";
  options.session_id = session;
  {
    UiDriver ui(options);
    ui.frames(3);
    ASSERT_EQ(moves_of(ui), 1u);
    EXPECT_EQ(state_of(ui).last_piece_cells(0).size(), 4u);
    ui.tap("blokus.undo");
    EXPECT_EQ(moves_of(ui), 0u);
    EXPECT_EQ(state_of(ui).placed_count(0), 0);
  }
  UiDriver again(options);
  again.frames(3);
  EXPECT_EQ(moves_of(again), 0u);
  EXPECT_EQ(state_of(again).start_cells(0).size(), 6u);
}

// The zoomed hexagon follows a piece held in the window's outer strip, as on squares: held
// there about a second, the window scrolls towards that side (here, the side with more of
// the hexagon beyond it).
TEST(blokus_ui, trigon_a_piece_held_at_the_zoomed_windows_edge_scrolls_the_window) {
  TempDir dir;
  UiDriver ui(options_for(dir));
  start_on_home(ui, "trigon", 4);
  ui.frames(2);
  ASSERT_TRUE(screen_of(ui).zoomed());
  const std::string before = ui.text("blokus.view");  // "h3:ab13"
  const auto first = blokus::parse_cell(before.substr(0, before.find(':')));
  const auto last = blokus::parse_cell(before.substr(before.find(':') + 1));
  ASSERT_TRUE(first.has_value() && last.has_value()) << before;
  const int width = state_of(ui).info().width;
  const bool leftwards = first->x > width - 1 - last->x;
  ui.tap("blokus.tray.I4");
  const int y = (first->y + last->y) / 2;  // a middle row: the hexagon is whole across it
  const auto* from = probe().find(cell_id(GridCell{(first->x + last->x) / 2, y}));
  const auto* edge = probe().find(cell_id(GridCell{leftwards ? first->x : last->x, y}));
  ASSERT_TRUE(from != nullptr && edge != nullptr) << before;
  const float x0 = from->cx();
  const float y0 = from->cy();
  const float x1 = leftwards ? edge->x + edge->w * 0.05f : edge->x + edge->w * 0.95f;
  const float y1 = edge->cy();
  ui.press(x0, y0);
  float x = x0;
  for (int step = 0; step < 24; ++step) {
    x = x0 + (x1 - x0) * std::min(1.0f, static_cast<float>(step + 1) / 4.0f);
    ui.advance(50);  // the driver's clock, the one the app measures the rest with
    ui.move_held(x, y1);
  }
  const std::string during = ui.text("blokus.view");
  ui.release(x, y1);
  EXPECT_NE(during, before);
  const auto moved = blokus::parse_cell(during.substr(0, during.find(':')));
  ASSERT_TRUE(moved.has_value()) << during;
  if (leftwards) {
    EXPECT_LT(moved->x, first->x) << before << " -> " << during;
  } else {
    EXPECT_GT(moved->x, first->x) << before << " -> " << during;
  }
  EXPECT_EQ(moves_of(ui), 0u);
}

// A piece hanging off the hexagon, and one that covers no start point: each says why in
// words about triangles and start points, in English and in Chinese.
TEST(blokus_ui, trigon_illegal_placements_say_why_in_both_languages) {
  for (const std::string lang : {"en", "zh-Hans"}) {
    TempDir dir;
    UiDriver ui(options_for(dir, lang));
    start_on_home(ui, "trigon", 4);
    whole_board(ui);
    ui.tap("blokus.tray.I5");
    ui.tap(cell_id(*blokus::parse_cell("a10")));  // the row's first triangle: I5 hangs off
    EXPECT_EQ(ui.text("blokus.ruling"), "illegal");
    const std::string off = ui.text("blokus.reasons");
    EXPECT_NE(off.find(lang == "en" ? "2 triangles of the piece lie outside the hexagonal board "
                                      "of triangles (edge 9)"
                                    : "棋子有 2 个三角格超出了边长 9 的六边形三角格棋盘"),
              std::string::npos)
        << off;
    EXPECT_EQ(off.find("20x20"), std::string::npos) << off;
    EXPECT_TRUE(in_language(off, lang)) << off;
    ui.tap(cell_id(*blokus::parse_cell("r9")));  // inside, far from every start point
    EXPECT_EQ(ui.text("blokus.ruling"), "illegal");
    const std::string start = ui.text("blokus.reasons");
    EXPECT_NE(start.find(lang == "en" ? "one of the free starting points" : "空着的起始点"),
              std::string::npos)
        << start;
    EXPECT_EQ(moves_of(ui), 0u);
  }
}

// Three players on the edge-8 hexagon and two players with two colors each start from Home,
// with clocks: a seat's clock runs on its turn and the move is charged to it.
TEST(blokus_ui, trigon_three_and_two_player_games_start_from_home) {
  for (const auto& [variant, players, v] :
       {std::tuple{"trigon-3p", 3, blokus::Variant::kTrigonThreePlayer},
        std::tuple{"trigon-2p", 2, blokus::Variant::kTrigonTwoPlayer}}) {
    TempDir dir;
    UiDriver ui(options_for(dir));
    start_on_home(ui, variant, players, true);
    ASSERT_EQ(state_of(ui).variant(), v);
    ASSERT_TRUE(screen_of(ui).controller().clocks());
    whole_board(ui);
    EXPECT_EQ(ui.text("blokus.clock.running"), "extra");  // the move's extra time goes first
    EXPECT_EQ(ui.text("blokus.clock.0"), "20:00");
    enter_by_cells(ui, largest_move(state_of(ui)).cells);
    EXPECT_EQ(moves_of(ui), 1u);
    EXPECT_EQ(screen_of(ui).controller().moves().back().player, 0);
  }
}

// A Trigon game in History: listed, replayed step by step on its triangles (each cell a
// view-only triangle of the replayed board), the statistics count its colors.
TEST(blokus_ui, trigon_game_shows_in_history_and_replays_on_triangles) {
  TempDir dir;
  UiDriver ui(options_for(dir));
  const auto id = start_on_home(ui, "trigon", 4);
  whole_board(ui);
  std::size_t triangles = 0;
  std::vector<GridCell> last;
  for (int i = 0; i < 3; ++i) {
    const auto move = largest_move(state_of(ui));
    triangles += move.cells.size();
    last = move.cells;
    enter_by_cells(ui, move.cells);
  }
  ui.tap("nav.history");
  ui.tap("history.replay." + std::to_string(id));
  ASSERT_EQ(ui.screen(), "replay");
  ui.tap("replay.last");
  EXPECT_EQ(ui.text("replay.view.placed"), std::to_string(triangles));
  EXPECT_EQ(ui.text("replay.view.last"), blokus::format_cells(last));
  // The summary counts what is left in triangles: 110 a color, less what it placed.
  EXPECT_NE(ui.text("replay.summary").find("triangles left"), std::string::npos)
      << ui.text("replay.summary");
  EXPECT_EQ(ui.text("replay.summary").find("squares"), std::string::npos)
      << ui.text("replay.summary");
  const auto* cell = probe().find("replay.view.cell." + blokus::format_cell(last.front()));
  ASSERT_NE(cell, nullptr);
  EXPECT_TRUE(cell->view_only);
  EXPECT_NEAR(cell->w / cell->h, 2 / std::sqrt(3.0f), 0.05f);  // a triangle's box
  ui.expect_no_clipped_text("replay of a trigon game");
}

// Junior: Duo's board, its own tray of 12 shapes (no F), green then orange.
TEST(blokus_ui, junior_from_home_places_a_first_piece_on_its_start_cell) {
  TempDir dir;
  UiDriver ui(options_for(dir));
  start_on_home(ui, "junior", 2);
  ASSERT_EQ(state_of(ui).variant(), blokus::Variant::kJunior);
  whole_board(ui);
  EXPECT_TRUE(ui.visible("blokus.tray.L5"));
  EXPECT_FALSE(ui.visible("blokus.tray.F"));
  const auto move = largest_move(state_of(ui));
  enter_by_cells(ui, move.cells);
  ASSERT_EQ(moves_of(ui), 1u);
  EXPECT_EQ(state_of(ui).last_piece_cells(0).size(), move.cells.size());
  EXPECT_EQ(controllers::blokus_color_word(blokus::Variant::kJunior, 0), "green");
}

// The hint counts the cells circled in the words of the board: on Trigon's triangles the
// free starting points, then triangles that meet the color at a point (never "corners", a
// square's); on Junior's squares its start cell, then the playable corners.
TEST(blokus_ui, trigon_and_junior_hints_name_what_is_circled_in_each_language) {
  for (const std::string lang : {"en", "zh-Hans", "zh-Hant"}) {
    TempDir dir;
    UiDriver ui(options_for(dir, lang));
    start_on_home(ui, "trigon", 4);
    whole_board(ui);
    ui.tap("blokus.hints");
    EXPECT_EQ(ui.text("blokus.hint.key"), "blokus.hint.count_start_trigon");
    const std::string start = ui.text("blokus.hint");
    EXPECT_NE(start.find(lang == "en"        ? "free starting points"
                         : lang == "zh-Hans" ? "起始点"
                                             : "起始點"),
              std::string::npos)
        << start;
    for (int i = 0; i < 4; ++i) enter_by_cells(ui, largest_move(state_of(ui)).cells);
    ASSERT_EQ(moves_of(ui), 4u);
    EXPECT_EQ(ui.text("blokus.hint.key"), "blokus.hint.count_trigon");
    const std::string later = ui.text("blokus.hint");
    EXPECT_NE(later.find(lang == "en"        ? "meet its color point to point"
                         : lang == "zh-Hans" ? "顶点相接"
                                             : "頂點相接"),
              std::string::npos)
        << later;
    // Not the squares' "playable corners" (可用角格; 三角格, a triangle, has 角 in it too).
    EXPECT_EQ(later.find(lang == "en" ? "corner" : "可用角格"), std::string::npos) << later;
    EXPECT_TRUE(in_language(later, lang)) << later;
  }
  TempDir dir;
  UiDriver ui(options_for(dir));
  start_on_home(ui, "junior", 2);
  whole_board(ui);
  ui.tap("blokus.hints");
  EXPECT_EQ(ui.text("blokus.hint.key"), "blokus.hint.count_start");
  EXPECT_NE(ui.text("blokus.hint").find("1 start cell the first piece must cover"),
            std::string::npos)
      << ui.text("blokus.hint");
  for (int i = 0; i < 2; ++i) enter_by_cells(ui, largest_move(state_of(ui)).cells);
  EXPECT_EQ(ui.text("blokus.hint.key"), "blokus.hint.count");
  EXPECT_NE(ui.text("blokus.hint").find("playable corner"), std::string::npos)
      << ui.text("blokus.hint");
}

// Trigon at tablet sizes, a few moves in, a piece in the hand over a start point with hints:
// the whole hexagon at 2732x2048, the zoomed window at 1280x800 in English and 简体中文, its
// replay in 简体中文; Junior at 1280x800 in 简体中文.
TEST(blokus_ui, trigon_screenshots) {
  TempDir dir;
  std::int64_t session = 0;
  {
    UiDriver ui(options_for(dir, "en", 2732, 2048));
    session = start_on_home(ui, "trigon", 4);
    whole_board(ui);
    for (int i = 0; i < 6; ++i) enter_by_cells(ui, largest_move(state_of(ui)).cells);
    ASSERT_EQ(moves_of(ui), 6u);
    const auto move = largest_move(state_of(ui));
    ui.tap("blokus.tray." + piece_name(state_of(ui), move.piece));
    ui.tap(cell_id(move.cells.front()));
    ui.tap("blokus.hints");
    ui.expect_finger_sized();
    ui.expect_no_clipped_text("trigon 2732x2048");
    ui.shot("blokus_trigon_2732x2048_en");
  }
  for (const std::string lang : {"en", "zh-Hans"}) {
    AppOptions options = options_for(dir, lang, 1280, 800);
    options.screen = "blokus";
    options.session_id = session;
    UiDriver ui(options);
    ui.frames(3);
    if (!screen_of(ui).zoomed()) ui.tap("blokus.zoom");
    ASSERT_TRUE(screen_of(ui).zoomed());
    ui.tap("blokus.tray.I4");
    ui.expect_finger_sized();
    ui.expect_no_clipped_text("trigon 1280x800 " + lang);
    ui.shot("blokus_trigon_1280x800_" + lang);
  }
  {  // A tablet held upright: the hexagon above the panel.
    AppOptions options = options_for(dir, "en", 800, 1280);
    options.screen = "blokus";
    options.session_id = session;
    UiDriver ui(options);
    ui.frames(3);
    ui.tap("blokus.tray.I4");
    ui.expect_finger_sized();
    ui.expect_no_clipped_text("trigon 800x1280");
    ui.shot("blokus_trigon_portrait_en");
  }
  {
    UiDriver ui(options_for(dir, "zh-Hans", 1280, 800));
    ui.tap("nav.history");
    ui.tap("history.replay." + std::to_string(session));
    ASSERT_EQ(ui.screen(), "replay");
    ui.tap("replay.last");
    ui.expect_no_clipped_text("trigon replay 1280x800");
    ui.shot("replay_trigon_zh-Hans");
  }
  TempDir junior_dir;
  UiDriver ui(options_for(junior_dir, "zh-Hans", 1280, 800));
  start_on_home(ui, "junior", 2);
  whole_board(ui);
  for (int i = 0; i < 4; ++i) enter_by_cells(ui, largest_move(state_of(ui)).cells);
  ui.expect_no_clipped_text("junior 1280x800");
  ui.shot("blokus_junior_1280x800_zh-Hans");
}

}  // namespace
}  // namespace tableref::gui::testing
