#pragma once
// Shared plumbing of tableref-cli's subcommands. Exit codes, for every subcommand:
// 0 success, 1 the input broke a game rule or is invalid content, 2 usage error or
// unreadable input (message on stderr).
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "tableref/app/catalog.hpp"
#include "tableref/app/games.hpp"

namespace tableref::cli {

inline constexpr int kExitOk = 0;
inline constexpr int kExitRuleBroken = 1;
inline constexpr int kExitUsage = 2;

struct Context {
  std::ostream& out;
  std::ostream& err;
  const app::Catalog& catalog;
  app::Language language = app::Language::kEnglish;
};

// Reads a whole file; nullopt (and a message on ctx.err) when it cannot be read.
[[nodiscard]] std::optional<std::string> read_file(Context& ctx, const std::string& path);

// Takes "--name VALUE" out of args; nullopt when absent. Sets `missing_value` when the
// flag is present without a value.
[[nodiscard]] std::optional<std::string> take_option(std::vector<std::string>& args,
                                                     const std::string& name, bool& missing_value);
// Takes "--name" out of args; true when it was there.
[[nodiscard]] bool take_flag(std::vector<std::string>& args, const std::string& name);

// One entry point per command group; args exclude the group's own name.
int run_sessions(Context& ctx, std::vector<std::string> args);
int run_db(Context& ctx, std::vector<std::string> args);
// tableref-cli hub join|sync (built with the hub, cmake/Hub.cmake).
int run_hub(Context& ctx, std::vector<std::string> args);
// tableref-cli hub standings (hub/standings_command.cpp).
int run_hub_standings(Context& ctx, std::vector<std::string> args);

// A game's command group: `tableref-cli <game> ...`. Each game defines <game>_command() in
// its folder (cli/<game>/); main() reads them in the order of TABLEREF_FOR_EACH_GAME.
struct GameCommand {
  const char* name;   // the game's id, which is also the command's name
  const char* usage;  // its lines of --help, each "  tableref-cli <game> ...\n"
  int (*run)(Context& ctx, std::vector<std::string> args);
};

#define TABLEREF_DECLARE_GAME_COMMAND(game) [[nodiscard]] GameCommand game##_command();
TABLEREF_FOR_EACH_GAME(TABLEREF_DECLARE_GAME_COMMAND)
#undef TABLEREF_DECLARE_GAME_COMMAND

}  // namespace tableref::cli
