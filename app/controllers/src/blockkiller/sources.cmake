# Where the best-play search runs (best_play_launch.hpp): a thread on the desktop, inline in
# the browser build.
if(EMSCRIPTEN)
  target_sources(tableref_controllers PRIVATE ${CMAKE_CURRENT_LIST_DIR}/best_play_launch_inline.cpp)
else()
  target_sources(tableref_controllers PRIVATE ${CMAKE_CURRENT_LIST_DIR}/best_play_launch_thread.cpp)
endif()
target_sources(tableref_controllers PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/best_hint.cpp
  ${CMAKE_CURRENT_LIST_DIR}/controller.cpp
  ${CMAKE_CURRENT_LIST_DIR}/game.cpp
  ${CMAKE_CURRENT_LIST_DIR}/draft.cpp
  ${CMAKE_CURRENT_LIST_DIR}/figures.cpp
  ${CMAKE_CURRENT_LIST_DIR}/fumen_session.cpp
  ${CMAKE_CURRENT_LIST_DIR}/history.cpp
  ${CMAKE_CURRENT_LIST_DIR}/json.cpp
  ${CMAKE_CURRENT_LIST_DIR}/module.cpp
)
