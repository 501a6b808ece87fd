// The "Best play" hint of the Block-Killer field entry: the query built from the draft (its
// start field, the session's rules, the carried chain), the search on a worker thread compared
// with find_best_play called directly on the same query, and the found play entered into the
// draft as placed pieces.
#include "tableref/controllers/blockkiller/best_hint.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "reason_text.hpp"
#include "tableref/base/input_reason.hpp"
#include "tableref/referee/blockkiller/garbage.hpp"
#include "tableref/referee/blockkiller/reason.hpp"
#include "tableref/search/blockkiller/best_play.hpp"

namespace tableref::controllers {
namespace {

namespace bk = blockkiller;
using std::chrono::milliseconds;

std::vector<bk::GarbageCatalogEntry> catalog() {
  std::ifstream in(std::string(TABLEREF_ASSET_DIR) + "/blockkiller/garbage_cards.tsv");
  std::ostringstream text;
  text << in.rdbuf();
  auto parsed = bk::parse_garbage_catalog(text.str());
  EXPECT_TRUE(parsed.ok());
  return parsed.ok() ? parsed.value() : std::vector<bk::GarbageCatalogEntry>{};
}

bk::Field rows(const std::vector<std::string>& top_down) {
  auto f = bk::Field::from_rows_top_down(top_down);
  EXPECT_TRUE(f.ok());
  return f.ok() ? f.value() : bk::Field{};
}

// The screen's T-spin double slot: a single-hole card (hole at column 1) on the floor and a
// triple-hole card (holes 0-2) on it, as catalog rows 1 and 10.
BlockKillerDraft tsd_stack_draft(const std::vector<bk::GarbageCatalogEntry>& cat) {
  BlockKillerDraft d;
  d.mode = EntryMode::kField;
  d.stack.push_back({cat.at(1).card, false, false});
  d.stack.push_back({cat.at(10).card, false, false});
  return d;
}

bk::RuleOptions srs_plus() {
  bk::RuleOptions r;
  r.kicks = bk::Kicks::kSrsPlus;
  return r;
}

void expect_same_answer(const bk::BestPlay& got, const bk::BestPlay& want) {
  EXPECT_EQ(got.attack.attack, want.attack.attack);
  EXPECT_EQ(got.attack.offset, want.attack.offset);
  EXPECT_EQ(got.cards, want.cards);
  EXPECT_EQ(got.exhaustive, want.exhaustive);
  EXPECT_EQ(got.attack.pieces, want.attack.pieces);
}

TEST(BlockKillerBestHintTest, HandLimitIsTheBlockCardsHeldAtMostTen) {
  EXPECT_EQ(hint_hand_limit(0), 0);
  EXPECT_EQ(hint_hand_limit(5), 5);
  EXPECT_EQ(hint_hand_limit(10), 10);
  EXPECT_EQ(hint_hand_limit(14), 10);
  EXPECT_EQ(hint_hand_limit(-1), 0);

  HintHand hand;
  EXPECT_TRUE(hand.add(bk::Piece::kT, 2));
  EXPECT_TRUE(hand.add(bk::Piece::kI, 2));
  EXPECT_FALSE(hand.add(bk::Piece::kO, 2));  // the player holds 2 block cards
  EXPECT_EQ(hand.pieces(), (std::vector<bk::Piece>{bk::Piece::kT, bk::Piece::kI}));
  EXPECT_TRUE(hand.remove(0));  // a tapped chip
  EXPECT_FALSE(hand.remove(5));
  EXPECT_EQ(hand.pieces(), (std::vector<bk::Piece>{bk::Piece::kI}));
  for (int i = 0; i < 12; ++i) hand.add(bk::Piece::kMono, 20);
  EXPECT_EQ(hand.size(), kHintHandMax);  // never more than 10, whatever the hand holds
  hand.trim(3);
  EXPECT_EQ(hand.size(), 3);
  EXPECT_EQ(hand.pieces().front(), bk::Piece::kI);
  hand.clear();
  EXPECT_TRUE(hand.empty());
}

TEST(BlockKillerBestHintTest, QueryIsTheStartFieldOfTheDraftWithTheSessionRules) {
  const auto cat = catalog();
  auto draft = tsd_stack_draft(cat);
  // A piece already placed in the draft does not change the field searched.
  draft.pieces.push_back({bk::Piece::kO, {{2, 2}, {3, 2}, {2, 3}, {3, 3}}});
  const bk::ChainState chain{2, true};
  const std::vector<bk::Piece> hand{bk::Piece::kT, bk::Piece::kO};
  auto q = best_play_query(draft, cat, srs_plus(), chain, hand);
  ASSERT_TRUE(q.ok());
  EXPECT_EQ(q.value().field, rows({"...XXXXXXX", "X.XXXXXXXX"}));
  EXPECT_EQ(q.value().hand, hand);
  EXPECT_EQ(q.value().rules, srs_plus());
  EXPECT_EQ(q.value().chain, chain);
  EXPECT_EQ(q.value().budget, milliseconds(900));

  // An imported field is searched as imported.
  BlockKillerDraft imported;
  imported.mode = EntryMode::kField;
  imported.imported = rows({"X.........", "...XXXXXXX", "X.XXXXXXXX"});
  auto qi = best_play_query(imported, cat, srs_plus(), {}, hand);
  ASSERT_TRUE(qi.ok());
  EXPECT_EQ(qi.value().field, *imported.imported);

  // A quick draft has no field: the entry's mode must be "field" (the words stored).
  BlockKillerDraft quick;
  const auto no_field = best_play_query(quick, cat, srs_plus(), {}, hand);
  ASSERT_FALSE(no_field.ok());
  EXPECT_EQ(no_field.error().reason, InputReason::kNotOneOf);
  EXPECT_EQ(no_field.error().params, (std::vector<Param>{{"key", std::string("mode")},
                                                         {"value", std::string("quick")},
                                                         {"allowed", std::string("field")}}));
  const std::string zh = reason_text::rendered(no_field.error());
  EXPECT_TRUE(reason_text::no_english_but_data(zh, no_field.error())) << zh;
  // A stack row that is not a catalog card cannot be built.
  BlockKillerDraft bad;
  bad.mode = EntryMode::kField;
  bad.stack.push_back({bk::GarbageCard{bk::GarbageKind::kSingleHole, 0x3}, false, false});
  EXPECT_FALSE(best_play_query(bad, cat, srs_plus(), {}, hand).ok());
}

TEST(BlockKillerBestHintTest, WorkerAnswersWhatFindBestPlayAnswers) {
  const auto cat = catalog();
  const auto draft = tsd_stack_draft(cat);
  for (const auto& hand :
       std::vector<std::vector<bk::Piece>>{{bk::Piece::kT, bk::Piece::kO},
                                           {bk::Piece::kT, bk::Piece::kO, bk::Piece::kI},
                                           {bk::Piece::kO, bk::Piece::kO},
                                           {bk::Piece::kMono}}) {
    auto q = best_play_query(draft, cat, srs_plus(), {}, hand);
    ASSERT_TRUE(q.ok());
    BestPlaySearch search;
    EXPECT_FALSE(search.running());
    search.start(q.value());
    EXPECT_TRUE(search.is_for(q.value()));
    const auto got = search.wait();
    EXPECT_FALSE(search.running());
    ASSERT_TRUE(got.has_value());
    // The same question asked directly, on a field built here from the rows.
    bk::BestPlayQuery direct;
    direct.field = rows({"...XXXXXXX", "X.XXXXXXXX"});
    direct.hand = hand;
    direct.rules = srs_plus();
    const auto want = bk::find_best_play(direct);
    ASSERT_TRUE(want.exhaustive);  // small hands: the answer is exact, so it is unique
    expect_same_answer(*got, want);
  }
}

TEST(BlockKillerBestHintTest, TheTSpinDoubleSlotIsFoundAndEnteredIntoTheDraft) {
  const auto cat = catalog();
  const auto draft = tsd_stack_draft(cat);
  const std::vector<bk::Piece> hand{bk::Piece::kT, bk::Piece::kO};
  auto q = best_play_query(draft, cat, srs_plus(), {}, hand);
  ASSERT_TRUE(q.ok());
  BestPlaySearch search;
  search.start(q.value());
  const auto play = search.wait();
  ASSERT_TRUE(play.has_value());
  // O over the slot, then the T spun in: a T-spin double for 4 (the screen's test by hand).
  EXPECT_EQ(play->attack.attack, 4);
  ASSERT_EQ(play->steps.size(), 2u);
  EXPECT_EQ(play->steps[1].piece, bk::Piece::kT);
  EXPECT_EQ(play->steps[1].spin, bk::Spin::kFull);

  auto used = draft_with_play(draft, *play, cat, srs_plus(), {}, 5);
  ASSERT_TRUE(used.ok()) << static_cast<int>(used.error().reason.value());
  ASSERT_EQ(used.value().pieces.size(), 2u);
  EXPECT_EQ(used.value().stack, draft.stack);
  const auto eval = evaluate_draft(used.value(), cat, srs_plus(), {}, 5);
  EXPECT_FALSE(eval.problem.has_value());
  EXPECT_EQ(eval.attack.attack, play->attack.attack);
  EXPECT_EQ(eval.attack.pieces, play->attack.pieces);
  EXPECT_EQ(eval.summary.garbage_cleared, 2);  // both cards of the slot cleared
  EXPECT_TRUE(draft_follows(used.value(), *play));

  // Pieces placed by hand before are replaced by the play.
  auto by_hand = draft;
  by_hand.pieces.push_back({bk::Piece::kI, {{3, 2}, {4, 2}, {5, 2}, {6, 2}}});
  EXPECT_FALSE(draft_follows(by_hand, *play));
  auto replaced = draft_with_play(by_hand, *play, cat, srs_plus(), {}, 5);
  ASSERT_TRUE(replaced.ok());
  EXPECT_EQ(replaced.value().pieces, used.value().pieces);
  // The first step alone is the start of the play.
  auto first = draft;
  first.pieces.push_back({play->steps[0].piece, play->steps[0].cells});
  EXPECT_TRUE(draft_follows(first, *play));
}

TEST(BlockKillerBestHintTest, APlayTheRefereeRefusesIsNotEntered) {
  const auto cat = catalog();
  const auto draft = tsd_stack_draft(cat);
  bk::BestPlay floating;
  bk::Placement p;
  p.piece = bk::Piece::kT;
  p.cells = {{5, 5}, {6, 5}, {7, 5}, {6, 6}};
  floating.steps.push_back(p);
  auto used = draft_with_play(draft, floating, cat, srs_plus(), {}, 5);
  ASSERT_FALSE(used.ok());
  EXPECT_EQ(used.error().reason, blockkiller::Reason::kBkNotResting);
}

TEST(BlockKillerBestHintTest, TheCountIsPartOfTheQuestionTheThreadsAreNot) {
  bk::BestPlayQuery a;
  a.field = rows({"...XXXXXXX", "X.XXXXXXXX"});
  a.hand = {bk::Piece::kT};
  auto b = a;
  EXPECT_TRUE(same_query(a, b));
  b.node_budget = a.node_budget / 2;  // another count can find another play
  EXPECT_FALSE(same_query(a, b));
  b = a;
  b.threads = 1;  // the same answer on one thread
  EXPECT_TRUE(same_query(a, b));
}

TEST(BlockKillerBestHintTest, TheCarriedChainIsPartOfTheQuestion) {
  const auto cat = catalog();
  const auto draft = tsd_stack_draft(cat);
  bk::RuleOptions rules = srs_plus();
  rules.carry_over = true;
  const bk::ChainState chain{3, true};
  const std::vector<bk::Piece> hand{bk::Piece::kT, bk::Piece::kO};
  auto q = best_play_query(draft, cat, rules, chain, hand);
  ASSERT_TRUE(q.ok());
  BestPlaySearch search;
  search.start(q.value());
  const auto got = search.wait();
  ASSERT_TRUE(got.has_value());
  bk::BestPlayQuery direct;
  direct.field = rows({"...XXXXXXX", "X.XXXXXXXX"});
  direct.hand = hand;
  direct.rules = rules;
  direct.chain = chain;
  const auto want = bk::find_best_play(direct);
  expect_same_answer(*got, want);
  // Back-to-back and the combo carried in: more than the fresh 4.
  EXPECT_GT(got->attack.attack, 4);
  auto used = draft_with_play(draft, *got, cat, rules, chain, 5);
  ASSERT_TRUE(used.ok());
  EXPECT_EQ(evaluate_draft(used.value(), cat, rules, chain, 5).attack.attack, got->attack.attack);
}

TEST(BlockKillerBestHintTest, ForgettingASearchDoesNotWaitForIt) {
  const auto cat = catalog();
  // A tall stack and seven cards: the search runs to its whole budget.
  BlockKillerDraft draft;
  draft.mode = EntryMode::kField;
  for (const int i : {1, 10, 5, 14, 3, 8, 12, 0}) draft.stack.push_back({cat.at(i).card});
  const std::vector<bk::Piece> hand{bk::Piece::kT, bk::Piece::kI, bk::Piece::kL, bk::Piece::kJ,
                                    bk::Piece::kS, bk::Piece::kZ, bk::Piece::kO};
  auto q = best_play_query(draft, cat, srs_plus(), {}, hand, milliseconds(2000));
  ASSERT_TRUE(q.ok());
  BestPlaySearch search;
  search.start(q.value());
  EXPECT_TRUE(search.running());
  EXPECT_FALSE(search.poll());  // not done at once
  const auto t0 = std::chrono::steady_clock::now();
  search.clear();
  const auto took = std::chrono::steady_clock::now() - t0;
  EXPECT_LT(took, milliseconds(500));  // the UI thread does not wait for the 2 s search
  EXPECT_FALSE(search.running());
  EXPECT_FALSE(search.answer().has_value());
  EXPECT_FALSE(search.is_for(q.value()));
  // A new question while the old one still runs in the background: answered normally.
  auto small =
      best_play_query(tsd_stack_draft(cat), cat, srs_plus(), {}, {bk::Piece::kT, bk::Piece::kO});
  ASSERT_TRUE(small.ok());
  search.start(small.value());
  const auto got = search.wait();
  ASSERT_TRUE(got.has_value());
  EXPECT_EQ(got->attack.attack, 4);
  EXPECT_TRUE(search.is_for(small.value()));
  EXPECT_FALSE(search.is_for(q.value()));
}  // the destructor waits for the forgotten search

}  // namespace
}  // namespace tableref::controllers
