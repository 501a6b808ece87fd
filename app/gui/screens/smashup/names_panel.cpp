// Smash Up's setup: correcting a Chinese name (names_panel.hpp).
#include "screens/smashup/names_panel.hpp"

#include <imgui.h>

#include <algorithm>
#include <vector>

#include "app_context.hpp"
#include "screens/smashup/screen_parts.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {

// This screen's own helpers (screen_parts.hpp), shared by its files.
using namespace smashup_screen_parts;  // NOLINT(google-build-using-namespace)

void SmashupNamesPanel::draw(AppContext& ctx, controllers::SmashupController& session,
                             Violations& problems) {
  // Correcting a name opens and closes its editor above the base list: those taps
  // rearrange the list on purpose.
  struct Rearranging {
    ~Rearranging() {
      for (const auto& entry : probe().rects()) {
        if (entry.first.rfind("smashup.names.", 0) == 0) probe().mark_rearranging(entry.first);
      }
    }
  } mark;
  if (editing_) {
    draw_editor(ctx, session, problems);
  } else {
    draw_search(ctx, session);
  }
}

void SmashupNamesPanel::draw_editor(AppContext& ctx, controllers::SmashupController& session,
                                    Violations& problems) {
  const auto script = zh_script(ctx);
  const float width = ImGui::GetContentRegionAvail().x;
  const auto [kind, english] = *editing_;
  const auto* shipped = session.names().find(kind, english);
  text_line(ctx.user_text(english));
  if (shipped != nullptr) {
    muted(ctx.tr("smashup.label.community_name",
                 {Param{"name",
                        ctx.user_text(script == controllers::ZhScript::kHant ? shipped->hant
                                                                             : shipped->hans)},
                  Param{"trust", ctx.tr("smashup.label.trust." + shipped->trust)}})
              .c_str());
  }
  touch_input("##name_edit", edit_, "smashup.names.edit", width,
              ctx.tr("smashup.hint.chinese_name").c_str());
  const float half = (width - ImGui::GetStyle().ItemSpacing.x) / 2;
  if (touch_button(ctx.tr("smashup.action.save_name").c_str(), "smashup.names.save",
                   ImVec2(half, 0))) {
    if (auto saved = session.correct_name(kind, english, script, edit_); !saved) {
      problems = saved.violations();
    } else {
      problems.clear();
      editing_.reset();
    }
  }
  ImGui::SameLine();
  if (touch_button(ctx.tr("smashup.action.restore_name").c_str(), "smashup.names.restore",
                   ImVec2(half, 0))) {
    if (auto saved = session.correct_name(kind, english, script, ""); !saved) {
      problems = saved.violations();
    } else {
      problems.clear();
      editing_.reset();
    }
  }
}

void SmashupNamesPanel::draw_search(AppContext& ctx,
                                    const controllers::SmashupController& session) {
  const auto script = zh_script(ctx);
  const float width = ImGui::GetContentRegionAvail().x;
  muted(ctx.tr("smashup.hint.correct_name").c_str());
  touch_input("##name_search", query_, "smashup.names.search", width,
              ctx.tr("smashup.hint.search_names").c_str());
  if (query_.empty()) return;
  // At most a dozen matches, factions then bases (each name once: bases share printings).
  int shown = 0;
  std::vector<std::string> seen;
  auto offer = [&](su::NameKind kind, const std::string& english, const std::string& id) {
    if (shown >= 12 || !session.names().matches(kind, english, query_)) return;
    if (std::find(seen.begin(), seen.end(), english) != seen.end()) return;
    seen.push_back(english);
    ++shown;
    std::string label = card_name(ctx, session.names(), kind, english, false);
    if (session.names().corrected(kind, english, script)) {
      label += "  (" + ctx.tr("smashup.label.corrected") + ")";
    }
    if (touch_button(label.c_str(), id, ImVec2(width, 0))) {
      editing_ = std::pair{kind, english};
      edit_ = session.names().chinese(kind, english, script);
    }
  };
  const auto& catalog = session.catalog();
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

}  // namespace tableref::gui
