#pragma once
// A reason code: the stable number of why something was refused, stored in databases and
// printed by the CLI. Each layer owns its codes in its own enum (the referee's game rules in
// tableref::Reason, the store's in db::StoreReason, setup and files in the controllers') and
// declares the enum a reason enum with its name function; a Violation carries any of them.
// The code remembers its layer's name function, so a code can say its name ("store.locked",
// also the catalog key suffix) wherever it travels, without a registry of every layer.
#include <concepts>
#include <cstdint>
#include <string_view>
#include <type_traits>

namespace tableref {

// Specialise for each layer's enum: `static std::string_view name(E)`.
template <class E>
struct ReasonEnumTraits;

template <class E>
concept ReasonEnum = std::is_enum_v<E> && requires(E e) {
  { ReasonEnumTraits<E>::name(e) } -> std::convertible_to<std::string_view>;
};

class ReasonCode {
 public:
  constexpr ReasonCode() = default;
  template <ReasonEnum E>
  constexpr ReasonCode(E reason)  // NOLINT(google-explicit-constructor): any layer's code
      : value_(static_cast<std::uint16_t>(reason)), name_(&name_of<E>) {}

  [[nodiscard]] constexpr std::uint16_t value() const { return value_; }
  // The stable machine name; "unknown" for a default code.
  [[nodiscard]] std::string_view name() const { return name_(value_); }

  // Codes are equal when their numbers are (the numbers are unique across the layers).
  friend constexpr bool operator==(ReasonCode a, ReasonCode b) { return a.value_ == b.value_; }

 private:
  template <class E>
  static std::string_view name_of(std::uint16_t value) {
    return ReasonEnumTraits<E>::name(static_cast<E>(value));
  }
  static std::string_view no_name(std::uint16_t /*value*/) { return "unknown"; }

  std::uint16_t value_ = 0;
  std::string_view (*name_)(std::uint16_t) = &no_name;
};

[[nodiscard]] inline std::string_view reason_name(ReasonCode reason) {
  return reason.name();
}

}  // namespace tableref
