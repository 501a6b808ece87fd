#pragma once
// The card library: the players' own characters, skill cards and event cards. Plain values;
// storing them (SQLite, JSON) is the caller's business. Skill cards carry fields (字段) such as
// 【武器】; a field implies its parent fields (【武器】 implies 【道具】), and a card shows only
// its lowest fields.
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tableref/base/result.hpp"
#include "tableref/referee/hdcg/character.hpp"
#include "tableref/referee/hdcg/decimal.hpp"
#include "tableref/referee/hdcg/modifier.hpp"
#include "tableref/referee/hdcg/reason.hpp"

namespace tableref::hdcg {

inline constexpr std::string_view kWeaponField = "武器";
inline constexpr std::string_view kArmourField = "防具";
inline constexpr std::string_view kItemField = "道具";

// Field -> parent field. The book names one link: 【道具】 is the parent of 【武器】.
class FieldTree {
 public:
  // The book's tree: 武器 -> 道具.
  static FieldTree book();
  // Makes `parent` the parent of `field`. Fails with Reason::kHdcgFieldCycle {field} when
  // `field` is `parent` or one of its ancestors; the tree is unchanged then.
  [[nodiscard]] Status add(const std::string& field, const std::string& parent);
  // The written fields plus every ancestor, sorted, without repeats.
  [[nodiscard]] std::vector<std::string> closure(const std::vector<std::string>& fields) const;
  [[nodiscard]] bool has(const std::vector<std::string>& fields, std::string_view field) const;
  [[nodiscard]] const std::map<std::string, std::string>& parents() const { return parent_; }
  friend bool operator==(const FieldTree&, const FieldTree&) = default;

 private:
  std::map<std::string, std::string> parent_;
};

// A modifier a skill card gives its holder while it sits in the attachment area; the
// modifier's source is the card's name.
struct GrantedModifier {
  Stat stat = Stat::kAttack;
  Modifier modifier;
  friend bool operator==(const GrantedModifier&, const GrantedModifier&) = default;
};

// 技能卡 (white card). 大锤: fields {"武器"}, grants attack x1.2 in the main weapon slot.
struct SkillCard {
  std::string name;
  std::vector<std::string> fields;  // as printed: the lowest fields only
  std::string effect;               // effect text, as printed
  std::string pack;
  std::vector<GrantedModifier> modifiers;
  friend bool operator==(const SkillCard&, const SkillCard&) = default;
};

// The structured part of an event like 战争: every character except the user (the current
// player) responds by playing one of `avoided_by` or takes `amount` damage from the user.
struct EventDamage {
  bool user_excluded = true;
  std::vector<std::string> avoided_by;  // card names: 战争 = {"攻击", "防御"}
  Decimal amount;
  bool direct = false;
  friend bool operator==(const EventDamage&, const EventDamage&) = default;
};

// 事件卡 (black card): resolved as if the current player used it.
struct EventCard {
  std::string name;
  std::string effect;
  std::string pack;
  std::optional<EventDamage> damage;
  friend bool operator==(const EventCard&, const EventCard&) = default;
};

struct CardLibrary {
  std::vector<CharacterCard> characters;
  std::vector<SkillCard> skills;
  std::vector<EventCard> events;
  FieldTree fields = FieldTree::book();

  [[nodiscard]] const CharacterCard* character(std::string_view name) const;
  [[nodiscard]] const SkillCard* skill(std::string_view name) const;
  [[nodiscard]] const EventCard* event(std::string_view name) const;
  // Names unique within each kind (Reason::kHdcgDuplicateCard {card}); characters valid.
  [[nodiscard]] Status validate() const;
  friend bool operator==(const CardLibrary&, const CardLibrary&) = default;
};

// Whether `card` may go in the main weapon slot (has 【武器】) or main armour slot (【防具】).
// Fails with Reason::kHdcgNotAWeapon / kHdcgNotArmour {card}.
[[nodiscard]] Status check_main_slot(const SkillCard& card, SlotRequirement slot,
                                     const FieldTree& fields);

// The modifiers `card` gives, ready for Character::modifiers(stat) (source = the card name).
[[nodiscard]] std::vector<GrantedModifier> granted_modifiers(const SkillCard& card);

// The book's examples: 刺客 (1.2, 500, /100, 1.5), 大锤, 战争. The same data ships as
// assets/hdcg/examples.json.
[[nodiscard]] CardLibrary book_examples();

}  // namespace tableref::hdcg
