#pragma once
// Correcting a Chinese faction or base name (Smash Up's setup, above the base list): a search
// over every name, then an editor for the one chosen. Its own state; it acts through the
// controller's correct_name.
#include <optional>
#include <string>
#include <utility>

#include "tableref/base/result.hpp"
#include "tableref/controllers/smashup/controller.hpp"

namespace tableref::gui {

class AppContext;

class SmashupNamesPanel {
 public:
  [[nodiscard]] bool open() const { return open_; }
  void toggle() {
    open_ = !open_;
    editing_.reset();
  }
  // `problems`: the setup's refusals (a name that cannot be saved), cleared on success.
  void draw(AppContext& ctx, controllers::SmashupController& session, Violations& problems);

 private:
  void draw_editor(AppContext& ctx, controllers::SmashupController& session, Violations& problems);
  void draw_search(AppContext& ctx, const controllers::SmashupController& session);

  bool open_ = false;
  std::string query_;
  std::optional<std::pair<smashup::NameKind, std::string>> editing_;
  std::string edit_;
};

}  // namespace tableref::gui
