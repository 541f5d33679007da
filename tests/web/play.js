// Plays every game on the web board in headless Chromium, entering the
// person's moves only by clicks on the squares and buttons the page offers
// (a random choice among them, seeded), against the engine at Skill Level 0
// and a short move time, to the game's result. Saves screenshots (mid-game
// and at the end) and the downloaded PGN / card records into OUT, which
// run-ci.sh replays with faceoff pgn-check / faceoff cardhockey replay.
// Also checks that a bad position text and a typed illegal move show a
// message and leave the game as it was.
// usage: node tests/web/play.js SITE_DIR OUT_DIR [GAME...]
'use strict';
const fs = require('fs');
const http = require('http');
const path = require('path');
const {chromium} = require(path.join(__dirname, '../../web/node_modules/playwright-core'));

const [site, out, ...chosen] = process.argv.slice(2);
const games = chosen.length ? chosen : ['chess', 'hammer', 'halfcourt', 'joust', 'icehockey', 'cardhockey'];
const types = {'.js': 'text/javascript', '.wasm': 'application/wasm', '.html': 'text/html', '.css': 'text/css'};
fs.mkdirSync(out, {recursive: true});

// A small static server, as python3 -m http.server would serve the site.
const server = http.createServer((request, response) => {
  const name = request.url.split('?')[0] === '/' ? 'index.html' : path.basename(request.url.split('?')[0]);
  fs.readFile(path.join(site, name), (error, data) => {
    response.writeHead(error ? 404 : 200, {'Content-Type': types[path.extname(name)] || 'text/plain'});
    response.end(error ? '' : data);
  });
});

// A seeded random number generator, so a failing game can be replayed.
function random(seed) {
  let state = seed;
  return (n) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return Math.floor((state / 2147483648) * n);
  };
}

const idle = (page) => page.waitForFunction(() => document.body.dataset.busy === 'no', null, {timeout: 60000});

async function newGame(page, game, options = {}) {
  await page.selectOption('#game', game);
  await page.selectOption('#human', options.human || 'white');
  await page.fill('#skill', '0');
  await page.fill('#movetime', '20');
  if (options.variant)
    await page.selectOption('#variant', options.variant);
  await page.click('#new-game');
  await idle(page);
}

async function save(page, name, button) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.click(button)]);
  await file.saveAs(path.join(out, name));
}

// A board game: each turn of the person clicks offered squares and
// buttons until the move is made; the engine answers.
async function playBoard(page, game, pick) {
  let clicks = 0;
  for (let turn = 0; turn < 2000; turn++) {
    await idle(page);
    if (await page.getAttribute('#status', 'data-over') === 'yes')
      break;
    if (await page.locator('#choices button[data-step="claim"]').count()) {
      await page.click('#choices button[data-step="claim"]');
      break;
    }
    const squares = await page.locator('#board .square.targets').evaluateAll((nodes) => nodes.map((node) => node.dataset.square));
    const buttons = await page.locator('#choices button').evaluateAll(
      (nodes) => nodes.map((node) => node.dataset.step).filter((step) => step !== 'back'));
    const offers = [...squares.map((square) => ({square})), ...buttons.map((step) => ({step}))];
    if (!offers.length)
      throw new Error(`${game}: nothing offered and the game is not over`);
    const offer = offers[pick(offers.length)];
    if (offer.square)
      await page.click(`#board .square[data-square="${offer.square}"]`);
    else
      await page.click(`#choices button[data-step="${offer.step}"]`);
    clicks++;
    if (clicks === 12)
      await page.screenshot({path: path.join(out, `${game}-mid.png`), fullPage: true});
  }
  if (await page.getAttribute('#status', 'data-over') !== 'yes')
    throw new Error(`${game}: no result`);
  await page.screenshot({path: path.join(out, `${game}-end.png`), fullPage: true});
  await save(page, `${game}.pgn`, '#download-pgn');
  const status = await page.textContent('#status');
  const log = await page.textContent('#log');
  console.log(`${game}: ${clicks} clicks; ${status}`);
  if (game === 'icehockey' && !(/Goal!/.test(log) && /Period 1 ends/.test(log)))
    throw new Error(`icehockey: no goal or no period change shown (${log})`);
}

async function playCards(page, variant, pick) {
  await newGame(page, 'cardhockey', {variant});
  let cards = 0;
  for (;;) {
    await idle(page);
    if (await page.getAttribute('#cards', 'data-over') === 'yes')
      break;
    const hand = await page.locator('#cards .card-button:not([disabled])').evaluateAll((nodes) => nodes.map((node) => node.dataset.card));
    if (!hand.length)
      throw new Error(`cardhockey ${variant}: no card to play and the game is not over`);
    await page.click(`#cards .card-button[data-card="${hand[pick(hand.length)]}"]`);
    if (++cards === 6)
      await page.screenshot({path: path.join(out, `cardhockey-${variant}-mid.png`), fullPage: true});
  }
  await page.screenshot({path: path.join(out, `cardhockey-${variant}-end.png`), fullPage: true});
  await save(page, `cardhockey-${variant}.txt`, '#download-record');
  console.log(`cardhockey ${variant}: ${cards} cards; ${await page.textContent('#cards [data-key="result"] .label + *')}`);
}

// A bad position text and an illegal typed move: a message, the game kept.
async function refusals(page) {
  await newGame(page, 'chess');
  await page.click('#board .square[data-square="e2"]');
  await page.click('#board .square[data-square="e4"]');
  await idle(page);
  const before = await page.textContent('#moves');
  await page.fill('#position-text', 'this is no position');
  await page.click('#load-position');
  await idle(page);
  const message = await page.textContent('#message');
  if (!/refused/.test(message) || await page.textContent('#moves') !== before)
    throw new Error(`bad position: message '${message}', moves '${await page.textContent('#moves')}' (were '${before}')`);
  await page.fill('#typed-move', 'e2e5');
  await page.press('#typed-move', 'Enter');
  const typed = await page.textContent('#message');
  if (!/not a legal move/.test(typed) || await page.textContent('#moves') !== before)
    throw new Error(`illegal typed move: message '${typed}'`);
  await page.screenshot({path: path.join(out, 'refusal.png'), fullPage: true});
  console.log(`refusals: '${message}'; '${typed}'`);
}

server.listen(0, '127.0.0.1', async () => {
  const browser = await chromium.launch({executablePath: process.env.CHROMIUM || '/usr/bin/chromium'});
  let failed = 0;
  try {
    const page = await browser.newPage({viewport: {width: 1100, height: 900}, acceptDownloads: true});
    page.on('pageerror', (error) => { console.log(`page error: ${error}`); failed++; });
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    await page.waitForFunction(() => document.body.dataset.ready === 'yes', null, {timeout: 60000});
    for (const [index, game] of games.entries()) {
      const pick = random(index + 1);
      try {
        if (game === 'cardhockey') {
          for (const variant of ['main', 'original', 'third-cancels', 'goal-breakaway', 'stockham'])
            await playCards(page, variant, pick);
        } else if (game === 'refusals') {
          await refusals(page);
        } else {
          await newGame(page, game);
          await playBoard(page, game, pick);
        }
      } catch (error) {
        console.log(`FAIL: ${error.message}`);
        await page.screenshot({path: path.join(out, `${game}-failed.png`), fullPage: true});
        failed++;
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  process.exit(failed ? 1 : 0);
});
