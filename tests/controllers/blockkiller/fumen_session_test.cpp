// A Block-Killer session exported as one fumen: each play on its own pages, drawn by the
// same code as the screen's "Copy as fumen", with comments naming player, target, attack.
#include "tableref/controllers/blockkiller/fumen_session.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include "tableref/base/input_reason.hpp"
#include "tableref/controllers/blockkiller/controller.hpp"
#include "tableref/controllers/export_reason.hpp"
#include "tableref/controllers/game_history.hpp"
#include "tableref/controllers/session_export.hpp"
#include "tableref/referee/blockkiller/fumen.hpp"

namespace tableref::controllers {
namespace {

namespace bk = blockkiller;

// The T-spin double of the CLI tests: a T into the slot of a three-row field.
BlockKillerDraft tsd_draft() {
  BlockKillerDraft d;
  d.mode = EntryMode::kField;
  d.imported = bk::Field::from_rows_top_down({"X.........", "...XXXXXXX", "X.XXXXXXXX"}).value();
  d.pieces = {bk::PlacedPiece{bk::Piece::kT, {{0, 1}, {1, 1}, {2, 1}, {1, 0}}}};
  return d;
}

struct Table {
  db::Store store = db::Store::open_memory().value();
  std::int64_t id = 0;
  BlockKillerController c;
  Table() {
    id =
        store
            .create_session(
                {"blockkiller", "standard", "{}", {{0, "Ann", ""}, {1, "Bo", ""}, {2, "陈晨", ""}}})
            .value();
    EXPECT_TRUE(c.open(store, id).ok());
  }
  void play(int player, int target, const BlockKillerDraft& draft) {
    ASSERT_TRUE(c.push(bk::DrawEvent{player, false, std::nullopt}).ok());
    const auto eval = evaluate_draft(draft, {}, c.state().setup.rules, c.start_chain(player),
                                     c.state().hands[static_cast<std::size_t>(player)].garbage);
    ASSERT_FALSE(eval.problem.has_value());
    ASSERT_TRUE(c.push(bk::PlayEvent{player, target, eval.summary}, draft).ok());
    ASSERT_TRUE(c.push(bk::DefendEvent{target, std::nullopt}).ok());
  }
  SessionRecord record() { return load_session(store, id).value(); }
};

TEST(BlockKillerFumenSessionTest, EveryPlayBecomesPagesWithItsComment) {
  Table t;
  t.play(0, 1, tsd_draft());
  BlockKillerDraft quick;
  quick.quick = {bk::PieceClear{2, bk::Spin::kNone}};
  t.play(1, 2, quick);
  auto text = export_session(t.record(), "fumen", history_registry());
  ASSERT_TRUE(text.ok()) << static_cast<int>(text.error().reason.value());
  auto pages = bk::fumen::decode(text.value());
  ASSERT_TRUE(pages.ok());
  ASSERT_EQ(pages.value().size(), 2u);
  const auto& first = pages.value()[0];
  EXPECT_EQ(first.comment, "Play 1: Ann -> Bo, attack 4");
  ASSERT_TRUE(first.operation.has_value());
  EXPECT_EQ(first.operation->type, bk::fumen::Colour::kT);
  // The play's page reads back to the play the table entered.
  auto back = draft_from_fumen(bk::fumen::encode({first}));
  ASSERT_TRUE(back.ok());
  EXPECT_EQ(*back.value().imported, *tsd_draft().imported);
  ASSERT_EQ(back.value().pieces.size(), 1u);
  EXPECT_EQ(back.value().pieces[0].piece, bk::Piece::kT);
  auto cells = back.value().pieces[0].cells;
  const auto by_xy = [](const GridCell& a, const GridCell& b) {
    return a.y != b.y ? a.y < b.y : a.x < b.x;
  };
  std::sort(cells.begin(), cells.end(), by_xy);
  auto wanted = tsd_draft().pieces[0].cells;
  std::sort(wanted.begin(), wanted.end(), by_xy);
  EXPECT_EQ(cells, wanted);
  // A quick entry has no cells: an empty page that says what was entered.
  const auto& second = pages.value()[1];
  EXPECT_EQ(second.comment,
            "Play 2: Bo -> 陈晨, attack 1 (quick entry, no cells: 1 piece, 2 lines)");
  EXPECT_FALSE(second.operation.has_value());
  EXPECT_EQ(second.field, bk::fumen::FumenField{});
}

TEST(BlockKillerFumenSessionTest, UndonePlaysAreLeftOutAndAnEmptySessionSaysSo) {
  Table t;
  auto empty = blockkiller_session_fumen(t.record());
  ASSERT_TRUE(empty.ok());
  auto pages = bk::fumen::decode(empty.value());
  ASSERT_TRUE(pages.ok());
  ASSERT_EQ(pages.value().size(), 1u);
  EXPECT_EQ(pages.value()[0].comment, "Block-Killer: Ann, Bo, 陈晨: no plays recorded");
  ASSERT_TRUE(t.c.push(bk::DrawEvent{0, false, std::nullopt}).ok());
  const auto eval = evaluate_draft(tsd_draft(), {}, t.c.state().setup.rules, t.c.start_chain(0),
                                   t.c.state().hands[0].garbage);
  ASSERT_TRUE(t.c.push(bk::PlayEvent{0, 2, eval.summary}, tsd_draft()).ok());
  ASSERT_TRUE(t.c.undo().ok());
  auto undone = bk::fumen::decode(blockkiller_session_fumen(t.record()).value());
  ASSERT_TRUE(undone.ok());
  EXPECT_EQ(undone.value().size(), 1u);
  EXPECT_NE(undone.value()[0].comment.find("no plays"), std::string::npos);
}

TEST(BlockKillerFumenSessionTest, OtherGamesAndBrokenRowsAreRefusedAndImportSaysWhy) {
  Table t;
  auto record = t.record();
  record.session.game = "blokus";
  EXPECT_FALSE(export_session(record, "fumen", history_registry()).ok());
  record = t.record();
  record.events.push_back(db::Event{t.id, 1, "2026-01-01T00:00:00Z", "play", "[1,2]"});
  EXPECT_EQ(blockkiller_session_fumen(record).error().reason, InputReason::kNotObject);
  auto read = read_session_file("plays.fumen", "v115@vhAAgH", history_registry());
  ASSERT_FALSE(read.ok());
  EXPECT_EQ(read.error().reason, controllers::ExportReason::kNotImportable);
}

TEST(BlockKillerFumenSessionTest, AStackOfGarbageCardsIsDrawnFromTheStoredCards) {
  Table t;
  BlockKillerDraft d;
  d.mode = EntryMode::kField;
  const bk::GarbageCard hole0{bk::GarbageKind::kSingleHole, 1};  // hole in column 0
  d.stack = {{hole0, false, false}, {hole0, false, false}};
  d.pieces = {bk::PlacedPiece{bk::Piece::kI, {{0, 0}, {0, 1}, {0, 2}, {0, 3}}}};
  ASSERT_TRUE(t.c.push(bk::DrawEvent{0, false, std::nullopt}).ok());
  const auto eval = evaluate_draft(d, stack_catalog(d), t.c.state().setup.rules, t.c.start_chain(0),
                                   t.c.state().hands[0].garbage);
  ASSERT_FALSE(eval.problem.has_value());
  ASSERT_TRUE(t.c.push(bk::PlayEvent{0, 2, eval.summary}, d).ok());
  auto text = blockkiller_session_fumen(t.record());
  ASSERT_TRUE(text.ok());
  auto pages = bk::fumen::decode(text.value());
  ASSERT_TRUE(pages.ok());
  ASSERT_EQ(pages.value().size(), 1u);
  const auto& page = pages.value()[0];
  EXPECT_EQ(page.comment, "Play 1: Ann -> 陈晨, attack " + std::to_string(eval.summary.attack));
  // Two grey rows with the hole in column 0, and the I standing in it.
  for (int y = 0; y < 2; ++y) {
    EXPECT_EQ(page.field.cells[static_cast<std::size_t>(y)][0], bk::fumen::Colour::kEmpty);
    for (int x = 1; x < bk::kWidth; ++x) {
      EXPECT_EQ(page.field.cells[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)],
                bk::fumen::Colour::kGrey);
    }
  }
  ASSERT_TRUE(page.operation.has_value());
  EXPECT_EQ(page.operation->type, bk::fumen::Colour::kI);
}

TEST(BlockKillerFumenSessionTest, AnAnsweredAttackIsADefenceWithItsOwnPages) {
  Table t;
  ASSERT_TRUE(t.c.push(bk::DrawEvent{0, false, std::nullopt}).ok());
  const auto& rules = t.c.state().setup.rules;
  const auto attack =
      evaluate_draft(tsd_draft(), {}, rules, t.c.start_chain(0), t.c.state().hands[0].garbage);
  ASSERT_TRUE(t.c.push(bk::PlayEvent{0, 1, attack.summary}, tsd_draft()).ok());
  const auto defence =
      evaluate_draft(tsd_draft(), {}, rules, t.c.start_chain(1), t.c.state().hands[1].garbage);
  ASSERT_TRUE(t.c.push(bk::DefendEvent{1, defence.summary}, tsd_draft()).ok());
  auto pages = bk::fumen::decode(blockkiller_session_fumen(t.record()).value());
  ASSERT_TRUE(pages.ok());
  ASSERT_EQ(pages.value().size(), 2u);
  EXPECT_EQ(pages.value()[1].comment, "Play 2: Bo defends against 4 from Ann, attack 4");
}

}  // namespace
}  // namespace tableref::controllers
