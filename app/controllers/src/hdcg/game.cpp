#include "tableref/controllers/hdcg/game.hpp"

#include <charconv>
#include <nlohmann/json.hpp>

#include "tableref/base/input_reason.hpp"
#include "tableref/controllers/hdcg/json.hpp"
#include "tableref/controllers/json_input.hpp"
#include "tableref/referee/hdcg/standings.hpp"

namespace tableref::controllers {
namespace {

using nlohmann::json;
using nlohmann::ordered_json;

// The setup row that does not read says what is wrong with it as the shared input codes do,
// with its path ("events[0].seed"), in the user's language.
Violation about(InputReason reason, const char* key) {
  return Violation{reason, {Param{"key", std::string(key)}}};
}

Result<std::uint64_t> read_seed(const json& payload) {
  if (!payload.contains("seed")) return about(InputReason::kMissing, "events[0].seed");
  // A 64-bit seed is kept as its decimal text (parse_exact keeps a number's text too).
  if (!payload.at("seed").is_string()) return about(InputReason::kNotInteger, "events[0].seed");
  const auto& text = payload.at("seed").get_ref<const std::string&>();
  std::uint64_t seed = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), seed);
  if (error != std::errc{} || end != text.data() + text.size()) {
    return about(InputReason::kNotInteger, "events[0].seed");
  }
  return seed;
}

}  // namespace

Result<HdcgSetupRow> hdcg_read_setup(const std::vector<db::Event>& rows) {
  if (rows.empty()) return about(InputReason::kMissing, "events[0]");
  if (rows.front().kind != kHdcgSetupKind) {
    return json_input::not_one_of("events[0].kind", rows.front().kind, kHdcgSetupKind);
  }
  auto payload = hdcg_json::parse_exact(rows.front().payload);
  if (!payload) return payload.violations();
  if (!payload.value().is_object()) return about(InputReason::kNotObject, "events[0]");
  if (!payload.value().contains("setup")) return about(InputReason::kMissing, "events[0].setup");
  auto seed = read_seed(payload.value());
  if (!seed) return seed.violations();
  auto duel = hdcg_json::read_duel_setup(payload.value().at("setup"));
  if (!duel) return duel.violations();
  return HdcgSetupRow{seed.value(), std::move(duel).value()};
}

Result<SessionStart<HdcgGame::State>> HdcgGame::initial(const db::SessionSummary& /*session*/,
                                                        const std::vector<db::Event>& rows) {
  auto setup = hdcg_read_setup(rows);
  if (!setup) return setup.violations();
  return SessionStart<State>{std::move(setup.value().duel), 1};
}

std::string HdcgGame::result_json(const State& state) {
  ordered_json players = ordered_json::array();
  for (const auto& row : hdcg::standings(state)) {
    ordered_json score;
    const std::string text = row.hp.to_string();
    std::int64_t whole = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), whole);
    if (error == std::errc{} && end == text.data() + text.size()) {
      score = whole;
    } else {
      score = text;
    }
    players.push_back({{"name", state.seats[row.seat].player},
                       {"score", score},
                       {"rank", row.rank},
                       {"winner", row.winner}});
  }
  return ordered_json{{"players", players}}.dump();
}

std::string HdcgGame::kind(const Event& event) {
  const auto j = hdcg_json::to_json(event);
  return j.contains("type") ? j.at("type").get<std::string>() : std::string("event");
}

std::string HdcgGame::payload(const Event& event) {
  return hdcg_json::to_json(event).dump();
}

// The event is read from the payload alone (its "type"), as it always was; its exact
// decimals never pass through a double.
Result<HdcgGame::Event> HdcgGame::decode(std::string_view /*kind*/, std::string_view payload) {
  auto parsed = hdcg_json::parse_exact(std::string(payload));
  if (!parsed) return parsed.violations();
  return hdcg_json::read_event(parsed.value(), std::string(json_input::kTopLevel));
}

}  // namespace tableref::controllers
