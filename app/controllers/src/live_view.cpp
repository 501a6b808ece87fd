#include "tableref/controllers/live_view.hpp"

#include "tableref/controllers/blokus/controller.hpp"
#include "tableref/controllers/blokus/variants.hpp"
#include "tableref/controllers/session_result.hpp"
#include "tableref/referee/blokus/scoring.hpp"

namespace tableref::controllers {
namespace {

using nlohmann::json;

LiveBoard board_of(const blokus::GameState& s) {
  LiveBoard board;
  const auto& geometry = s.geometry();
  board.width = geometry.width();
  for (int c = 0; c < s.colors(); ++c) {
    board.colors.push_back(blokus_color_word(s.variant(), static_cast<blokus::Color>(c)));
  }
  // a1 is the lower left: the top row is the last.
  for (int y = geometry.height() - 1; y >= 0; --y) {
    std::string row;
    for (int x = 0; x < geometry.width(); ++x) {
      if (!geometry.on_board(x, y)) {
        row += '#';
        continue;
      }
      const int color = s.color_at(GridCell{x, y});
      row += color < 0 ? '.' : static_cast<char>('0' + color);
    }
    board.rows.push_back(std::move(row));
  }
  return board;
}

// Blokus: the referee's count of the position as it stands, per scoring player.
void blokus_part(const SessionRecord& record, LiveView& view) {
  auto at = blokus_controller_at(record.session, record.events, record.events.size());
  if (!at) return;
  const auto& game = at.value();
  view.board = board_of(game.state());
  for (const auto& player : blokus::score(game.state()).players) {
    std::string names;
    for (const auto& name : game.players_of(player)) names += (names.empty() ? "" : " + ") + name;
    view.scores.push_back(
        {names, static_cast<double>(game.online_scoring() ? player.points : player.boxed)});
  }
}

}  // namespace

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
  }
  if (s.game == "blokus") blokus_part(record, view);
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
