#pragma once
// Touch-sized widgets, and the probe: every widget a test may tap records its rectangle
// under a stable id each frame, so UI tests tap real coordinates with real SDL events.
#include <imgui.h>

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace tableref::gui {

struct ProbeRect {
  float x = 0, y = 0, w = 0, h = 0;
  // The visible part of the window that holds the widget.
  float clip_x0 = 0, clip_y0 = 0, clip_x1 = 0, clip_y1 = 0;
  // Drawn for reading only, never a touch target (a replayed board's cells): the 48 px rule
  // of touch targets does not apply, and UiDriver::tap refuses it.
  bool view_only = false;
  // What the target shows (its id and label; a board cell, the window it is drawn in): the
  // UI driver's layout check lets a target move only when this changed with it.
  std::uint64_t content = 0;
  // A tap on it is meant to rearrange the screen (Home's game picker or "Add player" change
  // the form below them): the layout check lets other targets move after a tap on it.
  bool rearranges = false;
  // Its label is wider than the button (ImGui cuts it off): no one can read it whole.
  bool label_clipped = false;
  [[nodiscard]] bool fully_visible() const {
    return x >= clip_x0 - 1 && y >= clip_y0 - 1 && x + w <= clip_x1 + 1 && y + h <= clip_y1 + 1;
  }
  [[nodiscard]] float cx() const { return x + w / 2; }
  [[nodiscard]] float cy() const { return y + h / 2; }
};

// A text drawn in a space of its own (a button's label, a line of text, a message box's
// lines): what the UI driver's clipping check reads (UiDriver::expect_no_clipped_text).
struct ProbeLabel {
  std::string id;  // the probe id it belongs to, or what draws it
  std::string text;
  float text_w = 0, text_h = 0;  // its size in the font it is drawn in
  float room_w = 0, room_h = 0;  // the space it was given (a height of 0: any)
  // Part of it lies beyond the side of the window it is drawn in (which does not scroll
  // sideways), or below the bottom of one that does not scroll at all: cut off there,
  // whatever room it was given.
  bool cut_at_side = false;
  [[nodiscard]] bool clipped() const {
    // ImGui rounds a text's measured width up to the next pixel: a pixel of slack.
    return cut_at_side || text_w > room_w + 1.0f || (room_h > 0 && text_h > room_h + 1.0f);
  }
};

class Probe {
 public:
  void begin_frame();
  // The last ImGui item, a touch target showing `content` (its label; empty: the id alone).
  void record(const std::string& id, std::string_view content = {});
  void record_rect(const std::string& id, ImVec2 min, ImVec2 max, std::string_view content = {});
  // A rectangle drawn for reading that takes no taps (ProbeRect::view_only): message boxes,
  // charts, a replayed board.
  void record_view_rect(const std::string& id, ImVec2 min, ImVec2 max);
  // The last ImGui item, drawn for reading.
  void record_view(const std::string& id);
  // Marks the target recorded under `id` as one whose tap rearranges the screen.
  void mark_rearranging(const std::string& id);
  // Marks the target recorded under `id` as showing only part of its label.
  void mark_label_clipped(const std::string& id);
  void record_text(const std::string& id, const std::string& text);
  // A text drawn `size` large in a space `room` large, its left edge at screen x `left`
  // (checked against the side of the current window; left < 0: not checked) and its top at
  // screen y `top` (checked against the bottom of a window that cannot scroll; < 0: not).
  void record_label(const std::string& id, const std::string& text, ImVec2 size, ImVec2 room,
                    float left = -1, float top = -1);
  [[nodiscard]] const ProbeRect* find(const std::string& id) const;
  [[nodiscard]] std::string text(const std::string& id) const;
  [[nodiscard]] const std::map<std::string, ProbeRect>& rects() const { return rects_; }
  [[nodiscard]] const std::map<std::string, std::string>& texts() const { return texts_; }
  [[nodiscard]] const std::vector<ProbeLabel>& labels() const { return labels_; }

 private:
  std::map<std::string, ProbeRect> rects_;
  std::map<std::string, std::string> texts_;
  std::vector<ProbeLabel> labels_;
};

Probe& probe();

// A button at least touch_size() tall (and wide); records itself under `probe_id`.
bool touch_button(const char* label, const std::string& probe_id, ImVec2 size = ImVec2(0, 0));
// A button drawn as selected when `selected` (for choices: language, game, colour).
bool choice_button(const char* label, const std::string& probe_id, bool selected,
                   ImVec2 size = ImVec2(0, 0));
// Text input of touch height; `hint` shows inside the field while it is empty.
bool touch_input(const char* hidden_label, std::string& value, const std::string& probe_id,
                 float width, const char* hint = nullptr);
// Lets a finger drag the current window's content (ImGui scrolls only by wheel).
void touch_scroll();
// The width touch_button gives `label` at its natural size.
[[nodiscard]] float touch_button_width(const char* label);
// Puts the next item, `width` wide, beside the last one (`gap` apart; < 0: the style's
// spacing) when it fits before the window's right edge, else on a new line: a row of
// buttons that wraps on a narrow (portrait) screen instead of running off the side.
void same_line_or_wrap(float width, float gap = -1);
// Moves the cursor down so that an item `height` tall ends at the bottom of the current
// window (as seen unscrolled), unless what was drawn already reaches past that: a button
// drawn after content that grows and shrinks (Undo under a game's panel) stays in place.
void pin_to_bottom(float height);
// Call at the end of a scrolling panel: while the panel is scrolled down, its content keeps
// the height it reached (`high_water`, kept by the caller), so that a part closing at the
// bottom does not pull everything above it down under the finger as the scroll clamps.
void keep_scrolled_height(float& high_water);
// One line of text at the cursor that must fit the room left on its line (a label, a
// figure, a line of a table's cell): recorded for the clipping check under `probe_id`
// (which also records the text for tests to read, when not empty).
void text_line(const std::string& text, const std::string& probe_id = {});
void text_line(const std::string& text, const ImVec4& colour, const std::string& probe_id = {});
// Text drawn on a shape of the caller's (a chip, a bar) at `at`, in the current font, with
// room up to `room_max` (the shape's inner right and bottom edges; it is clipped there):
// recorded for the clipping check under `probe_id`.
void draw_text_in(ImDrawList* draw, ImVec2 at, ImU32 colour, const std::string& text,
                  ImVec2 room_max, const std::string& probe_id);
// A heading in the large font (wrapped like wrapped_text while a wrap position is pushed).
void heading(const char* text);
// A heading on one line: cut to the room left on its line, ending in "…", when it would not
// fit (a long name in a narrow panel; wrapping would move what is under it as turns change).
void heading_line(const std::string& text);
// Text in a muted colour, wrapped like wrapped_text.
void muted(const char* text);
// Text broken into lines by app::wrap_lines (CJK between any two characters, 禁则, numbers
// with their units, Latin words whole) at the pushed wrap position (PushTextWrapPos), or
// the content region's right edge when none is pushed. Every wrapped text goes through it:
// ImGui's own wrapping breaks only at spaces.
void wrapped_text(const char* text);
void wrapped_text(const char* text, const ImVec4& colour);
// A coloured message box (error or info), its text wrapped by wrapped_text and padded
// inside the box.
void message_box(const char* text, bool error, const std::string& probe_id);
// A message box of a fixed size, drawn whether or not there is anything to say, so that
// nothing below it moves when a message comes or goes (its text scrolls inside when long).
enum class Tone { kNeutral, kInfo, kError };
void fixed_message_box(const std::string& text, Tone tone, const std::string& probe_id,
                       ImVec2 size);

// `text` cut to fit `width` pixels in the current font, ending in "…" when cut (whole
// UTF-8 code points only); the text itself when it fits.
[[nodiscard]] std::string fit_text(const std::string& text, float width);

// `text` broken into lines of at most `width` pixels of the current font (app::wrap_lines).
[[nodiscard]] std::vector<std::string> wrap_text(const std::string& text, float width);

// A score or figure as players write it: "12", or "12.5" when it has a fraction.
[[nodiscard]] std::string number_text(double value);

}  // namespace tableref::gui
