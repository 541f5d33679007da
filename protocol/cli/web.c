#include "web.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "protocol/common/line_reader.h"
#include "protocol/common/output.h"
#include "protocol/uci/uci.h"

static Uci *engine;

int faceoff_command(const char *lines)
{
    if (!engine) {
        SessionConfig config = SESSION_DEFAULTS;
        config.synchronous = true;
        if (!(engine = uci_new(&config))) {
            send_line("info string error: the engine cannot start (out of memory)");
            return 1;
        }
        char uci[] = "uci";
        uci_line(engine, uci);
    }
    char *copy = malloc(strlen(lines) + 1);
    if (!copy) {
        send_line("info string error: out of memory");
        return 0;
    }
    strcpy(copy, lines);
    bool quit = false;
    for (char *line = copy, *end; line && !quit; line = end ? end + 1 : NULL) {
        if ((end = strchr(line, '\n')) != NULL)
            *end = '\0';
        size_t length = strlen(line);
        if (length && line[length - 1] == '\r')
            line[length - 1] = '\0';
        quit = !uci_line(engine, line);
    }
    free(copy);
    if (quit) {
        uci_free(engine);
        engine = NULL;
    }
    return quit;
}

int web_command(int argc, char **argv)
{
    (void)argc, (void)argv;
    LineReader reader;
    line_reader_init(&reader, PROTOCOL_LINE_LIMIT);
    int quit = 0;
    for (LineStatus status; !quit && (status = line_read(&reader, stdin)) != LINE_END;)
        if (status == LINE_READ)
            quit = faceoff_command(reader.text);
    line_reader_free(&reader);
    return 0;
}
