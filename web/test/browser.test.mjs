// The web build in a real browser: Debian's Chromium, headless, driven by
// playwright-core. It loads the page from a local server, starts a game
// against computer players from the menu with real mouse clicks, drags a
// tile from the rack onto the table with the real mouse, reloads and
// continues the saved game, and fails on any console error or panic.
//
//   bash web/build.sh && npm test --prefix web
//
// Screenshots and timings go to $TMPDIR/tilemeld-web/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { createServer } from '../server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(here, '../../dist');
const out = path.join(os.tmpdir(), 'tilemeld-web');
fs.mkdirSync(out, { recursive: true });

const missing = [];

function serve() {
  return new Promise((resolve) => {
    const server = createServer(dist, (url) => missing.push(url));
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

const centre = (r) => ({ x: (r[0] + r[2]) / 2, y: (r[1] + r[3]) / 2 });

async function state(page) {
  return page.evaluate(() => (window.tilemeldState ? window.tilemeldState() : {}));
}

async function waitFor(page, what, pred, timeout = 120_000) {
  const start = Date.now();
  for (;;) {
    const s = await state(page);
    if (pred(s)) return s;
    if (Date.now() - start > timeout) {
      await page.screenshot({ path: path.join(out, `timeout-${what}.png`) });
      throw new Error(`waited ${timeout} ms for ${what}; last state: ${JSON.stringify(s).slice(0, 600)}`);
    }
    await page.waitForTimeout(100);
  }
}

// Software WebGL can be slow: let the game see each pointer step in a
// frame of its own, as a person's hand would be seen.
async function nextFrames(page, n = 2) {
  const start = (await state(page)).frame;
  await waitFor(page, `${n} frames`, (s) => s.frame >= start + n, 30_000);
}

async function clickButton(page, name) {
  const s = await waitFor(page, `button ${name}`, (s) => s.buttons && s.buttons[name]);
  const { x, y } = centre(s.buttons[name]);
  await page.mouse.move(x, y);
  await nextFrames(page);
  // Press and release together: egui reads a press held longer than 0.8 s
  // as a long press, not a click, and a software-rendered frame can take
  // half of that.
  await page.mouse.down();
  await page.mouse.up();
  await nextFrames(page);
}

test('the whole game in a browser', { timeout: 600_000 }, async () => {
  assert.ok(fs.existsSync(path.join(dist, 'tilemeld_bg.wasm')), 'run web/build.sh first');
  const server = await serve();
  const base = `http://127.0.0.1:${server.address().port}/`;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
  });
  const problems = [];
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    page.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()}`); });
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));

    // The first visit over a 20 Mbit/s, 40 ms link; count what it downloads.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    let transferred = 0;
    cdp.on('Network.loadingFinished', (e) => { transferred += e.encodedDataLength; });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false, latency: 40, downloadThroughput: 20e6 / 8, uploadThroughput: 5e6 / 8,
    });
    const t0 = Date.now();
    await page.goto(base);
    await waitFor(page, 'ready', (s) => s.ready && s.screen === 'Title' && s.menu === 'Main');
    const loadMs = Date.now() - t0;
    const firstLoadBytes = transferred;
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1,
    });
    assert.ok(firstLoadBytes <= 4e6, `the first visit downloads at most 4 MB, not ${(firstLoadBytes / 1e6).toFixed(2)} MB`);
    await page.waitForTimeout(500);
    await page.screenshot({ path: path.join(out, 'menu.png') });

    // New game with the default seats (you and three computers), by mouse.
    await clickButton(page, 'new-game');
    await waitFor(page, 'new game screen', (s) => s.menu === 'NewGame');
    await page.screenshot({ path: path.join(out, 'new-game.png') });
    await clickButton(page, 'start');
    const playing = await waitFor(page, 'the table', (s) => s.screen === 'Playing' && s.game);
    assert.ok(playing.game.seed > 0);

    // Our turn: drag the first rack tile onto free table space.
    const turn = await waitFor(page, 'our turn', (s) => s.game?.phase === 'human'
      && s.tiles.filter((t) => t.place === 'rack' && t.settled).length >= 14);
    const tile = turn.tiles.find((t) => t.place === 'rack' && t.slot === 0);
    const from = centre(tile.rect);
    const table = turn.table_rect;
    const to = { x: (table[0] + table[2]) / 2, y: table[3] - 40 };
    await page.mouse.move(from.x, from.y);
    await nextFrames(page);
    await page.mouse.down();
    await nextFrames(page);
    for (let i = 1; i <= 8; i++) {
      await page.mouse.move(from.x + ((to.x - from.x) * i) / 8, from.y + ((to.y - from.y) * i) / 8);
      await nextFrames(page, 1);
    }
    await nextFrames(page);
    await page.mouse.up();
    const moved = await waitFor(page, 'the tile on the table', (s) => s.game.draft.length === turn.game.draft.length + 1, 20_000);
    assert.equal(moved.game.draft.at(-1), tile.tile, 'the dragged tile makes a new set');
    // Let the tile settle (a few frames at software-rendering speed).
    await nextFrames(page, 6);
    await page.screenshot({ path: path.join(out, 'dragged.png') });

    // Frames per second in this browser.
    const f0 = (await state(page)).frame;
    await page.waitForTimeout(5000);
    const fps = ((await state(page)).frame - f0) / 5;

    // Draw (from a changed table: the turn is given up, one tile under these
    // rules), so the game saves a finished turn; then reload and continue.
    await page.keyboard.press('d');
    const saved = await waitFor(page, 'the draw', (s) => s.game.log > turn.game.log);
    await page.waitForTimeout(1500);
    await page.reload();
    await waitFor(page, 'ready again', (s) => s.ready && s.screen === 'Title' && s.menu === 'Main');
    await clickButton(page, 'continue');
    const resumed = await waitFor(page, 'the saved game', (s) => s.screen === 'Playing' && s.game);
    assert.equal(resumed.game.seed, saved.game.seed, 'the same game');
    assert.ok(resumed.game.log >= saved.game.log, 'with its moves');
    await page.waitForTimeout(800);
    await page.screenshot({ path: path.join(out, 'continued.png') });

    // Offline: the service worker kept the game; with the network cut, a
    // reload starts it and a new game against computers begins.
    await page.waitForFunction(async () => {
      const reg = await navigator.serviceWorker.getRegistration();
      if (!reg || !reg.active) return false;
      for (const key of await caches.keys()) {
        if (await (await caches.open(key)).match('tilemeld_bg.wasm')) return true;
      }
      return false;
    }, null, { timeout: 60_000, polling: 500 });
    await context.setOffline(true);
    await page.reload();
    await waitFor(page, 'ready offline', (s) => s.ready && s.screen === 'Title' && s.menu === 'Main');
    await clickButton(page, 'new-game');
    await waitFor(page, 'new game screen offline', (s) => s.menu === 'NewGame');
    await clickButton(page, 'start');
    const offline = await waitFor(page, 'a game offline', (s) => s.screen === 'Playing' && s.game
      && s.tiles.filter((t) => t.place === 'rack').length >= 14);
    assert.ok(offline.game.seed > 0);
    await page.screenshot({ path: path.join(out, 'offline.png') });
    await context.setOffline(false);

    fs.writeFileSync(path.join(out, 'timings.json'), JSON.stringify({ load_ms: loadMs, first_load_bytes: firstLoadBytes, fps }, null, 2));
    console.log(`first visit over 20 Mbit/s, 40 ms: ${(firstLoadBytes / 1e6).toFixed(2)} MB downloaded, ${loadMs} ms to the first interactive frame; ${fps.toFixed(1)} frames per second`);
  } finally {
    await browser.close();
    server.close();
  }
  assert.deepEqual(problems, [], `no console errors or panics (not found: ${missing.join(', ') || 'nothing'})`);
});
