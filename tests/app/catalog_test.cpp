#include "tableref/app/catalog.hpp"
#include "tableref/base/input_reason.hpp"
#include "tableref/controllers/export_reason.hpp"
#include "tableref/controllers/game_module.hpp"
#include "tableref/controllers/setup_reason.hpp"
#include "tableref/db/store_reason.hpp"
#include "tableref/db/sync_reason.hpp"
#include "tableref/referee/blokus/reason.hpp"
#include "tableref/vision/reason.hpp"

#include <gtest/gtest.h>

#include "reason_text.hpp"

#include <set>
#include <vector>

namespace tableref::app {
namespace {

Catalog shipped() {
  return Catalog::load(std::string(TABLEREF_ASSET_DIR) + "/strings");
}

TEST(CatalogTest, LoadsWithoutProblems) {
  const auto catalog = shipped();
  for (const auto& p : catalog.problems()) {
    ADD_FAILURE() << p.file << ":" << p.line << ": " << p.what;
  }
  EXPECT_GT(catalog.keys().size(), 20u);
}

// Every layer's codes: each registered game's rules, the photo reader, input, the store,
// setup and files.
std::vector<ReasonCode> every_reason() {
  std::vector<ReasonCode> all;
  for (const auto& game : controllers::game_modules()) {
    all.insert(all.end(), game.reasons.begin(), game.reasons.end());
  }
  for (const auto& layer :
       {vision::reasons(), input_reasons(), db::store_reasons(), db::sync_reasons(),
        controllers::setup_reasons(), controllers::export_reasons()}) {
    all.insert(all.end(), layer.begin(), layer.end());
  }
  return all;
}

TEST(CatalogTest, EveryReasonCodeIsUniqueAcrossTheLayers) {
  std::set<unsigned> codes;
  std::set<std::string> names;
  for (const auto& r : every_reason()) {
    EXPECT_TRUE(codes.insert(r.value()).second) << "duplicate code " << r.value();
    EXPECT_TRUE(names.insert(std::string(r.name())).second) << "duplicate name " << r.name();
    EXPECT_NE(r.name(), "unknown") << r.value();
  }
  EXPECT_EQ(db::StoreReason::kNewerVersion, ReasonCode{db::StoreReason::kNewerVersion});
  EXPECT_EQ(static_cast<unsigned>(db::StoreReason::kNewerVersion), 9005u);
  EXPECT_EQ(static_cast<unsigned>(controllers::SetupReason::kEmptyName), 9204u);
  EXPECT_EQ(static_cast<unsigned>(controllers::ExportReason::kFileError), 9304u);
}

TEST(CatalogTest, EveryReasonHasATextInEveryLanguage) {
  const auto catalog = shipped();
  for (const auto& r : every_reason()) {
    const std::string key = "reason." + std::string(r.name());
    EXPECT_TRUE(catalog.has(key)) << "missing catalog key " << key;
    for (auto language : kLanguages) {
      EXPECT_FALSE(catalog.text(language, key).empty()) << key;
    }
  }
}

TEST(CatalogTest, ChineseTextsAreNotEnglishCopies) {
  // A row whose Chinese column repeats the English one is an untranslated row.
  const auto catalog = shipped();
  for (const auto& key : catalog.keys()) {
    const auto en = catalog.text(Language::kEnglish, key);
    bool has_letters = false;
    for (char c : en) has_letters = has_letters || (c >= 'a' && c <= 'z');
    if (!has_letters || key.rfind("lang.", 0) == 0 || key.rfind("brand.", 0) == 0 ||
        en == "tableref")
      continue;
    EXPECT_NE(catalog.text(Language::kSimplifiedChinese, key), en) << key;
  }
}

TEST(CatalogTest, FormatsParametersAndRendersReasons) {
  const auto catalog = shipped();
  Violation v{db::StoreReason::kNewerVersion,
              {Param{"found", std::int64_t{3}}, Param{"supported", std::int64_t{1}}}};
  const auto en = catalog.render(Language::kEnglish, v);
  EXPECT_NE(en.find('3'), std::string::npos) << en;
  EXPECT_NE(en.find('1'), std::string::npos) << en;
  EXPECT_EQ(en.find('{'), std::string::npos) << en;
  const auto zh = catalog.render(Language::kSimplifiedChinese, v);
  EXPECT_NE(zh, en);
}

TEST(CatalogTest, MissingKeyIsVisible) {
  const auto catalog = shipped();
  EXPECT_EQ(catalog.text(Language::kEnglish, "no.such.key"), "[no.such.key]");
}

TEST(CatalogTest, BlokusCellsUseBoardCoordinates) {
  EXPECT_EQ(
      render_param(static_cast<blokus::Reason>(1001), std::vector<GridCell>{{0, 19}, {19, 0}}),
      "a20, t1");
  EXPECT_EQ(render_param(InputReason::kBadValue, std::vector<GridCell>{{3, 4}}), "(3,4)");
}

TEST(CatalogTest, PluralsFollowTheCountInEnglishAndStayOneFormInChinese) {
  const auto catalog = shipped();
  auto hint = [&](Language language, std::int64_t moves, std::int64_t corners) {
    return catalog.format(language, "blokus.hint.count",
                          {Param{"n", moves}, Param{"corners", corners}});
  };
  EXPECT_EQ(hint(Language::kEnglish, 1, 1), "Hint: 1 legal move, 1 playable corner (circled).");
  EXPECT_EQ(hint(Language::kEnglish, 12, 0), "Hint: 12 legal moves, 0 playable corners (circled).");
  EXPECT_EQ(hint(Language::kSimplifiedChinese, 1, 1),
            "提示：共 1 种合法放法，1 个可用角格（已圈出）。");
  // A cell list counts as its number of cells: "The cell c18 is", not "The cells c18 are".
  const Violation one{blokus::Reason::kBlokusOverlap,
                      {Param{"cells", std::vector<GridCell>{{2, 17}}}}};
  EXPECT_EQ(catalog.render(Language::kEnglish, one).rfind("The cell c18 is already covered", 0), 0u)
      << catalog.render(Language::kEnglish, one);
  const Violation two{blokus::Reason::kBlokusOverlap,
                      {Param{"cells", std::vector<GridCell>{{2, 17}, {3, 17}}}}};
  EXPECT_EQ(catalog.render(Language::kEnglish, two).rfind("The cells c18, d18 are", 0), 0u);
}

TEST(CatalogTest, NoEnglishTextHedgesItsPluralAndEveryPluralIsWellFormed) {
  // "card(s)" reads as a form nobody filled in; a plural choice says it properly.
  const auto catalog = shipped();
  for (const auto& key : catalog.keys()) {
    for (const auto language : kLanguages) {
      const std::string text = catalog.text(language, key);
      if (language == Language::kEnglish) {
        EXPECT_EQ(text.find("(s)"), std::string::npos) << key;
      }
      // Every parameter of a plural choice given as 2: no choice syntax may survive.
      std::vector<Param> params;
      for (auto at = text.find(", plural,"); at != std::string::npos;
           at = text.find(", plural,", at + 1)) {
        const auto open = text.rfind('{', at);
        params.push_back(Param{text.substr(open + 1, at - open - 1), std::int64_t{2}});
      }
      if (params.empty()) continue;
      const std::string shown = catalog.format(language, key, params);
      EXPECT_EQ(shown.find("plural"), std::string::npos) << key << ": " << shown;
      EXPECT_EQ(shown.find('#'), std::string::npos) << key << ": " << shown;
    }
  }
}

TEST(CatalogTest, AnEnglishDetailInAChineseSentenceIsTold) {
  // What the tests of each refusal check: the quoted data may be Latin, the sentence may not.
  const Violation detail{
      InputReason::kBadValue,
      {Param{"key", std::string("seat")}, Param{"detail", std::string("missing")}}};
  const std::string zh_detail = reason_text::rendered(detail);
  EXPECT_EQ(zh_detail, "“seat”的值无效：missing。");
  EXPECT_FALSE(reason_text::no_english_but_data(zh_detail, detail));
  const Violation missing{InputReason::kMissing, {Param{"key", std::string("seat")}}};
  EXPECT_TRUE(reason_text::no_english_but_data(reason_text::rendered(missing), missing));
  // The English sentence is English.
  EXPECT_FALSE(reason_text::no_english_but_data(reason_text::rendered(missing, Language::kEnglish),
                                                missing));
}

TEST(CatalogTest, DecodesUtf8) {
  const auto points = utf8_code_points("a方块");
  ASSERT_EQ(points.size(), 3u);
  EXPECT_EQ(points[1], U'方');
  EXPECT_EQ(points[2], U'块');
}

}  // namespace
}  // namespace tableref::app
