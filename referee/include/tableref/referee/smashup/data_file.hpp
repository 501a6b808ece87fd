#pragma once
// The lines of Smash Up's data files (bases, factions, Chinese names): tab-separated text
// whose blank lines and '#' comments are skipped, each line kept with its 1-based number so
// a refusal can name it.
#include <string_view>
#include <vector>

namespace tableref::smashup {

struct DataLine {
  int number = 0;  // 1-based, counting the skipped lines too
  std::string_view text;
};

// A UTF-8 BOM and each line's CR are removed. The views point into `text`.
[[nodiscard]] std::vector<DataLine> data_lines(std::string_view text);

}  // namespace tableref::smashup
