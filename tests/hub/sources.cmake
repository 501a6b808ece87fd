# The club hub's tests (label hub): each starts its own PostgreSQL in a temporary folder and
# tableref-hub on 127.0.0.1, and drives real device databases through the real tableref-cli.
if(TABLEREF_HUB)
  find_package(Threads REQUIRED)
  add_executable(tableref_hub_tests
    ${CMAKE_CURRENT_LIST_DIR}/names_test.cpp
    ${CMAKE_CURRENT_LIST_DIR}/process.cpp
    ${CMAKE_CURRENT_LIST_DIR}/pg_server.cpp
    ${CMAKE_CURRENT_LIST_DIR}/hub_fixture.cpp
    ${CMAKE_CURRENT_LIST_DIR}/hub_sync_test.cpp
    ${CMAKE_CURRENT_LIST_DIR}/hub_security_test.cpp
    ${CMAKE_CURRENT_LIST_DIR}/hub_cors_test.cpp
    ${CMAKE_CURRENT_LIST_DIR}/hub_club_test.cpp
    ${CMAKE_CURRENT_LIST_DIR}/hub_handoff_test.cpp
    ${CMAKE_CURRENT_LIST_DIR}/hub_rejoin_test.cpp
    ${CMAKE_CURRENT_LIST_DIR}/hub_pool_test.cpp
    ${CMAKE_CURRENT_LIST_DIR}/hub_follow_test.cpp
    ${CMAKE_CURRENT_LIST_DIR}/hub_follow_limit_test.cpp
    ${CMAKE_CURRENT_LIST_DIR}/qr_test.cpp
    ${CMAKE_CURRENT_LIST_DIR}/hub_standings_test.cpp
    ${CMAKE_CURRENT_LIST_DIR}/hub_load_test.cpp
  )
  target_link_libraries(tableref_hub_tests PRIVATE tableref_hub_wire tableref_hub_client tableref_club
                        tableref_db tableref_rating Threads::Threads
                        PkgConfig::HTTPLIB PkgConfig::PQXX GTest::gtest_main)
  target_compile_definitions(tableref_hub_tests PRIVATE
    TABLEREF_HUB_BIN="$<TARGET_FILE:tableref-hub>"
    TABLEREF_CLI_BIN="$<TARGET_FILE:tableref-cli>"
    TABLEREF_ASSET_DIR="${TABLEREF_ASSET_DIR}")
  add_dependencies(tableref_hub_tests tableref-hub tableref-cli)
  tableref_warnings(tableref_hub_tests)
  # The web test's PostgreSQL and hub (tests/web/club_web_tests.mjs), started as these are.
  add_executable(hub_web_fixture
    ${CMAKE_CURRENT_LIST_DIR}/hub_web_fixture.cpp
    ${CMAKE_CURRENT_LIST_DIR}/process.cpp
    ${CMAKE_CURRENT_LIST_DIR}/pg_server.cpp
  )
  target_link_libraries(hub_web_fixture PRIVATE nlohmann_json::nlohmann_json)
  target_compile_definitions(hub_web_fixture PRIVATE TABLEREF_HUB_BIN="$<TARGET_FILE:tableref-hub>")
  add_dependencies(hub_web_fixture tableref-hub)
  tableref_warnings(hub_web_fixture)
  gtest_discover_tests(tableref_hub_tests DISCOVERY_TIMEOUT 60 PROPERTIES LABELS hub TIMEOUT 120)
endif()
