#pragma once
// Effects and the chain (连锁). An effect is timing, condition, content (steps in text order)
// and follow-up (default: the card is discarded). The chain is recursive: while an effect
// resolves, another may start before or after any of its steps; the newer one resolves
// completely first, to any depth (innermost first). If timing or condition fails, nothing
// happened; if the content cannot go on, the rest of it is skipped and the follow-up still
// runs (the effect counts as triggered).
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "tableref/base/result.hpp"
#include "tableref/referee/hdcg/reason.hpp"

namespace tableref::hdcg {

struct Effect {
  std::string name;                   // e.g. "大锤 2"
  std::vector<std::string> content;   // the steps, in text order
  std::string follow_up = "discard";  // 后续处理 (default 弃置)
  friend bool operator==(const Effect&, const Effect&) = default;
};

enum class ChainEventKind : std::uint8_t {
  kNotTriggered,  // timing or condition failed: nothing happened
  kStarted,       // pushed on the chain (interrupting the one below, if any)
  kStep,          // ran content step `step`
  kSkipped,       // content could not go on: steps from `step` on were skipped
  kFollowUp,      // ran the follow-up
  kResolved,      // done and off the chain
};

struct ChainEvent {
  ChainEventKind kind = ChainEventKind::kStarted;
  std::string effect;
  std::size_t depth = 0;  // 0 = the outermost effect
  std::size_t step = 0;   // kStep, kSkipped
  friend bool operator==(const ChainEvent&, const ChainEvent&) = default;
};

class Chain {
 public:
  // Starts `effect` now, interrupting whatever resolves (before its next step). When timing or
  // condition fails nothing is pushed (a kNotTriggered event is logged). Returns whether it
  // triggered.
  bool start(Effect effect, bool timing_ok = true, bool condition_ok = true);
  // The innermost effect does its next thing: a content step, else the follow-up, after which
  // it resolves and leaves the chain. Fails with Reason::kHdcgChainEmpty.
  [[nodiscard]] Status step();
  // The innermost effect's content cannot go on: skip the rest, straight to the follow-up.
  [[nodiscard]] Status cannot_continue();
  // Steps until the chain is empty.
  void resolve_all();

  [[nodiscard]] bool empty() const { return frames_.empty(); }
  [[nodiscard]] std::size_t depth() const { return frames_.size(); }
  // Names of the open effects, outermost first.
  [[nodiscard]] std::vector<std::string> open_effects() const;
  [[nodiscard]] const std::vector<ChainEvent>& log() const { return log_; }

 private:
  struct Frame {
    Effect effect;
    std::size_t next_step = 0;
  };
  std::vector<Frame> frames_;
  std::vector<ChainEvent> log_;
};

}  // namespace tableref::hdcg
