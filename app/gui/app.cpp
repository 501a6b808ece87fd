#include "app.hpp"

#include <backends/imgui_impl_sdl.h>
#include <backends/imgui_impl_sdlrenderer.h>
#include <imgui.h>

#include <algorithm>
#include <utility>

#include "platform/platform.hpp"
#include "screens/registry.hpp"
#include "tableref/app/paths.hpp"
#include "tableref/db/store_reason.hpp"
#include "ui/paste.hpp"
#include "ui/screenshot.hpp"
#include "ui/tap_guard.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {
namespace {
constexpr float kBaseFontPixels = 22.0f;

// Where the window opens and how large.
struct WindowPlace {
  int x = SDL_WINDOWPOS_CENTERED;
  int y = SDL_WINDOWPOS_CENTERED;
  int width = 1280;
  int height = 800;
  bool fills_display = false;
};

// The display the user looks at: the one under the mouse, else the first.
int display_in_use() {
  int x = 0;
  int y = 0;
  SDL_GetGlobalMouseState(&x, &y);
  const SDL_Point point{x, y};
  const int index = SDL_GetPointDisplayIndex(&point);
  return index >= 0 ? index : 0;
}

// A size given (--size, the browser's page) is kept; none: the usable bounds of the display
// (without its task bars), so the window fits a 800x1280 tablet as well as a 1920x1080
// monitor. 1280x800 only when SDL cannot say.
WindowPlace window_place(const AppOptions& options) {
  WindowPlace place;
  if (options.width > 0 && options.height > 0) {
    place.width = options.width;
    place.height = options.height;
    return place;
  }
  const int display = display_in_use();
  SDL_Rect usable{};
  if (SDL_GetDisplayUsableBounds(display, &usable) == 0 && usable.w > 0 && usable.h > 0) {
    place = WindowPlace{usable.x, usable.y, usable.w, usable.h, true};
  }
  return place;
}
}  // namespace

App::~App() {
  // Screens may hold textures of the renderer (a photo): they go before it does.
  current_ = nullptr;
  screens_.clear();
  if (imgui_ready_) {
    ImGui_ImplSDLRenderer_Shutdown();
    ImGui_ImplSDL2_Shutdown();
    ImGui::DestroyContext();
  }
  if (renderer_ != nullptr) SDL_DestroyRenderer(renderer_);
  if (window_ != nullptr) SDL_DestroyWindow(window_);
  SDL_Quit();
}

std::string App::init(const AppOptions& options) {
  ctx_.catalog = app::Catalog::load(app::asset_directory() + "/strings");
  ctx_.db_path = options.db_path.empty() ? app::default_database_path() : options.db_path;
  if (options.db_path.empty()) {
    if (auto problem = app::ensure_parent_directory(ctx_.db_path); !problem.empty()) {
      ctx_.store_error = Violation{db::StoreReason::kCannotOpen, {Param{"detail", problem}}};
    }
  }
  if (!ctx_.store_error) {
    auto store = db::Store::open(ctx_.db_path);
    if (store) {
      ctx_.store.emplace(std::move(store).value());
    } else {
      ctx_.store_error = store.error();
    }
  }
  ctx_.load_settings();
  if (options.language) ctx_.language = app::parse_language(*options.language);
  if (options.theme) ctx_.theme = *options.theme == "light" ? Theme::kLight : Theme::kDark;

  tap_guard().reset();  // no action of an earlier app in this process is still armed
  SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0");  // fingers reach us as fingers only
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER | SDL_INIT_EVENTS) != 0) {
    return std::string("SDL_Init failed: ") + SDL_GetError();
  }
  const WindowPlace place = window_place(options);
  fills_display_ = place.fills_display;
  Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
  // Maximised: the window manager fits it, frame and title bar, into the display's work area.
  if (place.fills_display) flags |= SDL_WINDOW_MAXIMIZED;
  window_ = SDL_CreateWindow("tableref", place.x, place.y, place.width, place.height, flags);
  if (window_ == nullptr) return std::string("SDL_CreateWindow failed: ") + SDL_GetError();
  // The GPU renderer when there is one, SDL's software renderer otherwise.
  renderer_ = SDL_CreateRenderer(window_, -1, SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC);
  if (renderer_ == nullptr) renderer_ = SDL_CreateRenderer(window_, -1, SDL_RENDERER_SOFTWARE);
  if (renderer_ == nullptr) return std::string("SDL_CreateRenderer failed: ") + SDL_GetError();
  ctx_.renderer = renderer_;

  int window_width = 0;
  SDL_GetWindowSize(window_, &window_width, nullptr);
  ctx_.dpi_scale = platform::display_scale(window_, renderer_, window_width);

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;  // layout is ours, not a file's
  io.ConfigInputTextCursorBlink = false;
  ImGui_ImplSDL2_InitForSDLRenderer(window_);
  install_one_line_paste();  // "Anna⏎Maria" pasted into a name is "Anna Maria"
  ImGui_ImplSDLRenderer_Init(renderer_);
  imgui_ready_ = true;

  for (const auto& key : ctx_.catalog.keys()) {
    for (auto language : app::kLanguages) ctx_.fonts.require(ctx_.catalog.text(language, key));
  }
  screens_ = make_screens();
  current_ = screens_.front().get();
  navigate(Navigation{options.screen, options.session_id});
  return {};
}

void App::navigate(const Navigation& navigation) {
  for (auto& screen : screens_) {
    if (screen->id() == navigation.screen) {
      current_ = screen.get();
      live_.open(ctx_, navigation.screen, navigation.session_id);
      current_->open(ctx_, navigation.session_id);
      return;
    }
  }
}

void App::restyle() {
  const float scale = ctx_.dpi_scale * ctx_.text_size;
  apply_theme(ctx_.theme, scale);
  ctx_.fonts.require("");
  ImGui_ImplSDLRenderer_DestroyFontsTexture();
  font_error_ = ctx_.fonts.build(kBaseFontPixels * scale);
  ImGui_ImplSDLRenderer_CreateFontsTexture();
  ctx_.style_dirty = false;
}

void App::handle_event(const SDL_Event& event, int width, int height) {
  ImGui_ImplSDL2_ProcessEvent(&event);
  input_.process(event, width, height);
  if (event.type == SDL_QUIT) running_ = false;
  if (event.type == SDL_DROPFILE && event.drop.file != nullptr) {
    ctx_.dropped_file = std::string(event.drop.file);
    SDL_free(event.drop.file);
  }
  if (event.type == SDL_WINDOWEVENT && event.window.event == SDL_WINDOWEVENT_CLOSE) {
    running_ = false;
  }
  if (event.type == SDL_DISPLAYEVENT && event.display.event == SDL_DISPLAYEVENT_ORIENTATION) {
    follow_rotation(event.display);
  }
  // Ctrl+Q quits (Cmd+Q on a Mac): every action is stored when it is made, so nothing is
  // lost. Read from the event itself, which carries the modifiers held when it was sent.
  if (event.type == SDL_KEYDOWN && event.key.keysym.sym == SDLK_q &&
      (event.key.keysym.mod & (KMOD_CTRL | KMOD_GUI)) != 0) {
    running_ = false;
  }
}

void App::follow_rotation(const SDL_DisplayEvent& event) {
  if (!fills_display_ || static_cast<int>(event.display) != SDL_GetWindowDisplayIndex(window_)) {
    return;
  }
  SDL_Rect usable{};
  if (SDL_GetDisplayUsableBounds(static_cast<int>(event.display), &usable) != 0) return;
  // Some systems send the event before the display's bounds have turned: the orientation
  // the event names decides the shape.
  const auto orientation = static_cast<SDL_DisplayOrientation>(event.data1);
  const bool upright =
      orientation == SDL_ORIENTATION_PORTRAIT || orientation == SDL_ORIENTATION_PORTRAIT_FLIPPED;
  const bool sideways =
      orientation == SDL_ORIENTATION_LANDSCAPE || orientation == SDL_ORIENTATION_LANDSCAPE_FLIPPED;
  if ((upright && usable.w > usable.h) || (sideways && usable.h > usable.w)) {
    std::swap(usable.w, usable.h);
  }
  SDL_SetWindowSize(window_, usable.w, usable.h);
}

void App::frame() {
  // Whatever happens in this frame (an event, a restyle, a navigation) changes ImGui's state:
  // the frames after it settle it (frame_needs).
  bool changed = take_events();
  const std::uint32_t frame_ticks = SDL_GetTicks();

  ImGui_ImplSDLRenderer_NewFrame();
  ImGui_ImplSDL2_NewFrame();
  // Two frames with one timestamp (a browser under virtual time, a fast loop) give a zero
  // delta, which ImGui 1.86 asserts against.
  if (ImGui::GetIO().DeltaTime <= 0.0f) ImGui::GetIO().DeltaTime = 1.0f / 1000.0f;
  ctx_.input_ms = clock_ ? clock_() : SDL_GetTicks();
  input_.apply(ctx_.input_ms);
  ImGui::NewFrame();
  probe().begin_frame();

  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  // The storage notice takes a strip at the bottom of its own: the screen is laid out above
  // it, so it covers no control (it used to lie over Blokus's Undo, Redo, Hints and Zoom).
  const std::string notice = storage_notice();
  const float notice_height = notice.empty() ? 0.0f : storage_notice_height(notice);
  ImGui::SetNextWindowPos(viewport->WorkPos);
  ImGui::SetNextWindowSize(ImVec2(viewport->WorkSize.x, viewport->WorkSize.y - notice_height));
  ImGui::Begin("##root", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoBringToFrontOnFocus);
  draw_top_bar();
  if (!font_error_.empty()) message_box(font_error_.c_str(), true, "app.font_error");
  live_.draw_banner(ctx_);
  current_->draw(ctx_);
  if (!ctx_.navigating()) ctx_.dropped_file.reset();
  ImGui::End();
  live_.after_frame(ctx_);
  if (!notice.empty()) draw_storage_notice(notice, notice_height);

  present();
  ++frames_;

  // Tablets show their on-screen keyboard only while text is wanted.
  platform::want_text_input(ImGui::GetIO().WantTextInput);
  platform::text_fields_drawn();

  if (auto navigation = ctx_.take_navigation()) {
    navigate(*navigation);
    changed = true;
  }
  // Glyphs asked for while drawing (a name typed, a language chosen) come with the next
  // frame's font: that frame is drawn without waiting for an event.
  if (ctx_.style_dirty || ctx_.fonts.needs_rebuild()) changed = true;
  if (changed) {
    settle_frames_ = kSettleFrames;
  } else if (settle_frames_ > 0) {
    --settle_frames_;
  }
  const auto redraw = ctx_.take_redraw_request();
  redraw_at_ = redraw ? std::optional<std::uint32_t>(frame_ticks + *redraw) : std::nullopt;
}

// The SDL events waiting and the keys held for this frame, handled; a restyle when it is
// due. True when any of it changes ImGui's state.
bool App::take_events() {
  int width = 0;
  int height = 0;
  SDL_GetWindowSize(window_, &width, &height);
  bool changed = false;
  SDL_Event event;
  while (SDL_PollEvent(&event) != 0) {
    changed = true;
    if (!keys_.hold(event)) handle_event(event, width, height);
    // A resize (a drag of the window's edge, a rotation) among the events: the fingers after
    // it are placed in the new size.
    if (event.type == SDL_WINDOWEVENT) SDL_GetWindowSize(window_, &width, &height);
  }
  for (const SDL_Event& key : keys_.take_frame()) handle_event(key, width, height);
  if (ctx_.style_dirty || ctx_.fonts.needs_rebuild()) {
    restyle();
    changed = true;
  }
  return changed;
}

// Renders the frame drawn, once what it shows is durable, and writes a screenshot asked for.
void App::present() {
  ImGui::Render();
  // What a tap wrote this frame must be durable before the screen shows it (the web saves
  // to IndexedDB first: the frame is drawn again once saved).
  const bool show = platform::writes_durable();
  if (show && (rasterise_ || !capture_path_.empty())) {
    SDL_SetRenderDrawColor(renderer_, 0, 0, 0, 255);
    SDL_RenderClear(renderer_);
    // ImGui draws in window points; on a high-DPI display (a browser at pixel ratio 2) the
    // renderer has more pixels, and without this scale the 1.86 backend clips text.
    const ImVec2 framebuffer_scale = ImGui::GetIO().DisplayFramebufferScale;
    SDL_RenderSetScale(renderer_, framebuffer_scale.x, framebuffer_scale.y);
    ImGui_ImplSDLRenderer_RenderDrawData(ImGui::GetDrawData());
    if (!capture_path_.empty()) {
      // Read back before presenting: after a present the back buffer is undefined.
      capture_error_ = save_screenshot(renderer_, capture_path_);
      capture_path_.clear();
    }
    SDL_RenderPresent(renderer_);
  }
}

FrameNeeds App::frame_needs() const {
  FrameNeeds needs;
  needs.pending_input = keys_.pending() > 0;
  needs.settle_frames = settle_frames_;
  needs.redraw_at = redraw_at_;
  if (imgui_ready_) {
    const ImGuiIO& io = ImGui::GetIO();
    needs.held = ImGui::IsAnyMouseDown() || input_.busy();
    for (const bool down : io.KeysDown) needs.held = needs.held || down;
  }
  return needs;
}

std::optional<std::uint32_t> App::next_frame_wait() const {
  return frame_wait_ms(frame_needs(), SDL_GetTicks());
}

void App::draw_top_bar() {
  const bool home = current_->id() == "home";
  if (!home) {
    if (touch_button(ctx_.tr("nav.home").c_str(), "nav.home")) ctx_.go("home");
    ImGui::SameLine();
  }
  heading(ctx_.tr(current_->title_key()).c_str());
  const float title_end = ImGui::GetItemRectMax().x - ImGui::GetWindowPos().x;
  const std::string settings = ctx_.tr("nav.settings");
  const std::string history = ctx_.tr("nav.history");
  const ImGuiStyle& style = ImGui::GetStyle();
  const float settings_w =
      std::max(touch_size(), ImGui::CalcTextSize(settings.c_str()).x + style.FramePadding.x * 2);
  const float history_w =
      std::max(touch_size(), ImGui::CalcTextSize(history.c_str()).x + style.FramePadding.x * 2);
  const float right =
      ImGui::GetWindowContentRegionMax().x - settings_w - history_w - style.ItemSpacing.x;
  if (live_.shown()) {
    // A game's live state and "Share live" before History, in room kept for the longest
    // state; the state gives way to the title on a narrow screen, the buttons never move.
    const float live_w = live_.bar_width(ctx_);
    const float live_x =
        std::max(title_end + style.ItemSpacing.x, right - live_w - style.ItemSpacing.x);
    ImGui::SameLine(live_x);
    live_.draw_bar(ctx_, right - style.ItemSpacing.x - live_x);
  }
  ImGui::SameLine(right);
  if (choice_button(history.c_str(), "nav.history", current_->id() == "history")) {
    ctx_.go("history");
  }
  ImGui::SameLine();
  if (choice_button(settings.c_str(), "nav.settings", current_->id() == "settings")) {
    ctx_.go("settings");
  }
  // A full-width rule under the bar (Separator would start where the last item ended).
  const float y = ImGui::GetCursorScreenPos().y - style.ItemSpacing.y / 2;
  const ImVec2 window_pos = ImGui::GetWindowPos();
  ImGui::GetWindowDrawList()->AddLine(ImVec2(window_pos.x, y),
                                      ImVec2(window_pos.x + ImGui::GetWindowWidth(), y),
                                      ImGui::GetColorU32(ImGuiCol_Separator));
}

// The browser refused storage or it is full, or this is a private window: what is played is
// lost when the tab or the window closes. Known before main() (web/pre.js), so the strip is
// there from the first frame; nothing moves when the app starts.
std::string App::storage_notice() {
  switch (platform::storage_state()) {
    case platform::StorageState::kRefused:
      return ctx_.tr("web.not_saved");
    case platform::StorageState::kPrivate:
      return ctx_.tr("web.private");
    default:
      return {};
  }
}

float App::storage_notice_height(const std::string& text) const {
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  const ImGuiStyle& style = ImGui::GetStyle();
  const float wrap = viewport->WorkSize.x - style.WindowPadding.x * 4;
  const ImVec2 size = ImGui::CalcTextSize(text.c_str(), nullptr, false, wrap);
  return size.y + style.WindowPadding.y * 2;
}

// The notice in the strip kept for it at the bottom; it takes no touches.
void App::draw_storage_notice(const std::string& text, float height) {
  const ImGuiViewport* viewport = ImGui::GetMainViewport();
  ImGui::SetNextWindowPos(
      ImVec2(viewport->WorkPos.x, viewport->WorkPos.y + viewport->WorkSize.y - height));
  ImGui::SetNextWindowSize(ImVec2(viewport->WorkSize.x, height));
  ImGui::PushStyleColor(ImGuiCol_WindowBg, ImVec4(0.75f, 0.22f, 0.20f, 0.95f));
  ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 1, 1, 1));
  ImGui::Begin("##not_saved", nullptr,
               ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoInputs |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing);
  ImGui::PushTextWrapPos(0.0f);
  ImGui::TextUnformatted(text.c_str());
  ImGui::PopTextWrapPos();
  probe().record("web.not_saved");
  probe().record_text("web.not_saved", text);
  ImGui::End();
  ImGui::PopStyleColor(2);
}

std::string App::screenshot(const std::string& path) {
  capture_path_ = path;
  capture_error_.clear();
  frame();
  return capture_error_;
}

}  // namespace tableref::gui
