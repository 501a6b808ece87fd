#pragma once
// A new two-seat HDCG duel (Ann and 博, default rules) in a store, for tests that drive one.
#include <cstdint>

#include "tableref/db/store.hpp"

namespace tableref::testing {

inline std::int64_t new_hdcg_duel(db::Store& store) {
  return store.create_session(db::NewSession{"hdcg", "duel", "{}", {{0, "Ann", ""}, {1, "博", ""}}})
      .value();
}

}  // namespace tableref::testing
