#pragma once
// Blokus's variants as Home names them, and its colours' English words (the seats' roles).
#include <optional>
#include <string>
#include <string_view>

#include "tableref/referee/blokus/variant.hpp"

namespace tableref::controllers {

// Home's variant ids ("classic", "classic-teams", "classic-2p", "classic-3p", "duo", "solo",
// "solo-largest-first", "solo-tetromino", "solo-tetromino-apart", "solo-pentomino",
// "solo-pentomino-apart", "junior", "trigon", "trigon-2p", "trigon-3p") and back.
[[nodiscard]] std::optional<blokus::Variant> blokus_variant(std::string_view home_id);
[[nodiscard]] std::string blokus_home_variant(blokus::Variant variant);
// "blue", "yellow", "red", "green", "purple", "orange": the color's English word (roles).
[[nodiscard]] std::string blokus_color_word(blokus::Variant variant, blokus::Color color);

}  // namespace tableref::controllers
