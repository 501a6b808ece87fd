// Blokus as a follower sees it (GameHistory::live_position): the board as it stands and the
// referee's count of the position per scoring player.
#include <string>

#include "tableref/controllers/blokus/controller.hpp"
#include "tableref/controllers/blokus/history.hpp"
#include "tableref/controllers/blokus/variants.hpp"
#include "tableref/referee/blokus/scoring.hpp"

namespace tableref::controllers {
namespace {

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

}  // namespace

std::optional<LivePosition> blokus_live_position(const SessionRecord& record) {
  auto at = blokus_controller_at(record.session, record.events, record.events.size());
  if (!at) return std::nullopt;
  const auto& game = at.value();
  LivePosition position;
  position.board = board_of(game.state());
  for (const auto& player : blokus::score(game.state()).players) {
    std::string names;
    for (const auto& name : game.players_of(player)) names += (names.empty() ? "" : " + ") + name;
    position.scores.push_back(
        {names, static_cast<double>(game.online_scoring() ? player.points : player.boxed)});
  }
  return position;
}

}  // namespace tableref::controllers
