target_sources(tableref_gui PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/actions_panel.cpp
  ${CMAKE_CURRENT_LIST_DIR}/entry_panel.cpp
  ${CMAKE_CURRENT_LIST_DIR}/field.cpp
  ${CMAKE_CURRENT_LIST_DIR}/field_controls.cpp
  ${CMAKE_CURRENT_LIST_DIR}/field_panel.cpp
  ${CMAKE_CURRENT_LIST_DIR}/hint_panel.cpp
  ${CMAKE_CURRENT_LIST_DIR}/players_panel.cpp
  ${CMAKE_CURRENT_LIST_DIR}/replay_view.cpp
  ${CMAKE_CURRENT_LIST_DIR}/screen.cpp
  ${CMAKE_CURRENT_LIST_DIR}/screen_parts.cpp
  ${CMAKE_CURRENT_LIST_DIR}/settlement_panel.cpp
  ${CMAKE_CURRENT_LIST_DIR}/views.cpp
)
