#include <charconv>
#include <nlohmann/json.hpp>
#include <ostream>

#include "cli.hpp"
#include "db/store_options.hpp"
#include "tableref/controllers/export_reason.hpp"
#include "tableref/controllers/json_input.hpp"
#include "tableref/controllers/session_export.hpp"
#include "tableref/db/store.hpp"
#include "tableref/db/store_reason.hpp"

namespace tableref::cli {
namespace {

// A stored JSON text, shown as it is stored: this prints, it does not judge. The store checks
// rules and payloads (json_valid) but not a result, so a text that does not read is printed
// as the string it is, never as nlohmann's "<discarded>", which is not JSON (docs/errors.md).
nlohmann::json stored_json(const std::string& text) {
  auto json = controllers::json_input::parse_tolerant(text);
  return json ? *json : nlohmann::json(text);
}

nlohmann::json summary_json(const db::SessionSummary& s) {
  nlohmann::json seats = nlohmann::json::array();
  for (const auto& seat : s.seats) {
    seats.push_back({{"seat", seat.seat}, {"player", seat.player}, {"role", seat.role}});
  }
  nlohmann::json j{{"id", s.id},
                   {"game", s.game},
                   {"variant", s.variant},
                   {"status", std::string(db::status_name(s.status))},
                   {"created_at", s.created_at},
                   {"updated_at", s.updated_at},
                   {"events", s.event_count},
                   {"players", seats}};
  j["rules"] = stored_json(s.rules_json);
  j["result"] = s.result_json.empty() ? nlohmann::json(nullptr) : stored_json(s.result_json);
  return j;
}

std::string players_text(const db::SessionSummary& s) {
  std::string text;
  for (const auto& seat : s.seats) {
    if (!text.empty()) text += ", ";
    text += seat.player;
    if (!seat.role.empty()) text += " (" + seat.role + ")";
  }
  return text;
}

// Parses a session ID argument; prints why not on ctx.err.
std::optional<std::int64_t> parse_id(Context& ctx, const std::string& command,
                                     const std::string& text) {
  std::int64_t id = 0;
  const auto parsed = std::from_chars(text.data(), text.data() + text.size(), id);
  if (parsed.ec != std::errc{} || parsed.ptr != text.data() + text.size()) {
    ctx.err << "tableref-cli sessions " << command << ": '" << text << "' is not a session ID\n";
    return std::nullopt;
  }
  return id;
}

int list(Context& ctx, std::vector<std::string> args) {
  int exit_code = kExitOk;
  bool missing = false;
  db::SessionFilter filter;
  filter.limit = 1000000;
  filter.game = take_option(args, "--game", missing);
  filter.player = take_option(args, "--player", missing);
  if (auto status = take_option(args, "--status", missing)) {
    filter.status = db::parse_status(*status);
    if (!filter.status) {
      ctx.err << "tableref-cli: --status is active, finished or abandoned\n";
      return kExitUsage;
    }
  }
  const bool as_json = take_flag(args, "--json");
  auto store = open_store(ctx, args, exit_code);
  if (!store) return exit_code;
  if (missing || !args.empty()) {
    ctx.err << "tableref-cli sessions list: unexpected arguments (try --help)\n";
    return kExitUsage;
  }
  auto sessions = store->list_sessions(filter);
  if (!sessions) {
    ctx.err << "tableref-cli: " << ctx.catalog.render(ctx.language, sessions.error()) << "\n";
    return kExitUsage;
  }
  if (as_json) {
    nlohmann::json all = nlohmann::json::array();
    for (const auto& s : sessions.value()) all.push_back(summary_json(s));
    ctx.out << all.dump(2) << "\n";
    return kExitOk;
  }
  for (const auto& s : sessions.value()) {
    ctx.out << s.id << "\t" << s.game << "\t" << s.variant << "\t" << db::status_name(s.status)
            << "\t" << s.created_at << "\t" << players_text(s) << "\n";
  }
  return kExitOk;
}

int show(Context& ctx, std::vector<std::string> args) {
  int exit_code = kExitOk;
  const bool as_json = take_flag(args, "--json");
  auto store = open_store(ctx, args, exit_code);
  if (!store) return exit_code;
  if (args.size() != 1) {
    ctx.err << "tableref-cli sessions show: needs one session ID\n";
    return kExitUsage;
  }
  std::int64_t id = 0;
  const auto& text = args.front();
  const auto parsed = std::from_chars(text.data(), text.data() + text.size(), id);
  if (parsed.ec != std::errc{} || parsed.ptr != text.data() + text.size()) {
    ctx.err << "tableref-cli sessions show: '" << text << "' is not a session ID\n";
    return kExitUsage;
  }
  auto session = store->session(id);
  if (!session) {
    ctx.err << "tableref-cli: " << ctx.catalog.render(ctx.language, session.error()) << "\n";
    return kExitRuleBroken;
  }
  auto events = store->events(id);
  if (!events) {
    ctx.err << "tableref-cli: " << ctx.catalog.render(ctx.language, events.error()) << "\n";
    return kExitUsage;
  }
  if (as_json) {
    auto j = summary_json(session.value());
    nlohmann::json list = nlohmann::json::array();
    for (const auto& e : events.value()) {
      list.push_back(
          {{"seq", e.seq}, {"at", e.at}, {"kind", e.kind}, {"payload", stored_json(e.payload)}});
    }
    j["event_log"] = list;
    ctx.out << j.dump(2) << "\n";
    return kExitOk;
  }
  const auto& s = session.value();
  ctx.out << "session " << s.id << ": " << s.game << " / " << s.variant << " ("
          << db::status_name(s.status) << ")\n"
          << "created " << s.created_at << ", updated " << s.updated_at << "\n"
          << "players: " << players_text(s) << "\n"
          << "rules: " << s.rules_json << "\n";
  if (!s.result_json.empty()) ctx.out << "result: " << s.result_json << "\n";
  for (const auto& e : events.value()) {
    ctx.out << "  #" << e.seq << " " << e.at << " " << e.kind << " " << e.payload << "\n";
  }
  return kExitOk;
}

// sessions export ID --format json|csv|bgstats|bgstats-url|blksgf|fumen: to stdout.
// bgstats-url: BG Stats' documented push address for the play (open it on a device with BG
// Stats to add the play there).
int export_command(Context& ctx, std::vector<std::string> args) {
  int exit_code = kExitOk;
  bool missing = false;
  const auto format = take_option(args, "--format", missing).value_or("json");
  if (missing) {
    ctx.err << "tableref-cli sessions export: --format needs json, csv, bgstats, bgstats-url, "
               "blksgf or "
               "fumen\n";
    return kExitUsage;
  }
  auto store = open_store(ctx, args, exit_code);
  if (!store) return exit_code;
  if (args.size() != 1) {
    ctx.err << "tableref-cli sessions export: needs one session ID\n";
    return kExitUsage;
  }
  const auto id = parse_id(ctx, "export", args.front());
  if (!id) return kExitUsage;
  auto record = controllers::load_session(*store, *id);
  if (!record) {
    ctx.err << "tableref-cli: " << ctx.catalog.render(ctx.language, record.error()) << "\n";
    return record.error().reason == db::StoreReason::kNotFound ? kExitRuleBroken : kExitUsage;
  }
  if (format == "bgstats-url") {
    ctx.out << controllers::bgstats_push_url(record.value(), controllers::history_registry())
            << "\n";
    return kExitOk;
  }
  auto text = controllers::export_session(record.value(), format, controllers::history_registry());
  if (!text) {
    ctx.err << "tableref-cli sessions export: " << ctx.catalog.render(ctx.language, text.error())
            << "\n";
    return kExitUsage;
  }
  ctx.out << text.value();
  return kExitOk;
}

// sessions import FILE: our JSON (or a registered format by extension); prints the new id.
int import_command(Context& ctx, std::vector<std::string> args) {
  int exit_code = kExitOk;
  auto store = open_store(ctx, args, exit_code);
  if (!store) return exit_code;
  if (args.size() != 1) {
    ctx.err << "tableref-cli sessions import: needs one FILE\n";
    return kExitUsage;
  }
  const auto& path = args.front();
  const auto text = read_file(ctx, path);
  if (!text) return kExitUsage;
  auto record = controllers::read_session_file(path, *text, controllers::history_registry());
  if (!record) {
    for (const auto& v : record.violations()) {
      ctx.err << "tableref-cli sessions import: " << path << ": "
              << ctx.catalog.render(ctx.language, v) << "\n";
    }
    const auto reason = record.error().reason;
    return reason == controllers::ExportReason::kNotAvailable ||
                   reason == controllers::ExportReason::kNotImportable
               ? kExitUsage
               : kExitRuleBroken;
  }
  auto id = controllers::import_session(*store, record.value());
  if (!id) {
    ctx.err << "tableref-cli sessions import: " << path << ": "
            << ctx.catalog.render(ctx.language, id.error()) << "\n";
    return kExitRuleBroken;
  }
  ctx.out << id.value() << "\n";
  return kExitOk;
}

}  // namespace

int run_sessions(Context& ctx, std::vector<std::string> args) {
  if (args.empty()) {
    ctx.err << "tableref-cli sessions: list, show, export or import (try --help)\n";
    return kExitUsage;
  }
  const std::string sub = args.front();
  args.erase(args.begin());
  if (sub == "list") return list(ctx, std::move(args));
  if (sub == "show") return show(ctx, std::move(args));
  if (sub == "export") return export_command(ctx, std::move(args));
  if (sub == "import") return import_command(ctx, std::move(args));
  ctx.err << "tableref-cli sessions: unknown subcommand '" << sub << "'\n";
  return kExitUsage;
}

}  // namespace tableref::cli
