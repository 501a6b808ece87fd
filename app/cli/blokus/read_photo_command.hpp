#pragma once
// tableref-cli blokus read-photo: a photo of a Blokus board read, checked and scored.
#include <string>
#include <vector>

#include "../cli.hpp"

namespace tableref::cli {

int read_photo(Context& ctx, std::vector<std::string> args);

}  // namespace tableref::cli
