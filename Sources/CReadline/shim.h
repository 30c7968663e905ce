#ifndef MEMORIZE_CREADLINE_SHIM_H
#define MEMORIZE_CREADLINE_SHIM_H

// readline.h uses FILE without including <stdio.h>.
#include <stdio.h>
#include <readline/readline.h>
#include <readline/history.h>

// Swift 6 rejects touching readline's C globals directly (they are shared mutable state), so
// every global the REPL reads or writes goes through one of these small functions, called only
// from the thread that runs readline.

static inline void memorize_rl_set_readline_name(const char *name) { rl_readline_name = name; }
static inline void memorize_rl_set_attempted_completion_function(rl_completion_func_t *f) {
    rl_attempted_completion_function = f;
}
static inline void memorize_rl_set_attempted_completion_over(int over) { rl_attempted_completion_over = over; }
static inline const char *memorize_rl_line_buffer(void) { return rl_line_buffer; }
static inline void memorize_rl_set_catch_signals(int catch) { rl_catch_signals = catch; }
static inline FILE *memorize_rl_instream(void) { return rl_instream ? rl_instream : stdin; }
static inline void memorize_rl_set_completion_append_character(int c) { rl_completion_append_character = c; }
/// Whether readline sorts the matches it lists (as text: 1, 10, 11, 2…); off, it keeps the order given.
static inline void memorize_rl_set_sort_completion_matches(int sort) { rl_sort_completion_matches = sort; }
/// The most recent history entry's text, or NULL when the history is empty.
static inline const char *memorize_history_last_line(void) {
    if (history_length <= 0) return NULL;
    HIST_ENTRY *entry = history_get(history_base + history_length - 1);
    return entry ? entry->line : NULL;
}

#endif
