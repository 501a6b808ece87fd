#pragma once
// HDCG's own json_codec kinds, shared by its declared codecs (events, card library).
#include "tableref/controllers/hdcg/json.hpp"
#include "tableref/controllers/json_codec.hpp"

namespace tableref::controllers::hdcg_json::kinds {

// An exact decimal, from a JSON number's written text or a decimal string.
struct DecimalKind {
  using Value = hdcg::Decimal;
  [[nodiscard]] Result<Value> read(const nlohmann::json& value, std::string_view path) const {
    return read_decimal(value, std::string(path));
  }
  [[nodiscard]] nlohmann::ordered_json write(const Value& number) const {
    return number.to_string();
  }
};

struct ModifierKind {
  using Value = hdcg::Modifier;
  // The event names the stat beside the modifier: a "stat" inside it would say another.
  bool stat_outside = false;
  [[nodiscard]] Result<Value> read(const nlohmann::json& value, std::string_view path) const {
    if (stat_outside && value.is_object() && value.contains("stat")) {
      return json_codec::about(InputReason::kUnknownKey, json_input::child(path, "stat"));
    }
    return read_modifier(value, std::string(path));
  }
  [[nodiscard]] nlohmann::ordered_json write(const Value& modifier) const {
    return to_json(modifier);
  }
};

inline std::string_view stat_name(hdcg::Stat stat) {
  return hdcg::name(stat);
}
inline constexpr json_codec::Words<hdcg::Stat> kStat{&hdcg::parse_stat, &stat_name,
                                                     "attack | defence"};

}  // namespace tableref::controllers::hdcg_json::kinds
