// Smash Up events as the store keeps them: the kind in its own column, the fields by name in
// the payload (numbers as JSON numbers). Declared once with json_codec, read and written by
// the same declaration.
#include "tableref/controllers/smashup/events_json.hpp"

#include "tableref/controllers/json_codec.hpp"
#include "tableref/controllers/json_input.hpp"

namespace tableref::controllers {
namespace {

namespace jc = json_codec;
namespace su = smashup;

// The range a stored number may take: far past any Smash Up count or power.
constexpr std::int64_t kLimit = 1000000;
constexpr jc::Number<int> kInt{-kLimit, kLimit};

// Stored rows were never checked for keys beyond the fields, so none is refused now either.
template <class Owner, class... Fields>
constexpr auto payload(std::string_view kind, Fields... fields) {
  return jc::object<Owner>(kind, fields...).ignoring_other_keys();
}

const auto& base_codec() {
  static const auto codec = payload<su::BaseCard>(
      "", jc::required("set", &su::BaseCard::set, jc::Text{}),
      jc::required("name", &su::BaseCard::name, jc::Text{}),
      jc::required("breakpoint", &su::BaseCard::breakpoint, kInt),
      jc::required("vp", &su::BaseCard::vp, jc::exactly<3>(kInt)),
      jc::required("printing", &su::BaseCard::printing,
                   jc::Words<su::Printing>{&su::parse_printing, &su::printing_name,
                                           "current | original | custom"}),
      jc::required(
          "confidence", &su::BaseCard::confidence,
          jc::Words<su::Confidence>{&su::parse_confidence, &su::confidence_name,
                                    "cross-checked | single-source | sources-differ | custom"}));
  return codec;
}

const auto& start_codec() {
  static const auto player = payload<su::PlayerSetup>(
      "", jc::required("name", &su::PlayerSetup::name, jc::Text{}),
      jc::required("factions", &su::PlayerSetup::factions, jc::exactly<2>(jc::Text{})),
      jc::required("madness", &su::PlayerSetup::madness, kInt));
  static const auto codec = payload<su::StartGame>(
      "start", jc::required("players", &su::StartGame::players, jc::list(player)),
      jc::required("bases", &su::StartGame::bases, jc::list(base_codec())),
      // One list of monster powers per base.
      jc::required("monsters", &su::StartGame::monsters, jc::list(jc::list(kInt))),
      jc::required("first_player", &su::StartGame::first_player, kInt));
  return codec;
}

// The three changes of one player's count at one base.
template <class Change>
constexpr auto slot_player_delta(std::string_view kind) {
  return payload<Change>(kind, jc::required("slot", &Change::slot, kInt),
                         jc::required("player", &Change::player, kInt),
                         jc::required("delta", &Change::delta, kInt));
}

const auto& event_codec() {
  static const auto codec = jc::tagged_union<su::Event>(
      "", start_codec(), slot_player_delta<su::ChangePower>("power"),
      slot_player_delta<su::ChangeMinions>("minions"),
      slot_player_delta<su::ChangeCounters>("counters"),
      payload<su::SetTitan>("titan", jc::required("player", &su::SetTitan::player, kInt),
                            jc::nullable("slot", &su::SetTitan::slot, kInt),
                            jc::required("power", &su::SetTitan::power, kInt)),
      payload<su::AddMonster>("monster_add", jc::required("slot", &su::AddMonster::slot, kInt),
                              jc::required("power", &su::AddMonster::power, kInt)),
      payload<su::RemoveMonster>("monster_remove",
                                 jc::required("slot", &su::RemoveMonster::slot, kInt),
                                 jc::required("monster", &su::RemoveMonster::monster, kInt)),
      payload<su::ControlMonster>("monster_control",
                                  jc::required("slot", &su::ControlMonster::slot, kInt),
                                  jc::required("monster", &su::ControlMonster::monster, kInt),
                                  jc::required("player", &su::ControlMonster::player, kInt)),
      payload<su::EditBase>("edit_base", jc::required("slot", &su::EditBase::slot, kInt),
                            jc::required("breakpoint", &su::EditBase::breakpoint, kInt),
                            jc::required("vp", &su::EditBase::vp, jc::exactly<3>(kInt))),
      payload<su::ChooseBase>("choose_base", jc::required("slot", &su::ChooseBase::slot, kInt)),
      payload<su::ScoreBase>("score_base", jc::required("slot", &su::ScoreBase::slot, kInt),
                             jc::nullable("replacement", &su::ScoreBase::replacement, base_codec()),
                             jc::required("forced", &su::ScoreBase::forced, jc::Flag{})),
      payload<su::ReplaceBase>("replace_base", jc::required("slot", &su::ReplaceBase::slot, kInt),
                               jc::required("card", &su::ReplaceBase::card, base_codec())),
      payload<su::AdjustVp>("adjust_vp", jc::required("player", &su::AdjustVp::player, kInt),
                            jc::required("delta", &su::AdjustVp::delta, kInt),
                            jc::required("note", &su::AdjustVp::note, jc::Text{})),
      payload<su::ChangeMadness>("madness",
                                 jc::required("player", &su::ChangeMadness::player, kInt),
                                 jc::required("delta", &su::ChangeMadness::delta, kInt)),
      payload<su::NextPhase>("next_phase"), payload<su::EndTurn>("end_turn"),
      payload<su::Undo>("undo"));
  return codec;
}

}  // namespace

std::string smashup_event_payload(const smashup::Event& event) {
  return event_codec().write(event).dump();
}

Result<smashup::Event> smashup_event_from_row(std::string_view kind, std::string_view payload) {
  // The shared reader says where the text broke (line and column).
  auto parsed = json_input::parse(payload);
  if (!parsed) return parsed.violations();
  return event_codec().read_named(kind, parsed.value(), kind, "kind");
}

}  // namespace tableref::controllers
