// What the browser tests share: reading the game's probe, waiting for a
// state, and the mouse as a hand moves it (one step a frame).
import path from 'node:path';
import os from 'node:os';
import fs from 'node:fs';

export const out = path.join(os.tmpdir(), 'tilemeld-web');
fs.mkdirSync(out, { recursive: true });

export const centre = (r) => ({ x: (r[0] + r[2]) / 2, y: (r[1] + r[3]) / 2 });

export const chromiumArgs = ['--no-sandbox', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'];

export async function state(page) {
  return page.evaluate(() => (window.tilemeldState ? window.tilemeldState() : {}));
}

// The page's state once `pred` holds, or null after `timeout` ms.
export async function within(page, pred, timeout) {
  const start = Date.now();
  for (;;) {
    const s = await state(page);
    if (pred(s)) return s;
    if (Date.now() - start > timeout) return null;
    await page.waitForTimeout(100);
  }
}

export async function waitFor(page, what, pred, timeout = 120_000) {
  const s = await within(page, pred, timeout);
  if (s) return s;
  const last = await state(page);
  const name = `timeout-${what.replace(/[^a-z0-9-]+/gi, '-')}`;
  await page.screenshot({ path: path.join(out, `${name}.png`) });
  fs.writeFileSync(path.join(out, `${name}.json`), JSON.stringify(last, null, 1));
  throw new Error(`waited ${timeout} ms for ${what}; last state: ${JSON.stringify(last).slice(0, 600)}`);
}

// Software WebGL can be slow: let the game see each pointer step in a
// frame of its own, as a person's hand would be seen.
export async function nextFrames(page, n = 2) {
  const start = (await state(page)).frame;
  await waitFor(page, `${n} frames`, (s) => s.frame >= start + n, 30_000);
}

export async function clickButton(page, name) {
  let s = await waitFor(page, `button ${name}`, (s) => s.buttons && s.buttons[name]);
  // A panel shown for the first time is laid out once unseen, and may
  // then move (egui sizes a new area before placing it): wait until the
  // button stays where it is for a frame.
  for (let i = 0; i < 10; i++) {
    await nextFrames(page, 1);
    const n = await state(page);
    if (JSON.stringify(n.buttons[name]) === JSON.stringify(s.buttons[name])) break;
    s = n;
  }
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

// Clicks a button until `pred` holds: a click on a widget drawn in the
// frame before can be lost while a loaded machine draws few frames (seen
// with three pages at once); at most three clicks.
export async function clickUntil(page, name, what, pred, timeout = 20_000) {
  for (let i = 0; i < 3; i++) {
    await clickButton(page, name);
    const s = await within(page, pred, timeout);
    if (s) return s;
    console.log(`# ${name} clicked again: not yet ${what}`);
  }
  return waitFor(page, what, pred, 1);
}

// A drag with the real mouse, one step a frame, as a hand moves.
export async function mouseDrag(page, from, to, steps) {
  await page.mouse.move(from.x, from.y);
  await nextFrames(page);
  await page.mouse.down();
  await nextFrames(page);
  for (let i = 1; i <= steps; i++) {
    await page.mouse.move(from.x + ((to.x - from.x) * i) / steps, from.y + ((to.y - from.y) * i) / steps);
    await nextFrames(page, 1);
  }
  await nextFrames(page);
  await page.mouse.up();
}

// Every console error and uncaught exception of a page, into `problems`.
export function watchProblems(page, problems, who = '') {
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`${who}console: ${m.text()}`); });
  page.on('pageerror', (e) => problems.push(`${who}page error: ${e.message}`));
}
