target_sources(tableref_referee_tests PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/attack_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/exchange_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/field_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/fumen_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/garbage_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/model_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/piece_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/placement_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/play_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/table_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/targets_test.cpp
)
