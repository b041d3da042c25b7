#include "COrbitSignals.h"

#include <limits.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <unistd.h>

enum { slotCount = 8, slotFree = 0, slotFilling = 1, slotArmed = 2 };

static atomic_int received;
static atomic_int exitsOnSignal;
static atomic_int slotState[slotCount];
static char slotPath[slotCount][PATH_MAX];
// What to write on stderr before ending the process, by signal (0: SIGINT, 1: SIGTERM); length 0: nothing.
static char exitMessage[2][256];
static atomic_int exitMessageLength[2];

static void handle(int number) {
    int none = 0;
    int first = atomic_compare_exchange_strong(&received, &none, number);
    if (!atomic_load(&exitsOnSignal) && first) return;
    for (int slot = 0; slot < slotCount; slot++) {
        if (atomic_load(&slotState[slot]) == slotArmed) unlink(slotPath[slot]);
    }
    int which = number == SIGINT ? 0 : 1;
    int length = atomic_load(&exitMessageLength[which]);
    if (length > 0) {
        ssize_t written = write(STDERR_FILENO, exitMessage[which], (size_t)length);
        (void)written;  // nothing to do about a failed write on the way out
    }
    _exit(128 + number);
}

void orbit_signals_install(int exits) {
    atomic_store(&exitsOnSignal, exits ? 1 : 0);
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handle;
    sigemptyset(&action.sa_mask);
    sigaddset(&action.sa_mask, SIGINT);
    sigaddset(&action.sa_mask, SIGTERM);
    action.sa_flags = SA_RESTART;
    sigaction(SIGINT, &action, NULL);
    sigaction(SIGTERM, &action, NULL);
    orbit_signals_release(0);
}

void orbit_signals_set_exit_message(int number, const char *message) {
    int which = number == SIGINT ? 0 : 1;
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

static void terminationSignals(sigset_t *set) {
    sigemptyset(set);
    sigaddset(set, SIGINT);
    sigaddset(set, SIGTERM);
}

int orbit_signals_hold(void) {
    sigset_t set, previous;
    terminationSignals(&set);
    if (pthread_sigmask(SIG_BLOCK, &set, &previous) != 0) return 3;
    return (sigismember(&previous, SIGINT) == 1 ? 1 : 0) | (sigismember(&previous, SIGTERM) == 1 ? 2 : 0);
}

void orbit_signals_release(int held) {
    sigset_t set;
    sigemptyset(&set);
    if (!(held & 1)) sigaddset(&set, SIGINT);
    if (!(held & 2)) sigaddset(&set, SIGTERM);
    pthread_sigmask(SIG_UNBLOCK, &set, NULL);
}
