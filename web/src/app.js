// The page: the game chooser and controls, wired to one engine worker and
// either the board game or the card table.
import {Engine} from './engine.js';
import {BoardGame} from './boardgame.js';
import {CardTable} from './cardtable.js';
import {download} from './pgn.js';
import {parseOptions, showOptions, optionCommands} from './gameoptions.js';

const $ = (id) => document.getElementById(id);
const engine = new Engine('engine-worker.js', {
  onBusy: (busy) => {
    document.body.dataset.busy = busy ? 'yes' : 'no';
    $('engine-state').textContent = busy ? 'engine working...' : 'engine ready';
  },
  onError: (text) => say(`The engine failed: ${text} (is the site served over http, with faceoff.wasm?)`, true),
});

function say(text, isError = false) {
  $('message').textContent = text;
  $('message').className = isError ? 'message error' : 'message';
}

const board = new BoardGame(engine, {board: $('board'), choices: $('choices'), status: $('status'), moves: $('moves'),
                                     log: $('log'), analysis: $('analysis-output')}, say);
const cards = new CardTable(engine, {table: $('cards'), log: $('log')}, say);

let engineOptions = [];

// Shows the controls of the chosen game only.
function showControls() {
  const game = $('game').value;
  if ($('game-options').dataset.game !== game) {
    showOptions($('game-options'), engineOptions, game);
    $('game-options').dataset.game = game;
  }
  const isCards = game === 'cardhockey';
  for (const node of document.querySelectorAll('.only-halfcourt'))
    node.hidden = game !== 'halfcourt';
  for (const node of document.querySelectorAll('.only-cardhockey'))
    node.hidden = !isCards;
  for (const node of document.querySelectorAll('.only-board'))
    node.hidden = isCards;
  $('board').hidden = isCards;
  $('cards').hidden = !isCards;
  $('choices').hidden = isCards;
  $('status').hidden = isCards;
}

function newGame() {
  const game = $('game').value;
  const human = $('human').value;
  const skill = Math.min(20, Math.max(0, Math.round(Number($('skill').value)) || 0));
  // Numbers outside their inputs' ranges start nothing: the game goes on.
  const invalid = {halfcourt: ['start', 'The Half-Court start is a whole number from 0 to 14399 (empty: random)'],
                   cardhockey: ['seed', 'The deal seed is a whole number from 0 (empty: random)']}[game];
  if (invalid && !$(invalid[0]).checkValidity()) {
    say(`${invalid[1]}; the game goes on.`, true);
    return null;
  }
  say('');
  showControls();
  board.abandon();
  cards.abandon();
  if (game === 'cardhockey') {
    return cards.newGame({variant: $('variant').value, seat: human === 'black' ? 'B' : 'A', seed: $('seed').value,
                          skill, human: human === 'both' ? 'both' : 'seat', options: optionCommands($('game-options'))});
  }
  // A random Half-Court start is drawn here so that its number can be shown.
  let start = $('start').value;
  if (game === 'halfcourt' && start === '')
    start = String(Math.floor(Math.random() * 14400));
  return board.newGame({game, human, skill, start: Number(start), options: optionCommands($('game-options')),
                        movetime: Math.max(10, Number($('movetime').value) || 1000),
                        analysis: $('analysis').checked, multipv: Number($('multipv').value) || 1});
}

// Shows what goes wrong in a promise.
function guard(promise) {
  Promise.resolve(promise).catch((error) => say(String(error), true));
}

$('game').addEventListener('change', () => guard(newGame()));
$('new-game').addEventListener('click', () => guard(newGame()));
$('take-back').addEventListener('click', () => guard($('game').value === 'cardhockey' ? cards.takeBack() : board.takeBack()));
$('flip').addEventListener('click', () => board.flip());
$('download-pgn').addEventListener('click', () => download(`faceoff-${board.settings.game}.pgn`, board.pgn()));
$('load-position').addEventListener('click', () => guard(board.loadPosition($('position-text').value)));
$('typed-move').addEventListener('keydown', (event) => {
  if (event.key === 'Enter') {
    board.typeMove(event.target.value.trim());
    event.target.value = '';
  }
});
$('analysis').addEventListener('change', () => {
  board.settings.analysis = $('analysis').checked;
  board.settings.multipv = Number($('multipv').value) || 1;
  guard(board.update());
});
$('download-record').addEventListener('click', () => guard(cards.record().then((text) => download('faceoff-cardhockey.txt', text))));

engine.ready.then((lines) => {
  engineOptions = parseOptions(lines);
  $('engine-state').textContent = 'engine ready';
  document.body.dataset.ready = 'yes';
  return newGame();
}).catch((error) => say(String(error), true));
window.addEventListener('unhandledrejection', (event) => say(String(event.reason), true));
