target_sources(tableref-cli PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/smashup_command.cpp
  ${CMAKE_CURRENT_LIST_DIR}/json_input.cpp
)
