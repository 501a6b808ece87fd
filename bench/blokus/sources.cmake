add_executable(bench_blokus ${CMAKE_CURRENT_LIST_DIR}/bench_blokus.cpp)
target_link_libraries(bench_blokus PRIVATE tableref_referee benchmark::benchmark_main)
tableref_warnings(bench_blokus)
