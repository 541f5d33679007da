#include "player.h"

#include <stdio.h>
#include <string.h>

bool player_start(Player *p, char *error)
{
    if (p->running)
        return true;
    p->faulted = false;
    if (!process_start(&p->process, p->spec->command, error, GAME_ERROR_MAX))
        return false;
    p->running = true;
    if (!p->protocol->handshake(p, error)) {
        player_stop(p);
        return false;
    }
    return true;
}

void player_stop(Player *p)
{
    if (!p->running)
        return;
    process_stop(&p->process, p->protocol->quit_line);
    p->running = false;
}

bool player_read(Player *p, double deadline, char *line, size_t size, Reply *reply)
{
    switch (process_read_line(&p->process, deadline, line, size)) {
    case READ_LINE: return true;
    case READ_TIMEOUT: reply->kind = REPLY_TIMEOUT; break;
    case READ_CLOSED: reply->kind = REPLY_EXITED; break;
    case READ_STOPPED: reply->kind = REPLY_STOPPED; break;
    }
    return false;
}

bool player_first_word_is(const char *line, const char *word)
{
    size_t length = strlen(word);
    return strncmp(line, word, length) == 0 && (line[length] == '\0' || line[length] == ' ');
}

bool player_wait_for(Player *p, const char *word, double deadline, char *error)
{
    return player_wait_noting(p, word, deadline, NULL, error);
}

bool player_wait_noting(Player *p, const char *word, double deadline, void (*note)(Player *p, const char *line),
                        char *error)
{
    char line[PROCESS_LINE_MAX];
    Reply reply = {.kind = REPLY_TIMEOUT};
    while (player_read(p, deadline, line, sizeof line, &reply)) {
        const char *start = line + strspn(line, " \t");
        if (player_first_word_is(start, word))
            return true;
        if (note)
            note(p, start);
    }
    snprintf(error, GAME_ERROR_MAX, "no '%s' from the engine: %s", word,
             reply.kind == REPLY_TIMEOUT ? "it did not answer in time"
             : reply.kind == REPLY_EXITED ? "it exited"
                                          : "the match was stopped");
    return false;
}

int player_depth(const Player *p) { return p->spec->depth ? p->spec->depth : p->tc->depth; }

int player_nodes(const Player *p) { return p->spec->nodes ? p->spec->nodes : p->tc->nodes; }

const void *player_position_at(const GameHistory *h, int ply)
{
    return h->positions + (size_t)ply * h->game->position_size;
}

const char *player_option(const EngineSpec *spec, const char *name)
{
    for (int i = 0; i < spec->option_count; i++)
        if (!strcmp(spec->options[i].name, name))
            return spec->options[i].value;
    return NULL;
}

void player_move_text(const Player *p, const GameHistory *h, int ply, char *out)
{
    game_move_text(h->game, player_position_at(h, ply), h->moves[ply], p->chess960, out);
}

void player_start_text(const Player *p, const GameHistory *h, char *out)
{
    game_position_text(h->game, player_position_at(h, 0), p->chess960, out);
}
