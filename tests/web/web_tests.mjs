// The web build's tests (CTest label `web`), each named after the screen it drives:
//   node web_tests.mjs NAME      runs one;  node web_tests.mjs --list  names them.
// Each starts a static server on 127.0.0.1 and a fresh headless Chromium (driver.mjs).
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

import {WebApp, enlargedPhoto, launch, serve, siteDir, waitFor, withBrowser} from './driver.mjs';

const kNames = ['Ann', 'Bo', 'Chen', 'Dai'];

// Home: classic Blokus for four players, names typed through the keyboard path (the hidden
// input); `first` replaces the first name, typed through an IME's composition.
async function startClassicBlokus(app, first = null) {
  assert.equal(await app.screen(), 'home');
  await app.tap('home.game.blokus');
  await app.tap('home.variant.classic');
  for (let i = 0; i < 4; ++i) {
    await app.tap(`home.player.${i}.name`);
    assert.ok(await app.textInputFocused(), 'a text field focuses the hidden input');
    if (i === 0 && first) {
      await app.typeIme(first.composing, first.committed);
    } else {
      await app.typeKeys(kNames[i]);
    }
  }
  await app.tap('home.start');
  assert.equal(await app.screen(), 'blokus', await app.text('home.problems'));
}

// The whole board in view (the zoom off), so that any cell can be tapped.
async function wholeBoard(app) {
  const corner = await app.rect('blokus.cell.t20');
  if (!corner || !corner.visible) await app.tap('blokus.zoom');
  assert.ok((await app.rect('blokus.cell.t20')).visible, 'the whole board shows');
  assert.ok((await app.rect('blokus.cell.a1')).visible, 'the whole board shows');
}

// Taps a corner cell: the first color's legal monomino (the corner it starts from). Tries
// each corner: exactly one is legal for the first move.
async function placeLegalMonomino(app) {
  const before = Number(await app.text('blokus.moves'));
  const legal = [];
  for (const cell of ['a1', 't1', 'a20', 't20']) {
    await app.tap(`blokus.cell.${cell}`);
    const ruling = await app.text('blokus.ruling');
    if (ruling === 'legal') legal.push(cell);
    if (legal.length === 1 && legal[0] === cell) break;
    await app.tap('blokus.clear');
  }
  assert.equal(legal.length, 1, 'one starting corner for the first color');
  assert.equal(await app.text('blokus.piece'), '1');  // the monomino
  await app.tap('blokus.confirm');
  assert.equal(await app.text('blokus.moves'), String(before + 1));
  return legal[0];
}

// A photo-like PNG of a known finished classic board (the desktop build's make_board_photo,
// the generator the vision tests use; CTest passes its path): the file and the rows the
// reading must give, top first.
function boardPhoto(dir) {
  const maker = process.env.TABLEREF_MAKE_BOARD_PHOTO;
  assert.ok(maker && fs.existsSync(maker), `make_board_photo built (TABLEREF_MAKE_BOARD_PHOTO=${maker})`);
  const file = path.join(dir, 'board.png');
  const lines = execFileSync(maker, [file, '21', '2']).toString().trim().split('\n');
  return {file, rows: lines.slice(0, 20).join('\n')};
}

// The photo screen's "Take or pick a photo", answered with `file` through the file chooser.
async function pickPhoto(app, file) {
  const chooser = app.page.waitForFileChooser({timeout: 10000});
  await app.tap('photo.pick');
  await (await chooser).accept([file]);
}

// Home's first name field, focused by a tap (the hidden input has the focus), holding `typed`.
async function firstNameField(app, typed) {
  await app.tap('home.game.blokus');
  await app.tap('home.variant.classic');
  await app.tap('home.player.0.name');
  assert.ok(await app.textInputFocused(), 'a text field focuses the hidden input');
  await app.typeKeys(typed);
  assert.equal(await app.text('home.player.0.name'), typed);
}

// A chord from the hardware keyboard: Control held, `key` pressed.
async function ctrl(app, key) {
  await app.page.keyboard.down('Control');
  await app.page.keyboard.press(key);
  await app.frames(2);
  await app.page.keyboard.up('Control');
  await app.frames(3);
}


// Home: Blokus `variant` ("trigon", "junior", …) for the first `players` names.
async function startBlokusVariant(app, variant, players) {
  assert.equal(await app.screen(), 'home');
  await app.tap('home.game.blokus');
  await app.tap(`home.variant.${variant}`);
  for (let i = 0; i < players; ++i) {
    await app.tap(`home.player.${i}.name`);
    await app.typeKeys(kNames[i]);
  }
  await app.tap('home.start');
  await app.frames(3);
  assert.equal(await app.screen(), 'blokus', await app.text('home.problems'));
}

// The whole board in view (Zoom off when the window was zoomed), so every cell is tappable.
async function boardShowing(app, ...cells) {
  const shown = async () => {
    for (const cell of cells) {
      const r = await app.rect(`blokus.cell.${cell}`);
      if (!r || !r.visible) return false;
    }
    return true;
  };
  if (!(await shown())) await app.tap('blokus.zoom');
  assert.ok(await shown(), `cells ${cells} in view`);
}

// A lone piece at `away` is refused with reasons; one at the start cell `start` is ruled
// legal as the one-cell piece `piece` and stored.
async function refusedThenLegal(app, away, start, piece) {
  await boardShowing(app, away, start);
  await app.tap(`blokus.cell.${away}`);
  assert.equal(await app.text('blokus.ruling'), 'illegal');
  const reasons = await app.text('blokus.reasons');
  assert.ok(reasons && reasons.length > 10, `reasons shown: ${reasons}`);
  await app.tap('blokus.clear');
  assert.equal(await app.text('blokus.ruling'), '');
  await app.tap(`blokus.cell.${start}`);
  assert.equal(await app.text('blokus.ruling'), 'legal', await app.text('blokus.reasons'));
  assert.equal(await app.text('blokus.piece'), piece);
  await app.tap('blokus.confirm');
  assert.equal(await app.text('blokus.moves'), '1');
}

// Home: a game for the named players, names typed through the keyboard path.
async function startGame(app, game, names, screen = game) {
  assert.equal(await app.screen(), 'home');
  await app.tap(`home.game.${game}`);
  for (let i = 0; i < names.length; ++i) {
    if (!(await app.rect(`home.player.${i}.name`))) await app.tap('home.add_player');
    await app.tap(`home.player.${i}.name`);
    await app.typeKeys(names[i]);
  }
  await app.tap('home.start');
  assert.equal(await app.screen(), screen, await app.text('home.problems'));
}

// HDCG's damage through the calculator: Ann (seat 0) hits Bo (seat 1) for `amount`.
async function dealDamage(app, amount) {
  await app.tap('hdcg.calc.source.0');
  await app.tap('hdcg.calc.target.1');
  for (const c of amount) await app.tap(`hdcg.pad.${c === '.' ? 'dot' : c}`);
  await app.tap('hdcg.calc.apply');
}

// Undo tapped past the first state: the last taps find Undo off, and the app goes on
// drawing (the old HDCG screen aborted the WebAssembly there: its BeginDisabled/EndDisabled
// were decided twice, before and after the undo). Then every action is undone, also after a
// reload (what IndexedDB kept).
async function undoToTheFirstState(app, {undo, read, first, actions, screen}) {
  for (let i = 0; i < actions + 2; ++i) await app.tap(undo);
  await app.frames(3);
  assert.deepEqual(app.errors, [], 'no abort');
  assert.deepEqual(await read(), first, 'every action undone');
  await app.reload();
  const resume = Object.keys((await app.probe()).rects).filter((id) => id.startsWith('home.resume.'));
  assert.equal(resume.length, 1, `one session to resume: ${resume}`);
  await app.tap(resume[0]);
  assert.equal(await app.screen(), screen);
  assert.deepEqual(await read(), first, 'the first state, as stored');
  assert.deepEqual(app.errors, []);
}

// The visible part of a widget's rectangle (inside its window), or null.
function visiblePart(r) {
  const x0 = Math.max(r.x, r.cx0);
  const y0 = Math.max(r.y, r.cy0);
  const x1 = Math.min(r.x + r.w, r.cx1);
  const y1 = Math.min(r.y + r.h, r.cy1);
  return x1 > x0 && y1 > y0 ? {x0, y0, x1, y1} : null;
}

// The touch targets that the storage notice covers (none, when its space is kept).
async function coveredByTheNotice(app) {
  const notice = await app.rect('web.not_saved');
  assert.ok(notice, 'the notice shows');
  const covered = [];
  for (const id of Object.keys((await app.probe()).rects)) {
    if (id === 'web.not_saved') continue;
    const r = await app.rect(id);
    const part = r.viewOnly ? null : visiblePart(r);
    if (part && part.x1 > notice.x && part.x0 < notice.x + notice.w && part.y1 > notice.y &&
        part.y0 < notice.y + notice.h) {
      covered.push(id);
    }
  }
  return covered;
}

// A PNG as Chromium's screenshots write it (8-bit RGB or RGBA, not interlaced), decoded:
// its size and its rows of pixels, the filters undone (PNG specification, section 9).
function decodePng(png) {
  assert.equal(png.subarray(0, 8).toString('hex'), '89504e470d0a1a0a', 'a PNG signature');
  let width = 0;
  let height = 0;
  let channels = 0;
  const data = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.subarray(at + 4, at + 8).toString('latin1');
    const body = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const [depth, colourType, interlace] = [body[8], body[9], body[12]];
      assert.ok(depth === 8 && (colourType === 2 || colourType === 6) && interlace === 0,
                `an 8-bit RGB(A) PNG, not interlaced (depth ${depth}, type ${colourType})`);
      channels = colourType === 6 ? 4 : 3;
    } else if (type === 'IDAT') {
      data.push(body);
    }
    at += 12 + length;
  }
  assert.ok(channels > 0, 'a PNG header');
  const filtered = zlib.inflateSync(Buffer.concat(data));
  const stride = width * channels;
  assert.equal(filtered.length, height * (stride + 1), 'the PNG holds every row');
  const pixels = Buffer.alloc(height * stride);
  for (let y = 0; y < height; ++y) {
    const filter = filtered[y * (stride + 1)];
    for (let x = 0; x < stride; ++x) {
      const raw = filtered[y * (stride + 1) + 1 + x];
      const left = x >= channels ? pixels[y * stride + x - channels] : 0;
      const up = y > 0 ? pixels[(y - 1) * stride + x] : 0;
      const upLeft = y > 0 && x >= channels ? pixels[(y - 1) * stride + x - channels] : 0;
      let predicted = 0;
      if (filter === 1) predicted = left;
      else if (filter === 2) predicted = up;
      else if (filter === 3) predicted = (left + up) >> 1;
      else if (filter === 4) {
        const p = left + up - upLeft;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        predicted = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      } else assert.equal(filter, 0, `row ${y}: a PNG filter`);
      pixels[y * stride + x] = (raw + predicted) & 0xff;
    }
  }
  return {width, height, channels, pixels};
}

const tests = {
  // Home, Chinese through the IME path: the name composed and committed arrives whole.
  async home_chinese_name_starts_blokus() {
    await withBrowser(async (browser, url) => {
      const app = await WebApp.open(browser, url);
      await startClassicBlokus(app, {composing: 'zhang', committed: '张伟'});
      assert.equal(await app.text('blokus.to_move_player'), '张伟');
      // Each of the four name fields took the focus inside the touch handler itself (what
      // iPadOS Safari needs to open its keyboard), not only a frame later.
      const inTouch = await app.page.evaluate(() => Module.tablerefFocusedInTouch);
      assert.ok(inTouch >= 4, `focused in the touch handler ${inTouch} times`);
      assert.deepEqual(app.errors, []);
    });
  },

  // Blokus: an illegal piece (a lone middle cell) gets the referee's reasons on screen; a
  // legal one (the starting corner) is ruled legal and confirmed.
  async blokus_legal_and_illegal_rulings() {
    await withBrowser(async (browser, url) => {
      const app = await WebApp.open(browser, url);
      await startClassicBlokus(app);
      await wholeBoard(app);
      await app.tap('blokus.cell.j10');
      assert.equal(await app.text('blokus.ruling'), 'illegal');
      const reasons = await app.text('blokus.reasons');
      assert.ok(reasons && reasons.length > 10, `reasons shown: ${reasons}`);
      await app.tap('blokus.clear');
      assert.equal(await app.text('blokus.ruling'), '');
      await placeLegalMonomino(app);
      assert.deepEqual(app.errors, []);
    });
  },

  // Blokus, then a reload: the session and its move are where they were (IndexedDB).
  async blokus_session_survives_reload() {
    await withBrowser(async (browser, url) => {
      const app = await WebApp.open(browser, url);
      await startClassicBlokus(app);
      await wholeBoard(app);
      await placeLegalMonomino(app);
      await app.reload();
      assert.equal(await app.screen(), 'home');
      const resume = Object.keys((await app.probe()).rects).filter((id) => id.startsWith('home.resume.'));
      assert.equal(resume.length, 1, `one session to resume: ${resume}`);
      await app.tap(resume[0]);
      assert.equal(await app.screen(), 'blokus');
      assert.equal(await app.text('blokus.moves'), '1');
      // A second browser run on the same profile finds it too.
      assert.deepEqual(app.errors, []);
    });
  },

  // History: a session exported as JSON arrives as a browser download.
  async history_export_downloads_file() {
    await withBrowser(async (browser, url) => {
      const app = await WebApp.open(browser, url);
      const downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'tableref-web-downloads-'));
      try {
        await app.cdp.send('Browser.setDownloadBehavior', {behavior: 'allow', downloadPath: downloads});
        await startClassicBlokus(app);
        await wholeBoard(app);
        await placeLegalMonomino(app);
        await app.tap('nav.history');
        assert.equal(await app.screen(), 'history');
        const rows = Object.keys((await app.probe()).rects).filter((id) => /^history\.export\.\d+$/.test(id));
        assert.equal(rows.length, 1, `one session listed: ${rows}`);
        await app.tap(rows[0]);
        await app.tap('history.export.format.json');
        let files = [];
        await waitFor(() => {
          files = fs.readdirSync(downloads).filter((name) => !name.endsWith('.crdownload'));
          return files.length > 0;
        }, 'the export downloaded');
        assert.equal(files.length, 1, 'one file downloaded');
        const exported = JSON.parse(fs.readFileSync(path.join(downloads, files[0]), 'utf8'));
        assert.ok(JSON.stringify(exported).includes('Ann'), 'the export holds the session');
      } finally {
        fs.rmSync(downloads, {recursive: true, force: true});
      }
    });
  },

  // Any screen, storage refused (as in private browsing): the app says it is not saving,
  // and a session still starts and takes moves (in memory).
  async home_storage_refused_says_not_saved() {
    await withBrowser(async (browser, url) => {
      const refuse = () => {
        IDBFactory.prototype.open = function () {
          throw new DOMException('The user denied permission to access the database.', 'SecurityError');
        };
      };
      const app = await WebApp.open(browser, url, {before: refuse});
      const probe = await app.probe();
      assert.ok(probe.storage_refused, 'storage is refused');
      assert.ok(probe.texts['web.not_saved'], 'the not-saved message shows');
      await startClassicBlokus(app);
      await wholeBoard(app);
      await placeLegalMonomino(app);
      assert.ok((await app.probe()).texts['web.not_saved'], 'still said on the Blokus screen');
    });
  },

  // Blokus, a long press (a finger held still 0.8 s) on the board puts back the cells being
  // entered, as Clear does, and does not tap the cell under it; a quick tap there does.
  async blokus_long_press_puts_entry_back() {
    await withBrowser(async (browser, url) => {
      const app = await WebApp.open(browser, url);
      await startClassicBlokus(app);
      await wholeBoard(app);
      await app.tap('blokus.cell.j10');
      assert.equal(await app.text('blokus.ruling'), 'illegal');
      const cell = await app.reach('blokus.cell.k10');
      await app.holdAt(cell.x + cell.w / 2, cell.y + cell.h / 2, 800);
      assert.equal(await app.text('blokus.ruling'), '', 'the long press put the cells back');
      await app.tapAt(cell.x + cell.w / 2, cell.y + cell.h / 2);
      assert.equal(await app.text('blokus.ruling'), 'illegal', 'a quick touch still taps');
      assert.equal(await app.text('blokus.moves'), '0');
      assert.deepEqual(app.errors, []);
    });
  },

  // Home, two fingers moved up together scroll the new session's form with the fingers,
  // and the game button under the first finger is not tapped.
  async home_two_finger_scroll() {
    await withBrowser(async (browser, url) => {
      const app = await WebApp.open(browser, url);
      const before = await app.rect('home.game.hdcg');
      await app.twoFingerSwipe(before.x + before.w / 2, before.y + before.h / 2, 0, -60);
      const after = await app.rect('home.game.hdcg');
      assert.ok(Math.abs(after.y - (before.y - 60)) <= 12,
                `the form follows the fingers: ${before.y} -> ${after.y}`);
      assert.ok(await app.rect('home.variant.classic'), 'still Blokus: HDCG was not tapped');
      assert.deepEqual(app.errors, []);
    });
  },

  // History, import through the browser's file picker: a session exported (a download) is
  // picked back in (puppeteer answers the file chooser), listed, imported: two sessions.
  async history_import_through_file_picker() {
    await withBrowser(async (browser, url) => {
      const app = await WebApp.open(browser, url);
      const downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'tableref-web-downloads-'));
      try {
        await app.cdp.send('Browser.setDownloadBehavior', {behavior: 'allow', downloadPath: downloads});
        await startClassicBlokus(app);
        await wholeBoard(app);
        await placeLegalMonomino(app);
        await app.tap('nav.history');
        const rows = Object.keys((await app.probe()).rects).filter((id) => /^history\.export\.\d+$/.test(id));
        assert.equal(rows.length, 1, `one session listed: ${rows}`);
        await app.tap(rows[0]);
        await app.tap('history.export.format.json');
        let files = [];
        await waitFor(() => {
          files = fs.readdirSync(downloads).filter((name) => !name.endsWith('.crdownload'));
          return files.length > 0;
        }, 'the export downloaded');
        assert.equal(files.length, 1, 'one file downloaded');
        const picked = path.join(downloads, `picked-${files[0]}`);
        fs.renameSync(path.join(downloads, files[0]), picked);
        await app.tap('history.export.close');
        await app.tap('history.import');
        const chooser = app.page.waitForFileChooser({timeout: 10000});
        await app.tap('history.import.pick');
        await (await chooser).accept([picked]);
        const listed = `history.import.file.${path.basename(picked)}`;
        await app.until((probe) => probe.rects[listed], `the picked file listed: ${listed}`);
        assert.ok(await app.rect(listed), `the picked file is listed: ${listed}`);
        await app.tap(listed);
        const count = Object.keys((await app.probe()).rects).filter((id) => /^history\.export\.\d+$/.test(id));
        assert.equal(count.length, 2, `the imported session is listed beside the first: ${count}`);
        assert.deepEqual(app.errors, []);
      } finally {
        fs.rmSync(downloads, {recursive: true, force: true});
      }
    });
  },

  // Blokus, the tablet turned mid-move: landscape to portrait and back. The layout follows
  // (portrait: the panel under the board), and nothing is lost: the move made, the cell
  // tapped for the next one and its ruling.
  async blokus_rotation_keeps_the_session() {
    await withBrowser(async (browser, url) => {
      const app = await WebApp.open(browser, url);
      await startClassicBlokus(app);
      await wholeBoard(app);
      await placeLegalMonomino(app);
      await app.tap('blokus.cell.j10');
      assert.equal(await app.text('blokus.ruling'), 'illegal');
      const beside = async () => {
        const confirm = await app.rect('blokus.confirm');
        const cell = await app.rect('blokus.cell.a1');
        return confirm.x > cell.x + cell.w && confirm.y < cell.y;
      };
      assert.ok(await beside(), 'landscape: the panel beside the board');
      await app.rotate(800, 1280);
      const confirm = await app.reach('blokus.confirm');
      const corner = await app.rect('blokus.cell.a1');
      assert.ok(confirm.y > corner.y + corner.h, 'portrait: the panel under the board');
      assert.equal(await app.text('blokus.moves'), '1');
      assert.equal(await app.text('blokus.ruling'), 'illegal', 'the tapped cell kept');
      await app.rotate(1280, 800);
      assert.ok(await beside(), 'landscape again');
      assert.equal(await app.text('blokus.moves'), '1');
      assert.equal(await app.text('blokus.ruling'), 'illegal');
      assert.deepEqual(app.errors, []);
    });
  },

  // Photo screen, opened from Home by taps: a file that is no image gets the clear message;
  // a photo of a known board, picked through the browser's file chooser and decoded by the
  // browser, opens at once and reads every cell right.
  async photo_screen_reads_a_picked_photo() {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tableref-web-photo-'));
    try {
      const board = boardPhoto(dir);
      const notes = path.join(dir, 'notes.jpg');
      fs.writeFileSync(notes, 'a shopping list, not a photo\n');
      await withBrowser(async (browser, url) => {
        const app = await WebApp.open(browser, url);
        await app.tap('home.photo');
        assert.equal(await app.screen(), 'photo');
        // Only the picker: a typed path means nothing in a browser.
        assert.ok(await app.rect('photo.pick'), 'the picker is offered');
        assert.equal(await app.rect('photo.path'), null, 'no typed-path field in the browser');
        assert.equal(await app.rect('photo.open'), null, 'no Open button for a path');
        await pickPhoto(app, notes);
        const said = (await app.until((probe) => probe.texts['photo.source.message'],
                                      'the photo refused')).texts['photo.source.message'];
        assert.ok(said && said.startsWith('notes.jpg cannot be read as an image'),
                  `the clear message, naming the file by its name: ${said}`);
        assert.equal(await app.text('photo.grid'), undefined, 'nothing read');
        await pickPhoto(app, board.file);
        const grid = (await app.until((probe) => probe.texts['photo.grid'], 'the board read'))
                         .texts['photo.grid'];
        assert.equal(grid, board.rows, 'every cell of the board as the generator drew it');
        assert.ok((await app.rect('photo.picture')).w > 100, 'the photo shows');
        assert.deepEqual(app.errors, []);
      });
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  },

  // Photo screen, a photo picked and read, then a reload: the persisted folder (/data, what
  // IndexedDB keeps) holds the photo but not its decoded pixels (kept in memory: syncing
  // their megabytes to IndexedDB stopped the page), and after the reload the photo is
  // listed, decoded again from its stored bytes and read as before.
  async photo_screen_opens_a_photo_picked_before_a_reload() {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tableref-web-photo-'));
    try {
      const board = boardPhoto(dir);
      await withBrowser(async (browser, url) => {
        const app = await WebApp.open(browser, url);
        await app.tap('home.photo');
        await pickPhoto(app, board.file);
        const read = await app.until((probe) => probe.texts['photo.grid'], 'the board read');
        assert.equal(read.texts['photo.grid'], board.rows, 'every cell');
        const stored = await app.page.evaluate(() => {
          const files = [];
          const walk = (folder) => {
            for (const name of FS.readdir(folder)) {
              if (name === '.' || name === '..') continue;
              const child = `${folder}/${name}`;
              if (FS.isDir(FS.stat(child).mode)) {
                walk(child);
              } else {
                files.push(child);
              }
            }
          };
          walk('/data');
          return files;
        });
        const photo = path.basename(board.file);
        assert.ok(stored.some((file) => file.endsWith(`/${photo}`)), `the photo kept: ${stored}`);
        assert.deepEqual(stored.filter((file) => file.endsWith('.pixels')), [],
                         'no decoded pixels in the persisted folder');
        await app.reload();
        await app.tap('home.photo');
        assert.ok(await app.rect('photo.file.0'), 'the photo listed after the reload');
        await app.tap('photo.file.0');
        const again = await app.until((probe) => probe.texts['photo.grid'],
                                      'the board read after the reload');
        assert.equal(again.texts['photo.grid'], board.rows, 'every cell, decoded again');
        assert.deepEqual(app.errors, []);
      });
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  },

  // Photo screen, a 12 MP photo (4000x3000): the board is read in the photo worker while the
  // page goes on drawing (frames counted while the read runs), and read right (the reading
  // crosses from the worker whole).
  async photo_screen_keeps_drawing_while_a_12mp_photo_is_read() {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tableref-web-photo-'));
    try {
      const board = boardPhoto(dir);
      const large = path.join(dir, 'large.jpg');
      await withBrowser(async (browser, url) => {
        const app = await WebApp.open(browser, url);
        await enlargedPhoto(app.page, board.file, 4000, 3000, large);
        await app.tap('home.photo');
        await pickPhoto(app, large);
        const read = await app.until((probe) => probe.texts['photo.grid'], 'the board read');
        assert.equal(read.photo_read.generation, 1, 'read by the worker');
        assert.ok(read.photo_read.frames_running >= 3,
                  `frames drawn while the photo was read: ${read.photo_read.frames_running}`);
        assert.equal(read.texts['photo.grid'], board.rows, 'every cell, through the worker');
        assert.deepEqual(app.errors, []);
      });
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  },

  // Home, the clipboard: the native Paste of a tablet's long press (a paste event on the
  // hidden input) and a hardware Ctrl+V put the system clipboard's text into the field once,
  // where the cursor is; Ctrl+A Ctrl+C puts the field's text on the system clipboard.
  async home_name_field_pastes_and_copies_through_the_clipboard() {
    await withBrowser(async (browser, url) => {
      await browser.defaultBrowserContext().overridePermissions(
          url.replace(/\/$/, ''), ['clipboard-read', 'clipboard-write', 'clipboard-sanitized-write']);
      const app = await WebApp.open(browser, url);
      await firstNameField(app, 'Dr ');
      await app.page.evaluate((text) => {
        const data = new DataTransfer();
        data.setData('text/plain', text);
        document.activeElement.dispatchEvent(
            new ClipboardEvent('paste', {clipboardData: data, bubbles: true, cancelable: true}));
      }, '王小明');
      await app.frames(3);
      assert.equal(await app.text('home.player.0.name'), 'Dr 王小明', 'the native Paste');
      const fumen = 'v115@vhAAgH';
      await app.page.evaluate((text) => navigator.clipboard.writeText(text), fumen);
      await ctrl(app, 'v');
      assert.equal(await app.text('home.player.0.name'), `Dr 王小明${fumen}`, 'Ctrl+V pastes once');
      assert.equal((await app.probe()).clipboard, fumen, 'ImGui\'s clipboard is the pasted text');
      await ctrl(app, 'a');
      await ctrl(app, 'c');
      const copied = await app.page.evaluate(() => navigator.clipboard.readText());
      assert.equal(copied, `Dr 王小明${fumen}`, 'the field copied to the system clipboard');
      assert.deepEqual(app.errors, []);
    });
  },

  // Home, the clipboard refused (no permission, no copy command): copying from a field
  // throws nothing on the page, the field keeps its text, and the app keeps its own copy.
  async home_name_field_copy_refused_keeps_the_apps_copy() {
    await withBrowser(async (browser, url) => {
      const refuse = () => {
        if (navigator.clipboard) {
          navigator.clipboard.writeText = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
        }
        document.execCommand = () => false;
      };
      const app = await WebApp.open(browser, url, {before: refuse});
      await firstNameField(app, 'Annabel');
      await ctrl(app, 'a');
      await ctrl(app, 'c');
      assert.equal((await app.probe()).clipboard, 'Annabel', 'the app keeps its copy');
      assert.equal(await app.text('home.player.0.name'), 'Annabel');
      assert.deepEqual(app.errors, []);
    });
  },

  // HDCG: 100 damage, then 50, then Undo past the first state: no abort, the HP whole again,
  // also after a reload.
  async hdcg_undo_to_the_first_state() {
    await withBrowser(async (browser, url) => {
      const app = await WebApp.open(browser, url);
      await startGame(app, 'hdcg', ['Ann', 'Bo']);
      const read = async () => [await app.text('hdcg.seat.0.hp'), await app.text('hdcg.seat.1.hp')];
      const first = await read();
      await dealDamage(app, '100');
      await dealDamage(app, '50');
      assert.notDeepEqual(await read(), first, 'the damage taken');
      await undoToTheFirstState(app, {undo: 'hdcg.undo', read, first, actions: 2, screen: 'hdcg'});
    });
  },

  // Blokus Trigon and Blokus Junior from Home, by touch: a lone triangle away from the start
  // points (a square away from the start cell) is refused with the referee's reasons; the
  // one-cell piece on a start point (Trigon's r15, Junior's e10) is legal and stored, and
  // survives a reload.
  async blokus_trigon_and_junior_by_touch() {
    await withBrowser(async (browser, url) => {
      const app = await WebApp.open(browser, url);
      await startBlokusVariant(app, 'trigon', 4);
      await refusedThenLegal(app, 'j10', 'r15', '1');
      await app.reload();
      const resume = Object.keys((await app.probe()).rects).filter((id) => id.startsWith('home.resume.'));
      assert.equal(resume.length, 1, `one session to resume: ${resume}`);
      await app.tap(resume[0]);
      assert.equal(await app.screen(), 'blokus');
      assert.equal(await app.text('blokus.moves'), '1');
      assert.deepEqual(app.errors, []);
    });
    await withBrowser(async (browser, url) => {
      const app = await WebApp.open(browser, url);
      await startBlokusVariant(app, 'junior', 2);
      await refusedThenLegal(app, 'a1', 'e10', '1');
      assert.deepEqual(app.errors, []);
    });
  },

  // Blokus: two moves, then Undo past the first state.
  async blokus_undo_to_the_first_state() {
    await withBrowser(async (browser, url) => {
      const app = await WebApp.open(browser, url);
      await startClassicBlokus(app);
      await wholeBoard(app);
      const read = async () => await app.text('blokus.moves');
      const first = await read();
      await placeLegalMonomino(app);
      await placeLegalMonomino(app);
      assert.equal(await read(), '2');
      await undoToTheFirstState(app, {undo: 'blokus.undo', read, first, actions: 2, screen: 'blokus'});
    });
  },

  // Block-Killer: Ann draws and passes, then Undo past the first state.
  async blockkiller_undo_to_the_first_state() {
    await withBrowser(async (browser, url) => {
      const app = await WebApp.open(browser, url);
      await startGame(app, 'blockkiller', ['Ann', 'Bo', 'Chen']);
      const read = async () => [await app.text('blockkiller.turn'),
        await app.text('blockkiller.player.0.blocks'), await app.text('blockkiller.pointer')];
      const first = await read();
      await app.tap('blockkiller.draw');
      await app.tap('blockkiller.pass');
      assert.notDeepEqual(await read(), first, 'a card drawn and the turn passed');
      await undoToTheFirstState(app, {undo: 'blockkiller.undo', read, first, actions: 2,
                                      screen: 'blockkiller'});
    });
  },

  // Smash Up: set up by taps (two factions each, four bases, Ann first) and started, then the
  // play phase and a power point; Undo tapped while it is there. Smash Up's very first state
  // is its setup: the start is an event like the others, so the third Undo takes the game
  // back to the setup (its choices kept, Undo gone, nothing more to undo), also after a reload.
  async smashup_undo_to_the_first_state() {
    await withBrowser(async (browser, url) => {
      // At 1920x1080 the setup shows every Core faction and the bases picked here without
      // scrolling its lists (under a load of 10 the lists' scrolling drags did not scroll:
      // "never came into view"; that is not what this test is about).
      const app = await WebApp.open(browser, url, {width: 1920, height: 1080});
      await startGame(app, 'smashup', ['Ann', 'Bo', 'Chen']);
      const read = async () => {
        const probe = await app.probe();
        return {setup: 'smashup.setup.start' in probe.rects, undo: 'smashup.undo' in probe.rects,
                phase: probe.texts['smashup.phase'] ?? null};
      };
      const first = await read();
      assert.deepEqual(first, {setup: true, undo: false, phase: null}, 'a new game opens on its setup');
      const chosen = async () => {
        const texts = (await app.probe()).texts;
        return [0, 1, 2].map((seat) => [0, 1].map((k) => texts[`smashup.setup.player.${seat}.faction.${k}`]));
      };
      // By name, as a player picks them; each tap checked where it lands, the next player
      // taking over after two.
      const labelled = async (prefix, name) => {
        const texts = (await app.probe()).texts;
        const ids = Object.keys(texts).filter((id) => new RegExp(`^${prefix.replace(/\./g, '\\.')}\\d+$`).test(id) &&
                                                      texts[id].split(/\n|  /)[0] === name);
        assert.equal(ids.length, 1, `one ${name}: ${ids}`);
        return ids[0];
      };
      const factions = ['Aliens', 'Ninjas', 'Pirates', 'Robots', 'Wizards', 'Zombies'];
      for (let i = 0; i < factions.length; ++i) {
        await app.tap(await labelled('smashup.setup.faction.', factions[i]));
        assert.equal((await chosen())[Math.floor(i / 2)][i % 2], factions[i], `${factions[i]} taken`);
      }
      for (const base of ['Evans City Cemetery', 'Cave of Shinies', 'Factory 436-1337', 'Jungle Oasis']) {
        await app.tap(await labelled('smashup.setup.base.', base));
      }
      assert.equal(await app.text('smashup.setup.bases_count'), '4');
      const choices = await chosen();
      await app.tap('smashup.setup.first.0');
      await app.tap('smashup.setup.start');
      assert.deepEqual(await read(), {setup: false, undo: true, phase: 'start'},
                       await app.text('smashup.problems'));
      await app.tap('smashup.next_phase');
      await app.tap('smashup.base.0.player.0.power.p1');
      assert.equal(await app.text('smashup.phase'), 'play');
      assert.equal(await app.text('smashup.base.0.total'), '1/20', 'a power point on the cemetery');
      // Three events stand (the start, the phase, the point): three Undos, then none left.
      let undone = 0;
      while ((await read()).undo) {
        assert.ok(undone < 3, 'Undo gone after the three events');
        await app.tap('smashup.undo');
        ++undone;
      }
      assert.equal(undone, 3, 'one Undo per event');
      await app.frames(3);
      assert.deepEqual(app.errors, [], 'no abort');
      assert.deepEqual(await read(), first, 'back on the setup');
      assert.deepEqual(await chosen(), choices, 'the setup keeps its choices');
      await app.reload();
      const resume = Object.keys((await app.probe()).rects).filter((id) => id.startsWith('home.resume.'));
      assert.equal(resume.length, 1, `one session to resume: ${resume}`);
      await app.tap(resume[0]);
      assert.equal(await app.screen(), 'smashup');
      assert.deepEqual(await read(), first, 'the setup, as stored');
      assert.deepEqual(app.errors, []);
    });
  },

  // Home, a name being typed (the hidden input focused beside its caret): the colour button
  // right of the field takes a tap at its left edge.
  async home_tap_beside_an_edited_field() {
    await withBrowser(async (browser, url) => {
      const app = await WebApp.open(browser, url);
      await firstNameField(app, 'Ann');
      const role = await app.rect('home.player.0.role');
      await app.tapAt(role.x + 6, role.y + role.h / 2);
      assert.notEqual((await app.rect('home.player.0.role')).content, role.content,
                      'the colour changed: the tap reached the app');
      assert.deepEqual(app.errors, []);
    });
  },

  // HDCG, an amount typed into its field: "Direct" beside it and "Add" after a typed extra
  // value take their taps.
  async hdcg_tap_beside_an_edited_field() {
    await withBrowser(async (browser, url) => {
      const app = await WebApp.open(browser, url);
      await startGame(app, 'hdcg', ['Ann', 'Bo']);
      await app.tap('hdcg.calc.source.0');
      await app.tap('hdcg.calc.target.1');
      await app.tap('hdcg.calc.amount');
      assert.ok(await app.textInputFocused(), 'the amount field has the keyboard');
      await app.typeKeys('100');
      const before = await app.text('hdcg.calc.breakdown');
      const direct = await app.rect('hdcg.calc.direct');
      await app.tapAt(direct.x + 6, direct.y + direct.h / 2);
      assert.notEqual(await app.text('hdcg.calc.breakdown'), before, 'Direct took the tap');
      await app.tap('hdcg.calc.mod.value');
      await app.typeKeys('2');
      assert.equal(await app.rect('hdcg.calc.mod.0.remove'), null);
      const add = await app.rect('hdcg.calc.mod.add');
      await app.tapAt(add.x + 6, add.y + add.h / 2);
      assert.ok(await app.rect('hdcg.calc.mod.0.remove'), 'Add took the tap: the modifier added');
      assert.deepEqual(app.errors, []);
    });
  },

  // HDCG at 1180x820 (an iPad Air in landscape): the amount row's "Add" neither overlaps the
  // number pad nor is cut.
  async hdcg_calculator_at_1180x820() {
    await withBrowser(async (browser, url) => {
      const app = await WebApp.open(browser, url, {width: 1180, height: 820});
      await startGame(app, 'hdcg', ['Ann', 'Bo']);
      const add = await app.reach('hdcg.calc.mod.add');
      assert.equal(add.labelClipped, 0, '"Add" whole');
      for (const key of ['7', '8', '9', '4', '5', '6', '1', '2', '3', 'dot', '0', 'back']) {
        const k = await app.rect(`hdcg.pad.${key}`);
        const apart = add.x + add.w <= k.x || k.x + k.w <= add.x || add.y + add.h <= k.y ||
            k.y + k.h <= add.y;
        assert.ok(apart, `"Add" clear of the pad's ${key}`);
      }
      assert.deepEqual(app.errors, []);
    });
  },

  // Storage refused, on Blokus: the notice's strip covers no control (Undo, Redo, Hints,
  // Zoom, Files were under it).
  async blokus_storage_refused_notice_covers_no_control() {
    await withBrowser(async (browser, url) => {
      const refuse = () => {
        IDBFactory.prototype.open = function () {
          throw new DOMException('The user denied permission to access the database.', 'SecurityError');
        };
      };
      const app = await WebApp.open(browser, url, {before: refuse});
      assert.equal((await app.probe()).storage, 'refused');
      await startClassicBlokus(app);
      await wholeBoard(app);
      await placeLegalMonomino(app);
      assert.deepEqual(await coveredByTheNotice(app), [], 'no control under the notice');
      await app.tap('blokus.undo');
      assert.equal(await app.text('blokus.moves'), '0', 'Undo reached');
      assert.deepEqual(app.errors, []);
    });
  },

  // A private window (as Safari and Firefox tell it: the origin private file system refused):
  // the app says the session is gone when the window closes, covering no control, and
  // Settings says it too.
  async home_private_window_is_said() {
    await withBrowser(async (browser, url) => {
      const privateWindow = () => {
        navigator.storage.getDirectory = () =>
          Promise.reject(new DOMException('Security error when calling GetDirectory', 'SecurityError'));
      };
      const app = await WebApp.open(browser, url, {before: privateWindow});
      const probe = await app.probe();
      assert.equal(probe.storage, 'private');
      assert.ok(/private window/.test(probe.texts['web.not_saved']), probe.texts['web.not_saved']);
      assert.deepEqual(await coveredByTheNotice(app), []);
      await startClassicBlokus(app);
      await wholeBoard(app);
      assert.deepEqual(await coveredByTheNotice(app), []);
      await app.tap('nav.settings');
      assert.equal(await app.text('settings.storage'), 'web.private');
      assert.deepEqual(app.errors, []);
    });
  },

  // Persistent storage is asked for (navigator.storage.persist()) and its answer shown in
  // Settings: granted, then (a new page) refused, the browser may clear the games.
  async settings_storage_asks_for_persistence() {
    for (const granted of [true, false]) {
      await withBrowser(async (browser, url) => {
        const answer = (grant) => {
          window.tablerefPersistAsked = 0;
          navigator.storage.persist = () => {
            window.tablerefPersistAsked += 1;
            return Promise.resolve(grant);
          };
        };
        const app = await WebApp.open(browser, url, {before: `(${answer})(${granted})`});
        assert.ok(await app.page.evaluate(() => window.tablerefPersistAsked) >= 1, 'persist() asked');
        await app.tap('nav.settings');
        const expected = granted ? 'settings.storage.persistent' : 'settings.storage.best_effort';
        await app.until((probe) => probe.texts['settings.storage'] === expected, expected);
        assert.equal((await app.probe()).storage, granted ? 'persistent' : 'best_effort');
        assert.deepEqual(app.errors, []);
      });
    }
  },

  // Settings, a backup downloaded, renamed on the computer and picked back in: it is copied
  // under a backup's name, so it is listed to restore from (issue #24: it kept its own name
  // and was never listed).
  async settings_backup_lists_a_renamed_file() {
    await withBrowser(async (browser, url) => {
      const app = await WebApp.open(browser, url);
      const downloads = fs.mkdtempSync(path.join(os.tmpdir(), 'tableref-web-downloads-'));
      try {
        await app.cdp.send('Browser.setDownloadBehavior', {behavior: 'allow', downloadPath: downloads});
        await app.tap('nav.settings');
        await app.tap('settings.backup.now');
        let files = [];
        await waitFor(() => {
          files = fs.readdirSync(downloads).filter((name) => !name.endsWith('.crdownload'));
          return files.length > 0;
        }, 'the backup downloaded');
        assert.ok(await app.rect('settings.restore.0'), 'the backup made is listed');
        assert.equal(await app.rect('settings.restore.1'), null, 'one backup listed');
        const renamed = path.join(downloads, 'club backup.db');
        fs.renameSync(path.join(downloads, files[0]), renamed);
        const chooser = app.page.waitForFileChooser({timeout: 10000});
        await app.tap('settings.backup.pick');
        await (await chooser).accept([renamed]);
        await app.until((probe) => probe.rects['settings.restore.1'], 'the renamed backup listed');
        assert.deepEqual(app.errors, []);
      } finally {
        fs.rmSync(downloads, {recursive: true, force: true});
      }
    });
  },

  // Home, a paste of two lines into a name (a single-line field): one space between them,
  // as on the desktop, not "AnnaMaria".
  async home_name_field_paste_keeps_a_space_between_lines() {
    await withBrowser(async (browser, url) => {
      const app = await WebApp.open(browser, url);
      await firstNameField(app, 'Dr ');
      for (const [pasted, expected] of [['Anna\nMaria', 'Dr Anna Maria'], ['\r\nLi\r\nWei\n', 'Dr Anna MariaLi Wei']]) {
        await app.page.evaluate((text) => {
          const data = new DataTransfer();
          data.setData('text/plain', text);
          document.activeElement.dispatchEvent(
              new ClipboardEvent('paste', {clipboardData: data, bubbles: true, cancelable: true}));
        }, pasted);
        await app.frames(3);
        assert.equal(await app.text('home.player.0.name'), expected);
      }
      assert.deepEqual(app.errors, []);
    });
  },

  // The manifest a tablet installs from: "standalone" keeps the status bar (the clock, the
  // battery) that a player at the table expects; "fullscreen" hid it.
  async site_manifest_is_standalone() {
    const manifest = JSON.parse(fs.readFileSync(path.join(siteDir, 'manifest.webmanifest'), 'utf8'));
    assert.equal(manifest.display, 'standalone');
  },

  // Home and Blokus at tablet sizes, landscape 1280x800 and portrait 800x1280, written as
  // docs/screenshots/web_<screen>_<size>.png when TABLEREF_SCREENSHOT_DIR is set.
  async screenshots_web() {
    const dir = process.env.TABLEREF_SCREENSHOT_DIR;
    // A screenshot is a PNG of the page's size (its IHDR: the viewport at a device scale of 1)
    // and a drawn page, not one flat colour: its pixels (decoded here, not in the app's page)
    // have many colours and no colour covers nearly all of it.
    const checkDrawn = (png, width, height, file) => {
      const image = decodePng(png);
      assert.deepEqual([image.width, image.height], [width, height], `${file}: the page's size`);
      const counts = new Map();
      for (let i = 0; i < image.pixels.length; i += image.channels) {
        const colour = image.pixels.readUIntBE(i, 3);
        counts.set(colour, (counts.get(colour) || 0) + 1);
      }
      let most = 0;
      for (const count of counts.values()) most = Math.max(most, count);
      const commonest = most / (width * height);
      assert.ok(counts.size >= 16 && commonest < 0.98,
                `${file}: a drawn page, not a flat one (${counts.size} colours, the commonest ` +
                `${(commonest * 100).toFixed(1)}%)`);
    };
    // Checked once the browser is closed (the app driven at the pace it always was), and
    // written to docs/screenshots only when all are right.
    const shots = [];
    await withBrowser(async (browser, url) => {
      for (const [width, height] of [[1280, 800], [800, 1280]]) {
        const app = await WebApp.open(browser, url, {width, height});
        const shoot = async (screen) => {
          await app.frames(3);
          const png = await app.page.screenshot({type: 'png'});
          shots.push({png, width, height, file: `web_${screen}_${width}x${height}.png`});
        };
        await shoot('home');
        await startClassicBlokus(app, {composing: 'zhang', committed: '张伟'});
        await shoot('blokus');
        await app.page.close();
      }
      // The photo screen with a board read (landscape).
      const photos = fs.mkdtempSync(path.join(os.tmpdir(), 'tableref-web-photo-'));
      try {
        const app = await WebApp.open(browser, url, {width: 1280, height: 800});
        await app.tap('home.photo');
        await pickPhoto(app, boardPhoto(photos).file);
        // The photo goes to WebGL a band of rows per frame: shot once it is whole.
        await app.until((probe) => probe.texts['photo.grid'] && probe.texts['photo.shown'] === 'whole',
                        'the board read and shown');
        assert.ok(await app.text('photo.grid'), 'the board read');
        await app.frames(3);
        const png = await app.page.screenshot({type: 'png'});
        shots.push({png, width: 1280, height: 800, file: 'web_photo_1280x800.png'});
        await app.page.close();
      } finally {
        fs.rmSync(photos, {recursive: true, force: true});
      }
    });
    assert.equal(shots.length, 5, 'five screenshots');
    for (const shot of shots) checkDrawn(shot.png, shot.width, shot.height, shot.file);
    for (const shot of shots) {
      if (dir) fs.writeFileSync(path.join(dir, shot.file), shot.png);
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
export {launch, serve};
