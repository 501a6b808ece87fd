#pragma once
// The v115 field-diagram format ("fumen") that block-stacker players paste and share:
// pages of a 10x23 field plus a garbage row, an operation (piece, rotation, position),
// flags (lock, rise, mirror, colour) and comments. Malformed text is a violation, never a crash.
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tableref/base/result.hpp"
#include "tableref/referee/blockkiller/field.hpp"
#include "tableref/referee/blockkiller/play.hpp"

namespace tableref::blockkiller::fumen {

inline constexpr int kFieldTop = 23;  // playable rows (y = 0..22) above the garbage row

// Fumen cell colours: 0 empty, 1 I, 2 L, 3 O, 4 Z, 5 T, 6 J, 7 S, 8 grey.
enum class Colour : std::uint8_t {
  kEmpty = 0,
  kI = 1,
  kL = 2,
  kO = 3,
  kZ = 4,
  kT = 5,
  kJ = 6,
  kS = 7,
  kGrey = 8
};
// Rotation as fumen names it.
enum class FumenRotation : std::uint8_t { kSpawn = 0, kRight = 1, kReverse = 2, kLeft = 3 };

// cells[y][x], y = 0 the lowest playable row; `garbage` is the row below the floor.
struct FumenField {
  std::array<std::array<Colour, kWidth>, kFieldTop> cells{};
  std::array<Colour, kWidth> garbage{};
  friend bool operator==(const FumenField&, const FumenField&) = default;
};

// A piece as fumen places it: type, rotation, and the position of its centre as the
// common tools define it (the cell the piece turns around).
struct Operation {
  Colour type = Colour::kT;  // kI .. kS
  FumenRotation rotation = FumenRotation::kSpawn;
  int x = 0;
  int y = 0;
  friend bool operator==(const Operation&, const Operation&) = default;
};

struct Page {
  FumenField field;  // the field shown on this page (before its piece)
  std::optional<Operation> operation;
  bool lock = true;
  bool rise = false;
  bool mirror = false;
  bool colour = true;
  std::string comment;  // UTF-8
  friend bool operator==(const Page&, const Page&) = default;
};

// Decodes "v115@..." (also "m115@", "d115@", a URL around it, '?' separators). Errors:
// blockkiller.fumen_bad_prefix, fumen_bad_char, fumen_truncated, fumen_bad_value.
[[nodiscard]] Result<std::vector<Page>> decode(std::string_view text);
// Encodes pages as "v115@..." with '?' inserted as the tools do.
[[nodiscard]] std::string encode(const std::vector<Page>& pages);

// The four cells of an operation (fumen coordinates: y = 0 the lowest playable row).
[[nodiscard]] std::array<GridCell, 4> operation_cells(const Operation& op);
[[nodiscard]] std::optional<Piece> operation_piece(Colour type);

// A play from pages: page 1's field is the start; every page whose operation locks is a
// placed piece (pieces on pages with the lock flag off are only shown and are skipped).
struct FumenPlay {
  Field field;
  std::vector<PlacedPiece> pieces;
  std::vector<std::string> comments;  // one per placed piece
};
[[nodiscard]] Result<FumenPlay> play_from_pages(const std::vector<Page>& pages);
// Pages for a play: one page per piece, the start field on the first. The monomino has no
// fumen piece: it is drawn as a grey cell added to the field of the next page. A field
// taller than 23 rows is blockkiller.fumen_field_too_tall.
[[nodiscard]] Result<std::vector<Page>> pages_from_play(
    const Field& field, const std::vector<PlacedPiece>& pieces,
    const std::vector<std::string>& comments = {});

}  // namespace tableref::blockkiller::fumen
