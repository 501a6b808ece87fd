// The web build's numbers (scripts/web-bench.sh): download size, time to the first usable
// frame in headless Chromium (cold: a fresh profile; cached: the same profile again, the
// service worker's copy), and frame time while a finger drags a Blokus piece.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import os from 'node:os';

import {WebApp, enlargedPhoto, launch, serve, siteDir} from './driver.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

function sizes() {
  const rows = [];
  let total = 0;
  let gzipped = 0;
  for (const name of fs.readdirSync(siteDir).sort()) {
    const file = path.join(siteDir, name);
    if (!fs.statSync(file).isFile()) continue;
    const size = fs.statSync(file).size;
    const gz = execFileSync('gzip', ['-9', '-c', file], {maxBuffer: 1 << 30}).length;
    rows.push(`  ${name.padEnd(22)} ${kb(size).padStart(9)}  gzip ${kb(gz).padStart(9)}`);
    total += size;
    gzipped += gz;
  }
  return {rows, total, gzipped};
}

// Milliseconds from navigation start to the first frame the app drew and showed.
async function firstFrame(page, url) {
  await page.goto(url, {waitUntil: 'domcontentloaded'});
  await page.waitForFunction(
      () => typeof Module !== 'undefined' && Module.calledRun && Module._tableref_probe_json &&
          JSON.parse(Module.ccall('tableref_probe_json', 'string', [], [])).frame >= 1,
      {polling: 'raf', timeout: 60000});
  return page.evaluate(() => performance.now());
}

async function main() {
  const {server, url} = await serve();
  const {browser, profile} = await launch();
  try {
    // `node bench.mjs photo`: the photo's figure alone (while working on it).
    if (process.argv[2] === 'photo') {
      await photoFreeze(browser, url);
      return;
    }
    const {rows, total, gzipped} = sizes();
    console.log(`download (${siteDir}):`);
    rows.forEach((row) => console.log(row));
    console.log(`  total ${mb(total)}, gzip ${mb(gzipped)}`);

    const page = await browser.newPage();
    await page.setViewport({width: 1280, height: 800, hasTouch: true});
    const cold = await firstFrame(page, url);
    // Let the service worker finish caching, then load again from the same profile.
    await page.evaluate(() => navigator.serviceWorker && navigator.serviceWorker.ready);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const cached = [];
    for (let i = 0; i < 3; ++i) cached.push(await firstFrame(page, url));
    cached.sort((a, b) => a - b);
    console.log(`first usable frame: cold ${cold.toFixed(0)} ms, cached ${cached[1].toFixed(0)} ms ` +
                `(median of ${cached.join(', ').replace(/\.\d+/g, '')})`);
    await page.close();

    // The browser's own frame rate on this machine: an empty page.
    const blank = await browser.newPage();
    await blank.setViewport({width: 1280, height: 800, hasTouch: true});
    const empty = await blank.evaluate(() => new Promise((resolve) => {
      const times = [];
      const tick = (t) => {
        times.push(t);
        if (times.length < 61) {
          requestAnimationFrame(tick);
        } else {
          resolve((times[times.length - 1] - times[0]) / (times.length - 1));
        }
      };
      requestAnimationFrame(tick);
    }));
    await blank.close();
    console.log(`an empty page: frame time mean ${empty.toFixed(1)} ms`);

    // A Blokus game; the I5 picked from the tray and dragged across the board by a finger.
    const app = await WebApp.open(browser, url);
    await app.tap('home.game.blokus');
    await app.tap('home.variant.classic');
    for (let i = 0; i < 4; ++i) {
      await app.tap(`home.player.${i}.name`);
      await app.typeKeys(['Ann', 'Bo', 'Chen', 'Dai'][i]);
    }
    await app.tap('home.start');
    await app.tap('blokus.tray.I5');
    const a = await app.reach('blokus.cell.c18');
    const b = await app.reach('blokus.cell.l11');
    const [x0, y0, x1, y1] = [a.x + a.w / 2, a.y + a.h / 2, b.x + b.w / 2, b.y + b.h / 2];
    // The baseline: frames with no finger down, the same screen (the app draws every frame).
    const idle = await app.page.evaluate(() => new Promise((resolve) => {
      const times = [];
      const tick = (t) => {
        times.push(t);
        if (times.length < 61) {
          requestAnimationFrame(tick);
        } else {
          resolve((times[times.length - 1] - times[0]) / (times.length - 1));
        }
      };
      requestAnimationFrame(tick);
    }));
    console.log(`idle on the Blokus screen: frame time mean ${idle.toFixed(1)} ms`);
    await app.page.evaluate(() => {
      window.benchFrames = [];
      const tick = (t) => {
        window.benchFrames.push(t);
        if (window.benchFrames.length < 100000) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
      // The app's own work per frame: emscripten's main loop calls these around each frame
      // (ImGui's frame, the referee's check, the draw calls handed to WebGL).
      window.benchWork = [];
      Module.preMainLoop = () => {
        window.benchStart = performance.now();
      };
      Module.postMainLoop = () => {
        window.benchWork.push(performance.now() - window.benchStart);
      };
    });
    const startFrame = (await app.probe()).frame;
    await app.touch('touchStart', [[x0, y0]]);
    const steps = 120;
    for (let i = 1; i <= steps; ++i) {
      await app.touch('touchMove', [[x0 + (x1 - x0) * i / steps, y0 + (y1 - y0) * i / steps]]);
      await app.page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    }
    await app.touch('touchEnd', []);
    const frames = await app.page.evaluate(() => window.benchFrames.slice());
    const work = (await app.page.evaluate(() => window.benchWork.slice())).sort((p, q) => p - q);
    const workMean = work.reduce((s, w) => s + w, 0) / work.length;
    const appFrames = (await app.probe()).frame - startFrame;
    const gaps = frames.slice(1).map((t, i) => t - frames[i]).sort((p, q) => p - q);
    const mean = gaps.reduce((s, g) => s + g, 0) / gaps.length;
    const p95 = gaps[Math.floor(gaps.length * 0.95)];
    const span = frames[frames.length - 1] - frames[0];
    console.log(`  (${frames.length} animation frames and ${work.length} app frames in ` +
                `${span.toFixed(0)} ms)`);
    console.log(`dragging a Blokus piece: ${appFrames} app frames, frame time mean ` +
                `${mean.toFixed(1)} ms, 95th percentile ${p95.toFixed(1)} ms; the app's work ` +
                `per frame mean ${workMean.toFixed(1)} ms, median ` +
                `${work[Math.floor(work.length / 2)].toFixed(1)} ms, 95th percentile ` +
                `${work[Math.floor(work.length * 0.95)].toFixed(1)} ms`);
    await app.page.close();
    await photoFreeze(browser, url);
  } finally {
    await browser.close();
    server.close();
    fs.rmSync(profile, {recursive: true, force: true});
  }
}

// A 12 MP photo (the generator's board drawn at 4000x3000) picked on the photo screen: the
// longest time between two animation frames from the pick until the board is read and the
// photo shown whole, i.e. how
// long the page stood still. Needs the desktop build's generator (TABLEREF_MAKE_BOARD_PHOTO).
async function photoFreeze(browser, url) {
  const maker = process.env.TABLEREF_MAKE_BOARD_PHOTO;
  if (!maker || !fs.existsSync(maker)) {
    console.log('photo freeze: skipped (set TABLEREF_MAKE_BOARD_PHOTO to make_board_photo)');
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tableref-web-bench-'));
  try {
    const small = path.join(dir, 'board.png');
    execFileSync(maker, [small, '21', '2']);
    const app = await WebApp.open(browser, url);
    const large = path.join(dir, 'large.jpg');
    await enlargedPhoto(app.page, small, 4000, 3000, large);
    await app.tap('home.photo');
    await app.page.evaluate(() => {
      // The app's own work per frame (emscripten's main loop calls these around each frame),
      // to tell its work from the browser's in a long gap.
      window.benchWork = [];
      Module.preMainLoop = () => {
        window.benchStart = performance.now();
      };
      Module.postMainLoop = () => {
        window.benchWork.push([performance.now() - window.benchStart, window.benchStart]);
      };
      window.benchFrames = [];
      const tick = (t) => {
        window.benchFrames.push(t);
        if (window.benchFrames.length < 100000) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    const start = await app.page.evaluate(() => performance.now());
    const chooser = app.page.waitForFileChooser();
    await app.tap('photo.pick');
    await (await chooser).accept([large]);
    await app.until((probe) => probe.texts['photo.grid'] && probe.texts['photo.shown'] === 'whole',
                    'the board read and shown');
    const end = await app.page.evaluate(() => performance.now());
    const frames = (await app.page.evaluate(() => window.benchFrames.slice()))
                       .filter((t) => t >= start && t <= end);
    const gaps = frames.slice(1).map((t, i) => t - frames[i]);
    console.log(`a 12 MP photo picked and read: ${(end - start).toFixed(0)} ms, longest frame ` +
                `gap ${Math.max(...gaps).toFixed(0)} ms (${frames.length} frames)`);
    // Where the page stood still: the three longest gaps, in ms after the pick.
    const longest = gaps.map((g, i) => [g, frames[i] - start]).sort((p, q) => q[0] - p[0]);
    console.log('  longest gaps: ' +
                longest.slice(0, 3)
                    .map(([g, at]) => `${g.toFixed(0)} ms at ${at.toFixed(0)} ms`)
                    .join(', '));
    const work = (await app.page.evaluate(() => window.benchWork.slice()))
                     .filter(([, at]) => at >= start && at <= end)
                     .sort((p, q) => q[0] - p[0]);
    console.log('  the app\'s longest frames: ' +
                work.slice(0, 3)
                    .map(([w, at]) => `${w.toFixed(0)} ms at ${(at - start).toFixed(0)} ms`)
                    .join(', '));
    await app.page.close();
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

main().catch((error) => {
  console.error(error.stack || error);
  process.exit(1);
});
