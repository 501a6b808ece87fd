#include "tableref/controllers/session_end.hpp"

namespace tableref::controllers {

Status SessionEnd::sync(db::Store& store, std::int64_t session_id, bool over,
                        const std::function<std::string()>& result_json) {
  if (over) {
    std::string result = result_json();
    if (finished_ && result == written_) return Done{};
    auto written = store.set_status(session_id, db::SessionStatus::kFinished, result);
    if (!written) return written;
    finished_ = true;
    written_ = std::move(result);
    return written;
  }
  if (!finished_) return Done{};
  auto written = store.set_status(session_id, db::SessionStatus::kActive, "");
  if (!written) return written;
  finished_ = false;
  written_.clear();
  return written;
}

}  // namespace tableref::controllers
