// Runs the WebAssembly engine under node, as a Web Worker would drive it.
// usage: node --no-experimental-fetch tests/wasm/run.js DIR main ARGS...
//          the command line (faceoff ARGS...: bench, perft, ...) by callMain
//        node --no-experimental-fetch tests/wasm/run.js DIR lines
//          each line of standard input to faceoff_command, in order
// DIR holds faceoff.js and faceoff.wasm. Output lines go to standard output
// as the module prints them (its print callback).
'use strict';
const path = require('path');
const fs = require('fs');

const [dir, mode, ...args] = process.argv.slice(2);
const Faceoff = require(path.resolve(dir, 'faceoff.js'));
Faceoff({
  print: (line) => process.stdout.write(line + '\n'),
  printErr: (line) => process.stderr.write(line + '\n'),
}).then((engine) => {
  if (mode === 'main') {
    process.exitCode = engine.callMain(args);
    return;
  }
  const command = engine.cwrap('faceoff_command', 'number', ['string']);
  for (const line of fs.readFileSync(0, 'utf8').split('\n')) {
    if (line === '')
      continue;
    if (command(line) === 1)
      break;
  }
});
