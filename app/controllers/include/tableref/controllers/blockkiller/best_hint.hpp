#pragma once
// The "Best play" hint of a field-mode entry: the block cards the player says they hold, the
// search query built from the draft (its start field: the garbage stack or imported field,
// before any piece of the draft is placed) and the session's rules, the search run on a
// worker thread so the screen keeps drawing, and the found play entered into the draft as
// placed pieces (checked by the referee like pieces placed by hand). No ImGui here.
#include <chrono>
#include <future>
#include <optional>
#include <vector>

#include "tableref/base/result.hpp"
#include "tableref/controllers/blockkiller/draft.hpp"
#include "tableref/referee/blockkiller/garbage.hpp"
#include "tableref/search/blockkiller/best_play.hpp"

namespace tableref::controllers {

// The hint's hand never holds more than this many cards.
inline constexpr int kHintHandMax = 10;
// The search budget of the hint (find_best_play's default).
inline constexpr std::chrono::milliseconds kHintBudget{900};

// The cards the hint's hand may hold for a player holding `blocks_in_hand` block cards:
// that many, at most kHintHandMax.
[[nodiscard]] int hint_hand_limit(int blocks_in_hand);

// The block cards the player holds, as told to the hint (in the order tapped).
class HintHand {
 public:
  // Adds `piece` unless the hand already holds `limit` cards (hint_hand_limit); false then.
  bool add(blockkiller::Piece piece, int limit);
  // Removes the card at `index` (a tapped chip); false when there is none.
  bool remove(std::size_t index);
  void clear() { pieces_.clear(); }
  // Drops the cards beyond `limit` (the player's block cards went down).
  void trim(int limit);
  [[nodiscard]] const std::vector<blockkiller::Piece>& pieces() const { return pieces_; }
  [[nodiscard]] bool empty() const { return pieces_.empty(); }
  [[nodiscard]] int size() const { return static_cast<int>(pieces_.size()); }

 private:
  std::vector<blockkiller::Piece> pieces_;
};

// The query for `hand` on the draft's start field (the imported field or the built garbage
// stack; pieces already placed in the draft are ignored), with the session's rules and the
// chain the play starts from (the carried one with carry_over). Field mode only: a quick
// draft or a stack that cannot be built gives the violation.
[[nodiscard]] Result<blockkiller::BestPlayQuery> best_play_query(
    const BlockKillerDraft& draft, const std::vector<blockkiller::GarbageCatalogEntry>& catalog,
    const blockkiller::RuleOptions& rules, blockkiller::ChainState chain,
    const std::vector<blockkiller::Piece>& hand, std::chrono::milliseconds budget = kHintBudget);

// Whether two queries ask the same question (field, hand, rules, chain, budget).
[[nodiscard]] bool same_query(const blockkiller::BestPlayQuery& a,
                              const blockkiller::BestPlayQuery& b);

// The draft with `play`'s steps as its placed pieces (in place of any placed before), each
// checked as a piece placed by hand is (evaluate_draft for a hand of `hand_garbage` garbage
// cards): the first step the referee refuses gives its violation and the draft is unchanged.
[[nodiscard]] Result<BlockKillerDraft> draft_with_play(
    const BlockKillerDraft& draft, const blockkiller::BestPlay& play,
    const std::vector<blockkiller::GarbageCatalogEntry>& catalog,
    const blockkiller::RuleOptions& rules, blockkiller::ChainState chain, int hand_garbage);

// Whether the draft's placed pieces are the first steps of `play` (the player is copying it).
[[nodiscard]] bool draft_follows(const BlockKillerDraft& draft, const blockkiller::BestPlay& play);

// find_best_play on a worker thread: start() returns at once, the screen calls poll() each
// frame. A search that is forgotten (clear() or a new start()) runs to its budget in the
// background and its answer is dropped; the destructor waits for such searches (at most one
// budget each), so no thread outlives the object.
class BestPlaySearch {
 public:
  BestPlaySearch() = default;
  BestPlaySearch(const BestPlaySearch&) = delete;
  BestPlaySearch& operator=(const BestPlaySearch&) = delete;
  ~BestPlaySearch();

  // Starts searching `query` (forgetting any answer or running search).
  void start(blockkiller::BestPlayQuery query);
  // Takes the answer when the worker is done; true when it arrived in this call.
  bool poll();
  // Waits for the running search (tests); returns the answer.
  const std::optional<blockkiller::BestPlay>& wait();
  // Forgets the answer and any running search.
  void clear();

  [[nodiscard]] bool running() const { return running_.valid(); }
  [[nodiscard]] const std::optional<blockkiller::BestPlay>& answer() const { return answer_; }
  // The query being searched or answered.
  [[nodiscard]] const std::optional<blockkiller::BestPlayQuery>& query() const { return query_; }
  // Whether the running search or the answer is for `query` (same_query).
  [[nodiscard]] bool is_for(const blockkiller::BestPlayQuery& query) const;

 private:
  void reap();

  std::future<blockkiller::BestPlay> running_;
  std::vector<std::future<blockkiller::BestPlay>> forgotten_;
  std::optional<blockkiller::BestPlayQuery> query_;
  std::optional<blockkiller::BestPlay> answer_;
};

}  // namespace tableref::controllers
