// Online play in a real browser: `tilemeld serve` serves the web build and
// the rooms; two headless Chromium pages are two friends. One creates a
// room (two human seats, Pressman 1998 rules: no turn timer, so slow
// software-rendered frames cannot run a turn out), the other opens the
// invite link and joins by its code; the host starts. Each plays a turn by
// real mouse drags (an initial meld that `tilemeld solve` finds in its
// rack; a turn without one draws) and the other page shows those tiles on
// its table. Then the friend's page reloads and is back in its seat with
// the same rack and table. Last, the two sit at a room of six with four
// computers (the XP box).
//
//   cargo build --no-default-features --features server
//   TILEMELD_SERVE=$CARGO_TARGET_DIR/debug/tilemeld npm test --prefix web   (.ci/test does this)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { centre, chromiumArgs, clickButton, clickUntil, mouseDrag, nextFrames, out, state, waitFor, watchProblems, within } from './page.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(here, '../../dist');
const serverBin = process.env.TILEMELD_SERVE
  || path.join(process.env.CARGO_TARGET_DIR || path.resolve(here, '../../target'), 'debug', 'tilemeld');

// The server on a free port, with a fresh database; resolves to its address.
function startServer(extra = []) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tilemeld-online-'));
  // A long grace: on a loaded machine a reload has taken over a minute,
  // and a computer then played the friend's turn (the server's log says
  // so). The test is about coming back to the seat, not the stand-in.
  const child = spawn(serverBin, ['serve', '--addr', '127.0.0.1:0', '--db', path.join(dir, 'rooms.sqlite'),
    '--dist', dist, '--grace-secs', '900', ...extra], { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stderr.on('data', (d) => { log += d; });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`tilemeld serve exited ${code}: ${log}`)));
    child.stdout.on('data', (d) => {
      const m = /listening on (http:\/\/[0-9.:]+)/.exec(String(d));
      if (m) resolve({ child, base: `${m[1]}/`, log: () => log });
    });
  });
}

// Numbers of natural tiles in a set ("r10 r11 r12" → 33); a set with a
// joker counts as unknown (its value depends on where the joker stands).
const value = (set) => (set.includes('j') ? null : set.reduce((sum, t) => sum + Number(t.slice(1)), 0));

// An initial meld from this rack: the fewest sets of the solver's best play
// that make 30 points without jokers, else the whole play; null if none.
function initialMeld(rack) {
  const input = JSON.stringify({ rack: rack.split(' ').filter(Boolean), table: [], initial_meld_done: false });
  const answer = JSON.parse(execFileSync(serverBin, ['solve'], { input }).toString());
  if (answer.error) throw new Error(`tilemeld solve: ${answer.error}`);
  if (!answer.tiles_played) return null;
  const sets = answer.table;
  let best = null;
  for (let mask = 1; mask < 1 << sets.length; mask++) {
    const chosen = sets.filter((_, i) => mask & (1 << i));
    const values = chosen.map(value);
    if (values.includes(null) || values.reduce((a, b) => a + b, 0) < 30) continue;
    const tiles = chosen.flat().length;
    if (!best || tiles < best.flat().length) best = chosen;
  }
  return best || sets;
}

const sorted = (set) => [...set].sort().join(' ');
const tableHas = (table, set) => table.some((s) => sorted(s.split(' ')) === sorted(set));
const ourTurn = (s) => s.screen === 'Playing' && s.game?.phase === 'human' && s.game.current === s.game.viewer
  && s.game.online?.awaiting === false && s.tiles.filter((t) => t.place === 'rack').every((t) => t.settled);

// The page whose turn it is, and its state.
async function whoseTurn(pages, timeout = 180_000) {
  const start = Date.now();
  for (;;) {
    for (const [i, page] of pages.entries()) {
      const s = await state(page);
      if (ourTurn(s)) return [i, s];
    }
    if (Date.now() - start > timeout) {
      for (const [i, page] of pages.entries()) await page.screenshot({ path: path.join(out, `timeout-turn-${i}.png`) });
      throw new Error(`no page's turn in ${timeout} ms`);
    }
    await pages[0].waitForTimeout(100);
  }
}

// Free felt: the point nearest the table's centre, well inside its edges,
// that is clear of every table tile by `margin`.
function freeFelt(s, margin = 60) {
  const table = s.table_rect;
  const near = (p, r) => p.x > r[0] - margin && p.x < r[2] + margin && p.y > r[1] - margin && p.y < r[3] + margin;
  const c = centre(table);
  const points = [];
  for (let y = table[1] + 60; y < table[3] - 60; y += 10) {
    for (let x = table[0] + 80; x < table[2] - 80; x += 10) points.push({ x, y });
  }
  points.sort((a, b) => Math.hypot(a.x - c.x, a.y - c.y) - Math.hypot(b.x - c.x, b.y - c.y));
  const free = points.find((p) => s.tiles.every((t) => t.place !== 'table' || !near(p, t.rect)));
  if (!free) throw new Error('no free felt on the table');
  return free;
}

let dragsRepeated = 0;

// Lays `sets` out from the rack by mouse: each set's first tile on free
// felt, the next ones just right of the tile laid before: the pointer 0.55 of
// a tile right of its centre, inside the set's outline (which reaches 0.12 of
// a tile past its last tile). Tile ids start at 0: `last` is null until a tile
// of the set is down (a falsy test sent a set's second tile to free felt in CI
// whenever the first tile's id was 0).
async function layOut(page, sets) {
  for (const set of sets) {
    let last = null;
    const drags = [];
    for (const face of set) {
      // The rack closes up behind a laid tile: a drag from where a tile is
      // still sliding would pick up its neighbour. And a tile laid on the
      // felt may take a frame more to reach its place (a set put down is
      // anchored where it was dropped): measure from where it stays.
      await nextFrames(page, 2);
      const s = await waitFor(page, 'every tile settled',
        (n) => n.tiles.filter((t) => t.place === 'rack' || t.place === 'table').every((t) => t.settled), 30_000);
      const tile = s.tiles.find((t) => t.place === 'rack' && t.tile === face);
      assert.ok(tile, `${face} is on the rack`);
      const from = centre(tile.rect);
      let to;
      if (last === null) {
        to = freeFelt(s);
      } else {
        const r = s.tiles.find((t) => t.id === last).rect;
        to = { x: centre(r).x + (r[2] - r[0]) * 0.55, y: centre(r).y };
      }
      const before = s.game.draft.join(' ').split(' ').filter(Boolean).length;
      const laid = (n) => n.game.draft.join(' ').split(' ').filter(Boolean).length === before + 1
        && n.tiles.some((t) => t.id === tile.id && t.place === 'table' && t.settled);
      drags.push({ face, from, to, after: last === null ? null : s.tiles.find((t) => t.id === last).rect });
      if (process.env.TILEMELD_TEST_DEBUG) console.log(`drag ${face} from ${JSON.stringify(from)} to ${JSON.stringify(to)}`);
      await mouseDrag(page, from, to, 4);
      // Under software rendering at a few frames a second the first drag
      // of a turn was lost now and then (in 3 CI runs; each time the tile
      // never left the rack, cause not found). One drag per game may be
      // made again; a second lost drag fails the test.
      if (!(await within(page, laid, 15_000))) {
        const n = await state(page);
        const back = n.tiles.find((t) => t.id === tile.id);
        assert.ok(dragsRepeated < 1 && back?.place === 'rack',
          `${face} not laid, and not back on the rack for another drag (${dragsRepeated} made again already)`);
        dragsRepeated += 1;
        console.log(`# the drag of ${face} did not take; made again`);
        await waitFor(page, 'the rack settled', (m) => m.tiles.filter((t) => t.place === 'rack').every((t) => t.settled), 30_000);
        const again = (await state(page)).tiles.find((t) => t.id === tile.id);
        await mouseDrag(page, centre(again.rect), to, 4);
      }
      await waitFor(page, `${face} laid`, laid, 30_000);
      last = tile.id;
    }
    const s = await state(page);
    const laidRects = s.tiles.filter((t) => t.place === 'table').map((t) => [t.tile, t.rect.map(Math.round)]);
    assert.ok(tableHas(s.game.draft, set), `the set ${set.join(' ')} is laid: ${JSON.stringify(s.game.draft)}; `
      + `drags ${JSON.stringify(drags)}; table tiles now ${JSON.stringify(laidRects)}`);
  }
}

// Both leave; the host makes a room of six (the two of them and four
// computers: adding a fifth player switches to the XP box's 160 tiles), the
// friend joins by its code, and each page sees five others' seat cards,
// clear of each other, and the turn going round the table.
async function sixAtTheTable(host, friend) {
  for (const p of [host, friend]) await leaveGame(p);
  await clickButton(host, 'play-online');
  await clickUntil(host, 'online-tab-friends', 'the friends tab', (s) => s.buttons?.['online-create']);
  await clickButton(host, 'online-create');
  await waitFor(host, 'the room form', (s) => s.menu === 'NewGame' && s.buttons?.['seat-remove-4']);
  await clickButton(host, 'add-player');
  await nextFrames(host, 2);
  await clickButton(host, 'add-player');
  await waitFor(host, 'six seats', (s) => s.buttons?.['seat-remove-6']);
  await host.screenshot({ path: path.join(out, 'online-six-form.png') });
  await clickButton(host, 'start');
  const lobby = await waitFor(host, 'the lobby of six', (s) => s.online?.room?.phase === 'Lobby'
    && s.online.room.names.length === 6);
  const { code } = lobby.online.room;
  assert.deepEqual(lobby.online.room.computers, [false, false, true, true, true, true],
    'two seats for people, four computers');

  await friend.goto(`${host.url().split('?')[0]}?room=${code}`);
  await waitFor(friend, 'the invite', (s) => s.ready && s.menu === 'Online' && s.buttons?.['online-join']);
  await clickButton(friend, 'online-join');
  await waitFor(friend, 'the friend in the lobby', (s) => s.online?.room?.phase === 'Lobby' && s.online.room.code === code);
  await waitFor(host, 'the host sees the friend', (s) => s.online.room.taken[1]);
  await clickButton(host, 'online-start');
  const pages = [host, friend];
  for (const p of pages) {
    const s = await waitFor(p, 'the table of six', (v) => v.screen === 'Playing' && v.game?.online?.code === code
      && v.seats?.length === 5 && v.tiles.filter((t) => t.place === 'rack').length > 0);
    const onTable = s.game.table.join(' ').split(' ').filter(Boolean).length;
    assert.equal(s.game.counts.length, 6);
    assert.equal(s.game.counts.reduce((a, b) => a + b) + s.game.pool + onTable, 160, 'the XP box: 160 tiles');
    assertApart(s.seats, s.window, 'seat cards');
  }
  // Each page draws once on its turn; the computers play between.
  const drew = new Set();
  while (drew.size < 2) {
    const [i, s] = await whoseTurn(pages);
    const seq = s.game.online.seq;
    await pages[i].keyboard.press('d');
    await waitFor(pages[i], 'the draw taken', (n) => n.game.online.seq > seq);
    drew.add(i);
  }
  for (const [i, p] of pages.entries()) {
    // The computers play on: a moment without tiles in flight, if one comes.
    await within(p, (s) => s.tiles.every((t) => t.settled), 10_000);
    await p.screenshot({ path: path.join(out, `online-six-${i}.png`) });
  }
}

// Rectangles `[left, top, right, bottom]` inside the window, none overlapping.
function assertApart(rects, window, what) {
  for (const [i, r] of rects.entries()) {
    assert.ok(r[0] >= 0 && r[1] >= 0 && r[2] <= window.width && r[3] <= window.height,
      `${what} ${i} inside the ${window.width}×${window.height} window: ${r.map(Math.round)}`);
    for (const q of rects.slice(i + 1)) {
      assert.ok(r[2] <= q[0] || q[2] <= r[0] || r[3] <= q[1] || q[3] <= r[1],
        `${what} clear of each other: ${r.map(Math.round)} and ${q.map(Math.round)}`);
    }
  }
}

test('two friends play online in two browsers', { timeout: 900_000 }, async () => {
  assert.ok(fs.existsSync(path.join(dist, 'tilemeld_bg.wasm')), 'run web/build.sh first');
  assert.ok(fs.existsSync(serverBin),
    `no server at ${serverBin}: cargo build --no-default-features --features server, and set TILEMELD_SERVE`);
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: chromiumArgs });
  const problems = [];
  try {
    const host = await (await browser.newContext({ viewport: { width: 1000, height: 700 } })).newPage();
    const friend = await (await browser.newContext({ viewport: { width: 1000, height: 700 } })).newPage();
    watchProblems(host, problems, 'host ');
    watchProblems(friend, problems, 'friend ');

    // The host: Play online, a name, Create a room.
    await host.goto(server.base);
    await waitFor(host, 'the host ready', (s) => s.ready && s.menu === 'Main' && s.buttons?.['play-online']);
    await clickButton(host, 'play-online');
    await waitFor(host, 'Play online', (s) => s.menu === 'Online' && s.buttons?.['online-name']);
    await clickButton(host, 'online-name');
    await typeOver(host, 'Ann');
    await clickButton(host, 'online-tab-friends');
    await clickButton(host, 'online-create');
    // The room's form starts with a seat for a friend; two seats, no timer.
    await waitFor(host, 'the room form', (s) => s.menu === 'NewGame' && s.buttons?.['seat-remove-4']);
    await clickButton(host, 'seat-remove-4');
    await nextFrames(host, 2);
    await clickButton(host, 'seat-remove-3');
    await clickButton(host, 'preset');
    await clickButton(host, 'preset-pressman1998');
    await nextFrames(host, 2);
    await host.screenshot({ path: path.join(out, 'online-room-form.png') });
    await clickButton(host, 'start');
    const lobby = await waitFor(host, 'the lobby', (s) => s.online?.room?.phase === 'Lobby');
    const code = lobby.online.room.code;
    assert.match(code, /^[A-Z]{6}$/);
    assert.deepEqual(lobby.online.room.taken, [true, false], 'two seats, the friend\'s free');

    // The friend opens the invite link: Play online with the code filled in.
    await friend.goto(`${server.base}?room=${code}`);
    await waitFor(friend, 'the invite', (s) => s.ready && s.menu === 'Online' && s.buttons?.['online-join']);
    await clickButton(friend, 'online-name');
    await typeOver(friend, 'Bo');
    await clickButton(friend, 'online-join');
    const joined = await waitFor(friend, 'the friend in the lobby', (s) => s.online?.room?.phase === 'Lobby');
    assert.equal(joined.online.room.code, code);
    assert.equal(joined.online.room.you, 1);
    await waitFor(host, 'the host sees the friend', (s) => s.online.room.taken.every(Boolean));
    await nextFrames(host, 2);
    await host.screenshot({ path: path.join(out, 'online-lobby.png') });
    await clickButton(host, 'online-start');
    const pages = [host, friend];
    for (const p of pages) await waitFor(p, 'the table', (s) => s.screen === 'Playing' && s.game?.online);

    // Turns until each has laid an initial meld by mouse; a turn without
    // one (or after it) draws.
    const laid = new Map();
    for (let turn = 0; laid.size < 2; turn++) {
      assert.ok(turn < 40, 'both laid a meld within 40 turns');
      const [i, s] = await whoseTurn(pages);
      const page = pages[i];
      const other = pages[1 - i];
      const meld = laid.has(i) ? null : initialMeld(s.game.rack);
      const seq = s.game.online.seq;
      if (meld) {
        await layOut(page, meld);
        await nextFrames(page, 2);
        await page.screenshot({ path: path.join(out, `online-laid-${i}.png`) });
        await page.keyboard.press('Enter');
        laid.set(i, meld);
        // The other page shows the play on its table.
        await waitFor(other, 'the play on the other page, every tile drawn', (o) => o.game.online.seq > seq
          && meld.every((set) => tableHas(o.game.table, set))
          && o.tiles.filter((t) => t.place === 'table' && t.settled).length === o.game.table.join(' ').split(' ').length);
        await nextFrames(other, 4);
        await other.screenshot({ path: path.join(out, `online-seen-${1 - i}.png`) });
      } else {
        await page.keyboard.press('d');
      }
      await waitFor(page, 'the turn over', (n) => n.game.online.seq > seq && n.game.current !== n.game.viewer);
    }

    // The friend reloads: back in the seat, with the same rack and table.
    const before = await waitFor(friend, 'the friend settled', (s) => s.game.online.awaiting === false);
    await friend.reload();
    const back = await waitFor(friend, 'the friend back at the table', (s) => s.ready && s.screen === 'Playing'
      && s.game?.online && s.game.online.seq >= before.game.online.seq);
    assert.equal(back.game.online.code, code);
    assert.equal(back.game.online.you, 1);
    assert.equal(sorted(back.game.rack.split(' ')), sorted(before.game.rack.split(' ')), 'the same rack');
    assert.deepEqual(back.game.table.map((s) => sorted(s.split(' '))).sort(),
      before.game.table.map((s) => sorted(s.split(' '))).sort(), 'the same table');
    await nextFrames(friend, 6);
    await friend.screenshot({ path: path.join(out, 'online-reloaded.png') });

    await sixAtTheTable(host, friend);
  } finally {
    await browser.close();
    server.child.kill();
  }
  assert.deepEqual(problems, [], `no console errors or panics (server said: ${server.log() || 'nothing'})`);
});

// Play online, a name typed, and Find a game (Modern rules, two players,
// live: the tab's defaults). `wait` picks the longest wait for people, so
// computers do not fill the table before the other page comes.
async function findGame(page, base, name, wait) {
  await page.goto(base);
  await waitFor(page, `${name}'s page ready`, (s) => s.ready && s.menu === 'Main' && s.buttons?.['play-online']);
  await clickButton(page, 'play-online');
  await waitFor(page, 'the quick match tab', (s) => s.menu === 'Online' && s.buttons?.['quick-find']);
  await clickButton(page, 'online-name');
  await typeOver(page, name);
  if (wait) await clickButton(page, 'quick-wait-120');
  await clickButton(page, 'quick-find');
}

// The focused name field cleared and `text` typed: a new player is given
// a name to start with.
async function typeOver(page, text) {
  await page.keyboard.press('End');
  for (let i = 0; i < 24; i++) await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

// Menu, then Leave the game: the page is back on the title.
async function leaveGame(page) {
  await clickUntil(page, 'menu', 'the menu open', (s) => s.menu === 'Pause');
  await clickUntil(page, 'pause-leave-game', 'the title after leaving', (s) => s.screen === 'Title');
}

test('two strangers meet through quick match, a third page watches, and the match is rated', { timeout: 900_000 }, async () => {
  assert.ok(fs.existsSync(path.join(dist, 'tilemeld_bg.wasm')), 'run web/build.sh first');
  // Computers move at once: once both players leave, they play the match out.
  const server = await startServer(['--computer-delay-ms', '50']);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: chromiumArgs });
  const problems = [];
  try {
    const open = async (who) => {
      const page = await (await browser.newContext({ viewport: { width: 1000, height: 700 } })).newPage();
      watchProblems(page, problems, `${who} `);
      return page;
    };
    const ann = await open('Ann');
    const bo = await open('Bo');
    const watcher = await open('watcher');

    // Ann asks first and waits; she is a new player, signed in at once.
    await findGame(ann, server.base, 'Ann', true);
    const waiting = await waitFor(ann, 'Ann waiting', (s) => s.online?.waiting?.fill_in > 0);
    assert.equal(waiting.online.player.name, 'Ann');
    assert.equal(waiting.online.identity, 'SignedIn');
    assert.ok(waiting.online.waiting.fill_in > 100, `computers come after the wait chosen: ${waiting.online.waiting.fill_in} s`);
    await nextFrames(ann, 2);
    await ann.screenshot({ path: path.join(out, 'quick-waiting.png') });

    // Bo asks for the same table: both are dealt in, and nobody is a computer.
    await findGame(bo, server.base, 'Bo', false);
    for (const p of [ann, bo]) await waitFor(p, 'the quick match table', (s) => s.screen === 'Playing' && s.game?.online);
    const dealt = await state(ann);
    const { code } = dealt.online.room;
    assert.deepEqual([...dealt.online.room.names].sort(), ['Ann', 'Bo']);
    assert.deepEqual(dealt.online.room.computers, [false, false], 'two people, no computer');
    assert.equal((await state(bo)).online.room.code, code, 'the same table');

    // The page whose turn it is says so in its title; the other does not.
    const [turn] = await whoseTurn([ann, bo]);
    await waitFor([ann, bo][turn], 'the title says your turn', (s) => s.window?.title === 'Your turn · Tilemeld');
    assert.equal(await [ann, bo][turn].title(), 'Your turn · Tilemeld');
    assert.equal(await [ann, bo][1 - turn].title(), 'Tilemeld');
    const icon = (p) => p.$eval('link[rel=icon]', (l) => l.getAttribute('href'));
    assert.match(await icon([ann, bo][turn]), /circle/, 'the icon has a dot on your turn');
    assert.doesNotMatch(await icon([ann, bo][1 - turn]), /circle/);

    // A third page finds the match in Watch and watches it: the table, no rack.
    await watcher.goto(server.base);
    await waitFor(watcher, 'the watcher ready', (s) => s.ready && s.menu === 'Main' && s.buttons?.['play-online']);
    await clickButton(watcher, 'play-online');
    await clickUntil(watcher, 'online-tab-watch', 'the games asked for', (s) => s.online?.games);
    const listed = await waitFor(watcher, 'the match listed', (s) => s.online?.games?.some((g) => g.code === code));
    const row = listed.online.games.findIndex((g) => g.code === code);
    assert.ok(row < 4, 'the match is among the first rows');
    await nextFrames(watcher, 2);
    await watcher.screenshot({ path: path.join(out, 'watch-list.png') });
    await clickButton(watcher, `watch-${row}`);
    const watching = await waitFor(watcher, 'the watched table', (s) => s.screen === 'Playing' && s.game?.online?.code === code
      && s.online.room?.watching);
    assert.equal(watching.online.room.rack, 0, 'a watcher is sent no rack');
    assert.equal(watching.game.rack, null, 'and the table shows none');
    assert.ok(!watching.tiles.some((t) => t.place === 'rack'), 'no tile on a rack');

    // Ann reacts: Bo and the watcher are told.
    await clickUntil(ann, 'react', 'the reactions open', (a) => a.buttons?.['react-good-luck']);
    await clickUntil(ann, 'react-good-luck', 'the reaction back from the server',
      (a) => a.said?.some((line) => line.includes('Ann: Good luck!')));
    for (const p of [bo, watcher]) {
      await waitFor(p, 'the reaction heard', (s) => s.said?.some((line) => line.includes('Ann: Good luck!')));
    }
    await nextFrames(watcher, 2);
    await watcher.screenshot({ path: path.join(out, 'watch-table.png') });

    // A turn, seen by the watcher.
    const [i, s] = await whoseTurn([ann, bo]);
    const seq = s.game.online.seq;
    await [ann, bo][i].keyboard.press('d');
    await waitFor(watcher, 'the watcher sees the draw', (w) => w.game.online.seq > seq);

    // Both leave; computers play the match out. The watcher sees its end
    // and each player's rating change.
    await leaveGame(ann);
    await leaveGame(bo);
    const over = await waitFor(watcher, 'the match over, rated', (w) => w.online.room?.phase === 'MatchOver'
      && w.online.room.ratings?.length === 2 && w.game?.phase === 'match_over', 300_000);
    assert.ok(over.online.room.ratings.every((r) => r && r.provisional), 'two new players, rated, provisional');
    await nextFrames(watcher, 4);
    await watcher.screenshot({ path: path.join(out, 'watch-match-over.png') });
    // Check this deal: the seed and salt revealed at the end match the
    // commitment the watcher saw published while the match was played.
    await clickUntil(watcher, 'deal-check', 'the deal checked', (w) => w.deal_check);
    const checked = await state(watcher);
    assert.deepEqual(checked.deal_check, { fair: true, rounds: 0 }, 'a watcher was dealt nothing: the commitment is checked');
    await nextFrames(watcher, 2);
    await watcher.screenshot({ path: path.join(out, 'deal-checked.png') });

    // Ann's leaderboard has both players, and her own place.
    await clickButton(ann, 'play-online');
    await clickUntil(ann, 'online-tab-leaderboard', 'the leaderboard asked for', (a) => a.online?.leaderboard);
    const board = await waitFor(ann, 'the leaderboard and her latest game', (a) => a.online?.leaderboard?.players?.length === 2
      && a.online.leaderboard.you && a.online.recent?.games === 1);
    assert.deepEqual(board.online.leaderboard.players.map((p) => p.name).sort(), ['Ann', 'Bo']);
    assert.equal(board.online.recent.name, 'Ann');
    await nextFrames(ann, 2);
    await ann.screenshot({ path: path.join(out, 'leaderboard.png') });
  } finally {
    await browser.close();
    server.child.kill();
  }
  assert.deepEqual(problems, [], `no console errors or panics (server said: ${server.log() || 'nothing'})`);
});
