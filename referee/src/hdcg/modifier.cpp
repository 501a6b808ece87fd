#include "tableref/referee/hdcg/modifier.hpp"

namespace tableref::hdcg {

std::string_view name(ModifierOp op) {
  switch (op) {
    case ModifierOp::kMul:
      return "mul";
    case ModifierOp::kDiv:
      return "div";
    case ModifierOp::kAdd:
      return "add";
    case ModifierOp::kSub:
      return "sub";
  }
  return "mul";
}

std::string_view name(Stat stat) {
  return stat == Stat::kDefence ? "defence" : "attack";
}

std::string_view name(SlotRequirement slot) {
  switch (slot) {
    case SlotRequirement::kNone:
      return "none";
    case SlotRequirement::kMainWeapon:
      return "main_weapon";
    case SlotRequirement::kMainArmour:
      return "main_armour";
  }
  return "none";
}

std::optional<ModifierOp> parse_modifier_op(std::string_view text) {
  for (auto op : {ModifierOp::kMul, ModifierOp::kDiv, ModifierOp::kAdd, ModifierOp::kSub}) {
    if (text == name(op)) return op;
  }
  return std::nullopt;
}

std::optional<Stat> parse_stat(std::string_view text) {
  if (text == "attack") return Stat::kAttack;
  if (text == "defence") return Stat::kDefence;
  return std::nullopt;
}

std::optional<SlotRequirement> parse_slot_requirement(std::string_view text) {
  for (auto slot :
       {SlotRequirement::kNone, SlotRequirement::kMainWeapon, SlotRequirement::kMainArmour}) {
    if (text == name(slot)) return slot;
  }
  return std::nullopt;
}

bool modifier_active(const Modifier& modifier, const MainSlots& slots) {
  switch (modifier.slot) {
    case SlotRequirement::kNone:
      return true;
    case SlotRequirement::kMainWeapon:
      return slots.weapon && *slots.weapon == modifier.source;
    case SlotRequirement::kMainArmour:
      return slots.armour && *slots.armour == modifier.source;
  }
  return false;
}

Result<Fold> fold(const Decimal& base, const std::vector<Modifier>& modifiers,
                  const MainSlots& slots) {
  Fold out;
  out.base = base;
  Decimal value = base;
  for (int pass = 0; pass < 2; ++pass) {
    for (const auto& modifier : modifiers) {
      const bool multiplicative =
          modifier.op == ModifierOp::kMul || modifier.op == ModifierOp::kDiv;
      if (multiplicative != (pass == 0)) continue;
      FoldStep step{modifier, modifier_active(modifier, slots), value, false};
      if (step.active) {
        switch (modifier.op) {
          case ModifierOp::kMul:
            value = value * modifier.value;
            break;
          case ModifierOp::kDiv: {
            auto quotient = divide(value, modifier.value);
            if (!quotient) return quotient.violations();
            value = quotient.value().value;
            step.rounded = quotient.value().rounded;
            break;
          }
          case ModifierOp::kAdd:
            value = value + modifier.value;
            break;
          case ModifierOp::kSub:
            value = value - modifier.value;
            break;
        }
        step.result = value;
      }
      out.rounded = out.rounded || step.rounded;
      out.steps.push_back(std::move(step));
    }
  }
  out.value = value;
  return out;
}

}  // namespace tableref::hdcg
