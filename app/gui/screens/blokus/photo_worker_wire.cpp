#include "screens/blokus/photo_worker_wire.hpp"

#include <cstring>
#include <nlohmann/json.hpp>

#include "tableref/controllers/json_input.hpp"
#include "tableref/vision/reason.hpp"

namespace tableref::gui::photo_worker_wire {
namespace {

using json = nlohmann::json;

constexpr std::size_t kHeaderInts = 4;  // width, height, variant, has corners
constexpr std::size_t kHeaderBytes = kHeaderInts * sizeof(std::int32_t) + 8 * sizeof(double);

Violation bad_request() {
  return Violation{vision::Reason::kVisionBadImage,
                   {Param{"width", std::int64_t{0}}, Param{"height", std::int64_t{0}},
                    Param{"channels", std::int64_t{3}}}};
}

json encode_violation(const Violation& v) {
  json params = json::array();
  for (const auto& p : v.params) {
    json value;
    if (const auto* n = std::get_if<std::int64_t>(&p.value)) {
      value = {{"int", *n}};
    } else if (const auto* s = std::get_if<std::string>(&p.value)) {
      value = {{"text", *s}};
    } else {
      json cells = json::array();
      for (const auto& c : std::get<std::vector<GridCell>>(p.value)) cells.push_back({c.x, c.y});
      value = {{"cells", cells}};
    }
    params.push_back({{"name", p.name}, {"value", value}});
  }
  return {{"reason", v.reason.value()}, {"params", params}};
}

Violation decode_violation(const json& j) {
  // The worker only reads boards: its refusals are the photo reader's codes.
  Violation v{static_cast<vision::Reason>(j.at("reason").get<std::uint16_t>())};
  for (const auto& p : j.at("params")) {
    const json& value = p.at("value");
    ParamValue pv;
    if (value.contains("int")) {
      pv = value.at("int").get<std::int64_t>();
    } else if (value.contains("text")) {
      pv = value.at("text").get<std::string>();
    } else {
      std::vector<GridCell> cells;
      for (const auto& c : value.at("cells")) cells.push_back(GridCell{c.at(0), c.at(1)});
      pv = std::move(cells);
    }
    v.params.push_back(Param{p.at("name").get<std::string>(), std::move(pv)});
  }
  return v;
}

}  // namespace

std::vector<std::uint8_t> encode_request(const std::vector<std::uint8_t>& rgb, int width,
                                         int height, const vision::ReadOptions& options) {
  std::vector<std::uint8_t> out(kHeaderBytes + rgb.size());
  const std::int32_t ints[kHeaderInts] = {width, height, static_cast<std::int32_t>(options.variant),
                                          options.corners ? 1 : 0};
  std::memcpy(out.data(), ints, sizeof(ints));
  double corners[8] = {};
  if (options.corners) {
    for (std::size_t i = 0; i < 4; ++i) {
      corners[i * 2] = (*options.corners)[i].x;
      corners[i * 2 + 1] = (*options.corners)[i].y;
    }
  }
  std::memcpy(out.data() + sizeof(ints), corners, sizeof(corners));
  std::memcpy(out.data() + kHeaderBytes, rgb.data(), rgb.size());
  return out;
}

Result<Request> decode_request(const std::uint8_t* data, std::size_t size) {
  if (data == nullptr || size < kHeaderBytes) return bad_request();
  std::int32_t ints[kHeaderInts] = {};
  std::memcpy(ints, data, sizeof(ints));
  double corners[8] = {};
  std::memcpy(corners, data + sizeof(ints), sizeof(corners));
  const std::int64_t width = ints[0];
  const std::int64_t height = ints[1];
  if (width <= 0 || height <= 0 ||
      static_cast<std::uint64_t>(width * height * 3) != size - kHeaderBytes) {
    return bad_request();
  }
  Request request;
  request.image = vision::ImageView{data + kHeaderBytes, static_cast<int>(width),
                                    static_cast<int>(height), static_cast<int>(width * 3), 3};
  request.options.variant = static_cast<blokus::Variant>(ints[2]);
  if (ints[3] != 0) {
    std::array<vision::Point, 4> given{};
    for (std::size_t i = 0; i < 4; ++i)
      given[i] = vision::Point{corners[i * 2], corners[i * 2 + 1]};
    request.options.corners = given;
  }
  return request;
}

std::string encode_reading(const Result<vision::BoardReading>& read) {
  json out;
  if (!read) {
    json violations = json::array();
    for (const auto& v : read.violations()) violations.push_back(encode_violation(v));
    out["violations"] = violations;
    return out.dump();
  }
  const vision::BoardReading& r = read.value();
  json corners = json::array();
  for (const auto& p : r.corners) corners.push_back({p.x, p.y});
  json cells = json::array();
  for (const auto& c : r.cells) {
    cells.push_back({static_cast<int>(c.color), c.confidence, static_cast<int>(c.runner_up),
                     c.corrected ? 1 : 0, c.colourless ? 1 : 0});
  }
  json uncertain = json::array();
  for (const auto& c : r.uncertain) uncertain.push_back({c.x, c.y});
  out["reading"] = {{"variant", static_cast<int>(r.variant)},
                    {"size", r.size},
                    {"corners", corners},
                    {"cells", cells},
                    {"uncertain", uncertain},
                    {"rotation", r.rotation}};
  return out.dump();
}

Result<vision::BoardReading> decode_reading(std::string_view text) {
  const auto parsed = controllers::json_input::parse_tolerant(text);
  if (!parsed || !parsed->is_object()) return bad_request();
  const json& in = *parsed;
  if (in.contains("violations")) {
    Violations violations;
    for (const auto& v : in.at("violations")) violations.push_back(decode_violation(v));
    if (violations.empty()) return bad_request();
    return violations;
  }
  const json& j = in.at("reading");
  vision::BoardReading r;
  r.variant = static_cast<blokus::Variant>(j.at("variant").get<int>());
  r.size = j.at("size").get<int>();
  for (std::size_t i = 0; i < 4; ++i) {
    r.corners[i] = vision::Point{j.at("corners").at(i).at(0), j.at("corners").at(i).at(1)};
  }
  for (const auto& c : j.at("cells")) {
    vision::CellReading cell;
    cell.color = static_cast<vision::CellColor>(c.at(0).get<int>());
    cell.confidence = c.at(1).get<double>();
    cell.runner_up = static_cast<vision::CellColor>(c.at(2).get<int>());
    cell.corrected = c.at(3).get<int>() != 0;
    cell.colourless = c.at(4).get<int>() != 0;
    r.cells.push_back(cell);
  }
  for (const auto& c : j.at("uncertain")) r.uncertain.push_back(GridCell{c.at(0), c.at(1)});
  r.rotation = j.at("rotation").get<int>();
  return r;
}

}  // namespace tableref::gui::photo_worker_wire
