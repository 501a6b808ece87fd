#pragma once
#include <cstddef>
#include <optional>
#include <string>

#include "screen.hpp"
#include "tableref/controllers/session_record.hpp"

namespace tableref::gui {

// Any session, event by event: step or scrub through its log. The game's own view of the
// state at a step comes from its GameHistory plug-in (replay_summary) until each game's
// screen can draw a replayed state itself; without one, the events are listed.
class ReplayScreen final : public Screen {
 public:
  [[nodiscard]] std::string_view id() const override { return "replay"; }
  [[nodiscard]] std::string_view title_key() const override { return "replay.title"; }
  void open(AppContext& ctx, std::int64_t session_id) override;
  void draw(AppContext& ctx) override;

 private:
  std::optional<controllers::SessionRecord> record_;
  std::optional<Violation> error_;
  int step_ = 0;  // events applied: 0 (the start) to events.size()
  int shown_step_ = -1;
};

}  // namespace tableref::gui
