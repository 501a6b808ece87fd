#include "live_command.hpp"

#include <charconv>
#include <nlohmann/json.hpp>
#include <ostream>

#include "../db/store_options.hpp"
#include "hub_cli.hpp"
#include "tableref/controllers/live_view.hpp"
#include "tableref/hub/live.hpp"
#include "tableref/hub/qr.hpp"

namespace tableref::cli {
namespace {

constexpr const char* kUsage =
    "usage: tableref-cli hub share SESSION_ID [--qr] [--db PATH]   (a code and URL to follow "
    "it; --qr: and the URL's QR code after the JSON line)\n"
    "       tableref-cli hub live SESSION_ID [--db PATH]    (push its state after a move)\n";

// A catalog text in one of the follower's languages, as the replay screen words it (an
// undo names the line it took back).
std::string word(const app::Catalog& catalog, std::string_view code,
                 const controllers::CatalogText& text) {
  const auto language = app::parse_language(code);
  if (text.key == controllers::kUndoOfKey && !text.params.empty()) {
    if (const auto* undone = std::get_if<std::string>(&text.params.back().value)) {
      const std::string inner = catalog.format(language, *undone, text.params, text.keyed);
      return catalog.format(language, text.key, {Param{"text", inner}});
    }
  }
  return catalog.format(language, text.key, text.params, text.keyed);
}

}  // namespace

int run_hub_live(Context& ctx, std::vector<std::string> args, bool share) {
  int exit_code = kExitOk;
  const bool qr = share && take_flag(args, "--qr");
  auto store = open_store(ctx, args, exit_code);
  if (!store) return exit_code;
  std::int64_t id = 0;
  if (args.size() != 1 ||
      std::from_chars(args[0].data(), args[0].data() + args[0].size(), id).ec != std::errc() ||
      id < 1) {
    ctx.err << kUsage;
    return kExitUsage;
  }
  auto record = controllers::load_session(*store, id);
  if (!record) {
    ctx.err << "tableref-cli hub: " << ctx.catalog.render(ctx.language, record.error()) << "\n";
    return kExitRuleBroken;
  }
  const auto state =
      controllers::live_json(controllers::live_view(record.value()),
                             [&](std::string_view code, const controllers::CatalogText& text) {
                               return word(ctx.catalog, code, text);
                             });
  nlohmann::ordered_json out{{"session", id}};
  Status done = Done{};
  if (share) {
    auto shared = hub::share_session(*store, id, state);
    if (shared) out.update({{"code", shared.value().code}, {"url", shared.value().url}});
    done = shared ? Status(Done{}) : Status(shared.violations());
  } else {
    auto version = hub::push_live(*store, id, state);
    if (version) out["version"] = version.value();
    done = version ? Status(Done{}) : Status(version.violations());
  }
  if (!done) return hub_failed(ctx, share ? "share" : "live", done.error());
  ctx.out << out.dump() << "\n";
  if (qr) {
    const auto modules = hub::qr_modules(out["url"].get<std::string>());
    if (modules.empty()) {
      ctx.err << "tableref-cli hub share: no QR code (built without libqrencode-dev); type the "
                 "code instead\n";
    } else {
      ctx.out << hub::qr_text(modules);
    }
  }
  return kExitOk;
}

}  // namespace tableref::cli
