#include "widgets.hpp"

#include <imgui_internal.h>
#include <imgui_stdlib.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "platform/platform.hpp"
#include "tableref/app/line_breaking.hpp"
#include "theme.hpp"

namespace tableref::gui {

Probe& probe() {
  static Probe instance;
  return instance;
}

void Probe::begin_frame() {
  rects_.clear();
  texts_.clear();
  labels_.clear();
}

namespace {
// FNV-1a: a content fingerprint, stable across runs.
std::uint64_t fingerprint(std::string_view a, std::string_view b) {
  std::uint64_t hash = 1469598103934665603ull;
  for (const std::string_view part : {a, std::string_view("\x1f"), b}) {
    for (const char c : part) {
      hash ^= static_cast<unsigned char>(c);
      hash *= 1099511628211ull;
    }
  }
  return hash;
}
}  // namespace

void Probe::record(const std::string& id, std::string_view content) {
  record_rect(id, ImGui::GetItemRectMin(), ImGui::GetItemRectMax(), content);
}

void Probe::record_rect(const std::string& id, ImVec2 min, ImVec2 max, std::string_view content) {
  const ImVec2 clip_min = ImGui::GetWindowDrawList()->GetClipRectMin();
  const ImVec2 clip_max = ImGui::GetWindowDrawList()->GetClipRectMax();
  ProbeRect rect{min.x,      min.y,      max.x - min.x, max.y - min.y,
                 clip_min.x, clip_min.y, clip_max.x,    clip_max.y};
  rect.content = fingerprint(id, content);
  rects_[id] = rect;
}

void Probe::mark_rearranging(const std::string& id) {
  const auto it = rects_.find(id);
  if (it != rects_.end()) it->second.rearranges = true;
}

void Probe::mark_label_clipped(const std::string& id) {
  const auto it = rects_.find(id);
  if (it != rects_.end()) it->second.label_clipped = true;
}

void Probe::record_view(const std::string& id) {
  record_view_rect(id, ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
}

void Probe::record_view_rect(const std::string& id, ImVec2 min, ImVec2 max) {
  record_rect(id, min, max);
  rects_[id].view_only = true;
}

void Probe::record_text(const std::string& id, const std::string& text) {
  texts_[id] = text;
}

void Probe::record_label(const std::string& id, const std::string& text, ImVec2 size, ImVec2 room,
                         float left, float top) {
  ProbeLabel label{id, text, size.x, size.y, room.x, room.y};
  // A window that scrolls sideways (Smash Up's bases) shows the rest of a line by a drag.
  if (left >= 0 && ImGui::GetScrollMaxX() <= 0) {
    const ImVec2 clip_min = ImGui::GetWindowDrawList()->GetClipRectMin();
    const ImVec2 clip_max = ImGui::GetWindowDrawList()->GetClipRectMax();
    // Nothing of it visible: a window scrolled away from it, not a cut.
    const bool seen = left < clip_max.x && left + size.x > clip_min.x;
    label.cut_at_side = seen && (left < clip_min.x - 1 || left + size.x > clip_max.x + 1);
  }
  // A window nobody can scroll (no scrollbar, no wheel or finger: the board's area) shows
  // nothing of a text below its bottom.
  const ImGuiWindowFlags fixed = ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse;
  if (top >= 0 && (ImGui::GetCurrentWindow()->Flags & fixed) == fixed) {
    const float bottom = ImGui::GetWindowDrawList()->GetClipRectMax().y;
    label.cut_at_side = label.cut_at_side || (top < bottom && top + size.y > bottom + 1);
  }
  labels_.push_back(std::move(label));
}

const ProbeRect* Probe::find(const std::string& id) const {
  const auto it = rects_.find(id);
  return it == rects_.end() ? nullptr : &it->second;
}

std::string Probe::text(const std::string& id) const {
  const auto it = texts_.find(id);
  return it == texts_.end() ? std::string() : it->second;
}

namespace {
ImVec2 touch_sized(const char* label, ImVec2 size) {
  const float min = touch_size();
  const ImVec2 text = ImGui::CalcTextSize(label, nullptr, true);
  const ImVec2 padding = ImGui::GetStyle().FramePadding;
  if (size.x <= 0) size.x = std::max(min, text.x + padding.x * 2);
  if (size.y <= 0) size.y = std::max(min, text.y + padding.y * 2);
  return size;
}
}  // namespace

namespace {
// A label too wide for a button of a given size, broken into lines (CJK between characters,
// 禁则, Latin words whole) when they fit its height: "Placed: confirm this piece" on a
// narrow panel's half-width button. Its ImGui id stays the original label's ("###"), so a
// press survives the window being resized under it. Empty: it fits as it is, or no lines do.
std::string wrapped_label(const char* label, ImVec2 size) {
  if (size.x <= 0 || size.y <= 0) return {};
  const ImVec2 padding = ImGui::GetStyle().FramePadding;
  const char* shown_end = ImGui::FindRenderedTextEnd(label);
  const std::string shown(label, shown_end);
  if (shown.find('\n') != std::string::npos) return {};
  if (ImGui::CalcTextSize(shown.c_str()).x <= size.x - padding.x * 2) return {};
  const auto lines = wrap_text(shown, size.x - padding.x * 2);
  if (lines.size() < 2) return {};
  std::string out;
  float widest = 0;
  for (const auto& line : lines) {
    widest = std::max(widest, ImGui::CalcTextSize(line.c_str()).x);
    out += (out.empty() ? "" : "\n") + line;
  }
  const ImVec2 text = ImGui::CalcTextSize(out.c_str());
  if (widest > size.x - padding.x * 2 || text.y > size.y) return {};
  return out + "###" + std::string(label);
}
}  // namespace

bool touch_button(const char* label, const std::string& probe_id, ImVec2 size) {
  const std::string wrapped = wrapped_label(label, size);
  if (!wrapped.empty()) label = wrapped.c_str();
  const ImVec2 sized = touch_sized(label, size);
  const bool pressed = ImGui::Button(label, sized);
  probe().record(probe_id, label);
  // ImGui centres the label between the frame's paddings; one too wide starts at the left
  // padding and is cut off at the frame's right edge.
  const ImVec2 text = ImGui::CalcTextSize(label, nullptr, true);
  const ImVec2 padding = ImGui::GetStyle().FramePadding;
  if (text.x > sized.x - padding.x + 0.5f) probe().mark_label_clipped(probe_id);
  const float left = ImGui::GetItemRectMin().x + padding.x +
                     std::max(0.0f, (sized.x - padding.x * 2 - text.x) / 2);
  const char* shown_end = ImGui::FindRenderedTextEnd(label);
  probe().record_label(probe_id, std::string(label, shown_end), text,
                       ImVec2(sized.x - padding.x, sized.y), left);
  return pressed;
}

bool choice_button(const char* label, const std::string& probe_id, bool selected, ImVec2 size) {
  if (selected) {
    ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 1, 1, 1));
  } else {
    ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_FrameBg));
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_Text));
  }
  const bool pressed = touch_button(label, probe_id, size);
  ImGui::PopStyleColor(2);
  return pressed;
}

bool touch_input(const char* hidden_label, std::string& value, const std::string& probe_id,
                 float width, const char* hint) {
  ImGui::SetNextItemWidth(width);
  const float pad_y =
      std::max(ImGui::GetStyle().FramePadding.y, (touch_size() - ImGui::GetFontSize()) / 2.0f);
  ImGui::PushStyleVar(ImGuiStyleVar_FramePadding, ImVec2(ImGui::GetStyle().FramePadding.x, pad_y));
  const bool changed = ImGui::InputText(hidden_label, &value);
  ImGui::PopStyleVar();
  probe().record(probe_id);
  probe().record_text(probe_id, value);
  // Only where a finger can see it: the part inside its window.
  const ImVec2 clip_min = ImGui::GetWindowDrawList()->GetClipRectMin();
  const ImVec2 clip_max = ImGui::GetWindowDrawList()->GetClipRectMax();
  const ImVec2 field_min(std::max(ImGui::GetItemRectMin().x, clip_min.x),
                         std::max(ImGui::GetItemRectMin().y, clip_min.y));
  const ImVec2 field_max(std::min(ImGui::GetItemRectMax().x, clip_max.x),
                         std::min(ImGui::GetItemRectMax().y, clip_max.y));
  if (field_max.x > field_min.x && field_max.y > field_min.y) {
    platform::note_text_field(field_min.x, field_min.y, field_max.x - field_min.x,
                              field_max.y - field_min.y);
  }
  if (hint != nullptr && value.empty()) {
    const ImVec2 min = ImGui::GetItemRectMin();
    ImGui::GetWindowDrawList()->AddText(
        ImVec2(min.x + ImGui::GetStyle().FramePadding.x,
               min.y + (ImGui::GetItemRectSize().y - ImGui::GetFontSize()) / 2),
        ImGui::GetColorU32(ImGuiCol_TextDisabled), hint);
  }
  return changed;
}

void touch_scroll() {
  // A vertical drag scrolls, even when it started on a button: the button is released
  // without firing, as on any touch list. Text fields keep their drags for selection.
  const ImGuiIO& io = ImGui::GetIO();
  if (io.WantTextInput) return;
  if (ImGui::IsWindowHovered(ImGuiHoveredFlags_ChildWindows |
                             ImGuiHoveredFlags_AllowWhenBlockedByActiveItem) &&
      ImGui::IsMouseDragging(ImGuiMouseButton_Left, touch_size() / 4)) {
    if (ImGui::IsAnyItemActive()) ImGui::ClearActiveID();
    ImGui::SetScrollY(ImGui::GetScrollY() - io.MouseDelta.y);
  }
}

namespace {
// The wrap width ImGui itself would use at the cursor: the pushed wrap position, or the
// content region's right edge.
float wrap_width_here() {
  const ImGuiWindow* window = ImGui::GetCurrentWindow();
  const float wrap_pos = std::max(window->DC.TextWrapPos, 0.0f);
  return ImGui::CalcWrapWidthForPos(window->DC.CursorPos, wrap_pos);
}

std::string joined_lines(const std::vector<std::string>& lines) {
  std::string out;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (i > 0) out += '\n';
    out += lines[i];
  }
  return out;
}

void draw_lines(const char* text) {
  const float width = wrap_width_here();
  const std::string lines = joined_lines(wrap_text(text, width));
  ImGui::PushTextWrapPos(-1.0f);  // broken already: ImGui must not break it again
  ImGui::TextUnformatted(lines.c_str());
  ImGui::PopTextWrapPos();
  probe().record_label("wrapped", text, ImGui::GetItemRectSize(), ImVec2(width, 0),
                       ImGui::GetItemRectMin().x, ImGui::GetItemRectMin().y);
}
}  // namespace

float touch_button_width(const char* label) {
  return touch_sized(label, ImVec2(0, 0)).x;
}

void same_line_or_wrap(float width, float gap) {
  const float spacing = gap < 0 ? ImGui::GetStyle().ItemSpacing.x : gap;
  const float right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  if (ImGui::GetItemRectMax().x + spacing + width <= right + 0.5f) ImGui::SameLine(0, spacing);
}

void pin_to_bottom(float height) {
  const float bottom = ImGui::GetWindowContentRegionMax().y + ImGui::GetScrollY();
  if (ImGui::GetCursorPosY() < bottom - height) ImGui::SetCursorPosY(bottom - height);
}

void keep_scrolled_height(float& high_water) {
  const float end = ImGui::GetCursorPosY();
  if (ImGui::GetScrollY() <= 0) high_water = 0;
  high_water = std::max(high_water, end);
  if (end < high_water) ImGui::Dummy(ImVec2(1, high_water - end));
}

namespace {
// One line at the cursor, recorded for the clipping check under `label_id`.
void draw_line(const char* text, const std::string& label_id) {
  const float room = ImGui::GetContentRegionAvail().x;
  ImGui::TextUnformatted(text);
  probe().record_label(label_id, text, ImGui::GetItemRectSize(), ImVec2(room, 0),
                       ImGui::GetItemRectMin().x);
}
}  // namespace

void text_line(const std::string& text, const std::string& probe_id) {
  draw_line(text.c_str(), probe_id.empty() ? "text" : probe_id);
  if (!probe_id.empty()) probe().record_text(probe_id, text);
}

void text_line(const std::string& text, const ImVec4& colour, const std::string& probe_id) {
  ImGui::PushStyleColor(ImGuiCol_Text, colour);
  text_line(text, probe_id);
  ImGui::PopStyleColor();
}

void draw_text_in(ImDrawList* draw, ImVec2 at, ImU32 colour, const std::string& text,
                  ImVec2 room_max, const std::string& probe_id) {
  draw->PushClipRect(at, room_max, true);
  draw->AddText(at, colour, text.c_str());
  draw->PopClipRect();
  probe().record_label(probe_id, text, ImGui::CalcTextSize(text.c_str()),
                       ImVec2(room_max.x - at.x, room_max.y - at.y), at.x);
}

void heading(const char* text) {
  ImFont* large = ImGui::GetIO().Fonts->Fonts.Size > 1 ? ImGui::GetIO().Fonts->Fonts[1] : nullptr;
  if (large != nullptr) ImGui::PushFont(large);
  if (ImGui::GetCurrentWindow()->DC.TextWrapPos >= 0) {
    draw_lines(text);
  } else {
    draw_line(text, "heading");
  }
  if (large != nullptr) ImGui::PopFont();
}

void heading_line(const std::string& text) {
  ImFont* large = ImGui::GetIO().Fonts->Fonts.Size > 1 ? ImGui::GetIO().Fonts->Fonts[1] : nullptr;
  if (large != nullptr) ImGui::PushFont(large);
  const std::string fitted = fit_text(text, ImGui::GetContentRegionAvail().x);
  draw_line(fitted.c_str(), "heading");
  if (large != nullptr) ImGui::PopFont();
}

void muted(const char* text) {
  wrapped_text(text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
}

void wrapped_text(const char* text) {
  draw_lines(text);
}

void wrapped_text(const char* text, const ImVec4& colour) {
  ImGui::PushStyleColor(ImGuiCol_Text, colour);
  draw_lines(text);
  ImGui::PopStyleColor();
}

void message_box(const char* text, bool error, const std::string& probe_id) {
  const ImVec4 colour =
      error ? ImVec4(0.75f, 0.22f, 0.20f, 1.0f) : ImVec4(0.18f, 0.50f, 0.30f, 1.0f);
  ImGui::PushStyleColor(ImGuiCol_ChildBg, colour);
  ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 1, 1, 1));
  // Padding inside the box: a child window has none unless asked (the text sat on its edge).
  const ImVec2 pad(scaled(12), scaled(8));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, pad);
  const float width = ImGui::GetContentRegionAvail().x;
  const std::string lines = joined_lines(wrap_text(text, width - pad.x * 2));
  const ImVec2 size = ImGui::CalcTextSize(lines.c_str());
  ImGui::BeginChild(probe_id.c_str(), ImVec2(width, size.y + pad.y * 2), false,
                    ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_AlwaysUseWindowPadding);
  ImGui::PushTextWrapPos(-1.0f);
  ImGui::TextUnformatted(lines.c_str());
  ImGui::PopTextWrapPos();
  probe().record_view_rect(probe_id + ".text", ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  ImGui::EndChild();
  ImGui::PopStyleVar();
  ImGui::PopStyleColor(2);
  probe().record_view(probe_id);
  probe().record_text(probe_id, text);
  probe().record_text(probe_id + ".lines", lines);
}

void fixed_message_box(const std::string& text, Tone tone, const std::string& probe_id,
                       ImVec2 size) {
  const ImVec4 colour = tone == Tone::kError  ? ImVec4(0.75f, 0.22f, 0.20f, 1.0f)
                        : tone == Tone::kInfo ? ImVec4(0.18f, 0.50f, 0.30f, 1.0f)
                                              : ImGui::GetStyleColorVec4(ImGuiCol_FrameBg);
  ImGui::PushStyleColor(ImGuiCol_ChildBg, colour);
  if (tone != Tone::kNeutral) ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 1, 1, 1));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(scaled(10), scaled(8)));
  ImGui::PushStyleVar(ImGuiStyleVar_ChildRounding, scaled(6));
  ImGui::BeginChild(probe_id.c_str(), size, false,
                    ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_AlwaysUseWindowPadding);
  const ImVec2 padding = ImGui::GetStyle().WindowPadding;
  const std::string lines = joined_lines(wrap_text(text, size.x - padding.x * 2));
  ImGui::PushTextWrapPos(-1.0f);  // broken already by wrap_text (CJK, 禁则)
  ImGui::TextUnformatted(lines.c_str());
  ImGui::PopTextWrapPos();
  // Its room is the box: a text taller than that scrolls inside, and nobody sees its end
  // at a glance.
  probe().record_label(probe_id, text, ImGui::GetItemRectSize(),
                       ImVec2(size.x - padding.x * 2, size.y - padding.y * 2));
  probe().record_view_rect(probe_id + ".text", ImGui::GetItemRectMin(), ImGui::GetItemRectMax());
  touch_scroll();
  ImGui::EndChild();
  ImGui::PopStyleVar(2);
  ImGui::PopStyleColor(tone != Tone::kNeutral ? 2 : 1);
  probe().record_view(probe_id);
  probe().record_text(probe_id, text);
  probe().record_text(probe_id + ".lines", lines);
}

std::string number_text(double value) {
  char text[32];
  if (value == std::floor(value) && std::fabs(value) < 1e12) {
    std::snprintf(text, sizeof text, "%.0f", value);
  } else {
    std::snprintf(text, sizeof text, "%.1f", value);
  }
  return text;
}

std::string fit_text(const std::string& text, float width) {
  if (ImGui::CalcTextSize(text.c_str()).x <= width) return text;
  static const std::string kEllipsis = "…";
  const float room = width - ImGui::CalcTextSize(kEllipsis.c_str()).x;
  // The longest prefix of whole code points that fits (widths only grow with the prefix).
  std::size_t lo = 0;
  for (std::size_t i = 1; i <= text.size(); ++i) {
    if (i < text.size() && (static_cast<unsigned char>(text[i]) & 0xC0) == 0x80) continue;
    if (ImGui::CalcTextSize(text.data(), text.data() + i).x > room) break;
    lo = i;
  }
  std::size_t cut = lo;
  while (cut > 0 && text[cut - 1] == ' ') --cut;
  return text.substr(0, cut) + kEllipsis;
}

std::vector<std::string> wrap_text(const std::string& text, float width) {
  ImFont* font = ImGui::GetFont();
  const float scale = ImGui::GetFontSize() / font->FontSize;
  return app::wrap_lines(text, width, [&](char32_t c) {
    const float advance =
        c <= 0xFFFF ? font->GetCharAdvance(static_cast<ImWchar>(c)) : font->FallbackAdvanceX;
    return advance * scale;
  });
}

}  // namespace tableref::gui
