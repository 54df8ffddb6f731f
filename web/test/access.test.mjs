// The game as a screen reader has it in a browser: the page's copy of the
// accessibility tree (web/access.js), read as Playwright's ARIA snapshot
// reads it, and a whole lesson turn played through that tree alone (no
// mouse, no canvas): open the first lesson from the main menu, pick tiles
// from the rack list, lay one as a new set and put the others into it,
// press Done, and hear each step in the live region. The keyboard alone
// reaches and opens a menu. A German browser gets the menu's names in
// German; a Hebrew one, right to left, in Hebrew, with its font fetched.
//
//   bash web/build.sh && npm test --prefix web
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { createServer } from '../server.mjs';
import { chromiumArgs, nextFrames, out, waitFor, watchProblems } from './page.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(here, '../../dist');

function serve() {
  return new Promise((resolve) => {
    const server = createServer(dist, () => {});
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

// What the live region says once it says something matching `pattern`
// (every other announcement ends in a no-break space, so a sentence said
// twice is said again: trimmed here).
async function hear(page, pattern, what) {
  try {
    await page.waitForFunction((source) => new RegExp(source).test((document.getElementById('access-live')?.textContent || '').trim()),
      pattern.source, { timeout: 30_000 });
  } catch {
    const said = await page.locator('#access-live').textContent();
    throw new Error(`waited to hear ${what} (${pattern}); the live region says: ${said}`);
  }
  return (await page.locator('#access-live').textContent()).trim();
}

// A button of the tree, pressed as a screen reader's user does: focus, Enter.
async function press(scope, name) {
  await scope.getByRole('button', { name, exact: true }).press('Enter');
}

test('a screen reader in a browser: the tree, a lesson turn by it alone, a German menu', { timeout: 600_000 }, async () => {
  assert.ok(fs.existsSync(path.join(dist, 'tilemeld_bg.wasm')), 'run web/build.sh first');
  const server = await serve();
  const base = `http://127.0.0.1:${server.address().port}/`;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: chromiumArgs });
  const problems = [];
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' })).newPage();
    watchProblems(page, problems);
    await page.goto(base);
    await waitFor(page, 'ready', (s) => s.ready && s.screen === 'Title' && s.menu === 'Main');
    const tree = page.locator('#access');
    await tree.getByRole('button', { name: 'New game', exact: true }).waitFor({ state: 'attached' });
    const menu = await tree.ariaSnapshot();
    fs.writeFileSync(path.join(out, 'access-menu.yaml'), menu);
    for (const name of ['New game', 'Learn to play', 'Daily puzzle', 'Settings', 'How to play']) {
      assert.ok(menu.includes(`button "${name}"`), `the main menu names ${name}:\n${menu}`);
    }

    // The keyboard alone: Tab past the lessons offer to New game, Enter
    // opens it.
    await page.locator('#bevy').focus();
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Tab');
      await nextFrames(page, 2);
    }
    await page.screenshot({ path: path.join(out, 'access-focus.png') });
    await page.keyboard.press('Enter');
    await waitFor(page, 'new game by keyboard', (s) => s.menu === 'NewGame');
    await page.goto(base);
    await waitFor(page, 'ready again', (s) => s.ready && s.screen === 'Title' && s.menu === 'Main');

    // A control keeps its element when the ones around it go: New game
    // focused in the copy, the lessons offer answered (its button clicked
    // without moving the focus), and the focus is still on New game, which
    // Enter opens.
    await tree.getByRole('button', { name: 'New game' }).focus();
    await tree.getByRole('button', { name: 'No thanks' }).evaluate((b) => b.click());
    await tree.getByRole('button', { name: 'No thanks' }).waitFor({ state: 'detached' });
    await nextFrames(page, 4);
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'New game',
      'the focus stays on New game');
    await page.keyboard.press('Enter');
    await waitFor(page, 'New game from the copy', (s) => s.menu === 'NewGame');
    await page.goto(base);
    await waitFor(page, 'ready once more', (s) => s.ready && s.screen === 'Title' && s.menu === 'Main');

    // Play online by the copy: the name is a real text field, holding a
    // name to start with, and what is typed there is the game's own (it
    // stays once the field is left and the game's text is shown again).
    await press(tree, 'Play online');
    await waitFor(page, 'Play online', (s) => s.menu === 'Online');
    const nameField = tree.getByRole('textbox', { name: 'Your name' });
    await nameField.waitFor({ state: 'attached' });
    assert.match(await nameField.inputValue(), /^Player \d{4}$/, 'a name to start with');
    await nameField.fill('Lee');
    await tree.getByRole('button', { name: 'Back' }).focus();
    await nextFrames(page, 6);
    assert.equal(await nameField.inputValue(), 'Lee', 'the game took the name typed in the copy');
    fs.writeFileSync(path.join(out, 'access-online.yaml'), await tree.ariaSnapshot());
    await press(tree, 'Back');
    await waitFor(page, 'the main menu again', (s) => s.menu === 'Main');

    // Lesson 1 through the menu's button, and its turn by the tree alone:
    // red 4 as a new set, red 5 and red 6 put into it, Done.
    await press(tree, 'Learn to play');
    await waitFor(page, 'lesson 1', (s) => s.screen === 'Playing' && s.game?.puzzle?.lesson === 0 && s.game.phase === 'human');
    await hear(page, /^Your turn\. You hold 3 tiles\.$/, 'the turn begin');
    const rack = tree.getByRole('list', { name: 'Your rack, 3 tiles' });
    fs.writeFileSync(path.join(out, 'access-lesson.yaml'), await tree.ariaSnapshot());
    assert.equal(await rack.getByRole('button').count(), 3, 'three tiles on the rack');
    // A question asked with one key on the copy is answered aloud, and
    // asked again, said again.
    await rack.getByRole('button').first().focus();
    await page.keyboard.press('y');
    assert.equal(await hear(page, /^Your rack, /, 'the rack asked for (Y)'), 'Your rack, 3 tiles: red 4 5 6.');
    await page.keyboard.press('w');
    assert.equal(await hear(page, /^It is /, 'whose turn (W)'), 'It is your turn.');
    const before = await page.locator('#access-live').textContent();
    await page.keyboard.press('w');
    await page.waitForFunction((was) => document.getElementById('access-live')?.textContent !== was, before, { timeout: 30_000 });
    assert.equal(await hear(page, /^It is /, 'whose turn again'), 'It is your turn.');

    await press(rack, 'red 4');
    await rack.getByRole('button', { name: 'red 4', pressed: true }).waitFor({ state: 'attached' });
    await press(tree, 'Put the picked tiles down as a new set');
    assert.equal(await hear(page, /^red 4 now/, 'red 4 put'), 'red 4 now in set 1: red 4.');
    for (const [tile, before, after] of [['red 5', 'red 4', 'red 4 5'], ['red 6', 'red 4 5', 'red 4 5 6']]) {
      const left = tree.getByRole('list', { name: /^Your rack, \d tiles?$/ });
      await press(left, tile);
      await left.getByRole('button', { name: tile, pressed: true }).waitFor({ state: 'attached' });
      const set = tree.getByRole('list', { name: 'Table, 1 set' }).getByRole('listitem', { name: /^Set 1\b/ });
      await press(set, `Put into set 1 (${before})`);
      assert.equal(await hear(page, new RegExp(`^${tile} now`), `${tile} put`), `${tile} now in set 1: ${after}.`);
    }
    fs.writeFileSync(path.join(out, 'access-before-done.yaml'), await tree.ariaSnapshot());
    await press(tree, 'Done');
    assert.match(await hear(page, /played 3 tiles/, 'the play'), / played 3 tiles: red 4 5 6 as a new set\. The round is over\.$/);
    await waitFor(page, 'the lesson done', (s) => s.game.puzzle?.done || s.game.phase === 'match_over', 30_000);
    await page.screenshot({ path: path.join(out, 'access-lesson-done.png') });
    // One page at a time: software WebGL takes all the CPU it can get.
    await page.close();

    // A German browser: the page and the game speak German, and so does the tree.
    const de = await (await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'de-DE' })).newPage();
    watchProblems(de, problems, 'de: ');
    await de.goto(base);
    await waitFor(de, 'ready (de)', (s) => s.ready && s.screen === 'Title' && s.menu === 'Main');
    await de.locator('#access').getByRole('button', { name: 'Neues Spiel', exact: true }).waitFor({ state: 'attached' });
    const german = await de.locator('#access').ariaSnapshot();
    fs.writeFileSync(path.join(out, 'access-menu-de.yaml'), german);
    for (const name of ['Neues Spiel', 'Spielen lernen']) {
      assert.ok(german.includes(`button "${name}"`), `the German menu names ${name}:\n${german}`);
    }
    assert.equal(await de.evaluate(() => document.documentElement.lang), 'de');
    // The language list names each language in itself, marked with its
    // language, so a reader says "עברית" in a Hebrew voice.
    const deTree = de.locator('#access');
    await press(deTree, 'Einstellungen');
    await waitFor(de, 'Settings (de)', (s) => s.menu === 'Settings');
    await nextFrames(de, 5);
    await press(deTree, 'Systemsprache');
    const hebrewName = deTree.locator('[lang="he"]');
    await hebrewName.waitFor({ state: 'attached' });
    assert.equal(await hebrewName.textContent(), 'עברית');
    assert.equal(await deTree.locator('[lang="de"]').first().textContent(), 'Deutsch');
    await de.close();

    // A Hebrew browser: the page reads right to left, the names are Hebrew in
    // reading order, and the Hebrew font is fetched (it is not in the first
    // download).
    const heContext = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'he-IL' });
    const he = await heContext.newPage();
    watchProblems(he, problems, 'he: ');
    const fonts = [];
    he.on('response', (r) => { if (r.url().includes('/fonts/')) fonts.push(`${r.status()} ${new URL(r.url()).pathname}`); });
    await he.goto(base);
    await waitFor(he, 'ready (he)', (s) => s.ready && s.screen === 'Title' && s.menu === 'Main');
    await he.locator('#access').getByRole('button', { name: 'משחק חדש', exact: true }).waitFor({ state: 'attached' });
    const hebrew = await he.locator('#access').ariaSnapshot();
    fs.writeFileSync(path.join(out, 'access-menu-he.yaml'), hebrew);
    for (const name of ['משחק חדש', 'ללמוד לשחק']) {
      assert.ok(hebrew.includes(`button "${name}"`), `the Hebrew menu names ${name}:\n${hebrew}`);
    }
    assert.deepEqual(await he.evaluate(() => [document.documentElement.lang, document.documentElement.dir]), ['he', 'rtl']);
    assert.deepEqual(fonts, ['200 /fonts/he.ttf'], 'the Hebrew font, once');
    await he.waitForTimeout(1500);
    await he.screenshot({ path: path.join(out, 'menu-he.png') });
  } finally {
    await browser.close();
    server.close();
  }
  assert.deepEqual(problems, [], 'no console errors or panics');
});
