// startup-trace.c: which of a program's functions run, in the order they first run.
//
// Preloaded into the release binary by scripts/order-startup (LD_PRELOAD), before the program's own
// constructors, and only into $STARTUP_TRACE_BINARY (not the shells it starts): it writes an int3
// over the first byte of every function listed in $STARTUP_TRACE_FUNCTIONS (hexadecimal offsets
// from the load address, one a line, sorted), and on each trap puts the byte back, appends the
// function's offset to $STARTUP_TRACE_OUTPUT and resumes there. A function costs one trap, once,
// so a traced start-up takes milliseconds more, not seconds.
//
// A development tool for x86-64 Linux; the program is never built with it.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <fcntl.h>
#include <link.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <ucontext.h>
#include <unistd.h>

static unsigned long loadAddress, *offsets;
static unsigned char *original, *seen;
static long count;
static int output = -1;

// The program's own SIGTRAP handler (a crash reporter, say) would end the trace at the next
// breakpoint: while tracing, a request to replace it is granted in word only.
int sigaction(int signal, const struct sigaction *action, struct sigaction *previous) {
    static int (*real)(int, const struct sigaction *, struct sigaction *);
    if (!real) real = (int (*)(int, const struct sigaction *, struct sigaction *))dlsym(RTLD_NEXT, "sigaction");
    if (signal == SIGTRAP && output >= 0 && action) {
        if (previous) real(signal, NULL, previous);
        return 0;
    }
    return real(signal, action, previous);
}

static int firstObject(struct dl_phdr_info *info, size_t size, void *data) {
    (void)size; (void)data;
    loadAddress = info->dlpi_addr;   // the first object is the executable itself
    return 1;
}

static void appendOffset(unsigned long value) {
    char digits[20], line[24];
    int n = 0, length = 0;
    do { digits[n++] = "0123456789abcdef"[value & 15]; value >>= 4; } while (value);
    while (n) line[length++] = digits[--n];
    line[length++] = '\n';
    if (output >= 0 && write(output, line, length) != length) _exit(125);
}

static void onTrap(int signal, siginfo_t *info, void *context) {
    (void)info;
    ucontext_t *state = context;
    unsigned long at = state->uc_mcontext.gregs[REG_RIP] - 1;
    long low = 0, high = count - 1;
    while (low <= high) {
        long middle = low + (high - low) / 2;
        unsigned long address = loadAddress + offsets[middle];
        if (address == at) {
            if (!seen[middle]) {
                seen[middle] = 1;
                *(unsigned char *)at = original[middle];
                appendOffset(offsets[middle]);
            }
            state->uc_mcontext.gregs[REG_RIP] = at;   // run the real first instruction
            return;
        }
        if (address < at) low = middle + 1; else high = middle - 1;
    }
    // Not one of ours: a real breakpoint. Let it do what it would have done: end the process.
    struct sigaction fallback = { .sa_handler = SIG_DFL };
    output = -1;
    sigaction(signal, &fallback, NULL);
    raise(SIGTRAP);
}

__attribute__((constructor(101))) static void startTracing(void) {
    const char *listPath = getenv("STARTUP_TRACE_FUNCTIONS"), *outputPath = getenv("STARTUP_TRACE_OUTPUT");
    const char *binary = getenv("STARTUP_TRACE_BINARY");
    if (!listPath || !outputPath || !binary) return;
    // Only the program whose functions are listed: not a shell or anything else it starts.
    char self[4096];
    ssize_t length = readlink("/proc/self/exe", self, sizeof self - 1);
    if (length < 0) return;
    self[length] = 0;
    if (strcmp(self, binary) != 0) return;
    dl_iterate_phdr(firstObject, NULL);
    FILE *list = fopen(listPath, "r");
    if (!list) { perror(listPath); _exit(125); }
    long capacity = 1 << 16;
    offsets = malloc(capacity * sizeof *offsets);
    unsigned long offset;
    while (offsets && fscanf(list, "%lx", &offset) == 1) {
        if (count == capacity) offsets = realloc(offsets, (capacity *= 2) * sizeof *offsets);
        if (offsets) offsets[count++] = offset;
    }
    fclose(list);
    original = malloc(count);
    seen = calloc(count, 1);
    if (!offsets || !original || !seen || count == 0) { fputs("startup-trace: no functions\n", stderr); _exit(125); }
    long page = sysconf(_SC_PAGESIZE);
    unsigned long first = (loadAddress + offsets[0]) & ~(page - 1);
    unsigned long last = (loadAddress + offsets[count - 1] + page) & ~(page - 1);
    if (mprotect((void *)first, last - first, PROT_READ | PROT_WRITE | PROT_EXEC) != 0) { perror("mprotect"); _exit(125); }
    int descriptor = open(outputPath, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
    if (descriptor < 0) { perror(outputPath); _exit(125); }
    struct sigaction trap = { .sa_sigaction = onTrap, .sa_flags = SA_SIGINFO | SA_NODEFER };
    sigaction(SIGTRAP, &trap, NULL);
    output = descriptor;
    for (long i = 0; i < count; i++) {
        unsigned char *byte = (unsigned char *)(loadAddress + offsets[i]);
        original[i] = *byte;
        *byte = 0xCC;
    }
}
