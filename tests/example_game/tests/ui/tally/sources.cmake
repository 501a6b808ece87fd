target_sources(tableref_added_games_ui_tests PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/tally_ui_test.cpp
)
