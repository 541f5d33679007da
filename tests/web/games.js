// Whole games on the web board, the person's side entered only by clicks
// on what the page offers: target squares and choice buttons (board
// games), enabled cards (Card Hockey), a random one each time.
'use strict';
const path = require('path');
const {idle, newGame, save} = require('./page.js');

// A board game to its result; screenshots after 8 clicks and at the end,
// the PGN saved as OUT/GAME.pgn.
async function playBoard(page, out, game, pick) {
  await newGame(page, game);
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
    if (++clicks === 8)
      await page.screenshot({path: path.join(out, `${game}-mid.png`), fullPage: true});
  }
  if (await page.getAttribute('#status', 'data-over') !== 'yes')
    throw new Error(`${game}: no result`);
  await page.screenshot({path: path.join(out, `${game}-end.png`), fullPage: true});
  await save(page, out, `${game}.pgn`, '#download-pgn');
  const log = await page.textContent('#log');
  console.log(`${game}: ${clicks} clicks; ${await page.textContent('#status')}`);
  if (game === 'icehockey' && !(/Goal!/.test(log) && /Period 1 ends/.test(log)))
    throw new Error(`icehockey: no goal or no period change shown (${log})`);
}

// A Card Hockey game in one rule variation to its end, the person at
// seat A ('white') or B ('black'); the record saved as
// OUT/cardhockey-VARIANT.txt.
async function playCards(page, out, variant, pick, human) {
  await newGame(page, 'cardhockey', {variant, human});
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
  await save(page, out, `cardhockey-${variant}.txt`, '#download-record');
  console.log(`cardhockey ${variant} (seat ${human === 'black' ? 'B' : 'A'}): ${cards} cards; ${(await page.textContent('#cards [data-key="result"]')).replace(/^Result/, '')}`);
}

module.exports = {playBoard, playCards};
