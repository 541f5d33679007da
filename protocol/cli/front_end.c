#include "front_end.h"

#include <string.h>

#include "protocol/cardhockey/protocol.h"
#include "protocol/common/line_reader.h"
#include "protocol/common/output.h"
#include "protocol/uci/uci.h"
#include "protocol/xboard/xboard.h"

/* The first word of the first non-empty line; false at the end of input.
 * For a refused line (too long, a NUL byte), its excerpt, which names no
 * protocol (it holds a '?' or ends in "..."). */
static bool first_word(FILE *in, char *word, size_t size)
{
    LineReader reader;
    line_reader_init(&reader, PROTOCOL_LINE_LIMIT);
    LineStatus status;
    while ((status = line_read(&reader, in)) == LINE_READ && !reader.text[strspn(reader.text, " \t")])
        continue;
    if (status == LINE_TOO_LONG || status == LINE_CONTROL)
        line_excerpt(&reader, word, size);
    else if (status == LINE_READ) {
        const char *start = reader.text + strspn(reader.text, " \t");
        snprintf(word, size, "%.*s", (int)strcspn(start, " \t"), start);
    }
    line_reader_free(&reader);
    return status != LINE_END;
}

int protocol_run(FILE *in, const char *name, const SessionConfig *config)
{
    char first[256];
    if (!name) {
        if (!first_word(in, first, sizeof first))
            return 0;
        name = first;
    }
    if (strcmp(name, "uci") == 0)
        return uci_loop(in, config);
    if (strcmp(name, "xboard") == 0)
        return xboard_loop(in, config);
    if (strcmp(name, "cardhockey") == 0)
        return cardhockey_loop(in, true);
    send_line("Error (expected 'uci', 'xboard' or 'cardhockey' first; see faceoff --help): %s", name);
    return 2;
}
