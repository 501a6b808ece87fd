target_sources(tableref_app_tests PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/controller_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/photo_session_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/photo_reader_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/rows_codec_test.cpp
)
