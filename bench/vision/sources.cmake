add_executable(bench_vision ${CMAKE_CURRENT_LIST_DIR}/bench_vision.cpp)
target_link_libraries(bench_vision PRIVATE tableref_vision tableref_photo_generator
                                           benchmark::benchmark_main)
tableref_warnings(bench_vision)

# The same on a real phone photo read from beside the source tree (skipped when absent);
# decoding needs SDL2_image, so not in a libraries-only build.
if(TARGET tableref_photo)
  add_executable(bench_vision_real_photo ${CMAKE_CURRENT_LIST_DIR}/bench_real_photo.cpp)
  target_link_libraries(bench_vision_real_photo PRIVATE tableref_photo tableref_vision
                                                        benchmark::benchmark_main)
  target_compile_definitions(bench_vision_real_photo
                             PRIVATE TABLEREF_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
  tableref_warnings(bench_vision_real_photo)
endif()
