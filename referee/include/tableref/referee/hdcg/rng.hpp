#pragma once
// A seeded random number generator with the same output on every platform (SplitMix64;
// no std:: distributions, whose output differs between standard libraries). Used for the
// judgement roll and for shuffling; the duel records the outcome (the roll, the seed of a
// shuffle), so replaying the events gives the same game.
#include <cstdint>
#include <utility>
#include <vector>

namespace tableref::hdcg {

class Rng {
 public:
  explicit Rng(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next();
  // Uniform in [0, bound), unbiased (rejection sampling); 0 when bound is 0.
  std::uint64_t below(std::uint64_t bound);
  // A judgement: uniform 0-9.
  int judgement() { return static_cast<int>(below(10)); }
  [[nodiscard]] std::uint64_t state() const { return state_; }

 private:
  std::uint64_t state_;
};

// Fisher-Yates with `rng`.
template <class T>
void shuffle(std::vector<T>& items, Rng& rng) {
  for (std::size_t i = items.size(); i > 1; --i) {
    const auto j = static_cast<std::size_t>(rng.below(i));
    using std::swap;
    swap(items[i - 1], items[j]);
  }
}

}  // namespace tableref::hdcg
