#include "screens/smashup/screen.hpp"

#include <imgui.h>

#include <algorithm>
#include <chrono>
#include <functional>
#include <random>

#include "app_context.hpp"
#include "screens/smashup/widgets.hpp"
#include "tableref/app/paths.hpp"
#include "tableref/db/store_reason.hpp"
#include "tableref/referee/smashup/setup.hpp"
#include "ui/layout.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {
namespace {

namespace su = smashup;

std::uint64_t fresh_seed() {
  std::random_device device;
  const auto now =
      static_cast<std::uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count());
  return (static_cast<std::uint64_t>(device()) << 32) ^ device() ^ now;
}

ImU32 seat_colour(int seat) {
  return smashup_seat_colour(seat);
}

// Side panels keep their scrollbar: text re-wrapped as a scrollbar comes and goes would
// move the buttons under a finger between frames.
constexpr ImGuiWindowFlags kPanelScroll = ImGuiWindowFlags_AlwaysVerticalScrollbar;

std::string num(int n) {
  return std::to_string(n);
}

std::string signed_num(int n) {
  return n > 0 ? "+" + std::to_string(n) : std::to_string(n);
}

// A row "label  - value +": two touch buttons around the value.
void stepper(const std::string& label, const std::string& value, const std::string& id,
             const std::function<void(int)>& change, int step = 1, float label_width = 0) {
  ImGui::PushID(id.c_str());
  if (!label.empty()) {
    // The label beside the buttons when they fit, else above them.
    const float spacing = ImGui::GetStyle().ItemSpacing.x;
    const float controls = touch_size() * 2 + scaled(36) + spacing * 3;
    const float label_w = std::max(label_width, ImGui::CalcTextSize(label.c_str()).x + spacing);
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(label.c_str());
    if (label_w + controls <= ImGui::GetContentRegionAvail().x) {
      if (label_width > 0) {
        ImGui::SameLine(label_width);
      } else {
        ImGui::SameLine();
      }
    }
  }
  const std::string minus = step == 1 ? "-" : "-" + num(step);
  const std::string plus = step == 1 ? "+" : "+" + num(step);
  if (touch_button(minus.c_str(), id + ".minus")) change(-step);
  ImGui::SameLine();
  ImGui::AlignTextToFramePadding();
  const float w = std::max(scaled(36), ImGui::CalcTextSize(value.c_str()).x);
  const float x = ImGui::GetCursorPosX();
  ImGui::SetCursorPosX(x + (w - ImGui::CalcTextSize(value.c_str()).x) / 2);
  ImGui::TextUnformatted(value.c_str());
  probe().record_text(id, value);
  ImGui::SameLine(x + w + ImGui::GetStyle().ItemSpacing.x);
  if (touch_button(plus.c_str(), id + ".plus")) change(step);
  ImGui::PopID();
}

void power_bar(int power, int breakpoint, bool ready, float width) {
  smashup_power_bar(power, breakpoint, ready, width);
}

}  // namespace

void SmashupScreen::open(AppContext& ctx, std::int64_t session_id) {
  controller_ = controllers::SmashupController{};
  load_error_.reset();
  problems_.clear();
  session_id_ = session_id;
  panel_ = Panel::kPlayers;
  replacement_.reset();
  picking_ = false;
  if (session_id == 0) return;
  if (!ctx.store) {
    load_error_ = ctx.store_error ? *ctx.store_error : Violation{db::StoreReason::kNotFound};
    return;
  }
  if (auto loaded = controller_.load_catalog(app::asset_directory(), &*ctx.store); !loaded) {
    load_error_ = loaded.error();
    return;
  }
  if (auto opened = controller_.open(*ctx.store, session_id); !opened) {
    load_error_ = opened.error();
    return;
  }
  // The setup draft: factions typed on Home as each seat's role, their sets chosen.
  const auto& catalog = controller_.catalog();
  factions_.assign(controller_.seats().size(), {});
  chosen_sets_.clear();
  for (std::size_t i = 0; i < controller_.seats().size(); ++i) {
    const auto named = controllers::factions_in_role(catalog.factions, controller_.seats()[i].role);
    for (std::size_t k = 0; k < named.size() && k < 2; ++k) {
      factions_[i][k] = named[k];
      for (const auto& faction : catalog.factions) {
        if (faction.name == named[k] && std::find(chosen_sets_.begin(), chosen_sets_.end(),
                                                  faction.set) == chosen_sets_.end()) {
          chosen_sets_.push_back(faction.set);
        }
      }
    }
  }
  if (chosen_sets_.empty() && !catalog.faction_sets.empty()) {
    // The base game when the catalog has it, else the first set.
    std::string set = catalog.faction_sets.front();
    for (const auto& name : catalog.faction_sets) {
      if (name.rfind("Core", 0) == 0) set = name;
    }
    chosen_sets_.push_back(set);
  }
  start_bases_.clear();
  active_seat_ = 0;
  first_player_ = 0;
}

bool SmashupScreen::chinese(const AppContext& ctx) const {
  return ctx.language != app::Language::kEnglish;
}

std::string SmashupScreen::card_name(AppContext& ctx, su::NameKind kind, const std::string& english,
                                     bool two_lines) const {
  if (!chinese(ctx)) return ctx.user_text(english);
  const auto script = ctx.language == app::Language::kTraditionalChinese
                          ? controllers::ZhScript::kHant
                          : controllers::ZhScript::kHans;
  const std::string zh = controller_.names().chinese(kind, english, script);
  if (zh.empty()) return ctx.user_text(english);
  return ctx.user_text(zh) + (two_lines ? "\n" : " · ") + ctx.user_text(english);
}

void SmashupScreen::act(su::Event event) {
  pending_.push_back(std::move(event));
}

void SmashupScreen::apply_pending() {
  // Applied after the frame is drawn, so nothing drawn holds a reference into a state that
  // changed under it.
  auto events = std::move(pending_);
  pending_.clear();
  for (auto& event : events) {
    const bool choose = std::holds_alternative<su::ChooseBase>(event);
    const bool closes = std::holds_alternative<su::ScoreBase>(event) ||
                        std::holds_alternative<su::ReplaceBase>(event) ||
                        std::holds_alternative<su::Undo>(event);
    const bool adjusts = std::holds_alternative<su::AdjustVp>(event);
    auto status = controller_.push(std::move(event));
    if (!status) {
      problems_ = status.violations();
      if (choose) panel_ = Panel::kPlayers;
      return;
    }
    problems_.clear();
    if (closes) {
      panel_ = Panel::kPlayers;
      replacement_.reset();
      picking_ = false;
    }
    if (adjusts) {
      vp_note_.clear();
      vp_delta_ = 1;
    }
  }
}

void SmashupScreen::show(Panel panel, int slot, int player) {
  panel_ = panel;
  panel_slot_ = slot;
  panel_player_ = player;
  problems_.clear();
  if (panel == Panel::kBase && slot >= 0) {
    const auto& base = controller_.state().bases[static_cast<std::size_t>(slot)];
    if (base.card) {
      edit_breakpoint_ = base.card->breakpoint;
      edit_vp_ = base.card->vp;
    }
  }
  if (panel == Panel::kScoring || panel == Panel::kReplace) {
    replacement_.reset();
    picking_ = false;
  }
  if (panel == Panel::kVp) {
    vp_delta_ = 1;
    vp_note_.clear();
  }
}

void SmashupScreen::draw(AppContext& ctx) {
  if (session_id_ == 0) {
    message_box(ctx.tr("smashup.no_session").c_str(), false, "smashup.no_session");
    if (touch_button(ctx.tr("smashup.action.go_home").c_str(), "smashup.go_home")) {
      ctx.go("home");
    }
    return;
  }
  if (load_error_) {
    message_box(ctx.tr("smashup.cannot_open",
                       {Param{"session", session_id_}, Param{"why", ctx.render(*load_error_)}})
                    .c_str(),
                true, "smashup.load_error");
    if (touch_button(ctx.tr("smashup.action.go_home").c_str(), "smashup.go_home")) {
      ctx.go("home");
    }
    return;
  }
  if (!controller_.state().started) {
    draw_setup(ctx);
  } else {
    draw_table(ctx);
  }
  apply_pending();
}

// --- Setup ---------------------------------------------------------------------------------

void SmashupScreen::draw_setup(AppContext& ctx) {
  const float footer =
      scaled(64) + ImGui::GetStyle().ItemSpacing.y * 2 +
      (problems_.empty() ? 0.0f : scaled(56) * static_cast<float>(problems_.size()));
  const float height = ImGui::GetContentRegionAvail().y - footer;
  const float total = ImGui::GetContentRegionAvail().x;
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  // Landscape: the sets, the factions and the bases side by side. Portrait (a tablet held
  // upright): the sets on top at the full width, the factions and the bases under them.
  const bool upright = portrait(ImGui::GetContentRegionAvail());
  const float sets_w = upright ? total : scaled(330);
  const float sets_h = upright ? std::floor(height * 0.28f) : height;
  const float lists_h = upright ? height - sets_h - ImGui::GetStyle().ItemSpacing.y : height;
  const float factions_w =
      upright ? (total - spacing) * 0.5f : (total - sets_w - spacing * 2) * 0.5f;
  ImGui::BeginChild("smashup.setup.sets", ImVec2(sets_w, sets_h), true);
  draw_setup_sets(ctx);
  touch_scroll();
  ImGui::EndChild();
  if (!upright) ImGui::SameLine();
  ImGui::BeginChild("smashup.setup.factions", ImVec2(factions_w, lists_h), true);
  draw_setup_factions(ctx);
  ImGui::EndChild();
  ImGui::SameLine();
  ImGui::BeginChild("smashup.setup.bases", ImVec2(0, lists_h), true);
  draw_setup_bases(ctx);
  ImGui::EndChild();

  std::string shown;
  for (const auto& problem : problems_) {
    if (!shown.empty()) shown += "\n";
    shown += ctx.render(problem);
  }
  if (!shown.empty()) message_box(shown.c_str(), true, "smashup.problems");
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(ctx.tr("smashup.label.first_player").c_str());
  for (std::size_t i = 0; i < controller_.seats().size(); ++i) {
    ImGui::SameLine();
    if (choice_button(ctx.user_text(controller_.seats()[i].player).c_str(),
                      "smashup.setup.first." + num(static_cast<int>(i)),
                      first_player_ == static_cast<int>(i))) {
      first_player_ = static_cast<int>(i);
    }
  }
  ImGui::SameLine();
  const std::string start = ctx.tr("smashup.action.start_game");
  if (touch_button(start.c_str(), "smashup.setup.start",
                   ImVec2(ImGui::GetContentRegionAvail().x, scaled(64)))) {
    auto status = controller_.start(factions_, start_bases_, first_player_);
    if (status) {
      problems_.clear();
      panel_ = Panel::kPlayers;
    } else {
      problems_ = status.violations();
    }
  }
}

void SmashupScreen::draw_setup_sets(AppContext& ctx) {
  heading(ctx.tr("smashup.label.sets").c_str());
  muted(ctx.tr("smashup.hint.sets").c_str());
  if (chinese(ctx)) {
    // Say where the Chinese names come from, and offer to correct one.
    ImGui::PushTextWrapPos(0.0f);
    muted(ctx.tr("smashup.hint.community_names").c_str());
    ImGui::PopTextWrapPos();
    if (choice_button(ctx.tr("smashup.action.correct_names").c_str(), "smashup.setup.names",
                      names_open_, ImVec2(ImGui::GetContentRegionAvail().x, 0))) {
      names_open_ = !names_open_;
      name_editing_.reset();
    }
    probe().mark_rearranging("smashup.setup.names");  // opens the corrections above the list
  }
  const auto& catalog = controller_.catalog();
  std::vector<std::string> sets = catalog.faction_sets;
  for (const auto& set : catalog.base_sets) {
    if (std::find(sets.begin(), sets.end(), set) == sets.end()) sets.push_back(set);
  }
  const float width = ImGui::GetContentRegionAvail().x;
  for (std::size_t i = 0; i < sets.size(); ++i) {
    const auto it = std::find(chosen_sets_.begin(), chosen_sets_.end(), sets[i]);
    const bool chosen = it != chosen_sets_.end();
    const std::string label = sets[i] == controllers::kSmashupCustomSet
                                  ? ctx.tr("smashup.label.printing.custom")
                                  : ctx.user_text(sets[i]);
    if (choice_button(label.c_str(), "smashup.setup.set." + num(static_cast<int>(i)), chosen,
                      ImVec2(width, 0))) {
      if (chosen) {
        chosen_sets_.erase(it);
      } else {
        chosen_sets_.push_back(sets[i]);
      }
    }
  }
}

void SmashupScreen::toggle_faction(const std::string& name) {
  if (factions_.empty()) return;
  auto& mine = factions_[static_cast<std::size_t>(active_seat_)];
  for (auto& slot : mine) {
    if (slot == name) {
      slot.clear();
      return;
    }
  }
  for (auto& seat : factions_) {  // taken by another seat: it moves here
    for (auto& slot : seat) {
      if (slot == name) slot.clear();
    }
  }
  if (mine[0].empty()) {
    mine[0] = name;
  } else if (mine[1].empty()) {
    mine[1] = name;
  } else {
    mine[1] = name;
  }
  if (!mine[0].empty() && !mine[1].empty()) {
    // On to the next seat that still needs a faction.
    for (std::size_t step = 1; step <= factions_.size(); ++step) {
      const auto next = (static_cast<std::size_t>(active_seat_) + step) % factions_.size();
      if (factions_[next][0].empty() || factions_[next][1].empty()) {
        active_seat_ = static_cast<int>(next);
        break;
      }
    }
  }
}

void SmashupScreen::draw_setup_factions(AppContext& ctx) {
  heading(ctx.tr("smashup.label.factions").c_str());
  const auto& seats = controller_.seats();
  const float name_w = scaled(130);
  const float slot_w =
      (ImGui::GetContentRegionAvail().x - name_w - ImGui::GetStyle().ItemSpacing.x * 2) / 2;
  for (std::size_t i = 0; i < seats.size(); ++i) {
    const std::string row = "smashup.setup.player." + num(static_cast<int>(i));
    ImGui::PushID(static_cast<int>(i));
    if (choice_button(ctx.user_text(seats[i].player).c_str(), row,
                      active_seat_ == static_cast<int>(i), ImVec2(name_w, 0))) {
      active_seat_ = static_cast<int>(i);
    }
    for (int k = 0; k < 2; ++k) {
      ImGui::SameLine();
      const std::string& faction = factions_[i][static_cast<std::size_t>(k)];
      const std::string label = faction.empty()
                                    ? ctx.tr("smashup.label.pick_faction")
                                    : card_name(ctx, su::NameKind::kFaction, faction, false);
      ImGui::PushID(k);
      if (touch_button(label.c_str(), row + ".faction." + num(k), ImVec2(slot_w, 0))) {
        active_seat_ = static_cast<int>(i);
        factions_[i][static_cast<std::size_t>(k)].clear();
      }
      probe().record_text(row + ".faction." + num(k), faction);
      ImGui::PopID();
    }
    ImGui::PopID();
  }
  if (touch_button(ctx.tr("smashup.action.deal_factions").c_str(), "smashup.setup.deal",
                   ImVec2(ImGui::GetContentRegionAvail().x, 0))) {
    auto dealt = controller_.deal_factions(chosen_sets_, fresh_seed());
    if (dealt) {
      factions_ = std::move(dealt).value();
      problems_.clear();
    } else {
      problems_ = dealt.violations();
    }
  }
  // Two lines kept for the hint whatever the player's name: the list below stays put.
  ImGui::BeginChild("smashup.setup.faction_hint",
                    ImVec2(0, ImGui::GetTextLineHeightWithSpacing() * 2), false,
                    ImGuiWindowFlags_NoScrollbar);
  if (!seats.empty()) {
    muted(ctx.tr("smashup.hint.pick_factions",
                 {Param{"player",
                        ctx.user_text(seats[static_cast<std::size_t>(active_seat_)].player)}})
              .c_str());
  }
  ImGui::EndChild();
  // Search every set by any name (English, Chinese, the other names in use).
  touch_input("##faction_search", faction_query_, "smashup.setup.faction_search",
              ImGui::GetContentRegionAvail().x, ctx.tr("smashup.hint.search_factions").c_str());
  ImGui::BeginChild("smashup.setup.faction_list", ImVec2(0, 0), false);
  const auto& catalog = controller_.catalog();
  const float width = ImGui::GetContentRegionAvail().x;
  const float half = (width - ImGui::GetStyle().ItemSpacing.x) / 2;
  const bool searching = !faction_query_.empty();
  int column = 0;
  std::string last_set;
  for (std::size_t f = 0; f < catalog.factions.size(); ++f) {
    const auto& faction = catalog.factions[f];
    if (searching) {
      if (!controller_.names().matches(su::NameKind::kFaction, faction.name, faction_query_)) {
        continue;
      }
    } else if (std::find(chosen_sets_.begin(), chosen_sets_.end(), faction.set) ==
               chosen_sets_.end()) {
      continue;
    }
    if (faction.set != last_set) {
      muted(ctx.user_text(faction.set).c_str());
      last_set = faction.set;
      column = 0;
    }
    std::string owner;
    for (std::size_t s = 0; s < factions_.size(); ++s) {
      if (factions_[s][0] == faction.name || factions_[s][1] == faction.name) {
        owner = seats[s].player;
      }
    }
    // The owner on a line of its own, every button as tall as two lines (three in Chinese,
    // whose names carry the English one under them): a faction taken grows no button, so the
    // list under the finger stays put.
    const std::string label = card_name(ctx, su::NameKind::kFaction, faction.name) +
                              (owner.empty() ? "" : "\n" + ctx.user_text(owner));
    if (column == 1) ImGui::SameLine();
    ImGui::PushID(static_cast<int>(f));
    const float height = ImGui::GetTextLineHeight() * (chinese(ctx) ? 3.0f : 2.0f) +
                         ImGui::GetStyle().FramePadding.y * 2;
    probe().record_text("smashup.setup.faction." + num(static_cast<int>(f)), label);
    const std::string faction_button = "smashup.setup.faction." + num(static_cast<int>(f));
    if (choice_button(label.c_str(), faction_button, !owner.empty(), ImVec2(half, height))) {
      toggle_faction(faction.name);
      // A faction found by search brings its set into the game (for dealing and the deck).
      if (std::find(chosen_sets_.begin(), chosen_sets_.end(), faction.set) == chosen_sets_.end()) {
        chosen_sets_.push_back(faction.set);
      }
    }
    if (std::find(chosen_sets_.begin(), chosen_sets_.end(), faction.set) == chosen_sets_.end()) {
      probe().mark_rearranging(faction_button);  // its set joins the game: the decks grow
    }
    ImGui::PopID();
    column = 1 - column;
  }
  touch_scroll();
  ImGui::EndChild();
}

void SmashupScreen::draw_setup_bases(AppContext& ctx) {
  const int needed = static_cast<int>(controller_.seats().size()) + 1;
  heading(ctx.tr("smashup.label.bases_needed",
                 {Param{"count", std::int64_t{static_cast<int>(start_bases_.size())}},
                  Param{"needed", std::int64_t{needed}}})
              .c_str());
  probe().record_text("smashup.setup.bases_count", num(static_cast<int>(start_bases_.size())));
  const float width = ImGui::GetContentRegionAvail().x;
  const float third = (width - ImGui::GetStyle().ItemSpacing.x * 2) / 3;
  // Draw and the two printings in a row of thirds; where a third cannot hold Draw's label (a
  // portrait screen), Draw has a row of its own and the printings share the next.
  const std::string draw_label = ctx.tr("smashup.action.draw_bases");
  const bool own_row = touch_button_width(draw_label.c_str()) > third;
  const float choice_w = own_row ? (width - ImGui::GetStyle().ItemSpacing.x) / 2 : third;
  if (touch_button(draw_label.c_str(), "smashup.setup.draw_bases",
                   ImVec2(own_row ? width : third, 0))) {
    auto drawn = controller_.draw_start_bases(chosen_sets_, printing_, fresh_seed());
    if (drawn) {
      start_bases_ = std::move(drawn).value();
      problems_.clear();
    } else {
      problems_ = drawn.violations();
    }
  }
  if (!own_row) ImGui::SameLine();
  if (choice_button(ctx.tr("smashup.label.printing.current_short").c_str(),
                    "smashup.setup.printing.current", printing_ == su::Printing::kCurrent,
                    ImVec2(choice_w, 0))) {
    printing_ = su::Printing::kCurrent;
  }
  ImGui::SameLine();
  if (choice_button(ctx.tr("smashup.label.printing.original_short").c_str(),
                    "smashup.setup.printing.original", printing_ == su::Printing::kOriginal,
                    ImVec2(choice_w, 0))) {
    printing_ = su::Printing::kOriginal;
  }
  if (choice_button(ctx.tr("smashup.action.add_base").c_str(), "smashup.setup.custom", custom_open_,
                    ImVec2(ImGui::GetContentRegionAvail().x, 0))) {
    custom_open_ = !custom_open_;
  }
  probe().mark_rearranging("smashup.setup.custom");  // opens the form above the list
  touch_input("##base_search", base_query_, "smashup.setup.base_search",
              ImGui::GetContentRegionAvail().x, ctx.tr("smashup.hint.search_bases").c_str());
  ImGui::BeginChild("smashup.setup.base_list", ImVec2(0, 0), false);
  if (names_open_) {
    draw_name_corrections(ctx);
    ImGui::Separator();
  }
  if (custom_open_) {
    draw_custom_base_form(ctx);
    ImGui::Separator();
  }
  // The bases in play first, one slot for each base the game needs (an empty slot is a
  // placeholder, so the list below never moves; tap a base to take it back), then the
  // chosen sets' deck, where a base in play stays in its place, shown chosen.
  std::optional<std::size_t> drop;
  for (int i = 0; i < std::max(needed, static_cast<int>(start_bases_.size())); ++i) {
    const auto slot = static_cast<std::size_t>(i);
    ImGui::PushID(i);
    if (slot < start_bases_.size()) {
      const auto& base = start_bases_[slot];
      const std::string label = card_name(ctx, su::NameKind::kBase, base.name, false) + "  " +
                                num(base.breakpoint) + " · " + num(base.vp[0]) + "/" +
                                num(base.vp[1]) + "/" + num(base.vp[2]);
      if (choice_button(label.c_str(), "smashup.setup.chosen." + num(i), true,
                        ImVec2(ImGui::GetContentRegionAvail().x, 0))) {
        drop = slot;
      }
    } else {
      ImGui::BeginDisabled();
      touch_button(ctx.tr("smashup.label.base_to_choose").c_str(), "smashup.setup.chosen." + num(i),
                   ImVec2(ImGui::GetContentRegionAvail().x, 0));
      ImGui::EndDisabled();
    }
    ImGui::PopID();
  }
  if (drop) start_bases_.erase(start_bases_.begin() + static_cast<std::ptrdiff_t>(*drop));
  ImGui::Separator();
  const auto& catalog = controller_.catalog();
  // Searching looks through every set.
  const bool searching = !base_query_.empty();
  const auto deck =
      su::base_deck(catalog.bases, searching ? catalog.base_sets : chosen_sets_, printing_);
  std::string last_set;
  for (const auto& base : deck) {
    if (searching && !controller_.names().matches(su::NameKind::kBase, base.name, base_query_)) {
      continue;
    }
    // The catalog row, for a stable probe id.
    std::size_t row = 0;
    for (; row < catalog.bases.size(); ++row) {
      if (catalog.bases[row] == base) break;
    }
    const auto in_play = std::find_if(
        start_bases_.begin(), start_bases_.end(),
        [&](const su::BaseCard& b) { return b.set == base.set && b.name == base.name; });
    if (base.set != last_set) {
      muted(base.set == controllers::kSmashupCustomSet
                ? ctx.tr("smashup.label.printing.custom").c_str()
                : ctx.user_text(base.set).c_str());
      last_set = base.set;
    }
    std::string label = card_name(ctx, su::NameKind::kBase, base.name) + "  " +
                        num(base.breakpoint) + " · " + num(base.vp[0]) + "/" + num(base.vp[1]) +
                        "/" + num(base.vp[2]);
    if (base.printing == su::Printing::kOriginal) {
      label += " (" + ctx.tr("smashup.label.printing.original") + ")";
    }
    ImGui::PushID(static_cast<int>(row));
    probe().record_text("smashup.setup.base." + num(static_cast<int>(row)), label);
    if (choice_button(label.c_str(), "smashup.setup.base." + num(static_cast<int>(row)),
                      in_play != start_bases_.end(), ImVec2(ImGui::GetContentRegionAvail().x, 0))) {
      if (in_play != start_bases_.end()) {
        start_bases_.erase(in_play);
      } else if (static_cast<int>(start_bases_.size()) < needed) {
        start_bases_.push_back(base);
      }
    }
    ImGui::PopID();
  }
  touch_scroll();
  ImGui::EndChild();
}

void SmashupScreen::draw_name_corrections(AppContext& ctx) {
  const auto script = ctx.language == app::Language::kTraditionalChinese
                          ? controllers::ZhScript::kHant
                          : controllers::ZhScript::kHans;
  // Correcting a name opens and closes its editor above the base list: those taps
  // rearrange the list on purpose.
  struct Rearranging {
    ~Rearranging() {
      for (const auto& entry : probe().rects()) {
        if (entry.first.rfind("smashup.names.", 0) == 0) probe().mark_rearranging(entry.first);
      }
    }
  } mark;
  const float width = ImGui::GetContentRegionAvail().x;
  if (name_editing_) {
    const auto& [kind, english] = *name_editing_;
    const auto* shipped = controller_.names().find(kind, english);
    ImGui::TextUnformatted(ctx.user_text(english).c_str());
    if (shipped != nullptr) {
      muted(ctx.tr("smashup.label.community_name",
                   {Param{"name",
                          ctx.user_text(script == controllers::ZhScript::kHant ? shipped->hant
                                                                               : shipped->hans)},
                    Param{"trust", ctx.tr("smashup.label.trust." + shipped->trust)}})
                .c_str());
    }
    touch_input("##name_edit", name_edit_, "smashup.names.edit", width,
                ctx.tr("smashup.hint.chinese_name").c_str());
    const float half = (width - ImGui::GetStyle().ItemSpacing.x) / 2;
    if (touch_button(ctx.tr("smashup.action.save_name").c_str(), "smashup.names.save",
                     ImVec2(half, 0))) {
      if (auto saved = controller_.correct_name(kind, english, script, name_edit_); !saved) {
        problems_ = saved.violations();
      } else {
        problems_.clear();
        name_editing_.reset();
      }
    }
    ImGui::SameLine();
    if (touch_button(ctx.tr("smashup.action.restore_name").c_str(), "smashup.names.restore",
                     ImVec2(half, 0))) {
      if (auto saved = controller_.correct_name(kind, english, script, ""); !saved) {
        problems_ = saved.violations();
      } else {
        problems_.clear();
        name_editing_.reset();
      }
    }
    return;
  }
  muted(ctx.tr("smashup.hint.correct_name").c_str());
  touch_input("##name_search", name_query_, "smashup.names.search", width,
              ctx.tr("smashup.hint.search_names").c_str());
  if (name_query_.empty()) return;
  // At most a dozen matches, factions then bases (each name once: bases share printings).
  int shown = 0;
  std::vector<std::string> seen;
  auto offer = [&](su::NameKind kind, const std::string& english, const std::string& id) {
    if (shown >= 12 || !controller_.names().matches(kind, english, name_query_)) return;
    if (std::find(seen.begin(), seen.end(), english) != seen.end()) return;
    seen.push_back(english);
    ++shown;
    std::string label = card_name(ctx, kind, english, false);
    if (controller_.names().corrected(kind, english, script)) {
      label += "  (" + ctx.tr("smashup.label.corrected") + ")";
    }
    if (touch_button(label.c_str(), id, ImVec2(width, 0))) {
      name_editing_ = std::pair{kind, english};
      name_edit_ = controller_.names().chinese(kind, english, script);
    }
  };
  const auto& catalog = controller_.catalog();
  for (std::size_t i = 0; i < catalog.factions.size(); ++i) {
    offer(su::NameKind::kFaction, catalog.factions[i].name,
          "smashup.names.faction." + num(static_cast<int>(i)));
  }
  for (std::size_t i = 0; i < catalog.bases.size(); ++i) {
    if (catalog.bases[i].printing == su::Printing::kCustom) continue;
    offer(su::NameKind::kBase, catalog.bases[i].name,
          "smashup.names.base." + num(static_cast<int>(i)));
  }
}

void SmashupScreen::draw_custom_base_form(AppContext& ctx) {
  ctx.user_text(custom_name_);
  touch_input("##custom_name", custom_name_, "smashup.setup.custom.name",
              ImGui::GetContentRegionAvail().x, ctx.tr("smashup.hint.base_name").c_str());
  const float label_w = scaled(150);
  stepper(
      ctx.tr("smashup.label.breakpoint"), num(custom_breakpoint_),
      "smashup.setup.custom.breakpoint",
      [&](int d) { custom_breakpoint_ = std::clamp(custom_breakpoint_ + d, 0, 999); }, 1, label_w);
  for (int k = 0; k < 3; ++k) {
    stepper(
        ctx.tr("smashup.label.place", {Param{"place", std::int64_t{k + 1}}}),
        num(custom_vp_[static_cast<std::size_t>(k)]), "smashup.setup.custom.vp" + num(k + 1),
        [&, k](int d) {
          auto& v = custom_vp_[static_cast<std::size_t>(k)];
          v = std::clamp(v + d, 0, 999);
        },
        1, label_w);
  }
  if (touch_button(ctx.tr("smashup.action.add_base").c_str(), "smashup.setup.custom.add",
                   ImVec2(ImGui::GetContentRegionAvail().x, 0))) {
    su::BaseCard card;
    card.name = custom_name_;
    card.breakpoint = custom_breakpoint_;
    card.vp = custom_vp_;
    auto added = controller_.add_custom_base(card);
    if (added) {
      problems_.clear();
      custom_name_.clear();
      custom_open_ = false;
      const std::string custom(controllers::kSmashupCustomSet);
      if (std::find(chosen_sets_.begin(), chosen_sets_.end(), custom) == chosen_sets_.end()) {
        chosen_sets_.push_back(custom);
      }
    } else {
      problems_ = added.violations();
    }
  }
  probe().mark_rearranging("smashup.setup.custom.add");  // the form closes above the list
}

// --- The table -----------------------------------------------------------------------------

void SmashupScreen::draw_table(AppContext& ctx) {
  draw_turn_bar(ctx);
  draw_messages(ctx);
  const auto& state = controller_.state();
  // Landscape: the bases at the left, the players' panel beside them. Portrait (a tablet
  // held upright): the bases on top at the full width, the panel under them.
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const bool upright = portrait(avail);
  const float side_w = upright ? 0.0f : scaled(270);
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const float area = upright ? avail.x : avail.x - side_w - spacing;
  // The players' list needs a third of the height; a panel with more to show (scoring, a
  // base's or a player's details) takes half, the bases (scrolling) giving up their bottom.
  const float panel_share = panel_ == Panel::kPlayers ? 0.32f : 0.5f;
  const float bases_h = upright ? avail.y - std::max(scaled(320), avail.y * panel_share) -
                                      ImGui::GetStyle().ItemSpacing.y
                                : 0.0f;
  const int count = static_cast<int>(state.bases.size());
  const float card_spacing = scaled(8);
  // At least four finger-sized power buttons (-5 -1 +1 +5) wide; the bases scroll sideways
  // when they do not fit.
  const float card_w = std::max(scaled(232), (area - card_spacing * static_cast<float>(count - 1)) /
                                                 static_cast<float>(count));
  if (state.over) {
    // The game is over: the session's VP over its turns, large, in place of the bases.
    ImGui::BeginChild("smashup.summary", ImVec2(area, bases_h), true);
    heading(ctx.tr("smashup.label.chart").c_str());
    const float height = ImGui::GetContentRegionAvail().y - ImGui::GetTextLineHeightWithSpacing();
    draw_chart(ctx, ImGui::GetContentRegionAvail().x, height);
    muted(ctx.tr("smashup.label.chart_axes").c_str());
    ImGui::EndChild();
  } else {
    ImGui::BeginChild("smashup.bases", ImVec2(area, bases_h), false,
                      ImGuiWindowFlags_HorizontalScrollbar);
    ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(card_spacing, scaled(6)));
    for (int slot = 0; slot < count; ++slot) {
      if (slot > 0) ImGui::SameLine();
      draw_base_card(ctx, slot, card_w);
    }
    ImGui::PopStyleVar();
    ImGui::EndChild();
  }
  if (!upright) ImGui::SameLine();
  ImGui::BeginChild("smashup.side", ImVec2(0, 0), true);
  draw_side(ctx);
  ImGui::EndChild();
}

void SmashupScreen::draw_turn_bar(AppContext& ctx) {
  const auto& state = controller_.state();
  const std::string player =
      state.players.empty() ? "" : state.players[static_cast<std::size_t>(state.current)].name;
  const std::string turn =
      ctx.tr("smashup.label.turn_of",
             {Param{"turn", std::int64_t{state.turn}}, Param{"player", ctx.user_text(player)}});
  ImGui::AlignTextToFramePadding();
  ImGui::TextUnformatted(turn.c_str());
  probe().record_text("smashup.turn", turn);
  const su::Phase phases[] = {su::Phase::kStartTurn, su::Phase::kPlayCards, su::Phase::kScoreBases,
                              su::Phase::kDraw, su::Phase::kEndTurn};
  for (const auto phase : phases) {
    ImGui::SameLine();
    const std::string key = "smashup.phase." + std::string(su::phase_name(phase));
    const bool current = phase == state.phase;
    if (current) {
      ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(1, 1, 1, 1));
      ImGui::PushStyleColor(ImGuiCol_ChildBg, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
    } else {
      ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
      ImGui::PushStyleColor(ImGuiCol_ChildBg, ImVec4(0, 0, 0, 0));
    }
    const std::string label = ctx.tr(key);
    const ImVec2 size(ImGui::CalcTextSize(label.c_str()).x + scaled(16), touch_size());
    ImGui::BeginChild(("phase." + key).c_str(), size, false, ImGuiWindowFlags_NoScrollbar);
    ImGui::SetCursorPos(ImVec2(scaled(8), (size.y - ImGui::GetFontSize()) / 2));
    ImGui::TextUnformatted(label.c_str());
    ImGui::EndChild();
    ImGui::PopStyleColor(2);
    if (current) probe().record_text("smashup.phase", std::string(su::phase_name(phase)));
  }
  const std::string undo = ctx.tr("smashup.action.undo");
  const std::string next = ctx.tr("smashup.action.next_phase");
  const std::string end = ctx.tr("smashup.action.end_turn");
  const float pad = ImGui::GetStyle().FramePadding.x * 2;
  const bool can_end = state.phase == su::Phase::kDraw || state.phase == su::Phase::kEndTurn;
  // End turn is always there (greyed until the draw phase): Next phase and Undo keep their
  // places whichever phase it is.
  const float right =
      ImGui::CalcTextSize(undo.c_str()).x + pad + ImGui::CalcTextSize(next.c_str()).x + pad +
      ImGui::CalcTextSize(end.c_str()).x + pad + ImGui::GetStyle().ItemSpacing.x * 3;
  // They keep to the right end of the row; where the phases leave no room for them (a
  // portrait screen) they take the right end of a row of their own.
  ImGui::SameLine();
  const float right_x = ImGui::GetWindowContentRegionMax().x - right;
  if (ImGui::GetCursorPosX() > right_x) ImGui::NewLine();
  ImGui::SetCursorPosX(right_x);
  if (state.over) ImGui::BeginDisabled();
  if (touch_button(next.c_str(), "smashup.next_phase")) act(su::NextPhase{});
  ImGui::SameLine();
  ImGui::BeginDisabled(!can_end);
  if (touch_button(end.c_str(), "smashup.end_turn")) act(su::EndTurn{});
  ImGui::EndDisabled();
  if (state.over) ImGui::EndDisabled();
  ImGui::SameLine();
  const bool undo_off = !controller_.can_undo();
  if (undo_off) ImGui::BeginDisabled();
  if (touch_button(undo.c_str(), "smashup.undo")) {
    act(su::Undo{});
  }
  if (undo_off) ImGui::EndDisabled();
}

void SmashupScreen::draw_messages(AppContext& ctx) {
  const auto& state = controller_.state();
  if (state.over && !problems_.empty()) {
    std::string shown;
    for (const auto& problem : problems_) {
      if (!shown.empty()) shown += "\n";
      shown += ctx.render(problem);
    }
    message_box(shown.c_str(), true, "smashup.problems");
  }
  const float strip_h = ImGui::GetTextLineHeightWithSpacing() * 2 + scaled(16);
  if (state.over && state.winner) {
    // The winner and the final scores in the strip, at its height: nothing below moves.
    const auto& winner = state.players[static_cast<std::size_t>(*state.winner)];
    int vp = winner.vp;
    for (const auto& score : state.last_end_check.final_scores) {
      if (score.player == *state.winner) vp = score.vp;
    }
    std::string scores;
    for (const auto& score : state.last_end_check.final_scores) {
      if (!scores.empty()) scores += " · ";
      scores += state.players[static_cast<std::size_t>(score.player)].name + " " + num(score.vp);
      if (score.penalty > 0) scores += " (−" + num(score.penalty) + ")";
    }
    const std::string wins =
        ctx.tr("smashup.label.winner_is",
               {Param{"player", ctx.user_text(winner.name)}, Param{"vp", std::int64_t{vp}}});
    const std::string final_line =
        ctx.tr("smashup.label.final_scores", {Param{"scores", ctx.user_text(scores)}});
    fixed_message_box(wins + "\n" + final_line, Tone::kInfo, "smashup.messages",
                      ImVec2(ImGui::GetContentRegionAvail().x, strip_h));
    probe().record_text("smashup.winner", wins);
    probe().record_text("smashup.final", final_line);
    return;
  }
  // During play every message goes into one strip of fixed height above the bases, drawn
  // even when empty: a message that comes or goes moves no base and no button.
  std::string text;
  Tone tone = Tone::kNeutral;
  const auto add = [&text](const std::string& line) {
    if (!text.empty()) text += "\n";
    text += line;
  };
  if (!problems_.empty()) {
    for (const auto& problem : problems_) add(ctx.render(problem));
    probe().record_text("smashup.problems", text);
    tone = Tone::kError;
  }
  if (state.last_end_check.triggered && !state.over) {
    int vp = 0;
    for (const auto& score : state.last_end_check.final_scores) vp = std::max(vp, score.vp);
    const std::string line = ctx.tr("smashup.label.tie_plays_on", {Param{"vp", std::int64_t{vp}}});
    add(line);
    probe().record_text("smashup.tie_plays_on", line);
    if (tone == Tone::kNeutral) tone = Tone::kInfo;
  }
  if (su::hand_limit_due(state)) {
    const std::string line =
        ctx.tr("smashup.hand_limit", {Param{"limit", std::int64_t{su::kHandLimit}}});
    add(line);
    probe().record_text("smashup.hand_limit", line);
    if (tone == Tone::kNeutral) tone = Tone::kInfo;
  }
  if (state.phase == su::Phase::kScoreBases) {
    const auto ready = su::ready_bases(state);
    if (ready.size() > 1 && !state.scoring) {
      const std::string line = ctx.tr("smashup.label.ready_order");
      add(line);
      probe().record_text("smashup.ready_order", line);
      if (tone == Tone::kNeutral) tone = Tone::kInfo;
    } else if (ready.empty() && !state.scoring && su::empty_slots(state).empty()) {
      add(ctx.tr("smashup.label.nothing_ready"));
    }
  }
  fixed_message_box(text, tone, "smashup.messages",
                    ImVec2(ImGui::GetContentRegionAvail().x, strip_h));
}

void SmashupScreen::draw_base_card(AppContext& ctx, int slot, float width) {
  const auto& state = controller_.state();
  const auto& base = state.bases[static_cast<std::size_t>(slot)];
  const std::string id = "smashup.base." + num(slot);
  const bool ready = su::is_ready(base);
  const bool chosen = state.scoring && *state.scoring == slot;
  const bool score_phase = state.phase == su::Phase::kScoreBases;
  const bool flagged = (ready && score_phase) || chosen;
  ImGui::PushStyleVar(ImGuiStyleVar_WindowPadding, ImVec2(scaled(8), scaled(8)));
  ImGui::PushStyleColor(ImGuiCol_Border, flagged ? ImVec4(0.30f, 0.80f, 0.40f, 1.0f)
                                                 : ImGui::GetStyleColorVec4(ImGuiCol_Border));
  ImGui::PushStyleVar(ImGuiStyleVar_ChildBorderSize, flagged ? 3.0f : 1.0f);
  // No scrollbar: it would narrow the buttons below a finger's width; a drag scrolls.
  ImGui::BeginChild(id.c_str(), ImVec2(width, 0), true, ImGuiWindowFlags_NoScrollbar);
  ImGui::PopStyleVar();
  const float inner = ImGui::GetContentRegionAvail().x;
  if (state.over) ImGui::BeginDisabled();
  if (!base.card) {
    muted(ctx.tr("smashup.label.empty_slot").c_str());
    if (touch_button(ctx.tr("smashup.action.replace_base").c_str(), id + ".replace",
                     ImVec2(inner, 0))) {
      show(Panel::kReplace, slot);
    }
    if (state.over) ImGui::EndDisabled();
    touch_scroll();
    ImGui::EndChild();
    ImGui::PopStyleColor();
    ImGui::PopStyleVar();
    return;
  }
  const auto& card = *base.card;
  // The name in a space of two lines (three in Chinese, the English name under it): a new
  // base with a longer name moves none of the card's buttons.
  const float name_top = ImGui::GetCursorPosY();
  ImGui::PushTextWrapPos(0.0f);
  wrapped_text(card_name(ctx, su::NameKind::kBase, card.name).c_str());
  ImGui::PopTextWrapPos();
  probe().record_view(id + ".name");
  ImGui::SetCursorPosY(
      std::max(ImGui::GetCursorPosY(),
               name_top + ImGui::GetTextLineHeightWithSpacing() * (chinese(ctx) ? 3.0f : 2.0f)));
  probe().record_text(id + ".name", card.name);
  probe().record_text(id + ".shown_name", card_name(ctx, su::NameKind::kBase, card.name));
  const int bp = su::breakpoint(base);
  const int total = su::total_power(base);
  const std::string numbers = ctx.tr(
      "smashup.label.base_numbers",
      {Param{"breakpoint", std::int64_t{card.breakpoint}}, Param{"vp1", std::int64_t{card.vp[0]}},
       Param{"vp2", std::int64_t{card.vp[1]}}, Param{"vp3", std::int64_t{card.vp[2]}}});
  const std::string edit = ctx.tr("smashup.action.edit");
  const float edit_w = std::max(
      touch_size(), ImGui::CalcTextSize(edit.c_str()).x + ImGui::GetStyle().FramePadding.x * 2);
  ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + inner - edit_w - scaled(8));
  wrapped_text(numbers.c_str());
  ImGui::PopTextWrapPos();
  ImGui::SameLine(inner - edit_w + scaled(8));
  if (touch_button(edit.c_str(), id + ".edit", ImVec2(edit_w, 0))) show(Panel::kBase, slot);
  power_bar(total, bp, ready, inner);
  probe().record_text(id + ".total", num(total) + "/" + num(bp));
  // One row of a finger's height under the power bar, kept whether empty or not: "Ready to
  // score", "Being scored" or the Score button come and go without moving the players'
  // +1 / +5 buttons below.
  const float status_h = std::max(touch_size(), ImGui::GetFrameHeight());
  const float status_top = ImGui::GetCursorPosY();
  if (ready) probe().record_text(id + ".ready", "ready");
  if (score_phase && (ready || chosen)) {
    ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.20f, 0.55f, 0.30f, 1.0f));
    const bool tapped = touch_button(ctx.tr("smashup.action.score_base").c_str(), id + ".score",
                                     ImVec2(inner, status_h));
    ImGui::PopStyleColor();
    if (tapped) {
      if (!chosen) act(su::ChooseBase{slot});
      show(Panel::kScoring, slot);
    }
  } else if (chosen || ready) {
    ImGui::SetCursorPosY(status_top + (status_h - ImGui::GetTextLineHeight()) / 2);
    ImGui::TextColored(
        ImVec4(0.4f, 0.9f, 0.5f, 1.0f), "%s",
        ctx.tr(chosen ? "smashup.label.being_scored" : "smashup.label.ready").c_str());
  } else if (const int monsters = su::monster_power(base); monsters > 0) {
    // Monsters raising the breakpoint, said in the same row (a line of its own would move
    // the buttons below when a monster comes).
    ImGui::SetCursorPosY(status_top + (status_h - ImGui::GetTextLineHeight()) / 2);
    ImGui::TextDisabled("%s", fit_text(ctx.tr("smashup.label.monsters_raise",
                                              {Param{"power", std::int64_t{monsters}}}),
                                       inner)
                                  .c_str());
  }
  ImGui::SetCursorPosY(status_top + status_h + ImGui::GetStyle().ItemSpacing.y);
  ImGui::Separator();
  // Only the players scroll: the base's name, numbers, power bar and Score stay in view
  // whatever part of the players a finger has scrolled to.
  ImGui::BeginChild((id + ".players").c_str(), ImVec2(0, 0), false, ImGuiWindowFlags_NoScrollbar);
  const float button = touch_size();
  const float row_x = ImGui::GetCursorPosX();  // the players' rows start here
  for (std::size_t p = 0; p < state.players.size(); ++p) {
    const auto& presence = base.presence[p];
    const std::string pid = id + ".player." + num(static_cast<int>(p));
    ImGui::PushID(static_cast<int>(p));
    const ImVec2 at = ImGui::GetCursorScreenPos();
    ImGui::GetWindowDrawList()->AddRectFilled(at, ImVec2(at.x + scaled(6), at.y + button),
                                              seat_colour(static_cast<int>(p)));
    ImGui::SetCursorScreenPos(ImVec2(at.x + scaled(12), at.y));
    ImGui::BeginGroup();
    ImGui::TextUnformatted(ctx.user_text(state.players[p].name).c_str());
    std::string detail =
        ctx.tr("smashup.label.minions_n", {Param{"n", std::int64_t{presence.minions}}});
    if (presence.counters > 0) detail += " · +1×" + num(presence.counters);
    if (presence.titan) {
      detail += " · " + ctx.tr("smashup.label.titan") + " " + num(presence.titan_power);
    }
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    ImGui::TextUnformatted(detail.c_str());
    ImGui::PopStyleColor();
    ImGui::EndGroup();
    // The player's power, large, then the button to the details.
    const std::string power = num(presence.total());
    ImFont* large = ImGui::GetIO().Fonts->Fonts.Size > 1 ? ImGui::GetIO().Fonts->Fonts[1] : nullptr;
    if (large != nullptr) ImGui::PushFont(large);
    const float power_w = ImGui::CalcTextSize(power.c_str()).x;
    ImGui::SameLine(row_x + inner - button - power_w - scaled(12));
    ImGui::TextUnformatted(power.c_str());
    if (large != nullptr) ImGui::PopFont();
    probe().record_text(pid + ".power", power);
    ImGui::SameLine(row_x + inner - button);
    if (touch_button(ctx.user_text("…").c_str(), pid + ".more", ImVec2(button, button))) {
      show(Panel::kPresence, slot, static_cast<int>(p));
    }
    const float step_w = (inner - ImGui::GetStyle().ItemSpacing.x * 3) / 4;
    const int steps[] = {-5, -1, 1, 5};
    const char* names[] = {"m5", "m1", "p1", "p5"};
    for (int s = 0; s < 4; ++s) {
      if (s > 0) ImGui::SameLine();
      const std::string label = signed_num(steps[s]);
      if (touch_button(label.c_str(), pid + ".power." + names[s], ImVec2(step_w, button))) {
        act(su::ChangePower{slot, static_cast<int>(p), steps[s]});
      }
    }
    ImGui::PopID();
    ImGui::Spacing();
  }
  touch_scroll();
  ImGui::EndChild();
  if (state.over) ImGui::EndDisabled();
  ImGui::EndChild();
  ImGui::PopStyleColor();
  ImGui::PopStyleVar();
}

void SmashupScreen::draw_side(AppContext& ctx) {
  const auto& state = controller_.state();
  if (panel_ != Panel::kPlayers) {
    if (touch_button(ctx.tr("smashup.action.back").c_str(), "smashup.panel.back",
                     ImVec2(ImGui::GetContentRegionAvail().x, 0))) {
      show(Panel::kPlayers);
    }
  }
  // A panel whose base or player went away (undo, scoring) falls back to the players.
  const bool slot_ok = panel_slot_ >= 0 && panel_slot_ < static_cast<int>(state.bases.size());
  const bool player_ok =
      panel_player_ >= 0 && panel_player_ < static_cast<int>(state.players.size());
  switch (panel_) {
    case Panel::kPresence:
      if (slot_ok && player_ok && state.bases[static_cast<std::size_t>(panel_slot_)].card) {
        draw_presence_panel(ctx);
        return;
      }
      break;
    case Panel::kBase:
      if (slot_ok && state.bases[static_cast<std::size_t>(panel_slot_)].card) {
        draw_base_panel(ctx);
        return;
      }
      break;
    case Panel::kScoring:
      if (slot_ok && state.bases[static_cast<std::size_t>(panel_slot_)].card) {
        draw_scoring_panel(ctx);
        return;
      }
      break;
    case Panel::kReplace:
      if (slot_ok) {
        draw_replace_panel(ctx);
        return;
      }
      break;
    case Panel::kVp:
      if (player_ok) {
        draw_vp_panel(ctx);
        return;
      }
      break;
    case Panel::kPlayers:
      break;
  }
  panel_ = Panel::kPlayers;
  draw_players_panel(ctx);
}

void SmashupScreen::draw_players_panel(AppContext& ctx) {
  const auto& state = controller_.state();
  ImGui::BeginChild("smashup.side.scroll", ImVec2(0, 0), false, kPanelScroll);
  const float width = ImGui::GetContentRegionAvail().x;
  for (std::size_t p = 0; p < state.players.size(); ++p) {
    const auto& player = state.players[p];
    const std::string pid = "smashup.player." + num(static_cast<int>(p));
    ImGui::PushID(static_cast<int>(p));
    std::string label = ctx.user_text(player.name);
    label += "   " + ctx.tr("smashup.label.vp_n", {Param{"vp", std::int64_t{player.vp}}});
    // In Chinese each faction on its own line (Chinese · English would not fit two to a line).
    label += "\n" + card_name(ctx, su::NameKind::kFaction, player.factions[0], false) +
             (chinese(ctx) ? "\n" : " + ") +
             card_name(ctx, su::NameKind::kFaction, player.factions[1], false);
    if (player.madness > 0) {
      label += "\n" + ctx.tr("smashup.label.madness_penalty",
                             {Param{"madness", std::int64_t{player.madness}},
                              Param{"penalty", std::int64_t{su::madness_penalty(player.madness)}}});
    }
    const ImVec2 at = ImGui::GetCursorScreenPos();
    ImGui::PushStyleVar(ImGuiStyleVar_ButtonTextAlign, ImVec2(0.0f, 0.5f));
    if (touch_button(label.c_str(), pid, ImVec2(width, 0)))
      show(Panel::kVp, -1, static_cast<int>(p));
    ImGui::PopStyleVar();
    ImGui::GetWindowDrawList()->AddRectFilled(
        at, ImVec2(at.x + scaled(6), ImGui::GetItemRectMax().y), seat_colour(static_cast<int>(p)));
    if (static_cast<int>(p) == state.current) {
      // The current player: a triangle at the right edge of the row.
      const ImVec2 max = ImGui::GetItemRectMax();
      const float h = scaled(10);
      const float cy = (at.y + max.y) / 2;
      ImGui::GetWindowDrawList()->AddTriangleFilled(
          ImVec2(max.x - scaled(22), cy - h), ImVec2(max.x - scaled(22), cy + h),
          ImVec2(max.x - scaled(8), cy), seat_colour(static_cast<int>(p)));
    }
    probe().record_text(pid + ".vp", num(player.vp));
    probe().record_text(pid + ".madness", num(player.madness));
    ImGui::PopID();
  }
  ImGui::Spacing();
  if (!state.over) {  // when it is over, the chart is shown large beside this panel
    heading(ctx.tr("smashup.label.chart").c_str());
    draw_chart(ctx, width, scaled(200));
  }
  muted(ctx.tr("smashup.label.goal", {Param{"vp", std::int64_t{su::kWinningVp}}}).c_str());
  keep_scrolled_height(players_height_);
  touch_scroll();
  ImGui::EndChild();
}

void SmashupScreen::draw_chart(AppContext& ctx, float width, float height) {
  (void)ctx;
  const auto& state = controller_.state();
  std::vector<int> now;
  for (const auto& player : state.players) now.push_back(player.vp);
  const LineChart chart = smashup_vp_chart(state.vp_by_turn, now);
  draw_line_chart(chart, width, height, "smashup.chart");
  probe().record_text("smashup.chart", num(static_cast<int>(chart.x_labels.size())));
}

void SmashupScreen::draw_presence_panel(AppContext& ctx) {
  const auto& state = controller_.state();
  const int slot = panel_slot_;
  const int player = panel_player_;
  const auto& base = state.bases[static_cast<std::size_t>(slot)];
  const auto& presence = base.presence[static_cast<std::size_t>(player)];
  const std::string id = "smashup.presence";
  ImGui::PushTextWrapPos(0.0f);
  heading(ctx.user_text(state.players[static_cast<std::size_t>(player)].name).c_str());
  wrapped_text(card_name(ctx, su::NameKind::kBase, base.card->name, false).c_str());
  ImGui::PopTextWrapPos();
  if (state.over) ImGui::BeginDisabled();
  const float label_w = scaled(120);
  ImGui::TextUnformatted(ctx.tr("smashup.label.power").c_str());
  stepper(
      "", num(presence.power), id + ".power",
      [&](int d) {
        act(su::ChangePower{slot, player, d});
      },
      1);
  stepper(
      "", num(presence.power), id + ".power5",
      [&](int d) {
        act(su::ChangePower{slot, player, d});
      },
      5);
  ImGui::TextUnformatted(ctx.tr("smashup.label.minions").c_str());
  stepper(
      "", num(presence.minions), id + ".minions",
      [&](int d) {
        act(su::ChangeMinions{slot, player, d});
      },
      1);
  ImGui::TextUnformatted(ctx.tr("smashup.label.counters").c_str());
  stepper(
      "", num(presence.counters), id + ".counters",
      [&](int d) {
        act(su::ChangeCounters{slot, player, d});
      },
      1);
  ImGui::Separator();
  ImGui::TextUnformatted(ctx.tr("smashup.label.titan").c_str());
  const auto where = su::titan_slot(state, player);
  if (where && *where == slot) {
    stepper(
        ctx.tr("smashup.label.power"), num(presence.titan_power), id + ".titan",
        [&](int d) {
          act(su::SetTitan{player, slot, std::max(0, presence.titan_power + d)});
        },
        1, label_w);
    if (touch_button(ctx.tr("smashup.action.remove_titan").c_str(), id + ".titan.remove",
                     ImVec2(ImGui::GetContentRegionAvail().x, 0))) {
      act(su::SetTitan{player, std::nullopt, 0});
    }
  } else {
    int power = 0;
    if (where)
      power = state.bases[static_cast<std::size_t>(*where)]
                  .presence[static_cast<std::size_t>(player)]
                  .titan_power;
    if (touch_button(
            ctx.tr(where ? "smashup.action.move_titan" : "smashup.action.place_titan").c_str(),
            id + ".titan.place", ImVec2(ImGui::GetContentRegionAvail().x, 0))) {
      act(su::SetTitan{player, slot, power});
    }
  }
  if (state.over) ImGui::EndDisabled();
}

void SmashupScreen::draw_base_panel(AppContext& ctx) {
  const auto& state = controller_.state();
  const int slot = panel_slot_;
  const auto& base = state.bases[static_cast<std::size_t>(slot)];
  const std::string id = "smashup.edit";
  ImGui::BeginChild("smashup.edit.scroll", ImVec2(0, 0), false, kPanelScroll);
  ImGui::PushTextWrapPos(0.0f);
  heading(card_name(ctx, su::NameKind::kBase, base.card->name, false).c_str());
  muted(ctx.tr("smashup.hint.edit_base").c_str());
  ImGui::PopTextWrapPos();
  if (state.over) ImGui::BeginDisabled();
  const float label_w = scaled(110);
  stepper(
      ctx.tr("smashup.label.breakpoint"), num(edit_breakpoint_), id + ".breakpoint",
      [&](int d) { edit_breakpoint_ = std::clamp(edit_breakpoint_ + d, 0, 999); }, 1, label_w);
  for (int k = 0; k < 3; ++k) {
    stepper(
        ctx.tr("smashup.label.place", {Param{"place", std::int64_t{k + 1}}}),
        num(edit_vp_[static_cast<std::size_t>(k)]), id + ".vp" + num(k + 1),
        [&, k](int d) {
          auto& v = edit_vp_[static_cast<std::size_t>(k)];
          v = std::clamp(v + d, 0, 999);
        },
        1, label_w);
  }
  if (touch_button(ctx.tr("smashup.action.save_base").c_str(), id + ".save",
                   ImVec2(ImGui::GetContentRegionAvail().x, 0))) {
    act(su::EditBase{slot, edit_breakpoint_, edit_vp_});
  }
  if (touch_button(ctx.tr("smashup.action.replace_base").c_str(), id + ".replace",
                   ImVec2(ImGui::GetContentRegionAvail().x, 0))) {
    show(Panel::kReplace, slot);
  }
  ImGui::Separator();
  heading(ctx.tr("smashup.label.monster").c_str());
  // The new monster's power and Add first, the monsters in play under them: the list that
  // grows moves neither.
  stepper(
      ctx.tr("smashup.label.power"), num(monster_power_), "smashup.monster.power",
      [&](int d) { monster_power_ = std::clamp(monster_power_ + d, 0, 99); }, 1, label_w);
  if (touch_button(ctx.tr("smashup.action.add_monster").c_str(), "smashup.monster.add",
                   ImVec2(ImGui::GetContentRegionAvail().x, 0))) {
    act(su::AddMonster{slot, monster_power_});
  }
  for (std::size_t m = 0; m < base.monsters.size(); ++m) {
    ImGui::PushID(static_cast<int>(m));
    const std::string mid = "smashup.monster." + num(static_cast<int>(m));
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(
        ctx.tr("smashup.label.monster_n", {Param{"power", std::int64_t{base.monsters[m]}}})
            .c_str());
    ImGui::SameLine();
    if (touch_button(ctx.tr("smashup.action.remove").c_str(), mid + ".remove")) {
      act(su::RemoveMonster{slot, static_cast<int>(m)});
      ImGui::PopID();
      break;
    }
    muted(ctx.tr("smashup.action.control_monster").c_str());
    bool changed = false;
    for (std::size_t p = 0; p < state.players.size(); ++p) {
      if (p > 0) ImGui::SameLine();
      if (touch_button(ctx.user_text(state.players[p].name).c_str(),
                       mid + ".control." + num(static_cast<int>(p)))) {
        act(su::ControlMonster{slot, static_cast<int>(m), static_cast<int>(p)});
        changed = true;
      }
    }
    ImGui::PopID();
    if (changed) break;
  }
  if (state.over) ImGui::EndDisabled();
  touch_scroll();
  ImGui::EndChild();
}

void SmashupScreen::draw_replacement_choice(AppContext& ctx, const std::string& prefix) {
  const float width = ImGui::GetContentRegionAvail().x;
  if (touch_button(ctx.tr("smashup.action.draw_base").c_str(), prefix + ".draw",
                   ImVec2(width, 0))) {
    auto drawn = controller_.draw_base(fresh_seed());
    if (drawn) {
      replacement_ = std::move(drawn).value();
      picking_ = false;
      problems_.clear();
    } else {
      problems_ = drawn.violations();
    }
  }
  if (choice_button(ctx.tr("smashup.action.pick_base").c_str(), prefix + ".pick", picking_,
                    ImVec2(width, 0))) {
    picking_ = !picking_;
  }
  if (picking_) {
    const auto remaining = controller_.remaining();
    touch_input("##replace_search", replace_query_, prefix + ".search",
                ImGui::GetContentRegionAvail().x, ctx.tr("smashup.hint.search_bases").c_str());
    // Inline in the panel's own scroll: a nested list would fight it for the drag.
    for (std::size_t i = 0; i < remaining.size(); ++i) {
      const auto& b = remaining[i];
      if (!controller_.names().matches(su::NameKind::kBase, b.name, replace_query_)) continue;
      ImGui::PushID(static_cast<int>(i));
      const std::string label =
          card_name(ctx, su::NameKind::kBase, b.name) + "  " + num(b.breakpoint);
      if (touch_button(label.c_str(), prefix + ".option." + num(static_cast<int>(i)),
                       ImVec2(ImGui::GetContentRegionAvail().x, 0))) {
        replacement_ = b;  // the list stays open: nothing under the finger moves
      }
      ImGui::PopID();
    }
  }
}

float SmashupScreen::replacement_box_height() const {
  return ImGui::GetTextLineHeightWithSpacing() * 2 + scaled(16);
}

void SmashupScreen::draw_replacement_box(AppContext& ctx, const std::string& prefix) {
  // The base drawn or picked, in a box of fixed size just above the button that applies
  // it: where the player is looking, never below the fold of the list above.
  std::string text = ctx.tr("smashup.label.no_replacement");
  Tone tone = Tone::kNeutral;
  if (replacement_) {
    const auto& b = *replacement_;
    text = ctx.tr(
        "smashup.label.replacement",
        {Param{"base", card_name(ctx, su::NameKind::kBase, b.name, false)},
         Param{"breakpoint", std::int64_t{b.breakpoint}}, Param{"vp1", std::int64_t{b.vp[0]}},
         Param{"vp2", std::int64_t{b.vp[1]}}, Param{"vp3", std::int64_t{b.vp[2]}}});
    tone = Tone::kInfo;
    probe().record_text(prefix + ".replacement", b.name);
  }
  fixed_message_box(text, tone, prefix + ".replacement_box",
                    ImVec2(ImGui::GetContentRegionAvail().x, replacement_box_height()));
}

void SmashupScreen::draw_scoring_panel(AppContext& ctx) {
  const auto& state = controller_.state();
  const int slot = panel_slot_;
  const auto& base = state.bases[static_cast<std::size_t>(slot)];
  const float apply_h = scaled(64);
  ImGui::BeginChild(
      "smashup.scoring.scroll",
      ImVec2(0, -(apply_h + replacement_box_height() + ImGui::GetStyle().ItemSpacing.y * 2)), false,
      kPanelScroll);
  ImGui::PushTextWrapPos(0.0f);
  wrapped_text(ctx.tr("smashup.label.scoring",
                      {Param{"base", card_name(ctx, su::NameKind::kBase, base.card->name, false)}})
                   .c_str());
  ImGui::PopTextWrapPos();
  auto preview = su::preview_scoring(state, slot);
  if (preview) {
    const auto& scoring = preview.value();
    ImGui::TextUnformatted(ctx.tr("smashup.label.power_vs_breakpoint",
                                  {Param{"power", std::int64_t{scoring.total_power}},
                                   Param{"breakpoint", std::int64_t{scoring.breakpoint}}})
                               .c_str());
    std::string all;
    for (std::size_t i = 0; i < scoring.awards.size(); ++i) {
      const auto& award = scoring.awards[i];
      const auto& name = state.players[static_cast<std::size_t>(award.player)].name;
      std::string line;
      if (award.eligible) {
        line = ctx.tr(
            award.tied ? "smashup.label.award_tied" : "smashup.label.award",
            {Param{"place", std::int64_t{award.place}}, Param{"player", ctx.user_text(name)},
             Param{"power", std::int64_t{award.power}}, Param{"vp", std::int64_t{award.vp}}});
      } else {
        line = ctx.user_text(name) + ": " + ctx.tr("smashup.label.ineligible");
      }
      const ImVec2 at = ImGui::GetCursorScreenPos();
      ImGui::GetWindowDrawList()->AddRectFilled(
          at, ImVec2(at.x + scaled(6), at.y + ImGui::GetTextLineHeight() * 1.2f),
          seat_colour(award.player));
      ImGui::SetCursorScreenPos(ImVec2(at.x + scaled(12), at.y));
      ImGui::PushTextWrapPos(0.0f);
      if (award.eligible && award.place <= su::kScoringPlaces) {
        wrapped_text(line.c_str());
      } else {
        muted(line.c_str());
      }
      ImGui::PopTextWrapPos();
      probe().record_text("smashup.scoring.award." + num(static_cast<int>(i)), line);
      all += line + "\n";
    }
    probe().record_text("smashup.scoring.breakdown", all);
  } else {
    message_box(ctx.render(preview.error()).c_str(), true, "smashup.scoring.error");
  }
  ImGui::Separator();
  muted(ctx.tr("smashup.label.replacement_hint").c_str());
  draw_replacement_choice(ctx, "smashup.scoring");
  touch_scroll();
  ImGui::EndChild();
  draw_replacement_box(ctx, "smashup.scoring");
  ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.20f, 0.55f, 0.30f, 1.0f));
  if (touch_button(ctx.tr("smashup.action.apply_scoring").c_str(), "smashup.scoring.apply",
                   ImVec2(ImGui::GetContentRegionAvail().x, apply_h))) {
    su::ScoreBase event;
    event.slot = slot;
    event.replacement = replacement_;
    act(std::move(event));
  }
  ImGui::PopStyleColor();
}

void SmashupScreen::draw_replace_panel(AppContext& ctx) {
  const auto& state = controller_.state();
  const int slot = panel_slot_;
  const bool locked = state.over;
  if (locked) ImGui::BeginDisabled();
  const float apply_h = scaled(64);
  ImGui::BeginChild(
      "smashup.replace.scroll",
      ImVec2(0, -(apply_h + replacement_box_height() + ImGui::GetStyle().ItemSpacing.y * 2)), false,
      kPanelScroll);
  heading(ctx.tr("smashup.action.replace_base").c_str());
  const auto& base = state.bases[static_cast<std::size_t>(slot)];
  if (base.card) {
    // A card swaps the base: what is on it leaves with it.
    ImGui::PushTextWrapPos(0.0f);
    muted(ctx.tr("smashup.hint.swap_base",
                 {Param{"base", card_name(ctx, su::NameKind::kBase, base.card->name, false)}})
              .c_str());
    ImGui::PopTextWrapPos();
  }
  draw_replacement_choice(ctx, "smashup.replace");
  touch_scroll();
  ImGui::EndChild();
  draw_replacement_box(ctx, "smashup.replace");
  const bool no_choice = !replacement_;
  if (no_choice) ImGui::BeginDisabled();
  if (touch_button(ctx.tr("smashup.action.place_base").c_str(), "smashup.replace.apply",
                   ImVec2(ImGui::GetContentRegionAvail().x, apply_h))) {
    act(su::ReplaceBase{slot, *replacement_});
  }
  if (no_choice) ImGui::EndDisabled();
  if (locked) ImGui::EndDisabled();
}

void SmashupScreen::draw_vp_panel(AppContext& ctx) {
  const auto& state = controller_.state();
  const int player = panel_player_;
  const auto& p = state.players[static_cast<std::size_t>(player)];
  const std::string id = "smashup.vp";
  heading(ctx.user_text(p.name).c_str());
  ImGui::TextUnformatted(ctx.tr("smashup.label.vp_n", {Param{"vp", std::int64_t{p.vp}}}).c_str());
  if (state.over) ImGui::BeginDisabled();
  const float label_w = scaled(110);
  stepper(
      ctx.tr("smashup.label.vp"), signed_num(vp_delta_), id + ".delta",
      [&](int d) { vp_delta_ = std::clamp(vp_delta_ + d, -99, 99); }, 1, label_w);
  ctx.user_text(vp_note_);
  touch_input("##note", vp_note_, id + ".note", ImGui::GetContentRegionAvail().x,
              ctx.tr("smashup.hint.note").c_str());
  if (touch_button(ctx.tr("smashup.action.adjust_vp").c_str(), id + ".apply",
                   ImVec2(ImGui::GetContentRegionAvail().x, 0))) {
    if (vp_delta_ != 0) act(su::AdjustVp{player, vp_delta_, vp_note_});
  }
  ImGui::Separator();
  stepper(
      ctx.tr("smashup.label.madness"), num(p.madness), id + ".madness",
      [&](int d) {
        act(su::ChangeMadness{player, d});
      },
      1, label_w);
  muted(ctx.tr("smashup.label.madness_penalty",
               {Param{"madness", std::int64_t{p.madness}},
                Param{"penalty", std::int64_t{su::madness_penalty(p.madness)}}})
            .c_str());
  if (state.over) ImGui::EndDisabled();
  // The player's VP history: scorings and adjustments with their notes.
  ImGui::Separator();
  ImGui::BeginChild("smashup.vp.history", ImVec2(0, 0), false);
  for (auto it = state.vp_log.rbegin(); it != state.vp_log.rend(); ++it) {
    if (it->player != player) continue;
    const std::string line =
        ctx.tr("smashup.label.vp_change",
               {Param{"turn", std::int64_t{it->turn}}, Param{"delta", signed_num(it->delta)},
                Param{"note", ctx.user_text(it->note)}});
    ImGui::PushTextWrapPos(0.0f);
    wrapped_text(line.c_str());
    ImGui::PopTextWrapPos();
  }
  touch_scroll();
  ImGui::EndChild();
}

}  // namespace tableref::gui
