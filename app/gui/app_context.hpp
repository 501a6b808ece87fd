#pragma once
// What every screen may use: the catalog in the chosen language, the store, fonts, settings
// and navigation. Screens keep only transient UI state of their own.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tableref/app/catalog.hpp"
#include "tableref/db/store.hpp"
#include "ui/fonts.hpp"
#include "ui/theme.hpp"

struct SDL_Renderer;

namespace tableref::gui {

struct Navigation {
  std::string screen;
  std::int64_t session_id = 0;
};

class AppContext {
 public:
  app::Catalog catalog;
  app::Language language = app::Language::kEnglish;
  Theme theme = Theme::kDark;
  float text_size = 1.0f;  // the user's text-size setting, times the display's DPI scale
  float dpi_scale = 1.0f;
  // This frame's time on the input's clock (SDL's milliseconds, or the UI tests' own clock
  // that stamps their events): what a gesture's timing (a rest at the board's edge) is
  // measured against, so a test holds a finger for 300 ms without waiting 300 ms.
  std::uint32_t input_ms = 0;
  std::string db_path;
  std::optional<db::Store> store;
  std::optional<Violation> store_error;
  FontManager fonts;
  bool style_dirty = true;  // theme, size or language changed: restyle before next frame
  // The window's renderer: a screen that shows a picture (a photo) makes its texture here.
  SDL_Renderer* renderer = nullptr;
  // The file dropped on the window (SDL_DROPFILE) in this frame's events, for the screen
  // that takes files (the photo screen); forgotten after the frame, unless the frame goes to
  // another screen (Home hands a dropped photo to the photo screen), which then takes it.
  std::optional<std::string> dropped_file;

  // Catalog text in the current language; its characters are guaranteed a glyph.
  [[nodiscard]] std::string tr(std::string_view key);
  [[nodiscard]] std::string tr(std::string_view key, const std::vector<Param>& params);
  [[nodiscard]] std::string render(const Violation& violation);
  // Text typed by users or read from the store: makes sure the font can draw it.
  const std::string& user_text(const std::string& text);

  void go(std::string screen, std::int64_t session_id = 0);
  [[nodiscard]] std::optional<Navigation> take_navigation();
  [[nodiscard]] bool navigating() const { return pending_.has_value(); }

  // A screen that shows something changing by itself (a running clock, a search's answer on
  // its way) asks for a frame within `ms` of this one; without such a request the idle app
  // draws nothing until an event comes (ui/frame_pacing.hpp). The soonest request wins.
  void redraw_within(std::uint32_t ms);
  [[nodiscard]] std::optional<std::uint32_t> take_redraw_request();

  // Saves language, theme and text size in the store (when there is one).
  void save_settings();
  void load_settings();

 private:
  std::optional<Navigation> pending_;
  std::optional<std::uint32_t> redraw_within_;
};

}  // namespace tableref::gui
