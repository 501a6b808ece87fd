#pragma once
// The HDCG screen's damage calculator: who hits whom, the amount (direct or not) with its pad,
// extra modifiers on the amount, and the breakdown the referee gives before Apply. Its own
// state is the damage being entered; it acts through the controller (preview, act).
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "tableref/base/result.hpp"
#include "tableref/controllers/hdcg/controller.hpp"
#include "tableref/referee/hdcg/modifier.hpp"

namespace tableref::gui {

class AppContext;

class HdcgCalculator {
 public:
  // A session opened: no amount, no extras, the sides preset again at the next turn.
  void reset();
  // The pad types the amount (again).
  void focus_amount() { pad_target_ = &amount_; }
  void draw(AppContext& ctx, controllers::HdcgController& session, Violations& problems);

 private:
  // At each new turn the calculator starts from "the current player hits the next living
  // one", the common case, so a hit takes only the amount and Apply.
  void preset_sides_for_turn(const controllers::HdcgController& session);
  void draw_sides(AppContext& ctx, const controllers::HdcgController& session, float label_width,
                  float inputs_right);
  void draw_amount(AppContext& ctx, float label_width);
  [[nodiscard]] static float extra_entry_width(AppContext& ctx);
  void draw_extra_entry(AppContext& ctx, Violations& problems);
  void draw_extras(AppContext& ctx);
  [[nodiscard]] std::optional<hdcg::event::Damage> draw_breakdown(
      AppContext& ctx, const controllers::HdcgController& session);

  std::optional<std::size_t> source_;
  std::size_t target_ = 0;
  std::string amount_;
  bool direct_ = false;
  std::vector<hdcg::Modifier> extra_;
  hdcg::ModifierOp extra_op_ = hdcg::ModifierOp::kMul;
  std::string extra_value_;
  std::string* pad_target_ = &amount_;
  // The turn (round, seat) the source and target were last preset for.
  std::optional<std::pair<std::int64_t, std::size_t>> sides_for_turn_;
};

}  // namespace tableref::gui
