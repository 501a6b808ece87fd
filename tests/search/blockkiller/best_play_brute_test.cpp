// The best-play search (beams, bound, transpositions, last-card shortcut) against a plain
// brute force written without any of them: every order of every card subset, every legal
// placement, scored piece by piece. Random garbage stacks from the card sheet (flipped or not,
// merged checkerboard rows), random ragged fields, 1-4 cards, both modes, both kick sets,
// all-spin on and off, minis, merge and carried chains.
#include <gtest/gtest.h>

#include <random>
#include <sstream>

#include "tableref/referee/blockkiller/garbage.hpp"
#include "tableref/referee/blockkiller/play.hpp"
#include "tableref/search/blockkiller/best_play.hpp"

namespace tableref::blockkiller {
namespace {

struct Plain {
  int attack = 0;
  int offset = 0;
  int cards = 0;
};

bool plain_better(const Plain& a, const Plain& b) {
  if (a.attack != b.attack) return a.attack > b.attack;
  if (a.offset != b.offset) return a.offset > b.offset;
  return a.cards < b.cards;
}

// No pruning, no memo: every play (any subset of the hand, in any order) is scored.
void brute(const Field& field, std::vector<Piece>& hand, const RuleOptions& rules,
           const ChainState& chain, const Plain& so_far, Plain& best) {
  if (plain_better(so_far, best)) best = so_far;
  for (std::size_t i = 0; i < hand.size(); ++i) {
    bool repeated = false;  // the same card twice in hand: one try is enough
    for (std::size_t j = 0; j < i; ++j) repeated = repeated || hand[j] == hand[i];
    if (repeated) continue;
    const Piece piece = hand[i];
    hand.erase(hand.begin() + static_cast<std::ptrdiff_t>(i));
    for (const auto& placement : legal_placements(field, piece, rules)) {
      Field next = field;
      const int lines = lock_piece(next, placement.cells, rules);
      ChainState after = chain;
      const auto scored = score_piece(PieceClear{lines, placement.spin}, after, rules);
      brute(next, hand, rules, after,
            Plain{so_far.attack + scored.attack, so_far.offset + scored.offset, so_far.cards + 1},
            best);
    }
    hand.insert(hand.begin() + static_cast<std::ptrdiff_t>(i), piece);
  }
}

constexpr std::string_view kGarbageTsv =
    "kind\tholes\tcopies\n"
    "single-hole\t0\t10\nsingle-hole\t1\t10\nsingle-hole\t2\t10\nsingle-hole\t3\t10\n"
    "single-hole\t4\t10\ndouble-hole\t0,1\t6\ndouble-hole\t1,2\t6\ndouble-hole\t2,3\t6\n"
    "double-hole\t3,4\t6\ndouble-hole\t4,5\t3\ntriple-hole\t0,1,2\t4\ntriple-hole\t1,2,3\t4\n"
    "triple-hole\t2,3,4\t4\ntriple-hole\t3,4,5\t4\nquad-hole\t3,4,5,6\t10\n"
    "checkerboard\t1,3,5,7,9\t8\n";

Field random_field(std::mt19937& rng) {
  static const auto catalog = parse_garbage_catalog(kGarbageTsv).value();
  const int kind = std::uniform_int_distribution<int>(0, 3)(rng);
  if (kind == 3) {
    // Ragged: a few rows of random cells (never full), shorter towards the top.
    std::vector<std::uint16_t> rows;
    const int height = std::uniform_int_distribution<int>(1, 4)(rng);
    for (int y = 0; y < height; ++y) {
      std::uint16_t m = 0;
      for (int x = 0; x < kWidth; ++x) {
        if (std::uniform_int_distribution<int>(0, 9)(rng) < 7 - y)
          m |= static_cast<std::uint16_t>(1u << x);
      }
      if (m == kFullRow) m = static_cast<std::uint16_t>(m & ~(1u << (y * 3 % kWidth)));
      rows.push_back(m);
    }
    return Field::from_masks(rows).value();
  }
  std::vector<StackedGarbage> stack;
  const int rows = std::uniform_int_distribution<int>(1, 5)(rng);
  for (int i = 0; i < rows; ++i) {
    StackedGarbage g;
    if (std::uniform_int_distribution<int>(0, 11)(rng) == 0) {
      g.merged = true;
    } else {
      const auto& entry =
          catalog[std::uniform_int_distribution<std::size_t>(0, catalog.size() - 1)(rng)];
      g.card = entry.card;
      g.flipped = std::uniform_int_distribution<int>(0, 1)(rng) == 1;
    }
    stack.push_back(g);
  }
  auto built = build_garbage_field(catalog, stack);
  return built.ok() ? built.value() : Field{};
}

RuleOptions random_rules(std::mt19937& rng) {
  auto coin = [&rng](int one_in) {
    return std::uniform_int_distribution<int>(0, one_in - 1)(rng) == 0;
  };
  RuleOptions r;
  r.mode = coin(2) ? Mode::kNoMercy : Mode::kStandard;
  r.kicks = coin(2) ? Kicks::kSrsPlus : Kicks::kSrs;
  r.all_spin = !coin(3);
  r.rotate180 = coin(5);
  r.non_t_spin_is_mini = coin(4);
  r.mini_weakening = !coin(4);
  r.merge_clears_with_first_piece = !coin(4);
  return r;
}

std::string describe(const Field& f, const std::vector<Piece>& hand, const RuleOptions& r,
                     const ChainState& chain) {
  std::ostringstream out;
  out << "hand";
  for (auto p : hand) out << ' ' << piece_name(p);
  out << " mode " << mode_name(r.mode) << " kicks " << kicks_name(r.kicks) << " all_spin "
      << r.all_spin << " rotate180 " << r.rotate180 << " nt_mini " << r.non_t_spin_is_mini
      << " weak " << r.mini_weakening << " merge " << r.merge_clears_with_first_piece << " chain "
      << chain.combo << '/' << chain.last_special << '\n';
  for (const auto& row : f.to_rows_top_down()) out << row << '\n';
  return out.str();
}

void check_case(const Field& f, std::vector<Piece> hand, const RuleOptions& rules,
                const ChainState& chain, bool with_beam) {
  Plain expected;
  brute(f, hand, rules, chain, Plain{}, expected);
  BestPlayQuery q;
  q.field = f;
  q.hand = hand;
  q.rules = rules;
  q.chain = chain;
  q.budget = std::chrono::seconds(60);
  q.node_budget = 0;                  // no count: the search runs to the end
  q.beam_width = with_beam ? 64 : 0;  // 0: no beam, the exact search alone
  const auto got = find_best_play(q);
  const auto what = describe(f, hand, rules, chain);
  ASSERT_TRUE(got.exhaustive) << what;
  EXPECT_EQ(got.exhaustive_cards, static_cast<int>(hand.size())) << what;
  EXPECT_EQ(got.attack.attack, expected.attack) << what;
  EXPECT_EQ(got.attack.offset, expected.offset) << what;
  EXPECT_EQ(got.cards, expected.cards) << what;
  // The play it names is legal and scores what it says.
  std::vector<PlacedPiece> pieces;
  for (const auto& s : got.steps) pieces.push_back({s.piece, s.cells});
  const auto replay = evaluate_play(f, pieces, rules, chain);
  EXPECT_TRUE(replay.legal) << what;
  EXPECT_EQ(replay.attack.attack, got.attack.attack) << what;
  EXPECT_EQ(replay.attack.offset, got.attack.offset) << what;
  EXPECT_EQ(static_cast<int>(got.steps.size()), got.cards) << what;
}

std::vector<Piece> random_hand(std::mt19937& rng, int size, bool small_pieces) {
  std::vector<Piece> hand;
  for (int i = 0; i < size; ++i) {
    if (small_pieces && i >= 2) {
      hand.push_back(std::uniform_int_distribution<int>(0, 1)(rng) == 0 ? Piece::kO : Piece::kMono);
    } else {
      hand.push_back(kAllPieces[std::uniform_int_distribution<std::size_t>(0, 7)(rng)]);
    }
  }
  return hand;
}

TEST(BlockKillerBestPlayBrute, OneToThreeCardsMatchTheBruteForce) {
  std::mt19937 rng(20261122);
  for (int i = 0; i < 60; ++i) {
    const auto f = random_field(rng);
    const auto rules = random_rules(rng);
    const int size = 1 + i % 3;
    ChainState chain;
    if (i % 7 == 3) chain = ChainState{std::uniform_int_distribution<int>(1, 6)(rng), true};
    check_case(f, random_hand(rng, size, false), rules, chain, i % 2 == 0);
  }
}

TEST(BlockKillerBestPlayBrute, FourCardsMatchTheBruteForce) {
  // Two tetrominoes and two small cards (O, monomino) keep the brute force quick.
  std::mt19937 rng(7);
  for (int i = 0; i < 3; ++i) {
    const auto f = random_field(rng);
    const auto rules = random_rules(rng);
    check_case(f, random_hand(rng, 4, true), rules, ChainState{}, i % 2 == 1);
  }
}

TEST(BlockKillerBestPlayBrute, TSpinSetupsMatchTheBruteForce) {
  // Fields with a T slot and an overhang: the spins are where the attack is.
  const std::vector<std::vector<std::string>> fields{
      {"XXX.......", "X.........", "XX.XXXXXXX", "X...XXXXXX", "XX.XXXXXXX"},
      {"X.........", "...XXXXXXX", "X.XXXXXXXX", "XXXX.XXXXX"},
      {"XX...XXXXX", "XXX.XXXXXX", "XXXXXX.XXX", "X.XXXXXXXX"},
  };
  const std::vector<std::vector<Piece>> hands{
      {Piece::kT, Piece::kI, Piece::kL},
      {Piece::kS, Piece::kZ, Piece::kT},
      {Piece::kJ, Piece::kT, Piece::kO},
  };
  int n = 0;
  for (const auto& rows : fields) {
    const auto f = Field::from_rows_top_down(rows).value();
    for (const auto& hand : hands) {
      // Alternately standard with SRS and No Mercy with SRS+ (and the beams on).
      const int m = n++ % 2;
      RuleOptions rules;
      rules.mode = m == 0 ? Mode::kStandard : Mode::kNoMercy;
      rules.kicks = m == 0 ? Kicks::kSrs : Kicks::kSrsPlus;
      check_case(f, hand, rules, ChainState{}, m == 1);
    }
  }
}

}  // namespace
}  // namespace tableref::blockkiller
