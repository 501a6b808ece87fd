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

# The C++ list (an X-macro) generated from TABLEREF_GAMES.
set(TABLEREF_GAME_LIST "")
set(TABLEREF_GAME_NOTATION_INCLUDES "")
foreach(tableref_game IN LISTS TABLEREF_GAMES)
  string(APPEND TABLEREF_GAME_LIST " GAME(${tableref_game})")
  string(APPEND TABLEREF_GAME_NOTATION_INCLUDES
         "#include \"tableref/referee/${tableref_game}/notation.hpp\"\n")
endforeach()
set(TABLEREF_GENERATED_INCLUDE_DIR ${PROJECT_BINARY_DIR}/generated/include)
configure_file(${PROJECT_SOURCE_DIR}/app/core/games.hpp.in
               ${TABLEREF_GENERATED_INCLUDE_DIR}/tableref/app/games.hpp @ONLY)
configure_file(${PROJECT_SOURCE_DIR}/app/core/game_notations.hpp.in
               ${TABLEREF_GENERATED_INCLUDE_DIR}/tableref/app/game_notations.hpp @ONLY)
