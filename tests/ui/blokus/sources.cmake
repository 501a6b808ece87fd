target_sources(tableref_ui_tests PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/blokus_ui_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/photo_ui_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/photo_worker_wire_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/trigon_ui_test.cpp
)
