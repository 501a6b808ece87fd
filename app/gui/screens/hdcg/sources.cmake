target_sources(tableref_gui PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/calculator_panel.cpp
  ${CMAKE_CURRENT_LIST_DIR}/modifier_form.cpp
  ${CMAKE_CURRENT_LIST_DIR}/replay_view.cpp
  ${CMAKE_CURRENT_LIST_DIR}/screen.cpp
  ${CMAKE_CURRENT_LIST_DIR}/screen_parts.cpp
  ${CMAKE_CURRENT_LIST_DIR}/turn_panel.cpp
  ${CMAKE_CURRENT_LIST_DIR}/views.cpp
  ${CMAKE_CURRENT_LIST_DIR}/widgets.cpp
)
