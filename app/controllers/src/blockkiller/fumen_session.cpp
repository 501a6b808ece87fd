#include "tableref/controllers/blockkiller/fumen_session.hpp"

#include <algorithm>
#include <variant>
#include <vector>

#include "tableref/controllers/blockkiller/controller.hpp"
#include "tableref/controllers/blockkiller/draft.hpp"
#include "tableref/controllers/blockkiller/game.hpp"
#include "tableref/referee/blockkiller/fumen.hpp"

namespace tableref::controllers {
namespace {

namespace bk = blockkiller;

std::string name_of(const std::vector<db::SeatEntry>& seats, int seat) {
  for (const auto& s : seats) {
    if (s.seat == seat) return s.player;
  }
  return "Player " + std::to_string(seat + 1);
}

// "Play 3: Ann -> Bo, attack 4" / "Defence: Bo against 4 from Ann, attack 1, offset 3".
std::string play_comment(int number, const std::string& who, const std::string& detail,
                         const bk::PlaySummary& play) {
  std::string text = "Play " + std::to_string(number) + ": " + who + detail + ", attack " +
                     std::to_string(play.attack);
  if (play.offset > 0) text += ", offset " + std::to_string(play.offset);
  return text;
}

}  // namespace

Result<std::string> blockkiller_session_fumen(const SessionRecord& record) {
  auto log = blockkiller_log(record.events);
  if (!log) return log.violations();
  const auto& seats = record.session.seats;
  std::vector<bk::fumen::Page> pages;
  int number = 0;
  int last_attack = 0;
  int last_attacker = 0;
  for (const auto& logged : log.value()) {
    const bk::PlaySummary* summary = nullptr;
    std::string comment;
    if (const auto* play = std::get_if<bk::PlayEvent>(&logged.event)) {
      summary = &play->play;
      last_attack = play->play.attack;
      last_attacker = play->player;
      comment = play_comment(++number, name_of(seats, play->player),
                             " -> " + name_of(seats, play->target), play->play);
    } else if (const auto* defend = std::get_if<bk::DefendEvent>(&logged.event)) {
      if (!defend->play) continue;
      summary = &*defend->play;
      comment = play_comment(++number, name_of(seats, defend->player),
                             " defends against " + std::to_string(last_attack) + " from " +
                                 name_of(seats, last_attacker),
                             *defend->play);
    } else {
      continue;
    }
    const auto& entry = logged.entry;
    if (!entry || entry->mode == EntryMode::kQuick) {
      // No cells were recorded: one page with an empty field says what the table entered.
      const auto count = [](std::size_t n, const char* what) {
        return std::to_string(n) + " " + what + (n == 1 ? "" : "s");
      };
      std::string detail = " (quick entry, no cells";
      if (entry) {
        std::size_t lines = 0;
        for (const auto& p : entry->quick) lines += static_cast<std::size_t>(std::max(0, p.lines));
        detail += ": " + count(entry->quick.size(), "piece") + ", " + count(lines, "line");
      } else {
        detail += ": " + count(static_cast<std::size_t>(summary->blocks_used), "piece");
      }
      bk::fumen::Page page;
      page.comment = comment + detail + ")";
      pages.push_back(std::move(page));
      continue;
    }
    auto drawn = draft_fumen_pages(*entry, stack_catalog(*entry),
                                   std::vector<std::string>(entry->pieces.size(), comment));
    if (!drawn) return drawn.violations();
    auto play_pages = std::move(drawn).value();
    if (!play_pages.empty()) play_pages.front().comment = comment;
    pages.insert(pages.end(), play_pages.begin(), play_pages.end());
  }
  if (pages.empty()) {
    bk::fumen::Page page;
    std::string players;
    for (const auto& s : seats) players += (players.empty() ? "" : ", ") + s.player;
    page.comment = "Block-Killer: " + players + ": no plays recorded";
    pages.push_back(std::move(page));
  }
  return bk::fumen::encode(pages);
}

Result<std::string> BlockKillerGame::write_rows_export(const SessionRecord& record,
                                                       std::string_view /*format*/) {
  return blockkiller_session_fumen(record);
}

}  // namespace tableref::controllers
