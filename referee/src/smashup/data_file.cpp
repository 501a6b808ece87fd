#include "tableref/referee/smashup/data_file.hpp"

namespace tableref::smashup {

std::vector<DataLine> data_lines(std::string_view text) {
  std::vector<DataLine> lines;
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
  int number = 0;
  while (!text.empty()) {
    const auto end = text.find('\n');
    std::string_view line = text.substr(0, end);
    text = end == std::string_view::npos ? std::string_view{} : text.substr(end + 1);
    ++number;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (line.empty() || line.front() == '#') continue;
    lines.push_back({number, line});
  }
  return lines;
}

}  // namespace tableref::smashup
