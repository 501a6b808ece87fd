#include "settings_screen.hpp"

#include <imgui.h>

#include <array>
#include <string>

#include "../app_context.hpp"
#include "../ui/widgets.hpp"

namespace tableref::gui {

void SettingsScreen::draw(AppContext& ctx) {
  ImGui::Spacing();
  heading(ctx.tr("settings.language").c_str());
  for (auto language : app::kLanguages) {
    const std::string code(app::language_code(language));
    const std::string label = ctx.catalog.text(language, "lang." + code);
    if (choice_button(label.c_str(), "settings.lang." + code, ctx.language == language,
                      ImVec2(scaled(200), 0))) {
      ctx.language = language;
      ctx.save_settings();
    }
    ImGui::SameLine();
  }
  ImGui::NewLine();
  ImGui::Spacing();

  heading(ctx.tr("settings.theme").c_str());
  if (choice_button(ctx.tr("settings.theme_dark").c_str(), "settings.theme.dark",
                    ctx.theme == Theme::kDark, ImVec2(scaled(200), 0))) {
    ctx.theme = Theme::kDark;
    ctx.style_dirty = true;
    ctx.save_settings();
  }
  ImGui::SameLine();
  if (choice_button(ctx.tr("settings.theme_light").c_str(), "settings.theme.light",
                    ctx.theme == Theme::kLight, ImVec2(scaled(200), 0))) {
    ctx.theme = Theme::kLight;
    ctx.style_dirty = true;
    ctx.save_settings();
  }
  ImGui::Spacing();

  heading(ctx.tr("settings.text_size").c_str());
  struct Size {
    float value;
    const char* key;
    const char* probe;
  };
  constexpr std::array kSizes{Size{0.85f, "settings.size_small", "settings.size.small"},
                              Size{1.0f, "settings.size_normal", "settings.size.normal"},
                              Size{1.25f, "settings.size_large", "settings.size.large"},
                              Size{1.5f, "settings.size_huge", "settings.size.huge"}};
  for (const auto& size : kSizes) {
    const bool selected = ctx.text_size > size.value - 0.01f && ctx.text_size < size.value + 0.01f;
    if (choice_button(ctx.tr(size.key).c_str(), size.probe, selected, ImVec2(scaled(200), 0))) {
      ctx.text_size = size.value;
      ctx.style_dirty = true;
      ctx.save_settings();
    }
    ImGui::SameLine();
  }
  ImGui::NewLine();
  ImGui::Spacing();

  heading(ctx.tr("settings.database").c_str());
  ImGui::TextWrapped("%s", ctx.user_text(ctx.db_path).c_str());
  if (ctx.store_error) {
    message_box(ctx.render(*ctx.store_error).c_str(), true, "settings.store_error");
  } else {
    muted(ctx.tr("settings.saved_here").c_str());
  }
}

}  // namespace tableref::gui
