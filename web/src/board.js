// Draws a board game's position as an SVG of squares with pieces, and turns
// clicks (and taps, and Enter on a focused square) into square names. The
// shape comes from `d`'s drawing (8x8, Half-Court's 5x5); Ice Hockey adds
// its four net squares above and below the rink (docs/protocol.md).
import {pieceSvg} from './pieces.js';

const NETS = {icehockey: ['d0', 'e0', 'd9', 'e9']};
const SIZE = 100;

// A square that may be clicked: a dot, or a ring round a piece.
function targetMark(token) {
  return token ? '<circle class="ring" cx="50" cy="50" r="45"/>' : '<circle class="dot" cx="50" cy="50" r="12"/>';
}

// display: parseDisplay's answer; marks: {targets, entered, last}: sets of
// squares, labels: Map square -> what a click there does; flipped: Black at the bottom.
export function drawBoard(element, game, display, marks, flipped, onSquare) {
  const nets = NETS[game] || [];
  let ranks = [...display.ranks];
  if (nets.length)
    ranks = [Math.max(...ranks) + 1, ...ranks, Math.min(...ranks) - 1];
  let files = [...display.files];
  if (flipped) {
    ranks.reverse();
    files = files.reverse();
  }
  const pips = display.pips || new Map();
  const parts = [];
  ranks.forEach((rank, row) => files.forEach((file, column) => {
    const square = file + rank;
    const onRink = display.cells.has(square);
    if (!onRink && !nets.includes(square))
      return;
    const light = (display.files.indexOf(file) + rank) % 2 === 0;  // a1 dark
    const classes = ['square', onRink ? (light ? 'light' : 'dark') : 'net'];
    for (const mark of ['last', 'entered', 'targets'])
      if (marks[mark]?.has(square))
        classes.push(mark);
    parts.push(`<g class="${classes.join(' ')}" data-square="${square}" tabindex="${marks.targets?.has(square) ? 0 : -1}" ` +
               `role="button" aria-label="${square}" transform="translate(${column * SIZE} ${row * SIZE})">` +
               `<rect class="bg" width="${SIZE}" height="${SIZE}"/>` +
               (marks.labels?.has(square) ? `<title>${square}: ${marks.labels.get(square)}</title>` : '') +
               pieceSvg(game, display.cells.get(square), pips.get(square)) +
               (marks.targets?.has(square) ? targetMark(display.cells.get(square)) : '') +
               `<text class="coord" x="4" y="16">${square}</text></g>`);
  }));
  const hadFocus = element.contains(document.activeElement);
  element.innerHTML = `<svg viewBox="0 0 ${files.length * SIZE} ${ranks.length * SIZE}" class="board-svg">${parts.join('')}</svg>`;
  // Keyboard play: the focus stays on the board, on the first square offered.
  if (hadFocus)
    element.querySelector('.square.targets')?.focus();
  for (const node of element.querySelectorAll('.square')) {
    node.addEventListener('click', () => onSquare(node.dataset.square));
    node.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        onSquare(node.dataset.square);
      }
    });
  }
}
