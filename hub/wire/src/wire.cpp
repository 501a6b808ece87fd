#include "tableref/hub/wire.hpp"

#include "tableref/hub/names.hpp"

namespace tableref::hub {
namespace {

using nlohmann::json;

constexpr std::size_t kMaxTextBytes = 256;        // game, variant, names, times, kinds
constexpr std::size_t kMaxJsonBytes = 64 * 1024;  // rules, result, one event's payload

bool text_field(const json& object, const char* key, std::size_t max, std::string& out,
                WireError& error, bool required = true) {
  const auto it = object.find(key);
  if (it == object.end() && !required) return true;
  if (it == object.end() || !it->is_string()) {
    error = {"hub.bad_field", key};
    return false;
  }
  out = it->get<std::string>();
  if (out.size() > max || !clean_text(out)) {
    error = {"hub.bad_text", key};
    return false;
  }
  return true;
}

// A JSON text inside the JSON: kept as the device wrote it, but it must parse.
bool json_text_field(const json& object, const char* key, std::string& out, WireError& error,
                     bool may_be_empty) {
  if (!text_field(object, key, kMaxJsonBytes, out, error, may_be_empty)) return false;
  if (out.empty() && may_be_empty) return true;
  if (!json::accept(out)) {
    error = {"hub.bad_json_field", key};
    return false;
  }
  return true;
}

bool int_field(const json& object, const char* key, std::int64_t min, std::int64_t& out,
               WireError& error) {
  const auto it = object.find(key);
  if (it == object.end() || !it->is_number_integer() || it->get<std::int64_t>() < min) {
    error = {"hub.bad_field", key};
    return false;
  }
  out = it->get<std::int64_t>();
  return true;
}

bool seats_from_json(const json& list, std::vector<WireSeat>& out, WireError& error) {
  if (!list.is_array() || list.size() > 64) {
    error = {"hub.bad_field", "seats"};
    return false;
  }
  for (const auto& item : list) {
    WireSeat seat;
    if (!item.is_object() || !int_field(item, "seat", 0, seat.seat, error) ||
        !text_field(item, "player", kMaxTextBytes, seat.player, error) ||
        !text_field(item, "role", kMaxTextBytes, seat.role, error)) {
      if (error.code.empty()) error = {"hub.bad_field", "seats"};
      return false;
    }
    out.push_back(std::move(seat));
  }
  return true;
}

bool events_from_json(const json& list, std::vector<WireEvent>& out, WireError& error) {
  if (!list.is_array()) {
    error = {"hub.bad_field", "events"};
    return false;
  }
  for (const auto& item : list) {
    WireEvent event;
    if (!item.is_object() || !int_field(item, "seq", 1, event.seq, error) ||
        !text_field(item, "at", kMaxTextBytes, event.at, error) ||
        !text_field(item, "kind", kMaxTextBytes, event.kind, error) ||
        !json_text_field(item, "payload", event.payload, error, false)) {
      if (error.code.empty()) error = {"hub.bad_field", "events"};
      return false;
    }
    // Events run 1, 2, 3... without a gap or a repeat within one session's list.
    if (!out.empty() && event.seq != out.back().seq + 1) {
      error = {"hub.bad_sequence", std::to_string(event.seq)};
      return false;
    }
    out.push_back(std::move(event));
  }
  return true;
}

}  // namespace

std::optional<json> read_json(std::string_view text) {
  json value = json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (value.is_discarded()) return std::nullopt;
  return value;
}

json to_json(const WireSession& s) {
  json seats = json::array();
  for (const auto& seat : s.seats) {
    seats.push_back({{"seat", seat.seat}, {"player", seat.player}, {"role", seat.role}});
  }
  json events = json::array();
  for (const auto& e : s.events) {
    events.push_back({{"seq", e.seq}, {"at", e.at}, {"kind", e.kind}, {"payload", e.payload}});
  }
  json out = {{"id", s.id},
              {"game", s.game},
              {"variant", s.variant},
              {"rules", s.rules},
              {"status", s.status},
              {"result", s.result},
              {"created_at", s.created_at},
              {"updated_at", s.updated_at},
              {"seats", std::move(seats)},
              {"events", std::move(events)}};
  if (!s.device.empty()) {
    out["device"] = s.device;
    out["device_name"] = s.device_name;
  }
  if (!s.holder.empty()) {
    out["holder"] = s.holder;
    out["holder_name"] = s.holder_name;
  }
  return out;
}

bool from_json(const json& value, WireSession& out, WireError& error) {
  error = {};
  if (!value.is_object()) {
    error = {"hub.bad_field", "session"};
    return false;
  }
  if (!int_field(value, "id", 1, out.id, error) ||
      !text_field(value, "game", kMaxTextBytes, out.game, error) || out.game.empty() ||
      !text_field(value, "variant", kMaxTextBytes, out.variant, error) ||
      !json_text_field(value, "rules", out.rules, error, false) ||
      !text_field(value, "status", kMaxTextBytes, out.status, error) ||
      !json_text_field(value, "result", out.result, error, true) ||
      !text_field(value, "created_at", kMaxTextBytes, out.created_at, error) ||
      !text_field(value, "updated_at", kMaxTextBytes, out.updated_at, error) ||
      !text_field(value, "device", kMaxTextBytes, out.device, error, false) ||
      !text_field(value, "device_name", kMaxTextBytes, out.device_name, error, false) ||
      !text_field(value, "holder", kMaxTextBytes, out.holder, error, false) ||
      !text_field(value, "holder_name", kMaxTextBytes, out.holder_name, error, false)) {
    if (error.code.empty()) error = {"hub.bad_field", "game"};
    return false;
  }
  if (out.status != "active" && out.status != "finished" && out.status != "abandoned") {
    error = {"hub.bad_field", "status"};
    return false;
  }
  const auto seats = value.find("seats");
  const auto events = value.find("events");
  if (seats == value.end() || events == value.end()) {
    error = {"hub.bad_field", seats == value.end() ? "seats" : "events"};
    return false;
  }
  return seats_from_json(*seats, out.seats, error) && events_from_json(*events, out.events, error);
}

std::string error_body(const std::string& code, const std::string& detail) {
  // replace: a detail quoting the request must never make the refusal itself fail.
  return json{{"error", {{"code", code}, {"detail", detail}}}}.dump(-1, ' ', false,
                                                                    json::error_handler_t::replace);
}

}  // namespace tableref::hub
