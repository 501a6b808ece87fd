// tableref-cli blockkiller play|quick|exchange|best: the Block-Killer referee, headless.
#include <algorithm>
#include <nlohmann/json.hpp>
#include <ostream>

#include "../cli.hpp"
#include "tableref/app/paths.hpp"
#include "tableref/base/input_reason.hpp"
#include "tableref/controllers/blockkiller/json.hpp"
#include "tableref/controllers/json_input.hpp"
#include "tableref/referee/blockkiller/exchange.hpp"
#include "tableref/referee/blockkiller/fumen.hpp"
#include "tableref/referee/blockkiller/play.hpp"
#include "tableref/referee/blockkiller/reason.hpp"
#include "tableref/search/blockkiller/best_play.hpp"

namespace tableref::cli {
namespace {

namespace bk = tableref::blockkiller;
namespace bj = tableref::controllers::blockkiller_json;
using nlohmann::json;

constexpr const char* kUsage =
    "usage: tableref-cli blockkiller play FILE.json\n"
    "       tableref-cli blockkiller play --fumen STRING [--rules JSON]\n"
    "       tableref-cli blockkiller quick FILE.json\n"
    "       tableref-cli blockkiller exchange FILE.json\n"
    "       tableref-cli blockkiller best FILE.json\n"
    "       tableref-cli blockkiller table FILE.json   (replay {\"setup\", \"events\"})\n";

int usage_error(Context& ctx, const std::string& message) {
  ctx.err << "tableref-cli blockkiller: " << message << "\n";
  return kExitUsage;
}

// An input of the wrong shape, in the user's language (exit 2).
int usage_error(Context& ctx, const Violations& problems) {
  for (const auto& problem : problems) {
    ctx.err << "tableref-cli blockkiller: " << ctx.catalog.render(ctx.language, problem) << "\n";
  }
  return kExitUsage;
}

// Reads and parses FILE.json; exits 2 on unreadable or malformed input.
std::optional<json> read_json(Context& ctx, const std::vector<std::string>& args, int& code) {
  if (args.size() != 1) {
    ctx.err << kUsage;
    code = kExitUsage;
    return std::nullopt;
  }
  const auto text = read_file(ctx, args.front());
  if (!text) {
    code = kExitUsage;
    return std::nullopt;
  }
  auto doc = controllers::json_input::parse(*text);
  if (doc && !doc.value().is_object()) {
    doc = Violation{InputReason::kNotObject,
                    {Param{"key", std::string(controllers::json_input::kTopLevel)}}};
  }
  if (!doc) {
    ctx.err << "tableref-cli blockkiller: " << args.front() << ":\n";
    code = usage_error(ctx, doc.violations());
    return std::nullopt;
  }
  return std::move(doc).value();
}

std::optional<bk::RuleOptions> rules_of(Context& ctx, const json& doc, int& code) {
  auto rules = bj::parse_rules(doc.contains("rules") ? doc["rules"] : json());
  if (!rules) {
    code = usage_error(ctx, rules.violations());
    return std::nullopt;
  }
  return rules.value();
}

std::optional<std::vector<bk::GarbageCatalogEntry>> load_catalog(Context& ctx) {
  const std::string path = app::asset_directory() + "/blockkiller/garbage_cards.tsv";
  const auto text = read_file(ctx, path);
  if (!text) return std::nullopt;
  auto parsed = bk::parse_garbage_catalog(*text);
  if (!parsed) {
    ctx.err << "tableref-cli: " << path << ": " << ctx.catalog.render(ctx.language, parsed.error())
            << "\n";
    return std::nullopt;
  }
  return parsed.value();
}

std::optional<std::vector<bk::BlockCatalogEntry>> load_blocks(Context& ctx) {
  const std::string path = app::asset_directory() + "/blockkiller/block_cards.tsv";
  const auto text = read_file(ctx, path);
  if (!text) return std::nullopt;
  auto parsed = bk::parse_block_catalog(*text);
  if (!parsed) {
    ctx.err << "tableref-cli: " << path << ": " << ctx.catalog.render(ctx.language, parsed.error())
            << "\n";
    return std::nullopt;
  }
  return parsed.value();
}

// The field of an input document; prints the violation and sets exit 1 for bad content.
std::optional<bk::Field> field_of(Context& ctx, const json& doc, int& code,
                                  std::vector<bk::StackedGarbage>* stack = nullptr) {
  std::vector<bk::GarbageCatalogEntry> catalog;
  if (doc.contains("garbage")) {
    auto loaded = load_catalog(ctx);
    if (!loaded) {
      code = kExitUsage;
      return std::nullopt;
    }
    catalog = std::move(*loaded);
  }
  auto in = bj::parse_field(doc, catalog);
  if (!in) {
    code = usage_error(ctx, in.violations());
    return std::nullopt;
  }
  if (in.value().violation) {
    json out{{"legal", false},
             {"reason", bj::reason_slug(in.value().violation->reason)},
             {"message", ctx.catalog.render(ctx.language, *in.value().violation)}};
    ctx.out << out.dump(2) << "\n";
    ctx.err << "tableref-cli: " << ctx.catalog.render(ctx.language, *in.value().violation) << "\n";
    code = kExitRuleBroken;
    return std::nullopt;
  }
  if (stack != nullptr) *stack = in.value().stack;
  return *in.value().field;
}

json field_rows(const bk::Field& field) {
  json rows = json::array();
  for (const auto& r : field.to_rows_top_down()) rows.push_back(r);
  return rows;
}

// Evaluates the pieces on the field and prints the verdict.
int run_play_on(Context& ctx, const bk::Field& field, const std::vector<bj::PieceInput>& inputs,
                const bk::RuleOptions& rules, const std::vector<std::string>& comments,
                const std::vector<bk::StackedGarbage>& stack = {}) {
  // The pieces up to the first unknown piece name go to the referee in one play, so cleared
  // rows are traced back to the start field.
  std::vector<bk::PlacedPiece> known;
  for (const auto& in : inputs) {
    if (!in.piece) break;
    known.push_back(bk::PlacedPiece{*in.piece, in.cells});
  }
  const auto verdict = bk::evaluate_play(field, known, rules);
  json pieces = json::array();
  std::vector<bk::PlacedPiece> placed;
  bool legal = verdict.legal;
  auto refuse = [&](json& p, const Violation& v) {
    p["legal"] = false;
    p["reason"] = bj::reason_slug(v.reason);
    p["code"] = static_cast<int>(v.reason.value());
    p["message"] = ctx.catalog.render(ctx.language, v);
  };
  for (std::size_t i = 0; i < verdict.pieces.size(); ++i) {
    const auto& pv = verdict.pieces[i];
    json p{{"piece", std::string(bk::piece_name(pv.piece))},
           {"cells", bj::cells_json(inputs[i].cells)}};
    if (pv.violation) {
      refuse(p, *pv.violation);
    } else {
      placed.push_back(known[i]);
      p["legal"] = true;
      p["reason"] = nullptr;
      const json scored = bj::piece_attack_json(verdict.attack.pieces[i]);
      for (auto it = scored.begin(); it != scored.end(); ++it) p[it.key()] = it.value();
      p["cleared_rows"] = pv.cleared_rows;
    }
    pieces.push_back(p);
  }
  if (legal && known.size() < inputs.size()) {
    const auto& in = inputs[known.size()];
    json p{{"piece", in.name}, {"cells", bj::cells_json(in.cells)}};
    refuse(p, Violation{blockkiller::Reason::kBkNotAPiece,
                        {Param{"piece", in.name}, Param{"cells", in.cells}}});
    pieces.push_back(p);
    legal = false;
  }
  json out{{"legal", legal},
           {"pieces", pieces},
           {"attack", verdict.attack.attack},
           {"offset", verdict.attack.offset},
           {"cleared_rows", verdict.cleared_rows},
           {"field_after", field_rows(verdict.field_after)},
           {"rules", bj::rules_json(rules)}};
  if (!stack.empty()) {
    out["garbage_cards_cleared"] = bk::cards_in_rows(stack, verdict.cleared_rows);
  }
  if (auto pages = bk::fumen::pages_from_play(field, placed, comments)) {
    out["fumen"] = bk::fumen::encode(pages.value());
  }
  ctx.out << out.dump(2) << "\n";
  return legal ? kExitOk : kExitRuleBroken;
}

int play_fumen(Context& ctx, std::vector<std::string> args, const std::string& text) {
  bk::RuleOptions rules;
  bool missing = false;
  if (auto r = take_option(args, "--rules", missing)) {
    auto inline_rules = controllers::json_input::parse(*r);
    json j;
    if (inline_rules) {
      j = std::move(inline_rules).value();
    } else {
      // Not inline JSON: a file holding {"rules": {...}} or the rules object itself.
      const auto file = read_file(ctx, *r);
      if (!file) return kExitUsage;
      auto from_file = controllers::json_input::parse(*file);
      if (!from_file) return usage_error(ctx, from_file.violations());
      j = std::move(from_file).value();
    }
    if (j.is_object() && j.contains("rules")) j = j["rules"];
    auto parsed = bj::parse_rules(j);
    if (!parsed) return usage_error(ctx, parsed.violations());
    rules = parsed.value();
  }
  if (missing) return usage_error(ctx, "--rules needs a value");
  if (!args.empty()) return usage_error(ctx, "unexpected argument " + args.front());
  auto pages = bk::fumen::decode(text);
  Result<bk::fumen::FumenPlay> play = pages ? bk::fumen::play_from_pages(pages.value())
                                            : Result<bk::fumen::FumenPlay>(pages.error());
  if (!play) {
    json out{{"legal", false},
             {"reason", bj::reason_slug(play.error().reason)},
             {"code", static_cast<int>(play.error().reason.value())},
             {"message", ctx.catalog.render(ctx.language, play.error())}};
    ctx.out << out.dump(2) << "\n";
    ctx.err << "tableref-cli: " << ctx.catalog.render(ctx.language, play.error()) << "\n";
    return kExitRuleBroken;
  }
  std::vector<bj::PieceInput> inputs;
  for (const auto& p : play.value().pieces) {
    inputs.push_back(bj::PieceInput{p.piece, std::string(bk::piece_name(p.piece)), p.cells});
  }
  return run_play_on(ctx, play.value().field, inputs, rules, play.value().comments);
}

int play(Context& ctx, std::vector<std::string> args) {
  bool missing = false;
  if (auto text = take_option(args, "--fumen", missing)) return play_fumen(ctx, args, *text);
  if (missing) return usage_error(ctx, "--fumen needs a value");
  int code = kExitOk;
  auto doc = read_json(ctx, args, code);
  if (!doc) return code;
  auto rules = rules_of(ctx, *doc, code);
  if (!rules) return code;
  if (!doc->contains("pieces")) return usage_error(ctx, "play needs \"pieces\"");
  auto pieces = bj::parse_pieces((*doc)["pieces"]);
  if (!pieces) return usage_error(ctx, pieces.violations());
  std::vector<bk::StackedGarbage> stack;
  auto field = field_of(ctx, *doc, code, &stack);
  if (!field) return code;
  return run_play_on(ctx, *field, pieces.value(), *rules, {}, stack);
}

int quick(Context& ctx, std::vector<std::string> args) {
  int code = kExitOk;
  auto doc = read_json(ctx, args, code);
  if (!doc) return code;
  auto rules = rules_of(ctx, *doc, code);
  if (!rules) return code;
  if (!doc->contains("clears") || !(*doc)["clears"].is_array()) {
    return usage_error(ctx, "quick needs \"clears\": [{\"lines\": 2, \"spin\": \"full\"}, ...]");
  }
  std::vector<bk::PieceClear> clears;
  std::vector<std::string> names;
  for (const auto& c : (*doc)["clears"]) {
    if (!c.is_object()) return usage_error(ctx, "each clear is {\"lines\", \"spin\"}");
    bk::PieceClear clear;
    std::string name;
    for (const auto& [key, value] : c.items()) {
      if (key == "lines") {
        if (!value.is_number_integer()) return usage_error(ctx, "\"lines\" must be an integer");
        const auto v = value.get<std::int64_t>();
        if (v < 0) return usage_error(ctx, "\"lines\" cannot be negative");
        clear.lines = static_cast<int>(std::min<std::int64_t>(v, 1000));
      } else if (key == "spin") {
        if (!value.is_string()) return usage_error(ctx, "\"spin\" is none, mini or full");
        const auto spin = bk::parse_spin(value.get<std::string>());
        if (!spin) return usage_error(ctx, "\"spin\" is none, mini or full");
        clear.spin = *spin;
      } else if (key == "piece") {
        if (!value.is_string() || !bk::parse_piece(value.get<std::string>())) {
          return usage_error(ctx, "\"piece\" is one of Z S J L T O I monomino");
        }
        name = std::string(bk::piece_name(*bk::parse_piece(value.get<std::string>())));
      }  // other keys (notes from a front end) are ignored
    }
    clears.push_back(clear);
    names.push_back(name);
  }
  auto scored = bk::quick_play(clears, *rules);
  if (!scored) {
    json out{{"legal", false},
             {"reason", bj::reason_slug(scored.error().reason)},
             {"message", ctx.catalog.render(ctx.language, scored.error())}};
    ctx.out << out.dump(2) << "\n";
    return kExitRuleBroken;
  }
  json pieces = json::array();
  for (std::size_t i = 0; i < scored.value().pieces.size(); ++i) {
    json p{{"piece", names[i].empty() ? json(nullptr) : json(names[i])},
           {"legal", true},
           {"reason", nullptr}};
    json a = bj::piece_attack_json(scored.value().pieces[i]);
    for (auto it = a.begin(); it != a.end(); ++it) p[it.key()] = it.value();
    pieces.push_back(p);
  }
  json out{{"legal", true},
           {"pieces", pieces},
           {"attack", scored.value().attack},
           {"offset", scored.value().offset},
           {"rules", bj::rules_json(*rules)}};
  ctx.out << out.dump(2) << "\n";
  return kExitOk;
}

int exchange(Context& ctx, std::vector<std::string> args) {
  int code = kExitOk;
  auto doc = read_json(ctx, args, code);
  if (!doc) return code;
  bk::ExchangeInput in;
  for (const auto& [key, value] : doc->items()) {
    int* target = nullptr;
    if (key == "attack") target = &in.attack;
    if (key == "defence" || key == "defense") target = &in.defence;
    if (key == "offset") target = &in.offset;
    if (target == nullptr) continue;  // "rules" and notes are ignored
    if (!value.is_number_integer() || value.get<std::int64_t>() < 0 ||
        value.get<std::int64_t>() > 1000000) {
      return usage_error(ctx, "\"" + key + "\" must be a non-negative integer");
    }
    *target = static_cast<int>(value.get<std::int64_t>());
  }
  if (!doc->contains("attack")) return usage_error(ctx, "exchange needs \"attack\"");
  const auto r = bk::settle_exchange(in);
  // "cancelled": was the whole attack cancelled (the reference's words); the amount
  // taken away by offset and defence is "attack_removed".
  json out{{"cancelled", r.defender_draws == 0},
           {"attack_removed", r.cancelled},
           {"counter", r.counter},
           {"defender_draws", r.defender_draws},
           {"after_offset", r.after_offset}};
  ctx.out << out.dump(2) << "\n";
  return kExitOk;
}

// best's "hand": piece names, at most 12. False with `code` set when it is not one.
bool read_hand(Context& ctx, const json& doc, std::vector<bk::Piece>& hand, int& code) {
  if (!doc.contains("hand") || !doc["hand"].is_array()) {
    code = usage_error(ctx, "best needs \"hand\": [\"T\", \"I\", ...]");
    return false;
  }
  for (const auto& p : doc["hand"]) {
    if (!p.is_string() || !bk::parse_piece(p.get<std::string>())) {
      code = usage_error(ctx, "hand holds piece names: Z S J L T O I monomino");
      return false;
    }
    hand.push_back(*bk::parse_piece(p.get<std::string>()));
  }
  if (hand.size() > 12) {
    code = usage_error(ctx, "a hand holds at most 12 block cards here");
    return false;
  }
  return true;
}

// A hand that holds more copies of a piece than the deck has is a broken rule, not a usage
// error: it is answered with the reason as JSON. False with `code` set then.
bool hand_fits_deck(Context& ctx, const std::vector<bk::Piece>& hand, int& code) {
  const auto blocks = load_blocks(ctx);
  if (!blocks) {
    code = kExitUsage;
    return false;
  }
  for (const auto& entry : *blocks) {
    const auto count = std::count(hand.begin(), hand.end(), entry.piece);
    if (count > entry.copies) {
      const Violation v{blockkiller::Reason::kBkHandExceedsDeck,
                        {Param{"piece", std::string(bk::piece_name(entry.piece))},
                         Param{"count", static_cast<std::int64_t>(count)},
                         Param{"copies", static_cast<std::int64_t>(entry.copies)}}};
      json out{{"reason", bj::reason_slug(v.reason)},
               {"message", ctx.catalog.render(ctx.language, v)}};
      ctx.out << out.dump(2) << "\n";
      code = kExitRuleBroken;
      return false;
    }
  }
  return true;
}

// The search's limits, each optional: "budget_ms", "node_budget", "beam_width". False with
// `code` set when one is out of its range.
bool read_search_limits(Context& ctx, const json& doc, bk::BestPlayQuery& query, int& code) {
  if (doc.contains("budget_ms")) {
    const auto& b = doc["budget_ms"];
    if (!b.is_number_integer() || b.get<std::int64_t>() < 1 || b.get<std::int64_t>() > 600000) {
      code = usage_error(ctx, "\"budget_ms\" is 1..600000");
      return false;
    }
    query.budget = std::chrono::milliseconds(b.get<std::int64_t>());
  }
  if (doc.contains("node_budget")) {
    const auto& n = doc["node_budget"];
    if (!n.is_number_integer() || n.get<std::int64_t>() < 0 ||
        n.get<std::int64_t>() > 4'000'000'000) {
      code = usage_error(ctx, "\"node_budget\" is 0..4000000000 (0: no count, only the clock)");
      return false;
    }
    query.node_budget = static_cast<std::uint64_t>(n.get<std::int64_t>());
  }
  if (doc.contains("beam_width")) {
    const auto& w = doc["beam_width"];
    if (!w.is_number_integer() || w.get<std::int64_t>() < 0 || w.get<std::int64_t>() > 1024) {
      code = usage_error(ctx, "\"beam_width\" is 0..1024 (0: the exact search alone)");
      return false;
    }
    query.beam_width = static_cast<int>(w.get<std::int64_t>());
  }
  return true;
}

// The play found, as best prints it: each piece with its cells and attack, the totals, the
// search's figures, and the play replayed on the field (its fumen, the rows it cleared, and
// with stacked garbage the garbage cards those rows held).
json best_play_json(const bk::BestPlayQuery& query, const bk::BestPlay& found,
                    const std::vector<bk::StackedGarbage>& stack) {
  json pieces = json::array();
  std::vector<bk::PlacedPiece> placed;
  for (std::size_t i = 0; i < found.steps.size(); ++i) {
    json p{{"piece", std::string(bk::piece_name(found.steps[i].piece))},
           {"cells", bj::cells_json(found.steps[i].cells)}};
    json a = bj::piece_attack_json(found.attack.pieces[i]);
    for (auto it = a.begin(); it != a.end(); ++it) p[it.key()] = it.value();
    pieces.push_back(p);
    placed.push_back(bk::PlacedPiece{found.steps[i].piece, found.steps[i].cells});
  }
  json out{{"attack", found.attack.attack},
           {"offset", found.attack.offset},
           {"cards", found.cards},
           {"exhaustive", found.exhaustive},
           {"exhaustive_cards", found.exhaustive_cards},
           {"nodes", found.nodes},
           {"clock_stopped", found.clock_stopped},
           {"pieces", pieces}};
  if (auto pages = bk::fumen::pages_from_play(query.field, placed)) {
    out["fumen"] = bk::fumen::encode(pages.value());
  }
  const auto replayed = bk::evaluate_play(query.field, placed, query.rules, query.chain);
  out["cleared_rows"] = replayed.cleared_rows;
  if (!stack.empty())
    out["garbage_cards_cleared"] = bk::cards_in_rows(stack, replayed.cleared_rows);
  return out;
}

int best(Context& ctx, std::vector<std::string> args) {
  int code = kExitOk;
  auto doc = read_json(ctx, args, code);
  if (!doc) return code;
  auto rules = rules_of(ctx, *doc, code);
  if (!rules) return code;
  bk::BestPlayQuery query;
  query.rules = *rules;
  if (!read_hand(ctx, *doc, query.hand, code)) return code;
  if (!hand_fits_deck(ctx, query.hand, code)) return code;
  if (!read_search_limits(ctx, *doc, query, code)) return code;
  std::vector<bk::StackedGarbage> stack;
  auto field = field_of(ctx, *doc, code, &stack);
  if (!field) return code;
  query.field = *field;
  const auto found = bk::find_best_play(query);
  ctx.out << best_play_json(query, found, stack).dump(2) << "\n";
  return kExitOk;
}

// Replays {"setup": {...}, "events": [...]} and prints the table; a refused event stops the
// replay (exit 1) and the state before it is printed with the reason.
int table(Context& ctx, std::vector<std::string> args) {
  int code = kExitOk;
  auto doc = read_json(ctx, args, code);
  if (!doc) return code;
  auto setup = bj::parse_setup(doc->contains("setup") ? (*doc)["setup"] : json::object());
  if (!setup) return usage_error(ctx, setup.violations());
  std::vector<bk::TableEvent> events;
  if (doc->contains("events")) {
    if (!(*doc)["events"].is_array()) return usage_error(ctx, "\"events\" is a list");
    for (const auto& ev : (*doc)["events"]) {
      auto parsed = bj::parse_event(ev);
      if (!parsed) return usage_error(ctx, parsed.violations());
      events.push_back(parsed.value());
    }
  }
  auto started = bk::start_table(setup.value());
  if (!started) {
    json out{{"reason", bj::reason_slug(started.error().reason)},
             {"message", ctx.catalog.render(ctx.language, started.error())}};
    ctx.out << out.dump(2) << "\n";
    return kExitRuleBroken;
  }
  bk::TableState state = started.value();
  for (std::size_t i = 0; i < events.size(); ++i) {
    auto next = bk::apply_event(state, events[i]);
    if (!next) {
      json out = bj::table_json(state);
      out["refused"] = json{{"event", i},
                            {"reason", bj::reason_slug(next.error().reason)},
                            {"code", static_cast<int>(next.error().reason.value())},
                            {"message", ctx.catalog.render(ctx.language, next.error())}};
      ctx.out << out.dump(2) << "\n";
      return kExitRuleBroken;
    }
    state = std::move(next).value();
  }
  ctx.out << bj::table_json(state).dump(2) << "\n";
  return kExitOk;
}

int run_blockkiller(Context& ctx, std::vector<std::string> args) {
  if (args.empty()) {
    ctx.err << kUsage;
    return kExitUsage;
  }
  const std::string sub = args.front();
  args.erase(args.begin());
  if (sub == "play") return play(ctx, std::move(args));
  if (sub == "quick") return quick(ctx, std::move(args));
  if (sub == "exchange") return exchange(ctx, std::move(args));
  if (sub == "best") return best(ctx, std::move(args));
  if (sub == "table") return table(ctx, std::move(args));
  ctx.err << "tableref-cli blockkiller: unknown subcommand '" << sub << "'\n" << kUsage;
  return kExitUsage;
}

}  // namespace

GameCommand blockkiller_command() {
  return {"blockkiller",
          R"(  tableref-cli blockkiller play FILE.json | play --fumen STRING
  tableref-cli blockkiller quick|exchange|best|table FILE.json
)",
          run_blockkiller};
}

}  // namespace tableref::cli
