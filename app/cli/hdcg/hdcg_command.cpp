#include <ostream>

#include "../cli.hpp"

namespace tableref::cli {

// Not built yet: said plainly, with the usage exit code, so no script mistakes it for success.
int run_hdcg(Context& ctx, std::vector<std::string> /*args*/) {
  ctx.err << "tableref-cli hdcg: not built yet (issue #8)\n";
  return kExitUsage;
}

}  // namespace tableref::cli
