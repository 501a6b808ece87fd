// The Blokus controller: store before apply, the shared color's rotation, clocks with their
// extra time, undo giving time back, the result at the end, .blksgf round trips, a tray
// piece turned to fit its target.
#include <gtest/gtest.h>

#include <algorithm>

#include <nlohmann/json.hpp>

#include "reason_text.hpp"
#include "tableref/app/catalog.hpp"
#include "tableref/base/input_reason.hpp"
#include "tableref/controllers/blokus/controller.hpp"
#include "tableref/controllers/game_setup.hpp"
#include "tableref/referee/blokus/reason.hpp"
#include "tableref/referee/blokus/scoring.hpp"
#include "tableref/referee/blokus/sgf.hpp"
#include "tableref/referee/blokus/timeout.hpp"

namespace tableref::controllers {
namespace {

std::int64_t new_session(db::Store& store, const std::string& variant,
                         std::map<std::string, std::string> options = {}) {
  const GameInfo* game = find_game("blokus");
  EXPECT_NE(game, nullptr);
  const VariantInfo* info = find_variant(*game, variant);
  EXPECT_NE(info, nullptr) << variant;
  SessionSetup setup = default_setup(*game, *info);
  for (std::size_t i = 0; i < setup.seats.size(); ++i) {
    setup.seats[i].player = "P" + std::to_string(i + 1);
  }
  for (auto& [k, v] : options) setup.options[k] = v;
  auto id = create_session(store, setup);
  EXPECT_TRUE(id.ok());
  return id.value();
}

// The first legal move of the color to move.
std::vector<GridCell> first_move(const blokus::GameState& st) {
  const auto color = *st.to_move();
  const auto moves = st.legal_moves(color);
  return st.cells_of(moves.front());
}

// One reading of a role for the controller, Home and the files: a role written by hand
// ("Blue, Red") holds the colours the controller seats it on, and names its seat by them.
TEST(blokus_controller, a_role_reads_the_same_for_its_seat_and_its_name) {
  const std::vector<std::string> blue_and_red{"blue", "red"};
  for (const std::string role :
       {"blue+red", "Blue + Red", "blue,red", "Blue, Red", "blue/red", "+blue++red+"}) {
    EXPECT_EQ(role_parts(role), blue_and_red) << role;
    const RenderText words = [](const CatalogText& text) { return "<" + text.key + ">"; };
    EXPECT_EQ(blokus_seat_name(role, 0, words), "<blokus.color.blue>+<blokus.color.red>") << role;
  }
  auto store = db::Store::open_memory().value();
  SessionSetup setup =
      default_setup(*find_game("blokus"), *find_variant(*find_game("blokus"), "classic-2p"));
  ASSERT_EQ(setup.seats.size(), 2u);
  setup.seats[0] = {"Ann", "Blue, Red"};
  setup.seats[1] = {"Bo", "Yellow / Green"};
  BlokusController c;
  ASSERT_TRUE(c.open(store, create_session(store, setup).value(), 0).ok());
  EXPECT_EQ(c.seat_for(blokus::Color{0}), 0);  // blue
  EXPECT_EQ(c.seat_for(blokus::Color{1}), 1);  // yellow
  EXPECT_EQ(c.seat_for(blokus::Color{2}), 0);  // red
  EXPECT_EQ(c.seat_for(blokus::Color{3}), 1);  // green
}

// A team's name lists each of its seats, even when one player's name is part of the other's
// (the score table once showed "Anna" alone for Anna and Ann).
TEST(blokus_controller, a_team_names_each_of_its_players) {
  auto store = db::Store::open_memory().value();
  const auto id = new_session(store, "classic-teams");
  BlokusController c;
  ASSERT_TRUE(c.open(store, id, 0).ok());
  // Seats 0 and 2 (blue, red) are team 0; 1 and 3 (yellow, green) team 1.
  const auto scores = blokus::score(c.state());
  ASSERT_EQ(scores.players.size(), 2u);
  EXPECT_EQ(c.players_of(scores.players[0]), (std::vector<std::string>{"P1", "P3"}));
  for (const auto& names : std::vector<std::vector<std::string>>{{"Anna", "Bo", "Ann", "Cy"},
                                                                 {"Ann", "Bo", "Anna", "Cy"}}) {
    auto teams = db::Store::open_memory().value();
    SessionSetup setup =
        default_setup(*find_game("blokus"), *find_variant(*find_game("blokus"), "classic-teams"));
    ASSERT_EQ(setup.seats.size(), 4u);
    for (std::size_t i = 0; i < 4; ++i) setup.seats[i].player = names[i];
    BlokusController team_game;
    ASSERT_TRUE(team_game.open(teams, create_session(teams, setup).value(), 0).ok());
    const auto team_scores = blokus::score(team_game.state());
    EXPECT_EQ(team_game.players_of(team_scores.players[0]),
              (std::vector<std::string>{names[0], names[2]}));
    EXPECT_EQ(team_game.players_of(team_scores.players[1]), (std::vector<std::string>{"Bo", "Cy"}));
  }
}

TEST(blokus_controller, every_home_variant_maps_to_a_referee_variant_and_back) {
  for (const auto& variant : find_game("blokus")->variants) {
    const auto v = blokus_variant(variant.id);
    ASSERT_TRUE(v.has_value()) << variant.id;
    EXPECT_EQ(blokus_home_variant(*v), variant.id);
  }
  EXPECT_FALSE(blokus_variant("chess").has_value());
}

// The app opens and imports every variant the referee knows (Trigon and Junior were read as
// classic and refused): each has its Home variant, and a file of each imports as it.
TEST(blokus_controller, every_referee_variant_has_a_home_variant_and_its_files_import) {
  for (const auto v : blokus::kEveryVariant) {
    const std::string id = blokus_home_variant(v);
    ASSERT_NE(find_variant(*find_game("blokus"), id), nullptr) << id;
    EXPECT_EQ(blokus_variant(id), v) << id;
  }
  for (const auto v : {blokus::Variant::kTrigon, blokus::Variant::kTrigonTwoPlayer,
                       blokus::Variant::kTrigonThreePlayer, blokus::Variant::kJunior}) {
    blokus::GameState state(v);
    const auto color = *state.to_move();
    const auto first = state.legal_moves(color).front();
    ASSERT_TRUE(state.play(color, state.cells_of(first)).ok());
    const std::string text = blokus::write_sgf(state, "2026-11-29");
    auto record = blokus_record_from_sgf(text, {"Ann", "Bo", "Cy", "Dai"});
    ASSERT_TRUE(record.ok()) << text;
    EXPECT_EQ(record.value().session.variant, blokus_home_variant(v));
    EXPECT_EQ(record.value().events.size(), 1u);
    BlokusController folded;
    ASSERT_TRUE(folded.load(record.value().session, record.value().events, 0).ok());
    EXPECT_EQ(folded.state().variant(), v);
    EXPECT_EQ(folded.moves().size(), 1u);
  }
}

// Trigon's tray: the piece's cells keep every triangle's direction wherever the finger
// puts it (the grab cell is one pointing the way the target does), and a fit covering a
// start point is found for the first piece.
TEST(blokus_controller, a_trigon_tray_piece_keeps_its_triangles_on_every_target) {
  blokus::GameState state(blokus::Variant::kTrigon);
  const auto& geo = state.geometry();
  const auto& table = geo.piece_table();
  for (blokus::PieceId p = 0; p < table.size(); ++p) {
    for (std::uint8_t o = 0; o < table[p].orientations.size(); ++o) {
      for (const GridCell target : {GridCell{17, 9}, GridCell{18, 9}}) {
        const auto cells = blokus_tray_cells(geo, p, o, target);
        const auto checked = state.check(0, cells);
        for (const auto& v : checked.violations()) {
          EXPECT_NE(v.reason, blokus::Reason::kBlokusNotAPiece)
              << table[p].name << " " << int{o} << " " << blokus::format_cells(cells);
        }
      }
    }
  }
}

// Every role Home offers splits into colors the catalog names, and a seat of a file is
// named by them (Home's "Blue + Red" and the file's "Blue+Red" read the same parts).
TEST(blokus_controller, every_home_role_splits_into_its_colors_and_names_its_seat) {
  EXPECT_EQ(role_parts("blue+red"), (std::vector<std::string>{"blue", "red"}));
  EXPECT_EQ(role_parts("all"), (std::vector<std::string>{"all"}));
  EXPECT_EQ(role_parts(""), (std::vector<std::string>{}));
  // Every seat name is made of catalog texts that exist, in all three languages.
  const auto catalog = app::Catalog::load(std::string(TABLEREF_ASSET_DIR) + "/strings");
  std::vector<std::string> keys;
  const RenderText record = [&keys](const CatalogText& text) {
    keys.push_back(text.key);
    return "<" + text.key + ">";
  };
  for (const auto& variant : find_game("blokus")->variants) {
    for (const auto& role : variant.roles) {
      keys.clear();
      const std::string name = blokus_seat_name(role, 0, record);
      ASSERT_EQ(keys.size(), role == "all" ? 1u : role_parts(role).size()) << role;
      for (const auto& key : keys) EXPECT_TRUE(catalog.has(key)) << role << ": " << key;
      if (role == "blue+red") {
        EXPECT_EQ(name, "<blokus.color.blue>+<blokus.color.red>");
      }
      if (role == "all") {
        EXPECT_EQ(name, "<blokus.player.solo>");
      }
    }
  }
}

TEST(blokus_controller, a_refused_placement_is_neither_stored_nor_applied) {
  auto store = db::Store::open_memory().value();
  const auto id = new_session(store, "classic");
  BlokusController c;
  ASSERT_TRUE(c.open(store, id, 0).ok());
  const std::vector<GridCell> wrong{{0, 0}};  // a1: not blue's start cell
  auto refused = c.place(0, wrong, BlokusEntry::kCells, 10);
  ASSERT_FALSE(refused.ok());
  EXPECT_EQ(refused.error().reason, blokus::Reason::kBlokusMissesStartCell);
  EXPECT_TRUE(store.events(id).value().empty());
  EXPECT_TRUE(c.state().history().empty());
  // Overruled, it goes down and is recorded as such.
  ASSERT_TRUE(c.overrule(0, wrong, BlokusEntry::kCells, 20).ok());
  const auto rows = store.events(id).value();
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_EQ(rows[0].kind, "overrule");
  EXPECT_TRUE(c.state().history().back().overruled);
}

TEST(blokus_controller, a_tray_piece_on_its_target_turns_to_a_way_it_fits_there) {
  auto store = db::Store::open_memory().value();
  const auto id = new_session(store, "classic");
  BlokusController c;
  ASSERT_TRUE(c.open(store, id, 0).ok());
  const blokus::Color blue = 0;
  const GridCell a20{0, 19};  // blue's start cell, the top-left corner
  // The domino: lying flat on a20 it covers a20 and b20; standing there it leaves the board.
  ASSERT_TRUE(blokus::piece_from_name("2").has_value());
  const auto domino = *blokus::piece_from_name("2");
  ASSERT_EQ(blokus::piece_info(domino).orientations.size(), 2u);
  std::uint8_t flat = 0;
  std::uint8_t standing = 1;
  if (!c.check(blue, blokus_tray_cells(domino, flat, a20)).ok()) std::swap(flat, standing);
  ASSERT_TRUE(c.check(blue, blokus_tray_cells(domino, flat, a20)).ok());
  ASSERT_FALSE(c.check(blue, blokus_tray_cells(domino, standing, a20)).ok());
  EXPECT_EQ(c.fitting_orientation(blue, domino, standing, a20, false), flat);
  EXPECT_EQ(c.fitting_orientation(blue, domino, flat, a20, false), flat);  // fits as held
  // A second tap: the next way that fits; none other than the one held, so it stays.
  EXPECT_EQ(c.fitting_orientation(blue, domino, flat, a20, true), flat);
  // Away from the start cell it fits no way.
  EXPECT_EQ(c.fitting_orientation(blue, domino, flat, GridCell{10, 10}, false), std::nullopt);

  // Where a piece fits its target more than one way (the first such piece and target on
  // the board), a second tap each time shows another way it fits, round to the one held.
  blokus::PieceId piece = 0;
  GridCell target{};
  std::vector<std::uint8_t> fitting;
  for (int p = 0; p < blokus::kPieceCount && fitting.size() < 2; ++p) {
    piece = static_cast<blokus::PieceId>(p);
    const auto count = blokus::piece_info(piece).orientations.size();
    for (int cell = 0; cell < 20 * 20 && fitting.size() < 2; ++cell) {
      target = GridCell{cell % 20, cell / 20};
      fitting.clear();
      for (std::size_t o = 0; o < count; ++o) {
        const auto way = static_cast<std::uint8_t>(o);
        if (c.check(blue, blokus_tray_cells(piece, way, target)).ok()) fitting.push_back(way);
      }
    }
  }
  ASSERT_GE(fitting.size(), 2u);
  std::vector<std::uint8_t> seen{fitting.front()};
  for (std::size_t i = 1; i <= fitting.size(); ++i) {
    const auto next = c.fitting_orientation(blue, piece, seen.back(), target, true);
    ASSERT_TRUE(next.has_value());
    seen.push_back(*next);
  }
  EXPECT_EQ(seen.back(), fitting.front());
  std::vector<std::uint8_t> shown(seen.begin(), seen.end() - 1);
  std::sort(shown.begin(), shown.end());
  EXPECT_EQ(shown, fitting);
}

// Issue #23: a piece dropped with the finger on a corner cell fitted no way, because only
// its middle (grab) cell was tried on that cell. drop_fit tries every cell of the piece on it.
TEST(blokus_controller, a_piece_dropped_on_its_start_corner_is_turned_and_slid_to_fit) {
  auto store = db::Store::open_memory().value();
  const auto id = new_session(store, "classic");
  BlokusController c;
  ASSERT_TRUE(c.open(store, id, 0).ok());
  const blokus::Color blue = 0;
  const GridCell a20{0, 19};
  // V5 lies in four ways; three of them cover a20 on the board (its corner there, or the end
  // of an arm). Held as the tray shows it, its middle on a20 fits no way: the old rule
  // (fitting_orientation) found nothing there.
  const auto v5 = *blokus::piece_from_name("V5");
  EXPECT_EQ(c.fitting_orientation(blue, v5, 0, a20, false), std::nullopt);
  const auto fits = c.fits_covering(blue, v5, a20);
  ASSERT_EQ(fits.size(), 3u);
  const auto drop = c.drop_fit(blue, v5, 0, a20, false);
  EXPECT_EQ(drop.ways, 3);
  EXPECT_NE(std::find(fits.begin(), fits.end(), drop.fit), fits.end());
  const auto cells = blokus_tray_cells(v5, drop.fit.orientation, drop.fit.target);
  EXPECT_TRUE(c.check(blue, cells).ok());
  EXPECT_NE(std::find(cells.begin(), cells.end(), a20), cells.end());
  EXPECT_TRUE(drop.moved);
  // F dropped on a19, next to the corner, fits one way only (not as the tray shows it):
  // turned to it, even when the player had turned it another way.
  const auto f_piece = *blokus::piece_from_name("F");
  const GridCell a19{0, 18};
  const auto f_fits = c.fits_covering(blue, f_piece, a19);
  ASSERT_EQ(f_fits.size(), 1u);
  ASSERT_NE(f_fits.front().orientation, 0);
  const auto f_drop = c.drop_fit(blue, f_piece, 0, a19, true);
  EXPECT_EQ(f_drop.fit, f_fits.front());
  EXPECT_TRUE(f_drop.moved);
  EXPECT_EQ(f_drop.ways, 1);
  EXPECT_TRUE(
      c.check(blue, blokus_tray_cells(f_piece, f_drop.fit.orientation, f_drop.fit.target)).ok());

  // Every piece, held every way, dropped on a20: it lands covering a20 as held when it fits
  // so, turned when exactly one way fits, and stays as the player turned it (moved false)
  // when several do.
  for (int p = 0; p < blokus::kPieceCount; ++p) {
    const auto piece = static_cast<blokus::PieceId>(p);
    const auto count = blokus::piece_info(piece).orientations.size();
    const auto ways = c.fits_covering(blue, piece, a20);
    for (const auto& f : ways) {
      const auto covered = blokus_tray_cells(piece, f.orientation, f.target);
      EXPECT_TRUE(c.check(blue, covered).ok()) << p;
      EXPECT_NE(std::find(covered.begin(), covered.end(), a20), covered.end()) << p;
    }
    for (std::size_t o = 0; o < count; ++o) {
      const auto held = static_cast<std::uint8_t>(o);
      const auto d = c.drop_fit(blue, piece, held, a20, true);
      EXPECT_EQ(d.ways, static_cast<int>(ways.size()));
      // Held as the tray showed it (nobody turned it): never left where something fits.
      const auto untouched = c.drop_fit(blue, piece, held, a20, false);
      EXPECT_EQ(untouched.ways, d.ways);
      if (!ways.empty()) {
        EXPECT_NE(std::find(ways.begin(), ways.end(), untouched.fit), ways.end()) << p;
      }
      const bool fits_as_held = std::any_of(
          ways.begin(), ways.end(), [&](const BlokusFit& f) { return f.orientation == held; });
      if (fits_as_held) {
        EXPECT_EQ(d.fit.orientation, held) << "the player's way is kept where it fits";
      } else if (ways.size() == 1) {
        EXPECT_EQ(d.fit, ways.front()) << p;
        EXPECT_TRUE(d.moved);
      } else {
        EXPECT_EQ(d.fit, (BlokusFit{held, a20})) << p;
        EXPECT_FALSE(d.moved);
      }
      // The taps on the same cell go round every way that fits.
      if (!ways.empty()) {
        std::vector<std::uint8_t> seen;
        auto way = held;
        for (std::size_t i = 0; i < ways.size(); ++i) {
          const auto next = c.next_fit(blue, piece, way, a20);
          ASSERT_TRUE(next.has_value());
          way = next->orientation;
          seen.push_back(way);
        }
        std::sort(seen.begin(), seen.end());
        EXPECT_EQ(std::unique(seen.begin(), seen.end()), seen.end()) << p;
        EXPECT_EQ(seen.size(), ways.size());
      }
    }
  }
  // Away from every start cell, nothing fits: the piece stays as held.
  const auto away = c.drop_fit(blue, v5, 2, GridCell{10, 10}, true);
  EXPECT_EQ(away.ways, 0);
  EXPECT_FALSE(away.moved);
  EXPECT_EQ(away.fit, (BlokusFit{2, GridCell{10, 10}}));
}

TEST(blokus_controller, a_bad_stored_event_says_what_is_wrong_in_the_users_language) {
  struct Case {
    const char* kind;
    const char* payload;
    Violation expected;
  };
  const auto key = [](const char* path) { return Param{"key", std::string(path)}; };
  const std::vector<Case> cases{
      {"place", R"({"color":5,"cells":"a20"})",
       Violation{InputReason::kNotString, {key("events[1].color")}}},
      {"place", R"({"cells":"a20"})", Violation{InputReason::kMissing, {key("events[1].color")}}},
      {"place", R"({"color":"7","cells":"a20"})",
       Violation{InputReason::kNotOneOf,
                 {key("events[1].color"), Param{"value", std::string("7")},
                  Param{"allowed", std::string("1 | 2 | 3 | 4")}}}},
      {"place", R"({"color":"1","cells":7})",
       Violation{InputReason::kNotString, {key("events[1].cells")}}},
      {"setup", R"({"color":"1","cells":"a20,zz"})",
       Violation{InputReason::kNotLike,
                 {key("events[1].cells"), Param{"value", std::string("a20,zz")},
                  Param{"example", std::string("a20,b20")}}}},
      {"place", R"([1])", Violation{InputReason::kNotObject, {key("events[1]")}}},
      {"jump", R"({"color":"1","cells":"a20"})",
       Violation{
           InputReason::kNotOneOf,
           {key("events[1].kind"), Param{"value", std::string("jump")},
            Param{"allowed", std::string("place | overrule | setup | to_move | undo | clock")}}}},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.payload);
    auto store = db::Store::open_memory().value();
    const auto id = new_session(store, "classic");
    // A good first event, so the bad one is the second (events[1]). (The store refuses a
    // payload that is not JSON at all.)
    ASSERT_TRUE(store.append_event(id, "place", R"({"color":"1","cells":"a20"})").ok());
    ASSERT_TRUE(store.append_event(id, c.kind, c.payload).ok());
    BlokusController controller;
    const auto opened = controller.open(store, id, 0);
    ASSERT_FALSE(opened.ok());
    ASSERT_EQ(opened.violations().size(), 1u);
    const Violation& got = opened.error();
    EXPECT_EQ(got.reason, c.expected.reason) << reason_name(got.reason);
    EXPECT_EQ(got.params, c.expected.params);
    const std::string zh = reason_text::rendered(got);
    EXPECT_TRUE(reason_text::no_english_but_data(zh, got)) << zh;
  }
}

TEST(blokus_controller, the_shared_color_rotates_through_the_three_players) {
  auto store = db::Store::open_memory().value();
  const auto id = new_session(store, "classic-3p");
  BlokusController c;
  ASSERT_TRUE(c.open(store, id, 0).ok());
  std::vector<int> green_seats;
  for (int i = 0; i < 12; ++i) {
    const auto color = *c.state().to_move();
    if (color == 3) green_seats.push_back(c.seat_for(3));
    ASSERT_TRUE(c.place(color, first_move(c.state()), BlokusEntry::kCells, i * 1000).ok());
    if (color == 3) {
      EXPECT_EQ(c.moves().back().player, green_seats.back());
    }
  }
  EXPECT_EQ(green_seats, (std::vector<int>{0, 1, 2}));
  // A fresh controller reads the same from the store.
  BlokusController again;
  ASSERT_TRUE(again.open(store, id, 0).ok());
  EXPECT_EQ(again.state().history(), c.state().history());
  EXPECT_EQ(again.seat_for(3), c.seat_for(3));
}

TEST(blokus_controller, clocks_use_the_extra_time_first_pause_and_give_time_back_on_undo) {
  auto store = db::Store::open_memory().value();
  const auto id = new_session(store, "duo", {{"clocks", "20+30"}});
  BlokusController c;
  ASSERT_TRUE(c.open(store, id, 1000).ok());
  ASSERT_TRUE(c.clocks());
  const auto extra = c.clock_config().extra_ms;
  // Purple thinks 40 s more than its extra time.
  EXPECT_EQ(c.turn_elapsed(1000 + extra), extra);
  EXPECT_EQ(c.total_used(0, 1000 + extra), 0);
  EXPECT_EQ(c.total_used(0, 1000 + extra + 40000), 40000);
  ASSERT_TRUE(c.place(0, first_move(c.state()), BlokusEntry::kTray, 1000 + extra + 40000).ok());
  EXPECT_EQ(c.moves().back().used_ms, extra + 40000);
  EXPECT_EQ(c.total_used(0, 999999), 40000);
  // Orange: 5 s, pause for a long while, resume, 5 s more.
  const std::int64_t t = 1000 + extra + 40000;
  ASSERT_TRUE(c.pause(t + 5000).ok());
  EXPECT_EQ(c.turn_elapsed(t + 500000), 5000);
  ASSERT_TRUE(c.resume(t + 500000).ok());
  EXPECT_EQ(c.turn_elapsed(t + 505000), 10000);
  // The move is stored with its time, and a fresh controller resumes the running clock.
  BlokusController again;
  ASSERT_TRUE(again.open(store, id, 0).ok());
  EXPECT_TRUE(again.running());
  EXPECT_EQ(again.turn_elapsed(0), 5000);  // what the last clock event recorded
  EXPECT_EQ(again.total_used(0, 0), 40000);
  // Undo: purple's move comes back with its clock where it stopped.
  ASSERT_TRUE(c.undo(t + 506000).ok());
  EXPECT_EQ(c.turn_elapsed(t + 506000), extra + 40000);
  EXPECT_EQ(c.total_used(0, t + 506000), 40000);
}

// Undo asks nothing because Redo exists: the undone moves come back in order, as they were
// (overruled or not, their time), stored as placements marked "redo"; a new move forgets
// them; the redo stack is rebuilt from the log when the session is opened again.
TEST(blokus_controller, redo_places_undone_moves_again_until_a_new_move_is_made) {
  auto store = db::Store::open_memory().value();
  const auto id = new_session(store, "classic", {{"clocks", "20+30"}});
  BlokusController c;
  ASSERT_TRUE(c.open(store, id, 0).ok());
  EXPECT_EQ(c.redo(0).error().reason, blokus::Reason::kBlokusNothingToRedo);
  const auto m1 = first_move(c.state());
  ASSERT_TRUE(c.place(0, m1, BlokusEntry::kCells, 7000).ok());
  const auto m2 = first_move(c.state());
  ASSERT_TRUE(c.place(1, m2, BlokusEntry::kTray, 9000).ok());
  const auto used = c.moves()[1].used_ms;
  ASSERT_TRUE(c.undo(10000).ok());
  ASSERT_TRUE(c.undo(11000).ok());
  EXPECT_TRUE(c.can_redo());
  ASSERT_TRUE(c.redo(12000).ok());
  EXPECT_EQ(c.state().history().size(), 1u);
  {
    // Reopened from the log: the second move can still be redone.
    BlokusController again;
    ASSERT_TRUE(again.open(store, id, 0).ok());
    EXPECT_TRUE(again.can_redo());
  }
  ASSERT_TRUE(c.redo(13000).ok());
  ASSERT_EQ(c.moves().size(), 2u);
  EXPECT_TRUE(c.moves()[1].tray);
  EXPECT_EQ(c.moves()[1].used_ms, used);
  EXPECT_FALSE(c.can_redo());
  const auto rows = store.events(id).value();
  ASSERT_EQ(rows.size(), 6u);
  const auto last = nlohmann::json::parse(rows.back().payload);
  EXPECT_EQ(rows.back().kind, "place");
  EXPECT_EQ(last["redo"], true);
  EXPECT_EQ(last["cells"], nlohmann::json::parse(rows[1].payload)["cells"]);  // m2 again
  // A new move after an undo forgets the undone one.
  ASSERT_TRUE(c.undo(14000).ok());
  ASSERT_TRUE(c.place(1, first_move(c.state()), BlokusEntry::kCells, 15000).ok());
  EXPECT_FALSE(c.can_redo());
  EXPECT_EQ(c.redo(16000).error().reason, blokus::Reason::kBlokusNothingToRedo);
  BlokusController reopened;
  ASSERT_TRUE(reopened.open(store, id, 0).ok());
  EXPECT_FALSE(reopened.can_redo());
}

TEST(blokus_controller, the_time_control_chosen_at_setup_sets_both_clocks) {
  auto store = db::Store::open_memory().value();
  struct Case {
    std::string choice;
    bool on;
    std::int64_t total_ms;
    std::int64_t extra_ms;
  };
  for (const auto& k : std::vector<Case>{{"false", false, 0, 0},
                                         {"10+10", true, 600000, 10000},
                                         {"20+30", true, 1200000, 30000},
                                         {"30+60", true, 1800000, 60000}}) {
    const auto id = new_session(store, "duo", {{"clocks", k.choice}});
    BlokusController c;
    ASSERT_TRUE(c.open(store, id, 0).ok());
    EXPECT_EQ(c.clocks(), k.on) << k.choice;
    if (!k.on) continue;
    EXPECT_EQ(c.clock_config().total_ms, k.total_ms) << k.choice;
    EXPECT_EQ(c.clock_config().extra_ms, k.extra_ms) << k.choice;
  }
  // A choice the setup does not offer is refused before any session is made.
  const GameInfo* game = find_game("blokus");
  SessionSetup setup = default_setup(*game, *find_variant(*game, "duo"));
  setup.seats[0].player = "Ann";
  setup.seats[1].player = "Bo";
  setup.options["clocks"] = "5+5s";
  const auto refused = validate(setup);
  ASSERT_FALSE(refused.ok());
  EXPECT_EQ(refused.error().reason, InputReason::kNotOneOf);
  EXPECT_EQ(refused.error().params,
            (std::vector<Param>{{"key", std::string("clocks")},
                                {"value", std::string("5+5s")},
                                {"allowed", std::string("false | 10+10 | 20+30 | 30+60")}}));
  EXPECT_EQ(reason_text::rendered(refused.error()),
            "“clocks”为“5+5s”，必须是以下之一：false | 10+10 | 20+30 | 30+60。");
}

TEST(blokus_controller, sessions_stored_before_the_time_choice_keep_twenty_minutes_and_thirty_s) {
  auto store = db::Store::open_memory().value();
  const auto on =
      store
          .create_session(db::NewSession{
              "blokus", "duo", R"({"clocks":true})", {{0, "Ann", "purple"}, {1, "Bo", "orange"}}})
          .value();
  const auto off =
      store
          .create_session(db::NewSession{
              "blokus", "duo", R"({"clocks":false})", {{0, "Ann", "purple"}, {1, "Bo", "orange"}}})
          .value();
  BlokusController c;
  ASSERT_TRUE(c.open(store, on, 0).ok());
  EXPECT_TRUE(c.clocks());
  EXPECT_EQ(c.clock_config().total_ms, 20 * 60 * 1000);
  EXPECT_EQ(c.clock_config().extra_ms, 30 * 1000);
  ASSERT_TRUE(c.open(store, off, 0).ok());
  EXPECT_FALSE(c.clocks());
}

TEST(blokus_controller, a_killed_app_resumes_the_running_clock_from_its_last_checkpoint) {
  auto store = db::Store::open_memory().value();
  const auto id = new_session(store, "classic", {{"clocks", "20+30"}});
  {
    BlokusController c;
    ASSERT_TRUE(c.open(store, id, 0).ok());
    ASSERT_TRUE(c.place(0, first_move(c.state()), BlokusEntry::kCells, 3000).ok());
    c.checkpoint(7200);  // yellow has used 4.2 s
    c.checkpoint(7500);  // less than a second since the last write: not saved
  }
  BlokusController again;
  ASSERT_TRUE(again.open(store, id, 100000).ok());
  EXPECT_TRUE(again.running());
  EXPECT_EQ(again.turn_elapsed(100000), 4200);
  EXPECT_EQ(again.turn_elapsed(101000), 5200);
  EXPECT_EQ(again.moves().front().used_ms, 3000);
  // After another event the checkpoint is stale and ignored.
  ASSERT_TRUE(again.place(1, first_move(again.state()), BlokusEntry::kCells, 101000).ok());
  BlokusController third;
  ASSERT_TRUE(third.open(store, id, 0).ok());
  EXPECT_EQ(third.turn_elapsed(0), 0);
}

TEST(blokus_controller, the_finished_game_is_stored_with_its_result_in_the_session_convention) {
  for (const std::string scoring : {"boxed", "online"}) {
    auto store = db::Store::open_memory().value();
    const auto id = new_session(store, "classic-teams", {{"scoring", scoring}});
    BlokusController c;
    ASSERT_TRUE(c.open(store, id, 0).ok());
    std::int64_t t = 0;
    while (!c.state().game_over()) {
      t += 1500;
      ASSERT_TRUE(
          c.place(*c.state().to_move(), first_move(c.state()), BlokusEntry::kCells, t).ok());
    }
    const auto summary = store.session(id).value();
    EXPECT_EQ(summary.status, db::SessionStatus::kFinished);
    const auto result = nlohmann::json::parse(summary.result_json, nullptr, false);
    ASSERT_TRUE(result.is_object());
    ASSERT_EQ(result["players"].size(), 4u);
    const auto scores = blokus::score(c.state());
    // Seats 0 and 2 (blue, red) are team 0; 1 and 3 (yellow, green) team 1.
    for (int seat = 0; seat < 4; ++seat) {
      const auto& team = scores.players[static_cast<std::size_t>(seat % 2)];
      const auto& row = result["players"][static_cast<std::size_t>(seat)];
      EXPECT_EQ(row["name"], "P" + std::to_string(seat + 1));
      EXPECT_EQ(row["score"].get<int>(),
                scoring == "online" ? -team.remaining_squares : team.boxed);
      EXPECT_EQ(row["rank"].get<int>(), scoring == "online" ? team.rank_online : team.rank_boxed);
    }
    EXPECT_EQ(result["duration_s"].get<std::int64_t>(),
              static_cast<std::int64_t>(c.moves().size()) * 1500 / 1000);
    // Undo reopens it.
    ASSERT_TRUE(c.undo(t).ok());
    EXPECT_EQ(store.session(id).value().status, db::SessionStatus::kActive);
  }
}

TEST(blokus_controller, a_session_exported_to_blksgf_starts_a_new_session_with_the_same_game) {
  auto store = db::Store::open_memory().value();
  const auto id = new_session(store, "classic");
  BlokusController c;
  ASSERT_TRUE(c.open(store, id, 0).ok());
  for (int i = 0; i < 2; ++i) {
    ASSERT_TRUE(c.place(*c.state().to_move(), first_move(c.state()), BlokusEntry::kCells, 0).ok());
  }
  ASSERT_TRUE(c.overrule(2, std::vector<GridCell>{{0, 0}, {0, 1}}, BlokusEntry::kCells, 0).ok());
  ASSERT_TRUE(c.place(*c.state().to_move(), first_move(c.state()), BlokusEntry::kCells, 0).ok());
  auto text = export_blksgf(store, id);
  ASSERT_TRUE(text.ok());
  EXPECT_NE(text.value().find("OV[1]"), std::string::npos) << text.value();
  auto copy = create_blokus_session_from_sgf(store, text.value(), {"A", "B", "C", "D"});
  ASSERT_TRUE(copy.ok());
  BlokusController other;
  ASSERT_TRUE(other.open(store, copy.value(), 0).ok());
  EXPECT_EQ(other.state().history(), c.state().history());
  EXPECT_EQ(other.state().to_move(), c.state().to_move());
  EXPECT_EQ(store.session(copy.value()).value().seats[1].player, "B");
  // A malformed file starts nothing.
  const auto before = store.list_sessions(db::SessionFilter{}).value().size();
  EXPECT_FALSE(create_blokus_session_from_sgf(store, "(;GM[Blokus];1[z99])", {}).ok());
  EXPECT_EQ(store.list_sessions(db::SessionFilter{}).value().size(), before);
}

}  // namespace
}  // namespace tableref::controllers

namespace tableref::controllers {
namespace {

// The time-out: with clocks (10 min + 10 s) and the rule on, once the seat's total and the
// move's extra time are used up the referee proposes a legal piece; confirming stores it as
// a "timeout" placement with its seed, and the log alone gives the same proposal again.
TEST(blokus_controller, a_time_out_proposes_a_legal_piece_reproducible_from_the_log) {
  auto store = db::Store::open_memory().value();
  const auto id = new_session(store, "classic", {{"clocks", "10+10"}});
  BlokusController c;
  ASSERT_TRUE(c.open(store, id, 0).ok());
  ASSERT_TRUE(c.timeout_rule());  // on by default once clocks are chosen
  const auto& cfg = c.clock_config();
  // Blue plays quickly; yellow runs out.
  ASSERT_TRUE(c.place(0, first_move(c.state()), BlokusEntry::kCells, 1000).ok());
  const std::int64_t t0 = 1000;
  EXPECT_FALSE(c.timed_out(t0 + cfg.extra_ms + cfg.total_ms - 1));
  const std::int64_t out = t0 + cfg.extra_ms + cfg.total_ms;
  EXPECT_TRUE(c.timed_out(out));
  const auto proposal = c.timeout_proposal();
  ASSERT_TRUE(proposal.has_value());
  EXPECT_EQ(proposal->color, 1);
  EXPECT_TRUE(c.check(1, proposal->cells).ok());
  // Pausing and resuming (clock events) does not change the proposal.
  const auto seed = c.timeout_seed();
  ASSERT_TRUE(c.pause(out + 10).ok());
  ASSERT_TRUE(c.resume(out + 20).ok());
  EXPECT_EQ(c.timeout_seed(), seed);
  EXPECT_EQ(c.timeout_proposal()->cells, proposal->cells);
  // A fresh controller on the same log proposes the same piece.
  {
    BlokusController again;
    ASSERT_TRUE(again.open(store, id, 0).ok());
    EXPECT_EQ(again.timeout_seed(), seed);
    EXPECT_EQ(again.timeout_proposal()->cells, proposal->cells);
  }
  // Confirmed: stored with the entry "timeout" and the seed; play moves on to red.
  ASSERT_TRUE(c.confirm_timeout(out + 30).ok());
  const auto rows = store.events(id).value();
  const auto payload = nlohmann::json::parse(rows.back().payload);
  EXPECT_EQ(rows.back().kind, "place");
  EXPECT_EQ(payload["entry"], "timeout");
  EXPECT_EQ(payload["timeout_seed"].get<std::uint64_t>(), seed);
  EXPECT_EQ(payload["cells"], blokus::format_cells(proposal->cells));
  EXPECT_EQ(*c.state().to_move(), 2);
  EXPECT_TRUE(c.moves().back().timeout);
  // The seed recorded is the one the log gives: timeout_seed(session, events before it).
  EXPECT_EQ(seed, blokus::timeout_seed(id, 1));
  // The next proposal (another position, another seed) differs in its seed.
  EXPECT_NE(c.timeout_seed(), seed);
  BlokusController reread;
  ASSERT_TRUE(reread.open(store, id, 0).ok());
  EXPECT_TRUE(reread.moves().back().timeout);
  EXPECT_EQ(reread.state().history(), c.state().history());
  // Red, green and blue play quickly; yellow's total is spent, but its next move still has
  // its extra time first.
  std::int64_t t = out + 30;
  for (int i = 0; i < 3; ++i) {
    t += 1000;
    ASSERT_TRUE(c.place(*c.state().to_move(), first_move(c.state()), BlokusEntry::kCells, t).ok());
  }
  ASSERT_EQ(*c.state().to_move(), 1);
  EXPECT_FALSE(c.timed_out(t + cfg.extra_ms - 1));
  EXPECT_TRUE(c.timed_out(t + cfg.extra_ms));
}

TEST(blokus_controller, no_time_out_without_clocks_or_with_the_rule_off) {
  auto store = db::Store::open_memory().value();
  const auto plain = new_session(store, "classic", {{"clocks", "false"}});
  const auto off = new_session(store, "classic", {{"clocks", "10+10"}, {"timeout_piece", "false"}});
  for (const auto id : {plain, off}) {
    BlokusController c;
    ASSERT_TRUE(c.open(store, id, 0).ok());
    EXPECT_FALSE(c.timeout_rule());
    EXPECT_FALSE(c.timed_out(1000LL * 60 * 60 * 24));
  }
  // Without clocks the rule is stored off even though its switch defaulted on.
  const auto s = store.session(plain).value();
  EXPECT_NE(s.rules_json.find(R"("timeout_piece":false)"), std::string::npos) << s.rules_json;
  // Sessions stored before the rule existed have no key: no time-out.
  const auto old = store.create_session(db::NewSession{
      "blokus", "duo", R"({"clocks":"10+10"})", {{0, "Ann", "purple"}, {1, "Bo", "orange"}}});
  BlokusController c;
  ASSERT_TRUE(c.open(store, old.value(), 0).ok());
  EXPECT_FALSE(c.timeout_rule());
}

}  // namespace
}  // namespace tableref::controllers
