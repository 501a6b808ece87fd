#pragma once
#include <optional>
#include <string>
#include <vector>

#include "home_players_panel.hpp"
#include "screen.hpp"
#include "tableref/controllers/game_setup.hpp"
#include "tableref/db/store.hpp"

namespace tableref::gui {

// Start a session (game, variant, players with seats and roles, rule options) or resume one.
class HomeScreen final : public Screen {
 public:
  [[nodiscard]] std::string_view id() const override { return "home"; }
  [[nodiscard]] std::string_view title_key() const override { return "home.title"; }
  void open(AppContext& ctx, std::int64_t session_id) override;
  void draw(AppContext& ctx) override;

  // Read back by tests.
  [[nodiscard]] const controllers::SessionSetup& setup() const { return setup_; }

 private:
  void select_game(std::size_t index, std::size_t variant);
  void draw_new_session(AppContext& ctx);
  void draw_options(AppContext& ctx, const controllers::GameInfo& game);
  void draw_start(AppContext& ctx);
  // The height kept under the form for what stops a session from starting.
  [[nodiscard]] static float problems_box_height();
  void draw_resume(AppContext& ctx);
  void refresh(AppContext& ctx);

  std::size_t game_ = 0;
  std::size_t variant_ = 0;
  controllers::SessionSetup setup_;
  Violations problems_;
  std::vector<db::SessionSummary> active_;
  HomePlayersPanel players_;
  bool loaded_ = false;
  bool scroll_to_top_ = true;  // Home opens at its top, the game picker in view
};

}  // namespace tableref::gui
