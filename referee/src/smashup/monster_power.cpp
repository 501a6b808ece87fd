#include "tableref/referee/smashup/monster_power.hpp"

#include "tableref/referee/smashup/reason.hpp"

namespace tableref::smashup {

Result<int> monster_power(std::span<const int> powers) {
  Violations negative;
  int total = 0;
  for (const int power : powers) {
    if (power < 0) {
      negative.emplace_back(Reason::kSmashupNegativeMonster,
                            std::vector<Param>{Param{"power", std::int64_t{power}}});
    } else {
      total += power;
    }
  }
  if (!negative.empty()) return negative;
  return total;
}

}  // namespace tableref::smashup
