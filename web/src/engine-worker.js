// The engine's Web Worker: faceoff.wasm behind faceoff_command. Each message
// is one UCI command; each line the engine prints goes back as one message.
// Commands that arrive while the module loads wait in a queue (a worker drops
// messages sent before its handler exists, so the handler is set at once).
importScripts('faceoff.js');
const waiting = [];
let command = null;
onmessage = (event) => {
  if (command)
    command(event.data);
  else
    waiting.push(event.data);
};
Faceoff({print: (line) => postMessage(line)}).then((module) => {
  command = module.cwrap('faceoff_command', 'number', ['string']);
  command('isready');  // starts the engine: id, options, uciok, readyok
  for (const line of waiting.splice(0))
    command(line);
});
