#pragma once
// A damage event of an HDCG duel, for tests that drive a duel through its session.
#include <cstddef>

#include "tableref/referee/hdcg/decimal.hpp"
#include "tableref/referee/hdcg/duel.hpp"

namespace tableref::testing {

inline hdcg::event::Damage hdcg_hit(std::size_t source, std::size_t target, const char* amount,
                                    bool direct = false) {
  hdcg::event::Damage d;
  d.source = source;
  d.target = target;
  d.request.amount = hdcg::dec(amount);
  d.request.direct = direct;
  return d;
}

}  // namespace tableref::testing
