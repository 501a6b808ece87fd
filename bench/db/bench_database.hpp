#pragma once
// The database the history benchmarks run on: 10,000 sessions and 1,000,000 events, made
// once and kept (TABLEREF_BENCH_DB, default $TMPDIR/tableref_bench_history.db).
#include <cstdint>
#include <string>

namespace tableref::bench {

inline constexpr std::int64_t kBenchSessions = 10000;
inline constexpr std::int64_t kBenchEvents = 1000000;

// Path of the generated database, made first when missing or incomplete.
[[nodiscard]] const std::string& bench_database();

}  // namespace tableref::bench
