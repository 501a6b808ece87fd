#pragma once
// Where the best-play search runs: CMake compiles one of best_play_launch_thread.cpp (the
// desktop: on a worker thread, so the screen keeps drawing) and best_play_launch_inline.cpp
// (the browser: on the caller's thread, single-threaded; see docs/web.md, "Threads").
#include <future>

#include "tableref/search/blockkiller/best_play.hpp"

namespace tableref::controllers {

// Starts the search for `query`; its answer arrives through the future.
[[nodiscard]] std::future<blockkiller::BestPlay> launch_best_play(blockkiller::BestPlayQuery query);

}  // namespace tableref::controllers
