#include "tableref/controllers/session_record.hpp"

namespace tableref::controllers {

Result<SessionRecord> load_session(db::Store& store, std::int64_t id) {
  auto session = store.session(id);
  if (!session) return session.violations();
  auto events = store.events(id);
  if (!events) return events.violations();
  return SessionRecord{std::move(session).value(), std::move(events).value()};
}

}  // namespace tableref::controllers
