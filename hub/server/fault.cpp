#include "fault.hpp"

#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace tableref::hub {

void fault_point(const char* name) {
  const char* wanted = std::getenv("TABLEREF_HUB_FAULT");
  if (wanted == nullptr || std::strcmp(wanted, name) != 0) return;
  std::printf("{\"fault\": \"%s\"}\n", name);
  std::fflush(stdout);
  while (true) pause();  // until SIGKILL
}

}  // namespace tableref::hub
