#pragma once
// Reading the smashup CLI's JSON files into referee values. Two kinds of failure, kept
// apart for the exit codes: the file's shape (not JSON, a missing key, a wrong type, an
// unknown key: exit 2) and its content (a value the rules refuse: exit 1, decided by the
// referee).
#include <array>
#include <string>
#include <vector>

#include "tableref/base/result.hpp"
#include "tableref/referee/smashup/game_end.hpp"
#include "tableref/referee/smashup/scoring.hpp"

namespace tableref::cli::smashup_json {

struct ScoreBaseInput {
  int breakpoint = 0;
  std::vector<int> vp;        // must hold 3 values; checked as content
  std::vector<int> monsters;  // power of each monster raising the breakpoint
  std::vector<smashup::Contender> players;
};

struct CheckEndInput {
  std::vector<smashup::Standing> players;
};

// Shape problems only (InputReason, from the shared JSON input layer).
[[nodiscard]] Result<ScoreBaseInput> read_score_base(const std::string& text);
[[nodiscard]] Result<CheckEndInput> read_check_end(const std::string& text);

// Content problems the referee does not see itself: VP count, a negative monster, names
// (empty, repeated).
[[nodiscard]] Violations check_base_values(const ScoreBaseInput& input);
[[nodiscard]] Violations check_names(const std::vector<std::string>& names);

}  // namespace tableref::cli::smashup_json
