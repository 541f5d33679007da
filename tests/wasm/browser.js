// Runs the WebAssembly engine in headless Chromium, in a Web Worker as the
// web board does, and prints its output lines (tests/wasm/bench.sh).
// usage: node tests/wasm/browser.js DIR main ARGS...   the command line (callMain)
//        node tests/wasm/browser.js DIR lines          each stdin line to faceoff_command
// DIR holds faceoff.js and faceoff.wasm; playwright-core is looked up in
// PLAYWRIGHT_DIR (an npm prefix; default DIR/npm, installed there if
// missing) and drives /usr/bin/chromium (CHROMIUM to change it).
'use strict';
const childProcess = require('child_process');
const fs = require('fs');
const http = require('http');
const path = require('path');

const [dir, mode, ...args] = process.argv.slice(2);
const npmDir = process.env.PLAYWRIGHT_DIR || path.resolve(dir, 'npm');
if (!fs.existsSync(path.join(npmDir, 'node_modules', 'playwright-core')))
  childProcess.execSync(`npm install --silent --no-audit --no-fund --prefix "${npmDir}" playwright-core@1`,
                        {stdio: 'inherit'});
const {chromium} = require(path.join(npmDir, 'node_modules', 'playwright-core'));

// The worker: the module, then either callMain or one faceoff_command per
// line; every printed line and the end go back to the page.
const worker = `
importScripts('faceoff.js');
onmessage = (event) => {
  const {mode, args, lines} = event.data;
  Faceoff({print: (line) => postMessage({line})}).then((module) => {
    if (mode === 'main') {
      module.callMain(args);
    } else {
      const command = module.cwrap('faceoff_command', 'number', ['string']);
      for (const line of lines)
        if (command(line) === 1)
          break;
    }
    postMessage({done: true});
  });
};`;
const page = '<!doctype html><title>faceoff wasm</title>';
const types = {'.js': 'text/javascript', '.wasm': 'application/wasm', '.html': 'text/html'};

const server = http.createServer((request, response) => {
  const name = request.url.split('?')[0];
  if (name === '/' || name === '/worker.js') {
    response.writeHead(200, {'Content-Type': name === '/' ? 'text/html' : 'text/javascript'});
    response.end(name === '/' ? page : worker);
    return;
  }
  const file = path.join(path.resolve(dir), path.basename(name));
  fs.readFile(file, (error, data) => {
    response.writeHead(error ? 404 : 200, {'Content-Type': types[path.extname(file)] || 'text/plain'});
    response.end(error ? '' : data);
  });
});

server.listen(0, '127.0.0.1', async () => {
  const browser = await chromium.launch({executablePath: process.env.CHROMIUM || '/usr/bin/chromium'});
  try {
    const tab = await browser.newPage();
    await tab.goto(`http://127.0.0.1:${server.address().port}/`);
    const lines = mode === 'main' ? [] : fs.readFileSync(0, 'utf8').split('\n').filter((line) => line !== '');
    const output = await tab.evaluate(({mode, args, lines}) => new Promise((resolve) => {
      const printed = [];
      const engine = new Worker('worker.js');
      engine.onmessage = (event) => {
        if (event.data.done)
          resolve(printed);
        else
          printed.push(event.data.line);
      };
      engine.postMessage({mode, args, lines});
    }), {mode, args, lines});
    process.stdout.write(output.map((line) => line + '\n').join(''));
  } finally {
    await browser.close();
    server.close();
  }
});
