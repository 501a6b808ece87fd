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

// Role values are stored in English ("blue", "blue+red"); the label comes from the catalog.
std::string role_label(AppContext& ctx, const std::string& role) {
  std::string label;
  for (const auto& part : controllers::role_parts(role)) {
    if (!label.empty()) label += " + ";
    label += ctx.catalog.has("color." + part) ? ctx.tr("color." + part) : part;
  }
  return label;
}

// Whether `name` is a game's role word in one of the app's languages (a Blokus colour:
// "Blue", "蓝", "藍"): a session saved from a photo names its seats by their roles, and those
// are no players to offer on Home (issue #23: "Blue", "Green", "Red" and "Yellow" were
// remembered).
bool role_word(const AppContext& ctx, const std::string& name) {
  for (const auto& game : controllers::games()) {
    if (game.role_word_key_prefix.empty()) continue;
    for (const auto& variant : game.variants) {
      for (const auto& role : variant.roles) {
        for (const auto& part : controllers::role_parts(role)) {
          for (const auto language : app::kLanguages) {
            if (ctx.catalog.text(language, game.role_word_key_prefix + part) == name) return true;
          }
        }
      }
    }
  }
  return false;
}

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
  name_focus_.reset();
  refresh(ctx);
}

void HomeScreen::refresh(AppContext& ctx) {
  active_.clear();
  known_names_.clear();
  if (!ctx.store) return;
  if (auto names = ctx.store->player_names(40)) known_names_ = std::move(names).value();
  std::erase_if(known_names_, [&ctx](const std::string& name) { return role_word(ctx, name); });
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
  draw_players(ctx, game, variant);
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

void HomeScreen::draw_players(AppContext& ctx, const controllers::GameInfo& game,
                              const controllers::VariantInfo& variant) {
  text_line(ctx.tr("home.players", {Param{"min", std::int64_t{variant.min_players}},
                                    Param{"max", std::int64_t{variant.max_players}}}));
  const float name_width = scaled(250);
  draw_known_names(ctx);
  // Labels over the two fields of a seat: the name, and the game's own second field
  // (colour, factions, character), which would otherwise be a box nobody can read.
  if (game.role_label_key != "setup.role.none") {
    const float row_x = ImGui::GetCursorPosX();
    ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
    ImGui::SetCursorPosX(row_x + scaled(36));
    const std::string name_label = ctx.tr("home.name_hint");
    const std::string role_label_text = ctx.tr(game.role_label_key);
    text_line(name_label);
    ImGui::SameLine(row_x + scaled(36) + name_width + ImGui::GetStyle().ItemSpacing.x);
    text_line(role_label_text);
    ImGui::PopStyleColor();
    probe().record_text("home.players.name_label", name_label);
    probe().record_text("home.players.role_label", role_label_text);
  }
  std::optional<std::size_t> remove;
  std::optional<std::size_t> raise;
  for (std::size_t i = 0; i < setup_.seats.size(); ++i) {
    auto& seat = setup_.seats[i];
    const std::string row = std::to_string(i);
    ImGui::PushID(static_cast<int>(i));
    ImGui::AlignTextToFramePadding();
    text_line(std::to_string(i + 1));
    ImGui::SameLine(scaled(36));
    ctx.user_text(seat.player);
    touch_input("##name", seat.player, "home.player." + row + ".name", name_width,
                ctx.tr("home.name_hint").c_str());
    if (ImGui::IsItemActive()) name_focus_ = i;
    if (game.role_label_key != "setup.role.none") {
      ImGui::SameLine();
      if (!variant.roles.empty()) {
        if (variant.roles.size() > 1) {
          // Tapping the role cycles through the variant's roles.
          if (touch_button(role_label(ctx, seat.role).c_str(), "home.player." + row + ".role",
                           ImVec2(scaled(200), 0))) {
            auto it = std::find(variant.roles.begin(), variant.roles.end(), seat.role);
            const auto next = it == variant.roles.end()
                                  ? 0
                                  : (static_cast<std::size_t>(it - variant.roles.begin()) + 1) %
                                        variant.roles.size();
            // Swap with whoever holds the role already, so roles stay distinct.
            for (auto& other : setup_.seats) {
              if (other.role == variant.roles[next]) other.role = seat.role;
            }
            seat.role = variant.roles[next];
          }
        } else {
          text_line(role_label(ctx, seat.role));
        }
      } else {
        ctx.user_text(seat.role);
        // Left empty, the role is the game's blank role; the hint says so in the user's
        // language (no name of another language is filled in).
        const std::string hint = game.blank_role.empty()
                                     ? ctx.tr(game.role_label_key)
                                     : ctx.user_text(ctx.tr("setup.role.blank." + game.id));
        touch_input("##role", seat.role, "home.player." + row + ".role", scaled(240),
                    hint.empty() ? nullptr : hint.c_str());
        probe().record_text("home.player." + row + ".role.value", seat.role);
        probe().record_text("home.player." + row + ".role.hint", seat.role.empty() ? hint : "");
      }
    }
    if (variant.max_players > 1) {
      if (i > 0) {
        ImGui::SameLine();
        if (touch_button(ctx.tr("home.move_up").c_str(), "home.player." + row + ".up")) raise = i;
        probe().mark_rearranging("home.player." + row + ".up");
      }
      if (static_cast<int>(setup_.seats.size()) > variant.min_players) {
        ImGui::SameLine();
        if (touch_button(ctx.tr("home.remove").c_str(), "home.player." + row + ".remove")) {
          remove = i;
        }
        probe().mark_rearranging("home.player." + row + ".remove");
      }
    }
    ImGui::PopID();
  }
  if (raise) std::swap(setup_.seats[*raise], setup_.seats[*raise - 1]);
  if (remove) setup_.seats.erase(setup_.seats.begin() + static_cast<std::ptrdiff_t>(*remove));
  if (static_cast<int>(setup_.seats.size()) < variant.max_players) {
    if (touch_button(ctx.tr("home.add_player").c_str(), "home.add_player")) {
      const std::size_t i = setup_.seats.size();
      setup_.seats.push_back(controllers::SetupSeat{
          "", variant.roles.empty() ? game.default_free_role
                                    : variant.roles[i % variant.roles.size()]});
    }
    probe().mark_rearranging("home.add_player");  // a seat more: the form grows under it
  }
}

void HomeScreen::draw_known_names(AppContext& ctx) {
  // No earlier players: no row at all (nor its label), the seats right under the heading.
  if (known_names_.empty()) return;
  const ImVec2 top = ImGui::GetCursorScreenPos();
  ImGui::PushStyleColor(ImGuiCol_Text, ImGui::GetStyleColorVec4(ImGuiCol_TextDisabled));
  text_line(ctx.tr("home.known_players"));
  ImGui::PopStyleColor();
  // One row of the buttons' height; a scrollbar under it only when the names are wider than
  // the form (then it scrolls sideways), never an empty band. The names are read when Home
  // opens, so the row keeps its height while Home is used: a name taken (greyed) moves
  // nothing below it.
  const float button_h = std::max(touch_size(), ImGui::GetFrameHeight());
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  float names_w = -spacing;
  for (const auto& name : known_names_) {
    const float text_w = ImGui::CalcTextSize(ctx.user_text(name).c_str(), nullptr, true).x;
    names_w += std::max(touch_size(), text_w + ImGui::GetStyle().FramePadding.x * 2) + spacing;
  }
  const bool fits = names_w <= ImGui::GetContentRegionAvail().x;
  const float row_h = fits ? button_h : button_h + ImGui::GetStyle().ScrollbarSize + scaled(4);
  ImGui::BeginChild("home.known", ImVec2(0, row_h), false,
                    fits ? ImGuiWindowFlags_NoScrollbar : ImGuiWindowFlags_HorizontalScrollbar);
  for (std::size_t n = 0; n < known_names_.size(); ++n) {
    const std::string& name = known_names_[n];
    const bool taken = std::any_of(setup_.seats.begin(), setup_.seats.end(),
                                   [&name](const auto& seat) { return seat.player == name; });
    if (n > 0) ImGui::SameLine();
    ImGui::PushID(static_cast<int>(n));
    ImGui::BeginDisabled(taken);
    if (touch_button(ctx.user_text(name).c_str(), "home.known." + name)) {
      // The seat typed in last, else the first without a name.
      std::optional<std::size_t> seat = name_focus_;
      if (!seat || *seat >= setup_.seats.size()) {
        seat.reset();
        for (std::size_t i = 0; i < setup_.seats.size(); ++i) {
          if (setup_.seats[i].player.empty()) {
            seat = i;
            break;
          }
        }
      }
      if (seat) setup_.seats[*seat].player = name;
      name_focus_.reset();
    }
    ImGui::EndDisabled();
    ImGui::PopID();
  }
  ImGui::EndChild();
  probe().record_view_rect("home.known_row", top, ImGui::GetItemRectMax());
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
