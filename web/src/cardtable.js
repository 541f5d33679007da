// Card Hockey at the engine's card table (docs/protocol.md, "A whole card
// game for a GUI: table"): the engine shuffles, deals, referees, plays its
// seat and writes the record; this page shows one seat's view and sends
// the card clicked, or `table undo` to take back. Two people at one screen
// play both seats in turn.
import {errors} from './engine.js';
import {parseKeys} from './parse.js';

const SUITS = {S: '♠', H: '♥', D: '♦', C: '♣'};

function cardFace(card) {
  const suit = card.slice(-1);
  const face = document.createElement('span');
  face.className = `card ${'HD'.includes(suit) ? 'red' : 'black'}`;
  face.textContent = card.slice(0, -1) + (SUITS[suit] || suit);
  return face;
}

export class CardTable {
  // ui: {table, log} elements; say(text, isError) shows a message.
  constructor(engine, ui, say) {
    this.engine = engine;
    this.ui = ui;
    this.say = say;
    this.generation = 0;
  }

  // settings: {variant, seat ('A' | 'B'), seed ('' for one drawn), skill,
  // human ('seat' | 'both'), options (the setoption commands of the
  // cardhockey options: player, ...)}
  async newGame(settings) {
    this.settings = settings;
    this.abandon();
    if (this.engine.busy)
      this.engine.restart();  // the table's options follow
    this.ui.log.textContent = '';
    const lines = await this.engine.request('setoption name UCI_Variant value cardhockey',
                                            `setoption name cardhockey variant value ${settings.variant}`,
                                            `setoption name Skill Level value ${settings.skill}`,
                                            ...settings.options,
                                            `table new seat ${settings.seat}` + (settings.seed !== '' ? ` seed ${settings.seed}` : ''));
    this.report(lines);
    await this.update();
  }

  // Drops the answers still awaited (another game starts).
  abandon() {
    this.generation++;
  }

  // Table events (`info string table LINE`) into the log; refusals shown.
  // After `undo N` the game's events come again from the start.
  report(lines) {
    for (const line of lines) {
      if (!line.startsWith('info string table '))
        continue;
      const event = line.slice('info string table '.length);
      if (/^undo \d+$/.test(event))
        this.ui.log.textContent = '';
      else
        this.ui.log.textContent += event + '\n';
    }
    this.ui.log.scrollTop = this.ui.log.scrollHeight;
    const refused = errors(lines);
    if (refused.length)
      this.say(`Refused: ${refused.join('; ')}`, true);
    return refused.length === 0;
  }

  get engineToMove() {
    return this.settings.human !== 'both' && this.keys.Turn !== this.settings.seat;
  }

  get over() {
    return this.keys.Turn === 'none';
  }

  async update() {
    const generation = ++this.generation;
    let keys = parseKeys(await this.engine.request(`d ${this.settings.seat}`));
    // Two people: the view of the seat to move.
    if (this.settings.human === 'both' && keys.Turn !== 'none' && keys.Turn !== keys.Seat)
      keys = parseKeys(await this.engine.request(`d ${keys.Turn}`));
    if (generation !== this.generation)
      return;
    this.keys = keys;
    this.render();
    if (!this.over && this.engineToMove) {
      const lines = await this.engine.request('go');
      if (generation !== this.generation)
        return;
      this.report(lines);
      await this.update();
    }
  }

  async play(card) {
    if (this.over || this.engineToMove)
      return;
    if (this.report(await this.engine.request(`table play ${card}`)))
      await this.update();
  }

  // Takes back the last card played here and the engine's after it
  // (`table undo`): the same seat is to play again.
  async takeBack() {
    this.abandon();  // an engine card still awaited is taken back, or shown by the update
    if (this.report(await this.engine.request('table undo')))
      this.say('');  // a refusal shown before no longer holds
    await this.update();
  }

  render() {
    const keys = this.keys;
    const table = this.ui.table;
    const hadFocus = table.contains(document.activeElement);
    table.replaceChildren();
    const row = (label, content, name) => {
      const line = document.createElement('div');
      line.className = 'table-row';
      line.dataset.key = name;
      const title = document.createElement('span');
      title.className = 'label';
      title.textContent = label;
      line.append(title, ...(Array.isArray(content) ? content : [document.createTextNode(content)]));
      table.append(line);
    };
    const [scoreA, scoreB] = keys.Score.split('-');
    row('Score', `A ${scoreA} – B ${scoreB}`, 'score');
    row('Period · deal', `period ${keys.Period}, deal ${keys.Deal}, dealer ${keys.Dealer}`, 'period');
    row('Variant · seed', `${keys.Variant}, seed ${keys.Seed}`, 'variant');
    row('Breakaway', keys.Breakaway, 'breakaway');
    // The top card counts by its rank only; its suit is shown as dealt.
    row('Top card', keys.Top === 'none' ? 'none (new period)' : [cardFace(keys.Top)], 'top');
    row('Played this period', keys.Played === '-' ? '-' : keys.Played.split(' ').map(cardFace), 'played');
    const backs = Array.from({length: Number(keys['Opponent cards'])}, () => {
      const back = document.createElement('span');
      back.className = 'card back';
      return back;
    });
    row(`Opponent (${keys.Seat === 'A' ? 'B' : 'A'}): ${keys['Opponent cards']} cards`, backs, 'opponent');
    const hand = keys.Hand === '-' ? [] : keys.Hand.split(' ');
    const yourTurn = !this.over && keys.Turn === keys.Seat;
    const buttons = hand.map((card) => {
      const button = document.createElement('button');
      button.className = 'card-button';
      button.dataset.card = card;
      button.disabled = !yourTurn;
      button.append(cardFace(card));
      button.addEventListener('click', () => this.play(card));
      return button;
    });
    row(`Hand of ${keys.Seat}${yourTurn ? ' (your turn)' : ''}`, buttons, 'hand');
    row('Result', keys.Result === '* none' ? `${keys.Turn} to play` : keys.Result.split(' ').slice(3).join(' '), 'result');
    table.dataset.over = this.over ? 'yes' : 'no';
    // Keyboard play: the focus stays in the hand.
    if (hadFocus)
      table.querySelector('.card-button:not([disabled])')?.focus();
  }

  async record() {
    const lines = await this.engine.request('table record');
    return lines.filter((line) => line.startsWith('record ')).map((line) => line.slice(7)).join('\n') + '\n';
  }
}
