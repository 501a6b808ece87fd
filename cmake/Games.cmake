# The games, in the order Home offers them: the one list that names them. Every layer reads
# it; adding a game is one word here plus the game's own folders (docs/architecture.md,
# "Adding a game"). The C++ side reads the same list from the generated
# tableref/app/games.hpp (app/core/games.hpp.in).
set(TABLEREF_GAMES blokus blockkiller smashup hdcg)

# Includes <dir>/<game>/sources.cmake for every game. Each layer that has a part of every game
# calls it; a game without its fragment there stops the configure (never skipped silently).
macro(tableref_game_fragments dir)
  foreach(tableref_game IN LISTS TABLEREF_GAMES)
    if(NOT EXISTS ${dir}/${tableref_game}/sources.cmake)
      message(FATAL_ERROR "${dir}/${tableref_game}/sources.cmake is missing: "
                          "each game lists its own sources of this layer there")
    endif()
    include(${dir}/${tableref_game}/sources.cmake)
  endforeach()
endmacro()

# Layers where only some games have a part (benchmarks, the best-play search's tests): the
# fragments that exist, <dir>/<name>/sources.cmake, in name order.
macro(tableref_present_fragments dir)
  file(GLOB tableref_fragments LIST_DIRECTORIES false ${dir}/*/sources.cmake)
  list(SORT tableref_fragments)
  foreach(tableref_fragment IN LISTS tableref_fragments)
    include(${tableref_fragment})
  endforeach()
endmacro()

# A game whose folders live outside the tree's layers, under <root> (the tests' example game,
# tests/example_game): its <root>/sources.cmake builds its parts of every layer into a
# library of its own, tableref_game_<id>, and its texts are <root>/assets/strings/<id>.tsv.
# It is in no program of the shipped list: only those that compile the list again with it
# (tableref_game_registry below).
function(tableref_add_game game)
  cmake_parse_arguments(arg "" "DIR" "" ${ARGN})
  if(NOT arg_DIR OR NOT EXISTS ${arg_DIR}/sources.cmake)
    message(FATAL_ERROR "tableref_add_game(${game} DIR <root>): <root>/sources.cmake is missing")
  endif()
  set_property(GLOBAL APPEND PROPERTY TABLEREF_ADDED_GAMES ${game})
  set_property(GLOBAL PROPERTY TABLEREF_GAME_DIR_${game} ${arg_DIR})
  include(${arg_DIR}/sources.cmake)
endfunction()

# Includes <root>/<layer>/<id>/sources.cmake of each game added by tableref_add_game that has
# one (its tests of a layer: <root>/tests/ui/<id>/).
macro(tableref_added_game_fragments layer)
  get_property(tableref_added GLOBAL PROPERTY TABLEREF_ADDED_GAMES)
  foreach(tableref_game IN LISTS tableref_added)
    get_property(tableref_root GLOBAL PROPERTY TABLEREF_GAME_DIR_${tableref_game})
    if(EXISTS ${tableref_root}/${layer}/${tableref_game}/sources.cmake)
      include(${tableref_root}/${layer}/${tableref_game}/sources.cmake)
    endif()
  endforeach()
endmacro()

# Writes the C++ side of a list of games into <include dir>: tableref/app/games.hpp (the
# X-macro and each game's texts) and tableref/app/game_notations.hpp.
function(tableref_write_game_list include_dir)
  set(TABLEREF_GAME_LIST "")
  set(TABLEREF_GAME_CATALOG_LIST "")
  set(TABLEREF_GAME_NOTATION_INCLUDES "")
  foreach(game IN LISTS ARGN)
    string(APPEND TABLEREF_GAME_LIST " GAME(${game})")
    get_property(root GLOBAL PROPERTY TABLEREF_GAME_DIR_${game})
    if(root)
      string(APPEND TABLEREF_GAME_CATALOG_LIST " \"${root}/assets/strings/${game}.tsv\",")
    else()
      string(APPEND TABLEREF_GAME_CATALOG_LIST " \"${game}.tsv\",")
    endif()
    string(APPEND TABLEREF_GAME_NOTATION_INCLUDES
           "#include \"tableref/referee/${game}/notation.hpp\"\n")
  endforeach()
  configure_file(${PROJECT_SOURCE_DIR}/app/core/games.hpp.in
                 ${include_dir}/tableref/app/games.hpp @ONLY)
  configure_file(${PROJECT_SOURCE_DIR}/app/core/game_notations.hpp.in
                 ${include_dir}/tableref/app/game_notations.hpp @ONLY)
endfunction()

# The shipped list, which every library and program is built with.
set(TABLEREF_GENERATED_INCLUDE_DIR ${PROJECT_BINARY_DIR}/generated/include)
tableref_write_game_list(${TABLEREF_GENERATED_INCLUDE_DIR} ${TABLEREF_GAMES})

# The registration list compiled again with the games added by tableref_add_game: an object
# library <target> of the files that read the list (the catalog's files, the cell notation,
# game_modules(), game_views()), which a test program links beside tableref_gui. Object
# files come before the libraries on the link line, so the linker takes these definitions
# and never pulls the libraries' own (a link seam): the shipped programs keep the shipped
# list, and the tests' game runs through the same registration as a real one.
function(tableref_game_registry target)
  get_property(added GLOBAL PROPERTY TABLEREF_ADDED_GAMES)
  set(include_dir ${PROJECT_BINARY_DIR}/generated/${target}/include)
  tableref_write_game_list(${include_dir} ${TABLEREF_GAMES} ${added})
  add_library(${target} OBJECT
    ${PROJECT_SOURCE_DIR}/app/core/src/catalog_files.cpp
    ${PROJECT_SOURCE_DIR}/app/core/src/cell_notation.cpp
    ${PROJECT_SOURCE_DIR}/app/controllers/src/game_modules.cpp
    ${PROJECT_SOURCE_DIR}/app/gui/screens/game_views.cpp)
  target_include_directories(${target} BEFORE PRIVATE ${include_dir})
  foreach(game IN LISTS added)
    target_link_libraries(${target} PUBLIC tableref_game_${game})
  endforeach()
  target_link_libraries(${target} PUBLIC tableref_gui)
  tableref_warnings(${target})
endfunction()
