#pragma once
// The one registration list of games, in the order Home offers them. Adding a game is one
// line here; every layer then finds the game's parts by its id:
//   controllers  GameModule <id>_module()   app/controllers/src/<id>/module.cpp
//   GUI          GameViews <id>_views()     app/gui/screens/<id>/views.cpp
//   CLI          cli::<id>_command()        app/cli/<id>/
// (An X-macro, so that a layer that cannot see another's types still reads the same list.)
#define TABLEREF_FOR_EACH_GAME(GAME) GAME(blokus) GAME(blockkiller) GAME(smashup) GAME(hdcg)
