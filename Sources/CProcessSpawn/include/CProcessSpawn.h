// Starting a child process that inherits nothing but what it is given: its three standard
// descriptors, every signal at its default action, none blocked. For extensions (HarkExtensionHost).
#ifndef HARK_PROCESS_SPAWN_H
#define HARK_PROCESS_SPAWN_H

#include <sys/types.h>

/// Starts `path` with `argv` and `envp` (both NULL-terminated) in the folder `directory`, with
/// `input`, `output` and `error` as its standard input, output and error. Every other descriptor
/// is closed in the child, whether or not it was marked close-on-exec; every signal starts with its
/// default action (an ignored SIGTERM is not inherited) and none is blocked.
///
/// Returns 0 and sets `*pid`, or the error number of what failed (ENOENT, EACCES, …).
int hark_spawn(const char *path, char *const argv[], char *const envp[], const char *directory,
               int input, int output, int error, pid_t *pid);

/// Makes a pipe whose two ends close on exec (`pipe2` with `O_CLOEXEC`, atomically: no child
/// started meanwhile by another thread inherits them). Returns 0, or the error number.
int hark_pipe(int ends[2]);

#endif
