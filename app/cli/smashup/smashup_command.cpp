// tableref-cli smashup score-base|check-end FILE.json (see docs/smashup.md).
#include <nlohmann/json.hpp>
#include <ostream>

#include "../cli.hpp"
#include "json_input.hpp"
#include "tableref/referee/smashup/game_end.hpp"
#include "tableref/referee/smashup/monster_power.hpp"
#include "tableref/referee/smashup/scoring.hpp"

namespace tableref::cli {
namespace {

constexpr const char* kUsage =
    "usage: tableref-cli smashup score-base FILE.json\n"
    "       tableref-cli smashup check-end FILE.json\n";

void print_violations(Context& ctx, const std::string& path, const Violations& violations) {
  for (const auto& v : violations) {
    ctx.err << "tableref-cli smashup: " << path << ": " << ctx.catalog.render(ctx.language, v)
            << "\n";
  }
}

int score_base(Context& ctx, const std::string& path, const std::string& text) {
  auto input = smashup_json::read_score_base(text);
  if (!input) {
    print_violations(ctx, path, input.violations());
    return kExitUsage;
  }
  const auto& in = input.value();
  Violations problems = smashup_json::check_base_values(in);
  std::vector<std::string> names;
  for (const auto& p : in.players) names.push_back(p.name);
  const auto name_problems = smashup_json::check_names(names);
  problems.insert(problems.end(), name_problems.begin(), name_problems.end());
  // A negative monster power is refused above (check_base_values), once per monster.
  const auto monsters = smashup::monster_power(in.monsters);
  const int monster_power = monsters ? monsters.value() : 0;
  std::array<int, 3> vp{};
  for (std::size_t i = 0; i < vp.size() && i < in.vp.size(); ++i) vp[i] = in.vp[i];
  auto scoring = smashup::score_base(in.breakpoint, vp, in.players, monster_power);
  if (!scoring) {
    problems.insert(problems.end(), scoring.violations().begin(), scoring.violations().end());
  }
  if (!problems.empty()) {
    print_violations(ctx, path, problems);
    return kExitRuleBroken;
  }
  nlohmann::ordered_json ranks = nlohmann::ordered_json::array();
  for (const auto& award : scoring.value().awards) {
    if (!award.eligible) continue;  // ineligible players take no place
    ranks.push_back({{"name", in.players[static_cast<std::size_t>(award.player)].name},
                     {"place", award.place},
                     {"vp", award.vp}});
  }
  const nlohmann::ordered_json out{{"ready", scoring.value().ready}, {"ranks", ranks}};
  ctx.out << out.dump(2) << "\n";
  return kExitOk;
}

int check_end(Context& ctx, const std::string& path, const std::string& text) {
  auto input = smashup_json::read_check_end(text);
  if (!input) {
    print_violations(ctx, path, input.violations());
    return kExitUsage;
  }
  const auto& in = input.value();
  std::vector<std::string> names;
  for (const auto& p : in.players) names.push_back(p.name);
  Violations problems = smashup_json::check_names(names);
  auto check = smashup::check_end(in.players);
  if (!check) {
    problems.insert(problems.end(), check.violations().begin(), check.violations().end());
  }
  if (!problems.empty()) {
    print_violations(ctx, path, problems);
    return kExitRuleBroken;
  }
  nlohmann::ordered_json final_scores = nlohmann::ordered_json::array();
  for (const auto& f : check.value().final_scores) {
    final_scores.push_back(
        {{"name", in.players[static_cast<std::size_t>(f.player)].name}, {"vp", f.vp}});
  }
  nlohmann::ordered_json out{
      {"over", check.value().over}, {"winner", nullptr}, {"final", final_scores}};
  if (check.value().winner) {
    out["winner"] = in.players[static_cast<std::size_t>(*check.value().winner)].name;
  }
  ctx.out << out.dump(2) << "\n";
  return kExitOk;
}

int run_smashup(Context& ctx, std::vector<std::string> args) {
  if (args.size() == 1 && (args[0] == "--help" || args[0] == "-h")) {
    ctx.out << kUsage;
    return kExitOk;
  }
  if (args.size() != 2 || (args[0] != "score-base" && args[0] != "check-end")) {
    ctx.err << kUsage;
    return kExitUsage;
  }
  const auto text = read_file(ctx, args[1]);
  if (!text) return kExitUsage;
  return args[0] == "score-base" ? score_base(ctx, args[1], *text) : check_end(ctx, args[1], *text);
}

}  // namespace

GameCommand smashup_command() {
  return {"smashup",
          R"(  tableref-cli smashup score-base|check-end FILE.json
)",
          run_smashup};
}

}  // namespace tableref::cli
