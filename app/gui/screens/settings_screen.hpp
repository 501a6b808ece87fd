#pragma once
#include "screen.hpp"

namespace tableref::gui {

// Language, theme and text size; saved in the store at once.
class SettingsScreen final : public Screen {
 public:
  [[nodiscard]] std::string_view id() const override { return "settings"; }
  [[nodiscard]] std::string_view title_key() const override { return "settings.title"; }
  void draw(AppContext& ctx) override;
};

}  // namespace tableref::gui
