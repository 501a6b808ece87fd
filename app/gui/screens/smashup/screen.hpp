#pragma once
// The Smash Up scorekeeper: a setup step (factions per player, bases in play), then the
// table: every base with its breakpoint and the power against it, one-tap power changes,
// the turn's phases, scoring with its breakdown shown before it is applied, VP with
// adjustments and Madness, the end check and the VP-over-turns chart.
#include <array>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "screens/screen.hpp"
#include "tableref/controllers/smashup/controller.hpp"

namespace tableref::gui {

class SmashupScreen final : public Screen {
 public:
  [[nodiscard]] std::string_view id() const override { return "smashup"; }
  [[nodiscard]] std::string_view title_key() const override { return "game.smashup"; }
  void open(AppContext& ctx, std::int64_t session_id) override;
  void draw(AppContext& ctx) override;

  // Read back by tests.
  [[nodiscard]] const controllers::SmashupController& controller() const { return controller_; }

 private:
  enum class Panel { kPlayers, kPresence, kBase, kScoring, kReplace, kVp };

  // Queues an event; apply_pending() pushes the queue after the frame is drawn.
  void act(smashup::Event event);
  void apply_pending();
  void show(Panel panel, int slot = -1, int player = -1);

  // Setup step.
  void draw_setup(AppContext& ctx);
  void draw_setup_sets(AppContext& ctx);
  void draw_setup_factions(AppContext& ctx);
  void draw_setup_bases(AppContext& ctx);
  void draw_custom_base_form(AppContext& ctx);
  void toggle_faction(const std::string& name);
  void draw_name_corrections(AppContext& ctx);

  // A faction's or base's name as the table reads it: in Chinese the (community or corrected)
  // Chinese name with the English card name under it (`two_lines`) or after it; in English,
  // the English name.
  [[nodiscard]] std::string card_name(AppContext& ctx, smashup::NameKind kind,
                                      const std::string& english, bool two_lines = true) const;
  [[nodiscard]] bool chinese(const AppContext& ctx) const;

  // The table.
  void draw_table(AppContext& ctx);
  void draw_turn_bar(AppContext& ctx);
  void draw_messages(AppContext& ctx);
  void draw_base_card(AppContext& ctx, int slot, float width);
  void draw_side(AppContext& ctx);
  void draw_players_panel(AppContext& ctx);
  void draw_presence_panel(AppContext& ctx);
  void draw_base_panel(AppContext& ctx);
  void draw_scoring_panel(AppContext& ctx);
  void draw_replace_panel(AppContext& ctx);
  // The replacement base chosen so far, in a fixed box above the apply button.
  float players_height_ = 0;  // the players panel's content height while it is scrolled
  void draw_replacement_box(AppContext& ctx, const std::string& prefix);
  [[nodiscard]] float replacement_box_height() const;
  void draw_replacement_choice(AppContext& ctx, const std::string& prefix);
  void draw_vp_panel(AppContext& ctx);
  void draw_chart(AppContext& ctx, float width, float height);

  controllers::SmashupController controller_;
  std::optional<Violation> load_error_;
  Violations problems_;
  std::vector<smashup::Event> pending_;
  std::int64_t session_id_ = 0;

  // Setup draft.
  std::vector<std::string> chosen_sets_;
  std::string shown_set_;  // the set whose factions and bases are listed
  int active_seat_ = 0;
  std::vector<std::array<std::string, 2>> factions_;
  std::vector<smashup::BaseCard> start_bases_;
  smashup::Printing printing_ = smashup::Printing::kCurrent;
  int first_player_ = 0;
  bool custom_open_ = false;
  std::string custom_name_;
  int custom_breakpoint_ = 20;
  std::array<int, 3> custom_vp_{4, 2, 1};
  std::string faction_query_;  // search, English or Chinese
  std::string base_query_;
  bool names_open_ = false;  // correcting a Chinese name
  std::string name_query_;
  std::optional<std::pair<smashup::NameKind, std::string>> name_editing_;
  std::string name_edit_;

  // Table panels.
  Panel panel_ = Panel::kPlayers;
  int panel_slot_ = -1;
  int panel_player_ = -1;
  int monster_power_ = 5;
  int edit_breakpoint_ = 0;
  std::array<int, 3> edit_vp_{};
  std::optional<smashup::BaseCard> replacement_;
  bool picking_ = false;
  std::string replace_query_;
  int vp_delta_ = 1;
  std::string vp_note_;
};

}  // namespace tableref::gui
