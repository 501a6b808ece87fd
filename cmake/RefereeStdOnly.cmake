# referee/ (and search/) use the C++ standard library only. This script fails when a file
# under REFEREE_DIR includes anything else: a header that is not a standard one, or a quoted
# header outside QUOTED_PREFIX (a regex; default: tableref/(base|referee)/). Run at configure time
# and as the CTest referee_std_only:
#   cmake -DREFEREE_DIR=<repo>/referee -P cmake/RefereeStdOnly.cmake
#   cmake -DREFEREE_DIR=<repo>/search "-DQUOTED_PREFIX=^(tableref/(referee|search)/|[a-z_]+[.]hpp$)" -P ...
cmake_minimum_required(VERSION 3.20)
set(standard_headers
  algorithm any array atomic bit bitset cassert cctype cerrno cfloat charconv chrono
  cinttypes climits clocale cmath compare complex concepts condition_variable cstddef
  cstdint cstdio cstdlib cstring ctime cwchar deque exception execution expected filesystem
  format forward_list fstream functional initializer_list iomanip ios iosfwd iostream
  istream iterator limits list locale map memory memory_resource mutex new numbers numeric
  optional ostream queue random ranges ratio regex scoped_allocator set shared_mutex
  source_location span sstream stack stdexcept stop_token streambuf string string_view
  system_error thread tuple type_traits typeindex typeinfo unordered_map unordered_set
  utility valarray variant vector version)
if(NOT REFEREE_DIR)
  message(FATAL_ERROR "set REFEREE_DIR")
endif()
if(NOT QUOTED_PREFIX)
  set(QUOTED_PREFIX "^tableref/(base|referee)/")
endif()
file(GLOB_RECURSE files "${REFEREE_DIR}/*.hpp" "${REFEREE_DIR}/*.cpp" "${REFEREE_DIR}/*.h")
set(bad "")
foreach(file IN LISTS files)
  file(STRINGS "${file}" lines REGEX "^[ \t]*#[ \t]*include")
  foreach(line IN LISTS lines)
    if(line MATCHES "<([^>]+)>")
      if(NOT CMAKE_MATCH_1 IN_LIST standard_headers)
        list(APPEND bad "${file}: ${line}")
      endif()
    elseif(line MATCHES "\"([^\"]+)\"")
      if(NOT CMAKE_MATCH_1 MATCHES "${QUOTED_PREFIX}")
        list(APPEND bad "${file}: ${line}")
      endif()
    endif()
  endforeach()
endforeach()
if(bad)
  list(JOIN bad "\n  " text)
  message(FATAL_ERROR "${REFEREE_DIR} must use the C++ standard library only:\n  ${text}")
endif()
