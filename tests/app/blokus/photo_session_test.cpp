// A board read from a photo entered through the Blokus controller: saved as a finished
// session whose events replay to the board (each colour from the corner where it is); during a
// game, the new pieces found, checked and placed, and cells no placement explains listed.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <random>
#include <string>

#include "tableref/controllers/blokus/photo_session.hpp"
#include "tableref/referee/blokus/reason.hpp"
#include "tableref/referee/blokus/scoring.hpp"
#include "tableref/vision/board_analysis.hpp"

namespace tableref::controllers {
namespace {

namespace tv = vision;

SessionSetup classic_setup() {
  const GameInfo* game = find_game("blokus");
  SessionSetup setup = default_setup(*game, *find_variant(*game, "classic"));
  for (std::size_t i = 0; i < setup.seats.size(); ++i) {
    setup.seats[i].player = "P" + std::to_string(i + 1);
  }
  return setup;
}

// The reading a perfect photo of `state` gives, seen from `rotation`.
tv::BoardReading reading_of(const blokus::GameState& state, int rotation) {
  tv::BoardReading r;
  r.variant = state.variant();
  r.size = state.geometry().width();
  r.rotation = rotation;
  r.cells.resize(static_cast<std::size_t>(r.size * r.size));
  for (int y = 0; y < r.size; ++y) {
    for (int x = 0; x < r.size; ++x) {
      const int c = state.color_at(tv::picture_to_referee(tv::PictureCell{x, y}, r.size, rotation));
      r.at(x, y).color = c >= 0 ? tv::cell_color_of(r.variant, c) : tv::CellColor::kEmpty;
      r.at(x, y).confidence = 1;
    }
  }
  return r;
}

void play_random(blokus::GameState& state, std::mt19937& rng, int moves) {
  for (int i = 0; i < moves && !state.game_over(); ++i) {
    const auto color = *state.to_move();
    const auto legal = state.legal_moves(color);
    state.play_generated(color, legal[rng() % legal.size()]);
  }
}

// `moves` random legal moves entered in the session as a player enters them (cell taps).
void enter_random_moves(BlokusController& c, std::mt19937& rng, int moves) {
  for (int i = 0; i < moves; ++i) {
    blokus::GameState next = c.state();
    play_random(next, rng, 1);
    const auto last = next.history().back();
    ASSERT_TRUE(c.place(last.color, next.cells_of(last.placement), BlokusEntry::kCells, i).ok());
  }
}

TEST(blokus_photo_session, a_finished_board_is_saved_and_replays_to_the_same_board) {
  blokus::GameState game(blokus::Variant::kClassic);
  std::mt19937 rng(17);
  play_random(game, rng, 1000);
  ASSERT_TRUE(game.game_over());
  const auto board = tv::finish_board(reading_of(game, 3));
  ASSERT_TRUE(board.audit.clean());

  auto store = db::Store::open_memory().value();
  const auto id = save_photo_session(store, classic_setup(), board, 1000);
  ASSERT_TRUE(id.ok());
  EXPECT_EQ(store.session(id.value()).value().status, db::SessionStatus::kFinished);
  EXPECT_EQ(store.events(id.value()).value().size(), board.pieces.size());

  // Opening the session folds its events: the same board and the same scores.
  BlokusController replayed;
  ASSERT_TRUE(replayed.open(store, id.value(), 5000).ok());
  for (int y = 0; y < 20; ++y) {
    for (int x = 0; x < 20; ++x) {
      EXPECT_EQ(replayed.state().color_at(GridCell{x, y}), game.color_at(GridCell{x, y}));
    }
  }
  const auto a = blokus::score(replayed.state());
  const auto b = blokus::score(game);
  for (std::size_t c = 0; c < 4; ++c) {
    EXPECT_EQ(a.colors[c].remaining_squares, b.colors[c].remaining_squares);
  }
}

TEST(blokus_photo_session, new_pieces_after_a_round_go_through_the_referee) {
  auto store = db::Store::open_memory().value();
  const auto id = create_session(store, classic_setup()).value();
  BlokusController c;
  ASSERT_TRUE(c.open(store, id, 0).ok());
  std::mt19937 rng(4);
  enter_random_moves(c, rng, 8);  // entered as usual
  // A round later (four more pieces), photographed from yellow's side.
  blokus::GameState after = c.state();
  play_random(after, rng, 4);
  const auto reading = reading_of(after, 1);
  const auto update = compare_with_session(c, reading);
  EXPECT_EQ(update.placements.size(), 4u);
  EXPECT_TRUE(update.refused.empty());
  EXPECT_TRUE(update.unexplained.empty());
  ASSERT_TRUE(apply_photo_update(c, update, 100).ok());
  EXPECT_EQ(store.events(id).value().size(), 12u);
  for (int y = 0; y < 20; ++y) {
    for (int x = 0; x < 20; ++x) {
      EXPECT_EQ(c.state().color_at(GridCell{x, y}), after.color_at(GridCell{x, y}));
    }
  }

  // A piece lifted from the board: its cells are shown as unexplained, nothing to place.
  auto lifted = reading_of(c.state(), 0);
  const auto cells = c.state().cells_of(c.state().history().front().placement);
  for (const auto& cell : cells) {
    const auto p = lifted.from_referee(cell);
    lifted.at(p.x, p.y).color = tv::CellColor::kEmpty;
  }
  const auto odd = compare_with_session(c, lifted);
  EXPECT_TRUE(odd.placements.empty());
  EXPECT_EQ(odd.unexplained.size(), cells.size());
}

TEST(blokus_photo_session, colours_in_the_corners_they_chose_are_saved_there_and_replay) {
  blokus::GameState game(blokus::Variant::kClassic);
  std::mt19937 rng(23);
  play_random(game, rng, 1000);
  ASSERT_TRUE(game.game_over());
  std::array<int, 4> a{0, 1, 2, 3};  // [c]: the colour that takes colour c's corner and pieces
  int side = 0;
  auto store = db::Store::open_memory().value();
  do {
    std::string what = "side " + std::to_string(side) + " assignment";
    for (int c : a) what += " " + std::to_string(c);
    // The board as a photo shows it from `side`, read as the reader reads a classic board:
    // as the picture shows it (rotation 0).
    auto reading = reading_of(game, side);
    reading.rotation = 0;
    for (auto& cell : reading.cells) {
      const int c = tv::referee_color(reading.variant, cell.color);
      if (c >= 0) cell.color = tv::cell_color_of(reading.variant, a[static_cast<std::size_t>(c)]);
    }
    const auto board = tv::finish_board(reading);
    ASSERT_TRUE(board.audit.clean()) << what;

    const auto id = save_photo_session(store, classic_setup(), board, 1000);
    ASSERT_TRUE(id.ok()) << what;
    const auto summary = store.session(id.value()).value();
    EXPECT_NE(summary.rules_json.find(R"("first_move":"any-corner")"), std::string::npos)
        << what << ": " << summary.rules_json;
    const auto events = store.events(id.value()).value();
    ASSERT_EQ(events.size(), board.pieces.size()) << what;
    // The opening is four normal moves, each colour in its own corner.
    for (std::size_t i = 0; i < 4; ++i) EXPECT_EQ(events[i].kind, "place") << what;

    BlokusController replayed;
    ASSERT_TRUE(replayed.open(store, id.value(), 5000).ok()) << what;
    const auto& state = replayed.state();
    std::array<int, 4> placed{};
    for (int y = 0; y < 20; ++y) {
      for (int x = 0; x < 20; ++x) {
        const int want = tv::referee_color(reading.variant, reading.at(x, y).color);
        EXPECT_EQ(state.color_at(reading.to_referee(tv::PictureCell{x, y})), want) << what;
        if (want >= 0) ++placed[static_cast<std::size_t>(want)];
      }
    }
    std::array<bool, 4> first_seen{};
    for (const auto& move : state.history()) {
      if (first_seen[move.color]) continue;
      first_seen[move.color] = true;
      const auto cells = state.cells_of(move.placement);
      ASSERT_TRUE(board.start[move.color].has_value()) << what;
      EXPECT_NE(std::find(cells.begin(), cells.end(), *board.start[move.color]), cells.end())
          << what << ": colour " << int{move.color} << " starts in its corner";
    }
    const auto scores = blokus::score(state);
    for (const auto& s : scores.colors) {
      EXPECT_EQ(89 - s.remaining_squares, placed[s.color]) << what;
    }

    // Exported as .blksgf and imported again: the same board (read under the any-corner
    // rule, which the file cannot say).
    const auto text = export_blksgf(store, id.value());
    ASSERT_TRUE(text.ok()) << what;
    const auto again = create_blokus_session_from_sgf(store, text.value(), {"A", "B", "C", "D"});
    ASSERT_TRUE(again.ok()) << what << ": " << text.value();
    const auto imported =
        blokus_state_of(store.session(again.value()).value(), store.events(again.value()).value());
    ASSERT_TRUE(imported.ok()) << what;
    for (int y = 0; y < 20; ++y) {
      for (int x = 0; x < 20; ++x) {
        EXPECT_EQ(imported.value().color_at(GridCell{x, y}), state.color_at(GridCell{x, y}))
            << what;
      }
    }
    side = (side + 1) % 4;
  } while (std::next_permutation(a.begin(), a.end()));
}

TEST(blokus_photo_session, a_photo_taken_from_another_side_is_turned_to_fit_the_session) {
  auto store = db::Store::open_memory().value();
  const auto id = create_session(store, classic_setup()).value();
  BlokusController c;
  ASSERT_TRUE(c.open(store, id, 0).ok());
  std::mt19937 rng(9);
  enter_random_moves(c, rng, 8);
  blokus::GameState after = c.state();
  play_random(after, rng, 4);
  for (int side = 0; side < 4; ++side) {
    // Read as the reader reads a classic board: as the picture shows it.
    auto reading = reading_of(after, side);
    reading.rotation = 0;
    const auto update = compare_with_session(c, reading);
    EXPECT_EQ(update.rotation, side);
    EXPECT_EQ(update.placements.size(), 4u) << "side " << side;
    EXPECT_TRUE(update.refused.empty()) << "side " << side;
    EXPECT_TRUE(update.unexplained.empty()) << "side " << side;
  }
}

TEST(blokus_photo_session, a_new_group_the_referee_refuses_is_listed_with_its_reasons) {
  auto store = db::Store::open_memory().value();
  const auto id = create_session(store, classic_setup()).value();
  BlokusController c;
  ASSERT_TRUE(c.open(store, id, 0).ok());
  // Blue's first piece photographed away from its start corner.
  auto reading = reading_of(c.state(), 0);
  reading.at(10, 10).color = tv::CellColor::kBlue;
  const auto update = compare_with_session(c, reading);
  EXPECT_TRUE(update.placements.empty());
  ASSERT_EQ(update.refused.size(), 1u);
  EXPECT_EQ(update.refused[0].second.front().reason, blokus::Reason::kBlokusMissesStartCell);
}

}  // namespace
}  // namespace tableref::controllers
