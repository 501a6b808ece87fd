#pragma once
#include <string>
#include <vector>

#include "tableref/referee/blockkiller/field.hpp"
#include "tableref/referee/blockkiller/placement.hpp"

namespace tableref::blockkiller::testing {

inline Field field(const std::vector<std::string>& rows_top_down) {
  auto f = Field::from_rows_top_down(rows_top_down);
  return f.ok() ? f.value() : Field{};
}

inline RuleOptions with_kicks(Kicks k) {
  RuleOptions r;
  r.kicks = k;
  return r;
}

}  // namespace tableref::blockkiller::testing
