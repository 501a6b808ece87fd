#pragma once
// What the screen "Score a board from a photo" works on, without ImGui: the photo's pixels,
// its reading (detected, or read again at the corners the player dragged), the cells the
// player changed by tapping them, and what follows from the reading:
//  - a finished board: its audit, its scores under both conventions with the monomino-last
//    bonus the player asked for, and "Save as a finished session";
//  - during a game: the new pieces per colour against the session's board, ruled by the
//    referee, and the cells no placement explains.
// A photo whose board cannot be found keeps its pixels and gets corners to drag: nothing is
// lost and nothing is written.
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "tableref/base/result.hpp"
#include "tableref/controllers/blokus/controller.hpp"
#include "tableref/controllers/blokus/photo_session.hpp"
#include "tableref/db/store.hpp"
#include "tableref/vision/board_reading.hpp"
#include "tableref/vision/finished_board.hpp"

namespace tableref::controllers {

// The board the photo is read as for a session's variant: Duo's 14x14, or the classic 20x20
// board (every classic variant); nullopt for the solo puzzles' boards, which are not read.
[[nodiscard]] std::optional<blokus::Variant> photo_read_variant(blokus::Variant session);

// The cells of a reading that the picture shows without a colour (a clear replacement piece,
// a faded one) and the player has not set: their colour is the rules', not the picture's.
struct ClearCells {
  int coloured = 0;          // given a colour by the rules
  std::vector<int> colours;  // those colours (the referee's indices), ascending, each once
  int left_empty = 0;        // left empty: more than one colour suited them, or none
};

class BlokusPhotoReader {
 public:
  // A new photo (8-bit RGB, rows of width * 3 bytes), read at once as `variant`. Returns the
  // reading's refusal (no board, no grid): the photo stays, with corners inset from its
  // edges for the player to drag onto the board.
  Status open(std::vector<std::uint8_t> rgb, int width, int height, blokus::Variant variant);
  // open() in two steps, for a reading made elsewhere (the browser reads a photo in a worker,
  // so that the page keeps drawing): the photo without a reading yet, then its reading
  // (vision::read_board of these pixels as `variant`, no corners given) taken as open's.
  void open_unread(std::vector<std::uint8_t> rgb, int width, int height, blokus::Variant variant);
  Status take_reading(Result<vision::BoardReading> read);
  // The same photo read again as another variant (classic or Duo), detection first.
  Status set_variant(blokus::Variant variant);

  // The grid's corners in the picture (top-left, top-right, bottom-right, bottom-left).
  [[nodiscard]] const std::array<vision::Point, 4>& corners() const { return corners_; }
  // Moves a corner (kept inside the picture) while it is dragged; nothing is read yet.
  void move_corner(int index, vision::Point to);
  // Reads the grid exactly at the current corners (the player's); the cells the player
  // changed are read again too.
  Status read_at_corners();

  // A tap on a picture cell: empty -> the variant's colours in turn order -> empty. The
  // cell counts as certain from then on; the audit and scores follow.
  void cycle_cell(vision::PictureCell cell);
  [[nodiscard]] bool changed_by_player(vision::PictureCell cell) const;
  [[nodiscard]] bool uncertain(vision::PictureCell cell) const;
  // Why some cells are uncertain: the clear pieces whose colour the rules set or left open.
  [[nodiscard]] ClearCells clear_cells() const;

  // The monomino-last bonus, asked per colour (the referee's colour index).
  void set_monomino_last(int color, bool on);
  [[nodiscard]] bool monomino_last(int color) const {
    return monomino_last_[static_cast<std::size_t>(color)];
  }

  [[nodiscard]] bool has_photo() const { return width_ > 0; }
  [[nodiscard]] int width() const { return width_; }
  [[nodiscard]] int height() const { return height_; }
  [[nodiscard]] const std::vector<std::uint8_t>& rgb() const { return rgb_; }
  [[nodiscard]] blokus::Variant variant() const { return variant_; }
  // Cells per side of the variant's board.
  [[nodiscard]] int size() const;
  // The reading, when the last read found a grid.
  [[nodiscard]] const std::optional<vision::BoardReading>& reading() const { return reading_; }
  // Why the last read found no grid (nullopt when it did).
  [[nodiscard]] const std::optional<Violation>& problem() const { return problem_; }
  // The reading taken as a finished board (when there is a reading).
  [[nodiscard]] const std::optional<vision::FinishedBoard>& finished() const { return finished_; }
  // The picture cells of the groups the audit lists (no piece, duplicate, unconnected).
  [[nodiscard]] bool audited(vision::PictureCell cell) const;

  // "Save as a finished session": a Blokus session of the reading's variant ("classic" or
  // "duo"), its seats named `player_names` in seat order, every piece entered in a legal
  // order; returns the new session's id.
  [[nodiscard]] Result<std::int64_t> save_finished(db::Store& store,
                                                   const std::vector<std::string>& player_names,
                                                   std::int64_t now_ms) const;
  // During a game: the reading compared with the session's board.
  [[nodiscard]] PhotoUpdate compare(const BlokusController& session) const;

 private:
  Status read(std::optional<std::array<vision::Point, 4>> corners);
  void refresh();

  std::vector<std::uint8_t> rgb_;
  int width_ = 0;
  int height_ = 0;
  blokus::Variant variant_ = blokus::Variant::kClassic;
  std::array<vision::Point, 4> corners_{};
  std::optional<vision::BoardReading> reading_;
  std::optional<Violation> problem_;
  std::vector<bool> changed_;  // size * size, picture cells the player set
  std::array<bool, blokus::kMaxColors> monomino_last_{};
  std::optional<vision::FinishedBoard> finished_;
  std::vector<bool> audited_;  // size * size
};

}  // namespace tableref::controllers
