// Makes tests/rating/openskill_fixture.json from the reference `openskill` npm package
// (pinned in package.json beside this script): the values rating/'s OpenSkill is compared
// with (tests/rating/openskill_test.cpp, to 1e-6). Run ONCE, by hand, and commit the file;
// the tests never run npm. Test tooling only: nothing of npm ships.
//
//   cd scripts/openskill-fixture && npm ci && node make-openskill-fixture.mjs
//
// Every case uses the package's defaults (Plackett-Luce; mu 25, sigma 25/3, beta 25/6,
// kappa 0.0001, tau 25/300 added to every sigma before each game, limitSigma off).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rating, rate, ordinal } from 'openskill';

const here = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(
  readFileSync(join(here, 'node_modules', 'openskill', 'package.json'), 'utf8'));

// A fixed pseudo-random sequence (a 32-bit LCG), so that the file is the same every run.
let state = 20261129;
const next = () => {
  state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
  return state / 4294967296;
};
const pick = (n) => Math.floor(next() * n);
const round = (x) => Math.round(x * 1000) / 1000;

// Teams of the given sizes; `fresh` players start from rating(), others anywhere plausible.
const makeTeams = (sizes, fresh) => sizes.map((size) => Array.from({ length: size }, () =>
  fresh ? rating() : rating({ mu: round(10 + next() * 30), sigma: round(1 + next() * 8) })));

// Ranks for `n` teams, 1 = first; with `ties`, some teams share a rank.
const makeRanks = (n, ties) => {
  const ranks = Array.from({ length: n }, (_, i) => i + 1);
  for (let i = ranks.length - 1; i > 0; i -= 1) {
    const j = pick(i + 1);
    [ranks[i], ranks[j]] = [ranks[j], ranks[i]];
  }
  if (ties) {
    const a = pick(n);
    let b = pick(n);
    if (b === a) b = (a + 1) % n;
    ranks[b] = ranks[a];
  }
  return ranks;
};

const games = [];
const addGame = (name, teams, ranks) => {
  const after = rate(teams, ranks ? { rank: ranks } : {});
  games.push({
    name,
    teams,
    ranks: ranks ?? teams.map((_, i) => i + 1),
    expected: after,
    ordinals: after.map((team) => team.map((p) => ordinal(p))),
  });
};

// Hand-picked shapes first, then many drawn ones.
addGame('two fresh players, first wins', makeTeams([1, 1], true));
addGame('three fresh players, in order', makeTeams([1, 1, 1], true));
addGame('four fresh players, in order', makeTeams([1, 1, 1, 1], true));
addGame('two fresh players tie', makeTeams([1, 1], true), [1, 1]);
addGame('four fresh players, two tie second', makeTeams([1, 1, 1, 1], true), [1, 2, 2, 4]);
addGame('four fresh players, all tie', makeTeams([1, 1, 1, 1], true), [1, 1, 1, 1]);
addGame('ranks out of order', makeTeams([1, 1, 1], true), [3, 1, 2]);
addGame('two teams of two', makeTeams([2, 2], true));
addGame('a team of three beats one player', makeTeams([3, 1], true), [1, 2]);
addGame('a player beats a team of three', makeTeams([1, 3], true), [1, 2]);
addGame('three teams of two with a tie', makeTeams([2, 2, 2], true), [2, 1, 2]);
for (let i = 0; i < 60; i += 1) {
  const n = 2 + pick(3);
  const teamed = next() < 0.3;
  const sizes = Array.from({ length: n }, () => (teamed ? 1 + pick(3) : 1));
  addGame(`drawn ${i}`, makeTeams(sizes, next() < 0.2), makeRanks(n, next() < 0.35));
}

// Sequences: a pool of players, games one after another, each starting from the ratings the
// games before left (what standings do over a club's history).
const sequences = [];
for (let s = 0; s < 8; s += 1) {
  const pool = 3 + pick(4);
  let ratings = Array.from({ length: pool }, () => rating());
  const steps = [];
  for (let g = 0; g < 12; s % 2 === 0 ? (g += 1) : (g += 2)) {
    const players = [];
    const want = 2 + pick(Math.min(3, pool - 1));
    while (players.length < want) {
      const p = pick(pool);
      if (!players.includes(p)) players.push(p);
    }
    const teamed = s >= 6 && players.length === 4;
    const teams = teamed ? [[players[0], players[1]], [players[2], players[3]]]
      : players.map((p) => [p]);
    const ranks = makeRanks(teams.length, next() < 0.3);
    const after = rate(teams.map((t) => t.map((p) => ratings[p])), { rank: ranks });
    ratings = ratings.slice();
    teams.forEach((t, i) => t.forEach((p, k) => { ratings[p] = after[i][k]; }));
    steps.push({ teams, ranks });
  }
  sequences.push({ name: `sequence ${s}`, players: pool, games: steps, expected: ratings,
    ordinals: ratings.map((r) => ordinal(r)) });
}

const out = {
  about: 'Made once by scripts/openskill-fixture/make-openskill-fixture.mjs from the reference '
    + 'openskill package; compared by tests/rating/openskill_test.cpp. Do not edit by hand.',
  package: `openskill@${pkg.version}`,
  model: 'PlackettLuce',
  defaults: { mu: 25, sigma: 25 / 3, beta: 25 / 6, kappa: 0.0001, tau: 25 / 300, z: 3 },
  games,
  sequences,
};
const target = join(here, '..', '..', 'tests', 'rating', 'openskill_fixture.json');
writeFileSync(target, `${JSON.stringify(out, null, 1)}\n`);
console.log(`${games.length} games and ${sequences.length} sequences -> ${target}`);
