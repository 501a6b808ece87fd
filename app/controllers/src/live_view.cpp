#include "tableref/controllers/live_view.hpp"

#include <utility>

#include "tableref/controllers/session_result.hpp"

namespace tableref::controllers {

using nlohmann::json;

LiveView live_view(const SessionRecord& record) {
  LiveView view;
  const auto& s = record.session;
  view.game = s.game;
  view.variant = s.variant;
  view.status = std::string(db::status_name(s.status));
  view.events = static_cast<std::int64_t>(record.events.size());
  const auto lines = replay_event_lines(record);
  if (!lines.empty()) view.ruling = lines.back();
  if (const auto* history = history_registry().game(s.game)) {
    view.summary = history->replay_summary(record, record.events.size());
    if (auto position = history->live_position(record)) {
      view.scores = std::move(position->scores);
      view.board = std::move(position->board);
    }
  }
  // A finished session's own result is the final word on the scores.
  if (const auto result = parse_session_result(s.result_json)) {
    view.scores.clear();
    for (const auto& p : result->players) view.scores.push_back({p.name, p.score.value_or(0)});
  }
  return view;
}

json live_json(const LiveView& view, const RenderIn& render) {
  const auto words = [&](const CatalogText& text) {
    json out = json::object();
    for (const auto language : kLiveLanguages) out[std::string(language)] = render(language, text);
    return out;
  };
  json summary = json::array();
  for (const auto& line : view.summary) summary.push_back(words(line));
  json scores = json::array();
  for (const auto& score : view.scores) {
    scores.push_back({{"name", score.name}, {"score", score.score}});
  }
  json out = {{"game", view.game},
              {"variant", view.variant},
              {"status", view.status},
              {"events", view.events},
              {"summary", summary},
              {"scores", scores},
              {"ruling", view.ruling ? words(*view.ruling) : json()}};
  if (view.board) {
    out["board"] = {
        {"width", view.board->width}, {"rows", view.board->rows}, {"colors", view.board->colors}};
  }
  return out;
}

}  // namespace tableref::controllers
