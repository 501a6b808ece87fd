#pragma once
#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "replay/replay_view.hpp"
#include "screen.hpp"
#include "tableref/app/catalog.hpp"
#include "tableref/controllers/session_record.hpp"

namespace tableref::gui {

// Any session, event by event: step or scrub through its log. Every event is listed on the
// left as a finger-sized row in the user's words ("3. Red plays I5 (+5)",
// controllers::replay_event_lines), the current step marked and written out in full, the
// steps after it dimmed; a tap on a row goes to that step. On the right on the right the game's
// ReplayView (make_replay_view) draws the state at the step, beside the game's summary lines
// (GameHistory::replay_summary) in the user's language. A game without a view shows the summary
// lines only.
class ReplayScreen final : public Screen {
 public:
  [[nodiscard]] std::string_view id() const override { return "replay"; }
  [[nodiscard]] std::string_view title_key() const override { return "replay.title"; }
  void open(AppContext& ctx, std::int64_t session_id) override;
  void draw(AppContext& ctx) override;

 private:
  void draw_title(AppContext& ctx);
  void draw_stepper(AppContext& ctx, int total);
  void draw_events(AppContext& ctx, float width);
  // The row of step `i` (0: the start) in the current language.
  [[nodiscard]] const std::string& row_text(AppContext& ctx, int i);
  void draw_summary(AppContext& ctx);

  std::optional<controllers::SessionRecord> record_;
  std::optional<Violation> error_;
  std::unique_ptr<ReplayView> view_;
  int summary_step_ = -1;  // the step summary_lines_ sum up
  std::vector<controllers::CatalogText> summary_lines_;
  std::vector<controllers::CatalogText> event_lines_;  // one per event, from the controllers
  std::vector<std::string> row_texts_;                 // "3. Red plays I5 (+5)", rendered
  std::vector<std::string> row_fitted_;                // the same cut to one line of the list
  app::Language rows_language_ = app::Language::kEnglish;
  float rows_width_ = -1;  // the width row_fitted_ was cut for
  int step_ = 0;           // events applied: 0 (the start) to events.size()
  int shown_step_ = -1;
  std::string origin_;  // the device a club session came from; empty for this device's own
};

}  // namespace tableref::gui
