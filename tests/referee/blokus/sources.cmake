target_sources(tableref_referee_tests PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/piece_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/geometry_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/placement_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/movegen_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/variant_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/scoring_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/sgf_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/crosscheck_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/timeout_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/clock_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/notation_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/variant_golden_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/trigon_test.cpp
)
# The Trigon and Junior facts taken from Pentobi (../shared/reference/blokus_variants/).
target_compile_definitions(tableref_referee_tests
                           PRIVATE TABLEREF_BLOKUS_TEST_DATA="${CMAKE_CURRENT_LIST_DIR}/data")
