// tableref-cli: the headless face of the referee and the session store.
#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

#include "cli.hpp"
#include "tableref/app/paths.hpp"

namespace {

constexpr const char* kUsage = R"(tableref-cli: the tableref referee and session store, headless.

Usage:
  tableref-cli --help | --version
  tableref-cli sessions list [--db PATH] [--json] [--game G] [--status S] [--player NAME]
  tableref-cli sessions show ID [--db PATH] [--json]
  tableref-cli sessions export ID --format json|csv|bgstats|bgstats-url|blksgf|fumen [--db PATH]
  tableref-cli sessions import FILE [--db PATH]       (our JSON, or a .blksgf game)
  tableref-cli db backup PATH [--db PATH] [--force]
  tableref-cli db restore PATH [--db PATH]
  tableref-cli blokus analyze FILE.blksgf
  tableref-cli blokus legal-moves [--list] [--repeat N] FILE
  tableref-cli blokus read-photo PHOTO [--corners x1,y1,...,x4,y4] [--variant classic|duo]
                                       [--monomino-last LETTERS]
  tableref-cli blockkiller play FILE.json | play --fumen STRING
  tableref-cli blockkiller quick|exchange|best|table FILE.json
  tableref-cli smashup score-base|check-end FILE.json
  tableref-cli hdcg damage FILE.json
  tableref-cli hdcg cards FILE.json | --book
  tableref-cli hdcg replay [--events] FILE.json
  tableref-cli hdcg library export|import FILE [--merge] [--db PATH]

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
    std::cerr << kUsage;
    return tableref::cli::kExitUsage;
  }
  const std::string command = args.front();
  args.erase(args.begin());
  if (command == "--help" || command == "-h" || command == "help") {
    std::cout << kUsage;
    return tableref::cli::kExitOk;
  }
  if (command == "--version") {
    std::cout << "tableref-cli " << TABLEREF_VERSION << "\n";
    return tableref::cli::kExitOk;
  }
  if (command == "sessions") return tableref::cli::run_sessions(ctx, std::move(args));
  if (command == "db") return tableref::cli::run_db(ctx, std::move(args));
  if (command == "blokus") return tableref::cli::run_blokus(ctx, std::move(args));
  if (command == "blockkiller") return tableref::cli::run_blockkiller(ctx, std::move(args));
  if (command == "smashup") return tableref::cli::run_smashup(ctx, std::move(args));
  if (command == "hdcg") return tableref::cli::run_hdcg(ctx, std::move(args));
  std::cerr << "tableref-cli: unknown command '" << command << "' (try --help)\n";
  return tableref::cli::kExitUsage;
}
