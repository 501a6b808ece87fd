#pragma once
// A Block-Killer play being entered at the table, in quick mode (each piece as its clear:
// lines and spin) or field mode (the garbage stack built from garbage cards, then each
// block card placed on it). The referee evaluates the draft as it grows; the summary is what
// the table event records. No ImGui here.
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "tableref/base/result.hpp"
#include "tableref/referee/blockkiller/attack.hpp"
#include "tableref/referee/blockkiller/fumen.hpp"
#include "tableref/referee/blockkiller/garbage.hpp"
#include "tableref/referee/blockkiller/play.hpp"
#include "tableref/referee/blockkiller/table.hpp"

namespace tableref::controllers {

enum class EntryMode { kQuick = 0, kField = 1 };

struct BlockKillerDraft {
  EntryMode mode = EntryMode::kQuick;
  std::vector<blockkiller::PieceClear> quick;      // quick mode: one per piece
  std::vector<blockkiller::StackedGarbage> stack;  // field mode: garbage rows, floor first
  std::optional<blockkiller::Field> imported;      // field from a fumen (instead of the stack)
  std::vector<blockkiller::PlacedPiece> pieces;    // field mode: the block cards placed
  [[nodiscard]] int block_count() const {
    return static_cast<int>(mode == EntryMode::kQuick ? quick.size() : pieces.size());
  }
};

// The draft as the referee sees it.
struct DraftEvaluation {
  blockkiller::Field start;                         // field mode: the field before the pieces
  std::optional<blockkiller::PlayVerdict> verdict;  // field mode
  blockkiller::PlayAttack attack;                   // running attack of the legal pieces
  std::optional<Violation> problem;  // the stack cannot be built, a piece is refused...
  blockkiller::PlaySummary summary;  // what the table event records
};

// The referee's ruling on the next block card of a field-mode draft, shown live as the cells
// are tapped (as Blokus shows its ruling): the card is recognised from the tapped cells
// (blockkiller::identify_piece), or given with its cells (piece + turn + column, the ghost).
enum class NextPieceState {
  kNothing,     // no cells tapped, no ghost
  kIncomplete,  // 2 or 3 cells tapped: no card yet (a card is 4 squares, or 1)
  kLegal,       // the card can go there: `next` is the draft with it placed
  kIllegal,     // `problem` says why (no card shape, not resting, overlap...)
};
struct NextPieceRuling {
  NextPieceState state = NextPieceState::kNothing;
  std::optional<blockkiller::Piece> piece;  // the card (recognised or given)
  std::optional<Violation> problem;         // kIllegal
  int lines = 0;                            // kLegal: what the card does
  blockkiller::Spin spin = blockkiller::Spin::kNone;
  int attack = 0;
  BlockKillerDraft next;
};
// `tapped`: cells tapped on the field (the card recognised from them); when empty, `ghost`
// (the cells of `ghost_piece` at its ghost, or none).
[[nodiscard]] NextPieceRuling rule_next_piece(
    const BlockKillerDraft& draft, const std::vector<GridCell>& tapped,
    std::optional<blockkiller::Piece> ghost_piece, const std::vector<GridCell>& ghost,
    const std::vector<blockkiller::GarbageCatalogEntry>& catalog,
    const blockkiller::RuleOptions& rules, blockkiller::ChainState chain, int hand_garbage);

// Garbage cards behind a stack row: a merged row is two checkerboards.
[[nodiscard]] int stack_cards(const std::vector<blockkiller::StackedGarbage>& stack);

// Evaluates the draft for a hand holding `hand_garbage` garbage cards, starting from the
// chain `chain` (the carried one with carry_over). Quick mode counts one garbage card per
// cleared line (at most the hand's garbage): the cards a quick play clears.
[[nodiscard]] DraftEvaluation evaluate_draft(
    const BlockKillerDraft& draft, const std::vector<blockkiller::GarbageCatalogEntry>& catalog,
    const blockkiller::RuleOptions& rules, blockkiller::ChainState chain, int hand_garbage);

// The garbage cards a stored draft's stack was built from, as a catalog: they were checked
// against the game's catalog when the play was entered, so History and exports can draw a
// stored play again without the asset files.
[[nodiscard]] std::vector<blockkiller::GarbageCatalogEntry> stack_catalog(
    const BlockKillerDraft& draft);

// The start field of a field-mode draft (the imported field or the built stack).
[[nodiscard]] Result<blockkiller::Field> draft_field(
    const BlockKillerDraft& draft, const std::vector<blockkiller::GarbageCatalogEntry>& catalog);

// The draft's field-mode play as fumen pages (one per piece, `comments[i]` on piece i's page).
[[nodiscard]] Result<std::vector<blockkiller::fumen::Page>> draft_fumen_pages(
    const BlockKillerDraft& draft, const std::vector<blockkiller::GarbageCatalogEntry>& catalog,
    const std::vector<std::string>& comments = {});
// The draft's field-mode play as a v115 fumen string.
[[nodiscard]] Result<std::string> draft_fumen(
    const BlockKillerDraft& draft, const std::vector<blockkiller::GarbageCatalogEntry>& catalog);
// A field-mode draft from a fumen string (the field and the locked pieces).
[[nodiscard]] Result<BlockKillerDraft> draft_from_fumen(const std::string& text);

// The draft as kept in the event payload ("entry"), and back.
[[nodiscard]] nlohmann::json draft_json(const BlockKillerDraft& draft);
[[nodiscard]] std::optional<BlockKillerDraft> draft_from_json(const nlohmann::json& j);

}  // namespace tableref::controllers
