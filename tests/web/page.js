// What the web board tests share: a static server for the site, a seeded
// random choice, and the page's controls (waiting for the engine, a new
// game at a fast limit, a download saved).
'use strict';
const fs = require('fs');
const http = require('http');
const path = require('path');

const types = {'.js': 'text/javascript', '.wasm': 'application/wasm', '.html': 'text/html', '.css': 'text/css'};

// Serves the site's files, as python3 -m http.server would.
function serve(site) {
  return http.createServer((request, response) => {
    const url = request.url.split('?')[0];
    const name = url === '/' ? 'index.html' : path.basename(url);
    fs.readFile(path.join(site, name), (error, data) => {
      response.writeHead(error ? 404 : 200, {'Content-Type': types[path.extname(name)] || 'text/plain'});
      response.end(error ? '' : data);
    });
  });
}

// A seeded random number generator: pick(n) is 0..n-1.
function random(seed) {
  let state = seed;
  return (n) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return Math.floor((state / 2147483648) * n);
  };
}

// Until the engine has answered everything (the page sets data-busy).
const idle = (page) => page.waitForFunction(() => document.body.dataset.busy === 'no', null, {timeout: 60000});

// A new game at Skill Level 0 and 20 ms a move (or options.movetime).
async function newGame(page, game, options = {}) {
  await page.selectOption('#game', game);
  await page.selectOption('#human', options.human || 'white');
  await page.fill('#skill', '0');
  await page.fill('#movetime', String(options.movetime || 20));
  if (options.variant)
    await page.selectOption('#variant', options.variant);
  await page.click('#new-game');
  await idle(page);
}

// Clicks a download button and saves the file as OUT/NAME.
async function save(page, out, name, button) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.click(button)]);
  await file.saveAs(path.join(out, name));
}

module.exports = {serve, random, idle, newGame, save};
