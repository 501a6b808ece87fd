// Blokus photo screen: the panel beside the photo. Another photo and the board's variant,
// what the reading says, the reading (photo_reading_board.cpp); then a finished board's
// scores, monomino-last bonus, audit (photo_audit.cpp) and "Save as a finished session", or during
// a game the new pieces the referee accepts, those it refuses and the cells no placement explains.
#include <imgui.h>

#include <algorithm>
#include <cmath>

#include "app_context.hpp"
#include "screens/blokus/board.hpp"
#include "screens/blokus/photo_screen.hpp"
#include "screens/blokus/photo_words.hpp"
#include "screens/blokus/score_table.hpp"
#include "screens/blokus/screen_parts.hpp"
#include "tableref/referee/blokus/sgf.hpp"
#include "tableref/referee/blokus/variant.hpp"
#include "tableref/vision/board_analysis.hpp"
#include "ui/action_button.hpp"
#include "ui/theme.hpp"
#include "ui/widgets.hpp"

namespace tableref::gui {

// The Blokus screens' own helpers (screen_parts.hpp).
using namespace blokus_screen_parts;  // NOLINT(google-build-using-namespace)

void BlokusPhotoScreen::draw_side(AppContext& ctx) {
  const float width = ImGui::GetContentRegionAvail().x;
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  // Another photo; on Home, the board's variant.
  const std::string another = ctx.tr("photo.another");
  const float another_w = std::max(touch_size() * 2, ImGui::CalcTextSize(another.c_str()).x +
                                                         ImGui::GetStyle().FramePadding.x * 2);
  if (touch_button(another.c_str(), "photo.another", ImVec2(another_w, 0))) choosing_ = true;
  probe().mark_rearranging("photo.another");
  if (session_id_ == 0) {
    const float w = (width - another_w - spacing * 2) / 2;
    for (const auto variant : {blokus::Variant::kClassic, blokus::Variant::kDuo}) {
      ImGui::SameLine();
      const bool duo = variant == blokus::Variant::kDuo;
      if (choice_button(ctx.tr(duo ? "photo.variant.duo" : "photo.variant.classic").c_str(),
                        duo ? "photo.variant.duo" : "photo.variant.classic",
                        reader_.variant() == variant, ImVec2(w, 0)) &&
          reader_.variant() != variant) {
        variant_ = variant;
        (void)reader_.set_variant(variant);
        reading_board_.reset();
        message_.clear();
        changed();
      }
      // The reading is drawn again at the other board's size.
      probe().mark_rearranging(duo ? "photo.variant.duo" : "photo.variant.classic");
    }
  }
  // What the reading says, in a box of fixed size: nothing below moves when it changes.
  std::string said = message_;
  Tone tone = message_error_ ? Tone::kError : Tone::kInfo;
  if (said.empty()) {
    if (reader_.problem()) {
      said = ctx.render(*reader_.problem());
      tone = Tone::kError;
    } else if (const auto& reading = reader_.reading()) {
      // Cells of a clear piece are uncertain because the rules, not the picture, gave their
      // colour: said in place of the tap hint, so the box keeps its size.
      const std::string clear = photo_clear_cells_text(ctx, reader_);
      const bool game = session_id_ != 0;
      said = ctx.tr(clear.empty() ? (game ? "photo.read_game" : "photo.read")
                                  : (game ? "photo.read_game_clear" : "photo.read_clear"),
                    {Param{"pieces", static_cast<std::int64_t>(reader_.finished()->pieces.size())},
                     Param{"uncertain", static_cast<std::int64_t>(reading->uncertain.size())},
                     Param{"clear", clear}});
      tone = Tone::kNeutral;
    }
  }
  fixed_message_box(said, tone, "photo.message",
                    ImVec2(width, ImGui::GetTextLineHeightWithSpacing() * 3 + scaled(16)));
  if (const auto& reading = reader_.reading()) {
    // The reading's rows for the tests (the web ones see only the probe), top first.
    std::string rows;
    for (const auto& row : reading->grid_rows()) rows += (rows.empty() ? "" : "\n") + row;
    probe().record_text("photo.grid", rows);
  }
  if (const auto cell = reading_board_.draw(ctx, {reader_, update_, session_id_ != 0}, width)) {
    reader_.cycle_cell(*cell);  // a tap changes the cell's colour
    message_.clear();
    changed();
  }
  if (session_id_ == 0) {
    draw_finished(ctx);
  } else {
    draw_game_update(ctx);
  }
}

void BlokusPhotoScreen::save_finished(AppContext& ctx) {
  if (!ctx.store) {
    message_ = ctx.render(*ctx.store_error);
    message_error_ = true;
    return;
  }
  std::vector<std::string> names;
  const int colors = blokus::variant_info(reader_.variant()).colors;
  for (int c = 0; c < colors; ++c) names.push_back(photo_color_word(ctx, reader_, c));
  auto saved = reader_.save_finished(*ctx.store, names, now_ms());
  if (saved) {
    ctx.go("history");
  } else {
    message_ = ctx.render(saved.violations().front());
    message_error_ = true;
  }
}

void BlokusPhotoScreen::draw_finished(AppContext& ctx) {
  const float width = ImGui::GetContentRegionAvail().x;
  const auto& finished = reader_.finished();
  if (action_button(ctx.tr("photo.save").c_str(), "photo.save", ImVec2(width, 0))) {
    save_finished(ctx);
  }
  // The monomino-last bonus: a photo cannot show it, so it is asked per colour.
  muted(ctx.tr("photo.monomino_last").c_str());
  const int colors = blokus::variant_info(reader_.variant()).colors;
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const float bw = (width - spacing * static_cast<float>(colors - 1)) / static_cast<float>(colors);
  for (int c = 0; c < colors; ++c) {
    if (c > 0) ImGui::SameLine();
    if (choice_button(photo_color_word(ctx, reader_, c).c_str(),
                      "photo.monomino." + std::to_string(c), reader_.monomino_last(c),
                      ImVec2(bw, 0))) {
      reader_.set_monomino_last(c, !reader_.monomino_last(c));
    }
  }
  if (!finished) return;
  // Scores under both conventions, one player per colour.
  ImGui::Spacing();
  draw_blokus_score_table(ctx,
                          {"photo.scores", "blokus.scores.color", "photo.score", false,
                           [&](const blokus::PlayerScore& p) {
                             std::string name;
                             for (const auto c : p.colors) {
                               if (!name.empty()) name += " + ";
                               name += photo_color_word(ctx, reader_, c);
                             }
                             return name;
                           }},
                          finished->scores);
  // The audit in words.
  ImGui::Spacing();
  heading(ctx.tr("photo.audit.title").c_str());
  const std::string audit = photo_audit_text(ctx, reader_);
  wrapped_text(audit.c_str());
  probe().record_view("photo.audit");
  probe().record_text("photo.audit", audit);
}

void BlokusPhotoScreen::draw_game_update(AppContext& ctx) {
  const float width = ImGui::GetContentRegionAvail().x;
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const auto count = static_cast<std::int64_t>(update_.placements.size());
  const float bw = (width - spacing) / 2;
  if (action_button(ctx.tr("photo.confirm", {Param{"count", count}}).c_str(), "photo.confirm",
                    ImVec2(bw, 0))) {
    if (count == 0) {
      message_ = ctx.tr("photo.update.none");
      message_error_ = false;
    } else if (auto applied = controllers::apply_photo_update(session_, update_, now_ms());
               applied) {
      ctx.go("blokus", session_id_);
    } else {
      message_ = ctx.render(applied.violations().front());
      message_error_ = true;
      changed();
    }
  }
  ImGui::SameLine();
  if (touch_button(ctx.tr("photo.back_to_game").c_str(), "photo.back_to_game", ImVec2(bw, 0))) {
    ctx.go("blokus", session_id_);
  }
  if (!reader_.reading()) return;
  const std::string text = photo_update_text(ctx, reader_, update_);
  wrapped_text(text.c_str());
  probe().record_view("photo.update");
  probe().record_text("photo.update", text);
}

}  // namespace tableref::gui
