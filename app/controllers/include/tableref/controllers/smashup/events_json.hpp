#pragma once
// Smash Up events <-> the store's (kind, JSON payload) rows. The kind is
// smashup::event_kind(event); the payload holds the event's fields by name. Reading never
// throws: a malformed payload is a violation naming the event kind and what is wrong.
#include <string>
#include <string_view>

#include "tableref/base/result.hpp"
#include "tableref/referee/smashup/event.hpp"

namespace tableref::controllers {

// The JSON payload of an event (an object, keys in a fixed order).
[[nodiscard]] std::string smashup_event_payload(const smashup::Event& event);

// The event stored as (kind, payload); violations for an unknown kind or a bad payload.
[[nodiscard]] Result<smashup::Event> smashup_event_from_row(std::string_view kind,
                                                            std::string_view payload);

}  // namespace tableref::controllers
