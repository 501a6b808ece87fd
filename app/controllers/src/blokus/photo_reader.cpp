#include "tableref/controllers/blokus/photo_reader.hpp"
#include "tableref/vision/reason.hpp"

#include <algorithm>
#include <utility>

#include "tableref/controllers/game_setup.hpp"

namespace tableref::controllers {

std::optional<blokus::Variant> photo_read_variant(blokus::Variant session) {
  switch (session) {
    case blokus::Variant::kDuo:
      return blokus::Variant::kDuo;
    case blokus::Variant::kClassic:
    case blokus::Variant::kClassicTeams:
    case blokus::Variant::kClassicTwoPlayer:
    case blokus::Variant::kClassicThreePlayer:
    case blokus::Variant::kSoloClassic:
    case blokus::Variant::kSoloClassicLargestFirst:
      return blokus::Variant::kClassic;
    default:
      return std::nullopt;
  }
}

int BlokusPhotoReader::size() const {
  return variant_ == blokus::Variant::kDuo ? 14 : 20;
}

Status BlokusPhotoReader::open(std::vector<std::uint8_t> rgb, int width, int height,
                               blokus::Variant variant) {
  open_unread(std::move(rgb), width, height, variant);
  return read(std::nullopt);
}

void BlokusPhotoReader::open_unread(std::vector<std::uint8_t> rgb, int width, int height,
                                    blokus::Variant variant) {
  rgb_ = std::move(rgb);
  width_ = width;
  height_ = height;
  variant_ = variant;
  monomino_last_ = {};
  // Until a board is found, the corners sit a fifth of the way in from the picture's edges,
  // where a finger can take them.
  const double w = width;
  const double h = height;
  corners_ = {vision::Point{w * 0.2, h * 0.2}, vision::Point{w * 0.8, h * 0.2},
              vision::Point{w * 0.8, h * 0.8}, vision::Point{w * 0.2, h * 0.8}};
  reading_.reset();
  finished_.reset();
  problem_.reset();
}

Status BlokusPhotoReader::set_variant(blokus::Variant variant) {
  variant_ = variant;
  monomino_last_ = {};
  return read(std::nullopt);
}

void BlokusPhotoReader::move_corner(int index, vision::Point to) {
  if (index < 0 || index >= 4) return;
  to.x = std::clamp(to.x, 0.0, static_cast<double>(width_));
  to.y = std::clamp(to.y, 0.0, static_cast<double>(height_));
  corners_[static_cast<std::size_t>(index)] = to;
}

Status BlokusPhotoReader::read_at_corners() {
  return read(corners_);
}

Status BlokusPhotoReader::read(std::optional<std::array<vision::Point, 4>> corners) {
  const int n = size();
  changed_.assign(static_cast<std::size_t>(n * n), false);
  if (!has_photo()) {
    reading_.reset();
    finished_.reset();
    problem_ = Violation{vision::Reason::kVisionBadImage,
                         {Param{"width", std::int64_t{0}}, Param{"height", std::int64_t{0}},
                          Param{"channels", std::int64_t{3}}}};
    return *problem_;
  }
  vision::ReadOptions options;
  options.variant = variant_;
  options.corners = corners;
  const vision::ImageView view{rgb_.data(), width_, height_, width_ * 3, 3};
  return take_reading(vision::read_board(view, options));
}

Status BlokusPhotoReader::take_reading(Result<vision::BoardReading> read) {
  const int n = size();
  changed_.assign(static_cast<std::size_t>(n * n), false);
  if (!read) {
    // The photo and the corners stay: the player can place them and read again.
    reading_.reset();
    finished_.reset();
    audited_.assign(changed_.size(), false);
    problem_ = read.violations().front();
    return read.violations();
  }
  problem_.reset();
  reading_ = std::move(read).value();
  corners_ = reading_->corners;
  refresh();
  return Done{};
}

void BlokusPhotoReader::cycle_cell(vision::PictureCell cell) {
  if (!reading_) return;
  const int n = reading_->size;
  if (cell.x < 0 || cell.y < 0 || cell.x >= n || cell.y >= n) return;
  // The variant's colours in turn order, then empty again.
  const int colors = variant_ == blokus::Variant::kDuo ? 2 : 4;
  auto& read = reading_->at(cell.x, cell.y);
  const int now = vision::referee_color(variant_, read.color);
  const int next = now + 1 < colors ? now + 1 : -1;
  read.color = next < 0 ? vision::CellColor::kEmpty : vision::cell_color_of(variant_, next);
  read.confidence = 1.0;
  read.corrected = false;
  read.colourless = false;  // the player's colour now, not the rules'
  auto& uncertain = reading_->uncertain;
  uncertain.erase(std::remove(uncertain.begin(), uncertain.end(), cell), uncertain.end());
  changed_[static_cast<std::size_t>(cell.y * n + cell.x)] = true;
  refresh();
}

bool BlokusPhotoReader::changed_by_player(vision::PictureCell cell) const {
  const int n = size();
  if (!reading_ || cell.x < 0 || cell.y < 0 || cell.x >= n || cell.y >= n) return false;
  return changed_[static_cast<std::size_t>(cell.y * n + cell.x)];
}

bool BlokusPhotoReader::uncertain(vision::PictureCell cell) const {
  if (!reading_) return false;
  const auto& cells = reading_->uncertain;
  return std::find(cells.begin(), cells.end(), cell) != cells.end();
}

ClearCells BlokusPhotoReader::clear_cells() const {
  ClearCells clear;
  if (!reading_) return clear;
  for (const auto& cell : reading_->cells) {
    if (!cell.colourless) continue;
    const int colour = vision::referee_color(variant_, cell.color);
    if (colour < 0) {
      ++clear.left_empty;
      continue;
    }
    ++clear.coloured;
    if (std::find(clear.colours.begin(), clear.colours.end(), colour) == clear.colours.end()) {
      clear.colours.push_back(colour);
    }
  }
  std::sort(clear.colours.begin(), clear.colours.end());
  return clear;
}

bool BlokusPhotoReader::audited(vision::PictureCell cell) const {
  const int n = size();
  if (!reading_ || cell.x < 0 || cell.y < 0 || cell.x >= n || cell.y >= n) return false;
  return audited_[static_cast<std::size_t>(cell.y * n + cell.x)];
}

void BlokusPhotoReader::set_monomino_last(int color, bool on) {
  if (color < 0 || color >= blokus::kMaxColors) return;
  monomino_last_[static_cast<std::size_t>(color)] = on;
  refresh();
}

void BlokusPhotoReader::refresh() {
  if (!reading_) return;
  finished_ = vision::finish_board(*reading_, monomino_last_);
  const int n = reading_->size;
  audited_.assign(static_cast<std::size_t>(n * n), false);
  const auto mark = [&](const std::vector<vision::CellGroup>& groups) {
    for (const auto& group : groups) {
      for (const auto& c : group.cells) audited_[static_cast<std::size_t>(c.y * n + c.x)] = true;
    }
  };
  mark(finished_->audit.not_pieces);
  mark(finished_->audit.duplicates);
  mark(finished_->audit.disconnected);
}

Result<std::int64_t> BlokusPhotoReader::save_finished(db::Store& store,
                                                      const std::vector<std::string>& player_names,
                                                      std::int64_t now_ms) const {
  if (!finished_) return problem_ ? *problem_ : Violation(vision::Reason::kVisionNoBoard);
  const auto* game = find_game("blokus");
  const auto* variant =
      game != nullptr ? find_variant(*game, variant_ == blokus::Variant::kDuo ? "duo" : "classic")
                      : nullptr;
  if (variant == nullptr)
    return Violation(vision::Reason::kVisionNoBoard);  // never: both are built in
  SessionSetup setup = default_setup(*game, *variant);
  for (std::size_t i = 0; i < setup.seats.size() && i < player_names.size(); ++i) {
    setup.seats[i].player = player_names[i];
  }
  return save_photo_session(store, setup, *finished_, now_ms);
}

PhotoUpdate BlokusPhotoReader::compare(const BlokusController& session) const {
  if (!reading_) return {};
  return compare_with_session(session, *reading_);
}

}  // namespace tableref::controllers
