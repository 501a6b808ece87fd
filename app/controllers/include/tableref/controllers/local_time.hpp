#pragma once
// Stored times are UTC ("YYYY-MM-DDTHH:MM:SS[.fff]Z"); files that people read or other apps
// import (BG Stats' plays, an SGF's DT) want the wall-clock time where the table sat.
#include <string>

namespace tableref::controllers {

// `iso_utc` in the local time zone, written with strftime's `format` ("%Y-%m-%d"); empty when
// `iso_utc` is not such a time.
[[nodiscard]] std::string local_time_text(const std::string& iso_utc, const char* format);

}  // namespace tableref::controllers
