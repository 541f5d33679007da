/*
 * Ice Hockey Chess turn notation, one token without spaces:
 *
 *   d3-d6        piece move (the holder carries the puck)
 *   c4xd5-b6     check of the holder on d5, the checker ending on b6
 *   0000         no piece move (none possible)
 *   @d4          the skating holder left the puck on d4 of its path
 *   >f3          a pass to the piece on f3 (at most two)
 *   ~e9 / ~h6    the shot or clearing: a net, or the square it ends on
 *   Ke7          the defending side's extra king step
 *
 * e.g. "d3-d5>f3~e9". See docs/rules/icehockey.md.
 */
#ifndef FACEOFF_ICEHOCKEY_NOTATION_H
#define FACEOFF_ICEHOCKEY_NOTATION_H

#include "moves.h"

void ih_move_to_text(const IhPosition *p, Move m, char *out);
bool ih_text_to_move(const IhPosition *p, const char *text, Move *m, char *error);

#endif
