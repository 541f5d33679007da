// A board game's PGN as faceoff match writes it (docs/match.md, "PGN"):
// faceoff pgn-check replays it.
export function pgnText({game, white, black, startFen, setUp, blackFirst, moves, result}) {
  const score = result ? result.score : '*';
  const date = new Date().toISOString().slice(0, 10).replaceAll('-', '.');
  const tags = [['Event', 'faceoff web'], ['Site', 'browser'], ['Date', date], ['Round', '1'],
                ['White', white], ['Black', black], ['Result', score]];
  if (game !== 'chess')
    tags.push(['Variant', game]);
  if (setUp)
    tags.push(['SetUp', '1'], ['FEN', startFen]);
  tags.push(['PlyCount', String(moves.length)]);
  const words = numbered(moves, blackFirst);
  if (result)
    words.push(`{${result.text}}`);
  words.push(score);
  const lines = [];
  let line = '';
  for (const word of words) {
    if (line && line.length + word.length + 1 > 79) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  lines.push(line);
  return tags.map(([key, value]) => `[${key} "${value}"]`).join('\n') + '\n\n' + lines.join('\n') + '\n';
}

// The moves' SANs with move numbers (`1...` first when Black begins).
function numbered(moves, blackFirst) {
  const words = [];
  moves.forEach((move, ply) => {
    const index = ply + (blackFirst ? 1 : 0);
    if (index % 2 === 0)
      words.push(`${index / 2 + 1}.`);
    else if (ply === 0)
      words.push('1...');
    words.push(move.san);
  });
  return words;
}

export function moveList(moves, blackFirst) {
  return numbered(moves, blackFirst).join(' ');
}

// Offers text as a file to save.
export function download(name, text) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([text], {type: 'text/plain'}));
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
}
