#define _GNU_SOURCE
#include "CProcessSpawn.h"

#include <signal.h>
#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <unistd.h>

int hark_spawn(const char *path, char *const argv[], char *const envp[], const char *directory,
               int input, int output, int error, pid_t *pid) {
    posix_spawn_file_actions_t actions;
    posix_spawnattr_t attributes;
    int failure = posix_spawn_file_actions_init(&actions);
    if (failure != 0) return failure;
    failure = posix_spawnattr_init(&attributes);
    if (failure != 0) {
        posix_spawn_file_actions_destroy(&actions);
        return failure;
    }
    sigset_t all, none;
    sigfillset(&all);
    sigemptyset(&none);
    // In order: the three standard descriptors (dup2 clears close-on-exec on the copies), then
    // every other descriptor closed, then the folder.
    if (failure == 0) failure = posix_spawn_file_actions_adddup2(&actions, input, 0);
    if (failure == 0) failure = posix_spawn_file_actions_adddup2(&actions, output, 1);
    if (failure == 0) failure = posix_spawn_file_actions_adddup2(&actions, error, 2);
    if (failure == 0) failure = posix_spawn_file_actions_addclosefrom_np(&actions, 3);
    if (failure == 0 && directory != NULL) failure = posix_spawn_file_actions_addchdir_np(&actions, directory);
    if (failure == 0) failure = posix_spawnattr_setsigdefault(&attributes, &all);
    if (failure == 0) failure = posix_spawnattr_setsigmask(&attributes, &none);
    if (failure == 0) failure = posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK);
    if (failure == 0) failure = posix_spawn(pid, path, &actions, &attributes, argv, envp);
    posix_spawnattr_destroy(&attributes);
    posix_spawn_file_actions_destroy(&actions);
    return failure;
}

int hark_pipe(int ends[2]) {
    return pipe2(ends, O_CLOEXEC) == 0 ? 0 : errno;
}
