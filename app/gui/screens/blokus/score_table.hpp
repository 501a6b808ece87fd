#pragma once
// The finished Blokus board's score table, one row per player (or team): squares left, the
// boxed score and the place under both conventions. The game screen names its rows after the
// seated players, the photo screen after the colours (a photo cannot say who played).
#include <functional>
#include <string>
#include <string_view>

#include "app_context.hpp"
#include "tableref/referee/blokus/scoring.hpp"

namespace tableref::gui {

struct BlokusScoreTable {
  const char* id;                 // the ImGui table's id
  const char* first_column_key;   // catalog key of the name column's header
  std::string_view probe_prefix;  // rows probed as "<prefix>.<player>" and ".rank"
  bool online = false;            // the convention whose place is probed
  std::function<std::string(const blokus::PlayerScore&)> name_of;
};

void draw_blokus_score_table(AppContext& ctx, const BlokusScoreTable& table,
                             const blokus::Scores& scores);

}  // namespace tableref::gui
