target_sources(tableref-cli PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/hdcg_command.cpp
)
