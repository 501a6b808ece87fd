#pragma once
// The HDCG screen's form that adds a modifier to a seat (in place of the calculator while it
// is open): from a library card, or by stat, operation, value (with its pad), source, how long
// it lasts and whether it needs the main weapon. Its own state is the modifier being entered;
// it acts through the controller's add_modifier.
#include <cstddef>
#include <optional>
#include <string>

#include "tableref/base/result.hpp"
#include "tableref/controllers/hdcg/controller.hpp"
#include "tableref/referee/hdcg/modifier.hpp"

namespace tableref::gui {

class AppContext;

class HdcgModifierForm {
 public:
  // Opens the form for `seat`, empty.
  void open(std::size_t seat);
  void close() { seat_.reset(); }
  [[nodiscard]] bool is_open() const { return seat_.has_value(); }
  // Closes itself when the modifier is added or the form cancelled.
  void draw(AppContext& ctx, controllers::HdcgController& session, Violations& problems);

 private:
  void draw_from_card(AppContext& ctx, const controllers::HdcgController& session,
                      float label_width);
  void draw_buttons(AppContext& ctx, controllers::HdcgController& session, Violations& problems);

  std::optional<std::size_t> seat_;
  hdcg::Stat stat_ = hdcg::Stat::kAttack;
  hdcg::ModifierOp op_ = hdcg::ModifierOp::kMul;
  std::string value_;
  std::string source_;
  bool lasting_ = true;
  bool main_weapon_ = false;
};

}  // namespace tableref::gui
