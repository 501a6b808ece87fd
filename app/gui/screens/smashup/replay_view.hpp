#pragma once
// Smash Up's replay view: at step N, the bases in play with each player's power against the
// breakpoint, every player's VP and factions, the last event in words, the winner once
// decided, and the VP-over-turns chart of the whole session with a marker at step N. The
// states come from controllers::smashup_replay (folded once when the session opens).
#include <memory>

#include "replay/replay_view.hpp"
#include "tableref/controllers/smashup/replay.hpp"

namespace tableref::gui {

class SmashupReplayView final : public ReplayView {
 public:
  void open(AppContext& ctx, const controllers::SessionRecord& record) override;
  void draw(AppContext& ctx, std::size_t step) override;

 private:
  void draw_header(AppContext& ctx, std::size_t step);
  void draw_players(AppContext& ctx, std::size_t step, float width);
  void draw_bases(AppContext& ctx, std::size_t step, float width);
  void draw_chart(AppContext& ctx, std::size_t step, float width, float height);
  [[nodiscard]] std::string event_text(AppContext& ctx, std::size_t step) const;

  controllers::SmashupReplay replay_;
};

[[nodiscard]] std::unique_ptr<ReplayView> make_smashup_replay_view();

}  // namespace tableref::gui
