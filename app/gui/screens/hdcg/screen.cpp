#include "screens/hdcg/screen.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <utility>

#include "app_context.hpp"
#include "screens/hdcg/widgets.hpp"
#include "tableref/referee/hdcg/turn.hpp"
#include "ui/layout.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {
namespace {

const char* op_symbol(hdcg::ModifierOp op) {
  return hdcg_op_symbol(op);
}

constexpr hdcg::ModifierOp kOps[] = {hdcg::ModifierOp::kMul, hdcg::ModifierOp::kDiv,
                                     hdcg::ModifierOp::kAdd, hdcg::ModifierOp::kSub};

std::string modifier_text(const hdcg::Modifier& m) {
  return hdcg_modifier_text(m);
}

std::string fold_text(AppContext& ctx, const hdcg::Fold& fold) {
  return hdcg_fold_text(ctx, fold);
}

std::string seat_id(std::size_t seat) {
  return "hdcg.seat." + std::to_string(seat);
}

// Buttons whose ImGui id is their probe id, so equal labels ("Discard" the phase and
// "Discard" the action) never share one.
bool tap_button(const std::string& label, const std::string& id, ImVec2 size = ImVec2(0, 0)) {
  return touch_button((label + "##" + id).c_str(), id, size);
}
bool tap_choice(const std::string& label, const std::string& id, bool selected,
                ImVec2 size = ImVec2(0, 0)) {
  return choice_button((label + "##" + id).c_str(), id, selected, size);
}

// SameLine when an item `width` wide still fits on the current line.
void same_line_if_fits(float width, float right = 0) {
  if (right <= 0) right = ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x;
  if (ImGui::GetItemRectMax().x + ImGui::GetStyle().ItemSpacing.x + width <= right) {
    ImGui::SameLine();
  }
}

float button_width(const std::string& label) {
  return std::max(touch_size(),
                  ImGui::CalcTextSize(label.c_str()).x + ImGui::GetStyle().FramePadding.x * 2);
}

}  // namespace

void HdcgScreen::open(AppContext& ctx, std::int64_t session_id) {
  session_.reset();
  open_error_.reset();
  problems_.clear();
  mod_seat_.reset();
  amount_.clear();
  extra_.clear();
  direct_ = false;
  sides_for_turn_.reset();
  pad_target_ = &amount_;
  if (session_id == 0 || !ctx.store) return;
  auto opened = controllers::HdcgController::open(*ctx.store, session_id);
  if (!opened) {
    open_error_ = opened.violations();
    return;
  }
  session_.emplace(std::move(opened).value());
}

void HdcgScreen::preset_sides_for_turn() {
  const auto& state = session_->state();
  const std::pair<std::int64_t, std::size_t> turn{state.turn.round, state.turn.seat};
  if (sides_for_turn_ == turn || state.seats.empty()) return;
  sides_for_turn_ = turn;
  const std::size_t seats = state.seats.size();
  const std::size_t attacker = std::min(turn.second, seats - 1);
  source_ = attacker;
  target_ = attacker;
  for (std::size_t step = 1; step < seats; ++step) {
    const std::size_t seat = (attacker + step) % seats;
    if (!state.seats[seat].character.is_out()) {
      target_ = seat;
      break;
    }
  }
}

void HdcgScreen::report(const Status& status) {
  problems_.clear();
  if (!status) problems_ = status.violations();
}

void HdcgScreen::draw(AppContext& ctx) {
  if (ctx.store_error) {
    message_box(ctx.tr("home.store_unavailable",
                       {Param{"path", ctx.db_path}, Param{"why", ctx.render(*ctx.store_error)}})
                    .c_str(),
                true, "hdcg.store_error");
  }
  if (open_error_) {
    std::string text;
    for (const auto& v : *open_error_) text += (text.empty() ? "" : "\n") + ctx.render(v);
    message_box(text.c_str(), true, "hdcg.open_error");
  }
  if (!session_) {
    if (!open_error_) message_box(ctx.tr("hdcg.no_session").c_str(), false, "hdcg.no_session");
    ImGui::Spacing();
    if (tap_button(ctx.tr("hdcg.go_home").c_str(), "hdcg.go_home")) ctx.go("home");
    return;
  }
  ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(scaled(8), scaled(8)));
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(scaled(10), scaled(10)));
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const float total = avail.x;
  // Landscape: the seats, the calculator and the turn side by side. Portrait (a tablet held
  // upright): the seats and the turn side by side on top, the calculator under them at the
  // full width.
  const bool upright = portrait(avail);
  const float left = std::floor(upright ? (total - spacing) * 0.52f : total * 0.31f);
  const float middle = std::floor(total * 0.44f);
  const float top_h = upright ? std::floor(avail.y * 0.45f) : 0.0f;

  ImGui::BeginChild("hdcg.seats", ImVec2(left, top_h), true);
  // Each seat in a card of its own fixed height (its modifiers scroll inside it): a modifier
  // added to one seat moves nothing of the other.
  const std::size_t seats = session_->state().seats.size();
  const float card_h =
      seats == 0 ? 0.0f
                 : std::floor((ImGui::GetContentRegionAvail().y -
                               ImGui::GetStyle().ItemSpacing.y * static_cast<float>(seats - 1)) /
                              static_cast<float>(seats));
  for (std::size_t seat = 0; seat < seats; ++seat) {
    ImGui::BeginChild(("hdcg.seat_card." + std::to_string(seat)).c_str(), ImVec2(0, card_h), false,
                      ImGuiWindowFlags_AlwaysVerticalScrollbar);
    draw_seat(ctx, seat);
    if (seat_heights_.size() < seats) seat_heights_.resize(seats, 0.0f);
    keep_scrolled_height(seat_heights_[seat]);
    touch_scroll();
    ImGui::EndChild();
  }
  ImGui::EndChild();
  const auto tool = [&](ImVec2 size) {
    ImGui::BeginChild("hdcg.tool", size, true);
    if (mod_seat_) {
      draw_modifier_form(ctx);
    } else {
      draw_calculator(ctx);
    }
    touch_scroll();
    ImGui::EndChild();
  };
  const auto turn = [&](ImVec2 size) {
    // Its scrollbar always there: a scrollbar that comes would narrow the phase chips.
    ImGui::BeginChild("hdcg.turn", size, true, ImGuiWindowFlags_AlwaysVerticalScrollbar);
    draw_turn(ctx);
    touch_scroll();
    ImGui::EndChild();
  };
  ImGui::SameLine();
  if (upright) {
    turn(ImVec2(0, top_h));
    tool(ImVec2(0, 0));
  } else {
    tool(ImVec2(middle, 0));
    ImGui::SameLine();
    turn(ImVec2(total - left - middle - spacing * 2, 0));
  }
  ImGui::PopStyleVar(2);
}

void HdcgScreen::draw_seat(AppContext& ctx, std::size_t seat) {
  const auto& state = session_->state();
  const auto& s = state.seats[seat];
  const auto& character = s.character;
  const std::string id = seat_id(seat);
  ImGui::PushID(static_cast<int>(seat));
  const bool current = state.turn.seat == seat;
  std::string title = ctx.user_text(s.player) + " · " + ctx.user_text(character.card.name);
  if (character.is_out()) title += " · " + ctx.tr("hdcg.out");
  if (current) title = "▶ " + title;
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(title.c_str());
  probe().record_text(id + ".name", title);
  const std::string add_label = ctx.tr("hdcg.mod.button");
  const float add_width = ImGui::CalcTextSize(add_label.c_str()).x + scaled(24);
  ImGui::SameLine();
  ImGui::SetCursorPosX(ImGui::GetWindowContentRegionMax().x - add_width);
  if (tap_button(add_label.c_str(), id + ".add_modifier", ImVec2(add_width, 0))) {
    mod_seat_ = seat;
    mod_value_.clear();
    mod_source_.clear();
    mod_stat_ = hdcg::Stat::kAttack;
    mod_op_ = hdcg::ModifierOp::kMul;
    mod_lasting_ = true;
    mod_main_weapon_ = false;
    pad_target_ = &mod_value_;
    problems_.clear();
  }

  hdcg_hp_bar(ctx, character, ImGui::GetContentRegionAvail().x, id);
  // The hand right under the HP, above the modifiers and slots that come and go: its - and
  // + stay where they are.
  // Hand against the limit, with - and +.
  const std::int64_t limit = character.hand_limit();
  const auto hand = static_cast<std::int64_t>(s.hand.size());
  const std::string hand_text =
      ctx.tr("hdcg.hand_vs_limit", {Param{"hand", hand}, Param{"limit", limit}});
  ImGui::AlignTextToFramePadding();
  if (hand > limit) ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.0f, 0.55f, 0.45f, 1.0f));
  ImGui::TextUnformatted(hand_text.c_str());
  if (hand > limit) ImGui::PopStyleColor();
  probe().record_text(id + ".hand", std::to_string(hand) + " / " + std::to_string(limit));
  ImGui::SameLine(ImGui::GetWindowContentRegionMax().x - touch_size() * 2 - scaled(8));
  if (tap_button("−", id + ".hand.minus", ImVec2(touch_size(), 0))) {
    report(session_->discard_one(seat));
  }
  ImGui::SameLine();
  if (tap_button("+", id + ".hand.plus", ImVec2(touch_size(), 0))) {
    report(session_->draw_one(seat));
  }

  draw_modifiers(ctx, seat, hdcg::Stat::kAttack);
  draw_modifiers(ctx, seat, hdcg::Stat::kDefence);
  // The main slots, each with a button that empties it.
  const std::pair<const std::optional<std::string>*, hdcg::SlotRequirement> slots[] = {
      {&character.slots.weapon, hdcg::SlotRequirement::kMainWeapon},
      {&character.slots.armour, hdcg::SlotRequirement::kMainArmour}};
  for (const auto& [card, slot] : slots) {
    if (!card->has_value()) continue;
    const bool weapon = slot == hdcg::SlotRequirement::kMainWeapon;
    const std::string text = ctx.tr(weapon ? "hdcg.main_weapon_slot" : "hdcg.main_armour_slot") +
                             ": " + ctx.user_text(**card);
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(text.c_str());
    probe().record_text(id + (weapon ? ".weapon" : ".armour"), **card);
    ImGui::SameLine();
    if (tap_button(ctx.tr("hdcg.slot.clear"), id + (weapon ? ".weapon.clear" : ".armour.clear"))) {
      report(session_->act(hdcg::event::SetMainSlot{seat, slot, std::nullopt}));
    }
  }

  ImGui::Separator();
  ImGui::PopID();
}

void HdcgScreen::draw_modifiers(AppContext& ctx, std::size_t seat, hdcg::Stat stat) {
  const auto& character = session_->state().seats[seat].character;
  const bool attack = stat == hdcg::Stat::kAttack;
  const auto folded = attack ? character.attack_multiplier() : character.defence_multiplier();
  const std::string stat_id = seat_id(seat) + (attack ? ".attack" : ".defence");
  const std::string value = folded ? folded.value().value.to_string() : std::string("?");
  const std::string label =
      ctx.tr(attack ? "hdcg.attack_multiplier" : "hdcg.defence_multiplier") + " ×" + value;
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(label.c_str());
  probe().record_text(stat_id, value);
  const auto& modifiers = character.modifiers(stat);
  std::optional<std::string> remove;
  for (std::size_t i = 0; i < modifiers.size(); ++i) {
    const auto& m = modifiers[i];
    std::string chip = modifier_text(m);
    if (!hdcg::modifier_active(m, character.slots)) chip = "[" + chip + "]";
    if (!m.lasting) chip += " ⏱";
    chip += "  ✕";
    const float w = ImGui::CalcTextSize(chip.c_str()).x + scaled(20);
    same_line_if_fits(w);
    ImGui::PushID(static_cast<int>(i));
    if (tap_button(ctx.user_text(chip).c_str(), stat_id + ".mod." + std::to_string(i) + ".remove",
                   ImVec2(w, 0))) {
      remove = m.id;
    }
    ImGui::PopID();
  }
  if (folded && !modifiers.empty()) muted(fold_text(ctx, folded.value()).c_str());
  if (remove) report(session_->act(hdcg::event::RemoveModifier{seat, stat, *remove}));
}

void HdcgScreen::draw_pad(AppContext& /*ctx*/, const std::string& prefix) {
  static const char* keys[] = {"7", "8", "9", "4", "5", "6", "1", "2", "3", ".", "0", "←"};
  const float key = touch_size();
  for (int i = 0; i < 12; ++i) {
    if (i % 3 != 0) ImGui::SameLine();
    const std::string k = keys[i];
    const std::string id = prefix + (k == "."   ? std::string("dot")
                                     : k == "←" ? std::string("back")
                                                : k);
    if (tap_button(k.c_str(), id, ImVec2(key, key)) && pad_target_ != nullptr) {
      if (k == "←") {
        if (!pad_target_->empty()) pad_target_->pop_back();
      } else {
        *pad_target_ += k;
      }
    }
  }
}

void HdcgScreen::draw_calculator(AppContext& ctx) {
  preset_sides_for_turn();
  const auto& state = session_->state();
  const std::size_t seats = state.seats.size();
  ImGui::TextUnformatted(ctx.tr("hdcg.damage.title").c_str());

  // Inputs on the left, the number pad on the right.
  const float key = touch_size();
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float pad_width = key * 3 + gap * 2;
  const float inputs_right =
      ImGui::GetCursorScreenPos().x + ImGui::GetContentRegionAvail().x - pad_width - gap;
  const float label_width = scaled(88);
  ImGui::BeginGroup();
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(ctx.tr("hdcg.damage.source").c_str());
  ImGui::SameLine(label_width);
  if (tap_choice(ctx.tr("hdcg.damage.no_source"), "hdcg.calc.source.none", !source_.has_value())) {
    source_.reset();
  }
  for (std::size_t i = 0; i < seats; ++i) {
    same_line_if_fits(button_width(state.seats[i].player), inputs_right);
    ImGui::PushID(static_cast<int>(i));
    if (tap_choice(ctx.user_text(state.seats[i].player), "hdcg.calc.source." + std::to_string(i),
                   source_ == i)) {
      source_ = i;
    }
    ImGui::PopID();
  }
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(ctx.tr("hdcg.damage.target").c_str());
  ImGui::SameLine(label_width);
  for (std::size_t i = 0; i < seats; ++i) {
    if (i > 0) same_line_if_fits(button_width(state.seats[i].player), inputs_right);
    ImGui::PushID(static_cast<int>(i + 100));
    if (tap_choice(ctx.user_text(state.seats[i].player), "hdcg.calc.target." + std::to_string(i),
                   target_ == i)) {
      target_ = i;
    }
    ImGui::PopID();
  }
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(ctx.tr("hdcg.damage.amount").c_str());
  ImGui::SameLine(label_width);
  touch_input("##amount", amount_, "hdcg.calc.amount", scaled(120), "100");
  if (ImGui::IsItemActivated()) pad_target_ = &amount_;
  ImGui::SameLine();
  if (tap_choice(ctx.tr("hdcg.damage.direct_short"), "hdcg.calc.direct", direct_)) {
    direct_ = !direct_;
  }
  // Extra modifiers on the amount (step 1): op, value, Add.
  for (std::size_t i = 0; i < 4; ++i) {
    if (i > 0) ImGui::SameLine();
    if (tap_choice(op_symbol(kOps[i]), "hdcg.calc.op." + std::string(hdcg::name(kOps[i])),
                   extra_op_ == kOps[i], ImVec2(key, 0))) {
      extra_op_ = kOps[i];
    }
  }
  ImGui::SameLine();
  touch_input("##extra", extra_value_, "hdcg.calc.mod.value", scaled(60), "2");
  if (ImGui::IsItemActivated()) pad_target_ = &extra_value_;
  ImGui::SameLine();
  if (tap_button(ctx.tr("hdcg.damage.add_modifier"), "hdcg.calc.mod.add")) {
    auto value = hdcg::Decimal::parse(extra_value_);
    if (value) {
      hdcg::Modifier m;
      m.op = extra_op_;
      m.value = value.value();
      m.source = ctx.tr("hdcg.damage.extra_source");
      extra_.push_back(m);
      extra_value_.clear();
      pad_target_ = &amount_;
      problems_.clear();
    } else {
      problems_ = value.violations();
    }
  }
  ImGui::EndGroup();
  ImGui::SameLine(ImGui::GetWindowContentRegionMax().x - pad_width);
  ImGui::BeginGroup();
  draw_pad(ctx, "hdcg.pad.");
  ImGui::EndGroup();

  std::optional<std::size_t> remove;
  // The extra modifiers in a space of two rows kept for them: Apply below stays put.
  ImGui::BeginChild("hdcg.calc.extras",
                    ImVec2(0, std::max(touch_size(), ImGui::GetFrameHeight()) * 2 +
                                  ImGui::GetStyle().ItemSpacing.y),
                    false);
  if (!extra_.empty()) {
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(ctx.tr("hdcg.damage.extra_modifiers").c_str());
  }
  for (std::size_t i = 0; i < extra_.size(); ++i) {
    const std::string chip =
        std::string(op_symbol(extra_[i].op)) + extra_[i].value.to_string() + "  ✕";
    same_line_if_fits(button_width(chip));
    ImGui::PushID(static_cast<int>(i));
    if (tap_button(chip, "hdcg.calc.mod." + std::to_string(i) + ".remove")) remove = i;
    ImGui::PopID();
  }
  touch_scroll();
  ImGui::EndChild();
  if (remove) extra_.erase(extra_.begin() + static_cast<std::ptrdiff_t>(*remove));

  // The breakdown, before anything is applied.
  ImGui::Separator();
  std::optional<hdcg::event::Damage> damage;
  std::vector<std::string> lines;
  // The breakdown in a box of fixed height (it scrolls when longer): Apply below it stays
  // where it is as the amount is typed and the breakdown grows.
  ImGui::BeginChild("hdcg.calc.breakdown_box",
                    ImVec2(0, ImGui::GetTextLineHeightWithSpacing() * 6 + scaled(8)), false);
  if (amount_.empty()) {
    muted(ctx.tr("hdcg.damage.enter_amount").c_str());
    probe().record_text("hdcg.calc.breakdown", "");
  } else if (auto amount = hdcg::Decimal::parse(amount_); !amount) {
    message_box(ctx.render(amount.error()).c_str(), true, "hdcg.calc.error");
  } else {
    hdcg::event::Damage d;
    d.source = source_;
    d.target = target_;
    d.request.amount = amount.value();
    d.request.direct = direct_;
    d.request.amount_modifiers = extra_;
    auto preview = session_->preview(d);
    if (!preview) {
      std::string text;
      for (const auto& v : preview.violations()) text += (text.empty() ? "" : "\n") + ctx.render(v);
      message_box(text.c_str(), true, "hdcg.calc.error");
    } else {
      damage = d;
      const auto& r = preview.value();
      lines = hdcg_damage_lines(ctx, r);
      std::string all;
      for (std::size_t i = 0; i < lines.size(); ++i) {
        const bool last = i + 1 == lines.size();
        if (last) ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1.0f, 0.85f, 0.4f, 1.0f));
        wrapped_text(ctx.user_text(lines[i]).c_str());
        if (last) ImGui::PopStyleColor();
        all += (all.empty() ? "" : "\n") + lines[i];
      }
      probe().record_text("hdcg.calc.breakdown", all);
      probe().record_text("hdcg.calc.damage", r.damage.to_string());
    }
  }
  touch_scroll();
  ImGui::EndChild();
  if (!damage) ImGui::BeginDisabled();
  if (tap_button(ctx.tr("hdcg.damage.apply").c_str(), "hdcg.calc.apply",
                 ImVec2(ImGui::GetContentRegionAvail().x, scaled(56))) &&
      damage) {
    auto status = session_->act(*damage);
    report(status);
    if (status) {
      amount_.clear();
      extra_.clear();
      direct_ = false;
    }
  }
  if (!damage) ImGui::EndDisabled();
}

void HdcgScreen::draw_modifier_form(AppContext& ctx) {
  const std::size_t seat = *mod_seat_;
  const auto& state = session_->state();
  if (seat >= state.seats.size()) {
    mod_seat_.reset();
    return;
  }
  heading(
      ctx.tr("hdcg.mod.title", {Param{"player", ctx.user_text(state.seats[seat].player)}}).c_str());
  float label_width = scaled(100);
  for (const char* key : {"hdcg.mod.from_card", "hdcg.mod.stat", "hdcg.mod.op", "hdcg.mod.value",
                          "hdcg.mod.source"}) {
    label_width = std::max(label_width, ImGui::CalcTextSize(ctx.tr(key).c_str()).x + scaled(16));
  }
  // Cards of the library that give modifiers fill the form.
  bool any_card = false;
  for (const auto& card : session_->library().skills) {
    if (card.modifiers.empty()) continue;
    if (!any_card) {
      ImGui::AlignTextToFramePadding();
      ImGui::TextUnformatted(ctx.tr("hdcg.mod.from_card").c_str());
      ImGui::SameLine(label_width);
    } else {
      ImGui::SameLine();
    }
    any_card = true;
    if (tap_button(ctx.user_text(card.name).c_str(), "hdcg.mod.card." + card.name)) {
      const auto& g = card.modifiers.front();
      mod_stat_ = g.stat;
      mod_op_ = g.modifier.op;
      mod_value_ = g.modifier.value.to_string();
      mod_source_ = card.name;
      mod_lasting_ = g.modifier.lasting;
      mod_main_weapon_ = g.modifier.slot == hdcg::SlotRequirement::kMainWeapon;
    }
  }
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(ctx.tr("hdcg.mod.stat").c_str());
  ImGui::SameLine(label_width);
  if (tap_choice(ctx.tr("hdcg.mod.stat.attack").c_str(), "hdcg.mod.stat.attack",
                 mod_stat_ == hdcg::Stat::kAttack)) {
    mod_stat_ = hdcg::Stat::kAttack;
  }
  ImGui::SameLine();
  if (tap_choice(ctx.tr("hdcg.mod.stat.defence").c_str(), "hdcg.mod.stat.defence",
                 mod_stat_ == hdcg::Stat::kDefence)) {
    mod_stat_ = hdcg::Stat::kDefence;
  }
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(ctx.tr("hdcg.mod.op").c_str());
  ImGui::SameLine(label_width);
  for (std::size_t i = 0; i < 4; ++i) {
    if (i > 0) ImGui::SameLine();
    if (tap_choice(op_symbol(kOps[i]), "hdcg.mod.op." + std::string(hdcg::name(kOps[i])),
                   mod_op_ == kOps[i], ImVec2(touch_size() * 1.2f, 0))) {
      mod_op_ = kOps[i];
    }
  }
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(ctx.tr("hdcg.mod.value").c_str());
  ImGui::SameLine(label_width);
  touch_input("##modvalue", mod_value_, "hdcg.mod.value", scaled(120), "1.2");
  if (ImGui::IsItemActivated()) pad_target_ = &mod_value_;
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(ctx.tr("hdcg.mod.source").c_str());
  ImGui::SameLine(label_width);
  ctx.user_text(mod_source_);
  touch_input("##modsource", mod_source_, "hdcg.mod.source", scaled(200),
              ctx.tr("hdcg.mod.source_hint").c_str());
  if (tap_choice(ctx.tr("hdcg.modifier_lasting").c_str(), "hdcg.mod.lasting", mod_lasting_)) {
    mod_lasting_ = true;
  }
  ImGui::SameLine();
  if (tap_choice(ctx.tr("hdcg.modifier_this_turn").c_str(), "hdcg.mod.this_turn", !mod_lasting_)) {
    mod_lasting_ = false;
  }
  if (tap_choice(ctx.tr("hdcg.mod.main_weapon").c_str(), "hdcg.mod.main_weapon",
                 mod_main_weapon_)) {
    mod_main_weapon_ = !mod_main_weapon_;
  }
  ImGui::BeginGroup();
  draw_pad(ctx, "hdcg.mod.pad.");
  ImGui::EndGroup();
  ImGui::SameLine();
  ImGui::BeginGroup();
  if (tap_button(ctx.tr("hdcg.mod.add").c_str(), "hdcg.mod.add",
                 ImVec2(ImGui::GetContentRegionAvail().x, scaled(56)))) {
    auto value = hdcg::Decimal::parse(mod_value_);
    if (!value) {
      problems_ = value.violations();
    } else {
      hdcg::Modifier m;
      m.source = mod_source_;
      m.op = mod_op_;
      m.value = value.value();
      m.lasting = mod_lasting_;
      m.slot = mod_main_weapon_ ? hdcg::SlotRequirement::kMainWeapon : hdcg::SlotRequirement::kNone;
      auto status = session_->add_modifier(seat, mod_stat_, m);
      report(status);
      if (status) {
        mod_seat_.reset();
        pad_target_ = &amount_;
      }
    }
  }
  if (tap_button(ctx.tr("hdcg.mod.cancel").c_str(), "hdcg.mod.cancel",
                 ImVec2(ImGui::GetContentRegionAvail().x, 0))) {
    mod_seat_.reset();
    pad_target_ = &amount_;
    problems_.clear();
  }
  ImGui::EndGroup();
}

void HdcgScreen::draw_turn(AppContext& ctx) {
  const auto& state = session_->state();
  // Undo first, at the top of the panel: nothing above it comes or goes.
  if (!session_->can_undo()) ImGui::BeginDisabled();
  if (tap_button(ctx.tr("hdcg.undo").c_str(), "hdcg.undo",
                 ImVec2(ImGui::GetContentRegionAvail().x, 0))) {
    report(session_->undo());
  }
  if (!session_->can_undo()) ImGui::EndDisabled();

  const auto& turn = state.turn;
  const std::string player =
      turn.seat < state.seats.size() ? ctx.user_text(state.seats[turn.seat].player) : "";
  const std::string round = ctx.tr("hdcg.round", {Param{"round", turn.round}}) + " · " +
                            ctx.tr("hdcg.turn_of", {Param{"player", player}});
  wrapped_text(round.c_str());
  probe().record_text("hdcg.turn", round);
  probe().record_text("hdcg.phase", std::string(hdcg::name(turn.phase)));

  // The phase tracker.
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const float chip = (ImGui::GetContentRegionAvail().x - spacing) / 2;
  for (std::size_t i = 0; i < hdcg::kPhases.size(); ++i) {
    if (i % 2 != 0) ImGui::SameLine();
    const auto phase = hdcg::kPhases[i];
    const std::string name(hdcg::name(phase));
    tap_choice(ctx.tr("hdcg.phase." + name).c_str(), "hdcg.phase." + name, phase == turn.phase,
               ImVec2(chip, 0));
  }
  if (tap_button(ctx.tr("hdcg.phase.next").c_str(), "hdcg.next",
                 ImVec2(ImGui::GetContentRegionAvail().x, scaled(56)))) {
    report(session_->advance_phase());
  }

  switch (turn.phase) {
    case hdcg::Phase::kJudgement: {
      if (tap_button(ctx.tr("hdcg.judgement.roll").c_str(), "hdcg.judgement.roll",
                     ImVec2(ImGui::GetContentRegionAvail().x, 0))) {
        auto rolled = session_->roll_judgement();
        problems_.clear();
        if (!rolled) problems_ = rolled.violations();
      }
      muted(ctx.tr("hdcg.judgement.manual").c_str());
      const float key = (ImGui::GetContentRegionAvail().x - spacing * 4) / 5;
      for (int d = 0; d < 10; ++d) {
        if (d % 5 != 0) ImGui::SameLine();
        const std::string digit = std::to_string(d);
        if (tap_button(digit.c_str(), "hdcg.judgement." + digit, ImVec2(key, 0))) {
          report(session_->act(hdcg::event::Judgement{d}));
        }
      }
      break;
    }
    case hdcg::Phase::kDraw: {
      if (tap_button(ctx.tr("hdcg.event.reveal").c_str(), "hdcg.event.reveal",
                     ImVec2(ImGui::GetContentRegionAvail().x, 0))) {
        report(session_->act(hdcg::event::RevealEvent{}));
      }
      // The turn's 2 skill cards: drawn by this button or, when not, by "Next phase".
      const bool drawn = session_->drew_this_phase();
      const std::int64_t count = hdcg::kDrawPhaseSkills;
      ImGui::BeginDisabled(drawn);
      if (tap_button(
              ctx.tr(drawn ? "hdcg.draw.done" : "hdcg.draw", {Param{"count", count}}).c_str(),
              "hdcg.draw", ImVec2(ImGui::GetContentRegionAvail().x, 0))) {
        report(session_->act(hdcg::event::Draw{turn.seat, hdcg::kDrawPhaseSkills}));
      }
      ImGui::EndDisabled();
      probe().record_text("hdcg.draw.state", drawn ? "drawn" : "due");
      if (!drawn) muted(ctx.tr("hdcg.draw.on_next", {Param{"count", count}}).c_str());
      break;
    }
    case hdcg::Phase::kDiscard: {
      const auto seat = turn.seat;
      const std::int64_t required = state.required_discard(seat);
      const auto hand = static_cast<std::int64_t>(state.seats[seat].hand.size());
      const std::int64_t limit = state.hand_limit(seat);
      const auto events = static_cast<std::int64_t>(session_->events().size());
      if (discard_for_ != events) {
        discard_count_ = static_cast<std::size_t>(required);
        discard_for_ = events;
      }
      if (required > 0) {
        message_box(ctx.tr("hdcg.discard.prompt",
                           {Param{"count", required}, Param{"hand", hand}, Param{"limit", limit}})
                        .c_str(),
                    false, "hdcg.discard.prompt");
        ImGui::AlignTextToFramePadding();
        const std::string chosen = ctx.tr(
            "hdcg.discard.count", {Param{"count", static_cast<std::int64_t>(discard_count_)}});
        if (tap_button("−", "hdcg.discard.minus", ImVec2(touch_size(), 0)) && discard_count_ > 0) {
          --discard_count_;
        }
        ImGui::SameLine();
        ImGui::AlignTextToFramePadding();
        ImGui::TextUnformatted(chosen.c_str());
        probe().record_text("hdcg.discard.count", std::to_string(discard_count_));
        ImGui::SameLine();
        if (tap_button("+", "hdcg.discard.plus", ImVec2(touch_size(), 0))) ++discard_count_;
        if (tap_button(ctx.tr("hdcg.discard.confirm").c_str(), "hdcg.discard.confirm",
                       ImVec2(ImGui::GetContentRegionAvail().x, 0))) {
          report(session_->discard_phase(discard_count_));
        }
      } else if (const auto discarded = session_->discarded_this_phase(); discarded > 0) {
        message_box(
            ctx.tr("hdcg.discard.done", {Param{"count", static_cast<std::int64_t>(discarded)},
                                         Param{"hand", hand}, Param{"limit", limit}})
                .c_str(),
            false, "hdcg.discard.prompt");
      } else {
        message_box(ctx.tr("hdcg.discard.none").c_str(), false, "hdcg.discard.prompt");
      }
      break;
    }
    default:
      break;
  }
  if (!state.judgements.empty()) {
    std::string rolls;
    for (int r : state.judgements) rolls += (rolls.empty() ? "" : ", ") + std::to_string(r);
    const std::string text = ctx.tr("hdcg.judgement.result", {Param{"roll", rolls}});
    ImGui::TextUnformatted(text.c_str());
    probe().record_text("hdcg.judgement.result", rolls);
  }
  if (state.shown_event) {
    wrapped_text((ctx.tr("hdcg.event_card") + ": " + ctx.user_text(*state.shown_event)).c_str());
  }

  if (!problems_.empty()) {
    std::string text;
    for (const auto& v : problems_) text += (text.empty() ? "" : "\n") + ctx.render(v);
    message_box(text.c_str(), true, "hdcg.problem");
  }
  if (session_->finished()) {
    for (const auto& row : session_->standings()) {
      if (!row.winner) continue;
      message_box(ctx.tr("hdcg.winner", {Param{"player", ctx.user_text(row.name)},
                                         Param{"hp", row.hp.to_string()}})
                      .c_str(),
                  false, "hdcg.winner");
    }
  }
  if (state.last_damage) {
    const auto& r = *state.last_damage;
    muted(ctx.tr("hdcg.damage.last",
                 {Param{"summary",
                        ctx.tr("hdcg.damage.summary", {Param{"damage", r.damage.to_string()},
                                                       Param{"hp_before", r.hp_before.to_string()},
                                                       Param{"hp_after", r.hp_after.to_string()},
                                                       Param{"limit_before", r.hand_limit_before},
                                                       Param{"limit_after", r.hand_limit_after}})}})
              .c_str());
  }
  std::string rules =
      ctx.tr("hdcg.rule.defence_applies") + " " +
      ctx.tr("hdcg.rule.defence_applies." + std::string(hdcg::name(state.rules.defence_applies))) +
      " · " + ctx.tr("hdcg.rule.hp_rounding") + ": " +
      ctx.tr("hdcg.rule.hp_rounding." + std::string(hdcg::name(state.rules.hp_rounding)));
  if (state.rules.rounding_applies_to == hdcg::RoundingAppliesTo::kHpLeft) {
    rules += ctx.tr("hdcg.damage.flag", {Param{"flag", ctx.tr("hdcg.rule.rounding_hp_left")}});
  }
  muted(rules.c_str());
  probe().record_text("hdcg.rules", rules);
}

}  // namespace tableref::gui
