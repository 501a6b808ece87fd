# The tests' example game, registered by tableref_add_game(tally DIR ...) in tests/CMakeLists.txt
# (cmake/Games.cmake): its folders mirror a game's in the tree, under this root.
# Its rules and its session type, header-only: the session engine's tests use them alone.
add_library(tableref_game_tally_rules INTERFACE)
target_include_directories(tableref_game_tally_rules INTERFACE
  ${CMAKE_CURRENT_LIST_DIR}/referee/include
  ${CMAKE_CURRENT_LIST_DIR}/app/controllers/include)
target_link_libraries(tableref_game_tally_rules INTERFACE tableref_base tableref_json_input)
# Its controller, History plug-in, module, screen and replay view: for the programs built with
# tableref_game_registry (the app's own have none of it). Only where the GUI is built.
if(TARGET tableref_gui)
  add_library(tableref_game_tally STATIC
    ${CMAKE_CURRENT_LIST_DIR}/app/controllers/src/tally/history.cpp
    ${CMAKE_CURRENT_LIST_DIR}/app/controllers/src/tally/module.cpp
    ${CMAKE_CURRENT_LIST_DIR}/app/gui/screens/tally/replay_view.cpp
    ${CMAKE_CURRENT_LIST_DIR}/app/gui/screens/tally/screen.cpp
    ${CMAKE_CURRENT_LIST_DIR}/app/gui/screens/tally/views.cpp)
  target_include_directories(tableref_game_tally PRIVATE ${CMAKE_CURRENT_LIST_DIR}/app/gui)
  target_link_libraries(tableref_game_tally PUBLIC tableref_game_tally_rules tableref_gui)
  tableref_warnings(tableref_game_tally)
endif()
