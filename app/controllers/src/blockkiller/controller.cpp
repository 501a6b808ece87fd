#include "tableref/controllers/blockkiller/controller.hpp"
#include "tableref/controllers/file_io.hpp"
#include "tableref/controllers/json_input.hpp"

#include <algorithm>

#include "tableref/base/input_reason.hpp"
#include "tableref/controllers/blockkiller/json.hpp"
#include "tableref/controllers/setup_reason.hpp"
#include "tableref/db/store_reason.hpp"

namespace tableref::controllers {
namespace {

namespace bk = blockkiller;
namespace bj = blockkiller_json;

constexpr std::string_view kUndoKind = "undo";

namespace ji = json_input;

std::string_view kind_of(const bk::TableEvent& event) {
  switch (event.index()) {
    case 0:
      return "draw";
    case 1:
      return "play";
    case 2:
      return "defend";
    default:
      return "pass";
  }
}

}  // namespace

Result<bk::TableSetup> blockkiller_setup(const std::string& rules_json, int players) {
  auto parsed_rules = ji::parse(rules_json);
  if (!parsed_rules) return parsed_rules.violations();
  auto rules = std::move(parsed_rules).value();
  if (!(rules.is_object() || rules.is_null())) {
    return Violation{InputReason::kNotObject, {Param{"key", "rules"}}};
  }
  bk::TableSetup setup;
  setup.players = players;
  setup.first = 0;
  if (rules.is_object() && rules.contains("direction")) {
    setup.clockwise = rules["direction"] != "counterclockwise";
    rules.erase("direction");
  }
  auto parsed = bj::parse_rules(rules);
  if (!parsed) return parsed.violations();
  setup.rules = parsed.value();
  return setup;
}

Result<std::vector<BlockKillerLogged>> blockkiller_log(const std::vector<db::Event>& rows) {
  std::vector<BlockKillerLogged> log;
  for (const auto& row : rows) {
    if (row.kind == kUndoKind) {
      if (!log.empty()) log.pop_back();
      continue;
    }
    auto parsed = ji::parse(row.payload);
    if (!parsed) return parsed.violations();
    const auto& json = parsed.value();
    auto event = bj::parse_event(json);
    if (!event) return event.violations();
    BlockKillerLogged logged{event.value(), std::nullopt};
    if (json.contains("entry")) logged.entry = draft_from_json(json["entry"]);
    log.push_back(std::move(logged));
  }
  return log;
}

Status BlockKillerController::load_catalog(const std::string& asset_dir) {
  const std::string path = asset_dir + "/blockkiller/garbage_cards.tsv";
  auto text = read_whole_file(path);
  if (!text) return text.violations();
  auto catalog = bk::parse_garbage_catalog(text.value());
  if (!catalog) return catalog.violations();
  catalog_ = std::move(catalog).value();
  return Done{};
}

Status BlockKillerController::open(db::Store& store, std::int64_t session_id) {
  auto summary = store.session(session_id);
  if (!summary) return summary.violations();
  auto rows = store.events(session_id);
  if (!rows) return rows.violations();
  if (auto status = load(summary.value(), rows.value()); !status) return status;
  store_ = &store;
  session_id_ = session_id;
  end_ = SessionEnd(summary.value());
  return Done{};
}

Status BlockKillerController::load(const db::SessionSummary& session,
                                   const std::vector<db::Event>& events, std::size_t step) {
  store_ = nullptr;
  session_id_ = 0;
  if (session.game != "blockkiller") {
    return Violation{SetupReason::kUnknownGame, {Param{"game", session.game}}};
  }
  seats_ = session.seats;
  std::sort(seats_.begin(), seats_.end(),
            [](const db::SeatEntry& a, const db::SeatEntry& b) { return a.seat < b.seat; });
  auto setup = blockkiller_setup(session.rules_json, static_cast<int>(seats_.size()));
  if (!setup) return setup.violations();
  setup_ = setup.value();
  auto log = blockkiller_log({events.begin(), events.begin() + static_cast<std::ptrdiff_t>(
                                                                   std::min(step, events.size()))});
  if (!log) return log.violations();
  end_ = SessionEnd(session);
  return rebuild(std::move(log).value());
}

Result<BlockKillerController> BlockKillerController::before(std::size_t log_index) const {
  BlockKillerController earlier = *this;
  earlier.store_ = nullptr;
  earlier.session_id_ = 0;
  const auto n = static_cast<std::ptrdiff_t>(std::min(log_index, log_.size()));
  if (auto status = earlier.rebuild({log_.begin(), log_.begin() + n}); !status) {
    return status.violations();
  }
  return earlier;
}

Status BlockKillerController::rebuild(std::vector<BlockKillerLogged> log) {
  auto state = bk::start_table(setup_);
  if (!state) return state.violations();
  bk::TableState s = std::move(state).value();
  for (const auto& logged : log) {
    auto next = bk::apply_event(s, logged.event);
    if (!next) return next.violations();
    s = std::move(next).value();
  }
  state_ = std::move(s);
  log_ = std::move(log);
  return Done{};
}

Status BlockKillerController::push(const bk::TableEvent& event,
                                   const std::optional<BlockKillerDraft>& entry) {
  if (!is_open()) return Violation{db::StoreReason::kNotFound};
  auto next = bk::apply_event(state_, event);
  if (!next) return next.violations();
  nlohmann::json payload = bj::event_json(event);
  if (entry) payload["entry"] = draft_json(*entry);
  auto stored = store_->append_event(session_id_, kind_of(event), payload.dump());
  if (!stored) return stored.violations();
  state_ = std::move(next).value();
  log_.push_back({event, entry});
  return sync_status();
}

Status BlockKillerController::undo() {
  if (!is_open()) return Violation{db::StoreReason::kNotFound};
  if (log_.empty()) return Done{};
  auto log = log_;
  log.pop_back();
  auto stored = store_->append_event(session_id_, kUndoKind, "{}");
  if (!stored) return stored.violations();
  if (auto status = rebuild(std::move(log)); !status) return status;
  return sync_status();
}

std::string BlockKillerController::name(int seat) const {
  if (seat >= 0 && seat < static_cast<int>(seats_.size())) {
    return seats_[static_cast<std::size_t>(seat)].player;
  }
  return "#" + std::to_string(seat + 1);
}

std::optional<BlockKillerExchange> BlockKillerController::last_exchange() const {
  if (!state_.last_exchange || log_.empty()) return std::nullopt;
  const auto* answer = std::get_if<bk::DefendEvent>(&log_.back().event);
  if (answer == nullptr) return std::nullopt;
  for (std::size_t j = log_.size() - 1; j-- > 0;) {
    if (const auto* attack = std::get_if<bk::PlayEvent>(&log_[j].event)) {
      return BlockKillerExchange{*attack, *answer, *state_.last_exchange};
    }
  }
  return std::nullopt;
}

bk::ChainState BlockKillerController::start_chain(int seat) const {
  if (!state_.setup.rules.carry_over || seat < 0 || seat >= static_cast<int>(state_.hands.size()))
    return {};
  return state_.hands[static_cast<std::size_t>(seat)].chain;
}

DraftEvaluation BlockKillerController::evaluate(int seat, const BlockKillerDraft& draft) const {
  const int garbage = seat >= 0 && seat < static_cast<int>(state_.hands.size())
                          ? state_.hands[static_cast<std::size_t>(seat)].garbage
                          : 0;
  return evaluate_draft(draft, catalog_, state_.setup.rules, start_chain(seat), garbage);
}

std::string BlockKillerController::result_json() const {
  nlohmann::ordered_json result;
  result["players"] = nlohmann::ordered_json::array();
  for (const auto& standing : bk::standings(state_)) {
    result["players"].push_back({{"name", name(standing.seat)},
                                 {"score", standing.outlasted},
                                 {"rank", standing.rank},
                                 {"winner", standing.winner}});
  }
  return result.dump();
}

Status BlockKillerController::sync_status() {
  return end_.sync(*store_, session_id_, state_.phase == bk::Phase::kOver && state_.winner,
                   [this] { return result_json(); });
}

}  // namespace tableref::controllers
