target_sources(tableref_gui PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/actions_panel.cpp
  ${CMAKE_CURRENT_LIST_DIR}/board.cpp
  ${CMAKE_CURRENT_LIST_DIR}/board_panel.cpp
  ${CMAKE_CURRENT_LIST_DIR}/photo_audit.cpp
  ${CMAKE_CURRENT_LIST_DIR}/photo_reading_board.cpp
  ${CMAKE_CURRENT_LIST_DIR}/photo_reading_panel.cpp
  ${CMAKE_CURRENT_LIST_DIR}/photo_screen.cpp
  ${CMAKE_CURRENT_LIST_DIR}/replay_view.cpp
  ${CMAKE_CURRENT_LIST_DIR}/score_table.cpp
  ${CMAKE_CURRENT_LIST_DIR}/screen.cpp
  ${CMAKE_CURRENT_LIST_DIR}/side_panel.cpp
  ${CMAKE_CURRENT_LIST_DIR}/tray_panel.cpp
  ${CMAKE_CURRENT_LIST_DIR}/trigon_board.cpp
  ${CMAKE_CURRENT_LIST_DIR}/views.cpp
)
