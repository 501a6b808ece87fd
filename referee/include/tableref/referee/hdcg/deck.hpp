#pragma once
// A deck: an ordered part on top of a random part (顺序卡组 / 随机卡组). All cards start in
// the random part; cards whose order becomes known (seen by others, or placed in a known
// order) move to the ordered part. Draws and looks take the ordered part first. Shuffling
// shuffles only the random part. A search (检索) looks only at the random part and shuffles it
// afterwards. Index 0 of each part is its top.
#include <cstddef>
#include <string>
#include <vector>

#include "tableref/base/result.hpp"
#include "tableref/referee/hdcg/reason.hpp"
#include "tableref/referee/hdcg/rng.hpp"

namespace tableref::hdcg {

using CardId = std::string;  // a card's name (or the library's id for it)

class Deck {
 public:
  Deck() = default;
  explicit Deck(std::vector<CardId> random) : random_(std::move(random)) {}
  Deck(std::vector<CardId> ordered, std::vector<CardId> random)
      : ordered_(std::move(ordered)), random_(std::move(random)) {}

  [[nodiscard]] const std::vector<CardId>& ordered() const { return ordered_; }
  [[nodiscard]] const std::vector<CardId>& random() const { return random_; }
  [[nodiscard]] std::size_t size() const { return ordered_.size() + random_.size(); }
  [[nodiscard]] bool empty() const { return size() == 0; }

  // Takes the top `count` cards (ordered part first). Fails, taking nothing, with
  // Reason::kHdcgDeckTooSmall {wanted, available}.
  [[nodiscard]] Result<std::vector<CardId>> draw(std::size_t count);
  // The top `count` cards (fewer if the deck is smaller), ordered part first; nothing moves.
  [[nodiscard]] std::vector<CardId> look(std::size_t count) const;
  // The top `count` cards become known (seen by others): those from the random part move to
  // the bottom of the ordered part, in order. Returns them as look() would.
  std::vector<CardId> reveal(std::size_t count);
  // Shuffles the random part only.
  void shuffle(Rng& rng);
  // 检索: takes the first `card` from the random part (never the ordered part), then shuffles
  // the random part. Fails with Reason::kHdcgCardNotInRandomPart {card}.
  [[nodiscard]] Result<CardId> search(const CardId& card, Rng& rng);
  // Puts cards on top in a known order (cards[0] on top): they join the ordered part.
  void put_on_top(const std::vector<CardId>& cards);

  friend bool operator==(const Deck&, const Deck&) = default;

 private:
  std::vector<CardId> ordered_;
  std::vector<CardId> random_;
};

}  // namespace tableref::hdcg
