#include <ostream>

#include "../cli.hpp"

namespace tableref::cli {

// Not built yet: said plainly, with the usage exit code, so no script mistakes it for success.
int run_blokus(Context& ctx, std::vector<std::string> /*args*/) {
  ctx.err << "tableref-cli blokus: not built yet (issue #3)\n";
  return kExitUsage;
}

}  // namespace tableref::cli
