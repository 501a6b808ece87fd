add_executable(bench_vision ${CMAKE_CURRENT_LIST_DIR}/bench_vision.cpp)
target_link_libraries(bench_vision PRIVATE tableref_vision tableref_photo_generator
                                           benchmark::benchmark_main)
tableref_warnings(bench_vision)
