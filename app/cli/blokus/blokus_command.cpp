// tableref-cli blokus analyze | legal-moves | read-photo: the Blokus referee on .blksgf files
// and photos, JSON out.
#include <algorithm>
#include <charconv>
#include <chrono>
#include <ctime>
#include <nlohmann/json.hpp>
#include <ostream>

#include "../cli.hpp"
#include "read_photo_command.hpp"
#include "tableref/referee/blokus/game.hpp"
#include "tableref/referee/blokus/scoring.hpp"
#include "tableref/referee/blokus/sgf.hpp"

namespace tableref::cli {
namespace {

using nlohmann::ordered_json;

constexpr const char* kUsage =
    "usage: tableref-cli blokus analyze FILE.blksgf\n"
    "       tableref-cli blokus legal-moves [--list] [--repeat N] FILE\n"
    "       tableref-cli blokus read-photo PHOTO [--corners x1,y1,...,x4,y4] [--variant "
    "classic|duo]\n";

std::string color_key(const blokus::GameState& s, int color) {
  return std::string(blokus::color_name(s.variant(), static_cast<blokus::Color>(color)));
}

ordered_json to_move_json(const blokus::GameState& s) {
  const auto c = s.to_move();
  return c ? ordered_json(color_key(s, *c)) : ordered_json(nullptr);
}

std::string render_all(Context& ctx, const Violations& violations) {
  std::string text;
  for (const auto& v : violations) {
    if (!text.empty()) text += " ";
    text += ctx.catalog.render(ctx.language, v);
  }
  return text;
}

ordered_json invalid_json(Context& ctx, const blokus::GameState& s,
                          const blokus::InvalidMove& bad) {
  ordered_json reasons = ordered_json::array();
  ordered_json codes = ordered_json::array();
  for (const auto& v : bad.violations) {
    reasons.push_back(std::string(reason_name(v.reason)));
    codes.push_back(static_cast<int>(v.reason.value()));
  }
  ordered_json j;
  j["index"] = bad.index;
  j["color"] = color_key(s, bad.color);
  j["reasons"] = reasons;
  j["codes"] = codes;
  j["message"] = render_all(ctx, bad.violations);
  j["line"] = bad.line;
  j["column"] = bad.column;
  return j;
}

int file_error(Context& ctx, const std::string& path, const Violations& violations) {
  ctx.err << "tableref-cli blokus: " << path << ": " << render_all(ctx, violations) << "\n";
  return kExitUsage;
}

int analyze(Context& ctx, std::vector<std::string> args) {
  if (args.size() != 1) {
    ctx.err << kUsage;
    return kExitUsage;
  }
  const auto text = read_file(ctx, args[0]);
  if (!text) return kExitUsage;
  const auto game = blokus::read_sgf(*text);
  if (!game) return file_error(ctx, args[0], game.violations());
  const auto replay = blokus::replay(game.value());
  const auto& s = replay.state;

  ordered_json out;
  out["variant"] = std::string(s.info().name);
  out["moves"] = replay.moves;
  out["valid"] = !replay.first_invalid.has_value();
  out["first_invalid"] =
      replay.first_invalid ? invalid_json(ctx, s, *replay.first_invalid) : ordered_json(nullptr);
  out["to_move"] = to_move_json(s);
  ordered_json legal = ordered_json::object();
  ordered_json remaining = ordered_json::object();
  std::vector<blokus::PlacementId> moves;
  for (int c = 0; c < s.colors(); ++c) {
    moves.clear();
    s.legal_moves(static_cast<blokus::Color>(c), moves);
    legal[color_key(s, c)] = moves.size();
    remaining[color_key(s, c)] = s.remaining_squares(static_cast<blokus::Color>(c));
  }
  out["legal_moves"] = legal;
  out["remaining_squares"] = remaining;
  const auto scores = blokus::score(s);
  ordered_json colors = ordered_json::object();
  ordered_json color_points = ordered_json::object();
  for (const auto& c : scores.colors) {
    colors[color_key(s, c.color)] = c.boxed;
    color_points[color_key(s, c.color)] = c.points;
  }
  ordered_json players = ordered_json::object();
  ordered_json player_points = ordered_json::object();
  ordered_json rank_boxed = ordered_json::object();
  ordered_json rank_online = ordered_json::object();
  for (const auto& p : scores.players) {
    const auto name = blokus::player_name(s.variant(), p.player);
    players[name] = p.boxed;
    player_points[name] = p.points;
    rank_boxed[name] = p.rank_boxed;
    rank_online[name] = p.rank_online;
  }
  out["scores"] = ordered_json{{"colors", colors}, {"players", players}};
  out["points"] = ordered_json{{"colors", color_points}, {"players", player_points}};
  out["ranks"] = ordered_json{{"boxed", rank_boxed}, {"online", rank_online}};
  out["game_over"] = s.game_over();
  ctx.out << out.dump() << "\n";
  return replay.first_invalid ? kExitRuleBroken : kExitOk;
}

// --repeat N: how many times each position's moves are generated again for the timing
// (0: no timing). False, with the message written, when the option is malformed.
bool take_repeat(Context& ctx, std::vector<std::string>& args, long& repeat) {
  bool missing = false;
  const auto repeat_text = take_option(args, "--repeat", missing);
  repeat = 0;
  if (missing) {
    ctx.err << "tableref-cli blokus legal-moves: --repeat needs a number\n";
    return false;
  }
  if (repeat_text) {
    const auto* end = repeat_text->data() + repeat_text->size();
    const auto [ptr, ec] = std::from_chars(repeat_text->data(), end, repeat);
    if (ec != std::errc() || ptr != end || repeat < 1) {
      ctx.err << "tableref-cli blokus legal-moves: --repeat needs a positive number, got '"
              << *repeat_text << "'\n";
      return false;
    }
  }
  return true;
}

// The moves as cell lists ("a1,b1"), sorted by their cell indices so that the list is the
// same whatever order the generator found them in.
ordered_json moves_text(const blokus::GameState& s, const std::vector<blokus::PlacementId>& moves) {
  std::vector<std::vector<std::uint16_t>> keys;
  for (auto id : moves) {
    const auto& d = s.geometry().placement(id);
    keys.emplace_back(d.cells.begin(), d.cells.begin() + d.size);
  }
  std::sort(keys.begin(), keys.end());
  ordered_json texts = ordered_json::array();
  for (const auto& key : keys) {
    std::string t;
    for (auto p : key) {
      if (!t.empty()) t += ',';
      const auto cell = s.geometry().cell(p);
      t += blokus::format_cell(GridCell{cell.x, cell.y});
    }
    texts.push_back(t);
  }
  return texts;
}

// One output line of legal-moves: the position after a game's moves, its move counts per
// colour (and the moves with --list), and its first invalid move if any.
ordered_json position_json(Context& ctx, const blokus::Replay& replay, bool list) {
  const auto& s = replay.state;
  ordered_json line;
  line["to_move"] = to_move_json(s);
  ordered_json legal = ordered_json::object();
  ordered_json lists = ordered_json::object();
  for (int c = 0; c < s.colors(); ++c) {
    const auto moves = s.legal_moves(static_cast<blokus::Color>(c));
    legal[color_key(s, c)] = moves.size();
    if (list) lists[color_key(s, c)] = moves_text(s, moves);
  }
  line["legal"] = legal;
  if (list) line["moves"] = lists;
  if (replay.first_invalid) line["first_invalid"] = invalid_json(ctx, s, *replay.first_invalid);
  return line;
}

// --repeat's figures, on stderr so that stdout stays the same with or without it.
void print_timing(Context& ctx, const std::vector<blokus::GameState>& positions, long repeat) {
  std::vector<blokus::PlacementId> buffer;
  buffer.reserve(4096);
  std::uint64_t generations = 0;
  std::uint64_t moves = 0;
  std::chrono::nanoseconds elapsed{0};
  std::clock_t cpu = 0;
  for (const auto& s : positions) {
    const auto start = std::chrono::steady_clock::now();
    const std::clock_t cpu_start = std::clock();
    for (long r = 0; r < repeat; ++r) {
      for (int c = 0; c < s.colors(); ++c) {
        buffer.clear();
        s.legal_moves(static_cast<blokus::Color>(c), buffer);
        moves += buffer.size();
        ++generations;
      }
    }
    cpu += std::clock() - cpu_start;
    elapsed += std::chrono::steady_clock::now() - start;
  }
  ordered_json timing;
  timing["positions"] = positions.size();
  timing["generations"] = generations;
  timing["moves"] = moves;
  timing["ns_per_generation"] =
      generations == 0 ? 0.0
                       : static_cast<double>(elapsed.count()) / static_cast<double>(generations);
  // The same on the process's CPU clock: steadier than the wall clock on a busy machine.
  timing["cpu_ns_per_generation"] =
      generations == 0
          ? 0.0
          : static_cast<double>(cpu) * 1e9 / CLOCKS_PER_SEC / static_cast<double>(generations);
  ctx.err << timing.dump() << "\n";
}

int legal_moves(Context& ctx, std::vector<std::string> args) {
  const bool list = take_flag(args, "--list");
  long repeat = 0;
  if (!take_repeat(ctx, args, repeat)) return kExitUsage;
  if (args.size() != 1) {
    ctx.err << kUsage;
    return kExitUsage;
  }
  const auto text = read_file(ctx, args[0]);
  if (!text) return kExitUsage;
  const auto games = blokus::read_sgf_collection(*text);
  if (!games) return file_error(ctx, args[0], games.violations());

  bool all_valid = true;
  std::vector<blokus::GameState> positions;
  for (const auto& game : games.value()) {
    auto replay = blokus::replay(game);
    if (replay.first_invalid) all_valid = false;
    ctx.out << position_json(ctx, replay, list).dump() << "\n";
    if (repeat > 0) positions.push_back(std::move(replay.state));
  }
  if (repeat > 0) print_timing(ctx, positions, repeat);
  return all_valid ? kExitOk : kExitRuleBroken;
}

int run_blokus(Context& ctx, std::vector<std::string> args) {
  if (args.empty()) {
    ctx.err << kUsage;
    return kExitUsage;
  }
  const std::string command = args.front();
  args.erase(args.begin());
  if (command == "analyze") return analyze(ctx, std::move(args));
  if (command == "legal-moves") return legal_moves(ctx, std::move(args));
  if (command == "read-photo") return read_photo(ctx, std::move(args));
  ctx.err << "tableref-cli blokus: unknown command '" << command << "'\n" << kUsage;
  return kExitUsage;
}

}  // namespace

GameCommand blokus_command() {
  return {"blokus",
          R"(  tableref-cli blokus analyze FILE.blksgf
  tableref-cli blokus legal-moves [--list] [--repeat N] FILE
  tableref-cli blokus read-photo PHOTO [--corners x1,y1,...,x4,y4] [--variant classic|duo]
                                       [--monomino-last LETTERS]
)",
          run_blokus};
}

}  // namespace tableref::cli
