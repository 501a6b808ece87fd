#pragma once
// Garbage cards: one row of width 10 each, stacked from the floor up to build the field.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tableref/base/result.hpp"
#include "tableref/referee/blockkiller/field.hpp"
#include "tableref/referee/blockkiller/piece.hpp"

namespace tableref::blockkiller {

enum class GarbageKind : std::uint8_t {
  kSingleHole = 0,
  kDoubleHole = 1,
  kTripleHole = 2,
  kQuadHole = 3,
  kCheckerboard = 4,
};

[[nodiscard]] std::string_view garbage_kind_name(GarbageKind kind);  // "single-hole", ...
[[nodiscard]] std::optional<GarbageKind> parse_garbage_kind(std::string_view name);

// One garbage card as printed (holes unflipped, bit c = hole in column c).
struct GarbageCard {
  GarbageKind kind = GarbageKind::kSingleHole;
  std::uint16_t holes = 0;
  friend bool operator==(const GarbageCard&, const GarbageCard&) = default;
};

// Filled cells of a card's row, flipped (column c -> 9 - c) or not.
[[nodiscard]] std::uint16_t garbage_row_mask(const GarbageCard& card, bool flipped);
[[nodiscard]] std::vector<int> hole_columns(std::uint16_t holes);

struct GarbageCatalogEntry {
  GarbageCard card;
  int copies = 0;
};
struct BlockCatalogEntry {
  Piece piece = Piece::kT;
  int copies = 0;
};

// The card data of the game. The referee takes it as data; the CLI and app load it from
// assets/blockkiller/*.tsv through the parsers below.
struct CardCatalog {
  std::vector<BlockCatalogEntry> blocks;
  std::vector<GarbageCatalogEntry> garbage;

  [[nodiscard]] bool has_garbage(const GarbageCard& card) const;
  [[nodiscard]] int block_total() const;
  [[nodiscard]] int garbage_total() const;
};

// Tab-separated text with a header row: "kind holes copies [note]" and "piece copies".
// Lines starting with '#' are skipped. Bad rows are violations (blockkiller.catalog_bad_row).
[[nodiscard]] Result<std::vector<GarbageCatalogEntry>> parse_garbage_catalog(std::string_view tsv);
[[nodiscard]] Result<std::vector<BlockCatalogEntry>> parse_block_catalog(std::string_view tsv);

// One row of a garbage stack: a card, possibly flipped, or two checkerboard cards merged
// into one solid row (all ten cells filled) that clears when the first piece locks.
struct StackedGarbage {
  GarbageCard card;
  bool flipped = false;
  bool merged = false;  // two checkerboards merged into one solid row (card is ignored)
  friend bool operator==(const StackedGarbage&, const StackedGarbage&) = default;
};

// Builds the field from the floor up (first entry is the floor row). A card not in the
// catalog is blockkiller.garbage_unknown_card; a stack taller than kMaxStackHeight is
// blockkiller.field_too_tall.
[[nodiscard]] Result<Field> build_garbage_field(const std::vector<GarbageCatalogEntry>& catalog,
                                                const std::vector<StackedGarbage>& stack);

// Garbage cards behind rows of a stack built by build_garbage_field (row y = stack[y]): a
// merged row is two checkerboard cards. For the discard pile: cards_in_rows(stack, cleared).
[[nodiscard]] int cards_in_rows(const std::vector<StackedGarbage>& stack,
                                const std::vector<int>& rows);

}  // namespace tableref::blockkiller
