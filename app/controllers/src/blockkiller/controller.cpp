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

namespace ji = json_input;

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
    auto logged = BlockKillerGame::decode(row.kind, row.payload);
    if (!logged) return logged.violations();
    log.push_back(std::move(logged).value());
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

Result<BlockKillerController> BlockKillerController::before(std::size_t log_index) const {
  BlockKillerController earlier;
  earlier.session_ = session_.before(log_index);
  earlier.catalog_ = catalog_;
  return earlier;
}

std::string BlockKillerController::name(int seat) const {
  return blockkiller_seat_name(seats(), seat);
}

std::optional<BlockKillerExchange> BlockKillerController::last_exchange() const {
  if (!state().last_exchange || log().empty()) return std::nullopt;
  const auto* answer = std::get_if<bk::DefendEvent>(&log().back().event);
  if (answer == nullptr) return std::nullopt;
  for (std::size_t j = log().size() - 1; j-- > 0;) {
    if (const auto* attack = std::get_if<bk::PlayEvent>(&log()[j].event)) {
      return BlockKillerExchange{*attack, *answer, *state().last_exchange};
    }
  }
  return std::nullopt;
}

bk::ChainState BlockKillerController::start_chain(int seat) const {
  if (!state().setup.rules.carry_over || seat < 0 || seat >= static_cast<int>(state().hands.size()))
    return {};
  return state().hands[static_cast<std::size_t>(seat)].chain;
}

DraftEvaluation BlockKillerController::evaluate(int seat, const BlockKillerDraft& draft) const {
  const int garbage = seat >= 0 && seat < static_cast<int>(state().hands.size())
                          ? state().hands[static_cast<std::size_t>(seat)].garbage
                          : 0;
  return evaluate_draft(draft, catalog_, state().setup.rules, start_chain(seat), garbage);
}

}  // namespace tableref::controllers
