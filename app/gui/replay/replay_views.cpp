#include "replay_view.hpp"

namespace tableref::gui {

// Each game's view is added here when it exists.
std::unique_ptr<ReplayView> make_replay_view(std::string_view /*game*/) {
  return nullptr;
}

}  // namespace tableref::gui
