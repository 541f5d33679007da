// Piece pictures as SVG markup in a 100x100 box. Chess pieces are the
// Unicode chess figures; Hammer's knight, bishop and pawn carry a hammer
// (they move differently: docs/rules/hammer.md); a Joust piece is a disc
// with its letter and an arrow for each pip (as tools/xboard-joust-pieces.sh
// draws them for XBoard); the puck is a black disc.
const FIGURES = {k: '♚', q: '♛', r: '♜', b: '♝', n: '♞', p: '♟'};
const DIRECTIONS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];

function figure(letter, white) {
  const fill = white ? '#fffdf5' : '#1b1b1b';
  const stroke = white ? '#1b1b1b' : '#e8e0c8';
  return `<text x="50" y="82" font-size="84" text-anchor="middle" fill="${fill}" stroke="${stroke}" ` +
         `stroke-width="2.5" paint-order="stroke" font-family="DejaVu Sans, Segoe UI Symbol, sans-serif">${FIGURES[letter]}</text>`;
}

// A hammer in the upper right corner: handle and head.
function hammer(white) {
  const wood = white ? '#a0581c' : '#e0a050';
  return '<g transform="rotate(35 78 26)">' +
         `<rect x="74" y="20" width="8" height="28" rx="2" fill="${wood}" stroke="#000" stroke-width="2"/>` +
         '<rect x="66" y="10" width="24" height="12" rx="2" fill="#b8c0c8" stroke="#000" stroke-width="2"/></g>';
}

function puck(x = 50, y = 50, r = 14) {
  return `<circle class="puck" cx="${x}" cy="${y}" r="${r}" fill="#111" stroke="#eee" stroke-width="3"/>`;
}

function pip(direction) {
  const a = DIRECTIONS.indexOf(direction) * Math.PI / 4;
  const at = (r, da) => `${(50 + r * Math.sin(a + da)).toFixed(1)},${(50 - r * Math.cos(a + da)).toFixed(1)}`;
  return `<polygon points="${at(47, 0)} ${at(25, -0.45)} ${at(25, 0.45)}" fill="#101010" stroke="#888" stroke-width="1.5"/>`;
}

function joust(letter, white, pips) {
  const fill = white ? '#fff8e0' : '#202020';
  const ink = white ? '#000' : '#fff8e0';
  const ring = letter === 'K' ? `<circle cx="50" cy="50" r="22" fill="none" stroke="${ink}" stroke-width="2.5"/>` : '';
  return pips.map(pip).join('') +
         `<circle cx="50" cy="50" r="28" fill="${fill}" stroke="#000" stroke-width="3"/>${ring}` +
         `<text x="50" y="60" font-family="sans-serif" font-weight="bold" font-size="29" text-anchor="middle" fill="${ink}">${letter}</text>`;
}

// token: the cell as `d` draws it (`N`, `q`, `Q*`, `*`, `W9`); pips: the
// Joust piece's directions.
export function pieceSvg(game, token, pips) {
  if (!token)
    return '';
  if (token === '*')
    return puck();
  const letter = token[0];
  const white = letter === letter.toUpperCase();
  let svg;
  if (game === 'joust')
    svg = joust(letter.toUpperCase(), white, pips || []);
  else
    svg = figure(letter.toLowerCase(), white);
  if (game === 'hammer' && 'nbp'.includes(letter.toLowerCase()))
    svg += hammer(white);
  if (token.endsWith('*'))
    svg += puck(80, 80, 11);
  return svg;
}
