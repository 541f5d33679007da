/*
 * The Card Hockey line protocol: reads the commands, lets the card engine
 * (engine.c) run them, and writes its answers in this
 * protocol's form: "play C", "state ...", "error <reason>".
 */
#include "protocol.h"

#include <string.h>

#include "protocol/common/line_reader.h"
#include "protocol/common/output.h"
#include "engine.h"

enum { LINE_MAX_LENGTH = 1024 };

static void identify(void)
{
    send_line("id name faceoff");
    for (int i = 0; i < card_engine_option_count(); i++) {
        char line[LINE_MAX_LENGTH];
        card_engine_option_line(i, "", line, sizeof line);
        send_line("%s", line);
    }
    send_line("cardhockeyok");
}

/* "setoption name NAME value VALUE": one word each, nothing after. */
static void set_option(CardEngine *e, const char *args, CardAnswer *answer)
{
    char name[64], value[64];
    int end = 0;
    if (sscanf(args, "name %63s value %63s%n", name, value, &end) != 2 || args[end + strspn(args + end, " \t")]) {
        answer->kind = CARD_REFUSED;
        snprintf(answer->text, sizeof answer->text, "expected 'setoption name NAME value VALUE'");
        return;
    }
    card_engine_set_option(e, name, value, answer);
}

static void say_answer(const CardAnswer *a)
{
    if (a->kind == CARD_PLAYED)
        send_line("play %s", a->text);
    else if (a->kind == CARD_STATE)
        send_line("%s", a->text);
    else if (a->kind == CARD_REFUSED)
        send_line("error %s", a->text);
}

int cardhockey_loop(FILE *in, bool greeted)
{
    CardEngine e;
    card_engine_init(&e);
    if (greeted)
        identify();
    LineReader reader;
    line_reader_init(&reader, PROTOCOL_LINE_LIMIT);
    for (LineStatus status; (status = line_read(&reader, in)) != LINE_END;) {
        if (status != LINE_READ) {
            char reason[64];
            send_line("error %s", line_refusal(&reader, status, reason, sizeof reason));
            continue;
        }
        char *line = reader.text;
        char *command = line + strspn(line, " \t");
        char *args = command + strcspn(command, " \t");
        if (*args)
            *args++ = '\0';
        args += strspn(args, " \t");
        if (*command == '\0')
            continue;
        CardAnswer answer = {CARD_SILENT, ""};
        if (strcmp(command, "cardhockey") == 0)
            identify();
        else if (strcmp(command, "isready") == 0)
            send_line("readyok");
        else if (strcmp(command, "setoption") == 0)
            set_option(&e, args, &answer);
        else if (strcmp(command, "quit") == 0)
            break;
        else
            card_engine_command(&e, command, args, &answer);
        if (answer.kind == CARD_UNKNOWN)
            send_line("error unknown command '%s'", command);
        say_answer(&answer);
    }
    line_reader_free(&reader);
    card_engine_free(&e);
    return 0;
}
