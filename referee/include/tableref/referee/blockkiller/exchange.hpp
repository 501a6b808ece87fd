#pragma once
// Settling an attack against a defence: offset first, then defence; leftover defence comes
// back as a counter-attack of ceil(leftover / 2) that cannot be defended.
namespace tableref::blockkiller {

struct ExchangeInput {
  int attack = 0;
  int defence = 0;
  int offset = 0;
  friend bool operator==(const ExchangeInput&, const ExchangeInput&) = default;
};

struct ExchangeResult {
  int after_offset = 0;    // r = max(0, attack - offset)
  int cancelled = 0;       // attack taken away by offset and defence
  int counter = 0;         // garbage cards the attacker draws
  int defender_draws = 0;  // garbage cards the defender draws
  friend bool operator==(const ExchangeResult&, const ExchangeResult&) = default;
};

// Negative inputs are treated as 0.
[[nodiscard]] ExchangeResult settle_exchange(const ExchangeInput& input);

}  // namespace tableref::blockkiller
