// tableref-cli hub standings: a club's standings per game from the sessions this device
// holds, its own and those pulled from the hub (controllers/standings.hpp; docs/club.md).
#include <cstdio>
#include <nlohmann/json.hpp>
#include <ostream>

#include "../cli.hpp"
#include "../db/store_options.hpp"
#include "tableref/controllers/standings.hpp"

namespace tableref::cli {
namespace {

constexpr const char* kUsage =
    "usage: tableref-cli hub standings [--db PATH] [--game G] [--json]\n";

// Ratings to six decimals in JSON (the reference package agrees to 1e-6), two in the table.
double six(double value) {
  return static_cast<double>(std::llround(value * 1e6)) / 1e6;
}

std::string two(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.2f", value);
  return text;
}

nlohmann::ordered_json as_json(const std::vector<controllers::GameStandings>& games) {
  nlohmann::ordered_json out{{"rating", "openskill-plackett-luce"},
                             {"ordered_by", "ordinal = mu - 3 * sigma"},
                             {"games", nlohmann::ordered_json::array()}};
  for (const auto& g : games) {
    nlohmann::ordered_json players = nlohmann::ordered_json::array();
    for (const auto& p : g.players) {
      players.push_back({{"player", p.player},
                         {"games", p.games},
                         {"wins", p.wins},
                         {"placements", p.placements},
                         {"rated", p.rated},
                         {"mu", six(p.rating.mu)},
                         {"sigma", six(p.rating.sigma)},
                         {"ordinal", six(p.ordinal())}});
    }
    out["games"].push_back({{"game", g.game}, {"sessions", g.sessions}, {"players", players}});
  }
  return out;
}

void print_table(Context& ctx, const std::vector<controllers::GameStandings>& games) {
  const auto tr = [&](const char* key) { return ctx.catalog.text(ctx.language, key); };
  if (games.empty()) ctx.out << tr("standings.empty") << "\n";
  for (const auto& g : games) {
    ctx.out << ctx.catalog.format(ctx.language, "standings.title",
                                  {Param{"game", g.game}, Param{"count", g.sessions}})
            << "\n";
    ctx.out << tr("standings.col.place") << "\t" << tr("standings.col.player") << "\t"
            << tr("standings.col.rating") << "\t" << tr("standings.col.mu") << "\t"
            << tr("standings.col.sigma") << "\t" << tr("standings.col.games") << "\t"
            << tr("standings.col.wins") << "\t" << tr("standings.col.placements") << "\n";
    int place = 0;
    for (const auto& p : g.players) {
      std::string placements;
      for (auto n : p.placements) placements += (placements.empty() ? "" : "/") + std::to_string(n);
      ctx.out << ++place << "\t" << p.player << "\t" << two(p.ordinal()) << "\t" << two(p.rating.mu)
              << "\t" << two(p.rating.sigma) << "\t" << p.games << "\t" << p.wins << "\t"
              << placements << "\n";
    }
    ctx.out << "\n";
  }
}

}  // namespace

int run_hub_standings(Context& ctx, std::vector<std::string> args) {
  int exit_code = kExitOk;
  bool missing = false;
  const auto game = take_option(args, "--game", missing);
  const bool as_json_output = take_flag(args, "--json");
  auto store = open_store(ctx, args, exit_code);
  if (!store) return exit_code;
  if (missing || !args.empty()) {
    ctx.err << kUsage;
    return kExitUsage;
  }
  auto standings = controllers::club_standings(*store, game);
  if (!standings) {
    ctx.err << "tableref-cli hub standings: " << ctx.catalog.render(ctx.language, standings.error())
            << "\n";
    return kExitUsage;
  }
  if (as_json_output) {
    ctx.out << as_json(standings.value()).dump(2) << "\n";
  } else {
    print_table(ctx, standings.value());
  }
  return kExitOk;
}

}  // namespace tableref::cli
