// tableref-cli: the headless face of the referee and the session store.
#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

#include "cli.hpp"
#include "tableref/app/paths.hpp"

namespace {

constexpr const char* kUsageHead =
    R"(tableref-cli: the tableref referee and session store, headless.

Usage:
  tableref-cli --help | --version
  tableref-cli sessions list [--db PATH] [--json] [--game G] [--status S] [--player NAME]
  tableref-cli sessions show ID [--db PATH] [--json]
  tableref-cli sessions export ID --format json|csv|bgstats|bgstats-url|blksgf|fumen [--db PATH]
  tableref-cli sessions import FILE [--db PATH]       (our JSON, or a .blksgf game)
  tableref-cli db backup PATH [--db PATH] [--force]
  tableref-cli db restore PATH [--db PATH]
  tableref-cli hub join URL JOIN_CODE [--name DEVICE] [--db PATH]   (a club's hub)
  tableref-cli hub sync [--db PATH]    prints {"pushed": n, "pulled": m}; exit 3: hub unreachable
  tableref-cli hub leave [--db PATH]   forgets the club's link and token, keeps every session
  tableref-cli hub status [--db PATH]  the club's state as JSON
  tableref-cli hub share SESSION_ID [--db PATH]   prints {"session", "code", "url"} to follow it live
  tableref-cli hub live SESSION_ID [--db PATH]    pushes the session's live state after a move
  tableref-cli hub standings [--db PATH] [--game G] [--json]   players' games, places, ratings
)";

constexpr const char* kUsageTail = R"(
Options:
  --db PATH     the session database (default: $XDG_DATA_HOME/tableref/tableref.db)
  --lang CODE   language of messages: en, zh-Hans, zh-Hant (default: from LANG)

Exit codes: 0 success; 1 the input broke a game rule or is invalid content;
2 usage error or unreadable input (message on stderr).
)";

tableref::app::Language language_from_environment() {
  const char* lang = std::getenv("LANG");
  if (lang == nullptr) return tableref::app::Language::kEnglish;
  const std::string value = lang;
  if (value.rfind("zh_TW", 0) == 0 || value.rfind("zh_HK", 0) == 0) {
    return tableref::app::Language::kTraditionalChinese;
  }
  if (value.rfind("zh", 0) == 0) return tableref::app::Language::kSimplifiedChinese;
  return tableref::app::Language::kEnglish;
}

const std::vector<tableref::cli::GameCommand>& game_commands() {
#define TABLEREF_GAME_COMMAND_ENTRY(game) tableref::cli::game##_command(),
  static const std::vector<tableref::cli::GameCommand> commands{
      TABLEREF_FOR_EACH_GAME(TABLEREF_GAME_COMMAND_ENTRY)};
#undef TABLEREF_GAME_COMMAND_ENTRY
  return commands;
}

std::string usage() {
  std::string text = kUsageHead;
  for (const auto& game : game_commands()) text += game.usage;
  return text + kUsageTail;
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  const auto catalog = tableref::app::Catalog::load(tableref::app::asset_directory() + "/strings");
  tableref::cli::Context ctx{std::cout, std::cerr, catalog, language_from_environment()};

  bool missing = false;
  if (auto lang = tableref::cli::take_option(args, "--lang", missing)) {
    ctx.language = tableref::app::parse_language(*lang);
  }
  if (missing) {
    std::cerr << "tableref-cli: --lang needs a value\n";
    return tableref::cli::kExitUsage;
  }
  if (args.empty()) {
    std::cerr << usage();
    return tableref::cli::kExitUsage;
  }
  const std::string command = args.front();
  args.erase(args.begin());
  if (command == "--help" || command == "-h" || command == "help") {
    std::cout << usage();
    return tableref::cli::kExitOk;
  }
  if (command == "--version") {
    std::cout << "tableref-cli " << TABLEREF_VERSION << "\n";
    return tableref::cli::kExitOk;
  }
  if (command == "sessions") return tableref::cli::run_sessions(ctx, std::move(args));
  if (command == "db") return tableref::cli::run_db(ctx, std::move(args));
  if (command == "hub") {
#ifdef TABLEREF_HAVE_HUB
    return tableref::cli::run_hub(ctx, std::move(args));
#else
    std::cerr << "tableref-cli: built without the club hub (cmake -DTABLEREF_HUB=ON needs "
                 "libcpp-httplib-dev and libpqxx-dev)\n";
    return tableref::cli::kExitUsage;
#endif
  }
  for (const auto& game : game_commands()) {
    if (command == game.name) return game.run(ctx, std::move(args));
  }
  std::cerr << "tableref-cli: unknown command '" << command << "' (try --help)\n";
  return tableref::cli::kExitUsage;
}
