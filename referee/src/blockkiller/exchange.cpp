#include "tableref/referee/blockkiller/exchange.hpp"

#include <algorithm>

namespace tableref::blockkiller {

ExchangeResult settle_exchange(const ExchangeInput& input) {
  const int attack = std::max(0, input.attack);
  const int defence = std::max(0, input.defence);
  const int offset = std::max(0, input.offset);
  ExchangeResult out;
  out.after_offset = std::max(0, attack - offset);
  if (defence >= out.after_offset) {
    out.cancelled = attack;
    const int leftover = defence - out.after_offset;
    out.counter = (leftover + 1) / 2;
  } else {
    out.defender_draws = out.after_offset - defence;
    out.cancelled = attack - out.defender_draws;
  }
  return out;
}

}  // namespace tableref::blockkiller
