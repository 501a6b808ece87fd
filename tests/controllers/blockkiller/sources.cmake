target_sources(tableref_controllers_tests PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/best_hint_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/draft_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/controller_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/fumen_session_test.cpp
)
