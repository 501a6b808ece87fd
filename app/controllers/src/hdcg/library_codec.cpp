// The card library file (assets/hdcg/examples.json is one), declared once with json_codec:
// read and written by the same declaration, then checked by the referee (CardLibrary::validate).
#include "codec_kinds.hpp"
#include "tableref/controllers/hdcg/json.hpp"
#include "tableref/controllers/json_codec.hpp"

namespace tableref::controllers::hdcg_json {
namespace {

namespace jc = json_codec;
using kinds::DecimalKind;
using nlohmann::json;
using nlohmann::ordered_json;

constexpr std::string_view kFormat = "tableref.hdcg.cards/1";

// A skill's modifier: the stat it changes written beside the modifier's own fields.
struct GrantedModifierKind {
  using Value = hdcg::GrantedModifier;
  [[nodiscard]] Result<Value> read(const json& value, std::string_view path) const {
    auto modifier = read_modifier(value, std::string(path));
    if (!modifier) return modifier.violations();
    const std::string stat_path = json_input::child(path, "stat");
    const json* stat = json_input::optional_member(value, "stat");
    if (stat == nullptr) return jc::about(InputReason::kMissing, stat_path);
    auto parsed = kinds::kStat.read(*stat, stat_path);
    if (!parsed) return parsed.violations();
    return Value{parsed.value(), std::move(modifier).value()};
  }
  [[nodiscard]] ordered_json write(const Value& granted) const {
    ordered_json out{{"stat", std::string(hdcg::name(granted.stat))}};
    const ordered_json modifier = to_json(granted.modifier);
    for (const auto& [key, field] : modifier.items()) out[key] = field;
    return out;
  }
};

// The field tree, as its (field, parent) pairs; the referee refuses a cycle or a field named
// twice as each pair is added.
struct FieldPair {
  std::string field;
  std::string parent;
};
struct FieldTreeKind {
  using Value = hdcg::FieldTree;
  [[nodiscard]] Result<Value> read(const json& value, std::string_view path) const {
    static const auto pair =
        jc::object<FieldPair>("", jc::required("field", &FieldPair::field, jc::Text{}),
                              jc::required("parent", &FieldPair::parent, jc::Text{}));
    auto pairs = jc::list(pair).read(value, path);
    if (!pairs) return pairs.violations();
    hdcg::FieldTree tree;
    for (const auto& p : pairs.value()) {
      if (auto added = tree.add(p.field, p.parent); !added) return added.violations();
    }
    return tree;
  }
  [[nodiscard]] ordered_json write(const Value& tree) const {
    ordered_json out = ordered_json::array();
    for (const auto& [field, parent] : tree.parents()) {
      out.push_back({{"field", field}, {"parent", parent}});
    }
    return out;
  }
};

const auto& library_codec() {
  static const auto character = jc::object<hdcg::CharacterCard>(
      "", jc::required("name", &hdcg::CharacterCard::name, jc::Text{}),
      jc::required("attack", &hdcg::CharacterCard::attack, DecimalKind{}),
      jc::required("max_hp", &hdcg::CharacterCard::max_hp, DecimalKind{}),
      jc::required("hand_divisor", &hdcg::CharacterCard::hand_divisor, DecimalKind{}),
      jc::required("defence", &hdcg::CharacterCard::defence, DecimalKind{}),
      jc::optional("effect", &hdcg::CharacterCard::effect, jc::Text{}),
      jc::optional("pack", &hdcg::CharacterCard::pack, jc::Text{}));
  static const auto skill = jc::object<hdcg::SkillCard>(
      "", jc::required("name", &hdcg::SkillCard::name, jc::Text{}),
      jc::optional("fields", &hdcg::SkillCard::fields, jc::list(jc::Text{})),
      jc::optional("effect", &hdcg::SkillCard::effect, jc::Text{}),
      jc::optional("pack", &hdcg::SkillCard::pack, jc::Text{}),
      jc::optional("modifiers", &hdcg::SkillCard::modifiers, jc::list(GrantedModifierKind{})));
  static const auto damage = jc::object<hdcg::EventDamage>(
      "", jc::optional("user_excluded", &hdcg::EventDamage::user_excluded, jc::Flag{}),
      jc::optional("avoided_by", &hdcg::EventDamage::avoided_by, jc::list(jc::Text{})),
      jc::required("amount", &hdcg::EventDamage::amount, DecimalKind{}),
      jc::optional("direct", &hdcg::EventDamage::direct, jc::Flag{}));
  static const auto event =
      jc::object<hdcg::EventCard>("", jc::required("name", &hdcg::EventCard::name, jc::Text{}),
                                  jc::optional("effect", &hdcg::EventCard::effect, jc::Text{}),
                                  jc::optional("pack", &hdcg::EventCard::pack, jc::Text{}),
                                  jc::omittable("damage", &hdcg::EventCard::damage, damage));
  // Without "fields" the book's tree (武器 -> 道具) is kept.
  static const auto library = jc::object<hdcg::CardLibrary>(
      "", jc::optional("fields", &hdcg::CardLibrary::fields, FieldTreeKind{}),
      jc::optional("characters", &hdcg::CardLibrary::characters, jc::list(character)),
      jc::optional("skills", &hdcg::CardLibrary::skills, jc::list(skill)),
      jc::optional("events", &hdcg::CardLibrary::events, jc::list(event)));
  return library;
}

}  // namespace

Result<hdcg::CardLibrary> read_library(const json& value) {
  // "format" names the file's kind; the library itself has no such field.
  if (const json* format = json_input::optional_member(value, "format");
      format != nullptr && *format != json(kFormat)) {
    return json_input::not_one_of("format", format->dump(), kFormat);
  }
  json without_format = value;
  if (without_format.is_object()) without_format.erase("format");
  auto library = library_codec().read(without_format, "");
  if (!library) return library.violations();
  if (auto ok = library.value().validate(); !ok) return ok.violations();
  return library;
}

ordered_json to_json(const hdcg::CardLibrary& library) {
  ordered_json out{{"format", kFormat}};
  const ordered_json fields = library_codec().write(library);
  for (const auto& [key, field] : fields.items()) out[key] = field;
  return out;
}

}  // namespace tableref::controllers::hdcg_json
