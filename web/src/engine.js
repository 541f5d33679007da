// The page's side of the engine: sends UCI commands to the worker and hands
// back each request's output. The worker runs commands strictly in order, so
// a request is its commands followed by `isready`, and its output is every
// line up to the `readyok` that answers it.
export class Engine {
  // onBusy(busy): told when the engine starts and ends work (tests wait on
  // it); onError(text): the worker failed (e.g. faceoff.wasm not found).
  constructor(url = 'engine-worker.js', {onBusy = () => {}, onError = () => {}} = {}) {
    this.url = url;
    this.onBusy = onBusy;
    this.onError = onError;
    this.listeners = new Set();  // every line, as it comes (search progress)
    this.start();
  }

  start() {
    this.worker = new Worker(this.url);
    this.waiters = [];
    this.lines = [];
    this.worker.onmessage = (event) => this.receive(event.data);
    this.worker.onerror = (event) => this.onError(event.message || 'the engine did not start');
    // The worker's own `isready` at start: its readyok ends the uci output.
    this.ready = new Promise((resolve) => this.waiters.push({resolve}));
  }

  receive(line) {
    for (const listener of this.listeners)
      listener(line);
    if (line !== 'readyok') {
      this.lines.push(line);
      return;
    }
    const lines = this.lines;
    this.lines = [];
    this.waiters.shift()?.resolve(lines);
    this.onBusy(this.busy);
  }

  // Runs the commands (strings) and resolves to their output lines.
  request(...commands) {
    const answer = new Promise((resolve) => this.waiters.push({resolve}));
    for (const command of commands)
      this.worker.postMessage(command);
    this.worker.postMessage('isready');
    this.onBusy(true);
    return answer;
  }

  get busy() {
    return this.waiters.length > 0;
  }

  // A search cannot be stopped in WebAssembly: the worker is replaced, and
  // every pending request answers no lines (its caller has moved on; it
  // sets its options again).
  restart() {
    this.worker.terminate();
    for (const waiter of this.waiters)
      waiter.resolve([]);
    this.start();
  }
}

// The engine's refusals in some output: `info string error: ...` texts.
export function errors(lines) {
  return lines.filter((line) => line.startsWith('info string error: '))
              .map((line) => line.slice('info string error: '.length));
}
