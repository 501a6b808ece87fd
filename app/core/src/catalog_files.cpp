// The catalog's files: the app's own, then one per registered game. On its own because it
// reads the games' list (tableref/app/games.hpp): a test program compiles it again with the
// tests' game added (cmake/Games.cmake, tableref_game_registry).
#include "tableref/app/catalog.hpp"
#include "tableref/app/games.hpp"

namespace tableref::app {

const std::vector<std::string>& catalog_files() {
  static const std::vector<std::string> files{"core.tsv",
                                              "store.tsv",
                                              "history.tsv",
                                              "setup.tsv",
                                              "web.tsv",
                                              "hub.tsv",
                                              TABLEREF_GAME_CATALOG_FILES};
  return files;
}

}  // namespace tableref::app
