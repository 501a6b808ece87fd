#include "tableref/referee/hdcg/character.hpp"

#include "tableref/referee/hdcg/hand_limit.hpp"
#include "tableref/referee/hdcg/reason.hpp"

namespace tableref::hdcg {

Status validate(const CharacterCard& card) {
  if (card.max_hp.sign() <= 0) {
    return Violation{Reason::kHdcgBadMaxHp, {Param{"max_hp", card.max_hp.to_string()}}};
  }
  if (card.hand_divisor.sign() <= 0) {
    return Violation{Reason::kHdcgBadHandDivisor,
                     {Param{"divisor", card.hand_divisor.to_string()}}};
  }
  return Done{};
}

Result<Character> Character::from_card(CharacterCard card) {
  if (auto ok = validate(card); !ok) return ok.violations();
  Character character;
  character.hp = card.max_hp;
  character.card = std::move(card);
  return character;
}

Result<Fold> Character::attack_multiplier() const {
  return fold(card.attack, attack_modifiers, slots);
}

Result<Fold> Character::defence_multiplier() const {
  return fold(card.defence, defence_modifiers, slots);
}

std::int64_t Character::hand_limit() const {
  auto limit = hdcg::hand_limit(hp, card.hand_divisor);
  return limit ? limit.value() : 0;
}

Result<Decimal> healed_hp(const Character& character, const Decimal& amount, bool may_exceed_max) {
  if (amount.is_negative()) {
    return Violation{Reason::kHdcgNegativeAmount, {Param{"amount", amount.to_string()}}};
  }
  Decimal hp = character.hp + amount;
  if (!character.hp_cap_lifted && !may_exceed_max && hp > character.card.max_hp) {
    // Healing never lowers HP that an earlier effect lifted above the cap.
    hp = character.hp > character.card.max_hp ? character.hp : character.card.max_hp;
  }
  return hp;
}

}  // namespace tableref::hdcg
