target_sources(tableref_app_tests PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/controller_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/names_test.cpp
)
