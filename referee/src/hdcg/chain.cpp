#include "tableref/referee/hdcg/chain.hpp"
#include "tableref/referee/hdcg/reason.hpp"

namespace tableref::hdcg {

bool Chain::start(Effect effect, bool timing_ok, bool condition_ok) {
  if (!timing_ok || !condition_ok) {
    log_.push_back({ChainEventKind::kNotTriggered, effect.name, frames_.size(), 0});
    return false;
  }
  log_.push_back({ChainEventKind::kStarted, effect.name, frames_.size(), 0});
  frames_.push_back(Frame{std::move(effect), 0});
  return true;
}

Status Chain::step() {
  if (frames_.empty()) return Violation{Reason::kHdcgChainEmpty};
  Frame& top = frames_.back();
  const std::size_t depth = frames_.size() - 1;
  if (top.next_step < top.effect.content.size()) {
    log_.push_back({ChainEventKind::kStep, top.effect.name, depth, top.next_step});
    ++top.next_step;
    return Done{};
  }
  log_.push_back({ChainEventKind::kFollowUp, top.effect.name, depth, top.next_step});
  log_.push_back({ChainEventKind::kResolved, top.effect.name, depth, top.next_step});
  frames_.pop_back();
  return Done{};
}

Status Chain::cannot_continue() {
  if (frames_.empty()) return Violation{Reason::kHdcgChainEmpty};
  Frame& top = frames_.back();
  if (top.next_step < top.effect.content.size()) {
    log_.push_back({ChainEventKind::kSkipped, top.effect.name, frames_.size() - 1, top.next_step});
    top.next_step = top.effect.content.size();
  }
  return Done{};
}

void Chain::resolve_all() {
  while (!frames_.empty()) (void)step();
}

std::vector<std::string> Chain::open_effects() const {
  std::vector<std::string> names;
  for (const auto& frame : frames_) names.push_back(frame.effect.name);
  return names;
}

}  // namespace tableref::hdcg
