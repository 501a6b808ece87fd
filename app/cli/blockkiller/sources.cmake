target_sources(tableref-cli PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/blockkiller_command.cpp
)
