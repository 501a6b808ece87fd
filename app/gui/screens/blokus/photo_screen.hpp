#pragma once
// "Score a board from a photo" (from Home), and "Read the board from a photo" (from the
// Blokus screen, during a game): an image file opened (typed path, a folder's images, or
// dropped on the window), the photo shown with the grid read drawn over it and its four
// corners to drag, the reading beside it as a board whose cells a tap changes (uncertain
// cells marked). A finished board: its scores, the monomino-last bonus asked per colour, the
// audit in words, "Save as a finished session". During a game: the new pieces ruled by the
// referee and placed with one tap, the cells no placement explains. The reading itself and
// everything that follows from it is the controller's (BlokusPhotoReader).
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "platform/platform.hpp"
#include "screens/blokus/photo_reading_board.hpp"
#include "screens/blokus/photo_source_panel.hpp"
#include "screens/screen.hpp"
#include "tableref/controllers/blokus/controller.hpp"
#include "tableref/controllers/blokus/photo_reader.hpp"
#include "ui/photo_texture.hpp"

struct ImVec2;

namespace tableref::gui {

class BlokusPhotoScreen final : public Screen {
 public:
  [[nodiscard]] std::string_view id() const override { return "photo"; }
  [[nodiscard]] std::string_view title_key() const override {
    return session_id_ != 0 ? "photo.title_game" : "photo.title";
  }
  void open(AppContext& ctx, std::int64_t session_id) override;
  void draw(AppContext& ctx) override;

  // Read back by tests.
  [[nodiscard]] const controllers::BlokusPhotoReader& reader() const { return reader_; }
  [[nodiscard]] const controllers::PhotoUpdate& update() const { return update_; }

 private:
  void draw_photo(AppContext& ctx, ImVec2 size);
  void draw_side(AppContext& ctx);
  void draw_finished(AppContext& ctx);
  void save_finished(AppContext& ctx);
  void draw_game_update(AppContext& ctx);
  void open_file(AppContext& ctx, const std::string& path);
  // The reading of the photo opened (read at once, or arrived from the platform's reader).
  void show_opened(AppContext& ctx);
  // The reading changed: the session comparison follows.
  void changed();

  std::int64_t session_id_ = 0;
  controllers::BlokusController session_;
  std::optional<Violation> session_error_;
  std::optional<blokus::Variant> session_variant_;  // the board the session's photo is read as

  controllers::BlokusPhotoReader reader_;
  // A photo being read away from the frames (platform::start_photo_read): its pixels and
  // variant until the reading arrives.
  std::optional<platform::PhotoPixels> reading_photo_;
  blokus::Variant reading_variant_ = blokus::Variant::kClassic;
  PhotoTexture texture_;
  controllers::PhotoUpdate update_;
  blokus::Variant variant_ = blokus::Variant::kClassic;  // Home's choice: classic or Duo

  // Choosing a file (the screen's first state, and "Another photo").
  bool choosing_ = true;
  BlokusPhotoSourcePanel source_;

  std::string message_;  // what the last action did (saved, confirmed, refused)
  bool message_error_ = false;
  int dragging_ = -1;  // the corner being dragged
  bool scroll_to_top_ = true;
  BlokusPhotoReadingBoard reading_board_;
};

}  // namespace tableref::gui
