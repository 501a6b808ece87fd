#pragma once
// The tests' example game's screen: the total, buttons that add points (and one that tries to
// take a point away, which the rules refuse), Undo and End, and a message box for the reason.
#include <cstdint>
#include <string>
#include <string_view>

#include "screens/screen.hpp"
#include "tableref/controllers/tally/controller.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {

class TallyScreen final : public Screen {
 public:
  [[nodiscard]] std::string_view id() const override { return "tally"; }
  [[nodiscard]] std::string_view title_key() const override { return "game.tally"; }
  void open(AppContext& ctx, std::int64_t session_id) override;
  void draw(AppContext& ctx) override;

 private:
  // Shows why an action was refused, or clears the last reason when it went through.
  void said(AppContext& ctx, const Status& status);

  controllers::TallyController game_;
  std::string message_;
  Tone tone_ = Tone::kNeutral;
};

}  // namespace tableref::gui
