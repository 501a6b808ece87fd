// The statistics page with one game chosen (issue #9): players, groups, the game's figures
// and a player's scores over time. Figures fold each session's events once and are cached
// in the store (session_figures), so the page reads them back with one query.
// Targets: the whole page within 200 ms on the 10,000-session database.
#include <benchmark/benchmark.h>

#include <cstdlib>

#include "bench_database.hpp"
#include "tableref/controllers/blockkiller/controller.hpp"
#include "tableref/controllers/game_figures.hpp"
#include "tableref/controllers/group_statistics.hpp"
#include "tableref/db/store.hpp"

namespace {

namespace bk = tableref::blockkiller;
namespace ctl = tableref::controllers;
using tableref::db::Store;

Store open_store() {
  auto store = Store::open(tableref::bench::bench_database());
  if (!store) std::abort();
  return std::move(store).value();
}

// What the statistics page reads when one game is chosen.
void statistics_page(Store& store, const std::string& game) {
  tableref::db::StatsFilter filter;
  filter.game = game;
  auto players = store.player_statistics(filter);
  auto groups = ctl::group_statistics(store, game, filter, ctl::history_registry());
  auto figures = ctl::game_figures(store, game, filter, ctl::history_registry());
  if (!players || players.value().empty() || !groups || !figures) std::abort();
  auto points = store.score_history(filter, players.value().front().player);
  if (!points) std::abort();
  benchmark::DoNotOptimize(figures.value().totals.data());
}

// On the shared 10,000-session database (its events are not real game events, so the
// figures come out empty: this measures the page's queries once the cache is filled).
// Arg: 0 Block-Killer, 1 Blokus, 2 Smash Up, 3 HDCG.
void BM_StatisticsPageOneGame(benchmark::State& state) {
  static const char* const kGames[] = {"blockkiller", "blokus", "smashup", "hdcg"};
  const std::string game = kGames[state.range(0)];
  auto store = open_store();
  statistics_page(store, game);  // fills the figures cache once
  for (auto _ : state) statistics_page(store, game);
  state.SetLabel(game);
}
BENCHMARK(BM_StatisticsPageOneGame)->DenseRange(0, 3)->Unit(benchmark::kMillisecond);

// A real Block-Killer game of four players: draws, field and quick plays, unanswered
// attacks, until about 100 events (or the end).
std::vector<tableref::db::Event> real_game() {
  auto store = Store::open_memory().value();
  const auto id = store
                      .create_session({"blockkiller",
                                       "standard",
                                       "{}",
                                       {{0, "Player 1", ""},
                                        {1, "Player 2", ""},
                                        {2, "Player 3", ""},
                                        {3, "Player 4", ""}}})
                      .value();
  ctl::BlockKillerController c;
  if (!c.open(store, id)) std::abort();
  ctl::BlockKillerDraft tsd;
  tsd.mode = ctl::EntryMode::kField;
  tsd.imported = bk::Field::from_rows_top_down({"X.........", "...XXXXXXX", "X.XXXXXXXX"}).value();
  tsd.pieces = {bk::PlacedPiece{bk::Piece::kT, {{0, 1}, {1, 1}, {2, 1}, {1, 0}}}};
  ctl::BlockKillerDraft quick;
  quick.quick = {bk::PieceClear{2, bk::Spin::kNone}};
  int turn = 0;
  while (c.log().size() < 100 && c.state().phase != bk::Phase::kOver) {
    const auto& s = c.state();
    const int p = s.current;
    bool ok = true;
    if (s.phase == bk::Phase::kDraw) {
      ok = c.push(bk::DrawEvent{p, false, std::nullopt}).ok();
    } else if (s.phase == bk::Phase::kDefend) {
      ok = c.push(bk::DefendEvent{s.pending->target, std::nullopt}).ok();
    } else {
      const auto& draft = turn++ % 2 == 0 ? tsd : quick;
      const auto eval = ctl::evaluate_draft(draft, {}, s.setup.rules, c.start_chain(p),
                                            s.hands[static_cast<std::size_t>(p)].garbage);
      if (!c.push(bk::PlayEvent{p, s.next_alive(p), eval.summary}, draft).ok()) {
        ok = c.push(bk::PassEvent{p}).ok();
      }
    }
    if (!ok) std::abort();
  }
  return store.events(id).value();
}

// 2,500 finished Block-Killer sessions of real events (a quarter of the 10,000): the first
// statistics page folds every one through the referee (cold), later pages read the cache.
Store real_blockkiller_store(std::size_t* events_per_session) {
  auto store = Store::open_memory().value();
  const auto events = real_game();
  *events_per_session = events.size();
  tableref::db::SessionSummary s;
  s.game = "blockkiller";
  s.variant = "standard";
  s.rules_json = "{}";
  s.status = tableref::db::SessionStatus::kFinished;
  s.result_json = R"({"players":[{"name":"Player 1","score":3,"rank":1,"winner":true},)"
                  R"({"name":"Player 2","score":0,"rank":2}]})";
  s.created_at = "2025-01-01T10:00:00.000Z";
  s.updated_at = s.created_at;
  s.seats = {{0, "Player 1", ""}, {1, "Player 2", ""}, {2, "Player 3", ""}, {3, "Player 4", ""}};
  for (int i = 0; i < 2500; ++i) {
    if (!store.import_session(s, events)) std::abort();
  }
  return store;
}

void BM_BlockKillerFiguresCold(benchmark::State& state) {
  std::size_t per_session = 0;
  auto store = real_blockkiller_store(&per_session);
  for (auto _ : state) {
    state.PauseTiming();
    if (!store.connection().exec("DELETE FROM session_figures_state").ok()) std::abort();
    state.ResumeTiming();
    auto figures = ctl::game_figures(store, "blockkiller", {}, ctl::history_registry());
    if (!figures || figures.value().computed != 2500 || figures.value().totals.empty()) {
      std::abort();
    }
  }
  state.counters["events_per_session"] = static_cast<double>(per_session);
}
BENCHMARK(BM_BlockKillerFiguresCold)->Unit(benchmark::kMillisecond)->Iterations(2);

void BM_BlockKillerFiguresCached(benchmark::State& state) {
  std::size_t per_session = 0;
  auto store = real_blockkiller_store(&per_session);
  if (!ctl::game_figures(store, "blockkiller", {}, ctl::history_registry())) std::abort();
  for (auto _ : state) {
    auto figures = ctl::game_figures(store, "blockkiller", {}, ctl::history_registry());
    if (!figures || figures.value().computed != 0 || figures.value().totals.empty()) std::abort();
    benchmark::DoNotOptimize(figures.value().totals.data());
  }
}
BENCHMARK(BM_BlockKillerFiguresCached)->Unit(benchmark::kMillisecond);

}  // namespace

namespace {

// The two queries of a cached visit, apart.
void BM_BlockKillerFigureQueries(benchmark::State& state) {
  std::size_t per_session = 0;
  auto store = real_blockkiller_store(&per_session);
  if (!ctl::game_figures(store, "blockkiller", {}, ctl::history_registry())) std::abort();
  tableref::db::StatsFilter filter;
  filter.game = "blockkiller";
  for (auto _ : state) {
    if (state.range(0) == 0) {
      auto missing = store.sessions_without_figures(filter, ctl::kFiguresVersion);
      if (!missing || !missing.value().empty()) std::abort();
    } else {
      auto totals = store.figure_totals(filter);
      if (!totals || totals.value().empty()) std::abort();
    }
  }
}
BENCHMARK(BM_BlockKillerFigureQueries)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond);

}  // namespace

namespace {

// The parts of the page with Block-Killer chosen, apart: 0 players, 1 groups, 2 figures.
void BM_StatisticsPagePart(benchmark::State& state) {
  auto store = open_store();
  tableref::db::StatsFilter filter;
  filter.game = "blockkiller";
  for (auto _ : state) {
    if (state.range(0) == 0) {
      benchmark::DoNotOptimize(store.player_statistics(filter).ok());
    } else if (state.range(0) == 1) {
      benchmark::DoNotOptimize(
          ctl::group_statistics(store, "blockkiller", filter, ctl::history_registry()).ok());
    } else {
      benchmark::DoNotOptimize(
          ctl::game_figures(store, "blockkiller", filter, ctl::history_registry()).ok());
    }
  }
}
BENCHMARK(BM_StatisticsPagePart)->DenseRange(0, 2)->Unit(benchmark::kMillisecond);

}  // namespace
