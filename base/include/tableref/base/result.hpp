#pragma once
// The shape of every answer every layer gives (the referee, the store, the controllers): a
// value, or violations that carry reason codes and their parameters. Text is rendered at the
// edge, from the catalog. Standard library only.
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "tableref/base/reason_code.hpp"

namespace tableref {

// A square of a grid, x to the right, y as the game defines it (each game documents it).
struct GridCell {
  int x = 0;
  int y = 0;
  friend bool operator==(const GridCell&, const GridCell&) = default;
};

using ParamValue = std::variant<std::int64_t, std::string, std::vector<GridCell>>;

struct Param {
  std::string name;
  ParamValue value;
  friend bool operator==(const Param&, const Param&) = default;
};

struct Violation {
  ReasonCode reason{};
  std::vector<Param> params;

  Violation() = default;
  explicit Violation(ReasonCode r, std::vector<Param> p = {}) : reason(r), params(std::move(p)) {}

  // The parameter called `name`, or nullptr.
  [[nodiscard]] const ParamValue* find(std::string_view name) const {
    for (const auto& p : params) {
      if (p.name == name) return &p.value;
    }
    return nullptr;
  }
  friend bool operator==(const Violation&, const Violation&) = default;
};

using Violations = std::vector<Violation>;

// Either a value or a non-empty list of violations. std::expected is C++23.
template <class T>
class [[nodiscard]] Result {
 public:
  Result(T value) : data_(std::move(value)) {}  // NOLINT(google-explicit-constructor)
  Result(Violation violation) : data_(Violations{std::move(violation)}) {}  // NOLINT
  Result(Violations violations) : data_(std::move(violations)) {}           // NOLINT

  [[nodiscard]] bool ok() const { return data_.index() == 0; }
  explicit operator bool() const { return ok(); }

  [[nodiscard]] T& value() & { return std::get<0>(data_); }
  [[nodiscard]] const T& value() const& { return std::get<0>(data_); }
  [[nodiscard]] T&& value() && { return std::get<0>(std::move(data_)); }
  [[nodiscard]] const Violations& violations() const { return std::get<1>(data_); }
  [[nodiscard]] const Violation& error() const { return std::get<1>(data_).front(); }

 private:
  std::variant<T, Violations> data_;
};

// For operations whose success carries no value.
struct Done {};
using Status = Result<Done>;

}  // namespace tableref
