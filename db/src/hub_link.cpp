#include "tableref/db/hub_link.hpp"

#include <algorithm>
#include <utility>

#include "tableref/db/store_reason.hpp"
#include "tableref/db/sync_reason.hpp"

namespace tableref::db {
namespace {

// Sessions this device holds that the hub lags behind on: never pushed, changed since
// (updated_at), or with events it has not acknowledged. The holder is the hub_hold row's, or
// else the recording device (hub_origin's for a pulled session, this one for its own).
constexpr std::string_view kUnpushed = R"sql(
SELECT s.id, COALESCE(p.events, 0) FROM sessions s
LEFT JOIN hub_pushed p ON p.session_id = s.id
WHERE CASE WHEN EXISTS (SELECT 1 FROM hub_hold h WHERE h.session_id = s.id)
  THEN (SELECT h.holder_id FROM hub_hold h WHERE h.session_id = s.id)
       = (SELECT l.device_id FROM hub_link l WHERE l.id = 1)
  ELSE NOT EXISTS (SELECT 1 FROM hub_origin o WHERE o.session_id = s.id) END
  AND (p.session_id IS NULL OR p.updated_at <> s.updated_at
       OR p.events <> (SELECT COUNT(*) FROM events e WHERE e.session_id = s.id))
ORDER BY s.id LIMIT ?)sql";

Result<std::optional<std::int64_t>> local_id_of(Connection& c, const SessionOrigin& origin) {
  auto query =
      c.prepare("SELECT session_id FROM hub_origin WHERE device_id = ? AND origin_session = ?");
  if (!query) return query.violations();
  query.value().bind(1, origin.device_id).bind(2, origin.origin_session);
  auto row = query.value().step();
  if (!row) return row.violations();
  if (!row.value()) return std::optional<std::int64_t>{};
  return std::optional<std::int64_t>{query.value().column_int(0)};
}

Result<std::int64_t> insert_pulled(Store& store, const PulledSession& pulled) {
  auto& c = store.connection();
  auto insert = c.prepare(
      "INSERT INTO sessions(game, variant, rules, status, result, created_at, updated_at) "
      "VALUES (?, ?, ?, ?, NULLIF(?, ''), ?, ?)");
  if (!insert) return insert.violations();
  const auto& s = pulled.session;
  insert.value()
      .bind(1, s.game)
      .bind(2, s.variant)
      .bind(3, s.rules_json)
      .bind(4, status_name(s.status))
      .bind(5, s.result_json)
      .bind(6, s.created_at)
      .bind(7, s.updated_at);
  if (auto done = insert.value().run(); !done) return done.violations();
  const std::int64_t id = c.last_insert_rowid();
  if (auto done = store.insert_seats(id, s.seats); !done) return done.violations();
  auto origin = c.prepare(
      "INSERT INTO hub_origin(session_id, device_id, device_name, origin_session) "
      "VALUES (?, ?, ?, ?)");
  if (!origin) return origin.violations();
  origin.value()
      .bind(1, id)
      .bind(2, pulled.origin.device_id)
      .bind(3, pulled.origin.device_name)
      .bind(4, pulled.origin.origin_session);
  if (auto done = origin.value().run(); !done) return done.violations();
  return id;
}

Status update_pulled(Connection& c, std::int64_t id, const SessionSummary& s) {
  auto update = c.prepare(
      "UPDATE sessions SET status = ?, result = NULLIF(?, ''), updated_at = ? WHERE id = ?");
  if (!update) return update.violations();
  update.value().bind(1, status_name(s.status)).bind(2, s.result_json).bind(3, s.updated_at);
  update.value().bind(4, id);
  return update.value().run();
}

// The log is append-only on every device: a known session only gains the events after the
// ones already here (INSERT OR IGNORE keeps a repeated page harmless).
Status append_pulled_events(Connection& c, std::int64_t id, const std::vector<Event>& events) {
  auto insert = c.prepare(
      "INSERT OR IGNORE INTO events(session_id, seq, at, kind, payload) VALUES (?, ?, ?, ?, ?)");
  if (!insert) return insert.violations();
  for (const auto& e : events) {
    insert.value().bind(1, id).bind(2, e.seq).bind(3, e.at).bind(4, e.kind).bind(5, e.payload);
    if (auto done = insert.value().run(); !done) return done.violations();
  }
  return Done{};
}

Status upsert_hold(Connection& c, std::int64_t id, const std::string& holder,
                   const std::string& name) {
  auto upsert = c.prepare(
      "INSERT INTO hub_hold(session_id, holder_id, holder_name) VALUES (?, ?, ?) "
      "ON CONFLICT(session_id) DO UPDATE SET holder_id = excluded.holder_id, "
      "holder_name = excluded.holder_name");
  if (!upsert) return upsert.violations();
  upsert.value().bind(1, id).bind(2, holder).bind(3, name);
  return upsert.value().run();
}

// This device's own session, back from the device that continues it: its events and state
// are the hub's now, and acknowledged as such (nothing of them is sent back).
Status store_returned(Store& store, const PulledSession& pulled) {
  auto& c = store.connection();
  const std::int64_t id = pulled.origin.origin_session;
  if (auto exists = store.session(id); !exists) return Done{};  // deleted here: left so
  if (auto done = update_pulled(c, id, pulled.session); !done) return done;
  if (auto done = append_pulled_events(c, id, pulled.events); !done) return done;
  return mark_pushed(store, id, static_cast<std::int64_t>(pulled.events.size()),
                     pulled.session.updated_at);
}

// Settings that keep the enrolment left last, and every id this database had before.
constexpr std::string_view kFormerUrl = "hub.former_url";
constexpr std::string_view kFormerClub = "hub.former_club";
constexpr std::string_view kFormerDevice = "hub.former_device";
constexpr std::string_view kFormerToken = "hub.former_token";
constexpr std::string_view kFormerIds = "hub.former_devices";  // space-separated

std::vector<std::string> split_ids(const std::string& text) {
  std::vector<std::string> ids;
  std::size_t start = 0;
  while (start < text.size()) {
    const auto end = std::min(text.find(' ', start), text.size());
    if (end > start) ids.push_back(text.substr(start, end - start));
    start = end + 1;
  }
  return ids;
}

Status remember_former(Store& store, const HubLink& link) {
  auto known = former_device_ids(store);
  if (!known) return known.violations();
  std::string ids;
  for (const auto& id : known.value()) {
    if (id != link.device_id) ids += id + " ";
  }
  ids += link.device_id;
  const std::pair<std::string_view, std::string_view> rows[] = {{kFormerUrl, link.url},
                                                                {kFormerClub, link.club},
                                                                {kFormerDevice, link.device_id},
                                                                {kFormerToken, link.token},
                                                                {kFormerIds, ids}};
  for (const auto& [key, value] : rows) {
    if (auto done = store.set_setting(key, value); !done) return done;
  }
  return Done{};
}

// `own` is this device's id now; `formers` its earlier ones. A session recorded under a
// former id is this device's own too: the session it names is here already, and is not
// stored a second time as another device's.
Status store_pulled(Store& store, const PulledSession& pulled, const std::string& own_device,
                    const std::vector<std::string>& formers) {
  auto& c = store.connection();
  std::int64_t id = 0;
  for (const auto& former : formers) {
    if (former != own_device && pulled.origin.device_id == former) return Done{};
  }
  if (pulled.origin.device_id == own_device) {
    if (auto done = store_returned(store, pulled); !done) return done;
    id = pulled.origin.origin_session;
  } else {
    auto known = local_id_of(c, pulled.origin);
    if (!known) return known.violations();
    if (known.value()) {
      id = *known.value();
      if (auto done = update_pulled(c, id, pulled.session); !done) return done;
    } else {
      auto inserted = insert_pulled(store, pulled);
      if (!inserted) return inserted.violations();
      id = inserted.value();
    }
    if (auto done = append_pulled_events(c, id, pulled.events); !done) return done;
  }
  if (pulled.holder_id.empty()) return Done{};
  if (auto exists = store.session(id); !exists) return Done{};
  return upsert_hold(c, id, pulled.holder_id, pulled.holder_name);
}

}  // namespace

Result<std::optional<HubLink>> hub_link(Store& store) {
  auto query = store.connection().prepare(
      "SELECT url, club, device_id, token, pull_cursor FROM hub_link WHERE id = 1");
  if (!query) return query.violations();
  auto row = query.value().step();
  if (!row) return row.violations();
  if (!row.value()) return std::optional<HubLink>{};
  auto& q = query.value();
  return std::optional<HubLink>{HubLink{q.column_text(0), q.column_text(1), q.column_text(2),
                                        q.column_text(3), q.column_int(4)}};
}

Status save_hub_link(Store& store, const HubLink& link) {
  auto existing = hub_link(store);
  if (!existing) return existing.violations();
  if (existing.value()) {
    return Violation{SyncReason::kAlreadyJoined, {Param{"url", existing.value()->url}}};
  }
  auto insert = store.connection().prepare(
      "INSERT INTO hub_link(id, url, club, device_id, token, pull_cursor) "
      "VALUES (1, ?, ?, ?, ?, 0)");
  if (!insert) return insert.violations();
  insert.value().bind(1, link.url).bind(2, link.club).bind(3, link.device_id).bind(4, link.token);
  return insert.value().run();
}

Status forget_hub_link(Store& store) {
  auto& c = store.connection();
  auto transaction = Transaction::begin_immediate(c);
  if (!transaction) return transaction.violations();
  auto link = hub_link(store);
  if (!link) return link.violations();
  if (link.value()) {
    if (auto done = remember_former(store, *link.value()); !done) return done;
  }
  for (const char* sql :
       {"DELETE FROM hub_pushed", "DELETE FROM hub_hold", "DELETE FROM hub_link"}) {
    if (auto done = c.exec(sql); !done) return done;
  }
  return transaction.value().commit();
}

Result<std::optional<HubLink>> former_hub_link(Store& store) {
  HubLink link;
  std::string* fields[] = {&link.url, &link.club, &link.device_id, &link.token};
  const std::string_view keys[] = {kFormerUrl, kFormerClub, kFormerDevice, kFormerToken};
  for (std::size_t i = 0; i < 4; ++i) {
    auto value = store.setting(keys[i]);
    if (!value) return value.violations();
    if (!value.value() || value.value()->empty()) return std::optional<HubLink>{};
    *fields[i] = *value.value();
  }
  return std::optional<HubLink>{link};
}

Result<std::vector<std::string>> former_device_ids(Store& store) {
  auto value = store.setting(kFormerIds);
  if (!value) return value.violations();
  return split_ids(value.value().value_or(""));
}

Result<HubCounts> hub_counts(Store& store) {
  auto& c = store.connection();
  // kUnpushed without its LIMIT: the same rule for "waiting" as for what a sync sends.
  std::string unpushed(kUnpushed);
  unpushed = unpushed.substr(0, unpushed.rfind(" LIMIT ?"));
  auto waiting = c.query_int("SELECT COUNT(*) FROM (" + unpushed + ")");
  if (!waiting) return waiting.violations();
  auto from_club = c.query_int("SELECT COUNT(*) FROM hub_origin");
  if (!from_club) return from_club.violations();
  return HubCounts{waiting.value(), from_club.value()};
}

Result<std::vector<PushItem>> sessions_to_push(Store& store, std::int64_t limit) {
  auto query = store.connection().prepare(kUnpushed);
  if (!query) return query.violations();
  query.value().bind(1, limit);
  std::vector<std::pair<std::int64_t, std::int64_t>> ids;
  while (true) {
    auto row = query.value().step();
    if (!row) return row.violations();
    if (!row.value()) break;
    ids.emplace_back(query.value().column_int(0), query.value().column_int(1));
  }
  std::vector<PushItem> items;
  for (const auto& [id, acknowledged] : ids) {
    auto session = store.session(id);
    if (!session) return session.violations();
    auto events = store.events(id);
    if (!events) return events.violations();
    auto origin = session_origin(store, id);
    if (!origin) return origin.violations();
    PushItem item{std::move(session).value(), {}, acknowledged, origin.value()};
    for (auto& e : events.value()) {
      if (e.seq > acknowledged) item.events.push_back(std::move(e));
    }
    items.push_back(std::move(item));
  }
  return items;
}

Status mark_pushed(Store& store, std::int64_t session_id, std::int64_t events,
                   const std::string& updated_at) {
  auto upsert = store.connection().prepare(
      "INSERT INTO hub_pushed(session_id, events, updated_at) VALUES (?, ?, ?) "
      "ON CONFLICT(session_id) DO UPDATE SET events = excluded.events, "
      "updated_at = excluded.updated_at");
  if (!upsert) return upsert.violations();
  upsert.value().bind(1, session_id).bind(2, events).bind(3, updated_at);
  return upsert.value().run();
}

Status apply_pulled(Store& store, const std::vector<PulledSession>& sessions, std::int64_t cursor) {
  auto& c = store.connection();
  auto transaction = Transaction::begin_immediate(c);
  if (!transaction) return transaction.violations();
  auto link = hub_link(store);
  if (!link) return link.violations();
  const std::string own = link.value() ? link.value()->device_id : std::string();
  auto formers = former_device_ids(store);
  if (!formers) return formers.violations();
  for (const auto& pulled : sessions) {
    if (auto done = store_pulled(store, pulled, own, formers.value()); !done) return done;
  }
  auto move = c.prepare("UPDATE hub_link SET pull_cursor = ? WHERE id = 1");
  if (!move) return move.violations();
  move.value().bind(1, cursor);
  if (auto done = move.value().run(); !done) return done;
  return transaction.value().commit();
}

Status set_hold(Store& store, std::int64_t session_id, const std::string& holder_id,
                const std::string& holder_name) {
  return upsert_hold(store.connection(), session_id, holder_id, holder_name);
}

Result<std::optional<std::string>> held_elsewhere(Store& store, std::int64_t session_id) {
  auto query = store.connection().prepare(R"sql(
SELECT COALESCE(h.holder_id, o.device_id, l.device_id), COALESCE(h.holder_name, o.device_name, ''),
       l.device_id
FROM hub_link l
LEFT JOIN hub_hold h ON h.session_id = ?1
LEFT JOIN hub_origin o ON o.session_id = ?1
WHERE l.id = 1)sql");
  if (!query) return query.violations();
  query.value().bind(1, session_id);
  auto row = query.value().step();
  if (!row) return row.violations();
  auto& q = query.value();
  if (!row.value() || q.column_text(0) == q.column_text(2)) return std::optional<std::string>{};
  return std::optional<std::string>{q.column_text(1)};
}

Result<std::optional<SessionOrigin>> session_origin(Store& store, std::int64_t session_id) {
  auto query = store.connection().prepare(
      "SELECT device_id, device_name, origin_session FROM hub_origin WHERE session_id = ?");
  if (!query) return query.violations();
  query.value().bind(1, session_id);
  auto row = query.value().step();
  if (!row) return row.violations();
  if (!row.value()) return std::optional<SessionOrigin>{};
  auto& q = query.value();
  return std::optional<SessionOrigin>{
      SessionOrigin{q.column_text(0), q.column_text(1), q.column_int(2)}};
}

}  // namespace tableref::db
