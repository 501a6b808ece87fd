#include "screens/smashup/screen_parts.hpp"

#include <algorithm>
#include <chrono>
#include <random>
#include <vector>

#include "app_context.hpp"
#include "ui/layout.hpp"
#include "ui/line_chart.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui::smashup_screen_parts {

std::uint64_t fresh_seed() {
  std::random_device device;
  const auto now =
      static_cast<std::uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count());
  return (static_cast<std::uint64_t>(device()) << 32) ^ device() ^ now;
}

// A row "label  - value +": two touch buttons around the value.
void stepper(const std::string& label, const std::string& value, const std::string& id,
             const std::function<void(int)>& change, int step, float label_width) {
  ImGui::PushID(id.c_str());
  if (!label.empty()) {
    // The label beside the buttons when they fit, else above them.
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    const float controls = touch_size() * 2 + scaled(36) + spacing * 3;
    const float label_w = std::max(label_width, ImGui::CalcTextSize(label.c_str()).x + spacing);
    ImGui::AlignTextToFramePadding();
    text_line(label);
    if (label_w + controls <= ImGui::GetContentRegionAvail().x) {
      if (label_width > 0) {
        ImGui::SameLine(label_width);
      } else {
        ImGui::SameLine();
      }
    }
  }
  const std::string minus = step == 1 ? "-" : "-" + num(step);
  const std::string plus = step == 1 ? "+" : "+" + num(step);
  if (touch_button(minus.c_str(), id + ".minus")) change(-step);
  ImGui::SameLine();
  ImGui::AlignTextToFramePadding();
  const float w = std::max(scaled(36), ImGui::CalcTextSize(value.c_str()).x);
  const float x = ImGui::GetCursorPosX();
  ImGui::SetCursorPosX(x + (w - ImGui::CalcTextSize(value.c_str()).x) / 2);
  text_line(value);
  probe().record_text(id, value);
  ImGui::SameLine(x + w + ImGui::GetStyle().ItemSpacing.x);
  if (touch_button(plus.c_str(), id + ".plus")) change(step);
  ImGui::PopID();
}

void draw_vp_chart(const su::GameState& state, float width, float height) {
  std::vector<int> now;
  for (const auto& player : state.players) now.push_back(player.vp);
  const LineChart chart = smashup_vp_chart(state.vp_by_turn, now);
  draw_line_chart(chart, width, height, "smashup.chart");
  probe().record_text("smashup.chart", num(static_cast<int>(chart.x_labels.size())));
}

bool chinese(const AppContext& ctx) {
  return ctx.language != app::Language::kEnglish;
}

controllers::ZhScript zh_script(const AppContext& ctx) {
  return ctx.language == app::Language::kTraditionalChinese ? controllers::ZhScript::kHant
                                                            : controllers::ZhScript::kHans;
}

std::string card_name(AppContext& ctx, const controllers::SmashupNames& names, su::NameKind kind,
                      const std::string& english, bool two_lines) {
  if (!chinese(ctx)) return ctx.user_text(english);
  const std::string zh = names.chinese(kind, english, zh_script(ctx));
  if (zh.empty()) return ctx.user_text(english);
  return ctx.user_text(zh) + (two_lines ? "\n" : " · ") + ctx.user_text(english);
}

}  // namespace tableref::gui::smashup_screen_parts
