#pragma once
// The HDCG screen's turn panel: undo, the round and phase tracker, the judgement, draw and
// discard phases, and the messages (problems, the winner, the last damage, the rules in play).
// Its own state is the discard count being entered; it acts through the controller.
#include <cstddef>
#include <cstdint>

#include "tableref/base/result.hpp"
#include "tableref/controllers/hdcg/controller.hpp"

namespace tableref::gui {

class AppContext;

class HdcgTurnPanel {
 public:
  void draw(AppContext& ctx, controllers::HdcgController& session, Violations& problems);

 private:
  void draw_judgement_phase(AppContext& ctx, controllers::HdcgController& session,
                            Violations& problems);
  void draw_draw_phase(AppContext& ctx, controllers::HdcgController& session, Violations& problems);
  void draw_discard_phase(AppContext& ctx, controllers::HdcgController& session,
                          Violations& problems);
  void draw_turn_messages(AppContext& ctx, controllers::HdcgController& session,
                          Violations& problems);

  std::size_t discard_count_ = 0;
  std::int64_t discard_for_ = -1;  // the event count the discard count was set at
};

}  // namespace tableref::gui
