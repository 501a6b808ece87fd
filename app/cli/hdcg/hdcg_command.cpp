// tableref-cli hdcg: the HDCG referee, headless.
//   hdcg damage FILE.json   resolve one damage through the four steps and print the breakdown
#include <ostream>

#include "../cli.hpp"
#include "tableref/app/paths.hpp"
#include "tableref/base/input_reason.hpp"
#include "tableref/controllers/hdcg/json.hpp"
#include "tableref/controllers/hdcg/library.hpp"
#include "tableref/referee/hdcg/damage.hpp"
#include "tableref/referee/hdcg/hand_limit.hpp"
#include "tableref/referee/hdcg/reason.hpp"

namespace tableref::cli {
namespace {

namespace hdcg_json = controllers::hdcg_json;

constexpr const char* kHdcgUsage =
    "usage: tableref-cli hdcg damage FILE.json\n"
    "       tableref-cli hdcg cards FILE.json | --book\n"
    "       tableref-cli hdcg library export [--db PATH]   (the stored card library)\n"
    "       tableref-cli hdcg library import FILE.json [--merge] [--db PATH]\n"
    "       tableref-cli hdcg replay [--events] FILE.json   (a duel setup plus its events ->\n"
    "         the state; --events: the events in canonical form)\n"
    "  FILE.json: {\"rules\": {\"defence_applies\": \"multiply|divide\", \"hp_rounding\": "
    "\"none|half_up|floor|ceil\",\n"
    "                        \"rounding_applies_to\": \"damage|hp_left\"},   (hp_rounding rounds "
    "the\n"
    "                        damage, then subtracts it; hp_left: sessions before issue #18)\n"
    "              \"source\": {\"attack\": 1.2, \"modifiers\": [{\"op\": \"mul\", \"value\": "
    "1.2}]},\n"
    "              \"target\": {\"hp\": 500, \"max_hp\": 500, \"defence\": 1.5, "
    "\"hand_divisor\": 100, \"modifiers\": []},\n"
    "              \"amount\": 100, \"direct\": false}\n";

// Prints the violations: the message on stderr, and for rule problems a JSON object on stdout.
int report(Context& ctx, const Violations& violations) {
  bool input_problem = false;
  nlohmann::ordered_json list = nlohmann::ordered_json::array();
  for (const auto& v : violations) {
    input_problem = input_problem || hdcg_json::is_input_reason(v.reason);
    const std::string message = ctx.catalog.render(ctx.language, v);
    ctx.err << "tableref-cli hdcg: " << message << "\n";
    list.push_back({{"reason", std::string(reason_name(v.reason))},
                    {"code", static_cast<int>(v.reason.value())},
                    {"message", message}});
  }
  if (input_problem) return kExitUsage;
  ctx.out << nlohmann::ordered_json{{"violations", list}}.dump(2) << "\n";
  return kExitRuleBroken;
}

int damage(Context& ctx, std::vector<std::string> args) {
  if (args.size() != 1) {
    ctx.err << kHdcgUsage;
    return kExitUsage;
  }
  const auto text = read_file(ctx, args[0]);
  if (!text) return kExitUsage;
  auto parsed = hdcg_json::parse_exact(*text);
  if (!parsed) return report(ctx, parsed.violations());
  auto input = hdcg_json::read_damage_input(parsed.value());
  if (!input) return report(ctx, input.violations());
  const auto& in = input.value();
  auto result =
      hdcg::resolve_damage(in.source ? &*in.source : nullptr, in.target, in.request, in.rules);
  if (!result) return report(ctx, result.violations());
  auto out = hdcg_json::to_json(result.value());
  if (in.target_hand) {
    out["hand"] = std::to_string(*in.target_hand);
    out["discard_after"] =
        std::to_string(hdcg::discard_count(*in.target_hand, result.value().hand_limit_after));
  }
  ctx.out << out.dump(2) << "\n";
  return kExitOk;
}

// Validates a card library file and prints it in canonical form; --book prints the book's
// examples (the content of assets/hdcg/examples.json).
int cards(Context& ctx, std::vector<std::string> args) {
  const bool book = take_flag(args, "--book");
  if (book == (args.size() == 1) || args.size() > 1) {
    ctx.err << kHdcgUsage;
    return kExitUsage;
  }
  if (book) {
    ctx.out << hdcg_json::to_json(hdcg::book_examples()).dump(2) << "\n";
    return kExitOk;
  }
  const auto text = read_file(ctx, args[0]);
  if (!text) return kExitUsage;
  auto parsed = hdcg_json::parse_exact(*text);
  if (!parsed) return report(ctx, parsed.violations());
  auto library = hdcg_json::read_library(parsed.value());
  if (!library) return report(ctx, library.violations());
  ctx.out << hdcg_json::to_json(library.value()).dump(2) << "\n";
  return kExitOk;
}

// A duel setup and its event log ({"rules", "seats", "event_deck", "events"}) folded into the
// state, as the session store does; prints the state. Each undo cancels the latest event.
int replay(Context& ctx, std::vector<std::string> args) {
  const bool print_events = take_flag(args, "--events");
  if (args.size() != 1) {
    ctx.err << kHdcgUsage;
    return kExitUsage;
  }
  const auto text = read_file(ctx, args[0]);
  if (!text) return kExitUsage;
  auto parsed = hdcg_json::parse_exact(*text);
  if (!parsed) return report(ctx, parsed.violations());
  const auto& root = parsed.value();
  std::vector<hdcg::DuelEvent> events;
  if (root.is_object() && root.contains("events")) {
    const auto& list = root.at("events");
    if (!list.is_array()) {
      return report(ctx,
                    {Violation{InputReason::kNotArray, {Param{"key", std::string("events")}}}});
    }
    for (std::size_t i = 0; i < list.size(); ++i) {
      auto event = hdcg_json::read_event(list[i], "events[" + std::to_string(i) + "]");
      if (!event) return report(ctx, event.violations());
      events.push_back(std::move(event).value());
    }
  }
  if (print_events) {
    // The events in the canonical form the store writes.
    nlohmann::ordered_json list = nlohmann::ordered_json::array();
    for (const auto& event : events) list.push_back(hdcg_json::to_json(event));
    ctx.out << list.dump(2) << "\n";
    return kExitOk;
  }
  auto setup = hdcg_json::read_duel_setup(root);
  if (!setup) return report(ctx, setup.violations());
  // The states after each event still in force; an undo drops the latest.
  std::vector<hdcg::DuelState> states{setup.value()};
  for (std::size_t i = 0; i < events.size(); ++i) {
    Violations problems;
    if (std::holds_alternative<hdcg::event::Undo>(events[i])) {
      if (states.size() > 1) {
        states.pop_back();
        continue;
      }
      problems.push_back(Violation{hdcg::Reason::kHdcgNothingToUndo});
    } else {
      hdcg::DuelState next = states.back();
      if (auto ok = hdcg::apply(next, events[i]); ok) {
        states.push_back(std::move(next));
        continue;
      } else {
        problems = ok.violations();
      }
    }
    ctx.err << "tableref-cli hdcg: event " << i << " does not apply\n";
    return report(ctx, problems);
  }
  ctx.out << hdcg_json::to_json(states.back()).dump(2) << "\n";
  return kExitOk;
}

// The card library stored in the session database (settings key hdcg.library).
int library(Context& ctx, std::vector<std::string> args) {
  bool missing = false;
  const auto db_path = take_option(args, "--db", missing);
  if (missing) {
    ctx.err << "tableref-cli: --db needs a path\n";
    return kExitUsage;
  }
  const bool merge = take_flag(args, "--merge");
  if (args.empty() || (args[0] == "export" && args.size() != 1) ||
      (args[0] == "import" && args.size() != 2) || (args[0] != "export" && args[0] != "import")) {
    ctx.err << kHdcgUsage;
    return kExitUsage;
  }
  std::optional<std::string> text;
  if (args[0] == "import") {
    text = read_file(ctx, args[1]);
    if (!text) return kExitUsage;
  }
  const std::string path = db_path.value_or(app::default_database_path());
  if (!db_path) {
    if (auto problem = app::ensure_parent_directory(path); !problem.empty()) {
      ctx.err << "tableref-cli: " << problem << "\n";
      return kExitUsage;
    }
  }
  auto store = db::Store::open(path);
  if (!store) {
    ctx.err << "tableref-cli: " << path << ": " << ctx.catalog.render(ctx.language, store.error())
            << "\n";
    return kExitUsage;
  }
  if (args[0] == "export") {
    auto exported = controllers::export_hdcg_library(store.value());
    if (!exported) return report(ctx, exported.violations());
    ctx.out << exported.value() << "\n";
    return kExitOk;
  }
  auto imported = controllers::import_hdcg_library(
      store.value(), *text,
      merge ? controllers::ImportMode::kMerge : controllers::ImportMode::kReplace);
  if (!imported) return report(ctx, imported.violations());
  ctx.out << controllers::hdcg_json::to_json(imported.value()).dump(2) << "\n";
  return kExitOk;
}

int run_hdcg(Context& ctx, std::vector<std::string> args) {
  if (args.empty()) {
    ctx.err << kHdcgUsage;
    return kExitUsage;
  }
  const std::string command = args.front();
  args.erase(args.begin());
  if (command == "damage") return damage(ctx, std::move(args));
  if (command == "cards") return cards(ctx, std::move(args));
  if (command == "replay") return replay(ctx, std::move(args));
  if (command == "library") return library(ctx, std::move(args));
  ctx.err << "tableref-cli hdcg: unknown command '" << command << "'\n" << kHdcgUsage;
  return kExitUsage;
}

}  // namespace

GameCommand hdcg_command() {
  return {"hdcg",
          R"(  tableref-cli hdcg damage FILE.json
  tableref-cli hdcg cards FILE.json | --book
  tableref-cli hdcg replay [--events] FILE.json
  tableref-cli hdcg library export|import FILE [--merge] [--db PATH]
)",
          run_hdcg};
}

}  // namespace tableref::cli
