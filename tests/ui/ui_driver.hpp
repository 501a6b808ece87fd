#pragma once
// Drives the real app in-process under SDL's dummy video driver with real SDL events:
// taps (mouse or finger), drags, typed text and keys. Widgets are found through the probe.
#include <SDL.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "app.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui::testing {

class UiDriver {
 public:
  explicit UiDriver(AppOptions options);
  ~UiDriver();

  App& app() { return app_; }
  AppContext& ctx() { return app_.context(); }

  void frames(int n = 2);
  // Taps the centre of the widget the probe recorded under `id`; fails the test when absent.
  void tap(const std::string& id);
  // The widget's rectangle once it is fully on screen, scrolling its list by drags.
  const ProbeRect* reach(const std::string& id);
  void tap_at(float x, float y);
  void finger_tap(const std::string& id);
  void drag(float x0, float y0, float x1, float y1, int steps = 6);
  // The parts of a drag, for a test that looks at the screen while the finger is down:
  // hover then press at (x, y); move with the button held; lift at (x, y). A frame each.
  void press(float x, float y);
  void move_held(float x, float y);
  void release(float x, float y);
  void type(const std::string& utf8);
  void key(SDL_Keycode key);
  // One key press (down and up) or one piece of typed text, for quick().
  struct Stroke {
    SDL_Keycode key = SDLK_UNKNOWN;
    std::string text;
    static Stroke press(SDL_Keycode keycode) { return Stroke{keycode, {}}; }
    static Stroke typed(std::string utf8) { return Stroke{SDLK_UNKNOWN, std::move(utf8)}; }
  };
  // Input as fast as an on-screen keyboard sends it: every stroke's events are pushed before
  // a single frame, then frames run until the app has applied them all.
  void quick(const std::vector<Stroke>& strokes);
  void quick_keys(const std::vector<SDL_Keycode>& keys);
  // Writes a screenshot `name`.png into $TABLEREF_SCREENSHOT_DIR (docs/screenshots when run
  // by scripts/screenshots.sh), or a temporary directory; fails the test when none is written.
  void shot(const std::string& name);
  [[nodiscard]] bool visible(const std::string& id) const;
  [[nodiscard]] std::string text(const std::string& id) const;
  [[nodiscard]] std::string screen() { return std::string(app_.current().id()); }

 private:
  void push_button(Uint32 type, float x, float y);
  void push_motion(float x, float y, Uint32 buttons);
  App app_;
};

// A fresh directory per test, removed at the end.
class TempDir {
 public:
  TempDir();
  ~TempDir();
  [[nodiscard]] std::string file(const std::string& name) const;

 private:
  std::filesystem::path path_;
};

}  // namespace tableref::gui::testing
