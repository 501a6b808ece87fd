#include "tableref/controllers/blockkiller/best_hint.hpp"
#include "tableref/base/input_reason.hpp"

#include <algorithm>
#include <utility>

#include "best_play_launch.hpp"

namespace tableref::controllers {
namespace {

namespace bk = blockkiller;

bool ready(const std::future<bk::BestPlay>& f) {
  return f.wait_for(std::chrono::seconds(0)) == std::future_status::ready;
}

}  // namespace

int hint_hand_limit(int blocks_in_hand) {
  return std::clamp(blocks_in_hand, 0, kHintHandMax);
}

bool HintHand::add(bk::Piece piece, int limit) {
  if (size() >= std::min(limit, kHintHandMax)) return false;
  pieces_.push_back(piece);
  return true;
}

bool HintHand::remove(std::size_t index) {
  if (index >= pieces_.size()) return false;
  pieces_.erase(pieces_.begin() + static_cast<std::ptrdiff_t>(index));
  return true;
}

void HintHand::trim(int limit) {
  const auto keep = static_cast<std::size_t>(std::clamp(limit, 0, kHintHandMax));
  if (pieces_.size() > keep) pieces_.resize(keep);
}

Result<bk::BestPlayQuery> best_play_query(const BlockKillerDraft& draft,
                                          const std::vector<bk::GarbageCatalogEntry>& catalog,
                                          const bk::RuleOptions& rules, bk::ChainState chain,
                                          const std::vector<bk::Piece>& hand,
                                          std::chrono::milliseconds budget) {
  if (draft.mode != EntryMode::kField) {
    // The search needs the field the pieces go on, which only the field entry has.
    return Violation{InputReason::kNotOneOf,
                     {Param{"key", std::string("mode")}, Param{"value", std::string("quick")},
                      Param{"allowed", std::string("field")}}};
  }
  auto field = draft_field(draft, catalog);
  if (!field) return field.violations();
  bk::BestPlayQuery query;
  query.field = std::move(field).value();
  query.hand = hand;
  query.rules = rules;
  query.chain = chain;
  query.budget = budget;
  return query;
}

bool same_query(const bk::BestPlayQuery& a, const bk::BestPlayQuery& b) {
  // Not the threads: one or two give the same answer.
  return a.field == b.field && a.hand == b.hand && a.rules == b.rules && a.chain == b.chain &&
         a.budget == b.budget && a.node_budget == b.node_budget && a.beam_width == b.beam_width;
}

Result<BlockKillerDraft> draft_with_play(const BlockKillerDraft& draft, const bk::BestPlay& play,
                                         const std::vector<bk::GarbageCatalogEntry>& catalog,
                                         const bk::RuleOptions& rules, bk::ChainState chain,
                                         int hand_garbage) {
  BlockKillerDraft next = draft;
  next.mode = EntryMode::kField;
  next.pieces.clear();
  for (const auto& step : play.steps) next.pieces.push_back({step.piece, step.cells});
  const auto eval = evaluate_draft(next, catalog, rules, chain, hand_garbage);
  if (eval.verdict) {
    for (const auto& piece : eval.verdict->pieces) {
      if (piece.violation) return *piece.violation;
    }
  }
  if (eval.problem) return *eval.problem;
  return next;
}

bool draft_follows(const BlockKillerDraft& draft, const bk::BestPlay& play) {
  if (draft.pieces.size() > play.steps.size()) return false;
  for (std::size_t i = 0; i < draft.pieces.size(); ++i) {
    const auto& placed = draft.pieces[i];
    const auto& step = play.steps[i];
    if (placed.piece != step.piece) return false;
    auto cells = placed.cells;
    auto want = step.cells;
    const auto by_yx = [](const GridCell& a, const GridCell& b) {
      return a.y != b.y ? a.y < b.y : a.x < b.x;
    };
    std::sort(cells.begin(), cells.end(), by_yx);
    std::sort(want.begin(), want.end(), by_yx);
    if (cells != want) return false;
  }
  return true;
}

BestPlaySearch::~BestPlaySearch() {
  clear();
  for (auto& f : forgotten_) f.wait();
}

void BestPlaySearch::start(bk::BestPlayQuery query) {
  clear();
  query_ = query;
  running_ = launch_best_play(std::move(query));
}

bool BestPlaySearch::poll() {
  reap();
  if (!running_.valid() || !ready(running_)) return false;
  answer_ = running_.get();  // get() leaves the future invalid: not running any more
  return true;
}

const std::optional<bk::BestPlay>& BestPlaySearch::wait() {
  if (running_.valid()) {
    running_.wait();
    poll();
  }
  return answer_;
}

void BestPlaySearch::clear() {
  if (running_.valid()) forgotten_.push_back(std::move(running_));
  running_ = {};
  answer_.reset();
  query_.reset();
  reap();
}

bool BestPlaySearch::is_for(const bk::BestPlayQuery& query) const {
  return query_ && same_query(*query_, query);
}

void BestPlaySearch::reap() {
  std::erase_if(forgotten_, [](const std::future<bk::BestPlay>& f) { return ready(f); });
}

}  // namespace tableref::controllers
