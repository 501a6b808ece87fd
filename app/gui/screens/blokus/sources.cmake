target_sources(tableref_gui PRIVATE
  ${CMAKE_CURRENT_LIST_DIR}/actions_panel.cpp
  ${CMAKE_CURRENT_LIST_DIR}/board.cpp
  ${CMAKE_CURRENT_LIST_DIR}/board_input.cpp
  ${CMAKE_CURRENT_LIST_DIR}/board_overlays.cpp
  ${CMAKE_CURRENT_LIST_DIR}/board_panel.cpp
  ${CMAKE_CURRENT_LIST_DIR}/clocks_view.cpp
  ${CMAKE_CURRENT_LIST_DIR}/files_panel.cpp
  ${CMAKE_CURRENT_LIST_DIR}/move.cpp
  ${CMAKE_CURRENT_LIST_DIR}/photo_audit.cpp
  ${CMAKE_CURRENT_LIST_DIR}/photo_reading_board.cpp
  ${CMAKE_CURRENT_LIST_DIR}/photo_reading_panel.cpp
  ${CMAKE_CURRENT_LIST_DIR}/photo_screen.cpp
  ${CMAKE_CURRENT_LIST_DIR}/photo_source_panel.cpp
  ${CMAKE_CURRENT_LIST_DIR}/photo_worker_wire.cpp
  ${CMAKE_CURRENT_LIST_DIR}/photo_words.cpp
  ${CMAKE_CURRENT_LIST_DIR}/replay_view.cpp
  ${CMAKE_CURRENT_LIST_DIR}/ruling_view.cpp
  ${CMAKE_CURRENT_LIST_DIR}/score_table.cpp
  ${CMAKE_CURRENT_LIST_DIR}/scores_view.cpp
  ${CMAKE_CURRENT_LIST_DIR}/screen.cpp
  ${CMAKE_CURRENT_LIST_DIR}/timeout_panel.cpp
  ${CMAKE_CURRENT_LIST_DIR}/tray_panel.cpp
  ${CMAKE_CURRENT_LIST_DIR}/trigon_board.cpp
  ${CMAKE_CURRENT_LIST_DIR}/turn_view.cpp
  ${CMAKE_CURRENT_LIST_DIR}/views.cpp
  ${CMAKE_CURRENT_LIST_DIR}/zoom_bar.cpp
)

# The browser's photo worker (photo_worker.cpp): the board reader in a WebAssembly module of
# its own, run in a Web Worker, so that the page keeps drawing while a photo is read. Its
# messages are photo_worker_wire's; the platform carries them (platform/web_photos.cpp).
if(EMSCRIPTEN)
  add_executable(tableref_photo_worker ${CMAKE_CURRENT_LIST_DIR}/photo_worker.cpp
                                       ${CMAKE_CURRENT_LIST_DIR}/photo_worker_wire.cpp)
  target_include_directories(tableref_photo_worker PRIVATE ${CMAKE_CURRENT_SOURCE_DIR})
  target_link_libraries(tableref_photo_worker PRIVATE tableref_vision tableref_json_input
                                                      nlohmann_json::nlohmann_json)
  tableref_warnings(tableref_photo_worker)
  set_target_properties(tableref_photo_worker PROPERTIES
    SUFFIX ".js"
    RUNTIME_OUTPUT_DIRECTORY "${TABLEREF_WEB_SITE}")
  target_link_options(tableref_photo_worker PRIVATE
    -sBUILD_AS_WORKER=1
    -sENVIRONMENT=worker
    -sALLOW_MEMORY_GROWTH=1
    --no-entry
    "-sEXPORTED_FUNCTIONS=['_tableref_read_photo']")
  list(APPEND TABLEREF_WEB_WORKERS tableref_photo_worker)
endif()
