#pragma once
// A Block-Killer session as one fumen (v115): every play and every answered defence in
// order, each drawn on its own pages through the same code path as the screen's "Copy as
// fumen" (draft_fumen_pages), with a comment naming the player, the target and the attack.
// Plays entered in quick mode have no cells: they get one page with an empty field whose
// comment says so. Export only: a fumen holds plays, not hands and turns (docs/history.md).
#include <string>

#include "tableref/base/result.hpp"
#include "tableref/controllers/session_record.hpp"

namespace tableref::controllers {

// kInputMalformed / kInputBadValue when a stored row is not a Block-Killer event, the
// referee's fumen reasons when a stored field play cannot be drawn.
[[nodiscard]] Result<std::string> blockkiller_session_fumen(const SessionRecord& record);

}  // namespace tableref::controllers
