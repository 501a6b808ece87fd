# The vision library's tests, on photo-like pictures generated from known boards.
add_library(tableref_photo_generator STATIC ${CMAKE_CURRENT_LIST_DIR}/photo_generator.cpp)
target_include_directories(tableref_photo_generator PUBLIC ${CMAKE_CURRENT_LIST_DIR})
target_link_libraries(tableref_photo_generator PUBLIC tableref_vision tableref_referee)
tableref_warnings(tableref_photo_generator)

add_executable(tableref_vision_tests
  ${CMAKE_CURRENT_LIST_DIR}/board_reader_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/board_analysis_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/finished_board_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/start_corners_test.cpp
  ${CMAKE_CURRENT_LIST_DIR}/colourless_piece_test.cpp
)
target_link_libraries(tableref_vision_tests PRIVATE tableref_photo_generator tableref_vision
                                                   GTest::gtest_main)
# The rule correction is the library's own (vision/src); its tests reach it there.
target_include_directories(tableref_vision_tests PRIVATE ${PROJECT_SOURCE_DIR}/vision/src)
tableref_warnings(tableref_vision_tests)
gtest_discover_tests(tableref_vision_tests DISCOVERY_TIMEOUT 60)

# Decoding at the edge (SDL2_image + EXIF orientation); not in a libraries-only build.
if(TARGET tableref_photo)
  add_executable(tableref_photo_tests ${CMAKE_CURRENT_LIST_DIR}/photo_file_test.cpp)
  target_link_libraries(tableref_photo_tests PRIVATE tableref_photo GTest::gtest_main)
  tableref_warnings(tableref_photo_tests)
  gtest_discover_tests(tableref_photo_tests DISCOVERY_TIMEOUT 60)
endif()
