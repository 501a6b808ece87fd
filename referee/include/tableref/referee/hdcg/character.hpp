#pragma once
// A character card (the four numbers of the book) and a character in play: current HP, its
// modifiers and its main slots. HP starts at max HP and is clamped to it unless an effect
// lifts the cap; a character at 0 HP or less is out.
#include <cstdint>
#include <string>
#include <vector>

#include "tableref/base/result.hpp"
#include "tableref/referee/hdcg/decimal.hpp"
#include "tableref/referee/hdcg/modifier.hpp"
#include "tableref/referee/hdcg/reason.hpp"

namespace tableref::hdcg {

// 角色卡: 刺客 is {"刺客", 1.2, 500, 100, 1.5}.
struct CharacterCard {
  std::string name;
  Decimal attack = Decimal::from_int(1);        // 基础攻击倍率
  Decimal max_hp = Decimal::from_int(1);        // 生命上限
  Decimal hand_divisor = Decimal::from_int(1);  // 手牌上限倍率 (hand limit = ceil(HP / it))
  Decimal defence = Decimal::from_int(1);       // 基础防御倍率
  std::string effect;                           // the card's effect text, as printed
  std::string pack;                             // 所属卡包
  friend bool operator==(const CharacterCard&, const CharacterCard&) = default;
};

// A card is usable when max HP > 0 and the hand-limit divisor > 0. Fails with
// Reason::kHdcgBadMaxHp {max_hp} or Reason::kHdcgBadHandDivisor {divisor}.
[[nodiscard]] Status validate(const CharacterCard& card);

struct Character {
  CharacterCard card;
  Decimal hp;                  // current HP; may go below 0 (then the character is out)
  bool hp_cap_lifted = false;  // an effect lets HP exceed max HP
  std::vector<Modifier> attack_modifiers;
  std::vector<Modifier> defence_modifiers;
  MainSlots slots;                       // 主要武器位 / 主要防具位
  std::vector<std::string> attachments;  // 普通附加位 (up to 9 cards)
  friend bool operator==(const Character&, const Character&) = default;

  // A character fresh from its card: HP = max HP, no modifiers. Validates the card.
  static Result<Character> from_card(CharacterCard card);

  [[nodiscard]] bool is_out() const { return hp.sign() <= 0; }
  // Base attack folded with the attack modifiers (those needing a slot only while there).
  [[nodiscard]] Result<Fold> attack_multiplier() const;
  [[nodiscard]] Result<Fold> defence_multiplier() const;
  // ceil(HP / hand divisor); 0 at HP <= 0.
  [[nodiscard]] std::int64_t hand_limit() const;
  [[nodiscard]] std::vector<Modifier>& modifiers(Stat stat) {
    return stat == Stat::kAttack ? attack_modifiers : defence_modifiers;
  }
  [[nodiscard]] const std::vector<Modifier>& modifiers(Stat stat) const {
    return stat == Stat::kAttack ? attack_modifiers : defence_modifiers;
  }
};

// HP after healing `amount` (>= 0): clamped to max HP unless the character's cap is lifted or
// `may_exceed_max` says this effect lifts it. Fails with Reason::kHdcgNegativeAmount {amount}.
[[nodiscard]] Result<Decimal> healed_hp(const Character& character, const Decimal& amount,
                                        bool may_exceed_max = false);

}  // namespace tableref::hdcg
