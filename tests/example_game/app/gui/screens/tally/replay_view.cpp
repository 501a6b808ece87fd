// The tests' example game replayed: the total after `step` stored rows, folded by the session
// engine as the screen's own session is.
#include <optional>
#include <string>

#include "app_context.hpp"
#include "replay/replay_view.hpp"
#include "tableref/controllers/tally/controller.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {
namespace {

class TallyReplayView final : public ReplayView {
 public:
  void open(AppContext& /*ctx*/, const controllers::SessionRecord& record) override {
    record_ = record;
    step_.reset();
  }

  void draw(AppContext& ctx, std::size_t step) override {
    if (step_ != step) {
      step_ = step;
      at_ = controllers::TallyController{};
      loaded_ = at_.load(record_, step);
    }
    if (!loaded_.ok()) {
      message_box(ctx.render(loaded_.error()).c_str(), true, "replay.view.error");
      return;
    }
    text_line(ctx.tr("tally.total", {Param{"total", std::int64_t{at_.total()}}}),
              "replay.view.total");
  }

 private:
  controllers::SessionRecord record_;
  controllers::TallyController at_;
  Status loaded_ = Done{};
  std::optional<std::size_t> step_;
};

}  // namespace

std::unique_ptr<ReplayView> make_tally_replay_view() {
  return std::make_unique<TallyReplayView>();
}

}  // namespace tableref::gui
