# tableref-cli hub join|sync|leave|status|share|live|standings, when the hub is built
# (cmake/Hub.cmake): the device's side.
if(TABLEREF_HUB)
  target_sources(tableref-cli PRIVATE ${CMAKE_CURRENT_LIST_DIR}/hub_cli.cpp
                                      ${CMAKE_CURRENT_LIST_DIR}/hub_command.cpp
                                      ${CMAKE_CURRENT_LIST_DIR}/hub_link_commands.cpp
                                      ${CMAKE_CURRENT_LIST_DIR}/live_command.cpp
                                      ${CMAKE_CURRENT_LIST_DIR}/standings_command.cpp)
  target_link_libraries(tableref-cli PRIVATE tableref_hub_client tableref_club)
  target_compile_definitions(tableref-cli PRIVATE TABLEREF_HAVE_HUB=1)
endif()
