// The live ruling on the next block card of a Block-Killer field entry: the card recognised
// from the tapped cells (no piece named first), the ghost of a named piece, cells that are no
// card yet, and a refused card, each as the draft with the card added evaluates.
#include "tableref/controllers/blockkiller/draft.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "tableref/referee/blockkiller/garbage.hpp"
#include "tableref/referee/blockkiller/placement.hpp"
#include "tableref/referee/blockkiller/reason.hpp"

namespace tableref::controllers {
namespace {

namespace bk = blockkiller;

std::vector<bk::GarbageCatalogEntry> catalog() {
  std::ifstream in(std::string(TABLEREF_ASSET_DIR) + "/blockkiller/garbage_cards.tsv");
  std::ostringstream text;
  text << in.rdbuf();
  auto parsed = bk::parse_garbage_catalog(text.str());
  EXPECT_TRUE(parsed.ok());
  return parsed.ok() ? parsed.value() : std::vector<bk::GarbageCatalogEntry>{};
}

// The T-spin double slot (catalog rows 1 and 10) with the O already on the overhang.
BlockKillerDraft tsd_draft(const std::vector<bk::GarbageCatalogEntry>& cat) {
  BlockKillerDraft d;
  d.mode = EntryMode::kField;
  d.stack.push_back({cat.at(1).card, false, false});
  d.stack.push_back({cat.at(10).card, false, false});
  d.pieces.push_back({bk::Piece::kO, {{2, 2}, {3, 2}, {2, 3}, {3, 3}}});
  return d;
}

bk::RuleOptions srs_plus() {
  bk::RuleOptions r;
  r.kicks = bk::Kicks::kSrsPlus;
  return r;
}

NextPieceRuling rule(const BlockKillerDraft& d, const std::vector<GridCell>& tapped) {
  return rule_next_piece(d, tapped, std::nullopt, {}, catalog(), srs_plus(), {}, 5);
}

TEST(BlockKillerDraftTest, TheTIsRecognisedFromItsCellsAndScored) {
  const auto d = tsd_draft(catalog());
  ASSERT_FALSE(evaluate_draft(d, catalog(), srs_plus(), {}, 5).problem);
  const auto r = rule(d, {{0, 1}, {1, 1}, {2, 1}, {1, 0}});
  ASSERT_EQ(r.state, NextPieceState::kLegal)
      << (r.problem ? static_cast<int>(r.problem->reason.value()) : 0);
  EXPECT_EQ(r.piece, bk::Piece::kT);
  EXPECT_EQ(r.lines, 2);
  EXPECT_EQ(r.spin, bk::Spin::kFull);
  EXPECT_EQ(r.attack, 4);
  ASSERT_EQ(r.next.pieces.size(), 2u);
  EXPECT_EQ(r.next.pieces.back().piece, bk::Piece::kT);
  EXPECT_EQ(evaluate_draft(r.next, catalog(), srs_plus(), {}, 5).attack.attack, 4);
}

TEST(BlockKillerDraftTest, FourInAColumnIsAnINeverAT) {
  BlockKillerDraft d;
  d.mode = EntryMode::kField;
  const auto r = rule(d, {{9, 0}, {9, 1}, {9, 2}, {9, 3}});
  ASSERT_EQ(r.state, NextPieceState::kLegal);
  EXPECT_EQ(r.piece, bk::Piece::kI);
}

TEST(BlockKillerDraftTest, TwoOrThreeCellsAreNoCardYetAndFiveAreNone) {
  BlockKillerDraft d;
  d.mode = EntryMode::kField;
  EXPECT_EQ(rule(d, {}).state, NextPieceState::kNothing);
  EXPECT_EQ(rule(d, {{0, 0}, {1, 0}}).state, NextPieceState::kIncomplete);
  EXPECT_EQ(rule(d, {{0, 0}, {1, 0}, {2, 0}}).state, NextPieceState::kIncomplete);
  const auto five = rule(d, {{0, 0}, {1, 0}, {2, 0}, {3, 0}, {4, 0}});
  ASSERT_EQ(five.state, NextPieceState::kIllegal);
  EXPECT_EQ(five.problem->reason, blockkiller::Reason::kBkNoBlockShape);
  // One cell is the monomino, which rests on the floor.
  const auto mono = rule(d, {{4, 0}});
  EXPECT_EQ(mono.state, NextPieceState::kLegal);
  EXPECT_EQ(mono.piece, bk::Piece::kMono);
}

TEST(BlockKillerDraftTest, AFloatingCardIsRefusedWithTheReason) {
  const auto d = tsd_draft(catalog());
  const auto r = rule(d, {{5, 5}, {6, 5}, {7, 5}, {6, 6}});
  ASSERT_EQ(r.state, NextPieceState::kIllegal);
  EXPECT_EQ(r.piece, bk::Piece::kT);
  EXPECT_EQ(r.problem->reason, blockkiller::Reason::kBkNotResting);
}

TEST(BlockKillerDraftTest, TheGhostOfANamedPieceIsRuledWhenNothingIsTapped) {
  BlockKillerDraft d;
  d.mode = EntryMode::kField;
  const auto ghost = bk::ghost_state(bk::Field{}, bk::Piece::kO, bk::Rotation::k0, 2);
  ASSERT_TRUE(ghost.has_value());
  const auto r = rule_next_piece(d, {}, bk::Piece::kO, bk::state_cells(bk::Piece::kO, *ghost),
                                 catalog(), srs_plus(), {}, 0);
  ASSERT_EQ(r.state, NextPieceState::kLegal);
  EXPECT_EQ(r.piece, bk::Piece::kO);
  EXPECT_EQ(r.lines, 0);
}

}  // namespace
}  // namespace tableref::controllers
