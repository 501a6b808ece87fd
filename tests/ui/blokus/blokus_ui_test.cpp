// The Blokus screen, driven by taps: a classic game from Home entered both ways (cells, and
// the tray with rotate / flip buttons and keys), an illegal attempt with its reason on
// screen, the table's overrule, an automatic skip, an undo; the database's events rebuild the
// referee's position and the exported .blksgf reads back to the same game; kill and resume;
// a session started from a .blksgf file; screenshots.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <deque>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>

#include "screen_text.hpp"
#include "screens/blokus/screen.hpp"
#include "tableref/controllers/blokus/controller.hpp"
#include "tableref/controllers/session_export.hpp"
#include "tableref/db/store.hpp"
#include "tableref/referee/blokus/scoring.hpp"
#include "tableref/referee/blokus/sgf.hpp"
#include "tableref/referee/blokus/timeout.hpp"
#include "ui/input_adapter.hpp"
#include "ui/widgets.hpp"
#include "ui_driver.hpp"

namespace tableref::gui::testing {
namespace {

AppOptions options_for(const TempDir& dir, const std::string& language = "en") {
  AppOptions options;
  options.db_path = dir.file("tableref.db");
  options.language = language;
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

std::vector<GridCell> parse_cell_list(const std::string& text) {
  std::vector<GridCell> out;
  std::stringstream in(text);
  std::string part;
  while (std::getline(in, part, ',')) {
    if (auto c = blokus::parse_cell(part)) out.push_back(*c);
  }
  return out;
}

std::string cell_id(GridCell c) {
  return "blokus.cell." + blokus::format_cell(c);
}

// The whole board in view: the zoom (on by default where cells are under a finger's size)
// turned off, as a player can, for tests that tap cells anywhere on the board.
void whole_board(UiDriver& ui) {
  ui.frames(2);
  if (screen_of(ui).zoomed()) ui.tap("blokus.zoom");
  ASSERT_FALSE(screen_of(ui).zoomed());
}

// Home: classic Blokus for Ann, Bo, Chen and Dai; returns the session id. With `whole`, the
// zoom is turned off (whole_board).
std::int64_t create_classic_on_home(UiDriver& ui, bool clocks, bool whole = true) {
  ui.tap("home.game.blokus");
  ui.tap("home.variant.classic");
  const std::vector<std::string> names{"Ann", "Bo", "Chen", "Dai"};
  for (std::size_t i = 0; i < names.size(); ++i) {
    ui.tap("home.player." + std::to_string(i) + ".name");
    ui.type(names[i]);
  }
  if (clocks) ui.tap("home.option.clocks.20+30");
  ui.tap("home.start");
  EXPECT_EQ(ui.screen(), "blokus") << ui.text("home.problems");
  if (whole && ui.screen() == "blokus") whole_board(ui);
  auto sessions = ui.ctx().store->list_sessions(db::SessionFilter{}).value();
  EXPECT_EQ(sessions.size(), 1u);
  return sessions.empty() ? 0 : sessions.front().id;
}

// A deterministic legal move for the color to move: its largest remaining piece, the first
// such placement the generator lists (orientation 0 preferred when `plain`).
blokus::PlacementInfo pick_move(const blokus::GameState& st, bool plain) {
  const auto color = *st.to_move();
  const auto moves = st.legal_moves(color);
  EXPECT_FALSE(moves.empty());
  std::optional<blokus::PlacementInfo> best;
  for (const auto id : moves) {
    auto info = st.describe(color, id);
    const auto size = blokus::piece_info(info.piece).size;
    if (!best || size > blokus::piece_info(best->piece).size ||
        (plain && size == blokus::piece_info(best->piece).size && info.orientation == 0 &&
         best->orientation != 0)) {
      best = info;
    }
  }
  return *best;
}

// Enters a move by tapping its cells, then confirms. One tap per cell plus confirm.
int enter_by_cells(UiDriver& ui, const std::vector<GridCell>& cells, bool expect_legal = true) {
  int taps = 0;
  for (const auto& c : cells) {
    ui.tap(cell_id(c));
    ++taps;
  }
  EXPECT_EQ(ui.text("blokus.ruling"), expect_legal ? "legal" : "illegal")
      << ui.text("blokus.reasons");
  if (expect_legal) {
    ui.tap("blokus.confirm");
    ++taps;
  }
  return taps;
}

// The buttons (or keys) that turn orientation `from` of `piece` into `target`: breadth first.
std::vector<int> turns_between(blokus::PieceId piece, std::uint8_t from, std::uint8_t target) {
  std::map<std::uint8_t, std::vector<int>> seen{{from, {}}};
  std::deque<std::uint8_t> queue{from};
  while (!queue.empty()) {
    const auto o = queue.front();
    queue.pop_front();
    if (o == target) return seen[o];
    for (int t = 0; t < 4; ++t) {
      const auto next = blokus::turn_orientation(piece, o, static_cast<blokus::Turn>(t));
      if (seen.count(next) != 0) continue;
      seen[next] = seen[o];
      seen[next].push_back(t);
      queue.push_back(next);
    }
  }
  ADD_FAILURE() << "orientation not reachable";
  return {};
}

std::vector<int> turns_to(blokus::PieceId piece, std::uint8_t target) {
  return turns_between(piece, 0, target);
}

// Enters a move with the tray: piece, turns (buttons or the A/D/W keys), target, confirm.
int enter_by_tray(UiDriver& ui, const blokus::PlacementInfo& move, bool keys, bool drag = false) {
  int taps = 0;
  ui.tap("blokus.tray." + std::string(blokus::piece_name(move.piece)));
  ++taps;
  EXPECT_EQ(ui.text("blokus.picked"), std::string(blokus::piece_name(move.piece)));
  for (const int t : turns_to(move.piece, move.orientation)) {
    const auto turn = static_cast<blokus::Turn>(t);
    if (keys && turn == blokus::Turn::kRotateLeft) {
      ui.key(SDLK_a);
    } else if (keys && turn == blokus::Turn::kRotateRight) {
      ui.key(SDLK_d);
    } else if (keys && turn == blokus::Turn::kFlipVertical) {
      ui.key(SDLK_w);
    } else {
      static const char* ids[] = {"blokus.rotate_left", "blokus.rotate_right", "blokus.flip",
                                  "blokus.mirror"};
      ui.tap(ids[t]);
      ++taps;
    }
  }
  EXPECT_EQ(screen_of(ui).orientation(), move.orientation);
  const auto grab = controllers::blokus_grab_cell(move.piece, move.orientation);
  const GridCell target{move.anchor.x + grab.x, move.anchor.y + grab.y};
  if (drag) {  // from the middle of the board to the target, the ghost following
    const auto* from = ui.reach(cell_id(GridCell{10, 10}));
    const auto* to = ui.reach(cell_id(target));
    EXPECT_TRUE(from != nullptr && to != nullptr);
    if (from != nullptr && to != nullptr) {
      const float x0 = from->cx();
      const float y0 = from->cy();
      ui.drag(x0, y0, to->cx(), to->cy(), 8);
    }
  } else {
    ui.tap(cell_id(target));
  }
  ++taps;
  EXPECT_EQ(ui.text("blokus.ruling"), "legal") << ui.text("blokus.reasons");
  EXPECT_EQ(ui.text("blokus.piece"), std::string(blokus::piece_name(move.piece)));
  ui.tap("blokus.confirm");
  ++taps;
  return taps;
}

// Folds the stored events through the referee, independently of the controller.
blokus::GameState rebuild_from_events(db::Store& store, std::int64_t session) {
  blokus::GameState state(blokus::Variant::kClassic);
  const auto rows = store.events(session).value();
  for (const auto& row : rows) {
    const auto json = nlohmann::json::parse(row.payload, nullptr, false);
    EXPECT_TRUE(json.is_object()) << row.payload;
    if (row.kind == "undo") {
      EXPECT_TRUE(state.undo().ok());
      continue;
    }
    if (row.kind == "clock") continue;
    const auto color = *blokus::color_from_name(state.variant(), json["color"].get<std::string>());
    std::vector<GridCell> cells;
    std::stringstream list(json["cells"].get<std::string>());
    for (std::string part; std::getline(list, part, ',');)
      cells.push_back(*blokus::parse_cell(part));
    auto placed = row.kind == "overrule" ? state.overrule(color, cells) : state.play(color, cells);
    EXPECT_TRUE(placed.ok()) << row.kind << " " << row.payload;
  }
  return state;
}

void expect_same_position(const blokus::GameState& a, const blokus::GameState& b) {
  EXPECT_EQ(a.history(), b.history());
  EXPECT_EQ(a.to_move(), b.to_move());
  EXPECT_EQ(a.game_over(), b.game_over());
  for (int y = 0; y < a.info().height; ++y) {
    for (int x = 0; x < a.info().width; ++x) {
      EXPECT_EQ(a.color_at(GridCell{x, y}), b.color_at(GridCell{x, y})) << x << "," << y;
    }
  }
  for (int c = 0; c < a.colors(); ++c) {
    EXPECT_EQ(a.remaining(static_cast<blokus::Color>(c)),
              b.remaining(static_cast<blokus::Color>(c)));
  }
}

TEST(blokus_ui, a_classic_game_by_taps_both_ways_rebuilt_from_the_database_and_exported) {
  TempDir dir;
  UiDriver ui(options_for(dir));
  const std::int64_t session = create_classic_on_home(ui, false);
  ASSERT_EQ(state_of(ui).to_move(), std::optional<blokus::Color>(0));
  EXPECT_EQ(ui.text("blokus.to_move"), "1");

  // An illegal attempt first: blue's monomino on a1, not on its start cell a20. The reason
  // is written out and confirm places nothing.
  ui.tap(cell_id({0, 0}));
  EXPECT_EQ(ui.text("blokus.ruling"), "illegal");
  EXPECT_NE(ui.text("blokus.reasons").find("a20"), std::string::npos) << ui.text("blokus.reasons");
  ui.tap("blokus.confirm");
  EXPECT_EQ(moves_of(ui), 0u);
  ui.tap("blokus.clear");
  EXPECT_EQ(ui.text("blokus.ruling"), "");

  // 1. Blue by cells: the referee names the piece.
  const auto m1 = pick_move(state_of(ui), false);
  EXPECT_EQ(enter_by_cells(ui, m1.cells), static_cast<int>(m1.cells.size()) + 1);
  ASSERT_EQ(moves_of(ui), 1u);
  // 2. Yellow by tray, orientation already right: piece, target, confirm = 3 taps.
  auto m2 = pick_move(state_of(ui), true);
  ASSERT_EQ(m2.orientation, 0);
  EXPECT_EQ(enter_by_tray(ui, m2, false), 3);
  ASSERT_EQ(moves_of(ui), 2u);
  // 3. Red puts its domino on a1, against the rules; the table overrules the referee. Green
  // can no longer cover its start cell and is skipped, which the screen says.
  ui.tap(cell_id({0, 0}));
  ui.tap(cell_id({0, 1}));
  EXPECT_EQ(ui.text("blokus.ruling"), "illegal");
  ui.tap("blokus.overrule");
  ui.tap("blokus.overrule_confirm");
  ASSERT_EQ(moves_of(ui), 3u);
  EXPECT_TRUE(state_of(ui).history().back().overruled);
  EXPECT_EQ(ui.text("blokus.last_overruled"), "1");
  EXPECT_EQ(ui.text("blokus.skipped_colors"), "4");
  EXPECT_NE(ui.text("blokus.skipped").find("Green"), std::string::npos);
  EXPECT_EQ(ui.text("blokus.to_move"), "1");

  // The keyboard turns the piece in the hand: D right, A left, W / S flip.
  ui.tap("blokus.tray.L5");
  const auto l5 = *blokus::piece_from_name("L5");
  ui.key(SDLK_d);
  EXPECT_EQ(screen_of(ui).orientation(),
            blokus::turn_orientation(l5, 0, blokus::Turn::kRotateRight));
  ui.key(SDLK_a);
  EXPECT_EQ(screen_of(ui).orientation(), 0);
  ui.key(SDLK_w);
  EXPECT_EQ(screen_of(ui).orientation(),
            blokus::turn_orientation(l5, 0, blokus::Turn::kFlipVertical));
  ui.key(SDLK_s);
  EXPECT_EQ(screen_of(ui).orientation(), 0);
  ui.tap("blokus.clear");
  EXPECT_EQ(ui.text("blokus.picked"), "");

  // Hints: the count of blue's legal moves.
  ui.tap("blokus.hints");
  EXPECT_EQ(ui.text("blokus.hint_count"), std::to_string(state_of(ui).legal_moves(0).size()));
  ui.tap("blokus.hints");

  // 4.. 13: blue, yellow, red in turn, alternately by cells and by tray (buttons, keys).
  for (int i = 4; i <= 13; ++i) {
    const auto move = pick_move(state_of(ui), false);
    if (i % 2 == 0) {
      enter_by_cells(ui, move.cells);
    } else {
      enter_by_tray(ui, move, i % 4 == 1, i == 7);
    }
    ASSERT_EQ(moves_of(ui), static_cast<std::size_t>(i)) << ui.text("blokus.problems");
    if (i == 6) {  // one undo, and the move entered again
      ui.tap("blokus.undo");
      ASSERT_EQ(moves_of(ui), 5u);
      enter_by_cells(ui, move.cells);
      ASSERT_EQ(moves_of(ui), 6u);
    }
  }
  EXPECT_FALSE(state_of(ui).game_over());
  const blokus::GameState shown = state_of(ui);

  // The database's events rebuild the position exactly, by the referee alone and by a
  // fresh controller.
  auto& store = *ui.ctx().store;
  expect_same_position(rebuild_from_events(store, session), shown);
  controllers::BlokusController fresh;
  ASSERT_TRUE(fresh.open(store, session, 0).ok());
  expect_same_position(fresh.state(), shown);
  std::size_t undos = 0;
  std::size_t overrules = 0;
  const auto rows = store.events(session).value();
  for (const auto& row : rows) {
    undos += row.kind == "undo" ? 1 : 0;
    overrules += row.kind == "overrule" ? 1 : 0;
  }
  EXPECT_EQ(undos, 1u);
  EXPECT_EQ(overrules, 1u);

  // Exported from the screen, the .blksgf reads back to the same game.
  ui.tap("blokus.files");
  ui.tap("blokus.export");
  // By default into the exports folder, named as History names it.
  const std::string path =
      dir.file("exports/session-" + std::to_string(session) + "-blokus.blksgf");
  std::ifstream in(path);
  ASSERT_TRUE(in.good()) << ui.text("blokus.info") << ui.text("blokus.problems");
  std::stringstream text;
  text << in.rdbuf();
  auto game = blokus::read_sgf(text.str());
  ASSERT_TRUE(game.ok()) << text.str();
  const auto replayed = blokus::replay(game.value());
  EXPECT_FALSE(replayed.first_invalid.has_value());
  expect_same_position(replayed.state, shown);
  // The very file History's export writes.
  auto exported = controllers::export_session(controllers::load_session(store, session).value(),
                                              "blksgf", controllers::history_registry());
  ASSERT_TRUE(exported.ok());
  EXPECT_EQ(exported.value(), text.str());
  EXPECT_NE(text.str().find("DT["), std::string::npos) << text.str();  // dated, as SGF dates
  // "Saved …" shows while Files is open and goes with it.
  EXPECT_EQ(ui.text("blokus.info").rfind("Saved ", 0), 0u) << ui.text("blokus.info");
  ui.tap("blokus.files");
  EXPECT_FALSE(ui.visible("blokus.info")) << ui.text("blokus.info");
}

TEST(blokus_ui, killed_mid_game_and_resumed_at_the_same_position_with_its_clocks) {
  TempDir dir;
  std::int64_t session = 0;
  blokus::GameState before;
  std::int64_t elapsed = 0;
  std::vector<controllers::BlokusMoveRecord> records;
  {
    UiDriver ui(options_for(dir));
    session = create_classic_on_home(ui, true);
    for (int i = 0; i < 3; ++i) enter_by_cells(ui, pick_move(state_of(ui), false).cells);
    EXPECT_FALSE(ui.text("blokus.clock.0").empty());
    EXPECT_EQ(ui.text("blokus.clock.running"), "extra");  // the move's extra time burns first
    ui.tap("blokus.pause");
    EXPECT_TRUE(ui.visible("blokus.resume"));
    before = state_of(ui);
    elapsed = screen_of(ui).controller().turn_elapsed(0);
    records = screen_of(ui).controller().moves();
    // A tray piece half entered is not a move: nothing of it survives.
    ui.tap("blokus.tray.I5");
  }  // the app is gone without any goodbye
  {
    UiDriver ui(options_for(dir));
    ui.tap("home.resume." + std::to_string(session));
    ASSERT_EQ(ui.screen(), "blokus");
    expect_same_position(state_of(ui), before);
    const auto& controller = screen_of(ui).controller();
    EXPECT_FALSE(controller.running());
    EXPECT_EQ(controller.turn_elapsed(0), elapsed);
    ASSERT_EQ(controller.moves().size(), records.size());
    for (std::size_t i = 0; i < records.size(); ++i) {
      EXPECT_EQ(controller.moves()[i].used_ms, records[i].used_ms);  // time stored per move
    }
    EXPECT_TRUE(ui.visible("blokus.resume"));
    ui.tap("blokus.resume");
    EXPECT_TRUE(controller.running());
    // And play goes on from there.
    enter_by_cells(ui, pick_move(state_of(ui), false).cells);
    EXPECT_EQ(moves_of(ui), 4u);
  }
}

// Home: classic Blokus with 10 min + 10 s clocks; the time-out option appears only once the
// clocks are on, and is on by default. Returns the session id.
std::int64_t create_timed_classic(UiDriver& ui) {
  ui.tap("home.game.blokus");
  ui.tap("home.variant.classic");
  const std::vector<std::string> names{"Ann", "Bo", "Chen", "Dai"};
  for (std::size_t i = 0; i < names.size(); ++i) {
    ui.tap("home.player." + std::to_string(i) + ".name");
    ui.type(names[i]);
  }
  EXPECT_FALSE(ui.visible("home.option.timeout_piece.true"));
  ui.tap("home.option.clocks.10+10");
  EXPECT_TRUE(ui.visible("home.option.timeout_piece.true"));
  ui.tap("home.start");
  EXPECT_EQ(ui.screen(), "blokus") << ui.text("home.problems");
  auto sessions = ui.ctx().store->list_sessions(db::SessionFilter{}).value();
  return sessions.empty() ? 0 : sessions.front().id;
}

// The move in progress has used `elapsed_ms` when the app comes back: the clock checkpoint
// a killed app leaves in the store (the number of events must match the session's).
void bank_time(const TempDir& dir, std::int64_t session, std::int64_t elapsed_ms) {
  auto store = db::Store::open(dir.file("tableref.db"));
  ASSERT_TRUE(store.ok());
  const auto events = static_cast<std::int64_t>(store.value().events(session).value().size());
  nlohmann::json point;
  point["events"] = events;
  point["elapsed_ms"] = elapsed_ms;
  ASSERT_TRUE(
      store.value().set_setting("blokus.clock." + std::to_string(session), point.dump()).ok());
}

constexpr std::int64_t kPastTenMinutes = (10 * 60 + 10 + 5) * 1000;  // total + extra + 5 s

// Blue's time runs out: the referee's random legal piece is drawn on the board, the table
// puts it down and confirms; later yellow's time runs out and the table overrules instead.
TEST(blokus_ui, a_time_out_proposes_a_legal_piece_confirmed_or_overruled) {
  TempDir dir;
  std::int64_t session = 0;
  {
    UiDriver ui(options_for(dir));
    session = create_timed_classic(ui);
    EXPECT_FALSE(ui.visible("blokus.timeout"));  // the time is not out yet
  }
  bank_time(dir, session, kPastTenMinutes);
  std::string proposed;
  {
    UiDriver ui(options_for(dir));
    ui.tap("home.resume." + std::to_string(session));
    ASSERT_EQ(ui.screen(), "blokus");
    ASSERT_TRUE(ui.visible("blokus.timeout"));
    proposed = ui.text("blokus.timeout.cells");
    const auto cells = parse_cell_list(proposed);
    ASSERT_FALSE(cells.empty());
    EXPECT_TRUE(state_of(ui).check(0, cells).ok()) << proposed;  // legal for blue
    ui.tap("blokus.timeout.confirm");
    EXPECT_EQ(moves_of(ui), 1u);
    EXPECT_EQ(blokus::format_cells(state_of(ui).cells_of(state_of(ui).history().back().placement)),
              proposed);
    EXPECT_FALSE(ui.visible("blokus.timeout"));  // yellow has all its time
    EXPECT_EQ(ui.text("blokus.to_move"), "2");
  }
  {
    auto store = db::Store::open(dir.file("tableref.db"));
    const auto rows = store.value().events(session).value();
    ASSERT_EQ(rows.size(), 1u);
    const auto payload = nlohmann::json::parse(rows[0].payload);
    EXPECT_EQ(payload["entry"], "timeout");
    EXPECT_EQ(payload["cells"], proposed);
    // The log reproduces the draw: the seed of (session, events before it).
    EXPECT_EQ(payload["timeout_seed"].get<std::uint64_t>(), blokus::timeout_seed(session, 0));
  }
  bank_time(dir, session, kPastTenMinutes);
  {
    UiDriver ui(options_for(dir));
    ui.tap("home.resume." + std::to_string(session));
    ASSERT_TRUE(ui.visible("blokus.timeout"));
    ui.tap("blokus.timeout.overrule");
    EXPECT_FALSE(ui.visible("blokus.timeout"));
    EXPECT_EQ(moves_of(ui), 1u);
    // Yellow plays its own piece as usual.
    enter_by_cells(ui, pick_move(state_of(ui), false).cells);
    EXPECT_EQ(moves_of(ui), 2u);
  }
}

TEST(blokus_ui, timeout_screenshots) {
  for (const std::string lang : {"en", "zh-Hans"}) {
    TempDir dir;
    std::int64_t session = 0;
    {
      UiDriver ui(options_for(dir, lang));
      session = create_timed_classic(ui);
      for (int i = 0; i < 6; ++i) enter_by_cells(ui, pick_move(state_of(ui), false).cells);
    }
    bank_time(dir, session, kPastTenMinutes);
    UiDriver ui(options_for(dir, lang));
    ui.tap("home.resume." + std::to_string(session));
    ASSERT_TRUE(ui.visible("blokus.timeout"));
    // The shot shows the proposal: whose time ran out, the piece drawn, in the shot's
    // language; and the piece drawn is one the rules let that color place now.
    const auto color = *state_of(ui).to_move();
    const auto& seat = screen_of(ui).controller().seats()[static_cast<std::size_t>(
        screen_of(ui).controller().seat_for(color))];
    const std::string proposal = ui.text("blokus.timeout");
    const std::string piece = ui.text("blokus.timeout.piece");
    ASSERT_FALSE(piece.empty());
    EXPECT_NE(proposal.find(piece), std::string::npos) << proposal;
    EXPECT_NE(proposal.find(seat.player), std::string::npos) << proposal;
    EXPECT_TRUE(in_language(proposal, lang)) << proposal;
    const auto cells = parse_cell_list(ui.text("blokus.timeout.cells"));
    EXPECT_TRUE(screen_of(ui).controller().check(color, cells).ok()) << proposal;
    ui.shot("blokus_timeout_" + lang);
  }
}

// A finished classic game (first legal move each turn) written as .blksgf into `dir`.
std::string write_finished_game(const TempDir& dir) {
  blokus::GameState st(blokus::Variant::kClassic);
  while (!st.game_over()) {
    const auto color = *st.to_move();
    const auto moves = st.legal_moves(color);
    st.play_generated(color, moves[moves.size() / 2]);
  }
  const std::string path = dir.file("games");
  std::filesystem::create_directories(path);
  std::ofstream(path + "/finished.blksgf") << blokus::write_sgf(st) << "\n";
  return path;
}

std::int64_t open_file_from_folder(UiDriver& ui, const std::string& folder) {
  EXPECT_FALSE(ui.text("blokus.no_session").empty());
  ui.tap("blokus.import_path");
  for (std::size_t i = 0; i < folder.size(); i += 16)
    ui.type(folder.substr(i, 16));  // SDL's 32 bytes
  ui.tap("blokus.import_open");
  ui.tap("blokus.import.file.0");
  EXPECT_EQ(ui.screen(), "blokus");
  auto sessions = ui.ctx().store->list_sessions(db::SessionFilter{}).value();
  EXPECT_EQ(sessions.size(), 1u);
  return sessions.empty() ? 0 : sessions.front().id;
}

TEST(blokus_ui, a_finished_game_from_a_blksgf_file_shows_both_scorings_and_is_stored) {
  TempDir dir;
  const std::string folder = write_finished_game(dir);
  AppOptions options = options_for(dir);
  options.screen = "blokus";
  UiDriver ui(options);
  const std::int64_t session = open_file_from_folder(ui, folder);
  ASSERT_TRUE(state_of(ui).game_over());
  const auto scores = blokus::score(state_of(ui));
  for (const auto& p : scores.players) {
    EXPECT_EQ(ui.text("blokus.score." + std::to_string(p.player)), std::to_string(p.boxed));
    EXPECT_EQ(ui.text("blokus.score." + std::to_string(p.player) + ".rank"),
              std::to_string(p.rank_boxed));
  }
  auto summary = ui.ctx().store->session(session).value();
  EXPECT_EQ(summary.status, db::SessionStatus::kFinished);
  // A .blksgf records colors, not players: the seats are named after them.
  ASSERT_EQ(summary.seats.size(), 4u);
  EXPECT_EQ(summary.seats[0].player, "Blue");
  EXPECT_EQ(summary.seats[3].player, "Green");
  const auto result = nlohmann::json::parse(summary.result_json, nullptr, false);
  ASSERT_TRUE(result.is_object()) << summary.result_json;
  ASSERT_EQ(result["players"].size(), 4u);
  EXPECT_TRUE(result.contains("duration_s"));
  for (std::size_t i = 0; i < 4; ++i) {
    EXPECT_EQ(result["players"][i]["score"].get<int>(), scores.players[i].boxed);
    EXPECT_EQ(result["players"][i]["rank"].get<int>(), scores.players[i].rank_boxed);
    EXPECT_EQ(result["players"][i]["winner"].get<bool>(), scores.players[i].rank_boxed == 1);
  }
}

bool has_chinese(const std::string& text) {
  // UTF-8 lead bytes of U+4000..U+9FFF, where the CJK ideographs are.
  return std::any_of(text.begin(), text.end(), [](char c) {
    const auto byte = static_cast<unsigned char>(c);
    return byte >= 0xE4 && byte <= 0xE9;
  });
}

// Typed into the import's path field, 16 bytes at a time (SDL's text events hold 32).
void type_import_path(UiDriver& ui, const std::string& path) {
  ui.tap("blokus.import_path");
  for (std::size_t i = 0; i < path.size(); i += 16) ui.type(path.substr(i, 16));
}

TEST(blokus_ui, a_bad_blksgf_file_or_an_empty_folder_says_why_in_chinese_and_stores_nothing) {
  TempDir dir;
  std::filesystem::create_directories(dir.file("empty"));
  const std::string bad = dir.file("bad.blksgf");
  std::ofstream(bad) << "(;GM[Blokus];1[z99])";
  AppOptions options = options_for(dir, "zh-Hans");
  options.screen = "blokus";
  UiDriver ui(options);
  type_import_path(ui, bad);
  ui.tap("blokus.import_open");
  EXPECT_EQ(ui.screen(), "blokus");
  const std::string why = ui.text("blokus.problems");
  EXPECT_FALSE(why.empty());
  EXPECT_EQ(why.find("[reason."), std::string::npos) << why;  // a catalog text, not a key
  EXPECT_TRUE(has_chinese(why)) << why;
  EXPECT_EQ(ui.text("blokus.import_path"), bad);  // kept, to be corrected
  EXPECT_TRUE(ui.ctx().store->list_sessions(db::SessionFilter{}).value().empty());
  // A file that is not there names its path.
  ui.tap("blokus.import_path");
  ui.key(SDLK_END);
  ui.type("x");
  ui.tap("blokus.import_open");
  EXPECT_NE(ui.text("blokus.problems").find(bad + "x"), std::string::npos)
      << ui.text("blokus.problems");
  EXPECT_TRUE(ui.ctx().store->list_sessions(db::SessionFilter{}).value().empty());
  // A folder without .blksgf files says so, and the problem above goes.
  ui.tap("blokus.import_path");
  ui.key(SDLK_END);
  for (std::size_t i = 0; i < bad.size() + 1; ++i) ui.key(SDLK_BACKSPACE);
  ASSERT_EQ(ui.text("blokus.import_path"), "");
  type_import_path(ui, dir.file("empty"));
  ui.tap("blokus.import_open");
  EXPECT_FALSE(ui.visible("blokus.problems")) << ui.text("blokus.problems");
  EXPECT_EQ(ui.text("blokus.info"), dir.file("empty") + " 中没有 .blksgf 文件");
}

TEST(blokus_ui, a_failed_export_says_the_file_cannot_be_written_and_the_game_goes_on) {
  TempDir dir;
  // A file stands where the exports folder would be made.
  std::ofstream(dir.file("exports")) << "not a folder";
  UiDriver ui(options_for(dir));
  const std::int64_t session = create_classic_on_home(ui, false);
  enter_by_cells(ui, pick_move(state_of(ui), false).cells);
  ASSERT_EQ(moves_of(ui), 1u);
  ui.tap("blokus.files");
  ui.tap("blokus.export");
  const std::string why = ui.text("blokus.problems");
  EXPECT_NE(why.find("cannot be written"), std::string::npos) << why;
  EXPECT_NE(why.find(dir.file("exports/session-" + std::to_string(session) + "-blokus.blksgf")),
            std::string::npos)
      << why;
  EXPECT_FALSE(ui.visible("blokus.info")) << ui.text("blokus.info");
  std::ifstream in(dir.file("exports"));
  std::stringstream kept;
  kept << in.rdbuf();
  EXPECT_EQ(kept.str(), "not a folder");
  // Nothing of the game is lost: the next move is taken as before.
  enter_by_cells(ui, pick_move(state_of(ui), false).cells);
  EXPECT_EQ(moves_of(ui), 2u);
}

TEST(blokus_ui, a_solo_puzzle_places_any_color_on_its_own_board) {
  TempDir dir;
  UiDriver ui(options_for(dir));
  ui.tap("home.game.blokus");
  ui.tap("home.variant.solo-tetromino");
  ui.tap("home.player.0.name");
  ui.type("Ann");
  ui.tap("home.start");
  ASSERT_EQ(ui.screen(), "blokus") << ui.text("home.problems");
  EXPECT_EQ(state_of(ui).variant(), blokus::Variant::kSoloTetromino);
  EXPECT_FALSE(ui.visible("blokus.cell.i1"));  // 8 wide
  EXPECT_TRUE(ui.visible("blokus.cell.h10"));  // 10 high
  ui.tap("blokus.color.2");                    // red, chosen freely
  enter_by_cells(ui, {{0, 0}, {1, 0}, {2, 0}, {3, 0}});
  EXPECT_EQ(state_of(ui).color_at({0, 0}), 2);
  ui.tap("blokus.color.0");
  enter_by_cells(ui, {{0, 1}, {1, 1}, {2, 1}, {3, 1}});
  EXPECT_EQ(state_of(ui).color_at({3, 1}), 0);
}

TEST(blokus_ui, three_players_take_the_shared_green_in_turn) {
  TempDir dir;
  UiDriver ui(options_for(dir));
  ui.tap("home.game.blokus");
  ui.tap("home.variant.classic-3p");
  const std::vector<std::string> names{"Ann", "Bo", "Chen"};
  for (std::size_t i = 0; i < names.size(); ++i) {
    ui.tap("home.player." + std::to_string(i) + ".name");
    ui.type(names[i]);
  }
  ui.tap("home.start");
  ASSERT_EQ(ui.screen(), "blokus") << ui.text("home.problems");
  whole_board(ui);
  std::vector<std::string> green_players;
  for (int i = 0; i < 8; ++i) {
    if (ui.text("blokus.to_move") == "4") green_players.push_back(ui.text("blokus.to_move_player"));
    enter_by_cells(ui, pick_move(state_of(ui), false).cells);
  }
  EXPECT_EQ(green_players, (std::vector<std::string>{"Ann", "Bo"}));
}

TEST(blokus_ui, without_a_session_the_screen_says_so) {
  TempDir dir;
  AppOptions options = options_for(dir);
  options.screen = "blokus";
  UiDriver ui(options);
  EXPECT_FALSE(ui.text("blokus.no_session").empty());
  ui.tap("blokus.go_home");
  EXPECT_EQ(ui.screen(), "home");
}

// --- Zoom -----------------------------------------------------------------------------------

// The board cells the screen recorded this frame (only the visible ones when zoomed).
std::vector<std::pair<std::string, ProbeRect>> recorded_cells() {
  std::vector<std::pair<std::string, ProbeRect>> cells;
  for (const auto& [id, rect] : probe().rects()) {
    if (id.rfind("blokus.cell.", 0) == 0) cells.emplace_back(id, rect);
  }
  return cells;
}

// Taps the overview where cell c is: the zoomed window centres on it.
void centre_on(UiDriver& ui, GridCell c) {
  const auto* map = ui.reach("blokus.minimap");
  ASSERT_NE(map, nullptr);
  const auto& info = state_of(ui).info();
  ui.tap_at(map->x + map->w * (static_cast<float>(c.x) + 0.5f) / static_cast<float>(info.width),
            map->y + map->h * (static_cast<float>(info.height - c.y) - 0.5f) /
                         static_cast<float>(info.height));
  ui.frames(2);
}

// A drag as a real finger makes it, a frame every few pixels, so it passes through every
// strip on its way (a zoomed board's edge strip among them): the mouse's button held, or a
// finger (SDL_FINGER* events). The mouse's counts among the driver's drags. With `lift`
// false the finger stays down at the end (lift_finger lifts it).
int drag_steps(float x0, float y0, float x1, float y1) {
  return std::max(2, static_cast<int>(std::ceil(std::hypot(x1 - x0, y1 - y0) / 8.0f)));
}
void drag_as_a_finger(UiDriver& ui, bool finger, float x0, float y0, float x1, float y1,
                      bool lift = true) {
  const int steps = drag_steps(x0, y0, x1, y1);
  if (!finger && lift) {
    ui.drag(x0, y0, x1, y1, steps);
    return;
  }
  if (finger) {
    ui.finger_down(1, x0, y0);
  } else {
    ui.press(x0, y0);
  }
  for (int i = 1; i <= steps; ++i) {
    const float t = static_cast<float>(i) / static_cast<float>(steps);
    if (finger) {
      ui.finger_move(1, x0 + (x1 - x0) * t, y0 + (y1 - y0) * t);
    } else {
      ui.move_held(x0 + (x1 - x0) * t, y0 + (y1 - y0) * t);
    }
  }
  if (lift) ui.finger_up(1, x1, y1);
}
void lift_finger(UiDriver& ui, bool finger, float x, float y) {
  if (finger) {
    ui.finger_up(1, x, y);
  } else {
    ui.release(x, y);
  }
}

TEST(blokus_ui, zoomed_cells_are_finger_sized_and_a_move_by_taps_is_stored) {
  TempDir dir;
  std::int64_t session = 0;
  {
    UiDriver ui(options_for(dir));
    session = create_classic_on_home(ui, false, false);
    ui.frames(2);
    // The whole board's cells would be under a finger's size here, so the board opens zoomed:
    // every cell on screen is finger-sized without asking.
    ASSERT_TRUE(screen_of(ui).zoomed());
    auto cells = recorded_cells();
    ASSERT_GT(cells.size(), 0u);
    EXPECT_LT(cells.size(), 400u);
    for (const auto& [id, rect] : cells) {
      EXPECT_GE(rect.w, 48.0f) << id;
      EXPECT_GE(rect.h, 48.0f) << id;
      EXPECT_TRUE(rect.fully_visible()) << id;
    }
    // Unzoomed, all 400 cells are shown, too small for a finger; and back.
    ASSERT_TRUE(ui.visible("blokus.zoom"));
    ui.tap("blokus.zoom");
    ui.frames(2);
    ASSERT_FALSE(screen_of(ui).zoomed());
    cells = recorded_cells();
    ASSERT_EQ(cells.size(), 400u);
    EXPECT_LT(cells.front().second.w, touch_size());
    ui.tap("blokus.zoom");
    ui.frames(2);
    ASSERT_TRUE(screen_of(ui).zoomed());
    for (const std::string id : {"blokus.minimap", "blokus.pan.left", "blokus.pan.right",
                                 "blokus.pan.up", "blokus.pan.down", "blokus.zoom"}) {
      const auto* r = ui.reach(id);
      ASSERT_NE(r, nullptr) << id;
      EXPECT_GE(r->w, 48.0f) << id;
      EXPECT_GE(r->h, 48.0f) << id;
    }
    // The window opens on blue's start corner: its first piece goes in by taps.
    const auto m1 = pick_move(state_of(ui), false);
    for (const auto& c : m1.cells) ASSERT_TRUE(ui.visible(cell_id(c))) << cell_id(c);
    enter_by_cells(ui, m1.cells);
    ASSERT_EQ(moves_of(ui), 1u);
    EXPECT_EQ(state_of(ui).color_at(m1.cells.front()), 0);
    // The zoom is remembered on this device.
    auto saved = ui.ctx().store->setting("blokus.zoom");
    ASSERT_TRUE(saved.ok());
    EXPECT_EQ(saved.value(), std::optional<std::string>("1"));
  }
  // The database holds the move (an independent fold), and a reopened app is still zoomed.
  auto store = db::Store::open(dir.file("tableref.db"));
  ASSERT_TRUE(store.ok());
  const auto rebuilt = rebuild_from_events(store.value(), session);
  EXPECT_EQ(rebuilt.history().size(), 1u);
  EXPECT_EQ(rebuilt.color_at(GridCell{0, 19}), 0);
  AppOptions options = options_for(dir);
  UiDriver ui(options);
  ui.ctx().go("blokus", session);
  ui.frames(3);
  EXPECT_TRUE(screen_of(ui).zoomed());
  ui.tap("blokus.zoom");
  EXPECT_FALSE(screen_of(ui).zoomed());
  EXPECT_EQ(recorded_cells().size(), 400u);
  // Turned off, it stays off on this device (the setting every opening reads).
  auto off = ui.ctx().store->setting("blokus.zoom");
  ASSERT_TRUE(off.ok());
  EXPECT_EQ(off.value(), std::optional<std::string>("0"));
}

TEST(blokus_ui, zoomed_panned_to_the_far_corner_places_a_piece_on_t20) {
  TempDir dir;
  UiDriver ui(options_for(dir));
  const std::int64_t session = create_classic_on_home(ui, false);
  enter_by_cells(ui, pick_move(state_of(ui), false).cells);  // blue, unzoomed
  ASSERT_EQ(moves_of(ui), 1u);
  ui.tap("blokus.zoom");
  ASSERT_TRUE(screen_of(ui).zoomed());
  // Away to a1 with the overview: t20 is out of view and has no rectangle to tap.
  centre_on(ui, GridCell{0, 0});
  EXPECT_EQ(ui.text("blokus.view").substr(0, 3), "a1:");
  EXPECT_FALSE(ui.visible(cell_id(GridCell{19, 19})));
  EXPECT_TRUE(ui.visible(cell_id(GridCell{0, 0})));
  // The arrows walk the window to the far corner and stop there.
  for (int i = 0; i < 6; ++i) {
    ui.tap("blokus.pan.right");
    ui.tap("blokus.pan.up");
  }
  const std::string view = ui.text("blokus.view");
  EXPECT_EQ(view.substr(view.size() - 4), ":t20") << view;
  ASSERT_TRUE(ui.visible(cell_id(GridCell{19, 19})));
  EXPECT_FALSE(ui.visible(cell_id(GridCell{0, 0})));
  // A keyboard's arrow keys move it a cell; at the edge they do nothing.
  ui.key(SDLK_LEFT);
  EXPECT_EQ(ui.text("blokus.view").substr(view.size() - 4), ":s20") << ui.text("blokus.view");
  ui.key(SDLK_RIGHT);
  ui.key(SDLK_RIGHT);
  ui.key(SDLK_UP);
  EXPECT_EQ(ui.text("blokus.view"), view);
  // Yellow's first piece covers t20, entered by tapping the cells where they are now.
  const auto m2 = pick_move(state_of(ui), false);
  ASSERT_NE(std::find(m2.cells.begin(), m2.cells.end(), GridCell{19, 19}), m2.cells.end());
  for (const auto& c : m2.cells) ASSERT_TRUE(ui.visible(cell_id(c))) << cell_id(c);
  // A wrong tap is marked red on the zoomed board too.
  ui.tap(cell_id(GridCell{15, 15}));
  EXPECT_EQ(ui.text("blokus.ruling"), "illegal");
  ui.tap("blokus.clear");
  enter_by_cells(ui, m2.cells);
  ASSERT_EQ(moves_of(ui), 2u);
  EXPECT_EQ(state_of(ui).color_at(GridCell{19, 19}), 1);
  const auto rebuilt = rebuild_from_events(*ui.ctx().store, session);
  ASSERT_EQ(rebuilt.history().size(), 2u);
  EXPECT_EQ(rebuilt.color_at(GridCell{19, 19}), 1);
  // A tray piece dropped in the zoomed window lands on the cell under the finger.
  const auto m3 = pick_move(state_of(ui), true);
  centre_on(ui, m3.cells.front());
  enter_by_tray(ui, m3, false);
  ASSERT_EQ(moves_of(ui), 3u);
  EXPECT_EQ(state_of(ui).color_at(m3.cells.front()), 2);
}

TEST(blokus_ui, a_piece_dragged_to_the_zoomed_windows_edge_scrolls_the_window) {
  TempDir dir;
  UiDriver ui(options_for(dir));
  create_classic_on_home(ui, false);
  ui.tap("blokus.zoom");
  ASSERT_TRUE(screen_of(ui).zoomed());
  const std::string before = ui.text("blokus.view");
  ASSERT_EQ(before.substr(0, 1), "a") << before;  // blue's corner: the window starts at a
  ui.tap("blokus.tray." + std::string(blokus::piece_name(pick_move(state_of(ui), true).piece)));
  // The rightmost column the window shows, from its text "a10:m20".
  const auto last = blokus::parse_cell(before.substr(before.find(':') + 1));
  ASSERT_TRUE(last.has_value());
  const auto* from = ui.reach(cell_id(GridCell{2, 15}));
  const auto* edge = ui.reach(cell_id(GridCell{last->x, 15}));
  ASSERT_TRUE(from != nullptr && edge != nullptr);
  const float x0 = from->cx();
  const float y0 = from->cy();
  const float x1 = edge->x + edge->w * 0.85f;
  const float y1 = edge->cy();
  ui.press(x0, y0);
  // Held in the window's outer half cell for about a second: it scrolls a cell at a time.
  float x = x0;
  float y = y0;
  for (int step = 0; step < 24; ++step) {
    const float f = std::min(1.0f, static_cast<float>(step + 1) / 4.0f);
    x = x0 + (x1 - x0) * f;
    y = y0 + (y1 - y0) * f;
    ui.advance(50);  // on the driver's clock, the one the app measures the rest with
    ui.move_held(x, y);
  }
  const std::string during = ui.text("blokus.view");
  ui.release(x, y);
  EXPECT_NE(during, before);
  EXPECT_NE(during.substr(0, 1), "a") << during;
  // The piece is on the cell under the finger in the scrolled window (not yet placed).
  EXPECT_NE(ui.text("blokus.ruling"), "");
  EXPECT_EQ(moves_of(ui), 0u);
}

TEST(blokus_ui, duo_offers_zoom_only_when_its_cells_are_too_small) {
  TempDir dir;
  UiDriver ui(options_for(dir));
  ui.tap("home.game.blokus");
  ui.tap("home.variant.duo");
  for (int i = 0; i < 2; ++i) {
    ui.tap("home.player." + std::to_string(i) + ".name");
    ui.type(i == 0 ? "Ann" : "Bo");
  }
  ui.tap("home.start");
  ASSERT_EQ(ui.screen(), "blokus") << ui.text("home.problems");
  ui.frames(2);
  // Zoom is offered, and on by default, exactly when the whole board's cells are under a
  // finger's size; either way every cell a finger can tap is at least 48 px from the start.
  auto cells = recorded_cells();
  const bool small = screen_of(ui).zoomed();
  EXPECT_EQ(ui.visible("blokus.zoom"), small);
  if (small) {
    EXPECT_LT(cells.size(), 196u);
    ui.tap("blokus.zoom");
    ui.frames(2);
    ASSERT_EQ(recorded_cells().size(), 196u);
    EXPECT_LT(recorded_cells().front().second.w, touch_size());
    ui.tap("blokus.zoom");
    ui.frames(2);
    cells = recorded_cells();
  } else {
    ASSERT_EQ(cells.size(), 196u);
  }
  ASSERT_GT(cells.size(), 0u);
  for (const auto& [id, rect] : cells) {
    EXPECT_GE(rect.w, 48.0f) << id;
    EXPECT_GE(rect.h, 48.0f) << id;
  }
}

TEST(blokus_ui, the_tray_icons_are_legible_and_finger_sized) {
  TempDir dir;
  UiDriver ui(options_for(dir));
  create_classic_on_home(ui, false);
  ui.frames(2);
  // Every piece drawn with squares of at least 10 px (the five-long I5), pieces at most four
  // long with at least 12 px; every tray button at least a finger.
  EXPECT_GE(std::stoi(ui.text("blokus.tray.square")), 10) << ui.text("blokus.tray.square");
  for (const auto* piece : {"1", "2", "I3", "V3", "I4", "L4", "O", "T4", "Z4", "F", "P", "T5", "U",
                            "V5", "W", "X", "Z5"}) {
    const std::string size = ui.text(std::string("blokus.tray.") + piece + ".square");
    ASSERT_FALSE(size.empty()) << piece;
    EXPECT_GE(std::stoi(size), 12) << piece;
  }
  int pieces = 0;
  for (const auto& [id, rect] : probe().rects()) {
    if (id.rfind("blokus.tray.", 0) != 0) continue;
    ++pieces;
    EXPECT_GE(rect.w, touch_size()) << id;
    EXPECT_GE(rect.h, touch_size()) << id;
  }
  EXPECT_EQ(pieces, 21);
}

// Issue #14: a double tap on Confirm undid the move it had just confirmed (the rows moved up
// and Undo landed where Confirm was). Now the second tap lands on Confirm again, which has
// nothing to place; Undo asks nothing, and Redo brings an undone move back.
TEST(blokus_ui, a_double_tap_on_confirm_places_the_move_once_and_undo_has_a_redo) {
  TempDir dir;
  UiDriver ui(options_for(dir));
  const std::int64_t session = create_classic_on_home(ui, true);
  const auto move = pick_move(state_of(ui), false);
  for (const auto& c : move.cells) ui.tap(cell_id(c));
  ASSERT_EQ(ui.text("blokus.ruling"), "legal");
  const auto* confirm = ui.reach("blokus.confirm");
  ASSERT_NE(confirm, nullptr);
  const float x = confirm->cx();
  const float y = confirm->cy();
  ui.tap_at(x, y);
  ui.tap_at(x, y);  // the finger comes down again at the same spot
  ASSERT_EQ(moves_of(ui), 1u) << "the second tap on Confirm changed the game";
  EXPECT_EQ(state_of(ui).last_piece_cells(0).size(), move.cells.size());
  const auto* again = probe().find("blokus.confirm");
  ASSERT_NE(again, nullptr);
  EXPECT_TRUE(x >= again->x && x < again->x + again->w && y >= again->y && y < again->y + again->h);

  // Undo takes the move back at once; Redo places it again, stored as a redo.
  EXPECT_FALSE(screen_of(ui).controller().can_redo());
  ui.tap("blokus.undo");
  ASSERT_EQ(moves_of(ui), 0u);
  ui.tap("blokus.redo");
  ASSERT_EQ(moves_of(ui), 1u);
  EXPECT_EQ(blokus::format_cells(state_of(ui).last_piece_cells(0)),
            blokus::format_cells(move.cells));
  const auto rows = ui.ctx().store->events(session).value();
  ASSERT_FALSE(rows.empty());
  EXPECT_EQ(rows.back().kind, "place");
  EXPECT_NE(rows.back().payload.find("\"redo\":true"), std::string::npos) << rows.back().payload;
  // Nothing left to redo: the button is off.
  EXPECT_FALSE(screen_of(ui).controller().can_redo());
}

// The layout check (on in every UI test) over Blokus's main path: cells and tray, a red
// ruling, an overrule with a skip, hints on and off, clocks paused and resumed, undo and
// redo, the files. No button moves under a finger.
TEST(blokus_ui, the_main_path_moves_no_button) {
  TempDir dir;
  UiDriver ui(options_for(dir));
  ASSERT_TRUE(ui.checking_layout());
  create_classic_on_home(ui, true, false);
  if (screen_of(ui).zoomed()) ui.tap("blokus.zoom");

  ui.tap(cell_id({0, 0}));  // illegal: the reasons come
  EXPECT_EQ(ui.text("blokus.ruling"), "illegal");
  ui.tap("blokus.clear");
  enter_by_cells(ui, pick_move(state_of(ui), false).cells);
  enter_by_tray(ui, pick_move(state_of(ui), true), false);
  ui.tap(cell_id({0, 0}));
  ui.tap(cell_id({0, 1}));
  ui.tap("blokus.overrule");
  ui.tap("blokus.overrule");  // disarmed
  ui.tap("blokus.overrule");
  ui.tap("blokus.overrule_confirm");
  ASSERT_EQ(moves_of(ui), 3u);
  EXPECT_EQ(ui.text("blokus.skipped_colors"), "4");
  ui.tap("blokus.hints");
  EXPECT_FALSE(ui.text("blokus.hint_count").empty());
  ui.tap("blokus.hints");
  ui.tap("blokus.pause");
  ui.tap("blokus.resume");
  ui.tap("blokus.undo");
  ui.tap("blokus.redo");
  EXPECT_EQ(moves_of(ui), 3u);
  for (int i = 0; i < 3; ++i) enter_by_cells(ui, pick_move(state_of(ui), false).cells);
  ui.tap("blokus.files");
  ui.tap("blokus.export");
  EXPECT_FALSE(ui.text("blokus.info").empty());
  ui.tap("blokus.files");
}

// The tap budget: a Blokus move in three taps or fewer on average (issue #14: 4.6 before;
// issue #23 measured 3.4 by hand). A whole classic game, to its end, of moves a player might
// choose (each color a largest piece it has left, the place drawn by a seeded generator
// among the legal ones, any orientation), entered as a player at the table does in the
// window as it opens (zoomed where cells would be under a finger): the overview tapped when
// the place is out of view; a monomino by its cell; any other piece dragged from the tray as
// the tray shows it, the finger on the middle of the place (the way it lands there then the
// screen's: slid or turned to fit), turned when it landed another way (taps on the same
// cell, or the turn buttons, whichever is fewer), Confirm. Every drag counts as a tap.
TEST(blokus_ui, a_move_takes_three_taps_or_fewer_on_average) {
  TempDir dir;
  UiDriver ui(options_for(dir));
  create_classic_on_home(ui, false, false);
  ui.frames(2);
  ASSERT_TRUE(screen_of(ui).zoomed());
  std::uint64_t seed = 23;
  int moves = 0;
  int pans = 0;
  int turning = 0;
  int direct = 0;
  const auto gestures = [&ui] { return ui.taps() + ui.drags(); };
  const int start = gestures();
  while (!state_of(ui).game_over()) {
    const auto& st = state_of(ui);
    const auto color = *st.to_move();
    std::vector<blokus::PlacementInfo> largest;
    for (const auto id : st.legal_moves(color)) {
      auto info = st.describe(color, id);
      const auto size = blokus::piece_info(info.piece).size;
      if (!largest.empty() && size < blokus::piece_info(largest.front().piece).size) continue;
      if (!largest.empty() && size > blokus::piece_info(largest.front().piece).size)
        largest.clear();
      largest.push_back(info);
    }
    ASSERT_FALSE(largest.empty());
    seed = seed * 6364136223846793005ull + 1442695040888963407ull;
    const auto move = largest[(seed >> 33) % largest.size()];
    const std::size_t before = moves_of(ui);
    const auto grab = controllers::blokus_grab_cell(move.piece, move.orientation);
    const GridCell aim{move.anchor.x + grab.x, move.anchor.y + grab.y};
    // Out of view: the overview, once, centred on the place.
    const bool seen = std::all_of(move.cells.begin(), move.cells.end(),
                                  [&ui](GridCell c) { return ui.visible(cell_id(c)); });
    if (!seen) {
      centre_on(ui, aim);
      ++pans;
      for (const auto& c : move.cells) ASSERT_TRUE(ui.visible(cell_id(c))) << cell_id(c);
    }
    if (move.cells.size() == 1) {
      enter_by_cells(ui, move.cells);
    } else {
      const int before_drop = gestures();
      const auto* from = ui.reach("blokus.tray." + std::string(blokus::piece_name(move.piece)));
      ASSERT_NE(from, nullptr);
      const float x0 = from->cx();
      const float y0 = from->cy();
      const auto* to = ui.reach(cell_id(aim));
      ASSERT_NE(to, nullptr);
      drag_as_a_finger(ui, false, x0, y0, to->cx(), to->cy());
      if (moves_of(ui) == before + 1) {  // nothing left to choose: placed on the drop
        ++direct;
        const auto placed = state_of(ui).cells_of(state_of(ui).history().back().placement);
        ASSERT_TRUE(
            std::is_permutation(placed.begin(), placed.end(), move.cells.begin(), move.cells.end()))
            << blokus::format_cells(placed) << " not " << blokus::format_cells(move.cells);
        ++moves;
        continue;
      }
      ASSERT_EQ(ui.text("blokus.picked"), std::string(blokus::piece_name(move.piece)));
      ASSERT_TRUE(screen_of(ui).target().has_value());
      const auto landed = [&ui, &move] {
        return controllers::blokus_tray_cells(move.piece, screen_of(ui).orientation(),
                                              *screen_of(ui).target());
      };
      const auto wanted = [&move](const std::vector<GridCell>& cells) {
        return std::is_permutation(cells.begin(), cells.end(), move.cells.begin(),
                                   move.cells.end());
      };
      if (!wanted(landed())) {
        // Fewer: the taps on the same cell (each the next way it fits covering it), or the
        // turn buttons when they bring it there as it lies.
        const auto& c = screen_of(ui).controller();
        int cycles = 0;
        auto way = screen_of(ui).orientation();
        for (; cycles < 8; ++cycles) {
          const auto next = c.next_fit(color, move.piece, way, aim);
          if (!next) break;
          way = next->orientation;
          if (wanted(controllers::blokus_tray_cells(move.piece, next->orientation, next->target)))
            break;
        }
        ++cycles;
        const auto turns = turns_between(move.piece, screen_of(ui).orientation(), move.orientation);
        const bool buttons_do = wanted(
            controllers::blokus_tray_cells(move.piece, move.orientation, *screen_of(ui).target()));
        if (buttons_do && static_cast<int>(turns.size()) < cycles) {
          static const char* ids[] = {"blokus.rotate_left", "blokus.rotate_right", "blokus.flip",
                                      "blokus.mirror"};
          for (const int t : turns) ui.tap(ids[t]);
        } else {
          for (int again = 0; again < cycles && !wanted(landed()); ++again) ui.tap(cell_id(aim));
        }
        turning += gestures() - before_drop - 1;
      }
      ASSERT_TRUE(wanted(landed()))
          << blokus::format_cells(landed()) << " wanted " << blokus::format_cells(move.cells);
      ASSERT_EQ(ui.text("blokus.ruling"), "legal");
      ui.tap("blokus.confirm");
    }
    ASSERT_EQ(moves_of(ui), before + 1) << ui.text("blokus.problems");
    ++moves;
  }
  const double average = static_cast<double>(gestures() - start) / moves;
  RecordProperty("taps_per_move", std::to_string(average));
  std::printf(
      "Blokus: a whole game, %d moves in %d taps and drags, %.2f a move (%d placed on the drop, "
      "%d overview taps, %d taps turning a piece that landed another way); %.2f a move if "
      "each drop waited for Confirm\n",
      moves, gestures() - start, average, direct, pans, turning,
      static_cast<double>(gestures() - start + direct) / moves);
  EXPECT_GT(moves, 40) << "not a whole game";
  EXPECT_LE(average, 3.0);
}

// The window of cells on the board (the union of the recorded cells) and a cell's side.
struct BoardWindow {
  float x0 = 1e9f, y0 = 1e9f, x1 = -1e9f, y1 = -1e9f, cell = 0;
};
BoardWindow board_window() {
  BoardWindow w;
  for (const auto& [id, rect] : recorded_cells()) {
    w.x0 = std::min(w.x0, rect.x);
    w.y0 = std::min(w.y0, rect.y);
    w.x1 = std::max(w.x1, rect.x + rect.w);
    w.y1 = std::max(w.y1, rect.y + rect.h);
    w.cell = rect.w;
  }
  return w;
}

// Issue #23: a piece dragged from the tray landed a cell off. On its way in the finger
// crossed the zoomed window's edge strip (its outer half cell), which scrolled the window a
// cell under it. Now a piece carried in from the tray scrolls nothing on its way in, and
// lands on the cell under the finger: in landscape and portrait, zoomed and whole, by mouse
// and by finger, the drag made as a real finger makes it (through the strip).
TEST(blokus_ui, a_tray_piece_dragged_in_lands_on_the_cell_under_the_finger) {
  struct Size {
    int w, h;
  };
  for (const Size size : {Size{1280, 800}, Size{800, 1280}}) {
    for (const bool zoom : {true, false}) {
      for (const bool finger : {false, true}) {
        SCOPED_TRACE(std::to_string(size.w) + "x" + std::to_string(size.h) +
                     (zoom ? " zoomed" : " whole") + (finger ? " finger" : " mouse"));
        TempDir dir;
        std::int64_t session = 0;
        {
          UiDriver home(options_for(dir));
          session = create_classic_on_home(home, false, !zoom);
        }
        AppOptions options = options_for(dir);
        options.width = size.w;
        options.height = size.h;
        options.screen = "blokus";
        options.session_id = session;
        UiDriver ui(options);
        ui.frames(3);
        ASSERT_EQ(ui.screen(), "blokus");
        ASSERT_EQ(screen_of(ui).zoomed(), zoom);
        // Blue's first move, a largest piece as the tray shows it, its middle on the cell
        // the finger aims at.
        const auto move = pick_move(state_of(ui), true);
        ASSERT_EQ(move.orientation, 0);
        const auto grab = controllers::blokus_grab_cell(move.piece, move.orientation);
        const GridCell aim{move.anchor.x + grab.x, move.anchor.y + grab.y};
        const auto* tray = ui.reach("blokus.tray." + std::string(blokus::piece_name(move.piece)));
        ASSERT_NE(tray, nullptr);
        const float x0 = tray->cx();
        const float y0 = tray->cy();
        const auto* to = ui.reach(cell_id(aim));
        ASSERT_NE(to, nullptr);
        const float x1 = to->cx();
        const float y1 = to->cy();
        const std::string view = ui.text("blokus.view");
        // The way in crosses the edge strip (a step of the drag lies in it).
        const auto w = board_window();
        bool crossed = false;
        const int steps = drag_steps(x0, y0, x1, y1);
        for (int i = 1; i <= steps; ++i) {
          const float t = static_cast<float>(i) / static_cast<float>(steps);
          const float x = x0 + (x1 - x0) * t;
          const float y = y0 + (y1 - y0) * t;
          const bool inside = x >= w.x0 && x < w.x1 && y >= w.y0 && y < w.y1;
          const bool deep = x >= w.x0 + w.cell / 2 && x < w.x1 - w.cell / 2 &&
                            y >= w.y0 + w.cell / 2 && y < w.y1 - w.cell / 2;
          crossed = crossed || (inside && !deep);
        }
        ASSERT_TRUE(crossed) << "the drag does not pass through the edge strip";
        drag_as_a_finger(ui, finger, x0, y0, x1, y1, false);
        EXPECT_EQ(ui.text("blokus.view"), view) << "the view scrolled under the finger";
        lift_finger(ui, finger, x1, y1);
        // Placed on the drop when nothing was left to choose, else Confirm.
        if (moves_of(ui) == 0) {
          ASSERT_EQ(ui.text("blokus.picked"), std::string(blokus::piece_name(move.piece)));
          EXPECT_EQ(screen_of(ui).target(), std::optional<GridCell>(aim));
          ASSERT_EQ(ui.text("blokus.ruling"), "legal") << ui.text("blokus.reasons");
          ui.tap("blokus.confirm");
        }
        ASSERT_EQ(moves_of(ui), 1u);
        const auto placed = state_of(ui).cells_of(state_of(ui).history().back().placement);
        EXPECT_TRUE(
            std::is_permutation(placed.begin(), placed.end(), move.cells.begin(), move.cells.end()))
            << blokus::format_cells(placed) << " not " << blokus::format_cells(move.cells);
      }
    }
  }
}

// Every way `piece` lies covering `cell` legally for the color to move (the referee's check
// of each orientation with each of its cells on `cell`), independently of the screen.
std::vector<std::uint8_t> ways_covering(const blokus::GameState& st, blokus::PieceId piece,
                                        GridCell cell) {
  std::vector<std::uint8_t> ways;
  const auto& orientations = blokus::piece_info(piece).orientations;
  for (std::size_t o = 0; o < orientations.size(); ++o) {
    const auto way = static_cast<std::uint8_t>(o);
    const auto grab = controllers::blokus_grab_cell(piece, way);
    for (std::size_t i = 0; i < orientations[o].size; ++i) {
      const GridCell target{cell.x + grab.x - orientations[o].cells[i].x,
                            cell.y + grab.y - orientations[o].cells[i].y};
      if (st.check(*st.to_move(), controllers::blokus_tray_cells(piece, way, target)).ok()) {
        ways.push_back(way);
        break;
      }
    }
  }
  return ways;
}

// Issue #23: dropped with the finger on its start corner, a piece did not turn to fit (only
// its middle was tried on the corner cell). Now it lands covering the cell under the finger:
// turned when exactly one way fits there; when several do, it stays as the player turned it,
// the screen says how many other ways fit, and a tap on the cell again turns it.
TEST(blokus_ui, a_piece_dropped_on_its_start_corner_turns_to_fit_when_one_way_fits) {
  for (const bool finger : {false, true}) {
    SCOPED_TRACE(finger ? "finger" : "mouse");
    TempDir dir;
    UiDriver ui(options_for(dir));
    create_classic_on_home(ui, false, false);
    ui.frames(2);
    ASSERT_TRUE(screen_of(ui).zoomed());
    const GridCell a20{0, 19};
    const GridCell a19{0, 18};
    // V5 as the tray shows it, dropped with the finger on the corner: its middle there fits
    // no way (it stayed red before), but three ways cover the corner. Nobody turned it, so
    // it takes one of them (the nearest), says there are three, and waits for Confirm.
    const auto v5 = *blokus::piece_from_name("V5");
    ASSERT_EQ(ways_covering(state_of(ui), v5, a20).size(), 3u);
    const auto* tray = ui.reach("blokus.tray.V5");
    const auto* corner = ui.reach(cell_id(a20));
    ASSERT_TRUE(tray != nullptr && corner != nullptr);
    const std::string view = ui.text("blokus.view");
    drag_as_a_finger(ui, finger, tray->cx(), tray->cy(), corner->cx(), corner->cy());
    EXPECT_EQ(ui.text("blokus.view"), view);
    ASSERT_EQ(ui.text("blokus.ruling"), "legal") << ui.text("blokus.reasons");
    EXPECT_EQ(ui.text("blokus.other_ways"), "3");
    ASSERT_EQ(moves_of(ui), 0u) << "placed though it fits three ways";
    ui.tap("blokus.confirm");
    ASSERT_EQ(moves_of(ui), 1u);
    EXPECT_EQ(state_of(ui).color_at(a20), 0);
    ui.tap("blokus.undo");
    ASSERT_EQ(moves_of(ui), 0u);

    // F dropped next to the corner (a19), where it fits one way only, not the tray's: turned
    // to it, and placed on the drop (nothing was left to choose).
    const auto f = *blokus::piece_from_name("F");
    const auto f_ways = ways_covering(state_of(ui), f, a19);
    ASSERT_EQ(f_ways.size(), 1u);
    ASSERT_NE(f_ways.front(), 0);
    tray = ui.reach("blokus.tray.F");
    const auto* next_to = ui.reach(cell_id(a19));
    ASSERT_TRUE(tray != nullptr && next_to != nullptr);
    const float fx = next_to->cx();
    const float fy = next_to->cy();
    drag_as_a_finger(ui, finger, tray->cx(), tray->cy(), fx, fy, false);
    EXPECT_EQ(ui.text("blokus.ruling"), "legal") << "the shadow under the finger is not the fit";
    lift_finger(ui, finger, fx, fy);
    ASSERT_EQ(moves_of(ui), 1u) << ui.text("blokus.reasons");
    {
      const auto& last = state_of(ui).history().back();
      const auto info = state_of(ui).describe(0, last.placement);
      EXPECT_EQ(info.piece, f);
      EXPECT_EQ(info.orientation, f_ways.front());
      EXPECT_EQ(state_of(ui).color_at(a19), 0);
    }
    ui.tap("blokus.undo");
    ASSERT_EQ(moves_of(ui), 0u);

    // A piece turned a way that does not fit on the corner, though several others do.
    std::optional<blokus::PieceId> piece;
    std::uint8_t held = 0;
    for (int p = 0; p < blokus::kPieceCount && !piece; ++p) {
      const auto id = static_cast<blokus::PieceId>(p);
      const auto ways = ways_covering(state_of(ui), id, a20);
      if (ways.size() < 2) continue;
      const auto count = blokus::piece_info(id).orientations.size();
      for (std::size_t o = 0; o < count && !piece; ++o) {
        if (std::find(ways.begin(), ways.end(), o) != ways.end()) continue;
        piece = id;
        held = static_cast<std::uint8_t>(o);
      }
    }
    ASSERT_TRUE(piece.has_value());
    const std::string name(blokus::piece_name(*piece));
    ui.tap("blokus.tray." + name);
    for (const int t : turns_to(*piece, held)) {
      static const char* ids[] = {"blokus.rotate_left", "blokus.rotate_right", "blokus.flip",
                                  "blokus.mirror"};
      ui.tap(ids[t]);
    }
    ASSERT_EQ(screen_of(ui).orientation(), held);
    tray = ui.reach("blokus.tray." + name);
    corner = ui.reach(cell_id(a20));
    ASSERT_TRUE(tray != nullptr && corner != nullptr);
    drag_as_a_finger(ui, finger, tray->cx(), tray->cy(), corner->cx(), corner->cy());
    EXPECT_EQ(screen_of(ui).orientation(), held) << "the player's way was not kept";
    EXPECT_EQ(ui.text("blokus.ruling"), "illegal");
    EXPECT_EQ(ui.text("blokus.other_ways"),
              std::to_string(ways_covering(state_of(ui), *piece, a20).size()));
    ui.tap(cell_id(a20));
    EXPECT_EQ(ui.text("blokus.ruling"), "legal") << ui.text("blokus.reasons");
    const auto ways = ways_covering(state_of(ui), *piece, a20);
    EXPECT_NE(std::find(ways.begin(), ways.end(), screen_of(ui).orientation()), ways.end());
  }
}

// A tray piece dragged straight onto the board lands on the cell where the finger lifts
// (picked and placed in one gesture), turned to fit there; then Confirm, unless it fits that
// cell one way only (the drop is the move). Lifted off the board, the piece stays picked and
// has no target; a tap on the tray still picks and drops.
TEST(blokus_ui, a_tray_piece_dragged_onto_the_board_lands_where_the_finger_lifts) {
  TempDir dir;
  UiDriver ui(options_for(dir));
  create_classic_on_home(ui, false);
  // Blue's first move: a largest piece as it lies in the tray, from its start corner.
  const auto move = pick_move(state_of(ui), true);
  const std::string piece(blokus::piece_name(move.piece));
  const auto grab = controllers::blokus_grab_cell(move.piece, move.orientation);
  const GridCell target{move.anchor.x + grab.x, move.anchor.y + grab.y};
  const auto* tray = ui.reach("blokus.tray." + piece);
  ASSERT_NE(tray, nullptr);
  const float x0 = tray->cx();
  const float y0 = tray->cy();
  // Off the board first: picked, no target, nothing judged.
  ui.drag(x0, y0, x0, y0 + 160);
  EXPECT_EQ(ui.text("blokus.picked"), piece);
  EXPECT_EQ(ui.text("blokus.ruling"), "");
  ui.tap("blokus.clear");
  EXPECT_EQ(ui.text("blokus.picked"), "");
  // Mid-drag over the board: the piece follows the finger, judged where it would land.
  const auto* to = ui.reach(cell_id(target));
  ASSERT_NE(to, nullptr);
  const float x1 = to->cx();
  const float y1 = to->cy();
  ui.press(x0, y0);
  for (int step = 1; step <= 6; ++step) {
    const float t = static_cast<float>(step) / 6;
    ui.move_held(x0 + (x1 - x0) * t, y0 + (y1 - y0) * t);
  }
  EXPECT_EQ(ui.text("blokus.picked"), piece);
  EXPECT_FALSE(ui.text("blokus.ruling").empty());
  EXPECT_EQ(ui.text("blokus.ruling"), "legal") << ui.text("blokus.reasons");
  // Where the piece fits that cell one way only, the drop is the move; else Confirm.
  const bool one_way = screen_of(ui).controller().fits_covering(0, move.piece, target).size() == 1;
  ui.release(x1, y1);
  if (!one_way) {
    EXPECT_EQ(ui.text("blokus.picked"), piece);
    EXPECT_EQ(ui.text("blokus.ruling"), "legal") << ui.text("blokus.reasons");
    const int before = ui.taps();
    ui.tap("blokus.confirm");
    EXPECT_EQ(ui.taps() - before, 1);
  }
  ASSERT_EQ(moves_of(ui), 1u);
  const auto placed = state_of(ui).cells_of(state_of(ui).history().back().placement);
  EXPECT_TRUE(
      std::is_permutation(placed.begin(), placed.end(), move.cells.begin(), move.cells.end()))
      << blokus::format_cells(placed);
  // The tray still answers taps: pick, then the same piece again drops it.
  ui.tap("blokus.tray.I3");
  EXPECT_EQ(ui.text("blokus.picked"), "I3");
  ui.tap("blokus.tray.I3");
  EXPECT_EQ(ui.text("blokus.picked"), "");
}

// The red box holds three reasons without scrolling, and keeps its size: a piece held
// off the board on its own color's last piece breaks three rules (off the board, overlap,
// an edge shared with its own color), at 1280x800 with the clocks on (the side panel at its
// fullest: the clock bars and two rows of actions), in each language.
TEST(blokus_ui, the_red_box_shows_three_reasons_without_scrolling) {
  for (const std::string lang : {"en", "zh-Hans", "zh-Hant"}) {
    TempDir dir;
    UiDriver ui(options_for(dir, lang));
    create_classic_on_home(ui, true);
    for (int i = 0; i < 5; ++i) enter_by_cells(ui, pick_move(state_of(ui), false).cells);
    const auto move = pick_move(state_of(ui), false);
    ui.tap("blokus.tray." + std::string(blokus::piece_name(move.piece)));
    for (const int t : turns_to(move.piece, move.orientation)) {
      static const char* ids[] = {"blokus.rotate_left", "blokus.rotate_right", "blokus.flip",
                                  "blokus.mirror"};
      ui.tap(ids[t]);
    }
    const auto* box = probe().find("blokus.reasons");
    ASSERT_NE(box, nullptr);
    const ProbeRect before = *box;
    const auto own = state_of(ui).last_piece_cells(*state_of(ui).to_move());
    ASSERT_FALSE(own.empty());
    ui.tap(cell_id(own.front()));
    ASSERT_EQ(ui.text("blokus.ruling"), "illegal");
    const std::string reasons = ui.text("blokus.reasons");
    EXPECT_EQ(std::count(reasons.begin(), reasons.end(), '\n'), 2) << reasons;
    const auto* after = probe().find("blokus.reasons");
    ASSERT_NE(after, nullptr);
    EXPECT_EQ(after->y, before.y) << lang;
    EXPECT_EQ(after->h, before.h) << lang;
    // Every line of the box's text inside the box, none scrolled out of it.
    const auto* text = probe().find("blokus.reasons.text");
    ASSERT_NE(text, nullptr);
    EXPECT_TRUE(text->fully_visible()) << lang << ": text " << text->y << "+" << text->h << ", box "
                                       << text->clip_y0 << "-" << text->clip_y1 << "\n"
                                       << ui.text("blokus.reasons.lines");
  }
}

TEST(blokus_ui, screenshots) {
  for (const std::string lang : {"en", "zh-Hans"}) {
    TempDir dir;
    {
      UiDriver ui(options_for(dir, lang));
      create_classic_on_home(ui, true);
      for (int i = 0; i < 5; ++i) enter_by_cells(ui, pick_move(state_of(ui), false).cells);
      // A legal ghost from the tray.
      const auto move = pick_move(state_of(ui), false);
      ui.tap("blokus.tray." + std::string(blokus::piece_name(move.piece)));
      for (const int t : turns_to(move.piece, move.orientation)) {
        static const char* ids[] = {"blokus.rotate_left", "blokus.rotate_right", "blokus.flip",
                                    "blokus.mirror"};
        ui.tap(ids[t]);
      }
      const auto grab = controllers::blokus_grab_cell(move.piece, move.orientation);
      ui.tap(cell_id(GridCell{move.anchor.x + grab.x, move.anchor.y + grab.y}));
      ui.tap("blokus.hints");
      EXPECT_EQ(ui.text("blokus.ruling"), "legal");
      // The ruling as the table reads it: "legal", the piece by name, in the shot's language.
      const std::string piece(blokus::piece_name(move.piece));
      EXPECT_EQ(ui.text("blokus.piece"), piece);
      EXPECT_EQ(ui.text("blokus.reasons"),
                ui.ctx().tr("blokus.ruling.legal", {Param{"piece", piece}}));
      EXPECT_TRUE(in_language(ui.text("blokus.reasons"), lang)) << ui.text("blokus.reasons");
      ui.shot("blokus_legal_" + lang);
      // Mid-drag: the piece lifted above the finger, its shadow where it would land.
      {
        const auto* from = ui.reach(cell_id(GridCell{10, 10}));
        ASSERT_NE(from, nullptr);
        const float x = from->cx();
        const float y = from->cy();
        ui.press(x, y);
        for (int step = 1; step <= 4; ++step) {
          ui.move_held(x - 20.0f * static_cast<float>(step), y + 12.0f * static_cast<float>(step));
        }
        ui.shot("blokus_drag_" + lang);
        ui.release(x - 80.0f, y + 48.0f);
      }
      ui.tap("blokus.hints");
      // Dragged onto its own color's last piece: red, with the reasons.
      const auto own = state_of(ui).last_piece_cells(*state_of(ui).to_move());
      ASSERT_FALSE(own.empty());
      ui.tap(cell_id(own.front()));
      EXPECT_EQ(ui.text("blokus.ruling"), "illegal");
      // The reasons shown say why, in the shot's language: the cell of the color's own last
      // piece is covered already, and pieces may not overlap (the rules' first rule of
      // placing; the words are the catalog's reason.blokus.overlap).
      {
        const std::string reasons = ui.text("blokus.reasons");
        EXPECT_TRUE(in_language(reasons, lang)) << reasons;
        EXPECT_NE(reasons.find(lang == "en" ? "pieces may not overlap" : "棋子不能重叠"),
                  std::string::npos)
            << reasons;
        EXPECT_NE(reasons.find(blokus::format_cell(own.front())), std::string::npos) << reasons;
      }
      ui.shot("blokus_illegal_" + lang);
      // Zoomed for fingers: the window with its overview and arrows, the red cells kept.
      ui.tap("blokus.zoom");
      centre_on(ui, own.front());
      ui.shot("blokus_zoom_" + lang);
    }
    {
      TempDir other;
      const std::string folder = write_finished_game(other);
      AppOptions options = options_for(other, lang);
      options.screen = "blokus";
      UiDriver ui(options);
      open_file_from_folder(ui, folder);
      // The scores table shows each player's boxed score counted from the board by the
      // rules (reference/blokus.md "Boxed rules": minus the unplaced squares of the 89, +15
      // when all 21 pieces are placed, +5 more when the monomino went last), and the ranks
      // "highest wins". Four players, one color each.
      const auto& st = state_of(ui);
      ASSERT_TRUE(st.game_over());
      std::vector<int> boxed;
      for (blokus::Color color = 0; color < 4; ++color) {
        int placed = 0;
        for (int y = 0; y < 20; ++y) {
          for (int x = 0; x < 20; ++x) placed += st.color_at(GridCell{x, y}) == color ? 1 : 0;
        }
        const bool all_placed = st.placed_count(color) == 21;
        const bool monomino_last = all_placed && st.last_piece_cells(color).size() == 1;
        boxed.push_back(-(89 - placed) + (all_placed ? 15 : 0) + (monomino_last ? 5 : 0));
      }
      for (int player = 0; player < 4; ++player) {
        const std::string key = "blokus.score." + std::to_string(player);
        EXPECT_EQ(ui.text(key), std::to_string(boxed[static_cast<std::size_t>(player)]));
        const auto better = std::count_if(boxed.begin(), boxed.end(), [&](int score) {
          return score > boxed[static_cast<std::size_t>(player)];
        });
        EXPECT_EQ(ui.text(key + ".rank"), std::to_string(better + 1));
      }
      ui.shot("blokus_scores_" + lang);
    }
  }
}

}  // namespace
}  // namespace tableref::gui::testing

namespace tableref::gui::testing {
namespace {

// Issue 14: an I5 hanging off column a read "The cells _1, `1 lie outside the 20x20 board".
// Cells off the board have no name; the ruling counts them instead, in every language.
TEST(blokus_ui, a_piece_hanging_off_the_board_is_counted_not_given_garbled_names) {
  for (const std::string lang : {"en", "zh-Hans"}) {
    TempDir dir;
    UiDriver ui(options_for(dir, lang));
    create_classic_on_home(ui, false);
    // The tray sits above the ruling: the hint must not send the player "below".
    if (lang == "en") {
      EXPECT_NE(ui.text("blokus.ruling.hint").find("in the tray"), std::string::npos)
          << ui.text("blokus.ruling.hint");
    }
    ui.tap("blokus.tray.I5");
    // The I5 lying across the board (the grab cell, its middle, under the finger).
    const auto i5 = *blokus::piece_from_name("I5");
    if (blokus::piece_info(i5).orientations[screen_of(ui).orientation()].width == 1) {
      ui.tap("blokus.rotate_right");
    }
    ui.tap(cell_id(GridCell{0, 9}));
    EXPECT_EQ(ui.text("blokus.ruling"), "illegal");
    const std::string reasons = ui.text("blokus.reasons");
    EXPECT_NE(reasons.find(lang == "en" ? "2 squares of the piece lie outside the 20x20 board"
                                        : "棋子有 2 格超出了 20×20 的棋盘"),
              std::string::npos)
        << reasons;
    EXPECT_EQ(reasons.find('`'), std::string::npos) << reasons;
    EXPECT_EQ(reasons.find("_1"), std::string::npos) << reasons;
    // The message sits inside its box with padding, not flush against the edge.
    const ProbeRect* box = ui.reach("blokus.reasons");
    const ProbeRect* text = ui.reach("blokus.reasons.text");
    ASSERT_TRUE(box != nullptr && text != nullptr);
    EXPECT_GE(text->x - box->x, 6.0f);
    EXPECT_GE(text->y - box->y, 6.0f);
    EXPECT_GE((box->x + box->w) - (text->x + text->w), 6.0f);
    EXPECT_GE((box->y + box->h) - (text->y + text->h), 6.0f);
    // Broken into lines by the app's line breaker: no line starts with closing punctuation.
    std::stringstream lines(ui.text("blokus.reasons.lines"));
    for (std::string line; std::getline(lines, line);) {
      for (const char* mark : {"。", "，", "：", "；", ".", ","}) {
        EXPECT_NE(line.rfind(mark, 0), 0u) << ui.text("blokus.reasons.lines");
      }
    }
  }
}

}  // namespace
}  // namespace tableref::gui::testing

namespace tableref::gui::testing {
namespace {

// A tablet held upright (800x1280): the board on top at the full width, the panel below it,
// every target finger-sized with its whole label, nothing cut off at the side; a move is
// entered there by the tray and confirmed. The session is started in landscape and opened
// upright, as a tablet turned mid-game does (the web test turns one for real).
TEST(blokus_ui, portrait_screenshots) {
  for (const std::string lang : {"en", "zh-Hans"}) {
    TempDir dir;
    std::int64_t session = 0;
    {
      UiDriver ui(options_for(dir, lang));
      session = create_classic_on_home(ui, true);
      for (int i = 0; i < 5; ++i) enter_by_cells(ui, pick_move(state_of(ui), false).cells);
    }
    AppOptions options = options_for(dir, lang);
    options.width = 800;
    options.height = 1280;
    options.screen = "blokus";
    options.session_id = session;
    UiDriver ui(options);
    ui.frames(3);
    ASSERT_EQ(ui.screen(), "blokus");
    // The whole board first (the zoom off, as the landscape game left it): as large as the
    // room above the panel allows, centred, and everything of the panel under it.
    ASSERT_FALSE(screen_of(ui).zoomed());
    const auto* corner = ui.reach(cell_id(GridCell{19, 0}));  // t1, the bottom right
    const auto* first = ui.reach(cell_id(GridCell{0, 19}));   // a20, the top left
    ASSERT_TRUE(corner != nullptr && first != nullptr);
    const float board_right = corner->x + corner->w;
    const float board_bottom = corner->y + corner->h;
    EXPECT_GT(board_right - first->x, 800.0f * 0.55f) << "the board is small";
    EXPECT_NEAR(first->x, 800.0f - board_right, 24.0f) << "the board is not centred";
    for (const char* id : {"blokus.tray.I5", "blokus.rotate_left", "blokus.confirm", "blokus.undo",
                           "blokus.zoom", "blokus.files"}) {
      const auto* rect = ui.reach(id);
      ASSERT_NE(rect, nullptr) << id;
      EXPECT_GT(rect->y, board_bottom) << id << " is beside the board, not below it";
    }
    ui.expect_finger_sized({"blokus.cell."});
    // Zoomed for fingers, as a tablet is by default: finger-sized cells across the width.
    ui.tap("blokus.zoom");
    ASSERT_TRUE(screen_of(ui).zoomed());
    ui.expect_finger_sized();
    {
      const auto* left = ui.reach("blokus.pan.left");
      ASSERT_NE(left, nullptr);
      float right = 0;
      float bottom = 0;
      for (const auto& [id, rect] : probe().rects()) {
        if (id.rfind("blokus.cell.", 0) != 0) continue;
        right = std::max(right, rect.x + rect.w);
        bottom = std::max(bottom, rect.y + rect.h);
      }
      EXPECT_GT(right, 800.0f * 0.85f) << "the zoomed board does not use the width";
      EXPECT_GT(bottom, 1280.0f * 0.4f) << "the zoomed board is low";
      EXPECT_GT(ui.reach("blokus.tray.I5")->y, left->y) << "the tray is not under the board";
    }
    const auto move = pick_move(state_of(ui), false);
    const std::size_t before = moves_of(ui);
    centre_on(ui, move.anchor);
    ui.tap("blokus.tray." + std::string(blokus::piece_name(move.piece)));
    for (const int t : turns_to(move.piece, move.orientation)) {
      static const char* ids[] = {"blokus.rotate_left", "blokus.rotate_right", "blokus.flip",
                                  "blokus.mirror"};
      ui.tap(ids[t]);
    }
    const auto grab = controllers::blokus_grab_cell(move.piece, move.orientation);
    ui.tap(cell_id(GridCell{move.anchor.x + grab.x, move.anchor.y + grab.y}));
    EXPECT_EQ(ui.text("blokus.ruling"), "legal") << ui.text("blokus.reasons");
    ui.expect_finger_sized();
    ui.shot("blokus_portrait_" + lang);
    ui.tap("blokus.confirm");
    EXPECT_EQ(moves_of(ui), before + 1);
  }
}

}  // namespace
}  // namespace tableref::gui::testing

namespace tableref::gui::testing {
namespace {

// Touch gestures on the board (ui/input_adapter.hpp): a finger held still puts back the
// move being entered (a long press is the secondary click), and does not tap the cell under
// it; a quick touch there still taps it.
TEST(blokus_ui, a_long_press_on_the_board_puts_the_entry_back) {
  TempDir dir;
  UiDriver ui(options_for(dir));
  create_classic_on_home(ui, false);
  ui.tap(cell_id(GridCell{9, 9}));
  ASSERT_EQ(ui.text("blokus.ruling"), "illegal");
  const auto* cell = ui.reach(cell_id(GridCell{10, 9}));
  ASSERT_NE(cell, nullptr);
  const float x = cell->cx();
  const float y = cell->cy();
  ui.finger_down(1, x, y);
  ui.advance(InputAdapter::kLongPressMs + 100);  // held still, on the driver's clock
  ui.frames(InputAdapter::kLongPressFrames + 2);
  EXPECT_EQ(ui.text("blokus.ruling"), "") << "the long press did not put the cells back";
  ui.finger_up(1, x, y);
  EXPECT_EQ(ui.text("blokus.ruling"), "") << "the long press also tapped the cell";
  EXPECT_EQ(moves_of(ui), 0u);
  // A quick touch is a tap.
  ui.finger_down(1, x, y);
  ui.finger_up(1, x, y);
  EXPECT_EQ(ui.text("blokus.ruling"), "illegal");
}

// Issue #23: a double tap (the second tap 80 ms after the first, at the same place) on the
// buttons that move the turn on places one piece: Confirm, and the table's overrule.
// Counted in the controller's moves and the store's events.
TEST(blokus_ui, a_double_tap_acts_once_on_every_turn_button) {
  TempDir dir;
  UiDriver ui(options_for(dir));
  const std::int64_t session = create_classic_on_home(ui, false);
  auto stored = [&] { return ui.ctx().store->events(session).value().size(); };
  const std::size_t at_start = stored();
  for (const auto& c : pick_move(state_of(ui), false).cells) ui.tap(cell_id(c));
  ASSERT_EQ(ui.text("blokus.ruling"), "legal");
  ui.double_tap("blokus.confirm", 80);
  EXPECT_EQ(moves_of(ui), 1u);
  EXPECT_EQ(stored(), at_start + 1);
  EXPECT_EQ(state_of(ui).to_move(), std::optional<blokus::Color>(1));
  // An illegal domino, placed by the table's overrule confirmed by a double tap.
  ui.tap(cell_id({0, 0}));
  ui.tap(cell_id({0, 1}));
  ui.tap("blokus.overrule");
  ui.double_tap("blokus.overrule_confirm", 80);
  EXPECT_EQ(moves_of(ui), 2u);
  EXPECT_EQ(stored(), at_start + 2);
}

}  // namespace
}  // namespace tableref::gui::testing
