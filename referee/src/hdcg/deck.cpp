#include "tableref/referee/hdcg/deck.hpp"
#include "tableref/referee/hdcg/reason.hpp"

#include <algorithm>

namespace tableref::hdcg {

Result<std::vector<CardId>> Deck::draw(std::size_t count) {
  if (count > size()) {
    return Violation{Reason::kHdcgDeckTooSmall,
                     {Param{"wanted", static_cast<std::int64_t>(count)},
                      Param{"available", static_cast<std::int64_t>(size())}}};
  }
  std::vector<CardId> drawn = look(count);
  const std::size_t from_ordered = std::min(count, ordered_.size());
  ordered_.erase(ordered_.begin(), ordered_.begin() + static_cast<std::ptrdiff_t>(from_ordered));
  random_.erase(random_.begin(),
                random_.begin() + static_cast<std::ptrdiff_t>(count - from_ordered));
  return drawn;
}

std::vector<CardId> Deck::look(std::size_t count) const {
  std::vector<CardId> cards;
  for (std::size_t i = 0; i < ordered_.size() && cards.size() < count; ++i) {
    cards.push_back(ordered_[i]);
  }
  for (std::size_t i = 0; i < random_.size() && cards.size() < count; ++i) {
    cards.push_back(random_[i]);
  }
  return cards;
}

std::vector<CardId> Deck::reveal(std::size_t count) {
  std::vector<CardId> cards = look(count);
  const std::size_t from_random = cards.size() - std::min(cards.size(), ordered_.size());
  const auto end = random_.begin() + static_cast<std::ptrdiff_t>(from_random);
  ordered_.insert(ordered_.end(), random_.begin(), end);
  random_.erase(random_.begin(), end);
  return cards;
}

void Deck::shuffle(Rng& rng) {
  hdcg::shuffle(random_, rng);
}

Result<CardId> Deck::search(const CardId& card, Rng& rng) {
  const auto it = std::find(random_.begin(), random_.end(), card);
  if (it == random_.end()) {
    return Violation{Reason::kHdcgCardNotInRandomPart, {Param{"card", card}}};
  }
  CardId found = *it;
  random_.erase(it);
  shuffle(rng);
  return found;
}

void Deck::put_on_top(const std::vector<CardId>& cards) {
  ordered_.insert(ordered_.begin(), cards.begin(), cards.end());
}

}  // namespace tableref::hdcg
