#include <ostream>

#include "../cli.hpp"

namespace tableref::cli {

// Not built yet: said plainly, with the usage exit code, so no script mistakes it for success.
int run_blockkiller(Context& ctx, std::vector<std::string> /*args*/) {
  ctx.err << "tableref-cli blockkiller: not built yet (issue #5)\n";
  return kExitUsage;
}

}  // namespace tableref::cli
