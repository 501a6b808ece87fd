#pragma once
// When the main loop draws the next frame. An app that draws only when something may have
// changed costs no CPU while idle (a tablet's battery pays for every frame): the loop waits
// for an event, or for the moment a running clock next changes what it shows, and draws
// nothing in between (issue #23, "Idle means idle"; README "Idle").
#include <cstdint>
#include <optional>

namespace tableref::gui {

struct FrameNeeds {
  // Key or text events held for frames of their own (KeyQueue): drawn at once.
  bool pending_input = false;
  // Frames ImGui still needs after an event, a navigation or a restyle before its own state
  // (hover, active item, a layout sized from the last frame) has settled.
  int settle_frames = 0;
  // A button, finger or key is held: a long press fires, a key repeats, a dragged piece
  // follows the board's edge, all with time and no new event.
  bool held = false;
  // The tick (SDL_GetTicks) at which a screen next shows something else by itself (a
  // running clock's next second, a search's answer polled); none: nothing runs.
  std::optional<std::uint32_t> redraw_at;
};

// The frames after an event that ImGui needs to settle (an item becomes hovered, then
// active, then its window's size follows): three, as its own examples' power-saving mode.
inline constexpr int kSettleFrames = 3;
// While something is held: a frame this often (60 a second), as ImGui's key repeat expects.
inline constexpr std::uint32_t kHeldFrameMs = 16;

// How long the loop may wait for an event before drawing the next frame: 0 draws at once;
// nullopt waits for an event however long it takes (nothing changes by itself).
[[nodiscard]] std::optional<std::uint32_t> frame_wait_ms(const FrameNeeds& needs,
                                                         std::uint32_t now_ms);

}  // namespace tableref::gui
