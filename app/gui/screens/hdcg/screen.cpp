// The HDCG screen: opening a session, the layout of its panels (landscape and portrait) and the
// seat cards with their HP, hand, modifiers and main slots.
#include "screens/hdcg/screen.hpp"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <utility>

#include "app_context.hpp"
#include "screens/hdcg/screen_parts.hpp"
#include "screens/hdcg/widgets.hpp"
#include "ui/layout.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {

using namespace hdcg_screen_parts;  // NOLINT(google-build-using-namespace)

void HdcgScreen::open(AppContext& ctx, std::int64_t session_id) {
  session_.reset();
  open_error_.reset();
  problems_.clear();
  form_.close();
  calculator_.reset();
  if (session_id == 0 || !ctx.store) return;
  auto opened = controllers::HdcgController::open(*ctx.store, session_id);
  if (!opened) {
    open_error_ = opened.violations();
    return;
  }
  session_.emplace(std::move(opened).value());
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
    if (form_.is_open()) {
      form_.draw(ctx, *session_, problems_);
    } else {
      calculator_.draw(ctx, *session_, problems_);
    }
    touch_scroll();
    ImGui::EndChild();
  };
  const auto turn = [&](ImVec2 size) {
    // Its scrollbar always there: a scrollbar that comes would narrow the phase chips.
    ImGui::BeginChild("hdcg.turn", size, true, ImGuiWindowFlags_AlwaysVerticalScrollbar);
    turn_.draw(ctx, *session_, problems_);
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
  const std::string id = hdcg_seat_id(seat);
  ImGui::PushID(static_cast<int>(seat));
  const bool current = state.turn.seat == seat;
  // The rule book's character (the library's 刺客) by its name in the user's language.
  const std::string card_name = character.card.name == controllers::hdcg_default_character()
                                    ? ctx.tr("hdcg.character.default")
                                    : character.card.name;
  std::string title = ctx.user_text(s.player) + " · " + ctx.user_text(card_name);
  if (character.is_out()) title += " · " + ctx.tr("hdcg.out");
  if (current) title = "▶ " + title;
  ImGui::AlignTextToFramePadding();
  text_line(title);
  probe().record_text(id + ".name", title);
  const std::string add_label = ctx.tr("hdcg.mod.button");
  const float add_width = ImGui::CalcTextSize(add_label.c_str()).x + scaled(24);
  ImGui::SameLine();
  ImGui::SetCursorPosX(ImGui::GetWindowContentRegionMax().x - add_width);
  if (tap_button(add_label.c_str(), id + ".add_modifier", ImVec2(add_width, 0))) {
    form_.open(seat);
    // Back to the calculator after the form, its pad types the amount.
    calculator_.focus_amount();
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
  text_line(hand_text);
  if (hand > limit) ImGui::PopStyleColor();
  probe().record_text(id + ".hand", std::to_string(hand) + " / " + std::to_string(limit));
  ImGui::SameLine(ImGui::GetWindowContentRegionMax().x - touch_size() * 2 - scaled(8));
  if (tap_button("−", id + ".hand.minus", ImVec2(touch_size(), 0))) {
    report(problems_, session_->discard_one(seat));
  }
  ImGui::SameLine();
  if (tap_button("+", id + ".hand.plus", ImVec2(touch_size(), 0))) {
    report(problems_, session_->draw_one(seat));
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
    text_line(text);
    probe().record_text(id + (weapon ? ".weapon" : ".armour"), **card);
    ImGui::SameLine();
    if (tap_button(ctx.tr("hdcg.slot.clear"), id + (weapon ? ".weapon.clear" : ".armour.clear"))) {
      report(problems_, session_->act(hdcg::event::SetMainSlot{seat, slot, std::nullopt}));
    }
  }

  ImGui::Separator();
  ImGui::PopID();
}

void HdcgScreen::draw_modifiers(AppContext& ctx, std::size_t seat, hdcg::Stat stat) {
  const auto& character = session_->state().seats[seat].character;
  const bool attack = stat == hdcg::Stat::kAttack;
  const auto folded = attack ? character.attack_multiplier() : character.defence_multiplier();
  const std::string stat_id = hdcg_seat_id(seat) + (attack ? ".attack" : ".defence");
  const std::string value = folded ? folded.value().value.to_string() : std::string("?");
  const std::string label =
      ctx.tr(attack ? "hdcg.attack_multiplier" : "hdcg.defence_multiplier") + " ×" + value;
  ImGui::AlignTextToFramePadding();
  text_line(label);
  probe().record_text(stat_id, value);
  const auto& modifiers = character.modifiers(stat);
  std::optional<std::string> remove;
  for (std::size_t i = 0; i < modifiers.size(); ++i) {
    const auto& m = modifiers[i];
    std::string chip = hdcg_modifier_text(m);
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
  if (folded && !modifiers.empty()) muted(hdcg_fold_text(ctx, folded.value()).c_str());
  if (remove) report(problems_, session_->act(hdcg::event::RemoveModifier{seat, stat, *remove}));
}

}  // namespace tableref::gui
