#pragma once
// A game's own drawing of a replayed session: the state after `step` events, rebuilt by
// folding the first `step` events through the game's controller/referee (never by reading
// the screen of a live game). One class per game in app/gui/screens/<game>/replay_view.cpp,
// registered with the game's screens (screens/game_views.hpp: make_replay_view). This floor
// is below the screens: it includes none of them.
#include <imgui.h>

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>

#include "tableref/controllers/game_history.hpp"
#include "tableref/controllers/session_record.hpp"

namespace tableref::gui {

class AppContext;

class ReplayView {
 public:
  virtual ~ReplayView() = default;
  // Called when the replay screen opens a session of this game.
  virtual void open(AppContext& ctx, const controllers::SessionRecord& record) = 0;
  // Draws the state after `step` events (0: before the first) into the current ImGui child,
  // filling the space it is given. Records its key texts on the probe under
  // "replay.view.*" ids so UI tests can read the replayed state.
  virtual void draw(AppContext& ctx, std::size_t step) = 0;
  // How wide the view wants to be in a pane of `avail`; the replay screen writes the game's
  // summary lines (GameHistory::replay_summary) in a column beside it.
  [[nodiscard]] virtual float width_for(ImVec2 avail) const { return avail.x * 0.62f; }
};

// A replay summary line in the user's language (player names as typed, glyphs ensured).
[[nodiscard]] std::string render_text(AppContext& ctx, const controllers::CatalogText& text);

}  // namespace tableref::gui
