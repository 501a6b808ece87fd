// The Block-Killer session as the screen reads it: the exchange the last event settled (the
// attack and its answer), which the screen's and the replay's settlement show.
#include "tableref/controllers/blockkiller/controller.hpp"

#include <gtest/gtest.h>

namespace tableref::controllers {
namespace {

namespace bk = blockkiller;

bk::PlaySummary attack_of(int blocks, int attack, int offset = 0) {
  bk::PlaySummary p;
  p.blocks_used = blocks;
  p.attack = attack;
  p.offset = offset;
  return p;
}

TEST(BlockKillerControllerTest, TheLastExchangeIsTheAnswerAndTheAttackBeforeIt) {
  db::Store store = db::Store::open_memory().value();
  const auto id =
      store
          .create_session(
              {"blockkiller", "standard", "{}", {{0, "Ann", ""}, {1, "Bo", ""}, {2, "Cy", ""}}})
          .value();
  BlockKillerController c;
  ASSERT_TRUE(c.open(store, id).ok());
  EXPECT_FALSE(c.last_exchange().has_value());
  ASSERT_TRUE(c.push(bk::DrawEvent{0, false, std::nullopt}).ok());
  ASSERT_TRUE(c.push(bk::PlayEvent{0, 2, attack_of(2, 7)}).ok());
  EXPECT_FALSE(c.last_exchange().has_value());  // the attack awaits its answer
  // The worked exchange of the reference: A = 7 against D = 6 with O = 2.
  ASSERT_TRUE(c.push(bk::DefendEvent{2, attack_of(2, 6, 2)}).ok());
  const auto x = c.last_exchange();
  ASSERT_TRUE(x.has_value());
  EXPECT_EQ(x->attack.player, 0);
  EXPECT_EQ(x->attack.target, 2);
  EXPECT_EQ(x->attack.play.attack, 7);
  EXPECT_EQ(x->answer.player, 2);
  ASSERT_TRUE(x->answer.play.has_value());
  EXPECT_EQ(x->answer.play->attack, 6);
  EXPECT_EQ(x->result, *c.state().last_exchange);
  EXPECT_EQ(x->result.counter, 1);
  // The next event settles nothing: the exchange is no longer the last event's.
  ASSERT_TRUE(c.push(bk::DrawEvent{1, false, std::nullopt}).ok());
  EXPECT_FALSE(c.last_exchange().has_value());
  // Undo brings it back.
  ASSERT_TRUE(c.undo().ok());
  EXPECT_TRUE(c.last_exchange().has_value());
}

}  // namespace
}  // namespace tableref::controllers
