#ifndef CEDITLINE_SHIM_H
#define CEDITLINE_SHIM_H

/* libedit for Swift. el_set, el_get and history are C variadics, which Swift
   cannot call, so each use HitLab needs gets a fixed-arity inline wrapper. */

#include <histedit.h>
#include <locale.h>
#include <langinfo.h>
#include <signal.h>
#include <pthread.h>
#include <string.h>
#include <stdio.h>
#include <stdlib.h>

typedef char *(*cel_prompt_fn)(EditLine *);
typedef unsigned char (*cel_command_fn)(EditLine *, int);

/* el_init on the process's own streams; keeps the C globals out of Swift. */
static inline EditLine *cel_init_stdio(const char *prog) {
    return el_init(prog, stdin, stdout, stderr);
}
static inline int cel_set_prompt(EditLine *el, cel_prompt_fn fn) { return el_set(el, EL_PROMPT, fn); }
static inline int cel_set_editor(EditLine *el, const char *mode) { return el_set(el, EL_EDITOR, mode); }
static inline int cel_set_signal(EditLine *el, int on) { return el_set(el, EL_SIGNAL, on); }
static inline int cel_add_function(EditLine *el, const char *name, const char *help, cel_command_fn fn) {
    return el_set(el, EL_ADDFN, name, help, fn);
}
static inline int cel_bind(EditLine *el, const char *key, const char *command) {
    return el_set(el, EL_BIND, key, command, (const char *)NULL);
}
static inline int cel_set_history(EditLine *el, History *h) { return el_set(el, EL_HIST, history, h); }
static inline int cel_set_clientdata(EditLine *el, void *data) { return el_set(el, EL_CLIENTDATA, data); }
static inline void *cel_get_clientdata(EditLine *el) {
    void *data = NULL;
    el_get(el, EL_CLIENTDATA, &data);
    return data;
}

static inline int cel_history_setsize(History *h, int n) { HistEvent ev; return history(h, &ev, H_SETSIZE, n); }
static inline int cel_history_setunique(History *h, int unique) { HistEvent ev; return history(h, &ev, H_SETUNIQUE, unique); }
static inline int cel_history_enter(History *h, const char *line) { HistEvent ev; return history(h, &ev, H_ENTER, line); }
static inline int cel_history_load(History *h, const char *path) { HistEvent ev; return history(h, &ev, H_LOAD, path); }
static inline int cel_history_save(History *h, const char *path) { HistEvent ev; return history(h, &ev, H_SAVE, path); }
/* The history in libedit's file format, in memory (the caller frees *text), so HitLab
   writes the file through its own rule: a temporary and a rename, never in place. libedit
   fchmods the stream it saves to, so it needs a real file: an unnamed temporary one. */
static inline int cel_history_text(History *h, char **text, size_t *size) {
    HistEvent ev;
    *text = NULL;
    *size = 0;
    FILE *f = tmpfile();
    if (!f) return -1;
    int n = history(h, &ev, H_SAVE_FP, f);
    long length = n < 0 || fflush(f) != 0 ? -1 : ftell(f);
    if (length < 0 || fseek(f, 0, SEEK_SET) != 0 || !(*text = malloc((size_t)length + 1))) { fclose(f); return -1; }
    *size = fread(*text, 1, (size_t)length, f);
    fclose(f);
    return *size == (size_t)length ? n : -1;
}

/* SIGINT without SA_RESTART, so a read() blocked in el_gets returns EINTR on Ctrl-C.
   The signal is also unblocked: a blocked mask is inherited from whatever started us. */
static inline int cel_install_signal(int sig, void (*handler)(int)) {
    struct sigaction sa;
    sigset_t unblock;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = handler;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = 0;
    sigemptyset(&unblock);
    sigaddset(&unblock, sig);
    pthread_sigmask(SIG_UNBLOCK, &unblock, NULL);
    return sigaction(sig, &sa, NULL);
}

#endif
