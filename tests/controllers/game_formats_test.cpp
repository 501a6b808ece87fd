// The session engine's file hooks (game_formats.hpp) on the tests' own tally game: a game's
// formats become the History registry's, the export folds the rows first (or hands over the
// rows as stored), and the import reads through the game.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tableref/base/input_reason.hpp"
#include "tableref/controllers/export_reason.hpp"
#include "tableref/controllers/game_formats.hpp"
#include "tableref/controllers/session_export.hpp"
#include "tableref/controllers/tally/game.hpp"

namespace tableref::controllers {
namespace {

// The tally with a file of its own: "total N", written from the folded state and read back
// as one "add" row; and a second, export-only format.
struct FiledTally : tally::Game {
  static std::vector<GameFileFormat> export_formats() {
    return {{"tally-total", ".tally", true}, {"tally-note", ".note", false}};
  }
  static Result<std::string> write_export(const State& state, const SessionRecord& record,
                                          std::string_view format) {
    return std::string(format) + " " + std::to_string(state.total) + " of " +
           std::to_string(record.events.size()) + " rows";
  }
  static Result<SessionRecord> read_import(std::string_view format, std::string_view text,
                                           const RenderText& render) {
    if (text.rfind("total ", 0) != 0) return Violation{InputReason::kMalformed};
    SessionRecord record;
    record.session.game = "tally";
    record.session.seats.push_back(db::SeatEntry{0, render ? render({"x", {}, {}}) : "P1", ""});
    record.events.push_back(
        db::Event{0, 1, "", "add", "{\"points\":" + std::string(text.substr(6)) + "}"});
    record.session.variant = std::string(format);
    return record;
  }
};

// A format written from the rows as stored, never folded.
struct RowsTally : tally::Game {
  static std::vector<GameFileFormat> export_formats() { return {{"tally-rows", ".rows", false}}; }
  static Result<std::string> write_rows_export(const SessionRecord& record,
                                               std::string_view /*format*/) {
    std::string kinds;
    for (const auto& row : record.events) kinds += row.kind + ";";
    return kinds;
  }
};

SessionRecord tally_record(const std::vector<std::string>& payloads) {
  SessionRecord record;
  record.session.id = 7;
  record.session.game = "tally";
  std::int64_t seq = 0;
  for (const auto& payload : payloads) {
    record.events.push_back(db::Event{7, ++seq, "", "add", payload});
  }
  return record;
}

TEST(GameFormats, AGamesFormatsBecomeTheRegistrysWithItsIdAndExtension) {
  const auto formats = session_formats<FiledTally>();
  ASSERT_EQ(formats.size(), 2u);
  EXPECT_EQ(formats[0].name, "tally-total");
  EXPECT_EQ(formats[0].game, "tally");
  EXPECT_EQ(formats[0].extension, ".tally");
  EXPECT_TRUE(formats[0].write);
  EXPECT_TRUE(formats[0].read);
  EXPECT_EQ(formats[1].name, "tally-note");
  EXPECT_TRUE(formats[1].write);
  EXPECT_FALSE(formats[1].read);  // export only
  // A game without the hook has no formats of its own.
  EXPECT_TRUE(session_formats<tally::Game>().empty());
}

TEST(GameFormats, TheExportIsWrittenFromTheFoldedStateUnderTheFormatsName) {
  HistoryRegistry registry;
  for (auto& format : session_formats<FiledTally>()) registry.add_format(std::move(format));
  const auto record = tally_record({"{\"points\":2}", "{\"points\":3}"});
  EXPECT_EQ(export_session(record, "tally-total", registry).value(), "tally-total 5 of 2 rows");
  EXPECT_EQ(export_session(record, "tally-note", registry).value(), "tally-note 5 of 2 rows");
  // Another game's session is refused by the shared dispatch, before the game is asked.
  auto other = record;
  other.session.game = "smashup";
  EXPECT_EQ(export_session(other, "tally-total", registry).error().reason,
            ExportReason::kOtherGameFormat);
}

TEST(GameFormats, ARowThatDoesNotFoldRefusesTheExportWithTheFoldsReason) {
  const auto formats = session_formats<FiledTally>();
  const auto refused = formats[0].write(tally_record({"{\"points\":2}", "{\"points\":-1}"}));
  ASSERT_FALSE(refused.ok());
  EXPECT_EQ(refused.error().reason, ReasonCode(tally::Reason::kNegativePoints));
  const auto broken = formats[0].write(tally_record({"{\"points\":\"two\"}"}));
  ASSERT_FALSE(broken.ok());
  EXPECT_EQ(broken.error().reason, ReasonCode(InputReason::kNotInteger));
}

TEST(GameFormats, ARowsExportGetsTheRowsAsStoredUnfolded) {
  const auto formats = session_formats<RowsTally>();
  ASSERT_EQ(formats.size(), 1u);
  EXPECT_FALSE(formats[0].read);
  // A refused row is no matter to a file of the rows as entered.
  EXPECT_EQ(formats[0].write(tally_record({"{\"points\":-1}", "{}"})).value(), "add;add;");
}

TEST(GameFormats, AnImportOfTheGamesExtensionIsReadByTheGame) {
  HistoryRegistry registry;
  for (auto& format : session_formats<FiledTally>()) registry.add_format(std::move(format));
  const RenderText render = [](const CatalogText&) { return std::string("Rendered"); };
  const auto record = read_session_file("/tmp/game.tally", "total 4", registry, render);
  ASSERT_TRUE(record.ok());
  EXPECT_EQ(record.value().session.variant, "tally-total");  // the format's name was passed
  EXPECT_EQ(record.value().session.seats.at(0).player, "Rendered");
  EXPECT_EQ(record.value().events.at(0).payload, "{\"points\":4}");
  EXPECT_EQ(read_session_file("/tmp/game.tally", "nonsense", registry, render).error().reason,
            ReasonCode(InputReason::kMalformed));
  // An export-only format's file is refused as not importable.
  EXPECT_EQ(read_session_file("/tmp/game.note", "total 4", registry, render).error().reason,
            ReasonCode(ExportReason::kNotImportable));
}

}  // namespace
}  // namespace tableref::controllers
