target_sources(tableref-cli PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/blokus_command.cpp
  ${CMAKE_CURRENT_LIST_DIR}/read_photo_command.cpp
)
