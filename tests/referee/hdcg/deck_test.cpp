#include "tableref/referee/hdcg/deck.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "tableref/referee/hdcg/reason.hpp"
#include "tableref/referee/hdcg/rng.hpp"

namespace tableref::hdcg {
namespace {

std::vector<CardId> cards(std::initializer_list<const char*> names) {
  return {names.begin(), names.end()};
}

TEST(RngTest, SplitMix64ReferenceSequence) {
  // Published SplitMix64 outputs for seed 0.
  Rng rng(0);
  EXPECT_EQ(rng.next(), 0xE220A8397B1DCDAFull);
  EXPECT_EQ(rng.next(), 0x6E789E6AA1B965F4ull);
  EXPECT_EQ(rng.next(), 0x06C45D188009454Full);
}

TEST(RngTest, JudgementCoversZeroToNineEvenly) {
  Rng rng(42);
  int counts[10] = {};
  for (int i = 0; i < 10000; ++i) {
    const int roll = rng.judgement();
    ASSERT_GE(roll, 0);
    ASSERT_LE(roll, 9);
    ++counts[roll];
  }
  for (int c : counts) {
    EXPECT_GT(c, 850);
    EXPECT_LT(c, 1150);
  }
}

TEST(DeckTest, DrawsTheOrderedPartFirst) {
  Deck deck(cards({"o1", "o2"}), cards({"r1", "r2", "r3"}));
  auto drawn = deck.draw(3);
  ASSERT_TRUE(drawn.ok());
  EXPECT_EQ(drawn.value(), cards({"o1", "o2", "r1"}));
  EXPECT_TRUE(deck.ordered().empty());
  EXPECT_EQ(deck.random(), cards({"r2", "r3"}));
  auto too_many = deck.draw(3);
  ASSERT_FALSE(too_many.ok());
  EXPECT_EQ(too_many.error().reason, Reason::kHdcgDeckTooSmall);
  EXPECT_EQ(deck.size(), 2u);  // a refused draw takes nothing
}

TEST(DeckTest, LooksTakeTheOrderedPartFirstAndRevealFixesOrder) {
  Deck deck(cards({"o1"}), cards({"r1", "r2", "r3"}));
  EXPECT_EQ(deck.look(2), cards({"o1", "r1"}));
  EXPECT_EQ(deck.look(10), cards({"o1", "r1", "r2", "r3"}));
  EXPECT_EQ(deck.ordered(), cards({"o1"}));  // looking alone moves nothing
  EXPECT_EQ(deck.reveal(3), cards({"o1", "r1", "r2"}));
  EXPECT_EQ(deck.ordered(), cards({"o1", "r1", "r2"}));
  EXPECT_EQ(deck.random(), cards({"r3"}));
}

TEST(DeckTest, ShuffleTouchesOnlyTheRandomPart) {
  std::vector<CardId> random;
  for (int i = 0; i < 20; ++i) random.push_back("r" + std::to_string(i));
  Deck deck(cards({"o1", "o2"}), random);
  Rng rng(7);
  deck.shuffle(rng);
  EXPECT_EQ(deck.ordered(), cards({"o1", "o2"}));
  EXPECT_NE(deck.random(), random);
  EXPECT_TRUE(std::is_permutation(deck.random().begin(), deck.random().end(), random.begin()));
  // The same seed gives the same order.
  Deck again(cards({"o1", "o2"}), random);
  Rng same(7);
  again.shuffle(same);
  EXPECT_EQ(again, deck);
}

TEST(DeckTest, SearchLooksOnlyAtTheRandomPartAndShufflesIt) {
  std::vector<CardId> random = cards({"a", "b", "藏医", "c", "d", "e", "f", "g"});
  Deck deck(cards({"藏医"}), random);
  Rng rng(3);
  auto found = deck.search("藏医", rng);
  ASSERT_TRUE(found.ok());
  EXPECT_EQ(found.value(), "藏医");
  EXPECT_EQ(deck.ordered(), cards({"藏医"}));  // the ordered copy stays
  EXPECT_EQ(deck.random().size(), 7u);
  const std::set<CardId> left(deck.random().begin(), deck.random().end());
  EXPECT_EQ(left, (std::set<CardId>{"a", "b", "c", "d", "e", "f", "g"}));
  EXPECT_NE(deck.random(), cards({"a", "b", "c", "d", "e", "f", "g"}));  // shuffled
  auto missing = deck.search("藏医", rng);  // only the ordered part holds one now
  ASSERT_FALSE(missing.ok());
  EXPECT_EQ(missing.error().reason, Reason::kHdcgCardNotInRandomPart);
}

TEST(DeckTest, PutOnTopJoinsTheOrderedPart) {
  Deck deck(cards({"o1"}), cards({"r1"}));
  deck.put_on_top(cards({"x", "y"}));
  EXPECT_EQ(deck.ordered(), cards({"x", "y", "o1"}));
  EXPECT_EQ(deck.draw(1).value(), cards({"x"}));
}

}  // namespace
}  // namespace tableref::hdcg
