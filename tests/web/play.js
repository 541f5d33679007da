// The web board's test in headless Chromium (tests/web/run-ci.sh): every
// game played by clicks against the engine at Skill Level 0 (games.js),
// and the controls (checks.js). Screenshots, PGNs and card records go to
// OUT, where run-ci.sh replays them with faceoff pgn-check / faceoff
// cardhockey replay.
// usage: node tests/web/play.js SITE_DIR OUT_DIR [NAME...]
//   NAME: chess hammer halfcourt joust icehockey cardhockey refusals controls cardtakeback touch (default: all)
'use strict';
const fs = require('fs');
const path = require('path');
const {chromium} = require(path.join(__dirname, '../../web/node_modules/playwright-core'));
const {serve, random} = require('./page.js');
const {playBoard, playCards} = require('./games.js');
const {refusals, controls, cardTakeBack, touch} = require('./checks.js');

const [site, out, ...chosen] = process.argv.slice(2);
const names = chosen.length ? chosen
  : ['chess', 'hammer', 'halfcourt', 'joust', 'icehockey', 'cardhockey', 'refusals', 'controls', 'cardtakeback', 'touch'];
const VARIANTS = ['main', 'original', 'third-cancels', 'goal-breakaway', 'stockham'];
fs.mkdirSync(out, {recursive: true});

async function run(page, name, pick) {
  if (name === 'touch') {
    await touch(page.context().browser(), page.url(), out);
  } else if (name === 'cardhockey') {
    for (const [index, variant] of VARIANTS.entries())
      await playCards(page, out, variant, pick, index % 2 ? 'black' : 'white');
  } else if (name === 'refusals') {
    await refusals(page, out);
  } else if (name === 'controls') {
    await controls(page, out);
  } else if (name === 'cardtakeback') {
    await cardTakeBack(page, out);
  } else {
    await playBoard(page, out, name, pick);
  }
}

const server = serve(site);
server.listen(0, '127.0.0.1', async () => {
  const browser = await chromium.launch({executablePath: process.env.CHROMIUM || '/usr/bin/chromium'});
  let failed = 0;
  try {
    const page = await browser.newPage({viewport: {width: 1100, height: 900}, acceptDownloads: true});
    page.on('pageerror', (error) => { console.log(`page error: ${error}`); failed++; });
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    await page.waitForFunction(() => document.body.dataset.ready === 'yes', null, {timeout: 60000});
    for (const [index, name] of names.entries()) {
      try {
        await run(page, name, random(index + 1));
      } catch (error) {
        console.log(`FAIL: ${name}: ${error.message}`);
        await page.screenshot({path: path.join(out, `${name}-failed.png`), fullPage: true});
        failed++;
      }
    }
    // A message the page showed for an error no test expected.
    const message = await page.textContent('#message');
    if (/Error/.test(message)) {
      console.log(`FAIL: the page says '${message}'`);
      failed++;
    }
  } finally {
    await browser.close();
    server.close();
  }
  process.exit(failed ? 1 : 0);
});
