#include "app_context.hpp"

#include <string>

namespace tableref::gui {

std::string AppContext::tr(std::string_view key) {
  std::string text = catalog.text(language, key);
  fonts.require(text);
  return text;
}

std::string AppContext::tr(std::string_view key, const std::vector<Param>& params) {
  std::string text = catalog.format(language, key, params);
  fonts.require(text);
  return text;
}

std::string AppContext::render(const Violation& violation) {
  std::string text = catalog.render(language, violation);
  fonts.require(text);
  return text;
}

const std::string& AppContext::user_text(const std::string& text) {
  fonts.require(text);
  return text;
}

void AppContext::redraw_within(std::uint32_t ms) {
  if (!redraw_within_ || ms < *redraw_within_) redraw_within_ = ms;
}

std::optional<std::uint32_t> AppContext::take_redraw_request() {
  auto request = redraw_within_;
  redraw_within_.reset();
  return request;
}

void AppContext::go(std::string screen, std::int64_t session_id) {
  pending_ = Navigation{std::move(screen), session_id};
}

std::optional<Navigation> AppContext::take_navigation() {
  auto navigation = pending_;
  pending_.reset();
  return navigation;
}

void AppContext::save_settings() {
  if (!store) return;
  (void)store->set_setting("language", app::language_code(language));
  (void)store->set_setting("theme", theme == Theme::kDark ? "dark" : "light");
  (void)store->set_setting("text_size", std::to_string(text_size));
}

void AppContext::load_settings() {
  if (!store) return;
  if (auto value = store->setting("language"); value && value.value()) {
    language = app::parse_language(*value.value());
  }
  if (auto value = store->setting("theme"); value && value.value()) {
    theme = *value.value() == "light" ? Theme::kLight : Theme::kDark;
  }
  if (auto value = store->setting("text_size"); value && value.value()) {
    try {
      const float size = std::stof(*value.value());
      if (size >= 0.75f && size <= 2.0f) text_size = size;
    } catch (...) {
      // A damaged setting keeps the default.
    }
  }
}

}  // namespace tableref::gui
