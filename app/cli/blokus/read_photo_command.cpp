// tableref-cli blokus read-photo PHOTO [--corners x1,y1,...,x4,y4] [--variant classic|duo]
//                                      [--monomino-last LETTERS]
// Prints {"grid","corners","uncertain","pieces","audit","scores"} (and the variant, the
// rotation and each colour's start corner); exit 1 with the reason when no board is found, 2 when
// the file is unreadable.
#include "read_photo_command.hpp"

#include <charconv>
#include <nlohmann/json.hpp>
#include <ostream>

#include "tableref/referee/blokus/sgf.hpp"
#include "tableref/vision/board_reading.hpp"
#include "tableref/vision/finished_board.hpp"
#ifdef TABLEREF_HAVE_PHOTO
#include "tableref/photo/photo_for_reading.hpp"
#endif

namespace tableref::cli {
namespace {

using nlohmann::ordered_json;
namespace tv = tableref::vision;

constexpr const char* kUsage =
    "usage: tableref-cli blokus read-photo PHOTO [--corners x1,y1,x2,y2,x3,y3,x4,y4]\n"
    "                                            [--variant classic|duo] [--monomino-last "
    "LETTERS]\n";

std::optional<std::array<tv::Point, 4>> parse_corners(const std::string& text) {
  std::array<double, 8> v{};
  std::size_t at = 0;
  for (std::size_t i = 0; i < 8; ++i) {
    const std::size_t end = i < 7 ? text.find(',', at) : text.size();
    if (end == std::string::npos) return std::nullopt;
    const auto* first = text.data() + at;
    const auto* last = text.data() + end;
    const auto [ptr, ec] = std::from_chars(first, last, v[i]);
    if (ec != std::errc() || ptr != last) return std::nullopt;
    at = end + 1;
  }
  return std::array<tv::Point, 4>{tv::Point{v[0], v[1]}, tv::Point{v[2], v[3]},
                                  tv::Point{v[4], v[5]}, tv::Point{v[6], v[7]}};
}

ordered_json cells_json(const std::vector<tv::PictureCell>& cells) {
  ordered_json out = ordered_json::array();
  for (const auto& c : cells) out.push_back({c.x, c.y});
  return out;
}

std::string letter(tv::CellColor c) {
  return std::string(1, tv::cell_letter(c));
}

ordered_json groups_json(const std::vector<tv::CellGroup>& groups) {
  ordered_json out = ordered_json::array();
  for (const auto& g : groups) {
    ordered_json j;
    j["color"] = letter(g.color);
    j["piece"] =
        g.piece ? ordered_json(std::string(blokus::piece_name(*g.piece))) : ordered_json(nullptr);
    j["cells"] = cells_json(g.cells);
    out.push_back(j);
  }
  return out;
}

// What the command line asks of one reading.
struct PhotoRequest {
  std::string path;
  tv::ReadOptions options;
  std::array<bool, blokus::kMaxColors> monomino_last{};
};

// --monomino-last's colour letters, each the variant's; false with the message written when
// one is not.
bool take_monomino_last(Context& ctx, const std::string& text, blokus::Variant variant,
                        std::array<bool, blokus::kMaxColors>& monomino_last) {
  for (char ch : text) {
    const auto c = tv::cell_from_letter(ch);
    const int color = c ? tv::referee_color(variant, *c) : -1;
    if (color < 0) {
      ctx.err << "tableref-cli blokus read-photo: --monomino-last takes colour letters of the "
                 "variant (BYRG, or PO for duo), got '"
              << text << "'\n";
      return false;
    }
    monomino_last[static_cast<std::size_t>(color)] = true;
  }
  return true;
}

// The command line as a request; false with the usage or the message written when it is not
// one. The variant is read before --monomino-last, whose letters depend on it.
bool take_request(Context& ctx, std::vector<std::string> args, PhotoRequest& request) {
  bool missing = false;
  const auto corners_text = take_option(args, "--corners", missing);
  const auto variant_text = take_option(args, "--variant", missing);
  const auto monomino_text = take_option(args, "--monomino-last", missing);
  if (missing || args.size() != 1) {
    ctx.err << kUsage;
    return false;
  }
  request.path = args[0];
  auto& options = request.options;
  if (variant_text) {
    if (*variant_text == "duo") {
      options.variant = blokus::Variant::kDuo;
    } else if (*variant_text != "classic") {
      ctx.err << "tableref-cli blokus read-photo: --variant is classic or duo, got '"
              << *variant_text << "'\n";
      return false;
    }
  }
  if (corners_text) {
    options.corners = parse_corners(*corners_text);
    if (!options.corners) {
      ctx.err << "tableref-cli blokus read-photo: --corners needs eight numbers "
                 "x1,y1,x2,y2,x3,y3,x4,y4, got '"
              << *corners_text << "'\n";
      return false;
    }
  }
  return !monomino_text ||
         take_monomino_last(ctx, *monomino_text, options.variant, request.monomino_last);
}

// A photo without a board: the reason as JSON on stdout, in words on stderr.
int print_refusal(Context& ctx, const std::string& path, const Violation& v) {
  const std::string message = ctx.catalog.render(ctx.language, v);
  ordered_json out;
  out["error"] = std::string(reason_name(v.reason));
  out["code"] = static_cast<int>(v.reason.value());
  out["message"] = message;
  ctx.out << out.dump() << "\n";
  ctx.err << "tableref-cli blokus read-photo: " << path << ": " << message << "\n";
  return kExitRuleBroken;
}

// Where each colour starts: the corner it covers on the board (null: none).
ordered_json start_corners_json(const tv::BoardReading& r, const tv::FinishedBoard& finished) {
  ordered_json starts = ordered_json::object();
  for (int c = 0; c < blokus::variant_info(r.variant).colors; ++c) {
    const auto& start = finished.start[static_cast<std::size_t>(c)];
    starts[letter(tv::cell_color_of(r.variant, c))] =
        start ? ordered_json{{"cell", cells_json({r.from_referee(*start)}).front()},
                             {"board_cell", blokus::format_cell(*start)}}
              : ordered_json(nullptr);
  }
  return starts;
}

ordered_json pieces_json(const tv::BoardReading& r, const tv::FinishedBoard& finished) {
  ordered_json pieces = ordered_json::array();
  for (const auto& p : finished.pieces) {
    ordered_json j;
    j["color"] = letter(tv::cell_color_of(r.variant, p.color));
    j["piece"] = std::string(blokus::piece_name(p.piece));
    j["cells"] = cells_json(p.cells);
    j["board_cells"] = blokus::format_cells(p.board_cells);
    pieces.push_back(j);
  }
  return pieces;
}

ordered_json audit_json(const tv::BoardReading& r, const tv::FinishedBoard& finished) {
  ordered_json audit;
  audit["clean"] = finished.audit.clean();
  audit["not_pieces"] = groups_json(finished.audit.not_pieces);
  audit["duplicates"] = groups_json(finished.audit.duplicates);
  audit["disconnected"] = groups_json(finished.audit.disconnected);
  ordered_json no_start = ordered_json::array();
  for (int c : finished.audit.no_start) no_start.push_back(letter(tv::cell_color_of(r.variant, c)));
  audit["no_start_corner"] = no_start;
  return audit;
}

ordered_json scores_json(const tv::BoardReading& r, const tv::FinishedBoard& finished) {
  ordered_json colors = ordered_json::object();
  for (const auto& c : finished.scores.colors) {
    ordered_json j;
    const int placed = blokus::squares_of(blokus::kAllPieces) - c.remaining_squares;
    j["placed_squares"] = placed;
    j["remaining_squares"] = c.remaining_squares;
    j["all_placed"] = c.all_placed;
    j["monomino_last"] = c.monomino_last;
    j["boxed"] = c.boxed;
    // Pentobi's points: placed squares plus the same bonuses.
    j["pentobi"] = c.boxed + blokus::squares_of(blokus::kAllPieces);
    colors[letter(tv::cell_color_of(r.variant, c.color))] = j;
  }
  ordered_json players = ordered_json::object();
  for (const auto& p : finished.scores.players) {
    ordered_json j;
    j["boxed"] = p.boxed;
    j["remaining_squares"] = p.remaining_squares;
    j["rank_boxed"] = p.rank_boxed;
    j["rank_online"] = p.rank_online;
    players[blokus::player_name(r.variant, p.player)] = j;
  }
  return ordered_json{{"colors", colors}, {"players", players}};
}

// The whole answer for a board found; `scale` maps the decoded photo's pixels back to the
// file's.
ordered_json reading_json(const tv::BoardReading& r, const tv::FinishedBoard& finished,
                          double scale) {
  ordered_json out;
  out["variant"] = std::string(blokus::variant_info(r.variant).name);
  out["grid"] = r.grid_rows();
  ordered_json corners = ordered_json::array();
  for (const auto& p : r.corners) corners.push_back({p.x / scale, p.y / scale});
  out["corners"] = corners;
  out["rotation"] = r.rotation;
  out["start_corners"] = start_corners_json(r, finished);
  out["uncertain"] = cells_json(r.uncertain);
  out["pieces"] = pieces_json(r, finished);
  out["audit"] = audit_json(r, finished);
  out["scores"] = scores_json(r, finished);
  return out;
}

}  // namespace

int read_photo(Context& ctx, std::vector<std::string> args) {
  PhotoRequest request;
  if (!take_request(ctx, std::move(args), request)) return kExitUsage;
  auto& options = request.options;
#ifdef TABLEREF_HAVE_PHOTO
  // A large JPEG is decoded reduced (the decoder's own DCT scaling: most of the time from
  // file to JSON is decoding); corners in and out stay in the file's pixels.
  std::string error;
  const auto photo = photo::load_photo_for_reading(request.path, photo::kReadingLongSide, &error);
  if (!photo) {
    ctx.err << "tableref-cli blokus read-photo: " << request.path << ": cannot read the image ("
            << error << ")\n";
    return kExitUsage;
  }
  const double scale = photo->scale;
  if (options.corners) {
    for (auto& p : *options.corners) p = tv::Point{p.x * scale, p.y * scale};
  }
  const auto reading = tv::read_board(photo->photo.view(), options);
#else
  ctx.err << "tableref-cli blokus read-photo: this build has no image decoder (libraries only)\n";
  return kExitUsage;
  const double scale = 1;
  const auto reading = tv::read_board(tv::ImageView{}, options);
#endif
  if (!reading) return print_refusal(ctx, request.path, reading.error());
  const auto& r = reading.value();
  ctx.out << reading_json(r, tv::finish_board(r, request.monomino_last), scale).dump() << "\n";
  return kExitOk;
}

}  // namespace tableref::cli
