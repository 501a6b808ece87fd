#include "tableref/referee/blokus/variant.hpp"

#include <initializer_list>
#include <string>

#include "tableref/referee/blokus/trigon_piece.hpp"

namespace tableref::blokus {
namespace {

constexpr PieceSet bit(int i) {
  return PieceSet{1} << i;
}

PieceSet pieces_of_size(int size) {
  PieceSet set = 0;
  for (int i = 0; i < kPieceCount; ++i) {
    if (piece_info(static_cast<PieceId>(i)).size == size) set |= bit(i);
  }
  return set;
}

PieceSet named(std::initializer_list<std::string_view> names) {
  PieceSet set = 0;
  for (auto n : names) set |= bit(*piece_from_name(n));
  return set;
}

// Cell from a column index (a = 0) and a row number counted from 1 at the bottom.
constexpr Cell at(int column, int row) {
  return Cell{static_cast<std::int8_t>(column), static_cast<std::int8_t>(row - 1)};
}

// The families of variants, each a function of what differs within it; build() lists the
// variants in enum order.

// 20x20, four colors from the four corners; the players and who owns which color vary.
VariantInfo classic(Variant v, std::string_view name, int players = 4,
                    std::array<int, kMaxColors> owner = {0, 1, 2, 3}) {
  VariantInfo info;
  info.variant = v;
  info.name = name;
  info.start = {Cell{0, 19}, Cell{19, 19}, Cell{19, 0}, Cell{0, 0}};
  info.players = players;
  info.owner = owner;
  return info;
}

VariantInfo duo() {
  VariantInfo duo;
  duo.variant = Variant::kDuo;
  duo.name = "duo";
  duo.width = 14;
  duo.height = 14;
  duo.colors = 2;
  duo.players = 2;
  duo.start = {Cell{4, 9}, Cell{9, 4}, Cell{}, Cell{}};
  duo.owner = {0, 1, -1, -1};
  return duo;
}

// One player with all four colors, in any order, until no color can move.
VariantInfo solo(Variant v, std::string_view name) {
  VariantInfo info = classic(v, name);
  info.players = 1;
  info.owner = {0, 0, 0, 0};
  info.turn_order = false;
  info.ends_when_color_done = false;
  return info;
}

// Solo puzzles: fill a w x h box with the pieces of one size, without the placement rules
// (and with `apart`, no two pieces touching along an edge).
VariantInfo packing(Variant v, std::string_view name, int w, int h, int size, bool apart) {
  VariantInfo info = solo(v, name);
  info.width = w;
  info.height = h;
  info.start = {Cell{}, Cell{}, Cell{}, Cell{}};
  info.piece_set = pieces_of_size(size);
  info.placement_rules = false;
  info.apart = apart;
  return info;
}

// Junior (Pentobi's "Blokus Junior"): Duo's board and start cells, 12 piece types, two
// copies of each, no bonus. ../shared/reference/blokus-variants.md.
VariantInfo junior() {
  VariantInfo junior = duo();
  junior.variant = Variant::kJunior;
  junior.name = "junior";
  junior.piece_set = named({"1", "2", "I3", "V3", "I4", "L4", "O", "T4", "Z4", "I5", "L5", "P"});
  junior.copies = 2;
  junior.bonus = false;
  // Pentobi's Trigon and Junior end only when no color can move (the boxed classic rules'
  // "one color placed all its pieces" does not carry over).
  junior.ends_when_color_done = false;
  return junior;
}

// Trigon: the hexagon mapped to columns and rows; six start points shared by all colors.
VariantInfo trigon(Variant v, std::string_view name, int edge, int colors, int players,
                   std::array<int, kMaxColors> owner = {0, 1, 2, 3}) {
  VariantInfo info;
  info.variant = v;
  info.name = name;
  info.cells = CellShape::kTriangle;
  info.edge = edge;
  info.width = 4 * edge - 1;
  info.height = 2 * edge;
  info.colors = colors;
  info.players = players;
  info.start = {Cell{}, Cell{}, Cell{}, Cell{}};
  info.piece_set = kAllTrigonPieces;
  info.owner = owner;
  if (edge == 9) {  // r15, j12, z12, j7, z7, r4
    info.shared_start = {at(17, 15), at(9, 12), at(25, 12), at(9, 7), at(25, 7), at(17, 4)};
  } else {  // p14, h11, x11, h6, x6, p3
    info.shared_start = {at(15, 14), at(7, 11), at(23, 11), at(7, 6), at(23, 6), at(15, 3)};
  }
  info.shared_starts = kMaxSharedStarts;
  info.ends_when_color_done = false;
  return info;
}

std::array<VariantInfo, kVariantCount> build() {
  std::array<VariantInfo, kVariantCount> table{};
  table[0] = classic(Variant::kClassic, "classic");
  table[1] = classic(Variant::kClassicTeams, "classic_teams", 2, {0, 1, 0, 1});
  table[2] = classic(Variant::kClassicTwoPlayer, "classic_2", 2, {0, 1, 0, 1});
  table[3] = classic(Variant::kClassicThreePlayer, "classic_3", 3, {0, 1, 2, -1});
  table[3].shared_color = 3;
  table[4] = duo();
  table[5] = solo(Variant::kSoloClassic, "solo");
  table[6] = solo(Variant::kSoloClassicLargestFirst, "solo_largest_first");
  table[6].largest_first = true;
  table[7] = packing(Variant::kSoloTetromino, "solo_tetromino", 8, 10, 4, false);
  table[8] = packing(Variant::kSoloTetrominoApart, "solo_tetromino_apart", 8, 10, 4, true);
  table[9] = packing(Variant::kSoloPentomino, "solo_pentomino", 15, 16, 5, false);
  table[10] = packing(Variant::kSoloPentominoApart, "solo_pentomino_apart", 15, 16, 5, true);
  table[11] = junior();
  table[12] = trigon(Variant::kTrigon, "trigon", 9, 4, 4);
  table[13] = trigon(Variant::kTrigonTwoPlayer, "trigon_2", 9, 4, 2, {0, 1, 0, 1});
  table[14] = trigon(Variant::kTrigonThreePlayer, "trigon_3", 8, 3, 3, {0, 1, 2, -1});
  return table;
}

}  // namespace

const VariantInfo& variant_info(Variant variant) {
  static const auto table = build();
  return table[static_cast<std::size_t>(variant)];
}

std::optional<Variant> variant_from_name(std::string_view name) {
  for (auto v : kEveryVariant) {
    if (variant_info(v).name == name) return v;
  }
  return std::nullopt;
}

std::string_view color_name(Variant variant, Color color) {
  static constexpr std::array<std::string_view, 4> kNumbers{"1", "2", "3", "4"};
  static constexpr std::array<std::string_view, 2> kDuo{"B", "W"};
  if (variant == Variant::kDuo || variant == Variant::kJunior) return color < 2 ? kDuo[color] : "?";
  return color < 4 ? kNumbers[color] : "?";
}

std::optional<Color> color_from_name(Variant variant, std::string_view name) {
  const int colors = variant_info(variant).colors;
  for (int c = 0; c < colors; ++c) {
    const auto n = color_name(variant, static_cast<Color>(c));
    if (n.size() == name.size() &&
        (n == name || (n.size() == 1 && (n[0] | 0x20) == (name[0] | 0x20)))) {
      return static_cast<Color>(c);
    }
  }
  return std::nullopt;
}

std::string player_name(Variant variant, int player) {
  if (variant == Variant::kDuo || variant == Variant::kJunior) return player == 0 ? "B" : "W";
  return std::to_string(player + 1);
}

}  // namespace tableref::blokus
