# The club hub's push and pull of 1,000 sessions, a move's way to a live follower, and its
# requests per second at 50 devices,
# against its own PostgreSQL and hub (started with the hub tests' helpers, tests/hub/).
if(TABLEREF_HUB)
  add_executable(bench_hub
    ${CMAKE_CURRENT_LIST_DIR}/hub_bench.cpp
    ${CMAKE_CURRENT_LIST_DIR}/follow_bench.cpp
    ${CMAKE_CURRENT_LIST_DIR}/hub_load_bench.cpp
    ${PROJECT_SOURCE_DIR}/tests/hub/pg_server.cpp
    ${PROJECT_SOURCE_DIR}/tests/hub/process.cpp
  )
  target_include_directories(bench_hub PRIVATE ${PROJECT_SOURCE_DIR}/tests/hub)
  find_package(Threads REQUIRED)
  target_link_libraries(bench_hub PRIVATE tableref_hub_client tableref_controllers tableref_appcore
                                          PkgConfig::HTTPLIB benchmark::benchmark_main Threads::Threads)
  target_compile_definitions(bench_hub PRIVATE TABLEREF_HUB_BIN="$<TARGET_FILE:tableref-hub>"
                                               TABLEREF_ASSET_DIR="${TABLEREF_ASSET_DIR}")
  add_dependencies(bench_hub tableref-hub)
  tableref_warnings(bench_hub)
endif()
