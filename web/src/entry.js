// Click entry over `legalmoves` paths, the same for every board game: after
// the steps entered so far it offers the next step of every path that starts
// with them, and a move once its whole path is entered. No rule of any game
// is here: the paths are the engine's.

// A step on a square: an optional mark (x @ > ~ K) and the square.
const SQUARE_STEP = /^([x@>~K]?)([a-z]\d+)$/;

export function stepSquare(step) {
  const found = step.match(SQUARE_STEP);
  return found ? found[2] : null;
}

export class ClickEntry {
  constructor(moves) {
    this.moves = moves;
    this.entered = [];
  }

  reset() {
    this.entered = [];
  }

  candidates() {
    const n = this.entered.length;
    return this.moves.filter((move) => move.path.length >= n &&
                             this.entered.every((step, i) => move.path[i] === step));
  }

  // {bySquare: Map square -> [step...], choices: [step...], complete: move|null}
  offers() {
    const bySquare = new Map();
    const choices = new Set();
    let complete = null;
    for (const move of this.candidates()) {
      if (move.path.length === this.entered.length) {
        complete = move;
        continue;
      }
      const step = move.path[this.entered.length];
      const square = stepSquare(step);
      if (square) {
        const steps = bySquare.get(square) || [];
        if (!steps.includes(step))
          steps.push(step);
        bySquare.set(square, steps);
      } else {
        choices.add(step);
      }
    }
    return {bySquare, choices: [...choices], complete};
  }

  // Enters a step; returns the move when its path is complete and nothing
  // longer starts with it (else "done" is offered: see offers().complete).
  enter(step) {
    this.entered.push(step);
    const {bySquare, choices, complete} = this.offers();
    if (complete && bySquare.size === 0 && choices.length === 0)
      return complete;
    return null;
  }

  // Takes the last step back.
  back() {
    this.entered.pop();
  }
}

// What a step means, for the buttons of choices and marked squares.
export function stepLabel(step) {
  if (step === '0000')
    return 'no piece move: launch the puck';
  if (/^=[a-z]$/.test(step))
    return `promote to ${step.slice(1).toUpperCase()}`;
  if (step.startsWith('='))  // Joust: the orientation character (the button shows the piece)
    return `rotate (${step.slice(1)})`;
  const marks = {x: 'check the holder on', '@': 'leave the puck on', '>': 'pass to', '~': 'shoot to', K: "king's extra step to"};
  const found = step.match(SQUARE_STEP);
  return found && found[1] ? `${marks[found[1]]} ${found[2]}` : step;
}
