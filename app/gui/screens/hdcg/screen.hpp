#pragma once
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "screens/hdcg/calculator_panel.hpp"
#include "screens/hdcg/modifier_form.hpp"
#include "screens/hdcg/turn_panel.hpp"
#include "screens/screen.hpp"
#include "tableref/controllers/hdcg/controller.hpp"
#include "tableref/referee/hdcg/modifier.hpp"

namespace tableref::gui {

// An HDCG duel at the table: each character's HP, multipliers and hand against the limit, the
// damage calculator with its breakdown before Apply, the phase tracker, the judgement roll,
// the discard prompt, undo and the winner. State lives in controllers::HdcgController; the
// screen is a layout of panels (the calculator, the modifier form, the turn), each with its
// own state, acting through the controller's methods.
class HdcgScreen final : public Screen {
 public:
  [[nodiscard]] std::string_view id() const override { return "hdcg"; }
  [[nodiscard]] std::string_view title_key() const override { return "game.hdcg"; }
  void open(AppContext& ctx, std::int64_t session_id) override;
  void draw(AppContext& ctx) override;

  // Read back by tests.
  [[nodiscard]] const controllers::HdcgController* session() const {
    return session_ ? &*session_ : nullptr;
  }

 private:
  void draw_seat(AppContext& ctx, std::size_t seat);
  void draw_modifiers(AppContext& ctx, std::size_t seat, hdcg::Stat stat);

  std::optional<controllers::HdcgController> session_;
  std::optional<Violations> open_error_;
  Violations problems_;
  std::vector<float> seat_heights_;  // each seat card's content height while scrolled

  HdcgCalculator calculator_;
  HdcgModifierForm form_;  // in the calculator's place while it is open
  HdcgTurnPanel turn_;
};

}  // namespace tableref::gui
