// A board read from a photo entered through the Blokus controller: saved as a finished
// session whose events replay to the board (each colour from the corner where it is); during a
// game, the new pieces found, checked and placed, and cells no placement explains listed.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <random>
#include <string>

#include "tableref/controllers/blokus/photo_session.hpp"
#include "tableref/referee/blokus/scoring.hpp"
#include "tableref/referee/reason.hpp"
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
  // Eight moves entered as usual.
  for (int i = 0; i < 8; ++i) {
    blokus::GameState next = c.state();
    play_random(next, rng, 1);
    const auto last = next.history().back();
    ASSERT_TRUE(c.place(last.color, next.cells_of(last.placement), BlokusEntry::kCells, i).ok());
  }
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

TEST(blokus_photo_session, a_photo_taken_from_another_side_is_turned_to_fit_the_session) {
  auto store = db::Store::open_memory().value();
  const auto id = create_session(store, classic_setup()).value();
  BlokusController c;
  ASSERT_TRUE(c.open(store, id, 0).ok());
  std::mt19937 rng(9);
  for (int i = 0; i < 8; ++i) {
    blokus::GameState next = c.state();
    play_random(next, rng, 1);
    const auto last = next.history().back();
    ASSERT_TRUE(c.place(last.color, next.cells_of(last.placement), BlokusEntry::kCells, i).ok());
  }
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
  EXPECT_EQ(update.refused[0].second.front().reason, Reason::kBlokusMissesStartCell);
}

}  // namespace
}  // namespace tableref::controllers
