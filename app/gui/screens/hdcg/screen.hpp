#pragma once
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "screens/screen.hpp"
#include "tableref/controllers/hdcg/controller.hpp"
#include "tableref/referee/hdcg/modifier.hpp"

namespace tableref::gui {

// An HDCG duel at the table: each character's HP, multipliers and hand against the limit, the
// damage calculator with its breakdown before Apply, the phase tracker, the judgement roll,
// the discard prompt, undo and the winner. State lives in controllers::HdcgController.
class HdcgScreen final : public Screen {
 public:
  [[nodiscard]] std::string_view id() const override { return "hdcg"; }
  [[nodiscard]] std::string_view title_key() const override { return "game.hdcg"; }
  void open(AppContext& ctx, std::int64_t session_id) override;
  void draw(AppContext& ctx) override;

  // Read back by tests.
  [[nodiscard]] const controllers::HdcgController* session() const {
    return session_ ? &*session_ : nullptr;
  }

 private:
  void draw_seat(AppContext& ctx, std::size_t seat);
  void draw_modifiers(AppContext& ctx, std::size_t seat, hdcg::Stat stat);
  void draw_calculator(AppContext& ctx);
  void draw_calculator_sides(AppContext& ctx, float label_width, float inputs_right);
  void draw_calculator_amount(AppContext& ctx, float label_width);
  [[nodiscard]] float extra_entry_width(AppContext& ctx) const;
  void draw_extra_entry(AppContext& ctx);
  void draw_calculator_extras(AppContext& ctx);
  [[nodiscard]] std::optional<hdcg::event::Damage> draw_damage_breakdown(AppContext& ctx);
  void preset_sides_for_turn();
  void draw_modifier_form(AppContext& ctx);
  void draw_pad(AppContext& ctx, const std::string& prefix);
  void draw_turn(AppContext& ctx);
  void draw_judgement_phase(AppContext& ctx);
  void draw_draw_phase(AppContext& ctx);
  void draw_discard_phase(AppContext& ctx);
  void draw_turn_messages(AppContext& ctx);
  void report(const Status& status);

  std::optional<controllers::HdcgController> session_;
  std::optional<Violations> open_error_;
  Violations problems_;

  // Damage calculator.
  std::optional<std::size_t> source_;
  std::size_t target_ = 0;
  std::string amount_;
  bool direct_ = false;
  std::vector<hdcg::Modifier> extra_;
  hdcg::ModifierOp extra_op_ = hdcg::ModifierOp::kMul;
  std::string extra_value_;
  std::string* pad_target_ = &amount_;
  // The turn (round, seat) the source and target were last preset for: at each new turn the
  // calculator starts from "the current player hits the next living one", the common case,
  // so a hit takes only the amount and Apply.
  std::optional<std::pair<std::int64_t, std::size_t>> sides_for_turn_;

  // Modifier form (open when mod_seat_ is set).
  std::optional<std::size_t> mod_seat_;
  hdcg::Stat mod_stat_ = hdcg::Stat::kAttack;
  hdcg::ModifierOp mod_op_ = hdcg::ModifierOp::kMul;
  std::string mod_value_;
  std::string mod_source_;
  bool mod_lasting_ = true;
  bool mod_main_weapon_ = false;

  std::size_t discard_count_ = 0;
  std::int64_t discard_for_ = -1;    // the event count the discard count was set at
  std::vector<float> seat_heights_;  // each seat card's content height while scrolled
};

}  // namespace tableref::gui
