#pragma once
// Between the device's store types and the hub's wire types.
#include "tableref/db/hub_link.hpp"
#include "tableref/hub/wire.hpp"

namespace tableref::hub {

// A local session and the events to send (PushItem::events).
[[nodiscard]] WireSession to_wire(const db::PushItem& item);
// A session another device recorded, as the device stores it; false for a status or event
// the store would refuse.
[[nodiscard]] bool from_wire(const WireSession& session, db::PulledSession& out);

}  // namespace tableref::hub
