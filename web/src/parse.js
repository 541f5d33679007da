// Reading the engine's answers (docs/protocol.md, "Commands for boards"):
// `d`'s drawing and Key: value lines, `legalmoves`' move lines, `info` lines.

// `d`: {keys: {Game, Fen, ...}, files: ['a', ...], ranks: [8, ..., 1] (top
// first), cells: Map square -> token as the position text writes it}.
export function parseDisplay(lines) {
  const keys = {};
  const cells = new Map();
  const ranks = [];
  let files = [];
  for (const line of lines) {
    const rank = line.match(/^\s*(\d+) \|(.*)\|\s*$/);
    if (rank) {
      ranks.push(Number(rank[1]));
      rank[2].split('|').forEach((cell, column) => cells.set(`${column}:${rank[1]}`, cell.trim()));
    } else if (/^\s+[a-z](\s+[a-z])*\s*$/.test(line)) {
      files = line.trim().split(/\s+/);
    } else {
      const pair = line.match(/^([A-Z][A-Za-z ]*): (.*)$/);
      if (pair)
        keys[pair[1]] = pair[2];
    }
  }
  // The cells were keyed by column until the file letters were read.
  const named = new Map();
  for (const [key, token] of cells) {
    const [column, rank] = key.split(':');
    named.set(files[column] + rank, token);
  }
  return {keys, files, ranks, cells: named, result: parseResult(keys.Result)};
}

// `Result`: null while the game goes on, else {score, reason, final, text}.
function parseResult(value) {
  if (!value || value.startsWith('*'))
    return null;
  const [score, reason, kind, ...text] = value.split(' ');
  return {score, reason, final: kind === 'final', text: text.join(' ')};
}

// `legalmoves`: [{text, san, path: [step...], result, fen}].
export function parseLegalMoves(lines) {
  const moves = [];
  for (const line of lines) {
    const found = line.match(/^move (\S+) san (\S+) path (.*?) result (\S+ \S+) fen (.*)$/);
    if (found)
      moves.push({text: found[1], san: found[2], path: found[3].split(' '), result: found[4], fen: found[5]});
  }
  return moves;
}

// Joust's `Pips: a1=N,E b1=NE,SW ...`: Map square -> ['N', 'E'].
export function parsePips(value) {
  const pips = new Map();
  for (const entry of (value || '').split(' ').filter(Boolean)) {
    const [square, directions] = entry.split('=');
    pips.set(square, directions.split(','));
  }
  return pips;
}

// An `info` line of a search: {depth, multipv, score, pv} or null.
export function parseInfo(line) {
  if (!line.startsWith('info ') || !line.includes(' pv '))
    return null;
  const depth = line.match(/ depth (\d+)/);
  const multipv = line.match(/ multipv (\d+)/);
  const score = line.match(/ score (cp|mate) (-?\d+)/);
  return {
    depth: depth ? Number(depth[1]) : 0,
    multipv: multipv ? Number(multipv[1]) : 1,
    score: score ? (score[1] === 'mate' ? `mate ${score[2]}` : (Number(score[2]) / 100).toFixed(2)) : '?',
    pv: line.slice(line.indexOf(' pv ') + 4),
  };
}

// `d` of the card table: {Game, Variant, Seed, Seat, ..., Hand, ...}.
export function parseKeys(lines) {
  const keys = {};
  for (const line of lines) {
    const pair = line.match(/^([A-Z][A-Za-z ]*): (.*)$/);
    if (pair)
      keys[pair[1]] = pair[2];
  }
  return keys;
}
