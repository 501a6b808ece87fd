target_sources(tableref_referee PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/attack.cpp
  ${CMAKE_CURRENT_LIST_DIR}/exchange.cpp
  ${CMAKE_CURRENT_LIST_DIR}/field.cpp
  ${CMAKE_CURRENT_LIST_DIR}/fumen.cpp
  ${CMAKE_CURRENT_LIST_DIR}/garbage.cpp
  ${CMAKE_CURRENT_LIST_DIR}/piece.cpp
  ${CMAKE_CURRENT_LIST_DIR}/placement.cpp
  ${CMAKE_CURRENT_LIST_DIR}/play.cpp
  ${CMAKE_CURRENT_LIST_DIR}/table.cpp
  ${CMAKE_CURRENT_LIST_DIR}/targets.cpp
)
