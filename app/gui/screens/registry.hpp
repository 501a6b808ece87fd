#pragma once
#include <memory>
#include <vector>

#include "screen.hpp"

namespace tableref::gui {

// Every screen of the app, created in one place.
[[nodiscard]] std::vector<std::unique_ptr<Screen>> make_screens();

}  // namespace tableref::gui
