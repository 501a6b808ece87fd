target_sources(tableref_gui PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/base_card.cpp
  ${CMAKE_CURRENT_LIST_DIR}/base_edit_panel.cpp
  ${CMAKE_CURRENT_LIST_DIR}/bases_panel.cpp
  ${CMAKE_CURRENT_LIST_DIR}/factions_panel.cpp
  ${CMAKE_CURRENT_LIST_DIR}/names_panel.cpp
  ${CMAKE_CURRENT_LIST_DIR}/replay_view.cpp
  ${CMAKE_CURRENT_LIST_DIR}/scoring_panel.cpp
  ${CMAKE_CURRENT_LIST_DIR}/screen.cpp
  ${CMAKE_CURRENT_LIST_DIR}/screen_parts.cpp
  ${CMAKE_CURRENT_LIST_DIR}/setup_panel.cpp
  ${CMAKE_CURRENT_LIST_DIR}/side_panel.cpp
  ${CMAKE_CURRENT_LIST_DIR}/views.cpp
  ${CMAKE_CURRENT_LIST_DIR}/vp_panel.cpp
  ${CMAKE_CURRENT_LIST_DIR}/widgets.cpp
)
