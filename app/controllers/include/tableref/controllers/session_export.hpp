#pragma once
// Session exports and imports: our own JSON (every event; import gives back an identical
// session), results as CSV, a BG Stats play record, and formats games add (blksgf, fumen).
// docs/history.md describes every format.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "tableref/base/result.hpp"
#include "tableref/controllers/game_history.hpp"
#include "tableref/controllers/session_record.hpp"

namespace tableref::controllers {

inline constexpr std::string_view kSessionFormatName = "tableref-session";
inline constexpr int kSessionFormatVersion = 1;

// ---- Our JSON -----------------------------------------------------------------------
[[nodiscard]] std::string session_to_json(const SessionRecord& record);
// Shape problems: kInputMalformed (not JSON, not our format, newer format version),
// kInputUnknownKey {key}, kInputBadValue {key, detail}. Never throws.
[[nodiscard]] Result<SessionRecord> session_from_json(std::string_view text);
// Writes `record` as a new session (its id is ignored); answers the new id.
[[nodiscard]] Result<std::int64_t> import_session(db::Store& store, const SessionRecord& record);

// ---- Results ------------------------------------------------------------------------
// Header plus one row per player (RFC 4180): session_id, game, variant, date, player, seat,
// role, score, rank, winner. An unfinished session gives its seats with empty results.
[[nodiscard]] std::string results_csv_header();
[[nodiscard]] std::string results_csv_rows(const SessionRecord& record);

// ---- BG Stats -----------------------------------------------------------------------
// docs/history.md has the sources. Both forms name the play by a uuid derived from the
// session (its game, creation time and id), so sending or importing it again updates the
// play in BG Stats instead of adding a second; players by a uuid derived from their name.
// The play date is when it was played: the session's start (an imported .blksgf's DT).

// A BG Stats file (.bgsplay: games, players, locations, plays, userInfo) holding this play.
[[nodiscard]] std::string bgstats_json(const SessionRecord& record,
                                       const HistoryRegistry& registry);
// BG Stats' documented URL push ("Push plays to BG Stats from other apps or websites"):
// the play as the `data` JSON (sourceName, sourcePlayId, playDate in UTC, game, players).
inline constexpr std::string_view kBgStatsPushAddress =
    "https://app.bgstatsapp.com/createPlay.html?data=";
[[nodiscard]] std::string bgstats_push_json(const SessionRecord& record,
                                            const HistoryRegistry& registry);
// kBgStatsPushAddress followed by the push JSON, percent-encoded.
[[nodiscard]] std::string bgstats_push_url(const SessionRecord& record,
                                           const HistoryRegistry& registry);

// ---- Dispatch -----------------------------------------------------------------------
// json, csv, bgstats, then the registry's formats. kExportUnknownFormat for a name nobody
// knows; kExportNotAvailable {format} for one promised but not built yet (blksgf before
// the Blokus referee lands).
[[nodiscard]] Result<std::string> export_session(const SessionRecord& record,
                                                 std::string_view format,
                                                 const HistoryRegistry& registry);
// Reads a file to import: a registered format when its extension matches, else our JSON.
// A promised format that is not built yet answers kExportNotAvailable. `render` names the
// seats of a file that records no players (null: "Player 1"...).
[[nodiscard]] Result<SessionRecord> read_session_file(std::string_view path, std::string_view text,
                                                      const HistoryRegistry& registry,
                                                      const RenderText& render = {});

}  // namespace tableref::controllers
