#include "tableref/referee/blokus/sgf.hpp"
#include "tableref/referee/blokus/reason.hpp"

#include <algorithm>
#include <cctype>
#include <cstdint>

namespace tableref::blokus {
namespace {

struct Value {
  std::string text;
  int line = 0;
  int column = 0;
};

struct Property {
  std::string id;  // upper case
  int line = 0;
  int column = 0;
  std::vector<Value> values;
};

using Node = std::vector<Property>;

Violation syntax(int line, int column, std::string expected) {
  return Violation(Reason::kBlokusSgfSyntax, {{"line", std::int64_t{line}},
                                              {"column", std::int64_t{column}},
                                              {"expected", std::move(expected)}});
}

class Parser {
 public:
  explicit Parser(std::string_view text) : s_(text) {
    if (s_.substr(0, 3) == "\xEF\xBB\xBF") i_ = 3;  // a UTF-8 byte order mark
  }

  // Every game tree's main line.
  Result<std::vector<std::vector<Node>>> collection() {
    std::vector<std::vector<Node>> games;
    skip_space();
    while (!eof()) {
      if (peek() != '(') {
        if (games.empty()) return syntax(line_, column_, "\"(;\"");
        return syntax(line_, column_, "\"(\" or the end of the file");
      }
      std::vector<Node> main;
      if (auto error = tree(main, 0)) return *error;
      games.push_back(std::move(main));
      skip_space();
    }
    if (games.empty()) return Violation(Reason::kBlokusSgfNoGame);
    return games;
  }

 private:
  bool eof() const { return i_ >= s_.size(); }
  char peek() const { return s_[i_]; }
  void next() {
    if (s_[i_] == '\n') {
      ++line_;
      column_ = 1;
    } else if ((static_cast<unsigned char>(s_[i_]) & 0xC0) != 0x80) {
      ++column_;  // count code points, not UTF-8 continuation bytes
    }
    ++i_;
  }
  void skip_space() {
    while (!eof() && std::isspace(static_cast<unsigned char>(peek()))) next();
  }

  // Appends the main line of the tree at the cursor to `main` (when `keep`).
  std::optional<Violation> tree(std::vector<Node>& main, int depth, bool keep = true) {
    if (depth > 1000) return syntax(line_, column_, "less nesting");
    next();  // '('
    skip_space();
    if (eof() || peek() != ';') return syntax(line_, column_, "\";\"");
    while (!eof() && peek() == ';') {
      Node node;
      if (auto error = parse_node(node)) return error;
      if (keep) main.push_back(std::move(node));
      skip_space();
    }
    bool first = true;
    while (!eof() && peek() == '(') {
      if (auto error = tree(main, depth + 1, keep && first)) return error;
      first = false;
      skip_space();
    }
    if (eof() || peek() != ')') return syntax(line_, column_, "\")\"");
    next();
    return std::nullopt;
  }

  std::optional<Violation> parse_node(Node& node) {
    next();  // ';'
    skip_space();
    while (!eof() && std::isalnum(static_cast<unsigned char>(peek()))) {
      Property p;
      p.line = line_;
      p.column = column_;
      while (!eof() && std::isalnum(static_cast<unsigned char>(peek()))) {
        p.id += static_cast<char>(std::toupper(static_cast<unsigned char>(peek())));
        next();
      }
      skip_space();
      if (eof() || peek() != '[') return syntax(line_, column_, "\"[\"");
      while (!eof() && peek() == '[') {
        next();
        Value v;
        v.line = line_;
        v.column = column_;
        while (true) {
          if (eof()) return syntax(line_, column_, "\"]\"");
          if (peek() == ']') break;
          if (peek() == '\\') {
            next();
            if (eof()) return syntax(line_, column_, "\"]\"");
          }
          v.text += peek();
          next();
        }
        next();  // ']'
        p.values.push_back(std::move(v));
        skip_space();
      }
      node.push_back(std::move(p));
    }
    if (!eof() && peek() != ';' && peek() != '(' && peek() != ')') {
      return syntax(line_, column_, "a property, \";\", \"(\" or \")\"");
    }
    return std::nullopt;
  }

  std::string_view s_;
  std::size_t i_ = 0;
  int line_ = 1;
  int column_ = 1;
};

std::string trim(std::string_view t) {
  std::size_t b = 0;
  std::size_t e = t.size();
  while (b < e && std::isspace(static_cast<unsigned char>(t[b]))) ++b;
  while (e > b && std::isspace(static_cast<unsigned char>(t[e - 1]))) --e;
  return std::string(t.substr(b, e - b));
}

// The bad cell's own line and column: the value's start, advanced over the text before it.
Violation bad_cell(const Value& v, std::size_t offset, std::string text) {
  int line = v.line;
  int column = v.column;
  for (std::size_t i = 0; i < offset && i < v.text.size(); ++i) {
    if (v.text[i] == '\n') {
      ++line;
      column = 1;
    } else if ((static_cast<unsigned char>(v.text[i]) & 0xC0) != 0x80) {
      ++column;
    }
  }
  return Violation(
      Reason::kBlokusSgfBadCell,
      {{"line", std::int64_t{line}}, {"column", std::int64_t{column}}, {"value", std::move(text)}});
}

Result<std::vector<GridCell>> parse_cells(const Value& v) {
  std::vector<GridCell> cells;
  std::size_t start = 0;
  const std::string& t = v.text;
  while (true) {
    const auto comma = t.find(',', start);
    const auto raw = std::string_view(t).substr(
        start, comma == std::string::npos ? std::string::npos : comma - start);
    const auto part = trim(raw);
    const auto cell = parse_cell(part);
    if (!cell) {
      std::size_t lead = 0;
      while (lead < raw.size() && std::isspace(static_cast<unsigned char>(raw[lead]))) ++lead;
      return bad_cell(v, start + lead, part);
    }
    cells.push_back(*cell);
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  return cells;
}

// SGF's DT is a list of dates ("2024-03-09,10" or "2024-03-09"); the first one, when it is
// a whole YYYY-MM-DD.
std::string first_full_date(std::string_view raw) {
  const std::string text = trim(raw);
  if (text.size() < 10) return {};
  for (std::size_t i = 0; i < 10; ++i) {
    const bool dash = i == 4 || i == 7;
    if (dash ? text[i] != '-' : !std::isdigit(static_cast<unsigned char>(text[i]))) return {};
  }
  if (text.size() > 10 && text[10] != ',') return {};
  return text.substr(0, 10);
}

Violation bad_property(const Property& p, const std::string& game_name) {
  return Violation(Reason::kBlokusSgfBadProperty, {{"line", std::int64_t{p.line}},
                                                   {"column", std::int64_t{p.column}},
                                                   {"property", p.id},
                                                   {"game", game_name}});
}

// Setup properties (AB, AW, A1..A4) add pieces without a move.
bool is_setup(const Property& p) {
  return p.id == "A1" || p.id == "A2" || p.id == "A3" || p.id == "A4" || p.id == "AB" ||
         p.id == "AW";
}

// The color name a move or setup property carries in its id: "1".."4" or "B", "W".
std::string color_id_of(const Property& p, bool duo) {
  std::string color_id = p.id;
  if (is_setup(p)) color_id = p.id.substr(1);
  // Pentobi before 0.2 named the classic colors.
  if (!duo) {
    if (p.id == "BLUE") color_id = "1";
    if (p.id == "YELLOW") color_id = "2";
    if (p.id == "RED") color_id = "3";
    if (p.id == "GREEN") color_id = "4";
  }
  return color_id;
}

// The pieces a move or setup property of `color` places.
std::optional<Violations> add_placements(const Property& p, Color color, bool overruled,
                                         SgfGame& game) {
  if (is_setup(p)) {  // one piece per value
    for (const auto& v : p.values) {
      auto cells = parse_cells(v);
      if (!cells) return cells.violations();
      game.placements.push_back(
          SgfPlacement{color, std::move(cells).value(), true, false, v.line, v.column});
    }
    return std::nullopt;
  }
  // A move: one value (Pentobi before 0.3 wrote one value per cell). An empty value is
  // a pass, which early Pentobi wrote; a pass changes nothing on the board.
  std::vector<GridCell> move;
  for (const auto& v : p.values) {
    if (trim(v.text).empty()) continue;
    auto cells = parse_cells(v);
    if (!cells) return cells.violations();
    move.insert(move.end(), cells.value().begin(), cells.value().end());
  }
  if (move.empty()) return std::nullopt;
  game.placements.push_back(SgfPlacement{color, std::move(move), false, overruled,
                                         p.values.front().line, p.values.front().column});
  return std::nullopt;
}

// One property of a node, into `game`: who is to move (PL), a move or setup, or nothing.
// AE (removing pieces) and a color the variant has not are refused.
std::optional<Violations> read_property(const Property& p, bool overruled,
                                        const std::string& game_name, SgfGame& game) {
  const bool duo = game.variant == Variant::kDuo || game.variant == Variant::kJunior;
  const bool setup = is_setup(p);
  if (p.id == "AE") return Violations{bad_property(p, game_name)};
  const std::string color_id = color_id_of(p, duo);
  if (p.id == "PL") {
    const auto color = color_from_name(game.variant, trim(p.values.front().text));
    if (!color) return Violations{bad_property(p, game_name)};
    game.to_move.emplace_back(game.placements.size(), *color);
    return std::nullopt;
  }
  const bool move_like = setup || color_id.size() == 1;
  if (!move_like) return std::nullopt;  // CA, AP, DT, PB, C, ... carry nothing for the referee
  const bool named = duo ? (color_id == "B" || color_id == "W")
                         : (color_id.size() == 1 && color_id[0] >= '1' && color_id[0] <= '4');
  if (!named) {
    if (setup || color_id == "B" || color_id == "W" || (color_id[0] >= '1' && color_id[0] <= '4')) {
      return Violations{bad_property(p, game_name)};
    }
    return std::nullopt;
  }
  const auto color = color_from_name(game.variant, color_id);
  if (!color) return Violations{bad_property(p, game_name)};
  return add_placements(p, *color, overruled, game);
}

Result<SgfGame> interpret(const std::vector<Node>& nodes) {
  SgfGame game;
  const Property* gm = nullptr;
  for (const auto& p : nodes.front()) {
    if (p.id == "GM") gm = &p;
  }
  if (gm == nullptr) {
    return Violation(Reason::kBlokusSgfUnknownGame,
                     {{"line", std::int64_t{1}}, {"column", std::int64_t{1}}, {"game", ""}});
  }
  const auto name = trim(gm->values.front().text);
  const auto variant = variant_from_sgf_game(name);
  if (!variant) {
    return Violation(Reason::kBlokusSgfUnknownGame,
                     {{"line", std::int64_t{gm->values.front().line}},
                      {"column", std::int64_t{gm->values.front().column}},
                      {"game", name}});
  }
  game.variant = *variant;
  for (const auto& p : nodes.front()) {
    if (p.id == "DT") game.date = first_full_date(p.values.front().text);
  }
  for (const auto& node : nodes) {
    // OV[1]: the table overruled the referee on this node's move.
    const bool overruled = std::any_of(node.begin(), node.end(), [](const Property& p) {
      return p.id == "OV" && !p.values.empty() && p.values.front().text == "1";
    });
    for (const auto& p : node) {
      if (auto bad = read_property(p, overruled, name, game)) return std::move(*bad);
    }
  }
  return game;
}

}  // namespace

std::size_t SgfGame::move_count() const {
  return static_cast<std::size_t>(
      std::count_if(placements.begin(), placements.end(), [](auto& p) { return !p.setup; }));
}

Result<std::vector<SgfGame>> read_sgf_collection(std::string_view text) {
  Parser parser(text);
  auto trees = parser.collection();
  if (!trees) return trees.violations();
  std::vector<SgfGame> games;
  for (const auto& nodes : trees.value()) {
    auto game = interpret(nodes);
    if (!game) return game.violations();
    games.push_back(std::move(game).value());
  }
  return games;
}

Result<SgfGame> read_sgf(std::string_view text) {
  auto games = read_sgf_collection(text);
  if (!games) return games.violations();
  return std::move(games.value().front());
}

Replay replay(const SgfGame& game, Options options) {
  Replay r{GameState(game.variant, options), game.move_count(), std::nullopt};
  std::size_t index = 0;
  std::size_t pl = 0;
  for (std::size_t i = 0; i <= game.placements.size(); ++i) {
    while (pl < game.to_move.size() && game.to_move[pl].first == i) {
      r.state.set_to_move(game.to_move[pl].second);
      ++pl;
    }
    if (i == game.placements.size()) break;
    const auto& p = game.placements[i];
    auto result = p.setup       ? r.state.setup(p.color, p.cells)
                  : p.overruled ? r.state.overrule(p.color, p.cells)
                                : r.state.play(p.color, p.cells);
    if (!result) {
      r.first_invalid = InvalidMove{index, p.color, result.violations(), p.line, p.column};
      break;
    }
    if (!p.setup) ++index;
  }
  return r;
}

std::string sgf_game_name(Variant variant) {
  switch (variant) {
    case Variant::kClassic:
    case Variant::kClassicTeams:
      return "Blokus";
    case Variant::kClassicTwoPlayer:
      return "Blokus Two-Player";
    case Variant::kClassicThreePlayer:
      return "Blokus Three-Player";
    case Variant::kDuo:
      return "Blokus Duo";
    case Variant::kJunior:
      return "Blokus Junior";
    case Variant::kTrigon:
      return "Blokus Trigon";
    case Variant::kTrigonTwoPlayer:
      return "Blokus Trigon Two-Player";
    case Variant::kTrigonThreePlayer:
      return "Blokus Trigon Three-Player";
    default:
      return "tableref Blokus " + std::string(variant_info(variant).name);
  }
}

std::optional<Variant> variant_from_sgf_game(std::string_view name) {
  auto lower = [](std::string_view t) {
    std::string out;
    for (char c : t) out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
  };
  const auto wanted = lower(name);
  for (auto v : kEveryVariant) {
    if (v == Variant::kClassicTeams) continue;  // same GM as classic
    if (lower(sgf_game_name(v)) == wanted) return v;
  }
  return std::nullopt;
}

std::string format_cell(GridCell cell) {
  // Columns a..z, then aa, ab, ... (Trigon's 35 columns end at ai).
  std::string out;
  if (cell.x >= 26) {
    out += static_cast<char>('a' + cell.x / 26 - 1);
    out += static_cast<char>('a' + cell.x % 26);
  } else {
    out += static_cast<char>('a' + cell.x);
  }
  out += std::to_string(cell.y + 1);
  return out;
}

std::string format_cells(std::vector<GridCell> cells) {
  std::sort(cells.begin(), cells.end(), [](const GridCell& a, const GridCell& b) {
    return a.y != b.y ? a.y < b.y : a.x < b.x;
  });
  std::string out;
  for (const auto& c : cells) {
    if (!out.empty()) out += ',';
    out += format_cell(c);
  }
  return out;
}

std::optional<GridCell> parse_cell(std::string_view text) {
  // One or two letters (a..z, then aa, ab, ...: a = 0, z = 25, aa = 26), then the row from 1.
  std::size_t letters = 0;
  while (letters < text.size() && std::isalpha(static_cast<unsigned char>(text[letters]))) {
    ++letters;
  }
  if (letters < 1 || letters > 2 || text.size() - letters < 1 || text.size() - letters > 2) {
    return std::nullopt;
  }
  int column = 0;
  for (std::size_t i = 0; i < letters; ++i) {
    const int letter = std::tolower(static_cast<unsigned char>(text[i])) - 'a';
    column = letters == 2 && i == 0 ? (letter + 1) * 26 : column + letter;
  }
  // No board has more columns than Trigon's 35 (a..ai): a name beyond is no cell at all,
  // while a cell of a wider board is a cell off this one (judged by the referee).
  if (column >= 35) return std::nullopt;
  int row = 0;
  for (std::size_t i = letters; i < text.size(); ++i) {
    if (!std::isdigit(static_cast<unsigned char>(text[i]))) return std::nullopt;
    row = row * 10 + (text[i] - '0');
  }
  if (row < 1 || text[letters] == '0') return std::nullopt;
  return GridCell{column, row - 1};
}

std::string write_sgf(const GameState& state, std::string_view date) {
  const auto variant = state.variant();
  std::string out = "(;FF[4]CA[UTF-8]AP[tableref]GM[" + sgf_game_name(variant) + "]";
  if (date.size() == 10 && first_full_date(date) == date) out += "DT[" + std::string(date) + "]";
  bool root = true;
  for (const auto& m : state.history()) {
    const auto cells = format_cells(state.cells_of(m.placement));
    const std::string color(color_name(variant, m.color));
    if (m.setup) {
      out += root ? "" : ";";
      out += "A" + color + "[" + cells + "]";
      continue;
    }
    if (root && !state.history().front().setup) root = false;
    if (root) {  // after setup, say who moves first (setup does not pass the turn)
      out += "PL[" + color + "]";
      root = false;
    }
    out += ";" + color + "[" + cells + "]";
    if (m.overruled) out += "OV[1]";
  }
  out += ")";
  return out;
}

}  // namespace tableref::blokus
