#pragma once
// One codec per value type, declared once: its JSON field names, each field's kind (which
// carries its range or its words) and whether it may be absent. The same declaration reads
// (through json_input's reasons and key paths: "events[3].amount") and writes (the fields in
// the declared order), so the two directions cannot drift apart. A reading reports every
// fault it finds, in the declared order, so a file is mended in one go.
//
//   const auto heal = object<Heal>("heal",
//       required("target", &Heal::target, Whole<std::size_t>{1000}),
//       optional("may_exceed_max", &Heal::may_exceed_max, Flag{}));
//
// A kind is any type with `using Value = V`, `read(const json&, std::string_view path) ->
// Result<V>` and `write(const V&) -> ordered_json`; the common ones are below, a game adds its own
// beside its codecs (a decimal, a modifier).
#include <algorithm>
#include <array>
#include <charconv>
#include <cstdint>
#include <limits>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <utility>
#include <variant>
#include <vector>

#include "tableref/base/input_reason.hpp"
#include "tableref/base/result.hpp"
#include "tableref/controllers/json_input.hpp"

namespace tableref::controllers::json_codec {

using nlohmann::json;
using nlohmann::ordered_json;

// The path as a message names it: the document itself is "(top level)".
inline Violation about(InputReason reason, std::string_view path) {
  return Violation{reason,
                   {Param{"key", std::string(path.empty() ? json_input::kTopLevel : path)}}};
}

// ---- kinds ------------------------------------------------------------------------------

// A whole number in [0, max], read from a JSON number or from its written text (the exact
// mode keeps numbers as text), written as text so a uint64 seed survives every reader.
template <class Integer>
struct Whole {
  using Value = Integer;
  std::uint64_t max = std::numeric_limits<Integer>::max();

  [[nodiscard]] Result<Integer> read(const json& value, std::string_view path) const {
    std::uint64_t number = 0;
    std::string written;
    if (value.is_number_unsigned()) {
      number = value.get<std::uint64_t>();
      written = std::to_string(number);
    } else if (value.is_string()) {
      written = value.get<std::string>();
      const auto [end, error] =
          std::from_chars(written.data(), written.data() + written.size(), number);
      if (error != std::errc{} || end != written.data() + written.size())
        return out_of_range(path, written);
    } else {
      return about(InputReason::kNotInteger, path);
    }
    if (number > max) return out_of_range(path, written);
    return static_cast<Integer>(number);
  }
  [[nodiscard]] ordered_json write(const Integer& number) const { return std::to_string(number); }

 private:
  [[nodiscard]] Violation out_of_range(std::string_view path, const std::string& written) const {
    const auto shown_max = std::min<std::uint64_t>(max, std::numeric_limits<std::int64_t>::max());
    return Violation{
        InputReason::kOutOfRange,
        {Param{"key", std::string(path)}, Param{"value", written}, Param{"min", std::int64_t{0}},
         Param{"max", static_cast<std::int64_t>(shown_max)}}};
  }
};

struct Flag {
  using Value = bool;
  [[nodiscard]] Result<bool> read(const json& value, std::string_view path) const {
    return json_input::read_bool(value, path);
  }
  [[nodiscard]] ordered_json write(bool flag) const { return flag; }
};

struct Text {
  using Value = std::string;
  [[nodiscard]] Result<std::string> read(const json& value, std::string_view path) const {
    return json_input::read_string(value, path);
  }
  [[nodiscard]] ordered_json write(const std::string& text) const { return text; }
};

// A signed whole number in [min, max] that must be a JSON number (a payload kept as numbers).
template <class Integer>
struct Number {
  using Value = Integer;
  std::int64_t min;
  std::int64_t max;

  [[nodiscard]] Result<Integer> read(const json& value, std::string_view path) const {
    auto number = json_input::read_integer(value, path, min, max);
    if (!number) return number.violations();
    return static_cast<Integer>(number.value());
  }
  [[nodiscard]] ordered_json write(const Integer& number) const { return number; }
};

// One of a closed set of words, through the type's own parse/name pair. `allowed` is what a
// refusal lists ("attack | defence"): the words, which read the same in every language.
template <class Enum>
struct Words {
  using Value = Enum;
  std::optional<Enum> (*parse)(std::string_view);
  std::string_view (*name)(Enum);
  std::string_view allowed;

  [[nodiscard]] Result<Enum> read(const json& value, std::string_view path) const {
    if (!value.is_string()) return about(InputReason::kNotString, path);
    const std::optional<Enum> parsed = parse(value.get<std::string>());
    if (!parsed) return json_input::not_one_of(path, value.get<std::string>(), allowed);
    return *parsed;
  }
  [[nodiscard]] ordered_json write(const Enum& word) const { return std::string(name(word)); }
};

// Appends a part's faults to the whole's; the part's value when it had none.
template <class T>
std::optional<T> gather(Result<T> part, Violations& faults) {
  if (part) return std::move(part).value();
  faults.insert(faults.end(), part.violations().begin(), part.violations().end());
  return std::nullopt;
}

// A list of one kind; each element's path is "key[i]".
template <class Kind>
struct List {
  using Element = typename Kind::Value;
  using Value = std::vector<Element>;
  Kind item;

  [[nodiscard]] Result<Value> read(const json& value, std::string_view path) const {
    if (!value.is_array()) return about(InputReason::kNotArray, path);
    Value out;
    out.reserve(value.size());
    Violations faults;
    for (std::size_t i = 0; i < value.size(); ++i) {
      auto element = gather(item.read(value[i], json_input::element(path, i)), faults);
      out.push_back(element ? std::move(*element) : Element{});
    }
    if (!faults.empty()) return faults;
    return out;
  }
  [[nodiscard]] ordered_json write(const Value& elements) const {
    ordered_json out = ordered_json::array();
    for (const auto& element : elements) out.push_back(item.write(element));
    return out;
  }
};
// `list(kind)`, not `List{kind}`: for a list of lists, class template argument deduction
// would take the inner List as a copy source.
template <class Kind>
constexpr List<Kind> list(Kind item) {
  return {item};
}

// A list of exactly N items of one kind (a base's three VP awards): kWrongCount otherwise.
template <std::size_t N, class Kind>
struct Exactly {
  using Element = typename Kind::Value;
  using Value = std::array<Element, N>;
  Kind item;

  [[nodiscard]] Result<Value> read(const json& value, std::string_view path) const {
    if (!value.is_array()) return about(InputReason::kNotArray, path);
    if (value.size() != N) {
      return Violation{
          InputReason::kWrongCount,
          {Param{"key", std::string(path)}, Param{"count", static_cast<std::int64_t>(value.size())},
           Param{"expected", static_cast<std::int64_t>(N)}}};
    }
    auto elements = List<Kind>{item}.read(value, path);
    if (!elements) return elements.violations();
    Value out{};
    std::move(elements.value().begin(), elements.value().end(), out.begin());
    return out;
  }
  [[nodiscard]] ordered_json write(const Value& elements) const {
    return List<Kind>{item}.write(typename List<Kind>::Value(elements.begin(), elements.end()));
  }
};
template <std::size_t N, class Kind>
constexpr Exactly<N, Kind> exactly(Kind item) {
  return {item};
}

// ---- fields -----------------------------------------------------------------------------

// How a field may be absent.
enum class Presence : std::uint8_t {
  kRequired,   // absent: kMissing
  kOptional,   // absent: the member keeps its default (written always)
  kNullable,   // absent or null: std::nullopt (written as null)
  kOmittable,  // absent or null: std::nullopt (not written)
};

// Where a field lives in its value type: a member, or a member of a member.
template <class OwnerType, class Member>
struct MemberOf {
  using Owner = OwnerType;
  Member Owner::*pointer;
  Member& operator()(Owner& owner) const { return owner.*pointer; }
  const Member& operator()(const Owner& owner) const { return owner.*pointer; }
};
template <class OwnerType, class Middle, class Member>
struct MemberOfMember {
  using Owner = OwnerType;
  Middle Owner::*outer;
  Member Middle::*inner;
  Member& operator()(Owner& owner) const { return (owner.*outer).*inner; }
  const Member& operator()(const Owner& owner) const { return (owner.*outer).*inner; }
};
// `in(&Damage::request, &DamageRequest::amount)`: a field kept one level down.
template <class Owner, class Middle, class Member>
constexpr MemberOfMember<Owner, Middle, Member> in(Middle Owner::*outer, Member Middle::*inner) {
  return {outer, inner};
}

template <class Access, class Kind>
struct Field {
  using Owner = typename Access::Owner;
  std::string_view name;
  Access access;
  Kind kind;
  Presence presence;

  [[nodiscard]] Status read_into(Owner& owner, const json& object, std::string_view path) const {
    const json* found = json_input::optional_member(object, name);
    const std::string where = json_input::child(path, name);
    const bool may_be_null = presence == Presence::kNullable || presence == Presence::kOmittable;
    const bool absent = found == nullptr || (may_be_null && found->is_null());
    if (absent) {
      if (presence == Presence::kRequired) return about(InputReason::kMissing, where);
      return Done{};
    }
    auto value = kind.read(*found, where);
    if (!value) return value.violations();
    access(owner) = std::move(value).value();
    return Done{};
  }
  void write_into(ordered_json& out, const Owner& owner) const {
    const auto& member = access(owner);
    if constexpr (requires { member.has_value(); }) {
      if (!member && presence == Presence::kOmittable) return;
      out[std::string(name)] = member ? kind.write(*member) : ordered_json(nullptr);
    } else {
      out[std::string(name)] = kind.write(member);
    }
  }
};

template <class Access, class Kind>
constexpr Field<Access, Kind> field(std::string_view name, Access access, Kind kind,
                                    Presence presence) {
  return {name, access, kind, presence};
}
template <class Owner, class Member, class Kind>
constexpr auto field(std::string_view name, Member Owner::*member, Kind kind, Presence presence) {
  return field(name, MemberOf<Owner, Member>{member}, kind, presence);
}
template <class Where, class Kind>
constexpr auto required(std::string_view name, Where where, Kind kind) {
  return field(name, where, kind, Presence::kRequired);
}
template <class Where, class Kind>
constexpr auto optional(std::string_view name, Where where, Kind kind) {
  return field(name, where, kind, Presence::kOptional);
}
// The member is a std::optional: absent or null reads as nullopt, nullopt writes null.
template <class Where, class Kind>
constexpr auto nullable(std::string_view name, Where where, Kind kind) {
  return field(name, where, kind, Presence::kNullable);
}
// The same, but nullopt leaves the key out.
template <class Where, class Kind>
constexpr auto omittable(std::string_view name, Where where, Kind kind) {
  return field(name, where, kind, Presence::kOmittable);
}

// A field whose value, where it does not read, is taken as absent (the member keeps its
// default): for stored rows that a hand-written reader read that way before the declaration
// replaced it (Blokus's "used_ms": a value of another type was 0), so that the same rows
// still open. Not for input that is checked: there a typo must be refused.
template <class Inner>
struct TolerantField {
  using Owner = typename Inner::Owner;
  std::string_view name;
  Inner field;

  [[nodiscard]] Status read_into(Owner& owner, const json& object, std::string_view path) const {
    (void)field.read_into(owner, object, path);  // a field assigns only what reads
    return Done{};
  }
  void write_into(ordered_json& out, const Owner& owner) const { field.write_into(out, owner); }
};
template <class Inner>
constexpr TolerantField<Inner> tolerant(Inner field) {
  return {field.name, field};
}

// ---- objects and tagged unions ----------------------------------------------------------

// A value type as one JSON object. `tag` is its name in a tagged union ("heal"); the union
// writes and checks it, the object's own reading allows the key.
template <class Owner, class... Fields>
struct Object {
  using Value = Owner;
  std::string_view tag;
  std::tuple<Fields...> fields;
  // Keys that no field declares: refused (a typo would read as a missing optional field), or
  // passed over where stored rows of an older writer may carry them.
  bool other_keys_ignored = false;

  [[nodiscard]] constexpr Object ignoring_other_keys() const {
    Object lenient = *this;
    lenient.other_keys_ignored = true;
    return lenient;
  }

  // `tag_key`: the key that names the type in a union, allowed beside the fields.
  [[nodiscard]] Result<Owner> read(const json& value, std::string_view path,
                                   std::string_view tag_key = {}) const {
    if (!value.is_object()) return about(InputReason::kNotObject, path);
    Violations faults;
    if (!other_keys_ignored) unknown_keys(value, path, tag_key, faults);
    Owner owner{};
    std::apply(
        [&](const auto&... field) { (gather(field.read_into(owner, value, path), faults), ...); },
        fields);
    if (!faults.empty()) return faults;
    return owner;
  }

  [[nodiscard]] ordered_json write(const Owner& owner, std::string_view tag_key = {}) const {
    ordered_json out = ordered_json::object();
    if (!tag_key.empty()) out[std::string(tag_key)] = std::string(tag);
    std::apply([&](const auto&... field) { (field.write_into(out, owner), ...); }, fields);
    return out;
  }

 private:
  void unknown_keys(const json& value, std::string_view path, std::string_view tag_key,
                    Violations& faults) const {
    const auto names = std::apply(
        [](const auto&... field) {
          return std::array<std::string_view, sizeof...(Fields)>{field.name...};
        },
        fields);
    for (const auto& [key, member_value] : value.items()) {
      const bool known = (!tag_key.empty() && key == tag_key) ||
                         std::find(names.begin(), names.end(), key) != names.end();
      if (!known) faults.push_back(about(InputReason::kUnknownKey, json_input::child(path, key)));
    }
  }
};

template <class Owner, class... Fields>
constexpr Object<Owner, Fields...> object(std::string_view tag, Fields... fields) {
  return {tag, std::tuple<Fields...>{fields...}};
}

// A closed set of value types (a std::variant) told apart by the word under `tag_key`, each
// alternative with its object codec. An empty `tag_key` writes no tag: the word is kept
// apart (read_named).
template <class Variant, class... Codecs>
struct Union {
  std::string_view tag_key;
  std::tuple<Codecs...> codecs;

  [[nodiscard]] Result<Variant> read(const json& value, std::string_view path) const {
    if (!value.is_object()) return about(InputReason::kNotObject, path);
    const json* tag = json_input::optional_member(value, tag_key);
    const std::string tag_path = json_input::child(path, tag_key);
    if (tag == nullptr || !tag->is_string()) return about(InputReason::kMissing, tag_path);
    return read_named(tag->get<std::string>(), value, path, tag_path);
  }

  // The alternative that `word` names, where the word is kept apart from the object (a store
  // row's kind); `word_path` is where a refusal of the word points.
  [[nodiscard]] Result<Variant> read_named(std::string_view word, const json& value,
                                           std::string_view path,
                                           std::string_view word_path) const {
    std::optional<Result<Variant>> out;
    std::apply(
        [&](const auto&... codec) {
          ((!out && codec.tag == word ? (out = read_as(codec, value, path), 0) : 0), ...);
        },
        codecs);
    if (out) return std::move(*out);
    return json_input::not_one_of(word_path, word, words());
  }

  [[nodiscard]] ordered_json write(const Variant& value) const {
    return std::visit(
        [&](const auto& alternative) {
          using Alternative = std::decay_t<decltype(alternative)>;
          ordered_json out;
          std::apply(
              [&](const auto&... codec) {
                ((write_as<Alternative>(codec, alternative, out)), ...);
              },
              codecs);
          return out;
        },
        value);
  }

  // "start_game | damage | …", the refusal's list of what is allowed.
  [[nodiscard]] std::string words() const {
    std::string joined;
    std::apply(
        [&](const auto&... codec) {
          ((joined += (joined.empty() ? "" : " | "), joined += codec.tag), ...);
        },
        codecs);
    return joined;
  }

 private:
  template <class Codec>
  [[nodiscard]] Result<Variant> read_as(const Codec& codec, const json& value,
                                        std::string_view path) const {
    auto alternative = codec.read(value, path, tag_key);
    if (!alternative) return alternative.violations();
    return Variant{std::move(alternative).value()};
  }
  template <class Alternative, class Owner, class... Fields>
  void write_as(const Object<Owner, Fields...>& codec, const Alternative& alternative,
                ordered_json& out) const {
    if constexpr (std::is_same_v<Owner, Alternative>) out = codec.write(alternative, tag_key);
  }
};

template <class Variant, class... Codecs>
constexpr Union<Variant, Codecs...> tagged_union(std::string_view tag_key, Codecs... codecs) {
  return {tag_key, std::tuple<Codecs...>{codecs...}};
}

}  // namespace tableref::controllers::json_codec
