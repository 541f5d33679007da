/*
 * The engine for a caller that hands it command lines one by one and has
 * no threads and no blocking input: the WebAssembly build's message API
 * for a Web Worker (docs/protocol.md, "WebAssembly"). It is faceoff's UCI
 * front end, the same code as the native executable's, on a synchronous
 * session: each command, a search too, runs to its end before the call
 * returns, and its output lines go to standard output (Emscripten's print
 * callback) as they are made.
 */
#ifndef FACEOFF_WEB_H
#define FACEOFF_WEB_H

/* Runs one UCI command (or several, one a line); the first call starts the
 * engine and sends what `uci` sends. Returns 0, or 1 once `quit` has ended
 * the engine (the next call starts a new one). */
int faceoff_command(const char *lines);

/* `faceoff web`: every line of standard input to faceoff_command(), so the
 * native build runs what the worker runs (tests/protocol/web). */
int web_command(int argc, char **argv);

#endif
