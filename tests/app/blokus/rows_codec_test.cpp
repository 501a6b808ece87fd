// Blokus's stored rows through their declared codec (rows_codec.cpp): rows of today written
// back byte for byte, rows from before the entry and the clocks were kept read as they always
// did, what the hand-written reader passed over still passed over, and every fault of a row
// reported at its path. Through the store too: an old session opens, a bad clock row is
// refused where it lies.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tableref/base/input_reason.hpp"
#include "tableref/controllers/blokus/controller.hpp"
#include "tableref/controllers/session_export.hpp"

namespace tableref::controllers {
namespace {

BlokusPlay play_of(blokus::Variant variant) {
  BlokusPlay play;
  play.game = blokus::GameState(variant, blokus::Options{});
  play.seat_of_color.assign(blokus::kMaxColors, -1);
  return play;
}

Result<BlokusEvent> decode(std::string_view kind, std::string_view payload,
                           blokus::Variant variant = blokus::Variant::kClassic) {
  return BlokusGame::decode_at(play_of(variant), kind, payload, "events[2]");
}

Param key(const char* path) {
  return Param{"key", std::string(path)};
}

TEST(BlokusRowsCodec, TodaysRowsAreWrittenBackByteForByte) {
  const std::vector<std::pair<const char*, const char*>> rows{
      {"place", R"({"color":"1","cells":"a20","entry":"cells","used_ms":1234})"},
      {"place", R"({"color":"2","cells":"t20","entry":"tray","used_ms":0,"redo":true})"},
      {"place",
       R"({"color":"3","cells":"t1","entry":"timeout","used_ms":61000,"timeout_seed":18446744073709551615})"},
      {"overrule", R"({"color":"4","cells":"a1","entry":"file","used_ms":0})"},
      {"setup", R"({"color":"1","cells":"a20"})"},
      {"to_move", R"({"color":"2"})"},
  };
  for (const auto& [kind, payload] : rows) {
    SCOPED_TRACE(payload);
    const auto event = decode(kind, payload);
    ASSERT_TRUE(event.ok()) << event.error().reason.value();
    EXPECT_EQ(BlokusGame::kind(event.value()), kind);
    EXPECT_EQ(BlokusGame::payload(event.value()), payload);
  }
  const auto seeded = decode("place", rows[2].second).value();
  EXPECT_EQ(seeded.timeout_seed, std::optional<std::uint64_t>(18446744073709551615ULL));
  EXPECT_EQ(seeded.used_ms, 61000);
  EXPECT_TRUE(decode("place", rows[1].second).value().redo);
  // Duo names its colours B and W (either case), and writes them as it names them.
  const auto duo = decode("place", R"({"color":"w","cells":"j5","entry":"cells","used_ms":1})",
                          blokus::Variant::kDuo);
  ASSERT_TRUE(duo.ok());
  EXPECT_EQ(duo.value().color, 1);
  EXPECT_EQ(BlokusGame::payload(duo.value()),
            R"({"color":"W","cells":"j5","entry":"cells","used_ms":1})");
}

TEST(BlokusRowsCodec, AMoveFromBeforeTheEntryAndTheClocksWereKeptReadsAsEnteredByCells) {
  const auto old = decode("place", R"({"color":"1","cells":"a20"})");
  ASSERT_TRUE(old.ok());
  EXPECT_EQ(old.value().entry, "cells");
  EXPECT_EQ(old.value().used_ms, 0);
  EXPECT_FALSE(old.value().timeout_seed.has_value());
  EXPECT_FALSE(old.value().redo);
  // A redo of it is written as a move of today.
  EXPECT_EQ(BlokusGame::payload(BlokusGame::as_redo(old.value())),
            R"({"color":"1","cells":"a20","entry":"cells","used_ms":0,"redo":true})");
  // A setup row never had them, and is written without them.
  const auto setup = decode("setup", R"({"color":"1","cells":"a20,b20"})");
  ASSERT_TRUE(setup.ok());
  EXPECT_EQ(setup.value().entry, "");
  EXPECT_EQ(BlokusGame::payload(setup.value()), R"({"color":"1","cells":"a20,b20"})");
}

TEST(BlokusRowsCodec, WhatTheHandWrittenReaderPassedOverIsStillPassedOver) {
  // Keys no declaration names; a time, a seed or a redo mark of another type reads as absent.
  const auto odd = decode(
      "place",
      R"({"color":"1","cells":"a20","note":"x","used_ms":"12","timeout_seed":-4,"redo":"yes"})");
  ASSERT_TRUE(odd.ok());
  EXPECT_EQ(odd.value().used_ms, 0);
  EXPECT_FALSE(odd.value().timeout_seed.has_value());
  EXPECT_FALSE(odd.value().redo);
  EXPECT_TRUE(decode("to_move", R"({"color":"1","cells":7})").ok());  // cells: not its field
  EXPECT_TRUE(decode("setup", R"({"color":"1","cells":"a20","entry":5})").ok());
}

TEST(BlokusRowsCodec, EveryFaultOfARowIsReportedAtItsPathInTheDeclaredOrder) {
  const auto both = decode("place", R"({"color":"9","cells":"zz"})");
  ASSERT_FALSE(both.ok());
  ASSERT_EQ(both.violations().size(), 2u);
  EXPECT_EQ(both.violations()[0],
            (Violation{InputReason::kNotOneOf,
                       {key("events[2].color"), Param{"value", std::string("9")},
                        Param{"allowed", std::string("1 | 2 | 3 | 4")}}}));
  EXPECT_EQ(both.violations()[1],
            (Violation{InputReason::kNotLike,
                       {key("events[2].cells"), Param{"value", std::string("zz")},
                        Param{"example", std::string("a20,b20")}}}));
  EXPECT_EQ(decode("setup", "{}").violations(),
            (Violations{Violation{InputReason::kMissing, {key("events[2].color")}},
                        Violation{InputReason::kMissing, {key("events[2].cells")}}}));
  EXPECT_EQ(decode("to_move", "[]").error(),
            (Violation{InputReason::kNotObject, {key("events[2]")}}));
  EXPECT_EQ(decode("place", "{").error().reason, ReasonCode(InputReason::kJsonSyntax));
  EXPECT_EQ(decode("jump", "{}").error().params.front(), key("events[2].kind"));
}

TEST(BlokusRowsCodec, AClockRowReadsAsItWasWrittenAndAsOldReadersDid) {
  const std::string pause = R"({"action":"pause","elapsed_ms":1500})";
  const auto row = blokus_clock_row(pause, "events[4]");
  ASSERT_TRUE(row.ok());
  EXPECT_FALSE(row.value().resumed());
  EXPECT_EQ(row.value().elapsed_ms, 1500);
  EXPECT_EQ(blokus_clock_payload(row.value()), pause);
  EXPECT_TRUE(blokus_clock_row(R"({"action":"resume","elapsed_ms":0})", "e").value().resumed());
  // An action or a time of another type: paused, nothing banked (never refused).
  const auto odd = blokus_clock_row(R"({"action":7,"elapsed_ms":1.5,"x":1})", "e");
  ASSERT_TRUE(odd.ok());
  EXPECT_FALSE(odd.value().resumed());
  EXPECT_EQ(odd.value().elapsed_ms, 0);
  EXPECT_EQ(blokus_clock_row("[1]", "events[4]").error(),
            (Violation{InputReason::kNotObject, {key("events[4]")}}));
  EXPECT_EQ(blokus_used_ms(R"({"color":"1","cells":"a20","used_ms":900})"), 900);
  EXPECT_EQ(blokus_used_ms(R"({"color":"1","cells":"a20"})"), 0);
}

// A session as the first versions stored it: moves with neither entry nor time, a pause
// and a resume beside them, an undo.
TEST(BlokusRowsCodec, AnOldSessionOpensAndExportsAsBefore) {
  auto store = db::Store::open_memory().value();
  db::NewSession session;
  session.game = "blokus";
  session.variant = "duo";
  session.rules_json = R"({"clocks":true})";  // before the clocks had a choice: 20+30
  session.seats = {db::SeatEntry{0, "Ann", "purple"}, db::SeatEntry{1, "Bo", "orange"}};
  const auto id = store.create_session(session).value();
  const std::vector<std::pair<const char*, const char*>> rows{
      {"place", R"({"color":"B","cells":"e10"})"},
      {"clock", R"({"action":"pause","elapsed_ms":700})"},
      {"clock", R"({"action":"resume","elapsed_ms":700})"},
      {"place", R"({"color":"W","cells":"j5"})"},
      {"place", R"({"color":"B","cells":"f8,f9"})"},
      {"undo", "{}"},
  };
  for (const auto& [kind, payload] : rows) ASSERT_TRUE(store.append_event(id, kind, payload).ok());
  BlokusController controller;
  const auto opened = controller.open(store, id, 0);
  ASSERT_TRUE(opened.ok()) << opened.error().reason.value();
  ASSERT_EQ(controller.moves().size(), 2u);
  EXPECT_EQ(controller.moves()[0].used_ms, 0);
  EXPECT_FALSE(controller.moves()[1].tray);
  EXPECT_TRUE(controller.clocks());
  EXPECT_TRUE(controller.can_redo());
  const auto record = load_session(store, id).value();
  const auto sgf = export_session(record, "blksgf", history_registry());
  ASSERT_TRUE(sgf.ok());
  EXPECT_NE(sgf.value().find("B[e10]"), std::string::npos) << sgf.value();
  EXPECT_EQ(sgf.value().find("f9"), std::string::npos) << sgf.value();  // undone
}

TEST(BlokusRowsCodec, ABadClockRowRefusesTheSessionWhereItLiesAndItsExportToo) {
  auto store = db::Store::open_memory().value();
  db::NewSession session;
  session.game = "blokus";
  session.variant = "duo";
  session.seats = {db::SeatEntry{0, "Ann", "purple"}, db::SeatEntry{1, "Bo", "orange"}};
  const auto id = store.create_session(session).value();
  ASSERT_TRUE(store.append_event(id, "place", R"({"color":"B","cells":"e10"})").ok());
  ASSERT_TRUE(store.append_event(id, "clock", "[1]").ok());
  BlokusController controller;
  const auto opened = controller.open(store, id, 0);
  ASSERT_FALSE(opened.ok());
  EXPECT_EQ(opened.error(), (Violation{InputReason::kNotObject, {key("events[1]")}}));
  const auto sgf = export_session(load_session(store, id).value(), "blksgf", history_registry());
  ASSERT_FALSE(sgf.ok());
  EXPECT_EQ(sgf.error(), opened.error());
}

}  // namespace
}  // namespace tableref::controllers
