#include "replay_view.hpp"

#include "hdcg_replay_view.hpp"
#include "smashup_replay_view.hpp"

namespace tableref::gui {

// Each game's view is added here when it exists.
std::unique_ptr<ReplayView> make_replay_view(std::string_view game) {
  if (game == "smashup") return make_smashup_replay_view();
  if (game == "hdcg") return make_hdcg_replay_view();
  return nullptr;
}

}  // namespace tableref::gui
