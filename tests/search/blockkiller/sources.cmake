target_sources(tableref_search_tests PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/best_play_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/best_play_brute_test.cpp
)
# The referee tests' Block-Killer helpers (test_util.hpp).
target_include_directories(tableref_search_tests
                           PRIVATE ${CMAKE_CURRENT_LIST_DIR}/../../referee/blockkiller)
