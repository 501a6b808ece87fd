tableref_cli_test(cli_blokus_analyze blokus/analyze_test.sh)
tableref_cli_test(cli_blokus_legal_moves blokus/legal_moves_test.sh)
tableref_cli_test(cli_blokus_variants blokus/variants_test.sh)
# read-photo needs the photo decoder (not in a libraries-only build).
if(TARGET tableref_photo)
  add_executable(make_board_photo ${CMAKE_CURRENT_LIST_DIR}/make_board_photo.cpp)
  target_link_libraries(make_board_photo PRIVATE tableref_photo tableref_photo_generator)
  tableref_warnings(make_board_photo)
  add_test(NAME cli_blokus_read_photo
           COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/read_photo_test.sh $<TARGET_FILE:tableref-cli>
                   ${CMAKE_CURRENT_SOURCE_DIR} $<TARGET_FILE:make_board_photo>)
  set_tests_properties(cli_blokus_read_photo PROPERTIES LABELS cli
                       ENVIRONMENT "TABLEREF_ASSETS=${TABLEREF_ASSET_DIR}")
endif()
# Our exports in Pentobi (pentobi-thumbnailer, headless); skips when Pentobi is not installed.
tableref_cli_test(cli_blokus_pentobi blokus/pentobi_test.sh)
set_tests_properties(cli_blokus_pentobi PROPERTIES SKIP_RETURN_CODE 77)
