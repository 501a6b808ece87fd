target_sources(tableref-cli PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/db_command.cpp
  ${CMAKE_CURRENT_LIST_DIR}/store_options.cpp
)
