#include "home_screen.hpp"

#include <imgui.h>

#include <algorithm>
#include <vector>

#include "app_context.hpp"
#include "tableref/controllers/game_setup.hpp"
#include "ui/action_button.hpp"
#include "ui/layout.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {
namespace {

// The blank role typed by the name the hint shows (HDCG's rule-book character, "Assassin" in
// English) is the blank role: stored empty, which the game reads as that card (刺客).
controllers::SessionSetup typed_default_as_blank(const AppContext& ctx,
                                                 controllers::SessionSetup setup) {
  const auto* game = controllers::find_game(setup.game);
  if (game == nullptr || game->blank_role_name_key.empty()) return setup;
  for (auto& seat : setup.seats) {
    for (const auto language : app::kLanguages) {
      if (seat.role == ctx.catalog.text(language, game->blank_role_name_key)) seat.role.clear();
    }
  }
  return setup;
}

}  // namespace

void HomeScreen::open(AppContext& ctx, std::int64_t /*session_id*/) {
  if (!loaded_) select_game(0, 0);
  loaded_ = true;
  scroll_to_top_ = true;
  players_.reset();
  refresh(ctx);
}

void HomeScreen::refresh(AppContext& ctx) {
  active_.clear();
  players_.load_names(ctx);
  if (!ctx.store) return;
  db::SessionFilter filter;
  filter.status = db::SessionStatus::kActive;
  filter.limit = 50;
  if (auto sessions = ctx.store->list_sessions(filter)) active_ = std::move(sessions).value();
}

void HomeScreen::select_game(std::size_t index, std::size_t variant) {
  const auto& games = controllers::games();
  game_ = std::min(index, games.size() - 1);
  variant_ = std::min(variant, games[game_].variants.size() - 1);
  // Keep the names already typed; roles and options follow the new game.
  std::vector<controllers::SetupSeat> names;
  for (const auto& seat : setup_.seats) {
    if (!seat.player.empty()) names.push_back(seat);
  }
  setup_ = controllers::default_setup(games[game_], games[game_].variants[variant_]);
  const auto& info = games[game_].variants[variant_];
  for (std::size_t i = 0; i < names.size() && static_cast<int>(i) < info.max_players; ++i) {
    if (i >= setup_.seats.size()) {
      setup_.seats.push_back(controllers::SetupSeat{"", info.roles.empty()
                                                            ? games[game_].default_free_role
                                                            : info.roles[i % info.roles.size()]});
    }
    setup_.seats[i].player = names[i].player;
  }
  problems_.clear();
}

void HomeScreen::draw(AppContext& ctx) {
  if (!loaded_) open(ctx, 0);
  // A photo dropped on Home is a board to score: the photo screen opens it.
  if (ctx.dropped_file) ctx.go("photo");
  if (ctx.store_error) {
    message_box(ctx.tr("home.store_unavailable",
                       {Param{"path", ctx.db_path}, Param{"why", ctx.render(*ctx.store_error)}})
                    .c_str(),
                true, "home.store_error");
  }
  // Landscape: the new session at the left, the sessions to resume beside it. Portrait (a
  // tablet held upright): the new session on top at the full width, the sessions to resume
  // under it in a strip as tall as they need (with "Score a board from a photo" above them),
  // up to a third of the screen (it scrolls).
  const ImVec2 avail = ImGui::GetContentRegionAvail();
  const bool upright = portrait(avail);
  const float resume_width = std::max(scaled(320), avail.x * 0.30f);
  const ImGuiStyle& style = ImGui::GetStyle();
  const float resume_height =
      std::clamp(style.WindowPadding.y * 2 + scaled(48) + touch_size() + style.ItemSpacing.y * 2 +
                     static_cast<float>(active_.size()) * (scaled(68) + style.ItemSpacing.y),
                 scaled(120), avail.y / 3);
  const ImVec2 new_size = upright ? ImVec2(0, avail.y - resume_height - style.ItemSpacing.y)
                                  : ImVec2(avail.x - resume_width - style.ItemSpacing.x, 0);
  ImGui::BeginChild("home.new", new_size, true);
  // The footer keeps its height whether or not a problem is said (problems_box_height), so
  // "Start session" stays under the finger that tapped it when "a name is missing" comes.
  const float footer = scaled(64) + ImGui::GetStyle().ItemSpacing.y * 3 + problems_box_height();
  ImGui::BeginChild("home.new.scroll", ImVec2(0, -footer), false);
  if (scroll_to_top_) {
    // Opened again: back at the top, so that a blind tap lands on what it did the first
    // time (the game picker), never on a colour further down.
    ImGui::SetScrollY(0);
    scroll_to_top_ = false;
  }
  draw_new_session(ctx);
  touch_scroll();
  ImGui::EndChild();
  draw_start(ctx);
  ImGui::EndChild();
  if (!upright) ImGui::SameLine();
  ImGui::BeginChild("home.resume", ImVec2(0, 0), true);
  draw_resume(ctx);
  touch_scroll();
  ImGui::EndChild();
}

void HomeScreen::draw_new_session(AppContext& ctx) {
  const auto& games = controllers::games();

  text_line(ctx.tr("home.game"));
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const float room =
      ImGui::GetContentRegionAvail().x - spacing * static_cast<float>(games.size() - 1);
  // Equal widths, unless a label would be cut off (a narrow portrait screen): then each
  // label's own width and an equal share of what is left.
  std::vector<float> needed;
  float needed_total = 0;
  for (const auto& g : games) {
    needed.push_back(ImGui::CalcTextSize(ctx.tr(g.label_key).c_str()).x +
                     ImGui::GetStyle().FramePadding.x * 2 + 1);
    needed_total += needed.back();
  }
  const float equal = room / static_cast<float>(games.size());
  const bool equal_fits =
      std::all_of(needed.begin(), needed.end(), [equal](float w) { return w <= equal; });
  const float share = std::max(0.0f, room - needed_total) / static_cast<float>(games.size());
  for (std::size_t i = 0; i < games.size(); ++i) {
    if (i > 0) ImGui::SameLine();
    const float game_width = equal_fits ? equal : needed[i] + share;
    if (choice_button(ctx.tr(games[i].label_key).c_str(), "home.game." + games[i].id, game_ == i,
                      ImVec2(game_width, 0))) {
      select_game(i, 0);
    }
    probe().mark_rearranging("home.game." + games[i].id);  // the form below is the game's
  }
  const auto& game = games[game_];
  if (game.variants.size() > 1) {
    text_line(ctx.tr("home.variant"));
    float x = 0;
    for (std::size_t i = 0; i < game.variants.size(); ++i) {
      const std::string label = ctx.tr(game.variants[i].label_key);
      const float w = ImGui::CalcTextSize(label.c_str()).x + ImGui::GetStyle().FramePadding.x * 2;
      if (i > 0 && x + w < ImGui::GetContentRegionAvail().x) {
        ImGui::SameLine();
      } else {
        x = 0;
      }
      x += w + ImGui::GetStyle().ItemSpacing.x;
      if (choice_button(label.c_str(), "home.variant." + game.variants[i].id, variant_ == i)) {
        select_game(game_, i);
      }
      probe().mark_rearranging("home.variant." + game.variants[i].id);
    }
  }
  const auto& variant = game.variants[variant_];
  ImGui::Spacing();
  players_.draw(ctx, game, variant, setup_);
  ImGui::Spacing();
  draw_options(ctx, game);
  ImGui::Spacing();
}

float HomeScreen::problems_box_height() {
  // Two lines of text and the box's padding: the usual problem ("a name is missing") and
  // the longest ones in Chinese and English fit without scrolling.
  return ImGui::GetTextLineHeightWithSpacing() * 2 + scaled(16);
}

void HomeScreen::draw_start(AppContext& ctx) {
  std::string shown;
  for (const auto& problem : problems_) {
    if (!shown.empty()) shown += "\n";
    shown += ctx.render(problem);
  }
  // Its space is there before anything is said; a longer message scrolls inside it.
  const ImVec2 box(ImGui::GetContentRegionAvail().x, problems_box_height());
  if (shown.empty()) {
    ImGui::Dummy(box);
  } else {
    fixed_message_box(shown, Tone::kError, "home.problems", box);
  }
  const bool can_start = ctx.store.has_value();
  if (!can_start) ImGui::BeginDisabled();
  if (action_button(ctx.tr("home.start").c_str(), "home.start",
                    ImVec2(ImGui::GetContentRegionAvail().x, scaled(64)))) {
    auto created = controllers::create_session(*ctx.store, typed_default_as_blank(ctx, setup_));
    if (created) {
      problems_.clear();
      refresh(ctx);
      ctx.go(setup_.game, created.value());
    } else {
      problems_ = created.violations();
    }
  }
  if (!can_start) ImGui::EndDisabled();
}

void HomeScreen::draw_options(AppContext& ctx, const controllers::GameInfo& game) {
  if (game.options.empty()) return;
  text_line(ctx.tr("home.rules"));
  for (const auto& option : game.options) {
    if (const auto needs = controllers::option_needs(game.id, option.name); !needs.empty()) {
      const auto it = setup_.options.find(std::string(needs));
      if (it == setup_.options.end() || it->second == "false") continue;
    }
    ImGui::PushID(option.name.c_str());
    ImGui::AlignTextToFramePadding();
    text_line(ctx.tr(option.label_key));
    ImGui::SameLine(scaled(330));
    auto& value = setup_.options[option.name];
    float last_right = 0;  // where the previous choice ended
    for (std::size_t c = 0; c < option.choices.size(); ++c) {
      const auto& choice = option.choices[c];
      const std::string label = ctx.tr(choice.label_key);
      const float width = option.is_switch() ? scaled(90)
                                             : ImGui::CalcTextSize(label.c_str()).x +
                                                   2 * ImGui::GetStyle().FramePadding.x;
      // Choices that do not fit beside the others wrap under them, never off the side.
      if (c > 0) {
        ImGui::SameLine();
        if (last_right + ImGui::GetStyle().ItemSpacing.x + width >
            ImGui::GetWindowPos().x + ImGui::GetWindowContentRegionMax().x) {
          ImGui::NewLine();
          ImGui::SetCursorPosX(scaled(330));
        }
      }
      const std::string choice_id = "home.option." + option.name + "." + choice.value;
      if (choice_button(label.c_str(), choice_id, value == choice.value,
                        ImVec2(option.is_switch() ? scaled(90) : 0, 0))) {
        value = choice.value;
      }
      // An option another one depends on shows or hides that one below it.
      for (const auto& other : game.options) {
        if (controllers::option_needs(game.id, other.name) == option.name) {
          probe().mark_rearranging(choice_id);
        }
      }
      last_right = ImGui::GetItemRectMax().x;
    }
    ImGui::PopID();
  }
}

void HomeScreen::draw_resume(AppContext& ctx) {
  // A finished board photographed: read, scored, saved (the photo screen). At the top of
  // this column, where the list of sessions below cannot move it.
  if (touch_button(ctx.tr("home.photo").c_str(), "home.photo",
                   ImVec2(ImGui::GetContentRegionAvail().x, 0))) {
    ctx.go("photo");
  }
  ImGui::Spacing();
  heading(ctx.tr("home.resume").c_str());
  if (active_.empty()) {
    muted(ctx.tr("home.nothing_to_resume").c_str());
    return;
  }
  const float width = ImGui::GetContentRegionAvail().x;
  for (const auto& session : active_) {
    std::string players;
    for (const auto& seat : session.seats) {
      if (!players.empty()) players += ", ";
      players += seat.player;
    }
    const std::string label = ctx.tr("game." + session.game) + " · " +
                              session.created_at.substr(0, 10) + "\n" + ctx.user_text(players);
    ImGui::PushID(static_cast<int>(session.id));
    if (touch_button(label.c_str(), "home.resume." + std::to_string(session.id),
                     ImVec2(width, 0))) {
      ctx.go(session.game, session.id);
    }
    ImGui::PopID();
  }
}

}  // namespace tableref::gui
