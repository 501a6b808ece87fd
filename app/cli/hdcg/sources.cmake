target_sources(tableref-cli PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/hdcg_command.cpp
  ${CMAKE_CURRENT_LIST_DIR}/hdcg_duel_json.cpp
  ${CMAKE_CURRENT_LIST_DIR}/hdcg_json.cpp
)
