#pragma once
#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "../replay/replay_view.hpp"
#include "screen.hpp"
#include "tableref/controllers/session_record.hpp"

namespace tableref::gui {

// Any session, event by event: step or scrub through its log. The events up to the step are
// listed on the left; on the right the game's ReplayView (make_replay_view) draws the state
// at the step, beside the game's summary lines (GameHistory::replay_summary) in the user's
// language. A game without a view shows the summary lines only.
class ReplayScreen final : public Screen {
 public:
  [[nodiscard]] std::string_view id() const override { return "replay"; }
  [[nodiscard]] std::string_view title_key() const override { return "replay.title"; }
  void open(AppContext& ctx, std::int64_t session_id) override;
  void draw(AppContext& ctx) override;

 private:
  void draw_events(AppContext& ctx, float width, std::size_t max_chars);
  void draw_summary(AppContext& ctx);

  std::optional<controllers::SessionRecord> record_;
  std::optional<Violation> error_;
  std::unique_ptr<ReplayView> view_;
  int summary_step_ = -1;  // the step summary_lines_ sum up
  std::vector<controllers::CatalogText> summary_lines_;
  int step_ = 0;  // events applied: 0 (the start) to events.size()
  int shown_step_ = -1;
};

}  // namespace tableref::gui
