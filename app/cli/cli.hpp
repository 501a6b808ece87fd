#pragma once
// Shared plumbing of tableref-cli's subcommands. Exit codes, for every subcommand:
// 0 success, 1 the input broke a game rule or is invalid content, 2 usage error or
// unreadable input (message on stderr).
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "tableref/app/catalog.hpp"

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
int run_blokus(Context& ctx, std::vector<std::string> args);
int run_blockkiller(Context& ctx, std::vector<std::string> args);
int run_smashup(Context& ctx, std::vector<std::string> args);
int run_hdcg(Context& ctx, std::vector<std::string> args);

}  // namespace tableref::cli
