#pragma once
// One codec per value type, declared once: its JSON field names, each field's kind (which
// carries its range or its words) and whether it may be absent. The same declaration reads
// (through json_input's reasons and key paths: "events[3].amount") and writes (the fields in
// the declared order), so the two directions cannot drift apart.
//
//   const auto heal = object<Heal>("heal",
//       required("target", &Heal::target, Whole<std::size_t>{1000}),
//       optional("may_exceed_max", &Heal::may_exceed_max, Flag{}));
//
// A kind is any type with `using Value = V`, `read(const json&, std::string_view path) ->
// Result<V>` and `write(const V&) -> ordered_json`; the common ones are below, a game adds its own
// beside its codecs (a decimal, a modifier).
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
    for (std::size_t i = 0; i < value.size(); ++i) {
      auto element = item.read(value[i], json_input::element(path, i));
      if (!element) return element.violations();
      out.push_back(std::move(element).value());
    }
    return out;
  }
  [[nodiscard]] ordered_json write(const Value& elements) const {
    ordered_json out = ordered_json::array();
    for (const auto& element : elements) out.push_back(item.write(element));
    return out;
  }
};
template <class Kind>
List(Kind) -> List<Kind>;

// ---- fields -----------------------------------------------------------------------------

// How a field may be absent.
enum class Presence : std::uint8_t {
  kRequired,  // absent: kMissing
  kOptional,  // absent: the member keeps its default (written always)
  kNullable,  // absent or null: std::nullopt (written as null)
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
    const bool absent = found == nullptr || (presence == Presence::kNullable && found->is_null());
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

// ---- objects and tagged unions ----------------------------------------------------------

// A value type as one JSON object. `tag` is its name in a tagged union ("heal"); the union
// writes and checks it, the object's own reading allows the key.
template <class Owner, class... Fields>
struct Object {
  std::string_view tag;
  std::tuple<Fields...> fields;

  // The object's keys, the union's tag key first when there is one.
  [[nodiscard]] Status check_keys(const json& value, std::string_view path,
                                  std::string_view tag_key) const {
    if (!value.is_object()) return about(InputReason::kNotObject, path);
    const std::array<std::string_view, sizeof...(Fields)> names = std::apply(
        [](const auto&... field) {
          return std::array<std::string_view, sizeof...(Fields)>{field.name...};
        },
        fields);
    for (const auto& [key, member_value] : value.items()) {
      if (!tag_key.empty() && key == tag_key) continue;
      bool known = false;
      for (const auto name : names) known = known || name == key;
      if (!known) return about(InputReason::kUnknownKey, json_input::child(path, key));
    }
    return Done{};
  }

  [[nodiscard]] Result<Owner> read(const json& value, std::string_view path,
                                   std::string_view tag_key = {}) const {
    if (auto keys = check_keys(value, path, tag_key); !keys) return keys.violations();
    Owner owner{};
    Status status = Done{};
    std::apply(
        [&](const auto&... field) {
          // Stops at the first refusal, as a reader reports one fault at a time.
          ((status ? (status = field.read_into(owner, value, path), 0) : 0), ...);
        },
        fields);
    if (!status) return status.violations();
    return owner;
  }

  [[nodiscard]] ordered_json write(const Owner& owner, std::string_view tag_key = {}) const {
    ordered_json out = ordered_json::object();
    if (!tag_key.empty()) out[std::string(tag_key)] = std::string(tag);
    std::apply([&](const auto&... field) { (field.write_into(out, owner), ...); }, fields);
    return out;
  }
};

template <class Owner, class... Fields>
constexpr Object<Owner, Fields...> object(std::string_view tag, Fields... fields) {
  return {tag, std::tuple<Fields...>{fields...}};
}

// A closed set of value types (a std::variant) told apart by the word under `tag_key`, each
// alternative with its object codec, in the variant's order.
template <class Variant, class... Codecs>
struct Union {
  std::string_view tag_key;
  std::tuple<Codecs...> codecs;

  [[nodiscard]] Result<Variant> read(const json& value, std::string_view path) const {
    if (!value.is_object()) return about(InputReason::kNotObject, path);
    const json* tag = json_input::optional_member(value, tag_key);
    const std::string tag_path = json_input::child(path, tag_key);
    if (tag == nullptr || !tag->is_string()) return about(InputReason::kMissing, tag_path);
    const std::string word = tag->get<std::string>();
    std::optional<Result<Variant>> out;
    std::apply(
        [&](const auto&... codec) {
          ((!out && codec.tag == word ? (out = read_as(codec, value, path), 0) : 0), ...);
        },
        codecs);
    if (out) return std::move(*out);
    return json_input::not_one_of(tag_path, word, words());
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
