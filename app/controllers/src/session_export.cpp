#include "tableref/controllers/session_export.hpp"
#include "tableref/controllers/json_input.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <nlohmann/json.hpp>
#include <optional>

#include "tableref/base/input_reason.hpp"
#include "tableref/controllers/export_reason.hpp"
#include "tableref/controllers/local_time.hpp"
#include "tableref/controllers/session_result.hpp"

namespace tableref::controllers {
namespace {

using ordered = nlohmann::ordered_json;

// Formats a game promised but not built yet answer "not available yet", not "unknown".
struct PromisedFormat {
  std::string_view name;
  std::string_view extension;
  std::string_view game;
};
// (Every format promised so far is built: blksgf for Blokus, fumen for Block-Killer.)
constexpr std::array<PromisedFormat, 0> kPromisedFormats{};

// Deeper nesting than this is refused before parsing: nothing we write comes close, and
// printing a value recurses once per level.
constexpr int kMaxDepth = 200;

bool nesting_within(std::string_view text, int limit) {
  int depth = 0;
  bool in_string = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (in_string) {
      if (c == '\\') {
        ++i;
      } else if (c == '"') {
        in_string = false;
      }
    } else if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      if (++depth > limit) return false;
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
  return true;
}

// Every refusal of a session file is a shared input reason with the value's path
// ("session.seats[1].seat"), in the user's language, never an English detail.
Violation about(InputReason reason, std::string key) {
  return Violation{reason, {Param{"key", std::move(key)}}};
}
Violation unknown_key(std::string key) {
  return about(InputReason::kUnknownKey, std::move(key));
}
// The store's timestamps, as an example of the form a time must take.
constexpr std::string_view kTimeExample = "2026-01-31T19:05:00.000Z";

// "YYYY-MM-DDTHH:MM:SS", optional ".digits", then "Z": the store's own timestamps.
bool iso_time(const std::string& t) {
  constexpr std::string_view pattern = "dddd-dd-ddTdd:dd:dd";
  if (t.size() < pattern.size() + 1) return false;
  for (std::size_t i = 0; i < pattern.size(); ++i) {
    const bool digit = t[i] >= '0' && t[i] <= '9';
    if (pattern[i] == 'd' ? !digit : t[i] != pattern[i]) return false;
  }
  std::size_t i = pattern.size();
  if (t[i] == '.') {
    ++i;
    const std::size_t first = i;
    while (i < t.size() && t[i] >= '0' && t[i] <= '9') ++i;
    if (i == first) return false;
  }
  return i + 1 == t.size() && t[i] == 'Z';
}

// Checks that `object` has only `allowed` keys.
Violations only_keys(const ordered& object, std::initializer_list<std::string_view> allowed,
                     const std::string& where) {
  Violations problems;
  for (const auto& item : object.items()) {
    bool known = false;
    for (auto k : allowed) known = known || item.key() == k;
    if (!known) problems.push_back(unknown_key(where + item.key()));
  }
  return problems;
}

// Reads a required string.
bool take_string(const ordered& object, const char* key, const std::string& where, std::string& out,
                 Violations& problems, bool allow_empty = true) {
  const auto it = object.find(key);
  if (it == object.end()) {
    problems.push_back(about(InputReason::kMissing, where + key));
    return false;
  }
  if (!it->is_string()) {
    problems.push_back(about(InputReason::kNotString, where + key));
    return false;
  }
  out = it->get<std::string>();
  if (!allow_empty && out.empty()) {
    problems.push_back(about(InputReason::kEmpty, where + key));
    return false;
  }
  return true;
}

bool take_integer(const ordered& object, const char* key, const std::string& where,
                  std::int64_t& out, Violations& problems) {
  const auto it = object.find(key);
  if (it == object.end()) {
    problems.push_back(about(InputReason::kMissing, where + key));
    return false;
  }
  if (!it->is_number_integer()) {
    problems.push_back(about(InputReason::kNotInteger, where + key));
    return false;
  }
  out = it->get<std::int64_t>();
  return true;
}

void take_time(const ordered& object, const char* key, const std::string& where, std::string& out,
               Violations& problems) {
  if (take_string(object, key, where, out, problems) && !iso_time(out)) {
    problems.push_back(Violation{InputReason::kNotLike,
                                 {Param{"key", where + key}, Param{"value", out},
                                  Param{"example", std::string(kTimeExample)}}});
  }
}

std::string number_text(double value) {
  if (std::isfinite(value) && value == std::floor(value) && std::fabs(value) < 1e15) {
    return std::to_string(static_cast<std::int64_t>(value));
  }
  char text[32];
  std::snprintf(text, sizeof text, "%g", value);
  return text;
}

std::string csv_field(const std::string& value) {
  if (value.find_first_of(",\"\r\n") == std::string::npos) return value;
  std::string quoted = "\"";
  for (char c : value) {
    if (c == '"') quoted += '"';
    quoted += c;
  }
  return quoted + "\"";
}

// A stable UUID-shaped id from `text` (two FNV-1a 64 hashes), so exporting the same session
// twice gives the same BG Stats play (BG Stats matches plays and players by uuid).
std::string stable_uuid(const std::string& text) {
  std::uint64_t a = 14695981039346656037ull;
  std::uint64_t b = 1099511628211ull * 31;
  for (unsigned char c : text) {
    a = (a ^ c) * 1099511628211ull;
    b = (b ^ c) * 1099511628211ull + 0x9e3779b97f4a7c15ull;
  }
  char out[40];
  std::snprintf(out, sizeof out, "%08x-%04x-8%03x-%04x-%012llx", static_cast<unsigned>(a >> 32),
                static_cast<unsigned>((a >> 16) & 0xffff), static_cast<unsigned>(a & 0xfff),
                static_cast<unsigned>(0x8000 | ((b >> 48) & 0x3fff)),
                static_cast<unsigned long long>(b & 0xffffffffffffull));
  return out;
}

// BG Stats play dates are local wall-clock time, "YYYY-MM-DD HH:MM:SS".
std::string bgstats_date(const std::string& iso_utc) {
  std::string local = local_time_text(iso_utc, "%Y-%m-%d %H:%M:%S");
  return local.empty() ? iso_utc : local;
}

const PromisedFormat* promised(std::string_view name) {
  for (const auto& f : kPromisedFormats) {
    if (f.name == name) return &f;
  }
  return nullptr;
}

Violation not_available(const PromisedFormat& f) {
  return Violation{ExportReason::kNotAvailable,
                   {Param{"format", std::string(f.name)}, Param{"game", std::string(f.game)}}};
}

}  // namespace

std::string session_to_json(const SessionRecord& record) {
  const auto& s = record.session;
  ordered seats = ordered::array();
  for (const auto& seat : s.seats) {
    seats.push_back({{"seat", seat.seat}, {"player", seat.player}, {"role", seat.role}});
  }
  ordered session{{"id", s.id},
                  {"game", s.game},
                  {"variant", s.variant},
                  {"status", std::string(db::status_name(s.status))},
                  {"created_at", s.created_at},
                  {"updated_at", s.updated_at}};
  session["rules"] = json_input::parse_tolerant<ordered>(s.rules_json).value_or(ordered::object());
  session["result"] = json_input::parse_tolerant<ordered>(s.result_json).value_or(nullptr);
  session["seats"] = seats;
  ordered events = ordered::array();
  for (const auto& e : record.events) {
    ordered payload = json_input::parse_tolerant<ordered>(e.payload).value_or(ordered::object());
    events.push_back({{"seq", e.seq}, {"at", e.at}, {"kind", e.kind}, {"payload", payload}});
  }
  const ordered j{{"format", std::string(kSessionFormatName)},
                  {"format_version", kSessionFormatVersion},
                  {"session", session},
                  {"events", events}};
  return j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

// The session object's own fields (its seats apart), every fault kept in `problems`.
void read_session_fields(const ordered& session, db::SessionSummary& s, Violations& problems) {
  auto more = only_keys(
      session,
      {"id", "game", "variant", "status", "created_at", "updated_at", "rules", "result", "seats"},
      "session.");
  problems.insert(problems.end(), more.begin(), more.end());
  take_string(session, "game", "session.", s.game, problems, false);
  take_string(session, "variant", "session.", s.variant, problems);
  std::string status;
  if (take_string(session, "status", "session.", status, problems)) {
    if (auto parsed = db::parse_status(status)) {
      s.status = *parsed;
    } else {
      problems.push_back(
          json_input::not_one_of("session.status", status, "active | finished | abandoned"));
    }
  }
  take_time(session, "created_at", "session.", s.created_at, problems);
  take_time(session, "updated_at", "session.", s.updated_at, problems);
  if (auto it = session.find("id"); it != session.end() && !it->is_number_integer()) {
    problems.push_back(about(InputReason::kNotInteger, "session.id"));
  }
  if (auto it = session.find("rules"); it == session.end()) {
    s.rules_json = "{}";
  } else if (!it->is_object()) {
    problems.push_back(about(InputReason::kNotObject, "session.rules"));
  } else {
    s.rules_json = it->dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  }
  if (auto it = session.find("result"); it != session.end() && !it->is_null()) {
    if (!it->is_object()) {
      problems.push_back(about(InputReason::kNotObject, "session.result"));
    } else {
      s.result_json = it->dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    }
  }
}

// session.seats: each seat numbered 0-99 once, with its player and role.
void read_seats(const ordered& session, db::SessionSummary& s, Violations& problems) {
  const auto seats = session.find("seats");
  if (seats == session.end() || !seats->is_array()) {
    problems.push_back(about(
        seats == session.end() ? InputReason::kMissing : InputReason::kNotArray, "session.seats"));
  } else {
    for (std::size_t i = 0; i < seats->size(); ++i) {
      const auto& seat = (*seats)[i];
      const std::string where = "session.seats[" + std::to_string(i) + "].";
      if (!seat.is_object()) {
        problems.push_back(about(InputReason::kNotObject, where.substr(0, where.size() - 1)));
        continue;
      }
      auto extra = only_keys(seat, {"seat", "player", "role"}, where);
      problems.insert(problems.end(), extra.begin(), extra.end());
      db::SeatEntry entry;
      std::int64_t number = 0;
      if (take_integer(seat, "seat", where, number, problems)) {
        if (number < 0 || number > 99) {
          problems.push_back(
              Violation{InputReason::kOutOfRange,
                        {Param{"key", where + "seat"}, Param{"value", std::to_string(number)},
                         Param{"min", std::int64_t{0}}, Param{"max", std::int64_t{99}}}});
        } else {
          entry.seat = static_cast<int>(number);
          const bool taken =
              std::any_of(s.seats.begin(), s.seats.end(),
                          [&](const db::SeatEntry& o) { return o.seat == entry.seat; });
          if (taken) {
            problems.push_back(Violation{InputReason::kRepeated,
                                         {Param{"key", where + "seat"}, Param{"value", number}}});
          }
        }
      }
      take_string(seat, "player", where, entry.player, problems, false);
      take_string(seat, "role", where, entry.role, problems);
      s.seats.push_back(std::move(entry));
    }
  }
}

// The events, numbered 1, 2, 3 in order, each payload kept as its JSON text.
void read_events(const ordered& j, std::vector<db::Event>& out, Violations& problems) {
  const auto events = j.find("events");
  if (events == j.end() || !events->is_array()) {
    problems.push_back(
        about(events == j.end() ? InputReason::kMissing : InputReason::kNotArray, "events"));
  } else {
    for (std::size_t i = 0; i < events->size(); ++i) {
      const auto& e = (*events)[i];
      const std::string where = "events[" + std::to_string(i) + "].";
      if (!e.is_object()) {
        problems.push_back(about(InputReason::kNotObject, where.substr(0, where.size() - 1)));
        continue;
      }
      auto extra = only_keys(e, {"seq", "at", "kind", "payload"}, where);
      problems.insert(problems.end(), extra.begin(), extra.end());
      db::Event event;
      if (take_integer(e, "seq", where, event.seq, problems) &&
          event.seq != static_cast<std::int64_t>(i) + 1) {
        // Numbered 1, 2, 3 in order: a gap or a swap means events were lost or moved.
        problems.push_back(Violation{InputReason::kNotExpected,
                                     {Param{"key", where + "seq"}, Param{"value", event.seq},
                                      Param{"expected", static_cast<std::int64_t>(i) + 1}}});
      }
      take_time(e, "at", where, event.at, problems);
      take_string(e, "kind", where, event.kind, problems, false);
      const auto payload = e.find("payload");
      if (payload == e.end()) {
        problems.push_back(about(InputReason::kMissing, where + "payload"));
      } else {
        event.payload = payload->dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
      }
      out.push_back(std::move(event));
    }
  }
}

Result<SessionRecord> session_from_json(std::string_view text) {
  if (!nesting_within(text, kMaxDepth)) {
    return Violation{InputReason::kTooDeep, {Param{"max", std::int64_t{kMaxDepth}}}};
  }
  // The shared reader first: it says where the text broke (line and column), and refuses an
  // object naming a key twice (the second would silently win). The tree kept is the ordered
  // one, so rules and payloads keep their keys' order.
  auto document = json_input::parse_ordered(text);
  if (!document) return document.violations();
  const ordered& j = document.value();
  if (!j.is_object()) return about(InputReason::kNotObject, std::string(json_input::kTopLevel));
  const auto format = j.find("format");
  if (format == j.end() || !format->is_string() ||
      format->get<std::string>() != kSessionFormatName) {
    return Violation{ExportReason::kNotSessionFile};
  }
  Violations problems = only_keys(j, {"format", "format_version", "session", "events"}, "");
  std::int64_t version = 0;
  if (take_integer(j, "format_version", "", version, problems) &&
      (version < 1 || version > kSessionFormatVersion)) {
    problems.push_back(Violation{
        InputReason::kOutOfRange,
        {Param{"key", std::string("format_version")}, Param{"value", std::to_string(version)},
         Param{"min", std::int64_t{1}}, Param{"max", std::int64_t{kSessionFormatVersion}}}});
  }
  SessionRecord record;
  auto& s = record.session;
  const auto session = j.find("session");
  if (session == j.end() || !session->is_object()) {
    problems.push_back(
        about(session == j.end() ? InputReason::kMissing : InputReason::kNotObject, "session"));
    return problems;
  }
  read_session_fields(*session, s, problems);
  read_seats(*session, s, problems);
  read_events(j, record.events, problems);
  if (!problems.empty()) return problems;
  return record;
}

Result<std::int64_t> import_session(db::Store& store, const SessionRecord& record) {
  // A file without times (a .blksgf game) is dated at the time of import.
  auto session = record.session;
  auto events = record.events;
  const std::time_t now = std::time(nullptr);
  std::tm tm{};
  gmtime_r(&now, &tm);
  char stamp[32];
  std::strftime(stamp, sizeof stamp, "%Y-%m-%dT%H:%M:%S.000Z", &tm);
  if (session.created_at.empty()) session.created_at = stamp;
  if (session.updated_at.empty()) session.updated_at = session.created_at;
  for (auto& e : events) {
    if (e.at.empty()) e.at = session.created_at;
  }
  return store.import_session(session, events);
}

std::string results_csv_header() {
  return "session_id,game,variant,date,player,seat,role,score,rank,winner\n";
}

std::string results_csv_rows(const SessionRecord& record) {
  const auto& s = record.session;
  const auto result = parse_session_result(s.result_json);
  const std::string prefix = std::to_string(s.id) + "," + csv_field(s.game) + "," +
                             csv_field(s.variant) + "," + csv_field(s.created_at) + ",";
  std::string out;
  if (!result) {
    for (const auto& seat : s.seats) {
      out += prefix + csv_field(seat.player) + "," + std::to_string(seat.seat) + "," +
             csv_field(seat.role) + ",,,\n";
    }
    return out;
  }
  for (const auto& p : result->players) {
    const auto* seat = seat_of(s, p);
    out += prefix + csv_field(p.name) + "," + (seat ? std::to_string(seat->seat) : "") + "," +
           csv_field(seat ? seat->role : "") + "," + (p.score ? number_text(*p.score) : "") + "," +
           (p.rank ? std::to_string(*p.rank) : "") + "," + (p.winner ? "true" : "false") + "\n";
  }
  return out;
}

namespace {

// One player row of a BG Stats play, shared by the file and the URL push.
struct BgStatsRow {
  std::string name;
  const db::SeatEntry* seat = nullptr;  // into the record
  std::optional<PlayerResult> result;
  bool start_player = false;
  std::string role;
};

// Everything both BG Stats forms say about one session.
struct BgStatsPlay {
  BgStatsGame game;
  std::string game_key;  // identifies the game (and its variant where BG Stats tells them apart)
  std::string play_key;  // identifies the session; stable across exports
  std::string played_at_utc;  // ISO 8601 UTC: when it was played
  std::int64_t duration_min = 0;
  std::vector<BgStatsRow> rows;  // seat order; result rows without a seat after
  bool manual_winner = false;    // winners set without scores (or the game has no points)
  bool any_score = false;
};

BgStatsPlay bgstats_play(const SessionRecord& record, const HistoryRegistry& registry) {
  const auto& s = record.session;
  const auto* plugin = registry.game(s.game);
  BgStatsPlay play;
  play.game = plugin ? plugin->bgstats_for(s.variant) : BgStatsGame{s.game, 0, true, false, false};
  play.game_key = "tableref-game:" + play.game.name;
  play.play_key = "tableref-play:" + s.game + ":" + s.created_at + ":" + std::to_string(s.id);
  play.played_at_utc = s.created_at;
  const auto result = parse_session_result(s.result_json);

  for (const auto& seat : s.seats) play.rows.push_back({seat.player, &seat, {}, false, {}});
  if (result) {
    for (const auto& p : result->players) {
      const auto* seat = seat_of(s, p);
      bool placed = false;
      for (auto& row : play.rows) {
        if (seat != nullptr && row.seat == seat) {
          row.result = p;
          placed = true;
        }
      }
      if (!placed) play.rows.push_back({p.name, nullptr, p, false, {}});
    }
  }
  int start_seat = s.seats.empty() ? 0 : s.seats.front().seat;
  for (const auto& seat : s.seats) start_seat = std::min(start_seat, seat.seat);
  if (result && result->start_seat) start_seat = *result->start_seat;
  bool any_winner = false;
  for (auto& row : play.rows) {
    row.start_player = row.seat != nullptr && row.seat->seat == start_seat;
    if (row.seat != nullptr) row.role = plugin ? plugin->export_role(*row.seat) : row.seat->role;
    if (row.result && row.result->score && !play.game.no_points) play.any_score = true;
    if (row.result && row.result->winner) any_winner = true;
  }
  // BG Stats recomputes winners from scores unless told they were set by hand.
  play.manual_winner = any_winner && !play.any_score;
  const std::int64_t duration_s =
      result && result->duration_s ? *result->duration_s : elapsed_seconds(s, record.events);
  play.duration_min = (duration_s + 30) / 60;
  return play;
}

// "YYYY-MM-DD HH:MM:SS" in UTC, as the URL push wants it.
std::string bgstats_utc(const std::string& iso_utc) {
  int year = 0;
  int month = 0;
  int day = 0;
  int hour = 0;
  int minute = 0;
  int second = 0;
  if (std::sscanf(iso_utc.c_str(), "%4d-%2d-%2dT%2d:%2d:%2d", &year, &month, &day, &hour, &minute,
                  &second) != 6) {
    return iso_utc;
  }
  char text[32];
  std::snprintf(text, sizeof text, "%04d-%02d-%02d %02d:%02d:%02d", year, month, day, hour, minute,
                second);
  return text;
}

// RFC 3986: everything but the unreserved characters percent-encoded (UTF-8 bytes).
std::string url_encode(std::string_view text) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out;
  for (const unsigned char c : text) {
    if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' ||
        c == '_' || c == '.' || c == '~') {
      out += static_cast<char>(c);
    } else {
      out += '%';
      out += kHex[c >> 4];
      out += kHex[c & 0xF];
    }
  }
  return out;
}

std::string comments_of(const db::SessionSummary& s) {
  return "tableref session " + std::to_string(s.id) + " (" +
         std::string(db::status_name(s.status)) + ")";
}

}  // namespace

std::string bgstats_json(const SessionRecord& record, const HistoryRegistry& registry) {
  const auto& s = record.session;
  const BgStatsPlay play = bgstats_play(record, registry);
  // BG Stats' own files write local wall-clock times.
  const std::string modified = bgstats_date(s.updated_at.empty() ? s.created_at : s.updated_at);
  const std::string entered = bgstats_date(s.created_at);

  ordered players = ordered::array();
  ordered scores = ordered::array();
  int id = 1;
  for (const auto& row : play.rows) {
    // By name: the same player gets the same uuid in every session exported.
    players.push_back({{"id", id},
                       {"uuid", stable_uuid("tableref-player:" + row.name)},
                       {"name", row.name},
                       {"isAnonymous", false},
                       {"modificationDate", modified}});
    const bool scored = row.result && row.result->score && !play.game.no_points;
    ordered score{{"playerRefId", id},
                  {"score", scored ? number_text(*row.result->score) : std::string()},
                  {"winner", row.result ? row.result->winner : false},
                  {"newPlayer", false},
                  {"startPlayer", row.start_player},
                  {"rank", row.result && row.result->rank ? *row.result->rank : 0},
                  {"seatOrder", row.seat ? row.seat->seat + 1 : 0},
                  {"role", row.role}};
    scores.push_back(std::move(score));
    ++id;
  }
  const ordered games = ordered::array({ordered{{"id", 1},
                                                {"uuid", stable_uuid(play.game_key)},
                                                {"name", play.game.name},
                                                {"bggId", play.game.bgg_id},
                                                {"highestWins", play.game.highest_wins},
                                                {"cooperative", play.game.cooperative},
                                                {"noPoints", play.game.no_points},
                                                {"modificationDate", modified}}});
  ordered play_json{{"uuid", stable_uuid(play.play_key)},
                    {"gameRefId", 1},
                    {"playDate", bgstats_date(play.played_at_utc)},
                    {"entryDate", entered},
                    {"modificationDate", modified},
                    {"durationMin", play.duration_min},
                    {"ignored", false},
                    {"manualWinner", play.manual_winner},
                    {"rounds", 0},
                    {"usesTeams", false},
                    {"bggId", 0},
                    {"playImages", "[]"},
                    {"expansionPlays", ordered::array()},
                    {"board", s.variant},
                    {"comments", comments_of(s)},
                    {"playerScores", scores}};
  const ordered j{{"about", "BG Stats play record exported by tableref"},
                  // BG Stats' meRefId names the device owner's own player ("me"): on import
                  // the plays of that player become the owner's. tableref does not know who
                  // owns the device (the first seat is only who set the table up), so it
                  // names nobody rather than give one of the players the owner's history.
                  {"userInfo", ordered::object()},
                  {"games", games},
                  {"players", players},
                  {"locations", ordered::array()},
                  {"plays", ordered::array({play_json})}};
  return j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

std::string bgstats_push_json(const SessionRecord& record, const HistoryRegistry& registry) {
  const auto& s = record.session;
  const BgStatsPlay play = bgstats_play(record, registry);
  ordered game{{"name", play.game.name}};
  if (play.game.bgg_id > 0) game["bggId"] = play.game.bgg_id;
  game["sourceGameId"] = play.game_key;
  game["highestWins"] = play.game.highest_wins;
  game["noPoints"] = play.game.no_points;
  ordered players = ordered::array();
  for (const auto& row : play.rows) {
    ordered p{{"name", row.name}, {"sourcePlayerId", stable_uuid("tableref-player:" + row.name)}};
    if (row.result && row.result->score && !play.game.no_points) {
      p["score"] = *row.result->score;
    }
    p["winner"] = row.result ? row.result->winner : false;
    p["startPlayer"] = row.start_player;
    if (row.result && row.result->rank) p["rank"] = *row.result->rank;
    if (!row.role.empty()) p["role"] = row.role;
    players.push_back(std::move(p));
  }
  const ordered j{{"sourceName", "tableref"},
                  {"sourcePlayId", stable_uuid(play.play_key)},
                  {"playDate", bgstats_utc(play.played_at_utc)},
                  {"durationMin", play.duration_min},
                  {"board", s.variant},
                  {"comments", comments_of(s)},
                  {"game", game},
                  {"players", players}};
  return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

std::string bgstats_push_url(const SessionRecord& record, const HistoryRegistry& registry) {
  return std::string(kBgStatsPushAddress) + url_encode(bgstats_push_json(record, registry));
}

Result<std::string> export_session(const SessionRecord& record, std::string_view format,
                                   const HistoryRegistry& registry) {
  if (format == "json") return session_to_json(record);
  if (format == "csv") return results_csv_header() + results_csv_rows(record);
  if (format == "bgstats") return bgstats_json(record, registry);
  if (const auto* f = registry.format(format); f != nullptr && f->write) {
    if (f->game != record.session.game) {
      return Violation{ExportReason::kOtherGameFormat,
                       {Param{"format", std::string(format)}, Param{"game", f->game}}};
    }
    return f->write(record);
  }
  if (const auto* p = promised(format)) return not_available(*p);
  return Violation{ExportReason::kUnknownFormat, {Param{"format", std::string(format)}}};
}

Result<SessionRecord> read_session_file(std::string_view path, std::string_view text,
                                        const HistoryRegistry& registry, const RenderText& render) {
  if (const auto* f = registry.format_for_file(path)) {
    if (f->read) return f->read(text, render);
    return Violation{ExportReason::kNotImportable, {Param{"format", f->name}}};
  }
  for (const auto& p : kPromisedFormats) {
    if (path.size() >= p.extension.size() &&
        path.substr(path.size() - p.extension.size()) == p.extension) {
      return not_available(p);
    }
  }
  return session_from_json(text);
}

}  // namespace tableref::controllers
