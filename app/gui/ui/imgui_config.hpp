#pragma once
// tableref's ImGui configuration (IMGUI_USER_CONFIG, set on the app's targets by
// app/gui/CMakeLists.txt): ImGui's asserts stay on in every build, Release included. Without
// it IM_ASSERT is assert(), which NDEBUG removes from ImGui's headers and from the app's own
// code, so a mismatched Begin/End pair (BeginDisabled without EndDisabled) passed the desktop
// tests and aborted only in the browser. A failed assert now names itself and aborts the
// process (the UI test, the app) on both platforms.
#include <cstdio>
#include <cstdlib>

namespace tableref::gui::imgui_config {

[[noreturn]] inline void assert_failed(const char* expression, const char* file, int line) {
  std::fprintf(stderr, "ImGui assertion failed: %s (%s:%d)\n", expression, file, line);
  std::fflush(stderr);
  std::abort();
}

}  // namespace tableref::gui::imgui_config

#define IM_ASSERT(_EXPR) \
  ((_EXPR) ? (void)0 : ::tableref::gui::imgui_config::assert_failed(#_EXPR, __FILE__, __LINE__))
