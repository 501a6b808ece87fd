// Home's players (home_players_panel.hpp): the seats, their names and roles, and the names
// already in the database.
#include "screens/home_players_panel.hpp"

#include <imgui.h>

#include <algorithm>

#include "app_context.hpp"
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

}  // namespace

void HomePlayersPanel::load_names(AppContext& ctx) {
  known_names_.clear();
  if (!ctx.store) return;
  if (auto names = ctx.store->player_names(40)) known_names_ = std::move(names).value();
  std::erase_if(known_names_, [&ctx](const std::string& name) { return role_word(ctx, name); });
}

void HomePlayersPanel::draw(AppContext& ctx, const controllers::GameInfo& game,
                            const controllers::VariantInfo& variant,
                            controllers::SessionSetup& setup) {
  text_line(ctx.tr("home.players", {Param{"min", std::int64_t{variant.min_players}},
                                    Param{"max", std::int64_t{variant.max_players}}}));
  const float name_width = scaled(250);
  draw_known_names(ctx, setup);
  draw_labels(ctx, game, name_width);
  std::optional<std::size_t> remove;
  std::optional<std::size_t> raise;
  for (std::size_t i = 0; i < setup.seats.size(); ++i) {
    draw_seat(ctx, game, variant, setup, i, name_width, &raise, &remove);
  }
  if (raise) std::swap(setup.seats[*raise], setup.seats[*raise - 1]);
  if (remove) setup.seats.erase(setup.seats.begin() + static_cast<std::ptrdiff_t>(*remove));
  if (static_cast<int>(setup.seats.size()) < variant.max_players) {
    if (touch_button(ctx.tr("home.add_player").c_str(), "home.add_player")) {
      const std::size_t i = setup.seats.size();
      setup.seats.push_back(controllers::SetupSeat{
          "", variant.roles.empty() ? game.default_free_role
                                    : variant.roles[i % variant.roles.size()]});
    }
    probe().mark_rearranging("home.add_player");  // a seat more: the form grows under it
  }
}

// Labels over the two fields of a seat: the name, and the game's own second field (colour,
// factions, character), which would otherwise be a box nobody can read.
void HomePlayersPanel::draw_labels(AppContext& ctx, const controllers::GameInfo& game,
                                   float name_width) {
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
}

void HomePlayersPanel::draw_seat(AppContext& ctx, const controllers::GameInfo& game,
                                 const controllers::VariantInfo& variant,
                                 controllers::SessionSetup& setup, std::size_t i, float name_width,
                                 std::optional<std::size_t>* raise,
                                 std::optional<std::size_t>* remove) {
  auto& seat = setup.seats[i];
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
          for (auto& other : setup.seats) {
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
      if (touch_button(ctx.tr("home.move_up").c_str(), "home.player." + row + ".up")) *raise = i;
      probe().mark_rearranging("home.player." + row + ".up");
    }
    if (static_cast<int>(setup.seats.size()) > variant.min_players) {
      ImGui::SameLine();
      if (touch_button(ctx.tr("home.remove").c_str(), "home.player." + row + ".remove")) {
        *remove = i;
      }
      probe().mark_rearranging("home.player." + row + ".remove");
    }
  }
  ImGui::PopID();
}

void HomePlayersPanel::draw_known_names(AppContext& ctx, controllers::SessionSetup& setup) {
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
    const bool taken = std::any_of(setup.seats.begin(), setup.seats.end(),
                                   [&name](const auto& seat) { return seat.player == name; });
    if (n > 0) ImGui::SameLine();
    ImGui::PushID(static_cast<int>(n));
    ImGui::BeginDisabled(taken);
    if (touch_button(ctx.user_text(name).c_str(), "home.known." + name)) {
      // The seat typed in last, else the first without a name.
      std::optional<std::size_t> seat = name_focus_;
      if (!seat || *seat >= setup.seats.size()) {
        seat.reset();
        for (std::size_t i = 0; i < setup.seats.size(); ++i) {
          if (setup.seats[i].player.empty()) {
            seat = i;
            break;
          }
        }
      }
      if (seat) setup.seats[*seat].player = name;
      name_focus_.reset();
    }
    ImGui::EndDisabled();
    ImGui::PopID();
  }
  ImGui::EndChild();
  probe().record_view_rect("home.known_row", top, ImGui::GetItemRectMax());
}

}  // namespace tableref::gui
