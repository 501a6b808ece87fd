target_sources(tableref_referee PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/piece.cpp
  ${CMAKE_CURRENT_LIST_DIR}/trigon_piece.cpp
  ${CMAKE_CURRENT_LIST_DIR}/variant.cpp
  ${CMAKE_CURRENT_LIST_DIR}/geometry.cpp
  ${CMAKE_CURRENT_LIST_DIR}/game.cpp
  ${CMAKE_CURRENT_LIST_DIR}/scoring.cpp
  ${CMAKE_CURRENT_LIST_DIR}/sgf.cpp
  ${CMAKE_CURRENT_LIST_DIR}/timeout.cpp
  ${CMAKE_CURRENT_LIST_DIR}/clock.cpp
  ${CMAKE_CURRENT_LIST_DIR}/notation.cpp
)
