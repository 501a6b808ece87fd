target_sources(tableref_ui_tests PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/blockkiller_ui_test.cpp
)
