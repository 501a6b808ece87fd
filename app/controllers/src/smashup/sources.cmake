# The Traditional Chinese characters of the Smash Up names, generated at configure time.
include(${CMAKE_CURRENT_LIST_DIR}/zh_characters.cmake)
target_sources(tableref_controllers PRIVATE ${TABLEREF_SMASHUP_ZH_CHARACTERS_SOURCE})
target_sources(tableref_controllers PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/controller.cpp
  ${CMAKE_CURRENT_LIST_DIR}/events_json.cpp
  ${CMAKE_CURRENT_LIST_DIR}/history.cpp
  ${CMAKE_CURRENT_LIST_DIR}/module.cpp
  ${CMAKE_CURRENT_LIST_DIR}/names.cpp
  ${CMAKE_CURRENT_LIST_DIR}/replay.cpp
)
