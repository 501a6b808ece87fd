// Drives tableref's web build in Debian's headless Chromium, as a player's fingers would:
// a static server on 127.0.0.1 (a free port) serves build-web/site, each test gets a fresh
// browser profile, and taps and drags are touch events sent through the Chrome DevTools
// Protocol (Input.dispatchTouchEvent). Where to tap comes from the app's own probe (every
// widget's rectangle and recorded texts of the last frame, the one the desktop UI tests
// read), exposed read-only to JavaScript as tableref_probe_json (platform/web.cpp).
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

import puppeteer from 'puppeteer-core';

const here = path.dirname(fileURLToPath(import.meta.url));
export const siteDir = process.env.TABLEREF_WEB_SITE || path.resolve(here, '../../build-web/site');
export const chromium = process.env.TABLEREF_CHROMIUM || '/usr/bin/chromium';

const kTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
  '.data': 'application/octet-stream',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
};

// A static server like any club's host: files only, no special headers.
export function serve(dir = siteDir) {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url, 'http://127.0.0.1');
    let file = path.join(dir, decodeURIComponent(url.pathname));
    if (!file.startsWith(dir)) {
      response.writeHead(403).end();
      return;
    }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    fs.readFile(file, (error, body) => {
      if (error) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, {'Content-Type': kTypes[path.extname(file)] || 'application/octet-stream'});
      response.end(body);
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({server, url: `http://127.0.0.1:${server.address().port}/`});
    });
  });
}

export const kChromiumFlags = [
  '--no-sandbox', '--disable-gpu', '--enable-unsafe-swiftshader',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--no-first-run', '--disable-dev-shm-usage',
];

export function freshProfile() {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'tableref-web-profile-'));
}

export async function launch(profile = freshProfile()) {
  const browser = await puppeteer.launch({
    executablePath: chromium,
    headless: true,
    userDataDir: profile,
    args: kChromiumFlags,
    defaultViewport: null,
  });
  return {browser, profile};
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// How long a wait for a state may take before the test fails instead of hanging: far above
// what any state takes on a loaded machine; never a synchronisation.
export const kStateBound = 180000;

// Waits until `check()` (async) is true, a state outside the page (a downloaded file).
export async function waitFor(check, what, bound = kStateBound) {
  const start = Date.now();
  for (;;) {
    if (await check()) return;
    if (Date.now() - start > bound) throw new Error(`never: ${what}`);
    await sleep(20);
  }
}

// One page of the app at a tablet size, touch-enabled.
export class WebApp {
  constructor(page, cdp, url) {
    this.page = page;
    this.cdp = cdp;
    this.url = url;
    this.errors = [];
    page.on('pageerror', (error) => this.errors.push(String(error)));
    page.on('console', (message) => {
      if (message.type() === 'error') this.errors.push(message.text());
    });
  }

  static async open(browser, url, {width = 1280, height = 800, before = null} = {}) {
    const page = await browser.newPage();
    await page.setViewport({width, height, hasTouch: true, deviceScaleFactor: 1});
    if (before) await page.evaluateOnNewDocument(before);
    const cdp = await page.createCDPSession();
    const app = new WebApp(page, cdp, url);
    await app.load();
    return app;
  }

  async load() {
    await this.page.goto(this.url, {waitUntil: 'load'});
    await this.ready();
  }

  async reload() {
    await this.page.reload({waitUntil: 'load'});
    await this.ready();
  }

  // Waits for the app's first frames (the runtime started, the storage loaded, main ran).
  // The bound only turns a hang into a failure: a loaded machine (a build and another browser
  // beside the tests) takes seconds to compile the WebAssembly.
  async ready(timeout = kStateBound) {
    await this.page.waitForFunction(
        () => typeof Module !== 'undefined' && Module.calledRun && Module._tableref_probe_json &&
            JSON.parse(Module.ccall('tableref_probe_json', 'string', [], [])).frame > 2,
        {timeout, polling: 50});
  }

  async probe() {
    return this.page.evaluate(() => JSON.parse(Module.ccall('tableref_probe_json', 'string', [], [])));
  }

  // Waits until `n` more frames were drawn: a state (the app's frame counter), not a time.
  // Polled inside the page, so a slow machine costs no extra DevTools round trips; the bound
  // only turns a frozen app (an abort) into a failure.
  async frames(n = 2) {
    const start = (await this.probe()).frame;
    try {
      await this.page.waitForFunction(
          (target) => JSON.parse(Module.ccall('tableref_probe_json', 'string', [], [])).frame >= target,
          {timeout: kStateBound, polling: 10}, start + n);
    } catch (error) {
      throw new Error(`no frame drawn after ${n} requested (${this.errors.join('; ') || error.message})`);
    }
  }

  // Waits until `predicate(probe)` holds, drawing frames meanwhile (a state, not a time).
  async until(predicate, what) {
    for (;;) {
      const probe = await this.probe();
      if (predicate(probe)) return probe;
      if (this.errors.length > 0) throw new Error(`${what}: ${this.errors.join('; ')}`);
      await this.frames(1);
    }
  }

  async screen() {
    return (await this.probe()).screen;
  }

  async text(id) {
    return (await this.probe()).texts[id];
  }

  async rect(id) {
    const r = (await this.probe()).rects[id];
    if (!r) return null;
    const [x, y, w, h, cx0, cy0, cx1, cy1, viewOnly, labelClipped, content] = r;
    return {x, y, w, h, cx0, cy0, cx1, cy1, viewOnly, labelClipped, content,
            visible: x >= cx0 - 1 && y >= cy0 - 1 && x + w <= cx1 + 1 && y + h <= cy1 + 1};
  }

  async touch(type, points) {
    await this.cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: points.map(([x, y], i) => ({x, y, id: i, radiusX: 4, radiusY: 4, force: 1})),
    });
  }

  // A finger held still at (x, y) for `ms`, then lifted (a long press past 500 ms).
  async holdAt(x, y, ms) {
    await this.touch('touchStart', [[x, y]]);
    await this.frames(1);
    await sleep(ms);
    await this.frames(6);  // the adapter also wants the finger held 4 frames
    await this.touch('touchEnd', []);
    await this.frames(3);
  }

  // Two fingers landing at (x, y) and 60 px to its right, moved together by (dx, dy).
  async twoFingerSwipe(x, y, dx, dy, steps = 6) {
    const at = (i) => [[x + dx * i / steps, y + dy * i / steps],
      [x + 60 + dx * i / steps, y + dy * i / steps]];
    await this.touch('touchStart', [[x, y]]);
    await this.frames(1);
    await this.touch('touchStart', at(0));
    await this.frames(1);
    for (let i = 1; i <= steps; ++i) {
      await this.touch('touchMove', at(i));
      await this.frames(1);
    }
    await this.touch('touchEnd', []);
    await this.frames(3);
  }

  // Turns the tablet: the page's viewport becomes width x height (a resize event, as a
  // rotation gives), and the app draws a few frames at the new size.
  async rotate(width, height) {
    await this.page.setViewport({width, height, hasTouch: true, deviceScaleFactor: 1});
    // Laid out at the new size once the top bar's Settings reaches the new right edge (the
    // resize reaches SDL a few frames later on a loaded machine).
    for (let i = 0; i < 200; ++i) {
      await this.frames(1);
      const r = await this.rect('nav.settings');
      if (r && Math.abs(r.x + r.w - width) < 40) break;
    }
    await this.frames(3);
  }

  // A quick tap: the finger lifted right after it landed, without waiting for frames between
  // (the input adapter shows ImGui the press for a frame even when the lift comes in the same
  // frame). Waiting two frames with the finger down made a tap a long press on a loaded
  // machine: the DevTools round trips around the wait let the app draw 4 frames and 500 ms
  // before the lift, and the tap was lost (Home's Start did nothing: "expected blokus, got
  // home").
  async tapAt(x, y) {
    await this.touch('touchStart', [[x, y]]);
    await this.touch('touchEnd', []);
    await this.frames(3);
  }

  async drag(x0, y0, x1, y1, steps = 8) {
    await this.touch('touchStart', [[x0, y0]]);
    await this.frames(1);
    for (let i = 1; i <= steps; ++i) {
      await this.touch('touchMove', [[x0 + (x1 - x0) * i / steps, y0 + (y1 - y0) * i / steps]]);
      await this.frames(1);
    }
    await this.touch('touchEnd', []);
    await this.frames(3);
  }

  // The widget's rectangle once fully visible, scrolling its list as a finger would.
  async reach(id) {
    for (let attempt = 0; attempt < 30; ++attempt) {
      const r = await this.rect(id);
      if (!r) throw new Error(`no widget '${id}' on screen ${await this.screen()}`);
      if (r.visible) return r;
      const x = (r.cx0 + r.cx1) / 2;
      const mid = (r.cy0 + r.cy1) / 2;
      const third = (r.cy1 - r.cy0) / 3;
      if (r.y < r.cy0) {
        await this.drag(x, mid - third / 2, x, mid + third / 2);
      } else {
        await this.drag(x, mid + third / 2, x, mid - third / 2);
      }
    }
    throw new Error(`widget '${id}' never came into view`);
  }

  async tap(id) {
    const r = await this.reach(id);
    if (r.viewOnly) throw new Error(`${id} is drawn for reading, not a touch target`);
    await this.tapAt(r.x + r.w / 2, r.y + r.h / 2);
  }

  // Whether the hidden input (the keyboard path) has the focus.
  async textInputFocused() {
    return this.page.evaluate(
        () => document.activeElement && document.activeElement.id === 'tableref-text-input');
  }

  // Types as an IME does: a composition shown first (`composing`), then the committed text.
  async typeIme(composing, committed) {
    await this.cdp.send('Input.imeSetComposition',
                        {text: composing, selectionStart: composing.length, selectionEnd: composing.length});
    await this.frames(2);
    await this.cdp.send('Input.insertText', {text: committed});
    await this.frames(3);
  }

  // Types as a hardware keyboard does (key events).
  async typeKeys(text) {
    await this.page.keyboard.type(text);
    await this.frames(3);
  }

  async press(key) {
    await this.page.keyboard.press(key);
    await this.frames(3);
  }
}

// `file` (a PNG) drawn at width x height by the browser and saved as a JPEG at `out`: a
// photo as large as a phone's (12 MP) from the generator's small one.
export async function enlargedPhoto(page, file, width, height, out) {
  const encoded = await page.evaluate(async (png, w, h) => {
    const blob = await (await fetch(`data:image/png;base64,${png}`)).blob();
    const bitmap = await createImageBitmap(blob);
    const canvas = new OffscreenCanvas(w, h);
    canvas.getContext('2d').drawImage(bitmap, 0, 0, w, h);
    const jpeg = new Uint8Array(await (await canvas.convertToBlob({type: 'image/jpeg', quality: 0.9})).arrayBuffer());
    let text = '';
    for (let i = 0; i < jpeg.length; i += 0x8000) text += String.fromCharCode(...jpeg.subarray(i, i + 0x8000));
    return btoa(text);
  }, fs.readFileSync(file).toString('base64'), width, height);
  fs.writeFileSync(out, Buffer.from(encoded, 'base64'));
}

// Runs `body(browser, url)` with a server and a fresh browser, and cleans both up.
export async function withBrowser(body) {
  const {server, url} = await serve();
  const {browser, profile} = await launch();
  try {
    return await body(browser, url, profile);
  } finally {
    await browser.close();
    server.close();
    fs.rmSync(profile, {recursive: true, force: true});
  }
}
