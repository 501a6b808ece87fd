#include "tableref/hub/convert.hpp"

namespace tableref::hub {

WireSession to_wire(const db::PushItem& item) {
  const auto& s = item.session;
  WireSession w;
  w.id = s.id;
  if (item.origin) {  // another device's session, continued here: its recording device's ids
    w.device = item.origin->device_id;
    w.id = item.origin->origin_session;
  }
  w.game = s.game;
  w.variant = s.variant;
  w.rules = s.rules_json;
  w.status = std::string(db::status_name(s.status));
  w.result = s.result_json;
  w.created_at = s.created_at;
  w.updated_at = s.updated_at;
  for (const auto& seat : s.seats) w.seats.push_back(WireSeat{seat.seat, seat.player, seat.role});
  for (const auto& e : item.events) w.events.push_back(WireEvent{e.seq, e.at, e.kind, e.payload});
  return w;
}

bool from_wire(const WireSession& w, db::PulledSession& out) {
  const auto status = db::parse_status(w.status);
  if (!status || w.device.empty()) return false;
  out.origin = db::SessionOrigin{w.device, w.device_name, w.id};
  out.holder_id = w.holder;
  out.holder_name = w.holder_name;
  auto& s = out.session;
  s.game = w.game;
  s.variant = w.variant;
  s.rules_json = w.rules;
  s.status = *status;
  s.result_json = w.result;
  s.created_at = w.created_at;
  s.updated_at = w.updated_at;
  for (const auto& seat : w.seats) {
    s.seats.push_back(db::SeatEntry{static_cast<int>(seat.seat), seat.player, seat.role});
  }
  for (const auto& e : w.events) out.events.push_back(db::Event{0, e.seq, e.at, e.kind, e.payload});
  s.event_count = static_cast<std::int64_t>(out.events.size());
  return true;
}

}  // namespace tableref::hub
