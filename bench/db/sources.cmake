add_executable(bench_db
  ${CMAKE_CURRENT_LIST_DIR}/bench_database.cpp
  ${CMAKE_CURRENT_LIST_DIR}/figures_bench.cpp
  ${CMAKE_CURRENT_LIST_DIR}/history_bench.cpp
)
target_link_libraries(bench_db PRIVATE tableref_db tableref_controllers benchmark::benchmark_main)
tableref_warnings(bench_db)
