// One board game against the engine or between two people at one screen:
// chess, Hammer, Half-Court, Joust and Ice Hockey alike. The game is its
// start text and its moves; after every change the engine is sent the
// whole position and answers `d` (what to draw) and `legalmoves` (what may
// be entered), so nothing here knows a rule.
import {errors} from './engine.js';
import {parseDisplay, parseLegalMoves, parsePips, parseInfo} from './parse.js';
import {ClickEntry, stepLabel, stepSquare} from './entry.js';
import {drawBoard} from './board.js';
import {pieceSvg} from './pieces.js';
import {pgnText, moveList} from './pgn.js';

const ANALYSIS_ROUNDS = 4;

export class BoardGame {
  // ui: {board, choices, status, moves, log, analysis} elements;
  // say(text, isError): shows a message.
  constructor(engine, ui, say) {
    this.engine = engine;
    this.ui = ui;
    this.say = say;
    this.flipped = false;
    this.generation = 0;  // bumped by every change, so stale answers are dropped
  }

  // settings: {game, human ('white' | 'black' | 'both'), skill, movetime,
  // start (Half-Court's number), options (the game's setoption commands),
  // analysis, multipv}
  async newGame(settings) {
    await this.stopEngine();
    this.settings = settings;
    const options = [`setoption name UCI_Variant value ${settings.game}`,
                     `setoption name Skill Level value ${settings.skill}`, ...settings.options];
    if (settings.game === 'halfcourt')
      options.push(`setoption name halfcourt start value ${settings.start}`);
    const lines = await this.engine.request(...options, 'ucinewgame', 'position startpos', 'd');
    const refused = errors(lines);
    if (refused.length)
      this.say(`Refused: ${refused.join('; ')}`, true);
    const display = parseDisplay(lines);
    this.initialFen = display.keys.Fen;
    this.startFen = display.keys.Fen;
    this.moves = [];
    this.claimed = null;
    this.flipped = settings.human === 'black';
    this.ui.log.textContent = '';
    await this.update();
  }

  // A search in progress cannot be stopped: the engine is restarted (its
  // game and strength set again), and the answers still awaited are
  // dropped (their generation is old).
  async stopEngine() {
    this.abandon();
    if (!this.engine.busy || !this.settings)
      return;
    this.engine.restart();
    await this.engine.request(`setoption name UCI_Variant value ${this.settings.game}`,
                              `setoption name Skill Level value ${this.settings.skill}`, ...this.settings.options);
  }

  // Drops the answers still awaited (another game starts).
  abandon() {
    this.generation++;
  }

  positionCommand(fen = this.startFen, moves = this.moves) {
    return `position fen ${fen}` + (moves.length ? ` moves ${moves.map((move) => move.text).join(' ')}` : '');
  }

  // Asks the engine for the position and its moves, draws it, and lets the
  // engine move when it is its turn.
  async update() {
    const generation = ++this.generation;
    const lines = await this.engine.request(this.positionCommand(), 'd', 'legalmoves');
    if (generation !== this.generation)
      return;
    const refused = errors(lines);
    if (refused.length && this.moves.length) {
      // The engine refused the last move: the message, and the game as it was.
      const move = this.moves.pop();
      this.say(`${move.san} refused: ${refused.join('; ')}`, true);
      return this.update();
    }
    const previous = this.display;
    this.display = parseDisplay(lines);
    this.display.pips = parsePips(this.display.keys.Pips);
    this.legal = parseLegalMoves(lines);
    this.entry = new ClickEntry(this.legal);
    this.pendingSquare = null;
    this.reportEvents(previous, this.display);
    this.render();
    if (this.over)
      return;
    if (this.engineToMove)
      await this.engineMove(generation);
    else if (this.settings.analysis)
      await this.analyse(generation);
    else
      this.ui.analysis.textContent = '';
  }

  get result() {
    return this.claimed || this.display?.result;
  }

  get over() {
    const result = this.result;
    return Boolean(result && (result.final || this.claimed || this.legal.length === 0));
  }

  get sideToMove() {
    return this.display.keys.Side;
  }

  get engineToMove() {
    return this.settings.human !== 'both' && this.sideToMove !== this.settings.human;
  }

  async engineMove(generation) {
    this.ui.status.textContent += ' (engine thinking)';
    const lines = await this.engine.request(`go movetime ${this.settings.movetime}`);
    if (generation !== this.generation)
      return;
    const best = lines.find((line) => line.startsWith('bestmove '))?.split(' ')[1];
    const move = this.legal.find((candidate) => candidate.text === best);
    if (!move) {
      this.say(`The engine answered ${best || 'nothing'}, not a legal move: ${errors(lines).join('; ')}`, true);
      return;
    }
    this.moves.push(move);
    await this.update();
  }

  // Analysis: searches of the move time, up to ANALYSIS_ROUNDS of them,
  // each deeper through the hash table (WebAssembly cannot stop a search,
  // so it is not one long search), the best lines shown after each.
  async analyse(generation) {
    this.ui.analysis.textContent = 'analysing...';
    for (let round = 1; round <= ANALYSIS_ROUNDS; round++) {
      // At full strength: a lower Skill Level would cut the search's depth.
      const lines = await this.engine.request('setoption name Skill Level value 20',
                                              `setoption name MultiPV value ${this.settings.multipv}`,
                                              `go movetime ${this.settings.movetime}`,
                                              'setoption name MultiPV value 1',
                                              `setoption name Skill Level value ${this.settings.skill}`);
      if (generation !== this.generation || !this.settings.analysis)
        return;
      const best = new Map();
      for (const info of lines.map(parseInfo).filter(Boolean))
        best.set(info.multipv, info);
      this.ui.analysis.textContent = [...best.values()]
        .map((info) => `${info.multipv}. ${info.score} (depth ${info.depth}) ${info.pv}`).join('\n');
      this.ui.analysis.dataset.round = String(round);
    }
  }

  // Goals, faceoffs and period ends (Ice Hockey) as they happen, and the
  // end of the game.
  reportEvents(before, after) {
    if (!before || before.keys.Game !== after.keys.Game || Number(after.keys.Plies) !== Number(before.keys.Plies) + 1)
      return;
    if (after.keys.Score && after.keys.Score !== before.keys.Score)
      this.log(`Goal! Score ${after.keys.Score}; faceoff at ${after.keys.Puck.split(' ')[0]}`);
    if (after.keys.Period && after.keys.Period !== before.keys.Period)
      this.log(`Period ${before.keys.Period} ends; period ${after.keys.Period} begins`);
    if (after.result && !before.result)
      this.log(`${after.result.score} ${after.result.text}`);
  }

  log(text) {
    this.ui.log.textContent += text + '\n';
  }

  render() {
    const offers = this.entry.offers();
    const humanTurn = !this.over && !this.engineToMove;
    const targets = humanTurn ? new Set(offers.bySquare.keys()) : new Set();
    // What a click on each square does, as its tooltip.
    const labels = new Map([...offers.bySquare].map(([square, steps]) => [square, steps.map(stepLabel).join(' / ')]));
    const squares = (steps) => new Set(steps.map(stepSquare).filter(Boolean));
    const entered = squares(this.entry.entered);
    const last = squares(this.moves.at(-1)?.path || []);
    drawBoard(this.ui.board, this.settings.game, this.display, {targets, entered, labels, last}, this.flipped,
              (square) => this.clickSquare(square));
    this.renderChoices(humanTurn ? offers : {choices: [], complete: null}, this.pendingSquare);
    this.renderStatus();
    this.ui.moves.textContent = moveList(this.moves, this.startFen.split(' ')[1] === 'b');
  }

  // Buttons for the steps that are not a plain square: choices (promotion,
  // rotation, no piece move), the marks of a square clicked with several,
  // "done", and "back" for a step entered by mistake.
  renderChoices(offers, squareSteps) {
    const buttons = [];
    const add = (label, action, name) => {
      const button = document.createElement('button');
      button.textContent = label;
      button.dataset.step = name;
      button.addEventListener('click', action);
      buttons.push(button);
    };
    for (const step of squareSteps || [])
      add(stepLabel(step), () => this.enterStep(step), step);
    for (const step of offers.choices)
      add(stepLabel(step), () => this.enterStep(step), step);
    if (offers.complete)
      add('done', () => this.play(offers.complete), 'done');
    if (this.entry.entered.length)
      add('back', () => { this.entry.back(); this.pendingSquare = null; this.render(); }, 'back');
    if (this.display.result && !this.display.result.final && !this.claimed)
      add(`claim: ${this.display.result.text}`, () => { this.claimed = this.display.result; this.render(); }, 'claim');
    this.ui.choices.replaceChildren(...buttons);
    this.drawChoices(offers.choices);
  }

  // A choice that ends the move (a promotion, a Joust rotation) shows the
  // piece it leaves, as the engine's `d` draws it after the move.
  async drawChoices(choices) {
    const square = stepSquare(this.entry.entered.at(-1) || '');
    const moves = choices.map((step) => this.entry.candidates()
      .find((move) => move.path.length === this.entry.entered.length + 1 && move.path.at(-1) === step));
    if (!square || !moves.some(Boolean))
      return;
    const generation = this.generation;
    const entered = this.entry.entered.length;
    const lines = await this.engine.request(...moves.filter(Boolean).flatMap((move) => [`position fen ${move.fen}`, 'd']));
    if (generation !== this.generation || entered !== this.entry.entered.length)
      return;
    // One `d` per move, each starting at its `Game:` line.
    const displays = lines.join('\n').split(/^(?=Game: )/m).filter((text) => text.startsWith('Game: ')).map((text) => parseDisplay(text.split('\n')));
    let index = 0;
    choices.forEach((step, i) => {
      if (!moves[i])
        return;
      const display = displays[index++];
      const button = this.ui.choices.querySelector(`button[data-step="${step}"]`);
      const token = display?.cells.get(square);
      if (button && token)
        button.insertAdjacentHTML('afterbegin', `<svg class="choice-piece" viewBox="0 0 100 100">${
          pieceSvg(this.settings.game, token, parsePips(display.keys.Pips).get(square))}</svg>`);
    });
  }

  renderStatus() {
    const keys = this.display.keys;
    const parts = [`${keys.Side} to move`];
    if (keys.Check === 'yes')
      parts.push('check');
    if (keys.Score)
      parts.push(`score ${keys.Score}`, `period ${keys.Period}`, `turns left ${keys['Turns left']}`,
                 `half ${keys.Half}`, `puck ${keys.Puck}`);
    if (this.settings.game === 'halfcourt' && this.startFen === this.initialFen)
      parts.push(`start ${this.settings.start}`);
    const result = this.result;
    if (result)
      parts.push(`${result.score} ${result.text}${this.over ? '' : ' (may be claimed)'}`);
    this.ui.status.textContent = parts.join(' · ');
    this.ui.status.dataset.over = this.over ? 'yes' : 'no';
  }

  clickSquare(square) {
    if (this.over || this.engineToMove)
      return;
    const steps = this.entry.offers().bySquare.get(square);
    this.pendingSquare = null;
    if (!steps) {
      this.entry.reset();  // a click elsewhere starts the entry again
    } else if (steps.length === 1) {
      this.enterStep(steps[0]);
      return;
    } else {
      this.pendingSquare = steps;  // one square, several marks: ask which
    }
    this.render();
  }

  enterStep(step) {
    this.pendingSquare = null;
    const move = this.entry.enter(step);
    if (move)
      this.play(move);
    else
      this.render();
  }

  play(move) {
    this.moves.push(move);
    return this.update();
  }

  // A move typed as its text or SAN (keyboard entry).
  typeMove(text) {
    const move = this.legal.find((candidate) => candidate.text === text || candidate.san === text);
    if (!move || this.over || this.engineToMove) {
      this.say(`${text}: not a legal move here`, true);
      return;
    }
    this.play(move);
  }

  async takeBack() {
    await this.stopEngine();
    let count = 1;
    // Against the engine, back to the person's turn.
    if (this.settings.human !== 'both' && this.moves.length >= 2 && !this.engineToMove)
      count = 2;
    this.moves.splice(Math.max(0, this.moves.length - count));
    this.claimed = null;
    this.display = null;
    await this.update();
  }

  flip() {
    this.flipped = !this.flipped;
    this.render();
  }

  // A position text: the engine checks it; on a refusal the game stays.
  async loadPosition(text) {
    await this.stopEngine();
    // One line: a line break would start another command.
    const lines = await this.engine.request(`position fen ${text.replace(/\s+/g, ' ').trim()}`, 'd');
    const refused = errors(lines);
    if (refused.length) {
      this.say(`Position refused: ${refused.join('; ')}. The game goes on as it was.`, true);
      return;
    }
    this.startFen = parseDisplay(lines).keys.Fen;
    this.moves = [];
    this.claimed = null;
    this.display = null;
    this.say('Position loaded.');
    await this.update();
  }

  pgn() {
    const names = {white: 'person', black: 'person'};
    if (this.settings.human !== 'both')
      names[this.settings.human === 'white' ? 'black' : 'white'] = `faceoff (skill ${this.settings.skill})`;
    return pgnText({game: this.settings.game, white: names.white, black: names.black,
                    startFen: this.startFen,
                    setUp: this.settings.game === 'halfcourt' || this.startFen !== this.initialFen,
                    blackFirst: this.startFen.split(' ')[1] === 'b', moves: this.moves,
                    result: this.over ? this.result : null});
  }
}
