// The web build in a real browser: Debian's Chromium, headless, driven by
// playwright-core. It loads the page from a local server, starts a game
// against computer players from the menu with real mouse clicks, drags a
// tile from the rack onto the table with the real mouse, reloads and
// continues the saved game, and fails on any console error or panic. A
// second run is a phone held upright (390×844, touch): the menu fits, real
// touches start a game, tap a tile and then the felt to place it, and drag
// another. A third run does the first lesson by mouse, opens today's
// puzzle, and imports a match file into Replays with the file picker,
// exports it as a download and watches it.
//
//   bash web/build.sh && npm test --prefix web
//
// Screenshots and timings go to $TMPDIR/tilemeld-web/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { createServer } from '../server.mjs';
import { centre, chromiumArgs, clickButton, mouseDrag, nextFrames, out, state, waitFor } from './page.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(here, '../../dist');

const missing = [];

function serve() {
  return new Promise((resolve) => {
    const server = createServer(dist, (url) => missing.push(url));
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

test('the whole game in a browser', { timeout: 600_000 }, async () => {
  assert.ok(fs.existsSync(path.join(dist, 'tilemeld_bg.wasm')), 'run web/build.sh first');
  const server = await serve();
  const base = `http://127.0.0.1:${server.address().port}/`;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: chromiumArgs,
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
    // The budget: 4.1 MB since the tournament clock, the championship rules
    // and the events protocol came in (4.01 MB measured); #47 asks 3 MB.
    assert.ok(firstLoadBytes <= 4.1e6, `the first visit downloads at most 4.1 MB, not ${(firstLoadBytes / 1e6).toFixed(2)} MB`);
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
    await mouseDrag(page, from, to, 8);
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

// A finger on the screen through the DevTools protocol, held for a few
// frames so the game sees it land (a software-rendered frame is slow).
async function touch(cdp, page, from, to = from, steps = 1) {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from.x, y: from.y }] });
  await nextFrames(page, 3);
  for (let i = 1; i <= steps && (to.x !== from.x || to.y !== from.y); i++) {
    const p = { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [p] });
    await nextFrames(page, 1);
  }
  await nextFrames(page, 2);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await nextFrames(page, 2);
}

// A quick tap, as on a button (egui reads a touch held long as a long press).
async function tapButton(page, name) {
  const s = await waitFor(page, `button ${name}`, (s) => s.buttons && s.buttons[name]);
  const { x, y } = centre(s.buttons[name]);
  await page.touchscreen.tap(x, y);
  await nextFrames(page);
}

test('a phone held upright, by touch', { timeout: 600_000 }, async () => {
  const server = await serve();
  const base = `http://127.0.0.1:${server.address().port}/`;
  // A phone's size and touch, at one device pixel per CSS pixel. Headless
  // Chromium with a device pixel ratio of 2 or 3 (emulated, or forced by
  // flag) hands Bevy pointer positions that miss what egui drew, so no tap
  // or click lands there (Bevy issues 11231 and 25306: simulated scale
  // factors); the layout is the same in CSS pixels either way.
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: chromiumArgs });
  const problems = [];
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    page.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()}`); });
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    const cdp = await context.newCDPSession(page);
    await page.goto(base);
    const menu = await waitFor(page, 'ready', (s) => s.ready && s.menu === 'Main' && s.buttons?.['new-game']);
    await page.waitForTimeout(500);
    await page.screenshot({ path: path.join(out, 'phone-menu.png') });
    // The game sees the page's size in CSS pixels, and the menu is on it.
    assert.equal(Math.round(menu.window.width), 390, `the game's width: ${JSON.stringify(menu.window)}`);
    const b = menu.buttons['new-game'];
    assert.ok(b[0] >= 0 && b[2] <= 390 && b[3] <= 844, `New game is on the screen: ${b}`);
    assert.ok(b[3] - b[1] >= 36, 'and large enough to touch');

    await tapButton(page, 'new-game');
    await waitFor(page, 'new game screen', (s) => s.menu === 'NewGame');
    await tapButton(page, 'start');
    const turn = await waitFor(page, 'our turn', (s) => s.screen === 'Playing' && s.game?.phase === 'human'
      && s.tiles.filter((t) => t.place === 'rack' && t.settled).length >= 14);
    await page.screenshot({ path: path.join(out, 'phone-table.png') });
    // Every rack tile is on the screen and as wide as a fingertip.
    for (const t of turn.tiles.filter((t) => t.place === 'rack')) {
      assert.ok(t.rect[0] >= 0 && t.rect[2] <= 390 && t.rect[3] <= 844, `rack tile ${t.tile} on the screen: ${t.rect}`);
      assert.ok(t.rect[2] - t.rect[0] >= 40, `rack tile ${t.tile} is ${t.rect[2] - t.rect[0]} wide`);
    }
    const table = turn.table_rect;
    // Free felt: clear of every tile on the table, lowest first (sets fill
    // the table from the top; the layout always keeps room for a new set).
    const freeFelt = (s, avoid = null) => {
      const near = (p, r, m) => p.x > r[0] - m && p.x < r[2] + m && p.y > r[1] - m && p.y < r[3] + m;
      for (let y = table[3] - 25; y > table[1] + 25; y -= 10) {
        for (let x = table[0] + 25; x < table[2] - 25; x += 10) {
          const p = { x, y };
          if (s.tiles.every((t) => t.place !== 'table' || !near(p, t.rect, 25))
            && (!avoid || Math.hypot(p.x - avoid.x, p.y - avoid.y) > 60)) return p;
        }
      }
      throw new Error('no free felt on the table');
    };
    const felt = freeFelt(turn);

    // Tap a tile, then tap the felt: it is placed there.
    const first = turn.tiles.find((t) => t.place === 'rack' && t.slot === 0);
    await touch(cdp, page, centre(first.rect));
    await touch(cdp, page, felt);
    const placed = await waitFor(page, 'the tapped tile on the table',
      (s) => s.game.draft.length === turn.game.draft.length + 1, 30_000);
    assert.equal(placed.game.draft.at(-1), first.tile, 'the tapped tile makes a new set');
    // And it lies where the felt was tapped (a set put on free felt stays there).
    const laid = await waitFor(page, 'the tapped tile settled', (s) =>
      s.tiles.some((t) => t.id === first.id && t.place === 'table' && t.settled), 30_000);
    const at = centre(laid.tiles.find((t) => t.id === first.id && t.place === 'table').rect);
    assert.ok(Math.hypot(at.x - felt.x, at.y - felt.y) < 12, `laid at ${JSON.stringify(at)}, tapped at ${JSON.stringify(felt)}`);

    // Drag another onto the felt with a finger.
    await nextFrames(page, 4);
    const now = await state(page);
    const second = now.tiles.find((t) => t.place === 'rack' && t.slot === 0);
    const below = freeFelt(now, centre(second.rect));
    await touch(cdp, page, centre(second.rect), below, 8);
    const onRack = (s) => s.tiles.filter((t) => t.place === 'rack').length;
    const tilesOnTable = (s) => s.game.draft.join(' ').split(' ').length;
    const dragged = await waitFor(page, 'the dragged tile on the table',
      (s) => onRack(s) === onRack(now) - 1, 30_000);
    assert.equal(tilesOnTable(dragged), tilesOnTable(now) + 1, 'one more tile on the table');
    await nextFrames(page, 6);
    await page.screenshot({ path: path.join(out, 'phone-played.png') });

    // Two fingers spread over the table zoom it; one finger on free felt
    // then moves it; the page itself neither scrolls nor zooms.
    const mid = { x: (table[0] + table[2]) / 2, y: (table[1] + table[3]) / 2 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart',
      touchPoints: [{ x: mid.x - 30, y: mid.y, id: 1 }, { x: mid.x + 30, y: mid.y, id: 2 }] });
    await nextFrames(page, 3);
    for (let i = 1; i <= 8; i++) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove',
        touchPoints: [{ x: mid.x - 30 - 10 * i, y: mid.y, id: 1 }, { x: mid.x + 30 + 10 * i, y: mid.y, id: 2 }] });
      await nextFrames(page, 1);
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    const pinched = await waitFor(page, 'the table zoomed in', (s) => s.zoom && s.zoom.zoom > 1.3, 30_000);
    const feltNow = freeFelt(pinched);
    await touch(cdp, page, feltNow, { x: feltNow.x + 40, y: feltNow.y + 30 }, 6);
    const panned = await waitFor(page, 'the zoomed table moved', (s) =>
      s.zoom.pan[0] !== pinched.zoom.pan[0] || s.zoom.pan[1] !== pinched.zoom.pan[1], 30_000);
    assert.equal(panned.game.draft.join('|'), pinched.game.draft.join('|'), 'a pan moves no tile');
    const page_view = await page.evaluate(() => [window.scrollX, window.scrollY, window.visualViewport.scale]);
    assert.deepEqual(page_view, [0, 0, 1], 'the page did not scroll or zoom');
    await nextFrames(page, 6);
    await page.screenshot({ path: path.join(out, 'phone-zoomed.png') });
  } finally {
    await browser.close();
    server.close();
  }
  assert.deepEqual(problems, [], 'no console errors or panics on the phone');
});

// The screens to learn and practise: the first lesson (done by mouse: the
// lesson ends and says so), today's easy puzzle on the table, and the
// Replays list; each one looked at in a screenshot.
test('lessons, the daily puzzle and replays in a browser', { timeout: 600_000 }, async () => {
  const server = await serve();
  const base = `http://127.0.0.1:${server.address().port}/`;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: chromiumArgs });
  const problems = [];
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    page.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()}`); });
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    await page.goto(base);
    await waitFor(page, 'ready', (s) => s.ready && s.menu === 'Main' && s.buttons?.['lessons-offer-start']);
    await page.screenshot({ path: path.join(out, 'offer.png') });

    // Lesson 1: lay 4, 5, 6 in a row by mouse, then Done.
    await clickButton(page, 'lessons-offer-start');
    let s = await waitFor(page, 'lesson 1', (s) => s.screen === 'Playing' && s.game?.puzzle?.lesson === 0
      && s.game.phase === 'human' && s.tiles.filter((t) => t.place === 'rack' && t.settled).length === 3);
    await page.screenshot({ path: path.join(out, 'lesson-1.png') });
    const table = s.table_rect;
    for (let i = 0; i < 3; i++) {
      const now = await state(page);
      const tile = now.tiles.find((t) => t.place === 'rack' && t.slot === 0);
      const from = centre(tile.rect);
      const to = i === 0
        ? { x: (table[0] + table[2]) / 2, y: (table[1] + table[3]) / 2 }
        : (() => { const last = now.tiles.filter((t) => t.place !== 'rack').at(-1); const c = centre(last.rect);
          return { x: c.x + (last.rect[2] - last.rect[0]) * 0.55, y: c.y }; })();
      await mouseDrag(page, from, to, 6);
      await waitFor(page, `tile ${i + 1} laid`, (s) => s.game.draft.join(' ').split(/\s+/).filter(Boolean).length === i + 1, 20_000);
      await nextFrames(page, 4);
    }
    s = await state(page);
    assert.deepEqual(s.game.draft, ['r4 r5 r6'], 'one run of three');
    await page.keyboard.press('Enter');
    await waitFor(page, 'the lesson done', (s) => s.game.phase === 'match_over' || s.game.puzzle?.done, 30_000);
    await nextFrames(page, 6);
    await page.screenshot({ path: path.join(out, 'lesson-1-done.png') });

    // Today's easy puzzle.
    await page.goto(base);
    await waitFor(page, 'ready again', (s) => s.ready && s.menu === 'Main' && s.buttons?.['daily-puzzle']);
    await clickButton(page, 'daily-puzzle');
    await waitFor(page, 'the puzzles', (s) => s.menu === 'Puzzles');
    await page.screenshot({ path: path.join(out, 'puzzles.png') });
    await clickButton(page, 'puzzle-easy');
    s = await waitFor(page, 'the puzzle', (s) => s.screen === 'Playing' && s.game?.puzzle && s.game.phase === 'human'
      && s.tiles.filter((t) => t.place === 'rack').every((t) => t.settled));
    assert.equal(s.game.puzzle.lesson, null);
    assert.ok(s.game.table.length >= 1, 'a puzzle has a table');
    await page.screenshot({ path: path.join(out, 'puzzle.png') });

    // Replays: a first visit has none kept; import a match file with the
    // browser's file picker, export it back as a download, and watch it.
    await page.goto(base);
    await waitFor(page, 'ready once more', (s) => s.ready && s.menu === 'Main' && s.buttons?.replays);
    await clickButton(page, 'replays');
    await waitFor(page, 'the replays', (s) => s.menu === 'Replays' && s.buttons?.import);
    assert.equal((await state(page)).buttons['watch-1'], undefined, 'nothing kept yet');
    const sample = path.resolve(here, '../../tests/data/match.json');
    const [chooser] = await Promise.all([page.waitForEvent('filechooser', { timeout: 30_000 }), clickButton(page, 'import')]);
    await chooser.setFiles(sample);
    await waitFor(page, 'the imported match', (s) => s.buttons?.['watch-1'] && s.buttons?.['export-1'], 30_000);
    await nextFrames(page, 3);
    await page.screenshot({ path: path.join(out, 'replays.png') });
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), clickButton(page, 'export-1')]);
    const saved = path.join(out, 'exported.json');
    await download.saveAs(saved);
    assert.deepEqual(JSON.parse(fs.readFileSync(saved, 'utf8')), JSON.parse(fs.readFileSync(sample, 'utf8')),
      'the exported file is the imported match');
    await clickButton(page, 'watch-1');
    await waitFor(page, 'the replay', (s) => s.screen === 'Playing' && s.game && s.tiles.length > 0);
    await nextFrames(page, 6);
    await page.screenshot({ path: path.join(out, 'replay.png') });
  } finally {
    await browser.close();
    server.close();
  }
  assert.deepEqual(problems, [], 'no console errors or panics');
});
