tableref_fuzz_target(smashup_json
  SOURCES ${PROJECT_SOURCE_DIR}/app/cli/smashup/json_input.cpp
  INCLUDES ${PROJECT_SOURCE_DIR}/app/cli
  LIBS tableref_controllers)
