// Smash Up screen: the setup (sets, factions, bases, name corrections, a custom base).
#include "screens/smashup/screen.hpp"

#include <imgui.h>

#include <algorithm>
#include <chrono>
#include <functional>
#include <random>

#include "app_context.hpp"
#include "screens/smashup/screen_parts.hpp"
#include "screens/smashup/widgets.hpp"
#include "tableref/app/paths.hpp"
#include "tableref/db/store_reason.hpp"
#include "tableref/referee/smashup/setup.hpp"
#include "ui/action_button.hpp"
#include "ui/layout.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {

// This screen's own helpers (screen_parts.hpp), shared by its three files.
using namespace smashup_screen_parts;  // NOLINT(google-build-using-namespace)

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
  // The sets' column gives the factions room for two names a player (1024x768).
  const float sets_w = upright ? total : std::min(scaled(330), std::floor(total * 0.25f));
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
  text_line(ctx.tr("smashup.label.first_player"));
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
  if (action_button(start.c_str(), "smashup.setup.start",
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
    // A set's long name ("Smash Up: Knights of the Round Table") in two lines, not cut.
    const ImVec2 padding = ImGui::GetStyle().FramePadding;
    const bool long_name = ImGui::CalcTextSize(label.c_str()).x > width - padding.x * 2;
    const float height =
        long_name ? std::max(touch_size(), ImGui::GetTextLineHeight() * 2 + padding.y * 2) : 0;
    if (choice_button(label.c_str(), "smashup.setup.set." + num(static_cast<int>(i)), chosen,
                      ImVec2(width, height))) {
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
  // In Chinese a faction's name carries the English one: two lines when one does not fit
  // ("机器人 · Robo" was cut), so every slot is two lines tall from the start (a name
  // picked grows no row).
  const ImVec2 padding = ImGui::GetStyle().FramePadding;
  const float slot_h =
      chinese(ctx) ? std::max(touch_size(), ImGui::GetTextLineHeight() * 2 + padding.y * 2) : 0;
  for (std::size_t i = 0; i < seats.size(); ++i) {
    const std::string row = "smashup.setup.player." + num(static_cast<int>(i));
    ImGui::PushID(static_cast<int>(i));
    if (choice_button(ctx.user_text(seats[i].player).c_str(), row,
                      active_seat_ == static_cast<int>(i), ImVec2(name_w, slot_h))) {
      active_seat_ = static_cast<int>(i);
    }
    for (int k = 0; k < 2; ++k) {
      ImGui::SameLine();
      const std::string& faction = factions_[i][static_cast<std::size_t>(k)];
      std::string label = faction.empty() ? ctx.tr("smashup.label.pick_faction")
                                          : card_name(ctx, su::NameKind::kFaction, faction, false);
      if (!faction.empty() && chinese(ctx) &&
          ImGui::CalcTextSize(label.c_str()).x > slot_w - padding.x * 2) {
        label = card_name(ctx, su::NameKind::kFaction, faction, true);
      }
      ImGui::PushID(k);
      if (touch_button(label.c_str(), row + ".faction." + num(k), ImVec2(slot_w, slot_h))) {
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
    text_line(ctx.user_text(english));
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

}  // namespace tableref::gui
