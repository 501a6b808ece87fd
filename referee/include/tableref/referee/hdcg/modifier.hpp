#pragma once
// Modifiers and the multiplier fold: base, then every x and / in order, then every + and - in
// order ("先乘除，后加减"). The same fold computes a damage amount in step 1 ("compute").
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tableref/base/result.hpp"
#include "tableref/referee/hdcg/decimal.hpp"
#include "tableref/referee/hdcg/reason.hpp"

namespace tableref::hdcg {

enum class ModifierOp : std::uint8_t { kMul, kDiv, kAdd, kSub };
// Which number of a character a modifier changes.
enum class Stat : std::uint8_t { kAttack, kDefence };
// A modifier that only counts while its source card sits in a main slot (大锤: attack x1.2
// "当该卡位于主要武器区时").
enum class SlotRequirement : std::uint8_t { kNone, kMainWeapon, kMainArmour };

// "mul", "div", "add", "sub"; "attack", "defence"; "none", "main_weapon", "main_armour".
[[nodiscard]] std::string_view name(ModifierOp op);
[[nodiscard]] std::string_view name(Stat stat);
[[nodiscard]] std::string_view name(SlotRequirement slot);
[[nodiscard]] std::optional<ModifierOp> parse_modifier_op(std::string_view text);
[[nodiscard]] std::optional<Stat> parse_stat(std::string_view text);
[[nodiscard]] std::optional<SlotRequirement> parse_slot_requirement(std::string_view text);

struct Modifier {
  std::string id;      // unique per character; how a later event removes it (may be empty)
  std::string source;  // the card (or effect) it comes from, shown in the breakdown
  ModifierOp op = ModifierOp::kMul;
  Decimal value = Decimal::from_int(1);
  bool lasting = true;  // false: expires at the end of the turn it was added in
  SlotRequirement slot = SlotRequirement::kNone;
  friend bool operator==(const Modifier&, const Modifier&) = default;
};

// What sits in a character's main slots (card names); decides SlotRequirement.
struct MainSlots {
  std::optional<std::string> weapon;
  std::optional<std::string> armour;
  friend bool operator==(const MainSlots&, const MainSlots&) = default;
};

// Whether `modifier` counts given the main slots: always for kNone; for a slot requirement,
// only while the slot holds the modifier's source card.
[[nodiscard]] bool modifier_active(const Modifier& modifier, const MainSlots& slots);

// One line of a fold: the modifier, the running value after it, whether a division rounded,
// or why it did not count (inactive: its slot requirement is not met).
struct FoldStep {
  Modifier modifier;
  bool active = true;
  Decimal result;        // running value after this step (unchanged when inactive)
  bool rounded = false;  // a non-terminating division, rounded (see divide())
  friend bool operator==(const FoldStep&, const FoldStep&) = default;
};

struct Fold {
  Decimal base;
  std::vector<FoldStep> steps;  // x and / first (in list order), then + and - (in list order)
  Decimal value;
  bool rounded = false;  // any step rounded
  friend bool operator==(const Fold&, const Fold&) = default;
};

// Folds `modifiers` onto `base`. Fails with Reason::kHdcgDivisionByZero {dividend} when an
// active "div" modifier has value 0.
[[nodiscard]] Result<Fold> fold(const Decimal& base, const std::vector<Modifier>& modifiers,
                                const MainSlots& slots = {});

}  // namespace tableref::hdcg
