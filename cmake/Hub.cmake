# The club hub (issue #26; docs/club.md): tableref-hub (HTTP + JSON over cpp-httplib,
# PostgreSQL through libpqxx), the device side it talks to (hub/client, the CLI's `hub`
# group) and their tests (label hub). On by default when Debian's libcpp-httplib-dev and
# libpqxx-dev are installed (scripts/setup.sh installs them with the test set; the app alone,
# `setup.sh --app`, does without). Off in a libraries-only build (the sanitizer run).
find_package(PkgConfig QUIET)
if(PkgConfig_FOUND)
  pkg_check_modules(HTTPLIB QUIET IMPORTED_TARGET cpp-httplib)
  pkg_check_modules(PQXX QUIET IMPORTED_TARGET libpqxx)
endif()
set(_tableref_hub_default OFF)
if(HTTPLIB_FOUND AND PQXX_FOUND AND NOT TABLEREF_LIBS_ONLY)
  set(_tableref_hub_default ON)
endif()
option(TABLEREF_HUB "Build tableref-hub and the CLI's hub commands (cpp-httplib, libpqxx)"
       ${_tableref_hub_default})
if(TABLEREF_HUB)
  if(NOT (HTTPLIB_FOUND AND PQXX_FOUND))
    message(FATAL_ERROR "TABLEREF_HUB needs libcpp-httplib-dev and libpqxx-dev (scripts/setup.sh)")
  endif()
  find_package(nlohmann_json REQUIRED)
  add_subdirectory(${PROJECT_SOURCE_DIR}/hub)
endif()
