#include <utility>

#include "best_play_launch.hpp"

namespace tableref::controllers {

// The browser build has no threads (no cross-origin isolation on a plain static host), so
// the search runs here, within its budget, on one thread (the same answer as two).
std::future<blockkiller::BestPlay> launch_best_play(blockkiller::BestPlayQuery query) {
  query.threads = 1;
  std::promise<blockkiller::BestPlay> answer;
  answer.set_value(blockkiller::find_best_play(query));
  return answer.get_future();
}

}  // namespace tableref::controllers
