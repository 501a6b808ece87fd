// Every catalog key the app's code names as a string literal has its row in
// assets/strings/*.tsv, with a text in English, 简体中文 and 繁體中文. A key missing from the
// catalog shows as "[key]" on screen: this finds it before a user does.
//
// What the scan reads (app/gui, app/cli, app/controllers, .cpp and .hpp):
// - screens and the CLI: the literals in the first argument of `tr(...)` (both sides of a
//   `cond ? "a" : "b"` among them), the key argument of `catalog.text(language, "...")` and
//   `catalog.format(language, "...", ...)`, and the key a screen's `title_key()` returns;
// - controllers: every literal shaped like a key (`word.word...`), since they hand keys to the
//   screens inside data (CatalogText lines, setup options, variants), less the few dotted
//   literals that are not catalog keys (kNotKeys below, each with what it is).
// Skipped, honestly: keys built at run time ("hdcg.phase." + name, a literal next to a `+`,
// or one ending in "."): the reason and plural tests and the per-game catalog tests cover the
// families they come from; and keys that reach `tr` through a variable.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "tableref/app/catalog.hpp"

namespace tableref::app {
namespace {

namespace fs = std::filesystem;

// Dotted literals in app/controllers that are not catalog keys.
const std::set<std::string, std::less<>> kNotKeys = {
    "hdcg.library",              // the store's settings row holding the HDCG card library
    "smashup.custom_bases",      // the store's settings row of the table's own bases
    "smashup.name_corrections",  // the store's settings row of the name corrections
    "hub.device_name",           // the store's settings rows of the club's state (club.hpp)
    "hub.last_sync",
    "hub.last_error",
    "modifier.stat",  // a JSON path in an input error
    "session.id",     // JSON paths in the session export's input errors
    "session.status",
    "session.rules",
    "session.result",
    "session.seats",
};

struct Use {
  std::string key;
  std::string where;  // file:line
};

bool looks_like_key(const std::string& s) {
  if (s.empty() || s.back() == '.' || !std::islower(static_cast<unsigned char>(s[0]))) {
    return false;
  }
  bool dot = false;
  for (char c : s) {
    const auto u = static_cast<unsigned char>(c);
    if (c == '.') {
      dot = true;
    } else if (!(std::islower(u) || std::isdigit(u) || c == '_' || c == '-')) {
      return false;
    }
  }
  return dot && s.find("..") == std::string::npos;
}

// The file's text with comments blanked (same length, newlines kept), so that line numbers
// hold and a key named in a comment is not taken for a use.
std::string without_comments(const std::string& text) {
  std::string out = text;
  for (std::size_t i = 0; i < out.size(); ++i) {
    if (out[i] == '"' || out[i] == '\'') {
      const char quote = out[i];
      for (++i; i < out.size() && out[i] != quote; ++i) {
        if (out[i] == '\\') ++i;
      }
    } else if (out.compare(i, 2, "//") == 0) {
      while (i < out.size() && out[i] != '\n') out[i++] = ' ';
    } else if (out.compare(i, 2, "/*") == 0) {
      const std::size_t end = out.find("*/", i + 2);
      const std::size_t stop = end == std::string::npos ? out.size() : end + 2;
      for (; i < stop; ++i) {
        if (out[i] != '\n') out[i] = ' ';
      }
      --i;
    }
  }
  return out;
}

int line_of(const std::string& text, std::size_t pos) {
  return 1 +
         static_cast<int>(std::count(text.begin(), text.begin() + static_cast<long>(pos), '\n'));
}

char previous_non_space(const std::string& text, std::size_t pos) {
  while (pos > 0) {
    const char c = text[--pos];
    if (!std::isspace(static_cast<unsigned char>(c))) return c;
  }
  return '\0';
}

char next_non_space(const std::string& text, std::size_t pos) {
  for (; pos < text.size(); ++pos) {
    if (!std::isspace(static_cast<unsigned char>(text[pos]))) return text[pos];
  }
  return '\0';
}

// The literals in text[begin, end), those next to a `+` or ending in "." (built at run time)
// left out; with `key_shaped`, only those shaped like a key (elsewhere in a controller a
// literal is a key only if it looks like one; in a tr() argument every literal is meant as
// one, so "Hdcg.Title" is reported rather than skipped).
void literals(const std::string& text, std::size_t begin, std::size_t end, const std::string& file,
              std::vector<Use>& uses, bool key_shaped = false) {
  for (std::size_t i = begin; i < end; ++i) {
    if (text[i] == '\'') {
      for (++i; i < end && text[i] != '\''; ++i) {
        if (text[i] == '\\') ++i;
      }
      continue;
    }
    if (text[i] != '"') continue;
    const std::size_t open = i;
    std::string value;
    for (++i; i < end && text[i] != '"'; ++i) {
      if (text[i] == '\\') ++i;
      value += text[i];
    }
    if (previous_non_space(text, open) == '+' || next_non_space(text, i + 1) == '+') continue;
    if (!value.empty() && value.back() == '.') continue;
    if (!key_shaped || looks_like_key(value))
      uses.push_back({value, file + ":" + std::to_string(line_of(text, open))});
  }
}

// Where the argument starting at `pos` (just after '(' or ',') ends: at the top-level ',' or
// the closing ')'.
std::size_t argument_end(const std::string& text, std::size_t pos) {
  int depth = 0;
  for (; pos < text.size(); ++pos) {
    const char c = text[pos];
    if (c == '"' || c == '\'') {
      for (++pos; pos < text.size() && text[pos] != c; ++pos) {
        if (text[pos] == '\\') ++pos;
      }
    } else if (c == '(' || c == '[' || c == '{') {
      ++depth;
    } else if (c == ')' || c == ']' || c == '}') {
      if (depth == 0) return pos;
      --depth;
    } else if (c == ',' && depth == 0) {
      return pos;
    }
  }
  return pos;
}

// The literals of argument `index` (0-based) of every call `name(` (not part of a longer name).
void call_arguments(const std::string& text, const std::string& name, int index,
                    const std::string& file, std::vector<Use>& uses) {
  const std::string call = name + "(";
  for (std::size_t at = text.find(call); at != std::string::npos;
       at = text.find(call, at + call.size())) {
    if (at > 0) {
      const auto before = static_cast<unsigned char>(text[at - 1]);
      if (std::isalnum(before) || before == '_') continue;
    }
    std::size_t start = at + call.size();
    for (int skip = 0; skip < index && start < text.size(); ++skip) {
      start = argument_end(text, start);
      if (start >= text.size() || text[start] != ',') break;
      ++start;
    }
    literals(text, start, argument_end(text, start), file, uses);
  }
}

std::vector<Use> keys_used_in_code() {
  const fs::path root(TABLEREF_SOURCE_DIR);
  std::vector<Use> uses;
  for (const char* dir : {"app/gui", "app/cli", "app/controllers"}) {
    const bool controllers = std::string(dir) == "app/controllers";
    for (const auto& entry : fs::recursive_directory_iterator(root / dir)) {
      const auto ext = entry.path().extension();
      if (!entry.is_regular_file() || (ext != ".cpp" && ext != ".hpp")) continue;
      std::ifstream in(entry.path(), std::ios::binary);
      std::stringstream buffer;
      buffer << in.rdbuf();
      const std::string text = without_comments(buffer.str());
      const std::string file = fs::relative(entry.path(), root).generic_string();
      if (controllers) {
        std::vector<Use> found;
        literals(text, 0, text.size(), file, found, true);
        // A layer's reason table (setup_reason.hpp, export_reason.hpp) names its codes;
        // their messages are the catalog's "reason." rows.
        const bool reason_table = file.ends_with("_reason.hpp");
        for (auto& use : found) {
          // #include "x.hpp" is a file name; the listed literals are not keys.
          const bool header = use.key.size() > 4 && use.key.ends_with(".hpp");
          if (header || kNotKeys.contains(use.key)) continue;
          if (reason_table) use.key = "reason." + use.key;
          uses.push_back(std::move(use));
        }
        continue;
      }
      call_arguments(text, "tr", 0, file, uses);
      call_arguments(text, "catalog.text", 1, file, uses);
      call_arguments(text, "catalog.format", 1, file, uses);
      for (std::size_t at = text.find("title_key()"); at != std::string::npos;
           at = text.find("title_key()", at + 1)) {
        const std::size_t end = text.find(';', at);
        literals(text, at, end == std::string::npos ? text.size() : end, file, uses);
      }
    }
  }
  return uses;
}

TEST(CatalogKeysInCode, EveryKeyNamedInTheCodeHasARowInEveryLanguage) {
  const auto catalog = Catalog::load(std::string(TABLEREF_ASSET_DIR) + "/strings");
  const auto uses = keys_used_in_code();
  // The scan finds the keys at all (a scan that reads nothing would pass).
  ASSERT_GT(uses.size(), 400u);
  std::set<std::string> reported;
  for (const auto& use : uses) {
    if (!catalog.has(use.key)) {
      if (reported.insert(use.key).second) {
        ADD_FAILURE() << use.where << ": no catalog row for \"" << use.key
                      << "\" (add it to assets/strings/*.tsv in en, zh-Hans and zh-Hant)";
      }
      continue;
    }
    for (auto language : kLanguages) {
      EXPECT_FALSE(catalog.text(language, use.key).empty())
          << use.where << ": \"" << use.key << "\" has no " << language_code(language) << " text";
    }
  }
}

// The scan itself: it reads a tr() argument's two sides, skips built keys and comments, and
// takes text that is no key for a key (reported, since tr() needs one).
TEST(CatalogKeysInCode, TheScanReadsTernariesAndSkipsBuiltKeys) {
  const std::string code = without_comments(
      "x = ctx.tr(a ? \"one.key\" : \"two.key\", {Param{\"n\", \"not.this\"}});\n"
      "y = ctx.tr(\"pre.fix.\" + name);  // ctx.tr(\"in.comment\")\n"
      "z = ctx.tr(\"kind.\" + std::string(name)); w = str(\"not.tr\"); ctx.tr(\"Hard text\");\n");
  std::vector<Use> uses;
  call_arguments(code, "tr", 0, "f", uses);
  std::vector<std::string> keys;
  for (const auto& use : uses) keys.push_back(use.key);
  EXPECT_EQ(keys, (std::vector<std::string>{"one.key", "two.key", "Hard text"}));
}

}  // namespace
}  // namespace tableref::app
