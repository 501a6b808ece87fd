#pragma once
// A double tap acts once. An action that changes whose turn it is, or adds a card or a
// piece (action_button), arms this guard with its button's rectangle; a finger or the mouse
// pressed again inside that rectangle within kDoubleTapMs of the lift that fired the action
// is swallowed whole (down and up) by the InputAdapter, before any widget sees it. So the
// second tap neither repeats the action nor lands on whatever button the action put there
// (Block-Killer's Pass where Draw was, a game screen where Home's Start was).
//
// Times are SDL event timestamps (ms), never the wall clock: the UI tests set them, so a
// second tap 80 ms after the first is the same on every machine. The time runs from the lift
// that fired the action (ImGui buttons act on release), so a slow first tap does not shorten
// the guard; SDL's and ImGui's double-click time is 300 ms, and so is this one.
#include <cstdint>

namespace tableref::gui {

class TapGuard {
 public:
  static constexpr std::uint32_t kDoubleTapMs = 300;
  // A little beyond the button's edge still counts as the same place: a finger's second
  // tap lands a few pixels from its first.
  static constexpr float kSlop = 12.0f;

  // Every lift of the finger or the left mouse button, with its SDL timestamp.
  void note_release(std::uint32_t ms) { last_release_ms_ = ms; }
  // An action fired from the button drawn at [x0, x1) x [y0, y1) by the last lift.
  void arm(float x0, float y0, float x1, float y1);
  // Whether a press at (x, y) with SDL timestamp `ms` is the second tap of an armed action.
  [[nodiscard]] bool swallows(std::uint32_t ms, float x, float y) const;
  // Forgets the armed action (a new app, a test's fresh driver).
  void reset() { *this = TapGuard{}; }

 private:
  std::uint32_t last_release_ms_ = 0;
  bool armed_ = false;
  std::uint32_t armed_ms_ = 0;
  float x0_ = 0, y0_ = 0, x1_ = 0, y1_ = 0;
};

// The app's one guard: the input adapter swallows, the action buttons arm.
TapGuard& tap_guard();

}  // namespace tableref::gui
