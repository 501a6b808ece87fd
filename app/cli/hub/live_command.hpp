#pragma once
// tableref-cli hub share|live: live at the table, the holding device's side (docs/club.md).
#include <string>
#include <vector>

#include "../cli.hpp"

namespace tableref::cli {

// `share`: hub share SESSION_ID -> {"session", "code", "url"}; else hub live SESSION_ID ->
// {"session", "version"} (the live state pushed after a move).
int run_hub_live(Context& ctx, std::vector<std::string> args, bool share);

}  // namespace tableref::cli
