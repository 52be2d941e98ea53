// hark-sandbox: starts an app's extension confined by Landlock, so that it can read and write its
// app group container, read (and run) its own executable and the system's libraries, and nothing
// else. Hark runs every installed extension through it; the rules hold across execve, so the
// extension cannot lift them.
//
//   hark-sandbox --check
//       prints the kernel's Landlock ABI version and exits 0, or says why there is none and exits 78
//   hark-sandbox [--rw PATH]... [--ro PATH]... [--dev PATH]... -- EXECUTABLE [ARGUMENT]...
//       --rw   a directory the extension may read and change (its container)
//       --ro   a file or directory it may read and execute (its executable, system libraries)
//       --dev  a device it may read and write (/dev/null)
//
// Every file descriptor but standard input, output and error is closed before the extension
// starts, so nothing the assistant opened (its database) reaches it. Exit codes: 78 when the
// sandbox cannot be set up, 127 when the executable cannot be started.

#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <linux/types.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#ifndef __NR_landlock_create_ruleset
#define __NR_landlock_create_ruleset 444
#define __NR_landlock_add_rule 445
#define __NR_landlock_restrict_self 446
#endif

// The kernel's Landlock interface (linux/landlock.h), written out so that older headers build.
struct hark_ruleset_attr {
    uint64_t handled_access_fs;
    uint64_t handled_access_net;
    uint64_t scoped;
};

struct hark_path_beneath_attr {
    uint64_t allowed_access;
    int32_t parent_fd;
} __attribute__((packed));

#define HARK_CREATE_RULESET_VERSION (1U << 0)
#define HARK_RULE_PATH_BENEATH 1

#define FS_EXECUTE (1ULL << 0)
#define FS_WRITE_FILE (1ULL << 1)
#define FS_READ_FILE (1ULL << 2)
#define FS_READ_DIR (1ULL << 3)
#define FS_REMOVE_DIR (1ULL << 4)
#define FS_REMOVE_FILE (1ULL << 5)
#define FS_MAKE_CHAR (1ULL << 6)
#define FS_MAKE_DIR (1ULL << 7)
#define FS_MAKE_REG (1ULL << 8)
#define FS_MAKE_SOCK (1ULL << 9)
#define FS_MAKE_FIFO (1ULL << 10)
#define FS_MAKE_BLOCK (1ULL << 11)
#define FS_MAKE_SYM (1ULL << 12)
#define FS_REFER (1ULL << 13)
#define FS_TRUNCATE (1ULL << 14)
#define FS_IOCTL_DEV (1ULL << 15)

#define SCOPE_ABSTRACT_UNIX_SOCKET (1ULL << 0)
#define SCOPE_SIGNAL (1ULL << 1)

#define EXIT_SANDBOX 78
#define EXIT_EXEC 127

static int landlock_abi(void) {
    long abi = syscall(__NR_landlock_create_ruleset, NULL, 0, HARK_CREATE_RULESET_VERSION);
    return abi < 0 ? -errno : (int)abi;
}

// Every filesystem right this ABI version knows.
static uint64_t handled_rights(int abi) {
    uint64_t rights = FS_EXECUTE | FS_WRITE_FILE | FS_READ_FILE | FS_READ_DIR | FS_REMOVE_DIR | FS_REMOVE_FILE
        | FS_MAKE_CHAR | FS_MAKE_DIR | FS_MAKE_REG | FS_MAKE_SOCK | FS_MAKE_FIFO | FS_MAKE_BLOCK | FS_MAKE_SYM;
    if (abi >= 2) rights |= FS_REFER;
    if (abi >= 3) rights |= FS_TRUNCATE;
    if (abi >= 5) rights |= FS_IOCTL_DEV;
    return rights;
}

static const uint64_t FILE_RIGHTS = FS_EXECUTE | FS_WRITE_FILE | FS_READ_FILE | FS_TRUNCATE | FS_IOCTL_DEV;

static void fail(const char *what, const char *path) {
    fprintf(stderr, "hark-sandbox: %s%s%s: %s\n", what, path ? " " : "", path ? path : "", strerror(errno));
    exit(EXIT_SANDBOX);
}

// Allows `rights` beneath `path` (or on it, when it is a file). A path that does not exist is
// skipped: not every system has /lib64.
static void allow(int ruleset, const char *path, uint64_t rights, uint64_t handled) {
    int fd = open(path, O_PATH | O_CLOEXEC);
    if (fd < 0) {
        if (errno == ENOENT) return;
        fail("cannot open", path);
    }
    struct stat info;
    if (fstat(fd, &info) != 0) fail("cannot stat", path);
    if (!S_ISDIR(info.st_mode)) rights &= FILE_RIGHTS;
    struct hark_path_beneath_attr rule = { .allowed_access = rights & handled, .parent_fd = fd };
    if (syscall(__NR_landlock_add_rule, ruleset, HARK_RULE_PATH_BENEATH, &rule, 0) != 0) fail("cannot allow", path);
    close(fd);
}

// Closes every file descriptor but the standard three, then runs argv[0].
static int run(char **argv) {
    if (syscall(__NR_close_range, 3, ~0U, 0) != 0) {
        for (int fd = 3; fd < 65536; fd++) close(fd);
    }
    execv(argv[0], argv);
    fprintf(stderr, "hark-sandbox: cannot start %s: %s\n", argv[0], strerror(errno));
    return EXIT_EXEC;
}

int main(int argc, char **argv) {
    // --unconfined -- EXECUTABLE…: no Landlock (the user said so), but still nothing inherited.
    if (argc >= 4 && strcmp(argv[1], "--unconfined") == 0 && strcmp(argv[2], "--") == 0) return run(&argv[3]);
    int abi = landlock_abi();
    if (argc == 2 && strcmp(argv[1], "--check") == 0) {
        if (abi < 1) {
            fprintf(stderr, "hark-sandbox: this kernel has no Landlock (%s)\n", strerror(-abi));
            return EXIT_SANDBOX;
        }
        printf("landlock %d\n", abi);
        return 0;
    }
    if (abi < 1) {
        fprintf(stderr, "hark-sandbox: this kernel has no Landlock (%s); refusing to start the extension\n", strerror(-abi));
        return EXIT_SANDBOX;
    }

    uint64_t handled = handled_rights(abi);
    struct hark_ruleset_attr attributes = { .handled_access_fs = handled };
    if (abi >= 6) attributes.scoped = SCOPE_ABSTRACT_UNIX_SOCKET | SCOPE_SIGNAL;
    size_t size = abi >= 6 ? sizeof(attributes) : (abi >= 4 ? 2 * sizeof(uint64_t) : sizeof(uint64_t));
    int ruleset = (int)syscall(__NR_landlock_create_ruleset, &attributes, size, 0);
    if (ruleset < 0) fail("cannot create a Landlock ruleset", NULL);

    const uint64_t read_only = FS_EXECUTE | FS_READ_FILE | FS_READ_DIR;
    const uint64_t device = FS_READ_FILE | FS_WRITE_FILE | FS_IOCTL_DEV;
    int index = 1;
    for (; index < argc; index++) {
        const char *option = argv[index];
        if (strcmp(option, "--") == 0) {
            index++;
            break;
        }
        if (index + 1 >= argc) {
            fprintf(stderr, "hark-sandbox: %s needs a path\n", option);
            return EXIT_SANDBOX;
        }
        const char *path = argv[++index];
        if (strcmp(option, "--rw") == 0) {
            allow(ruleset, path, handled, handled);
        } else if (strcmp(option, "--ro") == 0) {
            allow(ruleset, path, read_only, handled);
        } else if (strcmp(option, "--dev") == 0) {
            allow(ruleset, path, device, handled);
        } else {
            fprintf(stderr, "hark-sandbox: unknown option %s\n", option);
            return EXIT_SANDBOX;
        }
    }
    if (index >= argc) {
        fprintf(stderr, "usage: hark-sandbox [--rw PATH]... [--ro PATH]... [--dev PATH]... -- EXECUTABLE [ARGUMENT]...\n");
        return EXIT_SANDBOX;
    }
    // /proc, read-only: the runtime reads its threads' entries (/proc/<tid>/stat), which are not
    // under /proc/self. Landlock's ptrace rules keep the memory, environment and open files of
    // processes outside the sandbox (the assistant's) out of reach all the same.
    allow(ruleset, "/proc", FS_READ_FILE | FS_READ_DIR, handled);

    if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) fail("cannot set no_new_privs", NULL);
    if (syscall(__NR_landlock_restrict_self, ruleset, 0) != 0) fail("cannot enter the Landlock sandbox", NULL);
    close(ruleset);

    // Nothing the parent opened beyond the three standard streams may reach the extension.
    return run(&argv[index]);
}
