#pragma once
// The session engine's file hooks: a game's own export and import formats (Blokus's .blksgf,
// Block-Killer's fumen), declared on its SessionGame type and turned into the History
// registry's SessionFormats by session_formats<G>(), so that History, the game screens and the
// CLI's `sessions export`/`import` ask the game's registration and never switch on the game.
//
//   struct MyGame {                                   // a SessionGame (game_session.hpp)
//     static std::vector<GameFileFormat> export_formats() { return {{"txt", ".txt", true}}; }
//     static Result<std::string> write_export(const State&, const SessionRecord&,
//                                             std::string_view format);
//     static Result<SessionRecord> read_import(std::string_view format, std::string_view text,
//                                              const RenderText& render);
//   };
//   module.formats = session_formats<MyGame>();     // in the game's module.cpp
#include <concepts>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "tableref/base/result.hpp"
#include "tableref/controllers/game_history.hpp"
#include "tableref/controllers/game_session.hpp"
#include "tableref/controllers/session_record.hpp"

namespace tableref::controllers {

// One file format of a game's sessions.
struct GameFileFormat {
  std::string_view name;       // "blksgf": the --format value, unique over every game
  std::string_view extension;  // ".blksgf": an import picks the format by the file's extension
  bool importable = false;     // G::read_import reads it (else export only)
};

namespace session_hooks {
// G::export_formats(): the game's own formats, in the order History offers them. Default: none
// (a session still exports as json, csv and bgstats, which every game has).
template <class G>
concept HasExportFormats = requires {
  { G::export_formats() } -> std::convertible_to<std::vector<GameFileFormat>>;
};
// G::write_export(state, record, format): the session as a file of `format`, from the state its
// rows fold to. The engine folds them first (GameSession::load); a row that does not fold
// refuses the export with the fold's reasons.
template <class G>
concept HasWriteExport = requires(const typename G::State& state, const SessionRecord& record,
                                  std::string_view format) {
  { G::write_export(state, record, format) } -> std::same_as<Result<std::string>>;
};
// G::write_rows_export(record, format): the same from the rows as stored, not folded, for a
// file of what was entered rather than of the position (Block-Killer's fumen: each play's
// pieces as the table entered them).
template <class G>
concept HasWriteRowsExport = requires(const SessionRecord& record, std::string_view format) {
  { G::write_rows_export(record, format) } -> std::same_as<Result<std::string>>;
};
// G::read_import(format, text, render): a file of an importable `format` as a new session's
// record (rows of the kinds and payloads the game stores). `render` names the seats of a file
// that records roles, not players (null: "Player 1"...).
template <class G>
concept HasReadImport = requires(std::string_view text, const RenderText& render) {
  { G::read_import(text, text, render) } -> std::same_as<Result<SessionRecord>>;
};
}  // namespace session_hooks

// The file as G writes it: folded first for write_export, from the rows for write_rows_export.
template <SessionGame G>
Result<std::string> write_game_export(const SessionRecord& record, std::string_view format) {
  if constexpr (session_hooks::HasWriteExport<G>) {
    GameSession<G> folded;
    if (auto loaded = folded.load(record.session, record.events); !loaded) {
      return loaded.violations();
    }
    return G::write_export(folded.state(), record, format);
  } else {
    static_assert(session_hooks::HasWriteRowsExport<G>,
                  "a game with export_formats() writes them (write_export or write_rows_export)");
    return G::write_rows_export(record, format);
  }
}

// G's export_formats() as the History registry's SessionFormats (GameModule::formats).
template <SessionGame G>
std::vector<SessionFormat> session_formats() {
  std::vector<SessionFormat> formats;
  if constexpr (session_hooks::HasExportFormats<G>) {
    for (const GameFileFormat& file : G::export_formats()) {
      SessionFormat format;
      format.name = std::string(file.name);
      format.game = std::string(G::kId);
      format.extension = std::string(file.extension);
      const std::string name = format.name;
      format.write = [name](const SessionRecord& record) {
        return write_game_export<G>(record, name);
      };
      if constexpr (session_hooks::HasReadImport<G>) {
        if (file.importable) {
          format.read = [name](std::string_view text, const RenderText& render) {
            return G::read_import(name, text, render);
          };
        }
      }
      formats.push_back(std::move(format));
    }
  }
  return formats;
}

}  // namespace tableref::controllers
