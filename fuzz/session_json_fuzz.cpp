// Fuzz target: the session JSON import (controllers::session_from_json), then the round
// trip every accepted input must survive: export, read again, export again, same text; and
// the import into a store, which may refuse but never crash.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "tableref/controllers/session_export.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  auto record = tableref::controllers::session_from_json(text);
  if (!record) return 0;
  const auto first = tableref::controllers::session_to_json(record.value());
  auto again = tableref::controllers::session_from_json(first);
  if (!again) std::abort();  // we refused our own export
  if (tableref::controllers::session_to_json(again.value()) != first) std::abort();
  static auto store = tableref::db::Store::open_memory();
  if (store) (void)tableref::controllers::import_session(store.value(), record.value());
  (void)tableref::controllers::results_csv_rows(record.value());
  (void)tableref::controllers::bgstats_json(record.value(),
                                            tableref::controllers::history_registry());
  return 0;
}
