#pragma once
// The --db option shared by every command that works on the session database.
#include <optional>
#include <string>
#include <vector>

#include "../cli.hpp"
#include "tableref/db/store.hpp"

namespace tableref::cli {

// Takes "--db PATH" out of args; the default database path when absent (its directory is
// created). nullopt (message on ctx.err, exit_code set to kExitUsage) when --db has no value
// or the default directory cannot be made.
[[nodiscard]] std::optional<std::string> take_database_path(Context& ctx,
                                                            std::vector<std::string>& args,
                                                            int& exit_code);

// Opens (and migrates) the store named by --db or the default; prints the reason and sets
// exit_code to kExitUsage when it cannot.
[[nodiscard]] std::optional<db::Store> open_store(Context& ctx, std::vector<std::string>& args,
                                                  int& exit_code);

}  // namespace tableref::cli
