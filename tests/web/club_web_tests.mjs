// The browser's Settings → Club against a real hub (CTest labels `web` and `hub`):
//   node club_web_tests.mjs NAME
// A real PostgreSQL and tableref-hub (tests/hub/hub_web_fixture.cpp, the hub tests' own
// helpers) allowing the test page's origin, a device of the club driven through the real
// tableref-cli with its own SQLite file, and the web build in headless Chromium with its own
// database (IndexedDB), joined and synced by touch through fetch(). Exit 77 (a CTest skip)
// only when Chromium or PostgreSQL is not installed.
import assert from 'node:assert/strict';
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

import {WebApp, chromium, kStateBound, launch, serve} from './driver.mjs';

const kSkip = 77;
const cliPath = process.env.TABLEREF_CLI;
const fixturePath = process.env.TABLEREF_HUB_FIXTURE;

// The fixture's first line ({"hub", "join_code"} or {"skip"}), and the fixture itself: its
// standard input closed ends the hub and PostgreSQL.
async function startHub(origin) {
  const child = spawn(fixturePath, [origin], {stdio: ['pipe', 'pipe', 'inherit']});
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  const lines = readline.createInterface({input: child.stdout});
  const first = await new Promise((resolve) => {
    lines.once('line', resolve);
    exited.then(() => resolve(null));
  });
  if (first === null) throw new Error(`hub_web_fixture exited with ${await exited}`);
  const answer = JSON.parse(first);
  return {...answer, exited, stop: () => child.stdin.end()};
}

// tableref-cli with its own database: the club's other device.
function cli(args) {
  return execFileSync(cliPath, args, {encoding: 'utf8', env: {...process.env, LANG: 'C'}});
}

// A finished Smash Up game recorded on the CLI's device (the export format of
// `sessions import`).
function recordOnTheCli(dir, db) {
  const file = path.join(dir, 'game.json');
  fs.writeFileSync(file, JSON.stringify({
    format: 'tableref-session', format_version: 1,
    session: {
      id: 1, game: 'smashup', variant: 'standard', status: 'finished',
      created_at: '2026-03-03T10:00:00.000Z', updated_at: '2026-03-03T10:00:00.000Z', rules: {},
      result: {players: [{name: 'Zhu Clubmate', score: 15, winner: true}, {name: 'Ann', score: 9}]},
      seats: [{seat: 0, player: 'Zhu Clubmate', role: ''}, {seat: 1, player: 'Ann', role: ''}],
    },
    events: [{seq: 1, at: '2026-03-03T10:00:00.000Z', kind: 'note', payload: {text: 'scored'}}],
  }));
  cli(['sessions', 'import', file, '--db', db]);
}

// Types into the field under `id`, replacing what it held (Ctrl+A, then the keys).
async function typeInto(app, id, text) {
  await app.tap(id);
  await app.page.keyboard.down('Control');
  await app.page.keyboard.press('a');
  await app.frames(2);
  await app.page.keyboard.up('Control');
  await app.frames(2);
  await app.typeKeys(text);
  assert.equal(await app.text(id), text);
}

// Where the test is, on stderr: a failure or a hang says which step it was in.
function step(what) {
  console.error(`[${new Date().toISOString()}] ${what}`);
}

// Waits until the text under `id` holds `part`: the hub's answer, as the screen says it.
async function saying(app, id, part) {
  step(`waiting for ${id} to say "${part}"`);
  const start = Date.now();
  let said = '';
  return app.until((probe) => {
    said = probe.texts[id] || '';
    if (said.includes(part)) return true;
    // The bound turns a wrong state into a failure (with what it said), never a wait.
    if (Date.now() - start > kStateBound) throw new Error(`${id} never said "${part}": "${said}"`);
    return false;
  }, `${id} says "${part}"`);
}

const tests = {
  // Settings → Club in the browser: joins the club by touch, syncs through fetch(), and its
  // History shows the CLI device's game marked with that device; a game played here reaches
  // the CLI device; the hub gone, the app keeps working and says so.
  async settings_club_syncs_with_a_hub() {
    if (!fs.existsSync(chromium)) {
      console.log(`SKIP: ${chromium} not installed`);
      process.exit(kSkip);
    }
    const {server, url} = await serve();
    const origin = url.replace(/\/$/, '');
    const hub = await startHub(origin);
    if (hub.skip) {
      console.log(`SKIP: ${hub.skip}`);
      server.close();
      process.exit(kSkip);
    }
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tableref-web-club-'));
    const {browser, profile} = await launch();
    try {
      const db = path.join(dir, 'cli.db');
      cli(['hub', 'join', hub.hub, hub.join_code, '--name', 'tablet-cli', '--db', db]);
      recordOnTheCli(dir, db);
      assert.equal(JSON.parse(cli(['hub', 'sync', '--db', db])).pushed, 1);

      step(`the CLI device pushed its game to ${hub.hub}`);
      // TABLEREF_WEB_VERBOSE=1: the page's console and its requests to the hub on stderr.
      const logFetches = () => {
        const real = window.fetch;
        window.fetch = (u, init) => {
          console.log(`fetch ${init && init.method} ${u} ${init && init.body ? init.body.length : 0}`);
          return real(u, init).then((r) => { console.log(`fetched ${u} ${r.status}`); return r; });
        };
      };
      const app = await WebApp.open(browser, url, {before: process.env.TABLEREF_WEB_VERBOSE ? `(${logFetches})()` : null});
      app.page.on('console', (m) => { if (process.env.TABLEREF_WEB_VERBOSE) step(`page: ${m.text()}`); });
      app.page.on('framenavigated', () => step('the page navigated'));
      app.page.on('close', () => step('the page closed'));
      browser.on('disconnected', () => step('the browser went away'));
      await app.tap('nav.settings');
      await saying(app, 'settings.club.state', 'has not joined');
      await typeInto(app, 'settings.club.url', hub.hub);
      await typeInto(app, 'settings.club.code', hub.join_code);
      await typeInto(app, 'settings.club.device', 'tablet-web');
      await app.tap('settings.club.join');
      await saying(app, 'settings.club.state', 'Joined club Web Club as device tablet-web');
      await saying(app, 'settings.club.message', 'Welcome to Web Club');
      await app.tap('settings.club.sync');
      await saying(app, 'settings.club.message', 'Synced: 0 sent, 1 received');

      // History: the CLI device's game, marked with it.
      await app.tap('nav.history');
      const shown = Date.now();
      const probe = await app.until((p) => {
        if (Object.keys(p.texts).some((id) => /^history\.origin\.\d+$/.test(id))) return true;
        if (Date.now() - shown > kStateBound) throw new Error('History never marked a session from the club');
        return false;
      }, 'a session from the club in History');
      const origins = Object.entries(probe.texts).filter(([id]) => /^history\.origin\.\d+$/.test(id));
      assert.deepEqual(origins.map(([, text]) => text), ['from tablet-cli']);

      step('History shows the game from tablet-cli');
      // A game of the browser's own: HDCG for two, one hit.
      await app.tap('nav.home');
      await app.tap('home.game.hdcg');
      for (const [i, name] of ['Wei', 'Lan'].entries()) {
        if (!(await app.rect(`home.player.${i}.name`))) await app.tap('home.add_player');
        await app.tap(`home.player.${i}.name`);
        await app.typeKeys(name);
      }
      await app.tap('home.start');
      assert.equal(await app.screen(), 'hdcg', await app.text('home.problems'));
      await app.tap('hdcg.calc.source.0');
      await app.tap('hdcg.calc.target.1');
      await app.tap('hdcg.pad.3');
      await app.tap('nav.settings');
      await app.tap('settings.club.sync');
      await saying(app, 'settings.club.message', 'Synced: 1 sent, 0 received');

      step('the browser pushed its game');
      // The CLI device pulls it, and lists it.
      const pulled = JSON.parse(cli(['hub', 'sync', '--db', db]));
      assert.ok(pulled.pulled >= 1, `the CLI pulled ${JSON.stringify(pulled)}`);
      const listed = JSON.parse(cli(['sessions', 'list', '--json', '--db', db]));
      const fromBrowser = listed.filter((s) => s.game === 'hdcg');
      assert.equal(fromBrowser.length, 1, JSON.stringify(listed));
      assert.deepEqual(fromBrowser[0].players.map((p) => p.player), ['Wei', 'Lan']);

      // The hub gone: a sync fails without stopping the page, and the state says so.
      hub.stop();
      assert.equal(await hub.exited, 0, 'the fixture stopped the hub and PostgreSQL');
      await app.tap('settings.club.sync');
      await saying(app, 'settings.club.state', 'working offline');
      await app.frames(3);  // still drawing
      assert.deepEqual(app.errors.filter((e) => !/Failed to load resource|ERR_CONNECTION_REFUSED/.test(e)), []);
    } finally {
      hub.stop();
      await browser.close();
      server.close();
      fs.rmSync(profile, {recursive: true, force: true});
      fs.rmSync(dir, {recursive: true, force: true});
    }
  },
};

const name = process.argv[2];
if (name === '--list') {
  console.log(Object.keys(tests).join('\n'));
} else if (!tests[name]) {
  console.error(`unknown test '${name}'; --list names them`);
  process.exit(2);
} else {
  tests[name]().then(() => {
    console.log(`${name}: passed`);
  }, (error) => {
    console.error(`${name}: FAILED\n${error.stack || error}`);
    process.exit(1);
  });
}
