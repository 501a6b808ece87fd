#include <ostream>

#include "../cli.hpp"

namespace tableref::cli {

// Not built yet: said plainly, with the usage exit code, so no script mistakes it for success.
int run_db(Context& ctx, std::vector<std::string> /*args*/) {
  ctx.err << "tableref-cli db: not built yet (issue #9)\n";
  return kExitUsage;
}

}  // namespace tableref::cli
