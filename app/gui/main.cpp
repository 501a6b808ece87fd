// tableref: the tablet app. `tableref --screenshot PATH [--frames N]` renders and exits.
#include <charconv>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "app.hpp"
#include "platform/platform.hpp"
#include "tableref/app/games.hpp"

namespace {

// Every registered game's screen is a --screen choice (its id).
#define TABLEREF_GAME_SCREEN_CHOICE(game) "|" #game
constexpr const char* kUsage =
    "Usage: tableref [--db PATH] [--lang en|zh-Hans|zh-Hant] [--theme dark|light]\n"
    "                [--screen home|settings|history" TABLEREF_FOR_EACH_GAME(
        TABLEREF_GAME_SCREEN_CHOICE) "]\n"
    "                [--session ID] [--size WxH] [--screenshot PATH [--frames N]]\n";
#undef TABLEREF_GAME_SCREEN_CHOICE

bool parse_int(const std::string& text, long long& out) {
  const auto r = std::from_chars(text.data(), text.data() + text.size(), out);
  return r.ec == std::errc{} && r.ptr == text.data() + text.size();
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  tableref::gui::AppOptions options;
  std::string screenshot;
  long long frames = 3;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    const bool has_value = i + 1 < args.size();
    long long number = 0;
    if (a == "--help" || a == "-h") {
      std::fputs(kUsage, stdout);
      return 0;
    } else if (a == "--db" && has_value) {
      options.db_path = args[++i];
    } else if (a == "--lang" && has_value) {
      options.language = args[++i];
    } else if (a == "--theme" && has_value) {
      options.theme = args[++i];
    } else if (a == "--screen" && has_value) {
      options.screen = args[++i];
    } else if (a == "--session" && has_value && parse_int(args[i + 1], number)) {
      options.session_id = number;
      ++i;
    } else if (a == "--screenshot" && has_value) {
      screenshot = args[++i];
    } else if (a == "--frames" && has_value && parse_int(args[i + 1], number) && number > 0) {
      frames = number;
      ++i;
    } else if (a == "--size" && has_value) {
      const std::string size = args[++i];
      const auto x = size.find('x');
      long long w = 0;
      long long h = 0;
      if (x == std::string::npos || !parse_int(size.substr(0, x), w) ||
          !parse_int(size.substr(x + 1), h) || w < 320 || h < 240) {
        std::fprintf(stderr, "tableref: --size wants WxH, e.g. 1280x800\n");
        return 2;
      }
      options.width = static_cast<int>(w);
      options.height = static_cast<int>(h);
    } else {
      std::fprintf(stderr, "tableref: unexpected argument '%s'\n%s", a.c_str(), kUsage);
      return 2;
    }
  }

  // A screenshot is for a page of docs: 1280x800 unless --size says otherwise, whatever the
  // display (a window of the app's own opens at the display's usable size).
  if (!screenshot.empty() && options.width == 0) {
    options.width = 1280;
    options.height = 800;
  }
  tableref::gui::platform::prepare(options.width, options.height);
  auto owned_app = std::make_unique<tableref::gui::App>();
  tableref::gui::App& app = *owned_app;
  if (auto error = app.init(options); !error.empty()) {
    std::fprintf(stderr, "tableref: %s\n", error.c_str());
    return 1;
  }
  if (app.context().store_error) {
    std::fprintf(stderr, "tableref: %s: %s\n", app.context().db_path.c_str(),
                 app.context().render(*app.context().store_error).c_str());
  }
  if (!screenshot.empty()) {
    for (long long i = 1; i < frames; ++i) app.frame();
    if (auto error = app.screenshot(screenshot); !error.empty()) {
      std::fprintf(stderr, "tableref: screenshot: %s\n", error.c_str());
      return 1;
    }
    return 0;
  }
  tableref::gui::platform::run(std::move(owned_app));
  return 0;
}
