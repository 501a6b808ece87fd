#include <ostream>

#include "../cli.hpp"

namespace tableref::cli {

// Not built yet: said plainly, with the usage exit code, so no script mistakes it for success.
int run_smashup(Context& ctx, std::vector<std::string> /*args*/) {
  ctx.err << "tableref-cli smashup: not built yet (issue #7)\n";
  return kExitUsage;
}

}  // namespace tableref::cli
