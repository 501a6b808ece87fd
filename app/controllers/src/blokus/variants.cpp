#include "tableref/controllers/blokus/variants.hpp"

#include <array>

namespace tableref::controllers {
namespace {

struct VariantId {
  std::string_view id;
  blokus::Variant variant;
};
constexpr std::array kVariantIds{
    VariantId{"classic", blokus::Variant::kClassic},
    VariantId{"classic-teams", blokus::Variant::kClassicTeams},
    VariantId{"classic-2p", blokus::Variant::kClassicTwoPlayer},
    VariantId{"classic-3p", blokus::Variant::kClassicThreePlayer},
    VariantId{"duo", blokus::Variant::kDuo},
    VariantId{"solo", blokus::Variant::kSoloClassic},
    VariantId{"solo-largest-first", blokus::Variant::kSoloClassicLargestFirst},
    VariantId{"solo-tetromino", blokus::Variant::kSoloTetromino},
    VariantId{"solo-tetromino-apart", blokus::Variant::kSoloTetrominoApart},
    VariantId{"solo-pentomino", blokus::Variant::kSoloPentomino},
    VariantId{"solo-pentomino-apart", blokus::Variant::kSoloPentominoApart},
    VariantId{"junior", blokus::Variant::kJunior},
    VariantId{"trigon", blokus::Variant::kTrigon},
    VariantId{"trigon-2p", blokus::Variant::kTrigonTwoPlayer},
    VariantId{"trigon-3p", blokus::Variant::kTrigonThreePlayer},
};

}  // namespace

std::optional<blokus::Variant> blokus_variant(std::string_view home_id) {
  for (const auto& v : kVariantIds) {
    if (v.id == home_id) return v.variant;
  }
  return std::nullopt;
}

std::string blokus_home_variant(blokus::Variant variant) {
  for (const auto& v : kVariantIds) {
    if (v.variant == variant) return std::string(v.id);
  }
  return "classic";
}

std::string blokus_color_word(blokus::Variant variant, blokus::Color color) {
  if (variant == blokus::Variant::kDuo) return color == 0 ? "purple" : "orange";
  // Junior as Pentobi colours it (its Black is green, its White orange).
  if (variant == blokus::Variant::kJunior) return color == 0 ? "green" : "orange";
  static const std::array<const char*, 4> words{"blue", "yellow", "red", "green"};
  return words[color % 4];
}

}  // namespace tableref::controllers
