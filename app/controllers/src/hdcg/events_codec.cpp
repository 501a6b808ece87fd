// The duel events as stored in a session's event log, declared once (json_codec.hpp): each
// event type's fields, their kinds and ranges, read and written by the same declaration.
#include "codec_kinds.hpp"
#include "tableref/controllers/hdcg/json.hpp"
#include "tableref/controllers/json_codec.hpp"

namespace tableref::controllers::hdcg_json {
namespace {

namespace jc = json_codec;
namespace event = hdcg::event;
using nlohmann::json;
using nlohmann::ordered_json;

// Seats and counts are std::size_t, 32 bits in the browser's wasm32: both bounds fit.
constexpr jc::Whole<std::size_t> kSeat{1000};
constexpr jc::Whole<std::size_t> kCount{1000000};

using kinds::DecimalKind;
using kinds::kStat;
using kinds::ModifierKind;

std::optional<hdcg::SlotRequirement> parse_main_slot(std::string_view text) {
  const auto slot = hdcg::parse_slot_requirement(text);
  if (slot == hdcg::SlotRequirement::kNone) return std::nullopt;
  return slot;
}
std::string_view slot_name(hdcg::SlotRequirement slot) {
  return hdcg::name(slot);
}

constexpr jc::Words<hdcg::SlotRequirement> kMainSlot{&parse_main_slot, &slot_name,
                                                     "main_weapon | main_armour"};
constexpr jc::List<jc::Text> kCards{};

const auto& event_codec() {
  static const auto codec = jc::tagged_union<hdcg::DuelEvent>(
      "type",
      jc::object<event::StartGame>(
          "start_game",
          jc::optional("seeds", &event::StartGame::seeds, jc::list(jc::Whole<std::uint64_t>{}))),
      jc::object<event::Damage>(
          "damage", jc::nullable("source", &event::Damage::source, kSeat),
          jc::required("target", &event::Damage::target, kSeat),
          jc::required("amount", jc::in(&event::Damage::request, &hdcg::DamageRequest::amount),
                       DecimalKind{}),
          jc::optional("direct", jc::in(&event::Damage::request, &hdcg::DamageRequest::direct),
                       jc::Flag{}),
          jc::optional("amount_modifiers",
                       jc::in(&event::Damage::request, &hdcg::DamageRequest::amount_modifiers),
                       jc::list(ModifierKind{}))),
      jc::object<event::Heal>(
          "heal", jc::required("target", &event::Heal::target, kSeat),
          jc::required("amount", &event::Heal::amount, DecimalKind{}),
          jc::optional("may_exceed_max", &event::Heal::may_exceed_max, jc::Flag{})),
      jc::object<event::AddModifier>(
          "add_modifier", jc::required("seat", &event::AddModifier::seat, kSeat),
          jc::required("stat", &event::AddModifier::stat, kStat),
          jc::required("modifier", &event::AddModifier::modifier, ModifierKind{true})),
      jc::object<event::RemoveModifier>("remove_modifier",
                                        jc::required("seat", &event::RemoveModifier::seat, kSeat),
                                        jc::required("stat", &event::RemoveModifier::stat, kStat),
                                        jc::required("id", &event::RemoveModifier::id, jc::Text{})),
      jc::object<event::SetMainSlot>("set_main_slot",
                                     jc::required("seat", &event::SetMainSlot::seat, kSeat),
                                     jc::required("slot", &event::SetMainSlot::slot, kMainSlot),
                                     jc::nullable("card", &event::SetMainSlot::card, jc::Text{})),
      jc::object<event::AdvancePhase>("advance_phase"),
      jc::object<event::Judgement>(
          "judgement", jc::required("roll", &event::Judgement::roll, jc::Whole<int>{1000})),
      jc::object<event::RevealEvent>("reveal_event"),
      jc::object<event::Draw>("draw", jc::required("seat", &event::Draw::seat, kSeat),
                              jc::required("count", &event::Draw::count, kCount)),
      jc::object<event::Discard>(
          "discard", jc::required("seat", &event::Discard::seat, kSeat),
          jc::optional("cards", &event::Discard::cards, kCards),
          jc::optional("discard_phase", &event::Discard::discard_phase, jc::Flag{})),
      jc::object<event::Shuffle>(
          "shuffle", jc::required("seat", &event::Shuffle::seat, kSeat),
          jc::required("seed", &event::Shuffle::seed, jc::Whole<std::uint64_t>{})),
      jc::object<event::Undo>("undo"));
  return codec;
}

}  // namespace

Result<hdcg::DuelEvent> read_event(const json& value, const std::string& key) {
  return event_codec().read(value, key);
}

ordered_json to_json(const hdcg::DuelEvent& event) {
  return event_codec().write(event);
}

}  // namespace tableref::controllers::hdcg_json
