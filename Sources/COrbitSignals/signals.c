#include "COrbitSignals.h"

#include <limits.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <unistd.h>

enum { slotCount = 8, slotFree = 0, slotFilling = 1, slotArmed = 2, messageSlots = 32 };

// Every signal whose default action ends the process and that a handler can take, but SIGPIPE (the programs
// ignore it, so a closed reader is a write error) and the faults of the program itself (SIGSEGV, SIGBUS, ...).
static const int handled[] = {SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ};
enum { handledCount = sizeof handled / sizeof handled[0] };

static atomic_int received;
static atomic_int exitsOnSignal;
static atomic_int slotState[slotCount];
static char slotPath[slotCount][PATH_MAX];
// What to write on stderr before ending the process, by signal number; length 0: nothing.
static char exitMessage[messageSlots][256];
static atomic_int exitMessageLength[messageSlots];

int orbit_signals_handled(int index) { return index >= 0 && index < handledCount ? handled[index] : 0; }

static void handledSignals(sigset_t *set) {
    sigemptyset(set);
    for (int index = 0; index < handledCount; index++) sigaddset(set, handled[index]);
}

static void handle(int number) {
    int none = 0;
    int first = atomic_compare_exchange_strong(&received, &none, number);
    if (!atomic_load(&exitsOnSignal) && first) return;
    for (int slot = 0; slot < slotCount; slot++) {
        if (atomic_load(&slotState[slot]) == slotArmed) unlink(slotPath[slot]);
    }
    int length = number > 0 && number < messageSlots ? atomic_load(&exitMessageLength[number]) : 0;
    if (length > 0) {
        ssize_t written = write(STDERR_FILENO, exitMessage[number], (size_t)length);
        (void)written;  // nothing to do about a failed write on the way out
    }
    _exit(128 + number);
}

void orbit_signals_install(int exits) {
    atomic_store(&exitsOnSignal, exits ? 1 : 0);
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handle;
    handledSignals(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    for (int index = 0; index < handledCount; index++) sigaction(handled[index], &action, NULL);
    orbit_signals_release(0);
}

void orbit_signals_set_exit_message(int number, const char *message) {
    if (number <= 0 || number >= messageSlots) return;
    int which = number;
    atomic_store(&exitMessageLength[which], 0);
    size_t length = message ? strlen(message) : 0;
    if (length >= sizeof exitMessage[which]) length = sizeof exitMessage[which] - 1;
    memcpy(exitMessage[which], message ? message : "", length);
    atomic_store(&exitMessageLength[which], (int)length);
}

int orbit_signals_received(void) { return atomic_load(&received); }

int orbit_signals_track(const char *path) {
    size_t length = strlen(path);
    if (length >= PATH_MAX) return -1;
    for (int slot = 0; slot < slotCount; slot++) {
        int free = slotFree;
        if (atomic_compare_exchange_strong(&slotState[slot], &free, slotFilling)) {
            memcpy(slotPath[slot], path, length + 1);
            atomic_store(&slotState[slot], slotArmed);
            return slot;
        }
    }
    return -1;
}

void orbit_signals_untrack(int slot) {
    if (slot >= 0 && slot < slotCount) atomic_store(&slotState[slot], slotFree);
}

int orbit_signals_hold(void) {
    sigset_t set, previous;
    handledSignals(&set);
    if (pthread_sigmask(SIG_BLOCK, &set, &previous) != 0) return (1 << handledCount) - 1;
    int held = 0;
    for (int index = 0; index < handledCount; index++) {
        if (sigismember(&previous, handled[index]) == 1) held |= 1 << index;
    }
    return held;
}

void orbit_signals_release(int held) {
    sigset_t set;
    sigemptyset(&set);
    for (int index = 0; index < handledCount; index++) {
        if (!(held & (1 << index))) sigaddset(&set, handled[index]);
    }
    pthread_sigmask(SIG_UNBLOCK, &set, NULL);
}
