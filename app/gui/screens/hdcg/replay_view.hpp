#pragma once
// HDCG's replay view: at step N, each character's HP (bar) and hand against the hand limit,
// the round, seat and phase, the last event in words, the last damage with its steps and
// multipliers, the winner once decided, and the HP-over-turns chart of the whole duel with
// a marker at step N. The states come from controllers::hdcg_replay (folded once on open).
#include <memory>
#include <vector>

#include "replay/replay_view.hpp"
#include "tableref/controllers/hdcg/replay.hpp"

namespace tableref::gui {

class HdcgReplayView final : public ReplayView {
 public:
  void open(AppContext& ctx, const controllers::SessionRecord& record) override;
  void draw(AppContext& ctx, std::size_t step) override;

 private:
  void draw_header(AppContext& ctx, std::size_t step);
  void draw_seats(AppContext& ctx, std::size_t step, float width);
  void draw_damage(AppContext& ctx, std::size_t step);
  void draw_chart(AppContext& ctx, std::size_t step, float width, float height);
  [[nodiscard]] std::string event_text(AppContext& ctx, std::size_t step) const;

  controllers::HdcgReplay replay_;
  // The chart: HP per seat at the start and at the end of every turn (the last one: at the
  // end of the session), and the turn (point index) each step falls in.
  std::vector<std::vector<float>> points_;
  std::vector<std::size_t> turn_of_step_;
};

[[nodiscard]] std::unique_ptr<ReplayView> make_hdcg_replay_view();

}  // namespace tableref::gui
