#include "tableref/controllers/local_time.hpp"

#include <cstdio>
#include <ctime>

namespace tableref::controllers {

std::string local_time_text(const std::string& iso_utc, const char* format) {
  std::tm tm{};
  int year = 0;
  int month = 0;
  if (std::sscanf(iso_utc.c_str(), "%4d-%2d-%2dT%2d:%2d:%2d", &year, &month, &tm.tm_mday,
                  &tm.tm_hour, &tm.tm_min, &tm.tm_sec) != 6) {
    return {};
  }
  tm.tm_year = year - 1900;
  tm.tm_mon = month - 1;
  const std::time_t t = timegm(&tm);
  std::tm local{};
  localtime_r(&t, &local);
  char text[64];
  const std::size_t n = std::strftime(text, sizeof text, format, &local);
  return std::string(text, n);
}

}  // namespace tableref::controllers
