#include "tableref/referee/hdcg/cards.hpp"
#include "tableref/referee/hdcg/reason.hpp"

#include <algorithm>
#include <set>

namespace tableref::hdcg {

FieldTree FieldTree::book() {
  FieldTree tree;
  (void)tree.add(std::string(kWeaponField), std::string(kItemField));
  return tree;
}

Status FieldTree::add(const std::string& field, const std::string& parent) {
  // Walk up from `parent`: meeting `field` would close a loop.
  std::string at = parent;
  for (std::size_t guard = 0; guard <= parent_.size(); ++guard) {
    if (at == field) return Violation{Reason::kHdcgFieldCycle, {Param{"field", field}}};
    const auto it = parent_.find(at);
    if (it == parent_.end()) break;
    at = it->second;
  }
  parent_[field] = parent;
  return Done{};
}

std::vector<std::string> FieldTree::closure(const std::vector<std::string>& fields) const {
  std::set<std::string> all;
  for (const auto& field : fields) {
    std::string at = field;
    // The tree has no loops (add() refuses them), so this ends.
    for (;;) {
      if (!all.insert(at).second) break;
      const auto it = parent_.find(at);
      if (it == parent_.end()) break;
      at = it->second;
    }
  }
  return {all.begin(), all.end()};
}

bool FieldTree::has(const std::vector<std::string>& fields, std::string_view field) const {
  const auto all = closure(fields);
  return std::find(all.begin(), all.end(), field) != all.end();
}

namespace {
template <class Card>
const Card* find_named(const std::vector<Card>& cards, std::string_view name) {
  for (const auto& card : cards) {
    if (card.name == name) return &card;
  }
  return nullptr;
}

template <class Card>
Status unique_names(const std::vector<Card>& cards) {
  std::set<std::string> seen;
  for (const auto& card : cards) {
    if (!seen.insert(card.name).second) {
      return Violation{Reason::kHdcgDuplicateCard, {Param{"card", card.name}}};
    }
  }
  return Done{};
}
}  // namespace

const CharacterCard* CardLibrary::character(std::string_view name) const {
  return find_named(characters, name);
}
const SkillCard* CardLibrary::skill(std::string_view name) const {
  return find_named(skills, name);
}
const EventCard* CardLibrary::event(std::string_view name) const {
  return find_named(events, name);
}

Status CardLibrary::validate() const {
  if (auto ok = unique_names(characters); !ok) return ok;
  if (auto ok = unique_names(skills); !ok) return ok;
  if (auto ok = unique_names(events); !ok) return ok;
  for (const auto& card : characters) {
    if (auto ok = hdcg::validate(card); !ok) return ok;
  }
  return Done{};
}

Status check_main_slot(const SkillCard& card, SlotRequirement slot, const FieldTree& fields) {
  if (slot == SlotRequirement::kMainWeapon && !fields.has(card.fields, kWeaponField)) {
    return Violation{Reason::kHdcgNotAWeapon, {Param{"card", card.name}}};
  }
  if (slot == SlotRequirement::kMainArmour && !fields.has(card.fields, kArmourField)) {
    return Violation{Reason::kHdcgNotArmour, {Param{"card", card.name}}};
  }
  return Done{};
}

std::vector<GrantedModifier> granted_modifiers(const SkillCard& card) {
  std::vector<GrantedModifier> out = card.modifiers;
  for (auto& granted : out) {
    granted.modifier.source = card.name;
    if (granted.modifier.id.empty()) granted.modifier.id = card.name;
  }
  return out;
}

CardLibrary book_examples() {
  CardLibrary library;
  library.characters.push_back(
      CharacterCard{"刺客", dec("1.2"), dec("500"), dec("100"), dec("1.5"),
                    "1. 一回合一次，弃置一张手牌，从卡组、弃牌堆检索一张“藏医”。\n"
                    "2. 当你使用“攻击”卡且附加区有“藏医”覆盖时，你可以弃置附加区的一张“藏医”，"
                    "对这张卡产生影响的所有效果你可以选择无视。",
                    "基础卡包"});
  Modifier hammer;
  hammer.id = "大锤";
  hammer.source = "大锤";
  hammer.op = ModifierOp::kMul;
  hammer.value = dec("1.2");
  hammer.slot = SlotRequirement::kMainWeapon;
  library.skills.push_back(SkillCard{
      "大锤",
      {std::string(kWeaponField)},
      "1. 从手卡置于附加区。\n"
      "2. 当你的“攻击”卡造成伤害时可以发动，将一张手卡置于一名角色状态区，该手卡视为“易伤-1.5”。\n"
      "3. 当该卡位于主要武器区时，攻击倍率*1.2",
      "基础卡包",
      {GrantedModifier{Stat::kAttack, hammer}}});
  library.events.push_back(
      EventCard{"战争", "使用者外的所有角色选用打出攻击牌或防御卡来响应，否则受到100伤害。",
                "基础卡包", EventDamage{true, {"攻击", "防御"}, dec("100"), false}});
  return library;
}

}  // namespace tableref::hdcg
