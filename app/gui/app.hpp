#pragma once
// The SDL2 window, the ImGui context on the SDL_Renderer backend, the screens and the loop.
// Tests create an App in-process under SDL_VIDEODRIVER=dummy and drive it with SDL events.
#include <SDL.h>

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "app_context.hpp"
#include "platform/platform.hpp"
#include "screens/screen.hpp"
#include "screens/table_live.hpp"
#include "ui/frame_pacing.hpp"
#include "ui/input_adapter.hpp"
#include "ui/key_queue.hpp"

namespace tableref::gui {

struct AppOptions {
  std::string db_path;  // empty: the default database
  std::optional<std::string> language;
  std::optional<std::string> theme;
  std::string screen = "home";
  std::int64_t session_id = 0;
  // The window's size in points; 0 (the default): the usable bounds of the display it opens
  // on (the display under the mouse), following the display's rotation. `--size WxH` (tests,
  // screenshots) sets both and keeps them.
  int width = 0;
  int height = 0;
};

// The platform's loop drives it (platform::FrameLoop).
class App final : public platform::FrameLoop {
 public:
  App() = default;
  ~App() override;

  // Opens the window and the store. A store that cannot be opened is not fatal: the app
  // starts and says why. Returns an error text when the window itself cannot start.
  [[nodiscard]] std::string init(const AppOptions& options);
  // Handles pending SDL events and renders one frame.
  void frame() override;
  [[nodiscard]] bool running() const override { return running_; }
  // Renders one more frame and writes it as PNG; an error text, or empty.
  [[nodiscard]] std::string screenshot(const std::string& path);
  // Whether frames are rasterised. The UI tests read the probe, not pixels, so they turn it
  // off: SDL's software renderer is nearly all of their time. Screenshots always rasterise.
  void set_rasterise(bool on) { rasterise_ = on; }
  // The time the input gestures are measured against (a long press), in SDL's milliseconds:
  // SDL_GetTicks() unless set. The UI tests set their own clock, the one they stamp their
  // events with, so a tap's length and a double tap's gap do not depend on the machine.
  void set_clock(std::function<std::uint32_t()> clock) { clock_ = std::move(clock); }

  // Adds a screen after init (tests host a widget or view in a screen of their own).
  void add_screen(std::unique_ptr<Screen> screen) { screens_.push_back(std::move(screen)); }

  [[nodiscard]] AppContext& context() { return ctx_; }
  [[nodiscard]] Screen& current() { return *current_; }
  [[nodiscard]] SDL_Window* window() const { return window_; }
  [[nodiscard]] int frame_count() const { return frames_; }
  // Key and text events still waiting for a frame of their own, and taps held behind them
  // (KeyQueue): the main loop does not idle while there are any.
  [[nodiscard]] std::size_t pending_keys() const { return keys_.pending(); }
  // What the next frame waits for (ui/frame_pacing.hpp): held input, the frames ImGui needs
  // to settle after an event, a screen's running clock. Nothing of it: the app is idle.
  [[nodiscard]] FrameNeeds frame_needs() const;
  // How long the main loop may wait for an event before the next frame (0: draw at once;
  // nullopt: until an event comes, however long).
  [[nodiscard]] std::optional<std::uint32_t> next_frame_wait() const override;
  // The web tests' view of the app: the screen, the frame count and the last frame's probe
  // (app_probe.cpp).
  void write_probe(nlohmann::json& out) const override;

 private:
  void navigate(const Navigation& navigation);
  void restyle();
  // The events and keys of this frame handled, a restyle done; whether anything changed.
  [[nodiscard]] bool take_events();
  void handle_event(const SDL_Event& event, int width, int height);
  // Renders the frame drawn (once durable) and takes a screenshot asked for.
  void present();
  // A display turned (SDL_DISPLAYEVENT_ORIENTATION): a window that fills its display takes
  // the display's new shape, and the screens lay themselves out for it at the next frame.
  void follow_rotation(const SDL_DisplayEvent& event);
  void draw_top_bar();
  // The storage notice (web: storage refused, a private window): its text, empty when there is
  // nothing to say; its height at the current width; drawn in the space kept for it.
  [[nodiscard]] std::string storage_notice();
  [[nodiscard]] float storage_notice_height(const std::string& text) const;
  void draw_storage_notice(const std::string& text, float height);

  SDL_Window* window_ = nullptr;
  SDL_Renderer* renderer_ = nullptr;
  bool imgui_ready_ = false;
  bool fills_display_ = false;  // opened at the display's size (no --size): follows it
  bool running_ = true;
  bool rasterise_ = true;
  std::function<std::uint32_t()> clock_;
  int frames_ = 0;
  int settle_frames_ = kSettleFrames;  // the first frames lay the screen out
  std::optional<std::uint32_t> redraw_at_;
  AppContext ctx_;
  InputAdapter input_;
  KeyQueue keys_;
  std::vector<std::unique_ptr<Screen>> screens_;
  Screen* current_ = nullptr;
  // Every game screen's club part, once for all games: share live, the pushes after each
  // move, the holding of a session another device holds (screens/table_live.hpp).
  TableLive live_;
  std::string font_error_;
  std::string capture_path_;
  std::string capture_error_;
};

}  // namespace tableref::gui
