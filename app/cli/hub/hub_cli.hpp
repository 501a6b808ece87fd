#pragma once
// What every `tableref-cli hub ...` command shares: how a failure is said and which exit
// code it gets, and the store of a command that takes nothing but --db.
#include <optional>
#include <string>
#include <vector>

#include "../cli.hpp"
#include "tableref/base/result.hpp"
#include "tableref/db/store.hpp"

namespace tableref::cli {

// Exit 3: the hub could not be reached or could not serve now; nothing was lost, run the
// same command again later.
inline constexpr int kExitHubUnavailable = 3;

// Prints "tableref-cli hub WHAT: REASON" in the user's language; answers kExitHubUnavailable
// for an unreachable or unavailable hub, kExitRuleBroken for anything else.
int hub_failed(Context& ctx, const std::string& what, const Violation& v);

// The store named by --db for a command that takes no other argument; nullopt with
// exit_code set when it cannot be opened or more was given (`usage` printed).
[[nodiscard]] std::optional<db::Store> open_store_alone(Context& ctx,
                                                        std::vector<std::string>& args,
                                                        const char* usage, int& exit_code);

}  // namespace tableref::cli
