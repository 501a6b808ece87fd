#pragma once
// One session with its whole event log: what export writes and import reads.
#include <cstdint>
#include <vector>

#include "tableref/base/result.hpp"
#include "tableref/db/store.hpp"

namespace tableref::controllers {

struct SessionRecord {
  db::SessionSummary session;
  std::vector<db::Event> events;
};

// Reads session `id` and all its events from the store (kStoreNotFound when missing).
[[nodiscard]] Result<SessionRecord> load_session(db::Store& store, std::int64_t id);

}  // namespace tableref::controllers
