// The photo screen ("Score a board from a photo", "Read the board from a photo"), driven by
// taps, drags and dropped files on the real app: photo-like pictures of known boards (the
// vision tests' generator) written as PNG files, opened from the exports folder or dropped on
// the window, read cell by cell, a corner dragged away and back, cells corrected by taps,
// saved as a finished session that History lists and replays; during a game the new pieces
// confirmed with one tap through the referee; a picture without a board; screenshots.
#include <SDL.h>
#include <SDL_image.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "photo_generator.hpp"
#include "screen_text.hpp"
#include "screens/blokus/photo_screen.hpp"
#include "screens/blokus/screen.hpp"
#include "tableref/controllers/blokus/controller.hpp"
#include "tableref/controllers/game_setup.hpp"
#include "tableref/controllers/session_files.hpp"
#include "tableref/db/store.hpp"
#include "tableref/referee/blokus/sgf.hpp"
#include "tableref/vision/board_analysis.hpp"
#include "ui/widgets.hpp"
#include "ui_driver.hpp"

namespace tableref::gui::testing {
namespace {

namespace fs = std::filesystem;
using vision::CellColor;
using vision::PictureCell;

AppOptions options_for(const TempDir& dir, const std::string& language = "en") {
  AppOptions options;
  options.db_path = dir.file("tableref.db");
  options.language = language;
  return options;
}

const BlokusPhotoScreen& photo_screen(UiDriver& ui) {
  return dynamic_cast<const BlokusPhotoScreen&>(ui.app().current());
}

// A photo-like picture of `grid` (as the picture shows it) written as a PNG file.
void write_photo(const std::string& path, const std::vector<CellColor>& grid, int size,
                 std::uint32_t seed, bool board = true, bool hard = false,
                 const std::vector<bool>& clear = {}) {
  vision::testing::PhotoSpec spec;
  spec.seed = seed;
  spec.size = size;
  spec.grid = grid;
  spec.clear = clear;
  spec.board = vision::testing::perspective_board(spec.width, spec.height, 0.12, 0.3);
  spec.gradient = 0.2;
  spec.noise = 3;
  spec.loose_pieces = 2;
  spec.draw_board = board;
  if (hard) {
    // Flare, blur and heavy JPEG: some cells come out uncertain (marked on screen).
    spec.flares = 6;
    spec.noise = 10;
    spec.blur = 2;
    spec.jpeg_quality = 25;
    spec.gradient = 0.5;
  }
  const auto photo = vision::testing::render_photo(spec);
  fs::create_directories(fs::path(path).parent_path());
  SDL_Surface* surface =
      SDL_CreateRGBSurfaceWithFormatFrom(const_cast<std::uint8_t*>(photo.rgb.data()), photo.width,
                                         photo.height, 24, photo.width * 3, SDL_PIXELFORMAT_RGB24);
  ASSERT_NE(surface, nullptr) << SDL_GetError();
  ASSERT_EQ(IMG_SavePNG(surface, path.c_str()), 0) << IMG_GetError();
  SDL_FreeSurface(surface);
}

std::string exports_of(const TempDir& dir) {
  return controllers::exports_directory(dir.file("tableref.db"));
}

std::vector<std::string> rows_of(const std::vector<CellColor>& grid, int size) {
  std::vector<std::string> rows;
  for (int y = 0; y < size; ++y) {
    std::string row;
    for (int x = 0; x < size; ++x) row += vision::cell_letter(grid[y * size + x]);
    rows.push_back(row);
  }
  return rows;
}

std::string cell_id(PictureCell c) {
  return "photo.cell." + std::to_string(c.x) + "." + std::to_string(c.y);
}

// Taps a cell of the reading: directly when the whole reading's cells are finger-sized, else
// on the reading (the loupe moves there) and then in the loupe.
void tap_cell(UiDriver& ui, PictureCell c, int size) {
  if (!ui.visible(cell_id(c))) {
    const auto* reading = ui.reach("photo.reading");
    ASSERT_NE(reading, nullptr);
    ui.tap_at(
        reading->x + reading->w * (static_cast<float>(c.x) + 0.5f) / static_cast<float>(size),
        reading->y + reading->h * (static_cast<float>(c.y) + 0.5f) / static_cast<float>(size));
  }
  ASSERT_TRUE(ui.visible(cell_id(c))) << cell_id(c);
  ui.tap(cell_id(c));
}

void drop_file(UiDriver& ui, const std::string& path) {
  SDL_Event event{};
  event.type = SDL_DROPFILE;
  event.drop.file = SDL_strdup(path.c_str());
  event.drop.windowID = SDL_GetWindowID(ui.app().window());
  ASSERT_EQ(SDL_PushEvent(&event), 1) << SDL_GetError();
  ui.frames(2);
}

TEST(photo_ui, a_finished_board_is_read_corrected_and_saved_as_a_session_history_replays) {
  TempDir dir;
  const auto grid = vision::testing::random_board(blokus::Variant::kClassic, 5, 0);
  write_photo(exports_of(dir) + "/board.png", grid, 20, 5);
  UiDriver ui(options_for(dir));
  ui.tap("home.photo");
  ASSERT_EQ(ui.screen(), "photo");
  // On the desktop a path means something: the typed-path field and its Open button show.
  EXPECT_TRUE(ui.visible("photo.path"));
  EXPECT_TRUE(ui.visible("photo.open"));
  ui.tap("photo.file.0");  // the exports folder's image, listed when the screen opens
  const auto& reader = photo_screen(ui).reader();
  ASSERT_TRUE(reader.reading().has_value()) << ui.text("photo.message");
  EXPECT_EQ(reader.reading()->grid_rows(), rows_of(grid, 20));
  EXPECT_NE(ui.text("photo.message").find("pieces read"), std::string::npos)
      << ui.text("photo.message");
  EXPECT_NE(ui.text("photo.audit").find("nothing wrong"), std::string::npos)
      << ui.text("photo.audit");
  // Everything a finger takes is finger-sized: the handles, the reading, the loupe's cells.
  int targets = 0;
  for (const auto& [id, rect] : probe().rects()) {
    if (id.rfind("photo.", 0) != 0 || rect.view_only) continue;
    ++targets;
    EXPECT_GE(rect.w, 48.0f) << id;
    EXPECT_GE(rect.h, 48.0f) << id;
  }
  EXPECT_GT(targets, 30);

  // A corner dragged off the board reads another grid; dragged back, the board again.
  const auto corners = reader.corners();
  const auto* handle = ui.reach("photo.corner.0");
  ASSERT_NE(handle, nullptr);
  const float x0 = handle->cx();
  const float y0 = handle->cy();
  ui.drag(x0, y0, x0 + 60, y0 + 45);
  ui.frames(2);
  EXPECT_GT(reader.corners()[0].x, corners[0].x + 20);
  EXPECT_GT(reader.corners()[0].y, corners[0].y + 20);
  EXPECT_EQ(reader.corners()[1], corners[1]);  // the others stay where they were
  if (reader.reading()) {
    EXPECT_NE(reader.reading()->grid_rows(), rows_of(grid, 20));
  }
  ui.drag(x0 + 60, y0 + 45, x0, y0);
  ui.frames(2);
  EXPECT_NEAR(reader.corners()[0].x, corners[0].x, 3.0);
  EXPECT_NEAR(reader.corners()[0].y, corners[0].y, 3.0);
  ASSERT_TRUE(reader.reading().has_value()) << ui.text("photo.message");
  EXPECT_EQ(reader.reading()->grid_rows(), rows_of(grid, 20));

  // A tap on an empty cell makes it blue: a lone blue square the audit names; four more
  // taps go round the colours back to empty.
  std::optional<PictureCell> empty;
  for (int y = 0; y < 20 && !empty; ++y) {
    for (int x = 0; x < 20 && !empty; ++x) {
      bool lonely = grid[y * 20 + x] == CellColor::kEmpty;
      for (const auto& [dx, dy] : {std::pair{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
        const int nx = x + dx;
        const int ny = y + dy;
        if (nx >= 0 && ny >= 0 && nx < 20 && ny < 20 && grid[ny * 20 + nx] != CellColor::kEmpty) {
          lonely = false;
        }
      }
      if (lonely) empty = PictureCell{x, y};
    }
  }
  ASSERT_TRUE(empty.has_value());
  tap_cell(ui, *empty, 20);
  EXPECT_EQ(reader.reading()->at(empty->x, empty->y).color, CellColor::kBlue);
  EXPECT_TRUE(reader.changed_by_player(*empty));
  EXPECT_FALSE(reader.finished()->audit.clean());
  EXPECT_EQ(ui.text("photo.audit").find("nothing wrong"), std::string::npos);
  for (const auto next :
       {CellColor::kYellow, CellColor::kRed, CellColor::kGreen, CellColor::kEmpty}) {
    ui.tap(cell_id(*empty));
    EXPECT_EQ(reader.reading()->at(empty->x, empty->y).color, next);
  }
  EXPECT_TRUE(reader.finished()->audit.clean()) << ui.text("photo.audit");

  // The monomino-last bonus is asked per colour.
  ui.tap("photo.monomino.1");
  EXPECT_TRUE(reader.monomino_last(1));
  EXPECT_FALSE(reader.monomino_last(0));

  // Saved: a finished Blokus session whose events rebuild the board; History replays it.
  const auto expected = reader.finished()->state;
  ui.tap("photo.save");
  ASSERT_EQ(ui.screen(), "history") << ui.text("photo.message");
  auto& store = *ui.ctx().store;
  const auto sessions = store.list_sessions(db::SessionFilter{}).value();
  ASSERT_EQ(sessions.size(), 1u);
  EXPECT_EQ(sessions.front().game, "blokus");
  EXPECT_EQ(sessions.front().status, db::SessionStatus::kFinished);
  const auto events = store.events(sessions.front().id).value();
  const auto state = controllers::blokus_state_of(sessions.front(), events).value();
  for (int y = 0; y < 20; ++y) {
    for (int x = 0; x < 20; ++x) {
      EXPECT_EQ(state.color_at(GridCell{x, y}), expected.color_at(GridCell{x, y}))
          << blokus::format_cell(GridCell{x, y});
    }
  }
  ui.tap("history.replay." + std::to_string(sessions.front().id));
  ASSERT_EQ(ui.screen(), "replay");
  const std::string count = std::to_string(events.size());
  EXPECT_EQ(ui.text("replay.step"), "Step " + count + " of " + count);
  ui.tap("replay.first");
  EXPECT_EQ(ui.text("replay.step"), "Step 0 of " + count);
  // The seats were named by their colours: those are not players Home offers (issue #23).
  ui.expect_layout_change();
  ui.tap("nav.home");
  ASSERT_EQ(ui.screen(), "home");
  for (const char* colour : {"Blue", "Yellow", "Red", "Green"}) {
    EXPECT_FALSE(ui.visible(std::string("home.known.") + colour)) << colour;
  }
}

// A legal board whose colours sit in corners no turn of the picture gives the fixed
// assignment (blue and yellow swapped: yellow from blue's corner, blue from yellow's).
std::vector<CellColor> colours_in_chosen_corners(std::uint32_t seed) {
  auto grid = vision::testing::random_board(blokus::Variant::kClassic, seed, 0);
  for (auto& c : grid) {
    if (c == CellColor::kBlue) {
      c = CellColor::kYellow;
    } else if (c == CellColor::kYellow) {
      c = CellColor::kBlue;
    }
  }
  return grid;
}

// A phone's photo (here 3200x2400, a JPEG as a camera writes it) opens at half its size: the
// JPEG decoder scales it (a quarter of the pixels to decode and read), and the board is read
// from that as well as from the full picture.
TEST(photo_ui, a_phone_sized_jpeg_opens_at_half_its_size_and_is_read) {
  TempDir dir;
  const auto grid = vision::testing::random_board(blokus::Variant::kClassic, 9, 1);
  vision::testing::PhotoSpec spec;
  spec.width = 3200;
  spec.height = 2400;
  spec.seed = 9;
  spec.grid = grid;
  spec.board = vision::testing::perspective_board(spec.width, spec.height, 0.12, 0.3);
  spec.noise = 3;
  spec.loose_pieces = 2;
  const auto photo = vision::testing::render_photo(spec);
  const std::string path = exports_of(dir) + "/phone.jpg";
  fs::create_directories(fs::path(path).parent_path());
  SDL_Surface* surface =
      SDL_CreateRGBSurfaceWithFormatFrom(const_cast<std::uint8_t*>(photo.rgb.data()), photo.width,
                                         photo.height, 24, photo.width * 3, SDL_PIXELFORMAT_RGB24);
  ASSERT_NE(surface, nullptr) << SDL_GetError();
  ASSERT_EQ(IMG_SaveJPG(surface, path.c_str(), 90), 0) << IMG_GetError();
  SDL_FreeSurface(surface);

  UiDriver ui(options_for(dir));
  ui.tap("home.photo");
  ASSERT_EQ(ui.screen(), "photo");
  ui.tap("photo.file.0");
  const auto& reader = photo_screen(ui).reader();
  ASSERT_TRUE(reader.reading().has_value()) << ui.text("photo.message");
  EXPECT_EQ(reader.width(), 1600);
  EXPECT_EQ(reader.height(), 1200);
  EXPECT_EQ(reader.reading()->grid_rows(), rows_of(grid, 20));
}

TEST(photo_ui, colours_in_the_corners_they_chose_are_scored_and_saved_from_there) {
  TempDir dir;
  const auto grid = colours_in_chosen_corners(5);
  write_photo(dir.file("chosen.png"), grid, 20, 5);
  UiDriver ui(options_for(dir));
  ui.tap("home.photo");
  ASSERT_EQ(ui.screen(), "photo");
  drop_file(ui, dir.file("chosen.png"));
  const auto& reader = photo_screen(ui).reader();
  ASSERT_TRUE(reader.reading().has_value()) << ui.text("photo.message");
  ASSERT_EQ(reader.reading()->grid_rows(), rows_of(grid, 20));
  EXPECT_NE(ui.text("photo.audit").find("nothing wrong"), std::string::npos)
      << ui.text("photo.audit");
  EXPECT_LE(reader.reading()->uncertain.size(), 5u);
  for (const auto& s : reader.finished()->scores.colors) {
    const auto colour = vision::cell_color_of(blokus::Variant::kClassic, s.color);
    EXPECT_EQ(89 - s.remaining_squares, std::count(grid.begin(), grid.end(), colour));
  }
  ui.tap("photo.save");
  ASSERT_EQ(ui.screen(), "history") << ui.text("photo.message");
  const auto sessions = ui.ctx().store->list_sessions(db::SessionFilter{}).value();
  ASSERT_EQ(sessions.size(), 1u);
  EXPECT_NE(sessions.front().rules_json.find(R"("first_move":"any-corner")"), std::string::npos);
  // Yellow's first move is in the picture's top-left corner (a20), blue's in the top right.
  const auto events = ui.ctx().store->events(sessions.front().id).value();
  const auto state = controllers::blokus_state_of(sessions.front(), events).value();
  EXPECT_EQ(state.color_at(GridCell{0, 19}), 1);
  EXPECT_EQ(state.color_at(GridCell{19, 19}), 0);
  EXPECT_EQ(state.history().size(), events.size());
}

TEST(photo_ui, a_colour_that_covers_no_corner_is_named_in_every_language) {
  TempDir dir;
  auto grid = colours_in_chosen_corners(5);
  // The piece on the top-left corner (yellow's here) lifted: yellow covers no corner.
  std::vector<PictureCell> stack{{0, 0}};
  while (!stack.empty()) {
    const auto c = stack.back();
    stack.pop_back();
    if (c.x < 0 || c.y < 0 || c.x >= 20 || c.y >= 20) continue;
    auto& cell = grid[static_cast<std::size_t>(c.y * 20 + c.x)];
    if (cell != CellColor::kYellow) continue;
    cell = CellColor::kEmpty;
    for (const auto& [dx, dy] : {std::pair{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
      stack.push_back(PictureCell{c.x + dx, c.y + dy});
    }
  }
  write_photo(dir.file("lifted.png"), grid, 20, 6);
  const std::array<std::pair<const char*, const char*>, 3> languages{
      std::pair{"en", "Yellow covers no corner of the board"}, std::pair{"zh-Hans", "没有占到"},
      std::pair{"zh-Hant", "沒有佔到"}};
  for (const auto& [lang, words] : languages) {
    UiDriver ui(options_for(dir, lang));
    ui.tap("home.photo");
    drop_file(ui, dir.file("lifted.png"));
    const auto& reader = photo_screen(ui).reader();
    ASSERT_TRUE(reader.reading().has_value()) << lang;
    ASSERT_EQ(reader.reading()->grid_rows(), rows_of(grid, 20)) << lang;
    EXPECT_EQ(reader.finished()->audit.no_start, std::vector<int>{1}) << lang;
    const auto audit = ui.text("photo.audit");
    EXPECT_NE(audit.find(words), std::string::npos) << lang << ": " << audit;
    EXPECT_TRUE(in_language(audit, lang)) << audit;
    // One line for the colour, not one per piece.
    EXPECT_EQ(std::count(audit.begin(), audit.end(), '\n'), 0) << audit;
    // The other colours are scored in full.
    for (const auto& s : reader.finished()->scores.colors) {
      const auto colour = vision::cell_color_of(blokus::Variant::kClassic, s.color);
      const auto placed = s.color == 1 ? 0 : std::count(grid.begin(), grid.end(), colour);
      EXPECT_EQ(89 - s.remaining_squares, placed) << lang << " colour " << int{s.color};
    }
  }
}

// A clear replacement piece: the picture shows no colour on its cells, the rules give it one,
// and its cells are marked uncertain. The message box says why, in each language, in its own
// fixed space (nothing below it moves as the explanation comes and goes).
TEST(photo_ui, a_clear_piece_is_said_to_be_coloured_by_the_rules) {
  TempDir dir;
  const auto grid = vision::testing::random_board(blokus::Variant::kClassic, 110, 0);
  // A piece of three or more cells away from the corners (a colour's first piece is where it
  // starts, which the rules need to tell the colour from its neighbours).
  const auto analysis = vision::analyse_board(grid, 20, blokus::Variant::kClassic);
  std::vector<PictureCell> clear;
  int skipped = 0;
  for (const auto& group : analysis.groups) {
    const bool on_corner = std::any_of(group.cells.begin(), group.cells.end(), [](auto c) {
      return (c.x == 0 || c.x == 19) && (c.y == 0 || c.y == 19);
    });
    if (on_corner || group.cells.size() < 3 || skipped++ < 3) continue;
    clear = group.cells;
    break;
  }
  ASSERT_FALSE(clear.empty());
  std::vector<bool> clear_cells(grid.size(), false);
  for (const auto c : clear) clear_cells[static_cast<std::size_t>(c.y * 20 + c.x)] = true;
  write_photo(exports_of(dir) + "/clear.png", grid, 20, 110, true, false, clear_cells);
  const auto truth = grid[static_cast<std::size_t>(clear[0].y * 20 + clear[0].x)];
  const std::map<CellColor, std::string> words{{CellColor::kBlue, "Blue"},
                                               {CellColor::kYellow, "Yellow"},
                                               {CellColor::kRed, "Red"},
                                               {CellColor::kGreen, "Green"}};
  // "N cells look like a clear piece" as each language says it.
  const auto cells_look = [](const std::string& lang, std::size_t cells) {
    const std::string n = std::to_string(cells);
    if (lang == "zh-Hans") return n + " 个格子像是透明棋子";
    if (lang == "zh-Hant") return n + " 個格子像是透明棋子";
    return n + " cells look like a clear piece";
  };
  for (const std::string lang : {"en", "zh-Hans", "zh-Hant"}) {
    UiDriver ui(options_for(dir, lang));
    ui.tap("home.photo");
    ui.tap("photo.file.0");
    const auto& reader = photo_screen(ui).reader();
    ASSERT_TRUE(reader.reading().has_value()) << lang << ": " << ui.text("photo.message");
    // Read in its colour by the rules, every other cell as drawn, the clear cells uncertain.
    ASSERT_EQ(reader.reading()->grid_rows(), rows_of(grid, 20)) << lang;
    for (const auto c : clear) EXPECT_TRUE(reader.uncertain(c)) << c.x << "," << c.y;
    const std::string said = ui.text("photo.message");
    EXPECT_NE(said.find(cells_look(lang, clear.size())), std::string::npos) << lang << ": " << said;
    if (lang == "en") {
      EXPECT_NE(said.find("the rules set their colour (" + words.at(truth) + ")"),
                std::string::npos)
          << said;
    }
    EXPECT_TRUE(in_language(said, lang)) << said;
    EXPECT_FALSE(probe().rects().at("photo.message").label_clipped) << lang << ": " << said;
    ui.shot("photo_clear_piece_" + lang);
    // A clear cell set by a tap is the player's, not the rules': one fewer to explain. (The
    // driver fails the test if a target moved under the tap.)
    tap_cell(ui, clear[0], 20);
    ui.frames(2);
    const std::string now = ui.text("photo.message");
    EXPECT_NE(now, said) << lang;
    EXPECT_NE(now.find(cells_look(lang, clear.size() - 1)), std::string::npos)
        << lang << ": " << now;
    EXPECT_FALSE(probe().rects().at("photo.message").label_clipped) << lang << ": " << now;
  }
}

TEST(photo_ui, a_picture_without_a_board_says_so_and_keeps_the_photo_to_place_corners) {
  TempDir dir;
  const std::string nothing = dir.file("table.png");
  const std::string board = dir.file("board.png");
  const auto grid = vision::testing::random_board(blokus::Variant::kDuo, 9, 2);
  write_photo(nothing, grid, 14, 9, false);
  write_photo(board, grid, 14, 9);
  UiDriver ui(options_for(dir));
  drop_file(ui, nothing);  // on Home: the photo screen opens it
  ASSERT_EQ(ui.screen(), "photo");
  const auto& reader = photo_screen(ui).reader();
  ASSERT_TRUE(reader.has_photo());
  EXPECT_FALSE(reader.reading().has_value());
  EXPECT_NE(ui.text("photo.message").find("No Blokus board"), std::string::npos)
      << ui.text("photo.message");
  for (int i = 0; i < 4; ++i) EXPECT_TRUE(ui.visible("photo.corner." + std::to_string(i)));
  // Saving has nothing to save: said, nothing written.
  ui.tap("photo.save");
  EXPECT_EQ(ui.screen(), "photo");
  EXPECT_TRUE(ui.ctx().store->list_sessions(db::SessionFilter{}).value().empty());
  // A file that is no image: said, the photo on show stays.
  drop_file(ui, dir.file("tableref.db"));
  EXPECT_TRUE(reader.has_photo());
  // The Duo board, dropped: read as Duo once the variant is chosen.
  drop_file(ui, board);
  ui.tap("photo.variant.duo");
  ASSERT_TRUE(reader.reading().has_value()) << ui.text("photo.message");
  EXPECT_EQ(reader.reading()->grid_rows(), rows_of(grid, 14));
}

TEST(photo_ui, during_a_game_the_new_pieces_are_confirmed_with_one_tap) {
  TempDir dir;
  const std::string first = dir.file("round1.png");
  const std::string second = dir.file("round2.png");
  const std::string empty = dir.file("empty.png");
  write_photo(first, vision::testing::random_board(blokus::Variant::kClassic, 21, 1, 4), 20, 21);
  write_photo(second, vision::testing::random_board(blokus::Variant::kClassic, 21, 1, 8), 20, 22);
  write_photo(empty, std::vector<CellColor>(400, CellColor::kEmpty), 20, 23);
  UiDriver ui(options_for(dir));
  const auto* game = controllers::find_game("blokus");
  auto setup = controllers::default_setup(*game, *controllers::find_variant(*game, "classic"));
  const std::vector<std::string> names{"Ann", "Bo", "Chen", "Dai"};
  for (std::size_t i = 0; i < setup.seats.size(); ++i) setup.seats[i].player = names[i];
  const auto session = controllers::create_session(*ui.ctx().store, setup).value();
  ui.ctx().go("blokus", session);
  ui.frames(2);
  ui.tap("blokus.files");
  ui.tap("blokus.photo");
  ASSERT_EQ(ui.screen(), "photo");
  drop_file(ui, first);
  const auto& screen = photo_screen(ui);
  ASSERT_TRUE(screen.reader().reading().has_value()) << ui.text("photo.message");
  ASSERT_EQ(screen.update().placements.size(), 4u) << ui.text("photo.update");
  EXPECT_TRUE(screen.update().unexplained.empty());
  EXPECT_EQ(ui.text("photo.update").find("Refused"), std::string::npos) << ui.text("photo.update");
  // The same round with a lone red square more in the middle of the board: the four pieces
  // still, the square refused by the referee with its reasons, and nothing of it placed.
  auto odd = vision::testing::random_board(blokus::Variant::kClassic, 21, 1, 4);
  ASSERT_EQ(odd[10 * 20 + 10], CellColor::kEmpty);
  odd[10 * 20 + 10] = CellColor::kRed;
  write_photo(dir.file("odd.png"), odd, 20, 24);
  drop_file(ui, dir.file("odd.png"));
  ASSERT_EQ(photo_screen(ui).update().placements.size(), 4u) << ui.text("photo.update");
  ASSERT_EQ(photo_screen(ui).update().refused.size(), 1u) << ui.text("photo.update");
  EXPECT_NE(ui.text("photo.update").find("Refused by the referee: Red at"), std::string::npos)
      << ui.text("photo.update");
  drop_file(ui, first);
  ASSERT_EQ(photo_screen(ui).update().placements.size(), 4u) << ui.text("photo.update");
  EXPECT_TRUE(photo_screen(ui).update().refused.empty());
  ui.tap("photo.confirm");  // one tap: "Confirm 4 pieces"
  ASSERT_EQ(ui.screen(), "blokus");
  const auto& blokus = dynamic_cast<const BlokusScreen&>(ui.app().current());
  EXPECT_EQ(blokus.controller().moves().size(), 4u);

  // The next round's photo, dropped on the game: four more, against the pieces now in the
  // session.
  drop_file(ui, second);
  ASSERT_EQ(ui.screen(), "photo");
  ASSERT_EQ(photo_screen(ui).update().placements.size(), 4u) << ui.text("photo.update");
  // A photo of the empty board: every piece lifted, no placement explains it.
  drop_file(ui, empty);
  ASSERT_TRUE(photo_screen(ui).reader().reading().has_value()) << ui.text("photo.message");
  EXPECT_TRUE(photo_screen(ui).update().placements.empty());
  EXPECT_GT(photo_screen(ui).update().unexplained.size(), 4u);
  EXPECT_NE(ui.text("photo.update").find("no placement explains"), std::string::npos)
      << ui.text("photo.update");
  ui.tap("photo.confirm");  // nothing to confirm: said, nothing written
  EXPECT_EQ(ui.screen(), "photo");
  drop_file(ui, second);
  ui.tap("photo.confirm");
  ASSERT_EQ(ui.screen(), "blokus");
  EXPECT_EQ(dynamic_cast<const BlokusScreen&>(ui.app().current()).controller().moves().size(), 8u);
  const auto events = ui.ctx().store->events(session).value();
  EXPECT_EQ(events.size(), 8u);
  for (const auto& e : events) EXPECT_EQ(e.kind, "place");
}

// The screen in English and Chinese: choosing a file, a finished board read (a cell set by a
// tap, a monomino toggled), a picture without a board, and a game's next round.
TEST(photo_ui, photo_screenshots) {
  for (const std::string lang : {"en", "zh-Hans"}) {
    TempDir dir;
    const auto grid = vision::testing::random_board(blokus::Variant::kClassic, 5, 0);
    write_photo(exports_of(dir) + "/board.png", grid, 20, 5);
    write_photo(dir.file("table.png"), grid, 20, 6, false);
    UiDriver ui(options_for(dir, lang));
    ui.tap("home.photo");
    ASSERT_EQ(ui.screen(), "photo");
    ui.shot("photo_open_" + lang);
    ui.tap("photo.file.0");
    ASSERT_TRUE(photo_screen(ui).reader().reading().has_value());
    EXPECT_TRUE(in_language(ui.text("photo.message"), lang)) << ui.text("photo.message");
    EXPECT_TRUE(in_language(ui.text("photo.audit"), lang)) << ui.text("photo.audit");
    // A corner dragged a little off the grid: cells near it come out uncertain, marked.
    const auto* corner = ui.reach("photo.corner.2");
    ASSERT_NE(corner, nullptr);
    ui.drag(corner->cx(), corner->cy(), corner->cx() - 9, corner->cy() - 7);
    ui.frames(2);
    ASSERT_TRUE(photo_screen(ui).reader().reading().has_value());
    EXPECT_FALSE(photo_screen(ui).reader().reading()->uncertain.empty());
    tap_cell(ui, PictureCell{10, 10}, 20);
    ui.tap("photo.monomino.0");
    ui.shot("photo_finished_" + lang);
    // The audit and the scores below the fold.
    ui.reach("photo.audit");
    ui.shot("photo_audit_" + lang);
    drop_file(ui, dir.file("table.png"));
    EXPECT_TRUE(in_language(ui.text("photo.message"), lang)) << ui.text("photo.message");
    ui.shot("photo_noboard_" + lang);

    const auto* game = controllers::find_game("blokus");
    auto setup = controllers::default_setup(*game, *controllers::find_variant(*game, "classic"));
    const std::vector<std::string> names{"Ann", "Bo", "Chen", "Dai"};
    for (std::size_t i = 0; i < setup.seats.size(); ++i) setup.seats[i].player = names[i];
    const auto session = controllers::create_session(*ui.ctx().store, setup).value();
    ui.ctx().go("photo", session);
    ui.frames(2);
    write_photo(dir.file("round.png"),
                vision::testing::random_board(blokus::Variant::kClassic, 21, 1, 4), 20, 21);
    drop_file(ui, dir.file("round.png"));
    ASSERT_EQ(photo_screen(ui).update().placements.size(), 4u) << ui.text("photo.update");
    EXPECT_TRUE(in_language(ui.text("photo.update"), lang)) << ui.text("photo.update");
    ui.shot("photo_game_" + lang);
  }
}

// A tablet held upright: the photo on top at the full width, the panel below; every target
// finger-sized and whole on screen.
TEST(photo_ui, portrait_screenshots) {
  for (const std::string lang : {"en", "zh-Hans"}) {
    TempDir dir;
    const auto grid = vision::testing::random_board(blokus::Variant::kClassic, 5, 0);
    write_photo(exports_of(dir) + "/board.png", grid, 20, 5);
    AppOptions options = options_for(dir, lang);
    options.width = 800;
    options.height = 1280;
    UiDriver ui(options);
    ui.tap("home.photo");
    ui.tap("photo.file.0");
    ASSERT_TRUE(photo_screen(ui).reader().reading().has_value());
    const auto* picture = probe().find("photo.picture");
    const auto* reading = probe().find("photo.reading");
    ASSERT_NE(picture, nullptr);
    ASSERT_NE(reading, nullptr);
    EXPECT_LT(picture->y + picture->h, reading->y);  // the photo above the reading
    EXPECT_GT(picture->w, 600.0f);
    for (const auto& [id, rect] : probe().rects()) {
      if (id.rfind("photo.", 0) != 0 || rect.view_only) continue;
      EXPECT_GE(rect.w, 48.0f) << id;
      EXPECT_GE(rect.h, 48.0f) << id;
    }
    tap_cell(ui, PictureCell{3, 17}, 20);
    EXPECT_TRUE(photo_screen(ui).reader().changed_by_player(PictureCell{3, 17}));
    ui.shot("photo_portrait_" + lang);
  }
}

}  // namespace
}  // namespace tableref::gui::testing
