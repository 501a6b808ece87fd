target_sources(tableref_referee_tests PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/catalog_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/scoring_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/data_file_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/game_end_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/event_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/setup_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/names_zh_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/monster_power_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/base_choice_test.cpp
)
# The catalog tests read the shipped files (the loader itself only parses text).
target_compile_definitions(tableref_referee_tests PRIVATE
  TABLEREF_SMASHUP_ASSETS="${TABLEREF_ASSET_DIR}/smashup")
