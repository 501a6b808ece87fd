// tableref-cli hdcg: the HDCG referee, headless.
//   hdcg damage FILE.json   resolve one damage through the four steps and print the breakdown
#include <ostream>

#include "../cli.hpp"
#include "hdcg_json.hpp"
#include "tableref/referee/hdcg/damage.hpp"
#include "tableref/referee/hdcg/hand_limit.hpp"

namespace tableref::cli {
namespace {

constexpr const char* kHdcgUsage =
    "usage: tableref-cli hdcg damage FILE.json\n"
    "       tableref-cli hdcg cards FILE.json | --book\n"
    "  FILE.json: {\"rules\": {\"defence_applies\": \"multiply|divide\", \"hp_rounding\": "
    "\"none|half_up|floor|ceil\"},\n"
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
                    {"code", static_cast<int>(v.reason)},
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

}  // namespace

int run_hdcg(Context& ctx, std::vector<std::string> args) {
  if (args.empty()) {
    ctx.err << kHdcgUsage;
    return kExitUsage;
  }
  const std::string command = args.front();
  args.erase(args.begin());
  if (command == "damage") return damage(ctx, std::move(args));
  if (command == "cards") return cards(ctx, std::move(args));
  ctx.err << "tableref-cli hdcg: unknown command '" << command << "'\n" << kHdcgUsage;
  return kExitUsage;
}

}  // namespace tableref::cli
