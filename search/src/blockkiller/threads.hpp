#pragma once
// The best-play search on two cores: two parts run side by side and meet at fixed points,
// so the answer never depends on which thread ran faster.
#include <thread>

namespace tableref::blockkiller::search {

// Runs `first` here and `second` on another thread, or both here, one after the other, when
// not `parallel` or no thread can start (the same results: they share nothing).
template <typename First, typename Second>
void run_side_by_side(First&& first, Second&& second, bool parallel) {
  if (!parallel) {
    first();
    second();
    return;
  }
  std::thread other;
  try {
    other = std::thread(second);
  } catch (...) {
    first();
    second();
    return;
  }
  first();
  other.join();
}

}  // namespace tableref::blockkiller::search
