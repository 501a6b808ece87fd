#include "tableref/referee/smashup/setup.hpp"
#include "tableref/referee/smashup/reason.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <sstream>

namespace tableref::smashup {
namespace {

std::string read(const std::string& name) {
  std::ifstream in(std::string(TABLEREF_SMASHUP_ASSETS) + "/" + name, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

TEST(SmashupSetup, BaseDeckHasOneRowPerBaseInThePreferredPrinting) {
  const auto catalog = parse_bases(read("bases.tsv"));
  ASSERT_TRUE(catalog.ok());
  const auto all = base_deck(catalog.value(), {});
  EXPECT_EQ(all.size(), 197u);
  const auto core = base_deck(catalog.value(), {"Core (Base Game)"});
  const auto core_original = base_deck(catalog.value(), {"Core (Base Game)"}, Printing::kOriginal);
  ASSERT_EQ(core.size(), core_original.size());
  int originals = 0;
  for (const auto& b : core_original) originals += b.printing == Printing::kOriginal ? 1 : 0;
  EXPECT_GT(originals, 0);  // Temple of Goju changed between printings
  for (const auto& b : core) EXPECT_EQ(b.printing, Printing::kCurrent);
  auto with_custom = catalog.value();
  with_custom.push_back(
      {"Core (Base Game)", "Kitchen", 15, {3, 2, 1}, Printing::kCustom, Confidence::kCustom});
  EXPECT_EQ(base_deck(with_custom, {"Core (Base Game)"}).size(), core.size() + 1);
}

TEST(SmashupSetup, DealsDistinctFactionsReproducibly) {
  const auto factions = parse_factions(read("factions.tsv"));
  ASSERT_TRUE(factions.ok());
  const auto pool = faction_pool(factions.value(), {"Core (Base Game)"});
  ASSERT_EQ(pool.size(), 8u);
  const auto dealt = deal_factions(pool, 4, 42);
  ASSERT_TRUE(dealt.ok());
  std::set<std::string> names;
  for (const auto& pair : dealt.value()) {
    names.insert(pair[0]);
    names.insert(pair[1]);
  }
  EXPECT_EQ(names.size(), 8u);
  EXPECT_EQ(deal_factions(pool, 4, 42).value(), dealt.value());
  const auto too_many = deal_factions(pool, 5, 1);
  ASSERT_FALSE(too_many.ok());
  EXPECT_EQ(too_many.error().reason, Reason::kSmashupNotEnoughFactions);
}

TEST(SmashupSetup, DrawsBasesAndLeavesOutThoseUsed) {
  const auto catalog = parse_bases(read("bases.tsv"));
  ASSERT_TRUE(catalog.ok());
  const auto deck = base_deck(catalog.value(), {"Core (Base Game)"});
  const auto drawn = draw_bases(deck, 4, 7);
  ASSERT_TRUE(drawn.ok());
  ASSERT_EQ(drawn.value().size(), 4u);
  std::set<std::string> names;
  for (const auto& b : drawn.value()) names.insert(b.name);
  EXPECT_EQ(names.size(), 4u);
  EXPECT_EQ(draw_bases(deck, static_cast<int>(deck.size()) + 1, 7).error().reason,
            Reason::kSmashupNotEnoughBases);
  GameState state;
  state.bases.push_back(BaseInPlay{drawn.value()[0], {}, {}});
  state.scored.push_back(ScoredBase{1, 0, drawn.value()[1], {}});
  const auto left = remaining_bases(deck, state);
  EXPECT_EQ(left.size(), deck.size() - 2);
  for (const auto& b : left) {
    EXPECT_NE(b.name, drawn.value()[0].name);
    EXPECT_NE(b.name, drawn.value()[1].name);
  }
}

}  // namespace
}  // namespace tableref::smashup
