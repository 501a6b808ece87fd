#pragma once
// Block-Killer figures for the statistics page besides attacks sent and received (the
// GameHistory plug-in's): "plays" (attacks made) and "lines" (lines cleared in plays and
// defences; a quick entry counts the lines entered, a field entry the lines the referee
// finds each piece clearing).
#include <vector>

#include "tableref/controllers/game_history.hpp"

namespace tableref::controllers {

[[nodiscard]] std::vector<PlayerFigure> blockkiller_play_figures(const SessionRecord& record);

}  // namespace tableref::controllers
