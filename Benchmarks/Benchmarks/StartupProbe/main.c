// startup-probe PROGRAM [ARGUMENT...]
//
// Runs PROGRAM (found on PATH) with its standard output inherited and its standard error
// discarded, waits for it, and prints one line on standard error:
//
//     nanoseconds=N maxrss_kb=N status=N
//
// the child's time from fork to exit, its peak resident memory (wait4's ru_maxrss of that
// child alone) and its exit status (128 + signal if a signal ended it).
//
// Why a program of its own, and why fork rather than posix_spawn: Linux carries the high-water
// mark of the address space a process execs from into the new program's ru_maxrss (exec_mmap
// keeps the larger of the two). posix_spawn shares its parent's address space until the exec
// (vfork), so a child spawned from the benchmark process (about 26 MB resident) would report at
// least that, whatever it used itself; a fork there would copy most of it. A fork of this small
// program copies only the page tables of its anonymous memory (file-backed pages are not copied),
// about 1 MB, so that is the floor, and any figure above it is the child's own. The Startup
// benchmark runs /bin/true through it to show the floor; /usr/bin/time -f %M agrees within 0.2 MB.
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: startup-probe PROGRAM [ARGUMENT...]\n");
        return 2;
    }
    struct timespec start, end;
    clock_gettime(CLOCK_MONOTONIC, &start);
    pid_t pid = fork();
    if (pid < 0) {
        fprintf(stderr, "startup-probe: fork: %s\n", strerror(errno));
        return 127;
    }
    if (pid == 0) {
        // Only async-signal-safe calls between fork and exec. A program that cannot be started
        // ends with status 127, as in a shell.
        int null = open("/dev/null", O_WRONLY);
        if (null >= 0) dup2(null, 2);
        execvp(argv[1], argv + 1);
        _exit(127);
    }
    int status = 0;
    struct rusage usage;
    while (wait4(pid, &status, 0, &usage) < 0) {
        if (errno != EINTR) {
            fprintf(stderr, "startup-probe: wait4: %s\n", strerror(errno));
            return 127;
        }
    }
    clock_gettime(CLOCK_MONOTONIC, &end);
    long long nanoseconds = (long long)(end.tv_sec - start.tv_sec) * 1000000000LL + (end.tv_nsec - start.tv_nsec);
    int code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    fprintf(stderr, "nanoseconds=%lld maxrss_kb=%ld status=%d\n", nanoseconds, usage.ru_maxrss, code);
    return 0;
}
