target_sources(tableref_referee_tests PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/damage_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/decimal_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/deck_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/duel_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/turn_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/phase_record_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/standings_test.cpp
)
