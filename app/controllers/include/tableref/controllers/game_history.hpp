#pragma once
// Where each game plugs into History, replay, statistics and exports. A game registers one
// GameHistory (what the history needs to know about it) and any number of SessionFormats
// (blksgf for Blokus, fumen for Block-Killer...), through its GameModule (game_module.hpp).
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "tableref/base/result.hpp"
#include "tableref/controllers/live_position.hpp"
#include "tableref/controllers/session_record.hpp"

namespace tableref::controllers {

// How BG Stats (and BoardGameGeek) know the game.
struct BgStatsGame {
  std::string name;
  std::int64_t bgg_id = 0;  // 0 when unknown
  bool highest_wins = true;
  bool cooperative = false;
  bool no_points = false;  // the winner is who is left, not who scores (BG Stats noPoints)
};

// A number a game reports per player of one session for its statistics page
// ("attacks_sent", "damage_dealt"); summed or averaged over sessions by the page.
struct PlayerFigure {
  std::string player;
  std::string key;  // stable id, also the catalog key suffix: "stats.<game>.<key>"
  double value = 0;
};

// A line a screen renders in the user's language: the catalog row `key` with its
// parameters. Names typed by users and numbers travel in `params` as they are; a parameter
// that is itself a catalog text (a color, a phase) is in `keyed` as {name, catalog key} and
// rendered in the same language first.
struct CatalogText {
  std::string key;
  std::vector<Param> params;
  std::vector<std::pair<std::string, std::string>> keyed;
  // False for a line an undo never takes back (a Blokus clock pause, a file's set-up): the
  // undo that follows names the line before it.
  bool undoable = true;
  friend bool operator==(const CatalogText&, const CatalogText&) = default;
};

// An undo's line names what it took back ("Undo: Red plays I3 (+3)"): key
// "replay.event.undo_of", the undone line's params and keyed, plus the param "undone" holding
// the undone line's key. Render the undone line first and give it as {text}.
inline constexpr const char* kUndoOfKey = "replay.event.undo_of";

class GameHistory {
 public:
  virtual ~GameHistory() = default;
  [[nodiscard]] virtual std::string_view game() const = 0;
  [[nodiscard]] virtual BgStatsGame bgstats() const = 0;
  // The game as BG Stats knows one variant of it (Blokus Duo has its own BoardGameGeek entry).
  [[nodiscard]] virtual BgStatsGame bgstats_for(std::string_view /*variant*/) const {
    return bgstats();
  }
  // The role a seat exports with (BG Stats "role"): the seat's role by default; Smash Up
  // gives the faction pair.
  [[nodiscard]] virtual std::string export_role(const db::SeatEntry& seat) const {
    return seat.role;
  }
  // Keys a statistics page groups players by, for this session (Blokus: color and
  // variant; Smash Up: faction, faction pair). Each entry is {player, group key, value}.
  [[nodiscard]] virtual std::vector<PlayerFigure> player_groups(const SessionRecord&) const {
    return {};
  }
  // Figures the game computes from the session's events (the referee folds them).
  [[nodiscard]] virtual std::vector<PlayerFigure> player_figures(const SessionRecord&) const {
    return {};
  }
  // Lines that sum up the state after `step` events (catalog rows "replay.*", rendered by
  // the replay screen in the user's language), beside or instead of the game's own view.
  [[nodiscard]] virtual std::vector<CatalogText> replay_summary(const SessionRecord&,
                                                                std::size_t /*step*/) const {
    return {};
  }
  // The position as a follower sees it (live_view.hpp): the scores as they stand, and the
  // board for a game that has one. None where the replay's lines say it all (the result
  // gives the scores once the session is finished).
  [[nodiscard]] virtual std::optional<LivePosition> live_position(const SessionRecord&) const {
    return std::nullopt;
  }
  // One line per stored event (record.events[i] -> [i]): what that event did, in a few words
  // ("Red plays I5 (+5)"), for the replay screen's event list. An entry with an empty key
  // where the game cannot say (a row it does not read): replay_event_lines() fills it in.
  [[nodiscard]] virtual std::vector<CatalogText> replay_events(const SessionRecord&) const {
    return {};
  }
};

// The event list of a replay: one line per stored event of `record`, its game's
// replay_events() where they say something; otherwise the shared words: "replay.event.undo"
// for an undo, "replay.event.other" naming the event's kind for anything else (an unknown
// game or kind, a malformed payload). Never fails, never throws.
[[nodiscard]] std::vector<CatalogText> replay_event_lines(const SessionRecord& record);
// The line of a stored row of a kind the game knows whose payload does not read: shown, and
// said to be broken, rather than passed over ("Event place: the stored row does not read").
[[nodiscard]] CatalogText unreadable_event_line(const db::Event& row);

// A file format of one game's sessions. Either function may be empty (export only, or
// import only).
// A catalog text in the user's language, as the screen's catalog words it. An import names
// the seats of a file that records roles, not players (a .blksgf knows colors only), with it.
using RenderText = std::function<std::string(const CatalogText&)>;

struct SessionFormat {
  std::string name;       // "blksgf": the --format value
  std::string game;       // the game whose sessions it holds
  std::string extension;  // ".blksgf": import picks the format by the file's extension
  std::function<Result<std::string>(const SessionRecord&)> write;
  // `render` words the seats' names when the file has none (null: "Player 1", "Player 2"...).
  std::function<Result<SessionRecord>(std::string_view text, const RenderText& render)> read;
};

// More figures of one game's sessions, next to its GameHistory's own player_figures
// (Block-Killer: plays and lines cleared).
struct FigureSource {
  std::string game;
  std::function<std::vector<PlayerFigure>(const SessionRecord&)> figures;
};

class HistoryRegistry {
 public:
  void add_game(std::unique_ptr<GameHistory> game);
  void add_format(SessionFormat format);
  void add_figures(FigureSource source);
  // Every figure of the session: its game's player_figures, then each FigureSource's.
  [[nodiscard]] std::vector<PlayerFigure> figures(const SessionRecord& record) const;
  [[nodiscard]] const GameHistory* game(std::string_view id) const;
  [[nodiscard]] const SessionFormat* format(std::string_view name) const;
  [[nodiscard]] const SessionFormat* format_for_file(std::string_view path) const;
  // The formats of `game`'s sessions, in the order they were added.
  [[nodiscard]] std::vector<const SessionFormat*> formats_of(std::string_view game) const;

 private:
  std::vector<std::unique_ptr<GameHistory>> games_;
  std::vector<SessionFormat> formats_;
  std::vector<FigureSource> figure_sources_;
};

// The registry of this program, filled from game_modules() on first use.
[[nodiscard]] const HistoryRegistry& history_registry();

// BG Stats facts of a game without a registered GameHistory (its id as name, no BGG id).
[[nodiscard]] BgStatsGame bgstats_game(std::string_view game);

}  // namespace tableref::controllers
