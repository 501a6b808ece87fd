#pragma once
// Drives the real app in-process under SDL's dummy video driver with real SDL events:
// taps (mouse or finger), drags, typed text and keys. Widgets are found through the probe.
#include <SDL.h>
#include <gtest/gtest.h>

#include <cstdint>
#include <filesystem>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "app.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui::testing {

// The window a test opens: 1280x800 unless its options give a size, or the dummy display's
// own (the app's default, the usable bounds of the display) when a test checks that.
enum class Window { kTestSize, kDisplaySize };

class UiDriver {
 public:
  explicit UiDriver(AppOptions options, Window window = Window::kTestSize);
  ~UiDriver();

  App& app() { return app_; }
  AppContext& ctx() { return app_.context(); }

  // Runs up to n frames; none once the app has quit (an SDL_QUIT, the window closed, Ctrl+Q),
  // as the app's own main loop stops. Input sent after that fails the test once and is
  // dropped, so a test whose app quit ends promptly instead of driving on.
  void frames(int n = 2);
  // The layout-stability check, on unless a test turns it off: after every tap, each touch
  // target that shows the same content (id and label), the tapped one included, must be
  // where it was before the tap, else the test fails naming the targets and their offsets. Nothing
  // may move under a finger: a message that appears reserves its space, a second tap on a button
  // lands on the same button. A tap meant to rearrange the screen (choosing another game on Home)
  // says so with expect_layout_change() first; view-only rectangles are not targets.
  void check_layout(bool on) { check_layout_ = on; }
  [[nodiscard]] bool checking_layout() const { return check_layout_; }
  // The next tap may move other targets (the check skips that one tap).
  void expect_layout_change() { layout_change_expected_ = true; }
  // Taps counted since the driver started (tap, finger_tap, tap_at): the tap budgets.
  [[nodiscard]] int taps() const { return taps_; }
  // Drags counted since the driver started (drag, reach's scrolling drags among them): a
  // gesture as much as a tap, for the tap budgets that allow drags.
  [[nodiscard]] int drags() const { return drags_; }
  // Taps the centre of the widget the probe recorded under `id`; fails the test when absent.
  void tap(const std::string& id);
  // The widget's rectangle once it is fully on screen, scrolling its list by drags.
  const ProbeRect* reach(const std::string& id);
  void tap_at(float x, float y);
  // Two taps on the widget `id`, the second coming down `gap_ms` after the first (SDL
  // event timestamps, the driver's clock), at the same place: a finger's double tap. Counts
  // as two taps; the layout check looks at the screen before and after both.
  void double_tap(const std::string& id, std::uint32_t gap_ms);
  // Moves the driver's clock on by `ms` without an event: a finger held still, a pause.
  void advance(std::uint32_t ms) { now_ms_ += ms; }
  // The driver's clock: every event it sends carries this SDL timestamp, and the app
  // measures its gestures against it. Each new gesture (tap, drag, first finger down) comes
  // kPauseMs after the last one, as a person's would, never as a double tap.
  [[nodiscard]] std::uint32_t now_ms() const { return now_ms_; }
  static constexpr std::uint32_t kPauseMs = 1000;
  static constexpr std::uint32_t kFrameMs = 16;
  void finger_tap(const std::string& id);
  void drag(float x0, float y0, float x1, float y1, int steps = 6);
  // Fingers one at a time (SDL_FINGER* events, `finger` its id), a frame each: for gestures
  // of several fingers (two-finger scroll) or a held one (long press).
  void finger_down(int finger, float x, float y);
  void finger_move(int finger, float x, float y);
  void finger_up(int finger, float x, float y);
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
  // quick()'s strokes and, before any frame has taken them, a tap on `id` (a player typing
  // fast who taps the next field at once).
  void quick_then_tap(const std::vector<Stroke>& strokes, const std::string& id);
  // A key pressed with modifiers held (KMOD_CTRL, KMOD_GUI), in the event and in SDL's
  // keyboard state: shortcuts such as Ctrl+Q, and a text field's Ctrl+V / Ctrl+C.
  void chord(Uint16 modifiers, SDL_Keycode key);
  // Writes a screenshot `name`.png into $TABLEREF_SCREENSHOT_DIR (docs/screenshots when run
  // by scripts/screenshots.sh), or a temporary directory; fails the test when none is written.
  void shot(const std::string& name);
  // Every touch target on screen now (view-only rectangles and ids starting with one of
  // `except` left out) is at least touch_size() on each side, whole across its window's
  // width, and shows its whole label; else the test fails naming each target that is not.
  // `except`: targets meant to be smaller (a whole board's cells, with the zoom off).
  void expect_finger_sized(const std::vector<std::string>& except = {});
  // No text drawn this frame is wider (or, in a box of fixed size, taller) than the space it
  // was given, nor cut off at the side of its window (ProbeLabel): else the test fails once
  // for each clipped text, naming it, its probe id, the screen, the window's size and the
  // language. `where` says what the test did to get here.
  void expect_no_clipped_text(const std::string& where = {});
  // The window's size in points, as SDL reports it.
  [[nodiscard]] std::pair<int, int> window_size() const;
  [[nodiscard]] bool visible(const std::string& id) const;
  [[nodiscard]] std::string text(const std::string& id) const;
  [[nodiscard]] std::string screen() { return std::string(app_.current().id()); }

 private:
  // Whether the app still runs; the first time it does not, the test fails saying so.
  bool alive();
  void push_strokes(const std::vector<Stroke>& strokes);
  // Frames until the app has taken every held key (at most `most_frames`), then two more.
  void settle_keys(std::size_t most_frames);
  // Queues an event stamped with the driver's clock.
  void push(SDL_Event& event);
  void push_button(Uint32 type, float x, float y);
  void push_finger(Uint32 type, int finger, float x, float y);
  void push_motion(float x, float y, Uint32 buttons);
  // The touch targets now (view-only rectangles left out).
  [[nodiscard]] std::map<std::string, ProbeRect> targets() const;
  // Fails the test for each target (the tapped one included, unless it rearranges) that moved with
  // the same content between `before` and now.
  void expect_layout_kept(const std::map<std::string, ProbeRect>& before,
                          const std::string& screen_before, float x, float y);
  App app_;
  bool check_layout_ = true;
  bool layout_change_expected_ = false;
  int taps_ = 0;
  int drags_ = 0;
  bool quit_reported_ = false;
  std::uint32_t now_ms_ = 0;
  int fingers_down_ = 0;
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
