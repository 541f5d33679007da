# The WebAssembly engine (included by CMakeLists.txt under emcmake): the
# faceoff executable linked as an Emscripten module, faceoff.js and
# faceoff.wasm at the top of the build tree. MODULARIZE: the script
# defines Faceoff(options), a promise of the module; nothing runs until
# the caller calls faceoff_command (the worker's message API,
# protocol/cli/web.h) or callMain (the command line: bench, perft).
# Memory grows as the hash table asks (32-bit: Hash is clamped to 1024 MB);
# the stack is set, not left to the version's default (a search needs
# more than 64 KB). The initial memory holds the stack and the built-in
# nets' room (the chess family's with room for king buckets): 18 MB, more
# than the default 16.
target_link_options(faceoff PRIVATE
  -O3
  -sALLOW_MEMORY_GROWTH=1
  -sTOTAL_STACK=8388608
  -sINITIAL_MEMORY=33554432
  -sMODULARIZE=1
  -sEXPORT_NAME=Faceoff
  -sINVOKE_RUN=0
  -sEXIT_RUNTIME=0
  "-sEXPORTED_FUNCTIONS=['_main','_faceoff_command']"
  "-sEXPORTED_RUNTIME_METHODS=['ccall','cwrap','callMain']"
  -sENVIRONMENT=web,worker,node)
