#include "front_end.h"

#include <string.h>

#include "protocol/cardhockey/protocol.h"
#include "protocol/common/output.h"
#include "protocol/uci/uci.h"
#include "protocol/xboard/xboard.h"

int protocol_run(FILE *in, const char *name, const SessionConfig *config)
{
    char first[256] = "";
    while (!name) {
        if (!fgets(first, sizeof first, in))
            return 0;
        first[strcspn(first, " \t\r\n")] = '\0';
        if (*first)
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
