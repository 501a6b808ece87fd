target_sources(tableref_ui_tests PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/smashup_ui_test.cpp
)
