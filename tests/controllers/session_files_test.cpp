// Session files from a game's own screen (controllers/session_files): a folder typed to import
// from is listed by the game's formats, a file is imported as a session of that game with its
// seats named in the user's words, and an export goes to the path the user typed, atomically.
// Real files in a temporary folder, a real SQLite store, the real catalog and referee.
#include "tableref/controllers/session_files.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

#include "tableref/app/catalog.hpp"
#include "tableref/controllers/blokus/controller.hpp"
#include "tableref/controllers/export_reason.hpp"
#include "tableref/controllers/file_io.hpp"
#include "tableref/controllers/session_export.hpp"
#include "tableref/referee/blokus/game.hpp"
#include "tableref/referee/blokus/sgf.hpp"

namespace tableref::controllers {
namespace {

namespace fs = std::filesystem;

const app::Catalog& catalog() {
  static const app::Catalog c = app::Catalog::load(std::string(TABLEREF_ASSET_DIR) + "/strings");
  return c;
}

// The words of catalog texts in `language`, as a screen renders them.
RenderText words_in(app::Language language) {
  return [language](const CatalogText& text) {
    return catalog().format(language, text.key, text.params, text.keyed);
  };
}

// A two-player classic game of a few legal moves (each player holds two colors), as .blksgf.
std::string two_player_game() {
  blokus::GameState st(blokus::Variant::kClassicTwoPlayer);
  for (int i = 0; i < 4; ++i) {
    const auto color = *st.to_move();
    const auto moves = st.legal_moves(color);
    st.play_generated(color, moves.front());
  }
  return blokus::write_sgf(st);
}

class SessionFiles : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() /
           ("tableref_session_files_" +
            std::to_string(::testing::UnitTest::GetInstance()->random_seed()) + "_" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override {
    std::error_code ignored;
    fs::permissions(dir_ / "locked", fs::perms::owner_all, ignored);
    fs::remove_all(dir_);
  }
  [[nodiscard]] std::string file(const std::string& name) const { return (dir_ / name).string(); }
  void write(const std::string& name, const std::string& text) const {
    fs::create_directories(fs::path(file(name)).parent_path());
    std::ofstream(file(name), std::ios::binary) << text;
  }
  [[nodiscard]] std::size_t sessions() {
    return store_.list_sessions(db::SessionFilter{}).value().size();
  }
  // A stored Blokus Duo game of two moves.
  [[nodiscard]] std::int64_t duo_session() {
    return create_blokus_session_from_sgf(store_, "(;GM[Blokus Duo];B[e10];W[j5])", {"Ann", "Bo"})
        .value();
  }

  fs::path dir_;
  db::Store store_ = db::Store::open_memory().value();
};

std::string path_param(const Violation& v) {
  return std::get<std::string>(*v.find("path"));
}

TEST_F(SessionFiles, AFolderListsTheGamesFilesByNameAndNothingElse) {
  write("games/b.blksgf", two_player_game());
  write("games/a.blksgf", two_player_game());
  write("games/notes.txt", "x");
  write("games/session-1-blokus.json", "{}");  // History's JSON: not a Blokus format
  write("games/play.fumen", "v115@vh");        // another game's format
  fs::create_directories(file("games/folder.blksgf"));
  const auto source = import_source(file("games"), "blokus", history_registry());
  ASSERT_TRUE(source.ok());
  EXPECT_TRUE(source.value().folder);
  const std::vector<ImportFile> expected{{"a.blksgf", file("games/a.blksgf")},
                                         {"b.blksgf", file("games/b.blksgf")}};
  EXPECT_EQ(source.value().files, expected);
  // A game without a format to read finds nothing there.
  const auto hdcg = import_source(file("games"), "hdcg", history_registry());
  ASSERT_TRUE(hdcg.ok());
  EXPECT_TRUE(hdcg.value().files.empty());
}

TEST_F(SessionFiles, APathThatIsNoFolderIsTheOneFileToOpen) {
  const auto source = import_source(file("game.blksgf"), "blokus", history_registry());
  ASSERT_TRUE(source.ok());
  EXPECT_FALSE(source.value().folder);
  ASSERT_EQ(source.value().files.size(), 1u);
  EXPECT_EQ(source.value().files[0].path, file("game.blksgf"));
  EXPECT_EQ(source.value().files[0].name, "game.blksgf");
}

// Root lists every folder, and the tests run as root: the listing is tried in a child process
// that gives root up first (to nobody), so that the folder really cannot be listed there.
TEST_F(SessionFiles, AFolderThatCannotBeListedSaysSoWithItsPath) {
  fs::create_directories(file("locked"));
  fs::permissions(file("locked"), fs::perms::none);
  fs::permissions(dir_, fs::perms::others_exec, fs::perm_options::add);  // nobody reaches it
  const auto list_as_a_user = [this] {
    constexpr uid_t kNobody = 65534;
    if (::geteuid() == 0 && (::setgid(kNobody) != 0 || ::setuid(kNobody) != 0)) {
      std::fputs("could not give root up", stderr);
      std::_Exit(2);
    }
    const auto source = import_source(file("locked"), "blokus", history_registry());
    if (source.ok()) {
      std::fputs("the locked folder was listed", stderr);
      std::_Exit(1);
    }
    const bool said = source.error().reason == ExportReason::kCannotList &&
                      path_param(source.error()) == file("locked");
    std::fputs(said ? "cannot list, with its path" : "another error", stderr);
    std::_Exit(said ? 0 : 1);
  };
  EXPECT_EXIT(list_as_a_user(), ::testing::ExitedWithCode(0), "cannot list, with its path");
}

TEST_F(SessionFiles, AnImportedFileNamesItsSeatsInTheUsersWords) {
  write("game.blksgf", two_player_game());
  const std::vector<std::pair<app::Language, std::vector<std::string>>> cases{
      {app::Language::kEnglish, {"Blue+Red", "Yellow+Green"}},
      {app::Language::kSimplifiedChinese, {"蓝+红", "黄+绿"}},
      {app::Language::kTraditionalChinese, {"藍+紅", "黃+綠"}},
  };
  for (const auto& [language, names] : cases) {
    auto id = import_game_file(store_, file("game.blksgf"), "blokus", history_registry(),
                               words_in(language));
    ASSERT_TRUE(id.ok()) << static_cast<int>(id.error().reason.value());
    const auto session = store_.session(id.value()).value();
    EXPECT_EQ(session.game, "blokus");
    EXPECT_EQ(session.variant, "classic-2p");
    ASSERT_EQ(session.seats.size(), 2u);
    EXPECT_EQ(session.seats[0].player, names[0]);
    EXPECT_EQ(session.seats[1].player, names[1]);
    EXPECT_EQ(store_.events(id.value()).value().size(), 4u);
  }
  // History's import of the same file names them the same way.
  auto from_history = import_session_file(store_, file("game.blksgf"), history_registry(),
                                          words_in(app::Language::kSimplifiedChinese));
  ASSERT_TRUE(from_history.ok());
  EXPECT_EQ(store_.session(from_history.value()).value().seats[1].player, "黄+绿");
}

TEST_F(SessionFiles, ASoloGamesSeatIsTheSoloPlayerAndNoWordsMeanPlayerN) {
  blokus::GameState solo(blokus::Variant::kSoloTetromino);
  write("solo.blksgf", blokus::write_sgf(solo));
  auto id = import_game_file(store_, file("solo.blksgf"), "blokus", history_registry(),
                             words_in(app::Language::kTraditionalChinese));
  ASSERT_TRUE(id.ok());
  EXPECT_EQ(store_.session(id.value()).value().seats[0].player, "單人玩家");
  EXPECT_EQ(blokus_seat_name("purple", 0, words_in(app::Language::kEnglish)), "Purple");
  EXPECT_EQ(blokus_seat_name("blue+red", 1, {}), "Player 2");
}

TEST_F(SessionFiles, AGamesFileOpensWhateverItsExtension) {
  write("game.txt", "(;GM[Blokus Duo];B[e10];W[j5])");
  auto id = import_game_file(store_, file("game.txt"), "blokus", history_registry(),
                             words_in(app::Language::kEnglish));
  ASSERT_TRUE(id.ok());
  EXPECT_EQ(store_.session(id.value()).value().variant, "duo");
  EXPECT_EQ(store_.session(id.value()).value().seats[0].player, "Purple");
}

TEST_F(SessionFiles, AMalformedMissingOrUnreadableFileStoresNothing) {
  write("bad.blksgf", "(;GM[Blokus];1[z99])");
  const auto words = words_in(app::Language::kEnglish);
  const auto bad =
      import_game_file(store_, file("bad.blksgf"), "blokus", history_registry(), words);
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(bad.error().reason, ExportReason::kCannotRead);
  // The reason renders in every language (no English detail in a Chinese message).
  EXPECT_EQ(catalog().render(app::Language::kEnglish, bad.error()).find("[reason."),
            std::string::npos);
  const auto missing =
      import_game_file(store_, file("missing.blksgf"), "blokus", history_registry(), words);
  ASSERT_FALSE(missing.ok());
  EXPECT_EQ(missing.error().reason, ExportReason::kCannotRead);
  EXPECT_EQ(path_param(missing.error()), file("missing.blksgf"));
  fs::create_directories(file("a folder.blksgf"));
  const auto folder =
      import_game_file(store_, file("a folder.blksgf"), "blokus", history_registry(), words);
  ASSERT_FALSE(folder.ok());
  EXPECT_EQ(folder.error().reason, ExportReason::kCannotRead);
  EXPECT_EQ(sessions(), 0u);
  // A game with no format to read says so.
  const auto hdcg = import_game_file(store_, file("bad.blksgf"), "hdcg", history_registry(), words);
  ASSERT_FALSE(hdcg.ok());
  EXPECT_EQ(hdcg.error().reason, ExportReason::kNotImportable);
  EXPECT_EQ(sessions(), 0u);
}

TEST_F(SessionFiles, AnExportGoesToTheTypedPathAndItsFolderIsMade) {
  const std::int64_t id = duo_session();
  const auto expected =
      export_session(load_session(store_, id).value(), "blksgf", history_registry());
  ASSERT_TRUE(expected.ok());
  const auto written =
      export_session_to(store_, id, "blksgf", file("new/folder/duo.blksgf"), history_registry());
  ASSERT_TRUE(written.ok()) << path_param(written.error());
  EXPECT_EQ(written.value(), file("new/folder/duo.blksgf"));
  EXPECT_EQ(read_whole_file(written.value()).value(), expected.value());
  EXPECT_FALSE(fs::exists(file("new/folder/duo.blksgf.partial")));
  // A folder gets the file History would write there.
  const auto into = export_session_to(store_, id, "blksgf", file("new"), history_registry());
  ASSERT_TRUE(into.ok());
  EXPECT_EQ(into.value(), file("new/session-" + std::to_string(id) + "-blokus.blksgf"));
  EXPECT_EQ(read_whole_file(into.value()).value(), expected.value());
  // The path a screen offers: History's name in the exports folder next to the database.
  EXPECT_EQ(
      export_file_path(file("db/tableref.db"), id, "blokus", "blksgf", history_registry()),
      (fs::path(file("db")) / "exports" / ("session-" + std::to_string(id) + "-blokus.blksgf"))
          .string());
}

TEST_F(SessionFiles, AFailedExportNamesTheFileAndKeepsTheOldOne) {
  const std::int64_t id = duo_session();
  // A folder that cannot be made: a file stands where it should be.
  write("plain", "not a folder");
  const auto no_folder =
      export_session_to(store_, id, "blksgf", file("plain/duo.blksgf"), history_registry());
  ASSERT_FALSE(no_folder.ok());
  EXPECT_EQ(no_folder.error().reason, ExportReason::kCannotWrite);
  EXPECT_EQ(path_param(no_folder.error()), file("plain/duo.blksgf"));
  EXPECT_EQ(read_whole_file(file("plain")).value(), "not a folder");
  // A file that cannot be written (its temporary neighbour is a folder): the old one stays.
  write("old.blksgf", "the old game");
  fs::create_directories(file("old.blksgf.partial"));
  const auto refused =
      export_session_to(store_, id, "blksgf", file("old.blksgf"), history_registry());
  ASSERT_FALSE(refused.ok());
  EXPECT_EQ(refused.error().reason, ExportReason::kCannotWrite);
  EXPECT_EQ(path_param(refused.error()), file("old.blksgf"));
  EXPECT_EQ(read_whole_file(file("old.blksgf")).value(), "the old game");
  // A session that does not exist writes nothing.
  EXPECT_FALSE(
      export_session_to(store_, id + 99, "blksgf", file("none.blksgf"), history_registry()).ok());
  EXPECT_FALSE(fs::exists(file("none.blksgf")));
}

}  // namespace
}  // namespace tableref::controllers
