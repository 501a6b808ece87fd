add_executable(bench_blockkiller
  ${CMAKE_CURRENT_LIST_DIR}/best_play_bench.cpp
)
target_link_libraries(bench_blockkiller PRIVATE tableref_search benchmark::benchmark_main)
tableref_warnings(bench_blockkiller)
