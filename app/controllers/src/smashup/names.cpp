#include "tableref/controllers/smashup/names.hpp"
#include "tableref/controllers/file_io.hpp"
#include "tableref/controllers/json_input.hpp"
#include "tableref/db/store_reason.hpp"

#include <nlohmann/json.hpp>

namespace tableref::controllers {
namespace {

namespace su = smashup;
using Json = nlohmann::json;

}  // namespace

std::string_view zh_script_name(ZhScript script) {
  return script == ZhScript::kHant ? "zh-Hant" : "zh-Hans";
}

Status SmashupNames::load(const std::string& asset_dir) {
  auto names_text = read_whole_file(asset_dir + "/smashup/names_zh.tsv");
  if (!names_text) return names_text.violations();
  auto alternates_text = read_whole_file(asset_dir + "/smashup/names_zh_alternates.tsv");
  if (!alternates_text) return alternates_text.violations();
  auto names = su::parse_zh_names(names_text.value());
  if (!names) return names.violations();
  if (auto added = su::add_zh_alternates(names.value(), alternates_text.value()); !added) {
    return added;
  }
  su::fill_traditional(names.value(), su::parse_character_table(smashup_zh_character_table()));
  names_ = std::move(names).value();
  index_.clear();
  for (std::size_t i = 0; i < names_.size(); ++i) {
    index_[{names_[i].kind, names_[i].english}] = i;
  }
  return Done{};
}

Status SmashupNames::load_corrections(db::Store& store) {
  auto saved = store.setting(kSmashupNameCorrectionsKey);
  if (!saved) return saved.violations();
  corrections_.clear();
  if (!saved.value()) return Done{};
  const Json list = json_input::parse_tolerant<Json>(*saved.value()).value_or(Json());
  if (!list.is_array()) return Done{};  // unreadable: as if none were made
  for (const auto& item : list) {
    if (!item.is_object()) continue;
    const auto kind = su::parse_name_kind(item.value("kind", ""));
    const std::string english = item.value("english", "");
    const std::string script = item.value("script", "");
    const std::string name = item.value("name", "");
    if (!kind || english.empty() || name.empty()) continue;
    if (script != "zh-Hans" && script != "zh-Hant") continue;
    corrections_[{{*kind, english}, script == "zh-Hant" ? ZhScript::kHant : ZhScript::kHans}] =
        name;
  }
  return Done{};
}

Status SmashupNames::correct(db::Store& store, su::NameKind kind, const std::string& english,
                             ZhScript script, std::string name) {
  auto next = corrections_;
  const auto key = std::pair{Key{kind, english}, script};
  const auto* shipped = find(kind, english);
  const std::string& original = shipped == nullptr
                                    ? std::string()
                                    : (script == ZhScript::kHant ? shipped->hant : shipped->hans);
  if (name.empty() || name == original) {
    next.erase(key);
  } else {
    next[key] = std::move(name);
  }
  Json list = Json::array();
  for (const auto& [k, value] : next) {
    list.push_back(Json{{"kind", std::string(su::name_kind_name(k.first.first))},
                        {"english", k.first.second},
                        {"script", std::string(zh_script_name(k.second))},
                        {"name", value}});
  }
  if (auto saved = store.set_setting(kSmashupNameCorrectionsKey, list.dump()); !saved) {
    return saved;
  }
  corrections_ = std::move(next);
  return Done{};
}

std::string SmashupNames::chinese(su::NameKind kind, std::string_view english,
                                  ZhScript script) const {
  const auto it = corrections_.find({{kind, std::string(english)}, script});
  if (it != corrections_.end()) return it->second;
  const auto* name = find(kind, english);
  if (name == nullptr) return {};
  return script == ZhScript::kHant ? name->hant : name->hans;
}

bool SmashupNames::corrected(su::NameKind kind, std::string_view english, ZhScript script) const {
  return corrections_.contains({{kind, std::string(english)}, script});
}

const su::ZhName* SmashupNames::find(su::NameKind kind, std::string_view english) const {
  const auto it = index_.find({kind, std::string(english)});
  return it == index_.end() ? nullptr : &names_[it->second];
}

bool SmashupNames::matches(su::NameKind kind, std::string_view english,
                           std::string_view query) const {
  std::vector<std::string> all{std::string(english)};
  if (const auto* name = find(kind, english)) {
    all.push_back(name->hans);
    all.push_back(name->hant);
    all.insert(all.end(), name->alternates.begin(), name->alternates.end());
  }
  for (const auto script : {ZhScript::kHans, ZhScript::kHant}) {
    const auto it = corrections_.find({{kind, std::string(english)}, script});
    if (it != corrections_.end()) all.push_back(it->second);
  }
  return su::search_matches(query, all);
}

}  // namespace tableref::controllers
