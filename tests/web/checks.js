// The web board's controls besides whole games: refusals, two people at
// one screen, take back (Card Hockey's too), flip, the engine moving first,
// analysis, the keyboard and a phone-sized screen.
'use strict';
const path = require('path');
const {idle, newGame} = require('./page.js');

function expect(condition, what) {
  if (!condition)
    throw new Error(what);
}

const clickSquare = (page, square) => page.click(`#board .square[data-square="${square}"]`);

// A bad position text and an illegal typed move: a message, the game kept.
async function refusals(page, out) {
  await newGame(page, 'chess');
  await clickSquare(page, 'e2');
  await clickSquare(page, 'e4');
  await idle(page);
  const before = await page.textContent('#moves');
  await page.fill('#position-text', 'this is no position\nquit');  // a line break must not send `quit`
  await page.click('#load-position');
  await idle(page);
  const message = await page.textContent('#message');
  expect(/refused/.test(message) && await page.textContent('#moves') === before,
         `bad position: message '${message}', moves '${await page.textContent('#moves')}' (were '${before}')`);
  await page.fill('#typed-move', 'e2e5');
  await page.press('#typed-move', 'Enter');
  const typed = await page.textContent('#message');
  expect(/not a legal move/.test(typed) && await page.textContent('#moves') === before, `illegal typed move: message '${typed}'`);
  await page.screenshot({path: path.join(out, 'refusal.png'), fullPage: true});
  console.log(`refusals: '${message}'; '${typed}'`);
}

// Two people: both sides by clicks, take back, flip; the keyboard; a
// position loaded; a Half-Court start by number; the engine as White and
// restarted mid-search; analysis; a phone-sized screen; cards for two.
async function controls(page, out) {
  await newGame(page, 'chess', {human: 'both'});
  for (const square of ['e2', 'e4', 'e7', 'e5', 'g1', 'f3'])
    await clickSquare(page, square);
  await idle(page);
  expect(await page.textContent('#moves') === '1. e4 e5 2. Nf3', `two people: moves '${await page.textContent('#moves')}'`);
  await page.click('#take-back');
  await idle(page);
  expect(await page.textContent('#moves') === '1. e4 e5', `take back: moves '${await page.textContent('#moves')}'`);
  await page.click('#flip');
  const corner = await page.getAttribute('#board .square >> nth=0', 'data-square');
  expect(corner === 'h1', `flip: the top left square is ${corner}`);

  // The keyboard: Tab to a square that may be clicked, Enter; then a typed move.
  await page.click('#flip');
  await page.focus('#board .square[data-square="g1"]');
  await page.keyboard.press('Enter');
  await page.focus('#board .square[data-square="f3"]');
  await page.keyboard.press('Enter');
  await idle(page);
  await page.fill('#typed-move', 'Nc6');
  await page.press('#typed-move', 'Enter');
  await idle(page);
  expect(await page.textContent('#moves') === '1. e4 e5 2. Nf3 Nc6', `keyboard: moves '${await page.textContent('#moves')}'`);

  // A position text with Black to move.
  await page.fill('#position-text', '4k3/8/8/8/8/8/4P3/4K3 b - - 0 1');
  await page.click('#load-position');
  await idle(page);
  expect(/Black|black/.test(await page.textContent('#status')), `loaded position: ${await page.textContent('#status')}`);

  // A Half-Court start out of range: a message, and the game goes on.
  await page.selectOption('#game', 'halfcourt');
  await idle(page);
  const moves = await page.textContent('#moves');
  await clickSquare(page, (await page.getAttribute('#board .square.targets >> nth=0', 'data-square')));
  await page.fill('#start', '20000');
  await page.click('#new-game');
  await idle(page);
  expect(/Half-Court start is/.test(await page.textContent('#message')) && await page.textContent('#moves') === moves &&
         await page.locator('#board .square.entered').count() === 1,
         `Half-Court start 20000: '${await page.textContent('#message')}'`);

  // A Half-Court start chosen by number: shown.
  await page.selectOption('#game', 'halfcourt');
  await page.fill('#start', '0');
  await newGame(page, 'halfcourt', {human: 'both'});
  await page.fill('#start', '');
  expect(/start 0\b/.test(await page.textContent('#status')), `Half-Court start 0: ${await page.textContent('#status')}`);

  // The engine as White moves first; a take back while it thinks.
  await newGame(page, 'hammer', {human: 'black', movetime: 1500});
  await page.waitForFunction(() => document.querySelector('#moves').textContent !== '', null, {timeout: 10000});
  expect(await page.getAttribute('#board .square >> nth=0', 'data-square') === 'h1', 'playing Black: the board is not flipped');
  await newGame(page, 'chess', {human: 'white', movetime: 3000});
  await clickSquare(page, 'd2');
  await clickSquare(page, 'd4');
  await page.click('#take-back');  // the engine is thinking: restarted
  await idle(page);
  expect(await page.textContent('#moves') === '', `take back while thinking: moves '${await page.textContent('#moves')}'`);
  await clickSquare(page, 'd2');
  await clickSquare(page, 'd4');
  await idle(page);
  expect((await page.textContent('#moves')).split(' ').length === 3, `after the restart: moves '${await page.textContent('#moves')}'`);

  // Analysis: the best lines of the position, MultiPV 3.
  await newGame(page, 'joust', {human: 'both', movetime: 300});
  await page.check('#analysis');
  await idle(page);
  const lines = (await page.textContent('#analysis-output')).split('\n').filter(Boolean);
  expect(lines.length === 3 && lines.every((line) => /depth ([2-9]|\d\d)/.test(line)) &&
         await page.getAttribute('#analysis-output', 'data-round') === '4', `analysis: '${lines.join(' / ')}'`);
  await page.screenshot({path: path.join(out, 'analysis.png'), fullPage: true});
  await page.uncheck('#analysis');
  await idle(page);

  // A phone: the board fits the width; a move by taps.
  await page.setViewportSize({width: 390, height: 800});
  await newGame(page, 'icehockey', {human: 'both'});
  const box = await page.locator('#board svg').boundingBox();
  expect(box.width <= 390, `phone: the board is ${box.width} px wide`);
  await page.screenshot({path: path.join(out, 'phone-icehockey.png'), fullPage: true});
  await page.setViewportSize({width: 1100, height: 900});

  // Card Hockey for two people: both seats' hands by turns.
  await page.selectOption('#human', 'both');
  await page.selectOption('#game', 'cardhockey');
  await idle(page);
  for (let card = 0; card < 4; card++) {
    await page.click('#cards .card-button:not([disabled]) >> nth=0');
    await idle(page);
  }
  const played = await page.textContent('#cards [data-key="played"]');
  expect(played.match(/[♠♥♦♣]/g)?.length >= 4, `two people at cards: played '${played}'`);
  await page.screenshot({path: path.join(out, 'cards-two-people.png'), fullPage: true});
  console.log('controls: two people, take back, flip, keyboard, position text, Half-Court start, engine first, restart, analysis, phone, two people at cards');
}

// What the card table shows of a game: the hand, score, deal, top card and
// the cards played.
async function cardState(page) {
  const hand = await page.locator('#cards .card-button').evaluateAll((nodes) => nodes.map((node) => node.dataset.card).join(' '));
  const rows = await Promise.all(['score', 'period', 'top', 'played'].map((key) => page.textContent(`#cards [data-key="${key}"]`)));
  return [`hand ${hand}`, ...rows].join(' | ');
}

// Card Hockey's take back (`table undo`): refused before the person's
// first card; after her cards up to a new deal, her last card comes back
// to her hand and the table is as before it.
async function cardTakeBack(page, out) {
  await page.selectOption('#game', 'cardhockey');
  await page.fill('#seed', '5');
  await newGame(page, 'cardhockey', {human: 'black', variant: 'main'});
  const start = await cardState(page);
  await page.click('#take-back');
  await idle(page);
  const refused = await page.textContent('#message');
  expect(/nothing to take back/.test(refused) && await cardState(page) === start,
         `take back at the start: message '${refused}', table '${await cardState(page)}'`);
  let before;
  const deal = () => page.textContent('#cards [data-key="period"]');
  const firstDeal = await deal();
  do {
    before = await cardState(page);
    await page.click('#cards .card-button:not([disabled]) >> nth=0');
    await idle(page);
  } while (await deal() === firstDeal);
  await page.click('#take-back');
  await idle(page);
  const after = await cardState(page);
  expect(after === before, `take back across a deal: table '${after}', was '${before}'`);
  expect(!/\bundo\b/.test(await page.textContent('#log')), 'take back: the log shows the undo line');
  expect(await page.textContent('#message') === '', `take back: the message '${await page.textContent('#message')}' stays`);
  await page.screenshot({path: path.join(out, 'cards-take-back.png'), fullPage: true});
  await page.fill('#seed', '');
  console.log(`cardtakeback: refused at the start ('${refused}'); back across a deal to '${after}'`);
}

// A phone with a touch screen: moves and a card by taps.
async function touch(browser, url, out) {
  const context = await browser.newContext({viewport: {width: 390, height: 800}, hasTouch: true, isMobile: true});
  const page = await context.newPage();
  try {
    await page.goto(url);
    await page.waitForFunction(() => document.body.dataset.ready === 'yes', null, {timeout: 60000});
    await newGame(page, 'chess', {human: 'both'});
    for (const square of ['e2', 'e4', 'e7', 'e5'])
      await page.tap(`#board .square[data-square="${square}"]`);
    await idle(page);
    expect(await page.textContent('#moves') === '1. e4 e5', `taps: moves '${await page.textContent('#moves')}'`);
    await newGame(page, 'cardhockey', {human: 'both'});
    await page.tap('#cards .card-button:not([disabled]) >> nth=0');
    await idle(page);
    const played = await page.textContent('#cards [data-key="played"]');
    expect(/[♠♥♦♣]/.test(played), `a tapped card: played '${played}'`);
    await page.screenshot({path: path.join(out, 'phone-cards.png'), fullPage: true});
    console.log('touch: moves and a card by taps on a phone-sized screen');
  } finally {
    await context.close();
  }
}

module.exports = {refusals, controls, cardTakeBack, touch};
