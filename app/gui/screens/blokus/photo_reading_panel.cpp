// Blokus photo screen: the panel beside the photo. Another photo and the board's variant,
// what the reading says, the reading as a board whose cells a tap changes (through a loupe
// where they are smaller than a finger); then a finished board's scores, monomino-last
// bonus, audit and "Save as a finished session", or during a game the new pieces the referee
// accepts, those it refuses and the cells no placement explains.
#include <imgui.h>

#include <algorithm>
#include <cmath>

#include "app_context.hpp"
#include "screens/blokus/board.hpp"
#include "screens/blokus/photo_screen.hpp"
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

namespace {

using vision::PictureCell;

std::string cell_probe(PictureCell c) {
  return "photo.cell." + std::to_string(c.x) + "." + std::to_string(c.y);
}

constexpr ImU32 kBoardGrey = IM_COL32(215, 218, 224, 255);
constexpr ImU32 kGridLine = IM_COL32(150, 155, 165, 255);
constexpr ImU32 kRuleBroken = IM_COL32(220, 30, 30, 255);
constexpr ImU32 kNewPiece = IM_COL32(20, 20, 20, 255);

// What a cell of the reading shows besides its colour.
struct CellMarks {
  bool uncertain = false;
  bool changed = false;
  bool audited = false;
  bool new_piece = false;
  bool unexplained = false;
};

// One cell of the reading, drawn like a cell of the Blokus board, with its marks.
void draw_reading_cell(ImDrawList* draw, ImVec2 min, float cell, blokus::Variant variant,
                       vision::CellColor color, const CellMarks& marks) {
  const ImVec2 max(min.x + cell, min.y + cell);
  const int c = vision::referee_color(variant, color);
  if (c >= 0) {
    draw->AddRectFilled(ImVec2(min.x + 1, min.y + 1), ImVec2(max.x - 1, max.y - 1),
                        blokus_color(variant, static_cast<blokus::Color>(c)));
  }
  const float line = std::max(1.5f, cell * 0.09f);
  if (marks.new_piece) {
    draw->AddRect(ImVec2(min.x + 1, min.y + 1), ImVec2(max.x - 1, max.y - 1), kNewPiece, 0, 0,
                  line);
  }
  if (marks.audited) {
    draw->AddRect(ImVec2(min.x + 1, min.y + 1), ImVec2(max.x - 1, max.y - 1), kRuleBroken, 0, 0,
                  line);
  }
  if (marks.uncertain) {
    // An orange ring: the reading is not sure of this cell.
    // Thicker than the other marks: it must show on the small whole-board cells too.
    draw->AddCircle(ImVec2(min.x + cell / 2, min.y + cell / 2), cell * 0.34f, kUncertain, 16,
                    std::max(2.0f, cell * 0.12f));
  }
  if (marks.changed) {
    // A white corner: the player set this cell.
    draw->AddTriangleFilled(ImVec2(min.x + 1, min.y + 1), ImVec2(min.x + cell * 0.4f, min.y + 1),
                            ImVec2(min.x + 1, min.y + cell * 0.4f), IM_COL32(255, 255, 255, 240));
  }
  if (marks.unexplained) {
    draw->AddLine(ImVec2(min.x + cell * 0.2f, min.y + cell * 0.2f),
                  ImVec2(max.x - cell * 0.2f, max.y - cell * 0.2f), kRuleBroken, line);
    draw->AddLine(ImVec2(max.x - cell * 0.2f, min.y + cell * 0.2f),
                  ImVec2(min.x + cell * 0.2f, max.y - cell * 0.2f), kRuleBroken, line);
  }
}

}  // namespace

std::string BlokusPhotoScreen::color_word(AppContext& ctx, int color) const {
  const auto variant = reader_.variant();
  return ctx.tr("blokus.color." +
                controllers::blokus_color_word(variant, static_cast<blokus::Color>(color)));
}

std::string BlokusPhotoScreen::clear_cells_text(AppContext& ctx) const {
  const controllers::ClearCells clear = reader_.clear_cells();
  std::string colours;
  for (const int colour : clear.colours) {
    if (!colours.empty()) colours += "/";
    colours += color_word(ctx, colour);
  }
  if (clear.coloured > 0 && clear.left_empty > 0) {
    return ctx.tr("photo.clear.both",
                  {Param{"coloured", std::int64_t{clear.coloured}},
                   Param{"left_empty", std::int64_t{clear.left_empty}}, Param{"colours", colours}});
  }
  if (clear.coloured > 0) {
    return ctx.tr("photo.clear.coloured",
                  {Param{"cells", std::int64_t{clear.coloured}}, Param{"colours", colours}});
  }
  if (clear.left_empty > 0) {
    return ctx.tr("photo.clear.left_empty", {Param{"cells", std::int64_t{clear.left_empty}}});
  }
  return {};
}

std::string BlokusPhotoScreen::cells_text(const std::vector<GridCell>& board_cells) const {
  std::vector<GridCell> cells = board_cells;
  std::sort(cells.begin(), cells.end(),
            [](GridCell a, GridCell b) { return a.x != b.x ? a.x < b.x : a.y < b.y; });
  std::string text;
  for (const auto& c : cells) {
    if (!text.empty()) text += ",";
    text += blokus::format_cell(c);
  }
  return text;
}

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
        loupe_x_ = 0;
        loupe_y_ = 0;
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
      const std::string clear = clear_cells_text(ctx);
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
  draw_reading(ctx, width);
  if (session_id_ == 0) {
    draw_finished(ctx);
  } else {
    draw_game_update(ctx);
  }
}

void BlokusPhotoScreen::draw_reading(AppContext& ctx, float width) {
  const int n = reader_.size();
  const auto& reading = reader_.reading();
  const float margin = scaled(8);
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  // The loupe: a window of k x k finger-sized cells around the place last tapped on the
  // whole reading, beside it when there is room (under it otherwise).
  const float loupe_cell = std::floor(touch_size() * 1.1f);
  const int k = std::min(5, n);
  const float loupe_side = loupe_cell * static_cast<float>(k);
  const bool beside = width >= loupe_side + spacing + scaled(200);
  // The whole reading, as large as leaves room for the loupe.
  const float side =
      std::min(beside ? width - loupe_side - spacing : width, scaled(beside ? 320 : 360));
  const float cell = std::floor((side - margin * 2) / static_cast<float>(n));
  // Cells a finger can take are tapped on the whole reading; smaller ones through the loupe.
  const bool direct = cell >= touch_size();
  muted(ctx.tr(direct ? "photo.tap_hint" : "photo.loupe_hint").c_str());
  const ImVec2 start = ImGui::GetCursorScreenPos();
  const ImVec2 origin(start.x + margin, start.y + margin);
  const ImVec2 board_max(origin.x + cell * static_cast<float>(n),
                         origin.y + cell * static_cast<float>(n));
  // Marks that follow from the session comparison (during a game).
  std::vector<bool> fresh(static_cast<std::size_t>(n * n), false);
  std::vector<bool> odd(static_cast<std::size_t>(n * n), false);
  if (reading && session_id_ != 0) {
    // The comparison turned the photo to fit the session's board.
    const auto picture = [&](GridCell c) {
      return vision::referee_to_picture(c, n, update_.rotation);
    };
    for (const auto& p : update_.placements) {
      for (const auto& c : p.cells) {
        const auto pc = picture(c);
        fresh[static_cast<std::size_t>(pc.y * n + pc.x)] = true;
      }
    }
    for (const auto& c : update_.unexplained) {
      const auto pc = picture(c);
      odd[static_cast<std::size_t>(pc.y * n + pc.x)] = true;
    }
  }
  const auto marks_of = [&](PictureCell c) {
    CellMarks m;
    m.uncertain = reader_.uncertain(c);
    m.changed = reader_.changed_by_player(c);
    m.audited = session_id_ == 0 && reader_.audited(c);
    m.new_piece = fresh[static_cast<std::size_t>(c.y * n + c.x)];
    m.unexplained = odd[static_cast<std::size_t>(c.y * n + c.x)];
    return m;
  };
  const auto draw_window = [&](ImVec2 at, float cs, int x0, int y0, int cols, int rows,
                               bool targets) {
    ImDrawList* draw = ImGui::GetWindowDrawList();
    const ImVec2 max(at.x + cs * static_cast<float>(cols), at.y + cs * static_cast<float>(rows));
    draw->AddRectFilled(at, max, kBoardGrey);
    const std::string window =
        std::to_string(x0) + "," + std::to_string(y0) + "@" + std::to_string(static_cast<int>(cs));
    for (int y = y0; y < y0 + rows; ++y) {
      for (int x = x0; x < x0 + cols; ++x) {
        const ImVec2 min(at.x + cs * static_cast<float>(x - x0),
                         at.y + cs * static_cast<float>(y - y0));
        if (reading) {
          draw_reading_cell(draw, min, cs, reader_.variant(), reading->at(x, y).color,
                            marks_of(PictureCell{x, y}));
        }
        if (targets) {
          probe().record_rect(cell_probe(PictureCell{x, y}), min, ImVec2(min.x + cs, min.y + cs),
                              window);
        }
      }
    }
    if (!reading) return;  // a plain grey square until a grid is read
    for (int i = 0; i <= cols; ++i) {
      const float px = at.x + cs * static_cast<float>(i);
      draw->AddLine(ImVec2(px, at.y), ImVec2(px, max.y), kGridLine);
    }
    for (int i = 0; i <= rows; ++i) {
      const float py = at.y + cs * static_cast<float>(i);
      draw->AddLine(ImVec2(at.x, py), ImVec2(max.x, py), kGridLine);
    }
  };
  // A tap counts when the finger lifts without having scrolled the panel (touch_scroll).
  const bool tapped = ImGui::InvisibleButton("##photo.reading", ImVec2(side, side));
  const ImVec2 mouse = ImGui::GetIO().MousePos;
  draw_window(origin, cell, 0, 0, n, n, direct);
  if (!reading) {
    const std::string none = ctx.tr("photo.no_reading");
    const ImVec2 size = ImGui::CalcTextSize(none.c_str(), nullptr, false, side - margin * 4);
    ImGui::GetWindowDrawList()->AddText(
        ImGui::GetFont(), ImGui::GetFontSize(),
        ImVec2(origin.x + margin, (origin.y + board_max.y - size.y) / 2), IM_COL32(60, 60, 60, 255),
        none.c_str(), nullptr, side - margin * 4);
  }
  std::optional<PictureCell> hit;
  if (tapped && reading && mouse.x >= origin.x && mouse.y >= origin.y && mouse.x < board_max.x &&
      mouse.y < board_max.y) {
    hit = PictureCell{static_cast<int>((mouse.x - origin.x) / cell),
                      static_cast<int>((mouse.y - origin.y) / cell)};
  }
  if (direct) {
    if (hit) {
      reader_.cycle_cell(*hit);
      message_.clear();
      changed();
    }
    muted(ctx.tr(session_id_ != 0 ? "photo.legend_game" : "photo.legend").c_str());
    return;
  }
  probe().record_rect("photo.reading", origin, board_max);
  if (hit) {
    loupe_x_ = hit->x - k / 2;
    loupe_y_ = hit->y - k / 2;
  }
  loupe_x_ = std::clamp(loupe_x_, 0, n - k);
  loupe_y_ = std::clamp(loupe_y_, 0, n - k);
  // Where the loupe looks, outlined on the reading.
  if (reading) {
    ImGui::GetWindowDrawList()->AddRect(ImVec2(origin.x + cell * static_cast<float>(loupe_x_),
                                               origin.y + cell * static_cast<float>(loupe_y_)),
                                        ImVec2(origin.x + cell * static_cast<float>(loupe_x_ + k),
                                               origin.y + cell * static_cast<float>(loupe_y_ + k)),
                                        IM_COL32(20, 20, 20, 255), 0, 0, scaled(2.5f));
  }
  if (beside) ImGui::SameLine();
  const ImVec2 loupe_at = ImGui::GetCursorScreenPos();
  const bool loupe_tapped = ImGui::InvisibleButton("##photo.loupe", ImVec2(loupe_side, loupe_side));
  draw_window(loupe_at, loupe_cell, loupe_x_, loupe_y_, k, k, true);
  if (loupe_tapped && reading) {
    const PictureCell c{loupe_x_ + static_cast<int>((mouse.x - loupe_at.x) / loupe_cell),
                        loupe_y_ + static_cast<int>((mouse.y - loupe_at.y) / loupe_cell)};
    reader_.cycle_cell(c);
    message_.clear();
    changed();
  }
  muted(ctx.tr(session_id_ != 0 ? "photo.legend_game" : "photo.legend").c_str());
}

void BlokusPhotoScreen::draw_finished(AppContext& ctx) {
  const float width = ImGui::GetContentRegionAvail().x;
  const auto& finished = reader_.finished();
  if (action_button(ctx.tr("photo.save").c_str(), "photo.save", ImVec2(width, 0))) {
    if (!ctx.store) {
      message_ = ctx.render(*ctx.store_error);
      message_error_ = true;
    } else {
      std::vector<std::string> names;
      const int colors = blokus::variant_info(reader_.variant()).colors;
      for (int c = 0; c < colors; ++c) names.push_back(color_word(ctx, c));
      auto saved = reader_.save_finished(*ctx.store, names, now_ms());
      if (saved) {
        ctx.go("history");
      } else {
        message_ = ctx.render(saved.violations().front());
        message_error_ = true;
      }
    }
  }
  // The monomino-last bonus: a photo cannot show it, so it is asked per colour.
  muted(ctx.tr("photo.monomino_last").c_str());
  const int colors = blokus::variant_info(reader_.variant()).colors;
  const float spacing = ImGui::GetStyle().ItemSpacing.x;
  const float bw = (width - spacing * static_cast<float>(colors - 1)) / static_cast<float>(colors);
  for (int c = 0; c < colors; ++c) {
    if (c > 0) ImGui::SameLine();
    if (choice_button(color_word(ctx, c).c_str(), "photo.monomino." + std::to_string(c),
                      reader_.monomino_last(c), ImVec2(bw, 0))) {
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
                               name += color_word(ctx, c);
                             }
                             return name;
                           }},
                          finished->scores);
  // The audit in words.
  ImGui::Spacing();
  heading(ctx.tr("photo.audit.title").c_str());
  const auto& reading = *reader_.reading();
  const auto board_cells = [&](const vision::CellGroup& group) {
    std::vector<GridCell> cells;
    for (const auto& c : group.cells) cells.push_back(reading.to_referee(c));
    return cells_text(cells);
  };
  const auto color_of_group = [&](const vision::CellGroup& group) {
    return color_word(ctx, vision::referee_color(reading.variant, group.color));
  };
  std::string audit;
  const auto add = [&](const std::string& line) { audit += (audit.empty() ? "" : "\n") + line; };
  for (const auto& g : finished->audit.not_pieces) {
    add(ctx.tr("photo.audit.not_piece",
               {Param{"color", color_of_group(g)}, Param{"cells", board_cells(g)}}));
  }
  for (const auto& g : finished->audit.duplicates) {
    add(ctx.tr("photo.audit.duplicate",
               {Param{"color", color_of_group(g)},
                Param{"piece", std::string(g.piece ? blokus::piece_name(*g.piece) : "?")},
                Param{"cells", board_cells(g)}}));
  }
  const auto& no_start = finished->audit.no_start;
  for (const int c : no_start) {
    // One line for the colour rather than one per piece: its corner cell is what to check.
    const auto pieces =
        std::count_if(finished->audit.disconnected.begin(), finished->audit.disconnected.end(),
                      [&](const vision::CellGroup& g) {
                        return vision::referee_color(reading.variant, g.color) == c;
                      });
    add(ctx.tr("photo.audit.no_corner",
               {Param{"color", color_word(ctx, c)}, Param{"count", std::int64_t{pieces}}}));
  }
  for (const auto& g : finished->audit.disconnected) {
    if (std::find(no_start.begin(), no_start.end(),
                  vision::referee_color(reading.variant, g.color)) != no_start.end()) {
      continue;
    }
    add(ctx.tr("photo.audit.disconnected",
               {Param{"color", color_of_group(g)},
                Param{"piece", std::string(g.piece ? blokus::piece_name(*g.piece) : "?")},
                Param{"cells", board_cells(g)}}));
  }
  if (audit.empty()) audit = ctx.tr("photo.audit.clean");
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
  // The new pieces the referee accepts, those it refuses, and what no placement explains.
  std::string text;
  const auto add = [&](const std::string& line) { text += (text.empty() ? "" : "\n") + line; };
  for (const auto& p : update_.placements) {
    add(ctx.tr("photo.update.piece", {Param{"color", color_word(ctx, p.color)},
                                      Param{"piece", std::string(blokus::piece_name(p.piece))},
                                      Param{"cells", cells_text(p.cells)}}));
  }
  if (update_.placements.empty()) add(ctx.tr("photo.update.none"));
  for (const auto& [cells, why] : update_.refused) {
    std::string reasons;
    for (const auto& v : why) reasons += (reasons.empty() ? "" : " ") + ctx.render(v);
    // The group's colour, as the photo shows it.
    const auto& reading = *reader_.reading();
    const auto first =
        cells.empty() ? vision::PictureCell{}
                      : vision::referee_to_picture(cells.front(), reading.size, update_.rotation);
    const int color =
        cells.empty() ? -1
                      : vision::referee_color(reading.variant, reading.at(first.x, first.y).color);
    add(ctx.tr("photo.update.refused",
               {Param{"color", color >= 0 ? color_word(ctx, color) : std::string("?")},
                Param{"cells", cells_text(cells)}, Param{"why", reasons}}));
  }
  if (!update_.unexplained.empty()) {
    add(ctx.tr("photo.update.unexplained", {Param{"cells", cells_text(update_.unexplained)}}));
  }
  wrapped_text(text.c_str());
  probe().record_view("photo.update");
  probe().record_text("photo.update", text);
}

}  // namespace tableref::gui
