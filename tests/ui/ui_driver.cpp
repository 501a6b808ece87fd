#include "ui_driver.hpp"

#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <sstream>

namespace tableref::gui::testing {

UiDriver::UiDriver(AppOptions options, Window window) {
  if (window == Window::kTestSize) {
    if (options.width <= 0) options.width = 1280;
    if (options.height <= 0) options.height = 800;
  }
  SDL_setenv("SDL_VIDEODRIVER", "dummy", 1);
  // SDL turns SIGINT and SIGTERM into an SDL_QUIT event; the app's main loop then ends
  // cleanly, but a test has no main loop: the process went on driving the app, at full CPU,
  // to the end of the test. Here the signals keep their default action: the process ends.
  SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1");
  const std::string error = app_.init(options);
  if (!error.empty()) ADD_FAILURE() << "app did not start: " << error;
  // Tests read the probe, not pixels: only screenshots rasterise (TABLEREF_UI_RASTERISE=1
  // draws every frame, to watch a test or to time the renderer).
  // The driver's clock stamps every event it sends and is the app's clock for gestures: it
  // starts at SDL's and moves only as the driver says (a human pause before each tap).
  now_ms_ = SDL_GetTicks();
  app_.set_clock([this] { return now_ms_; });
  const char* rasterise = std::getenv("TABLEREF_UI_RASTERISE");
  app_.set_rasterise(rasterise != nullptr && std::string(rasterise) == "1");
  frames(2);
}

UiDriver::~UiDriver() = default;

void UiDriver::frames(int n) {
  // As the app's main loop: once the app has quit, no more frames.
  for (int i = 0; i < n && app_.running(); ++i) app_.frame();
}

bool UiDriver::alive() {
  if (app_.running()) return true;
  if (!quit_reported_) {
    quit_reported_ = true;
    ADD_FAILURE() << "the app has quit (SDL_QUIT, the window closed or Ctrl+Q): no more input "
                     "is sent to it";
  }
  return false;
}

void UiDriver::push(SDL_Event& event) {
  // SDL_PushEvent would stamp the event with SDL_GetTicks(); SDL_PeepEvents keeps ours.
  event.common.timestamp = now_ms_;
  if (SDL_PeepEvents(&event, 1, SDL_ADDEVENT, 0, 0) != 1) {
    ADD_FAILURE() << "SDL's event queue took no event: " << SDL_GetError();
  }
}

void UiDriver::push_button(Uint32 type, float x, float y) {
  SDL_Event event{};
  event.type = type;
  event.button.windowID = SDL_GetWindowID(app_.window());
  event.button.which = 0;
  event.button.button = SDL_BUTTON_LEFT;
  event.button.state = type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED;
  event.button.clicks = 1;
  event.button.x = static_cast<Sint32>(x);
  event.button.y = static_cast<Sint32>(y);
  push(event);
}

void UiDriver::push_motion(float x, float y, Uint32 buttons) {
  SDL_Event motion{};
  motion.type = SDL_MOUSEMOTION;
  motion.motion.windowID = SDL_GetWindowID(app_.window());
  motion.motion.state = buttons;
  motion.motion.x = static_cast<Sint32>(x);
  motion.motion.y = static_cast<Sint32>(y);
  push(motion);
}

void UiDriver::press(float x, float y) {
  if (!alive()) return;
  now_ms_ += kPauseMs;  // a new gesture, at a human pace: never a double tap
  push_motion(x, y, 0);
  frames(1);  // hover first, as a finger landing does
  push_button(SDL_MOUSEBUTTONDOWN, x, y);
  frames(1);
}

void UiDriver::move_held(float x, float y) {
  now_ms_ += kFrameMs;
  push_motion(x, y, SDL_BUTTON_LMASK);
  frames(1);
}

void UiDriver::release(float x, float y) {
  now_ms_ += kFrameMs;
  push_button(SDL_MOUSEBUTTONUP, x, y);
  frames(2);
}

void UiDriver::tap_at(float x, float y) {
  if (!alive()) return;
  ++taps_;
  const bool check = check_layout_ && !layout_change_expected_;
  layout_change_expected_ = false;
  const auto before = check ? targets() : std::map<std::string, ProbeRect>{};
  const std::string screen_before = screen();
  press(x, y);
  release(x, y);
  if (check) expect_layout_kept(before, screen_before, x, y);
}

void UiDriver::double_tap(const std::string& id, std::uint32_t gap_ms) {
  const ProbeRect* rect = reach(id);
  if (rect == nullptr) return;
  if (rect->view_only) {
    ADD_FAILURE() << id << " is drawn for reading, not a touch target";
    return;
  }
  const float x = rect->cx();
  const float y = rect->cy();
  taps_ += 2;
  const bool check = check_layout_ && !layout_change_expected_;
  layout_change_expected_ = false;
  const auto before = check ? targets() : std::map<std::string, ProbeRect>{};
  const std::string screen_before = screen();
  press(x, y);
  const std::uint32_t first = now_ms_;
  release(x, y);
  // The second tap comes down `gap_ms` after the first came down, a frame after the
  // first was drawn (a finger is never faster than that), at the same place.
  if (now_ms_ - first > gap_ms) {
    ADD_FAILURE() << "a double tap " << gap_ms << " ms apart is shorter than one tap here";
  }
  now_ms_ = first + gap_ms;
  push_motion(x, y, 0);
  push_button(SDL_MOUSEBUTTONDOWN, x, y);
  frames(1);
  release(x, y);
  if (check) expect_layout_kept(before, screen_before, x, y);
}

std::map<std::string, ProbeRect> UiDriver::targets() const {
  std::map<std::string, ProbeRect> out;
  for (const auto& [id, rect] : probe().rects()) {
    if (!rect.view_only) out.emplace(id, rect);
  }
  return out;
}

void UiDriver::expect_layout_kept(const std::map<std::string, ProbeRect>& before,
                                  const std::string& screen_before, float x, float y) {
  // A layout settles a frame after it changes (ImGui sizes child windows from the last
  // frame): look at the settled one.
  frames(1);
  const auto after = targets();
  std::ostringstream moved;
  int count = 0;
  std::string tapped;
  for (const auto& [id, old] : before) {
    const bool under_finger = x >= old.x && x < old.x + old.w && y >= old.y && y < old.y + old.h;
    if (under_finger && old.rearranges) return;  // a tap meant to rearrange the screen
    if (under_finger) tapped += (tapped.empty() ? "" : " ") + id;
  }
  for (const auto& [id, old] : before) {
    // The tapped target too: a button that moves when tapped (Home's Start session when a
    // message came above it) is no longer under the finger for the next tap.
    const auto it = after.find(id);
    if (it == after.end() || it->second.content != old.content) continue;
    const float dx = it->second.x - old.x;
    const float dy = it->second.y - old.y;
    if (std::fabs(dx) <= 1 && std::fabs(dy) <= 1) continue;
    if (++count <= 8) moved << "\n  " << id << " moved by (" << dx << ", " << dy << ")";
  }
  if (count > 0) {
    ADD_FAILURE() << "layout check: a tap at (" << x << ", " << y << ") on '" << tapped
                  << "', screen " << screen_before << ", moved " << count << " touch target(s)"
                  << moved.str() << (count > 8 ? "\n  ..." : "");
  }
}

const ProbeRect* UiDriver::reach(const std::string& id) {
  if (!alive()) return nullptr;
  for (int attempt = 0; attempt < 40; ++attempt) {
    const ProbeRect* rect = probe().find(id);
    if (rect == nullptr) {
      ADD_FAILURE() << "no widget '" << id << "' on screen " << screen();
      return nullptr;
    }
    if (rect->fully_visible()) return rect;
    if (rect->x < rect->clip_x0 - 1 || rect->x + rect->w > rect->clip_x1 + 1) {
      ADD_FAILURE() << "widget '" << id << "' is clipped at the side: nobody can see all of it";
      return rect;
    }
    // Scroll its window as a finger would: drag the list by a third of its height.
    const float x = (rect->clip_x0 + rect->clip_x1) / 2;
    const float third = (rect->clip_y1 - rect->clip_y0) / 3;
    const float mid = (rect->clip_y0 + rect->clip_y1) / 2;
    if (rect->y < rect->clip_y0) {
      drag(x, mid - third / 2, x, mid + third / 2);
    } else {
      drag(x, mid + third / 2, x, mid - third / 2);
    }
  }
  ADD_FAILURE() << "widget '" << id << "' never scrolled into view";
  return nullptr;
}

void UiDriver::tap(const std::string& id) {
  const ProbeRect* rect = reach(id);
  if (rect == nullptr) return;
  if (rect->view_only) {
    ADD_FAILURE() << id << " is drawn for reading, not a touch target";
    return;
  }
  tap_at(rect->cx(), rect->cy());
}

void UiDriver::finger_tap(const std::string& id) {
  const ProbeRect* rect = reach(id);
  if (rect == nullptr) return;
  int w = 0;
  int h = 0;
  SDL_GetWindowSize(app_.window(), &w, &h);
  SDL_Event event{};
  event.tfinger.touchId = 1;
  event.tfinger.fingerId = 1;
  event.tfinger.x = rect->cx() / static_cast<float>(w);
  event.tfinger.y = rect->cy() / static_cast<float>(h);
  event.tfinger.pressure = 1.0f;
  ++taps_;
  const bool check = check_layout_ && !layout_change_expected_;
  layout_change_expected_ = false;
  const auto before = check ? targets() : std::map<std::string, ProbeRect>{};
  const std::string screen_before = screen();
  const float x = rect->cx();
  const float y = rect->cy();
  now_ms_ += kPauseMs;
  event.type = SDL_FINGERDOWN;
  push(event);
  frames(1);
  now_ms_ += kFrameMs;
  event.type = SDL_FINGERUP;
  push(event);
  frames(2);
  if (check) expect_layout_kept(before, screen_before, x, y);
}

void UiDriver::push_finger(Uint32 type, int finger, float x, float y) {
  int w = 0;
  int h = 0;
  SDL_GetWindowSize(app_.window(), &w, &h);
  SDL_Event event{};
  event.type = type;
  event.tfinger.touchId = 1;
  event.tfinger.fingerId = finger;
  event.tfinger.x = x / static_cast<float>(w);
  event.tfinger.y = y / static_cast<float>(h);
  event.tfinger.pressure = 1.0f;
  push(event);
}

void UiDriver::finger_down(int finger, float x, float y) {
  // The first finger of a gesture comes at a human pace; a second one a frame later.
  now_ms_ += fingers_down_ == 0 ? kPauseMs : kFrameMs;
  ++fingers_down_;
  push_finger(SDL_FINGERDOWN, finger, x, y);
  frames(1);
}

void UiDriver::finger_move(int finger, float x, float y) {
  now_ms_ += kFrameMs;
  push_finger(SDL_FINGERMOTION, finger, x, y);
  frames(1);
}

void UiDriver::finger_up(int finger, float x, float y) {
  now_ms_ += kFrameMs;
  if (fingers_down_ > 0) --fingers_down_;
  push_finger(SDL_FINGERUP, finger, x, y);
  frames(2);
}

void UiDriver::drag(float x0, float y0, float x1, float y1, int steps) {
  if (!alive()) return;
  ++drags_;
  press(x0, y0);
  for (int i = 1; i <= steps; ++i) {
    const float t = static_cast<float>(i) / static_cast<float>(steps);
    move_held(x0 + (x1 - x0) * t, y0 + (y1 - y0) * t);
  }
  release(x1, y1);
}

void UiDriver::type(const std::string& utf8) {
  if (!alive()) return;
  SDL_Event event{};
  event.type = SDL_TEXTINPUT;
  event.text.windowID = SDL_GetWindowID(app_.window());
  SDL_strlcpy(event.text.text, utf8.c_str(), sizeof(event.text.text));
  push(event);
  frames(2);
}

void UiDriver::key(SDL_Keycode keycode) {
  if (!alive()) return;
  SDL_Event event{};
  event.type = SDL_KEYDOWN;
  event.key.windowID = SDL_GetWindowID(app_.window());
  event.key.state = SDL_PRESSED;
  event.key.keysym.sym = keycode;
  event.key.keysym.scancode = SDL_GetScancodeFromKey(keycode);
  push(event);
  frames(1);
  event.type = SDL_KEYUP;
  event.key.state = SDL_RELEASED;
  push(event);
  frames(2);
}

void UiDriver::quick(const std::vector<Stroke>& strokes) {
  if (!alive()) return;
  push_strokes(strokes);
  settle_keys(strokes.size() * 2 + 2);
}

void UiDriver::quick_then_tap(const std::vector<Stroke>& strokes, const std::string& id) {
  const ProbeRect* rect = reach(id);
  if (rect == nullptr || !alive()) return;
  ++taps_;
  push_strokes(strokes);
  // The finger comes down a moment after the last character, before any frame took it.
  now_ms_ += kFrameMs;
  push_motion(rect->cx(), rect->cy(), 0);
  push_button(SDL_MOUSEBUTTONDOWN, rect->cx(), rect->cy());
  now_ms_ += kFrameMs;
  push_button(SDL_MOUSEBUTTONUP, rect->cx(), rect->cy());
  settle_keys(strokes.size() * 2 + 5);
}

void UiDriver::push_strokes(const std::vector<Stroke>& strokes) {
  for (const Stroke& stroke : strokes) {
    SDL_Event event{};
    if (stroke.key == SDLK_UNKNOWN) {
      event.type = SDL_TEXTINPUT;
      event.text.windowID = SDL_GetWindowID(app_.window());
      SDL_strlcpy(event.text.text, stroke.text.c_str(), sizeof(event.text.text));
      push(event);
      continue;
    }
    event.type = SDL_KEYDOWN;
    event.key.windowID = SDL_GetWindowID(app_.window());
    event.key.state = SDL_PRESSED;
    event.key.keysym.sym = stroke.key;
    event.key.keysym.scancode = SDL_GetScancodeFromKey(stroke.key);
    push(event);
    event.type = SDL_KEYUP;
    event.key.state = SDL_RELEASED;
    push(event);
  }
}

void UiDriver::settle_keys(std::size_t most_frames) {
  frames(1);
  // One share of the held events a frame: anything left after `most_frames` is stuck.
  for (std::size_t i = 0; i < most_frames && app_.pending_keys() > 0; ++i) frames(1);
  EXPECT_EQ(app_.pending_keys(), 0u) << "key events never reached the app";
  frames(2);
}

void UiDriver::quick_keys(const std::vector<SDL_Keycode>& keys) {
  std::vector<Stroke> strokes;
  strokes.reserve(keys.size());
  for (const SDL_Keycode keycode : keys) strokes.push_back(Stroke::press(keycode));
  quick(strokes);
}

void UiDriver::chord(Uint16 modifiers, SDL_Keycode keycode) {
  if (!alive()) return;
  SDL_Event event{};
  event.type = SDL_KEYDOWN;
  event.key.windowID = SDL_GetWindowID(app_.window());
  event.key.state = SDL_PRESSED;
  event.key.keysym.sym = keycode;
  event.key.keysym.scancode = SDL_GetScancodeFromKey(keycode);
  event.key.keysym.mod = modifiers;
  // Held as a real keyboard holds them: ImGui's SDL backend reads the modifiers of a key
  // (Ctrl+V in a text field) from SDL's keyboard state, not from the event.
  const SDL_Keymod held = SDL_GetModState();
  SDL_SetModState(static_cast<SDL_Keymod>(held | modifiers));
  push(event);
  frames(1);
  event.type = SDL_KEYUP;
  event.key.state = SDL_RELEASED;
  push(event);
  frames(1);
  SDL_SetModState(held);
  frames(1);
}

void UiDriver::shot(const std::string& name) {
  const char* env = std::getenv("TABLEREF_SCREENSHOT_DIR");
  const std::filesystem::path dir = env != nullptr && *env != '\0'
                                        ? std::filesystem::path(env)
                                        : std::filesystem::temp_directory_path() / "tableref_shots";
  std::filesystem::create_directories(dir);
  const auto path = dir / (name + ".png");
  std::filesystem::remove(path);
  frames(2);
  const std::string error = app_.screenshot(path.string());
  EXPECT_EQ(error, "");
  EXPECT_TRUE(std::filesystem::exists(path)) << path;
  EXPECT_GT(std::filesystem::file_size(path), 10000u) << path;
}

void UiDriver::expect_finger_sized(const std::vector<std::string>& except) {
  const float least = touch_size() - 0.5f;
  for (const auto& [id, rect] : targets()) {
    const bool excepted = std::any_of(except.begin(), except.end(), [&id = id](const auto& p) {
      return id.compare(0, p.size(), p) == 0;
    });
    if (excepted) continue;
    EXPECT_GE(rect.w, least) << "'" << id << "' is narrower than a finger on " << screen();
    EXPECT_GE(rect.h, least) << "'" << id << "' is lower than a finger on " << screen();
    EXPECT_TRUE(rect.x >= rect.clip_x0 - 1 && rect.x + rect.w <= rect.clip_x1 + 1)
        << "'" << id << "' is cut off at the side on " << screen();
    EXPECT_FALSE(rect.label_clipped) << "'" << id << "' shows part of its label on " << screen();
  }
}

std::pair<int, int> UiDriver::window_size() const {
  int w = 0;
  int h = 0;
  SDL_GetWindowSize(app_.window(), &w, &h);
  return {w, h};
}

void UiDriver::expect_no_clipped_text(const std::string& where) {
  const auto [w, h] = window_size();
  int clipped = 0;
  for (const ProbeLabel& label : probe().labels()) {
    if (!label.clipped()) continue;
    if (++clipped > 12) continue;  // the first dozen say enough
    ADD_FAILURE() << "clipped text on " << screen() << " at " << w << "x" << h << " in "
                  << app::language_code(ctx().language) << (where.empty() ? "" : " (") << where
                  << (where.empty() ? "" : ")") << ": '" << label.text << "' (" << label.id
                  << ") is " << label.text_w << "x" << label.text_h << " in " << label.room_w << "x"
                  << label.room_h << (label.cut_at_side ? ", cut off at its window's edge" : "");
  }
  if (clipped > 12) ADD_FAILURE() << "... and " << clipped - 12 << " more clipped texts";
}

bool UiDriver::visible(const std::string& id) const {
  return probe().find(id) != nullptr;
}

std::string UiDriver::text(const std::string& id) const {
  return probe().text(id);
}

TempDir::TempDir() {
  path_ = std::filesystem::temp_directory_path() /
          ("tableref_ui_" + std::to_string(::getpid()) + "_" +
           ::testing::UnitTest::GetInstance()->current_test_info()->name());
  std::filesystem::remove_all(path_);
  std::filesystem::create_directories(path_);
}

TempDir::~TempDir() {
  std::filesystem::remove_all(path_);
}

std::string TempDir::file(const std::string& name) const {
  return (path_ / name).string();
}

}  // namespace tableref::gui::testing
