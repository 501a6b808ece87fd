#include <utility>

#include "best_play_launch.hpp"

namespace tableref::controllers {

std::future<blockkiller::BestPlay> launch_best_play(blockkiller::BestPlayQuery query) {
  return std::async(std::launch::async,
                    [q = std::move(query)]() { return blockkiller::find_best_play(q); });
}

}  // namespace tableref::controllers
