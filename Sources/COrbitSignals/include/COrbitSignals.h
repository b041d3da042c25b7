#ifndef CORBITSIGNALS_H
#define CORBITSIGNALS_H

/// The signals that end the Orbit programs (SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGUSR1, SIGUSR2, SIGALRM,
/// SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ: every one whose default action ends a process, but SIGPIPE, which
/// the programs ignore, and the program's own faults), handled in C because a signal handler may only do
/// async-signal-safe work (no allocation, no locks, no Swift runtime).
///
/// The handler records the first signal. When `exits` was set at install, or when a signal is already
/// pending (a second Ctrl-C), it also removes every tracked temporary file and ends the process with
/// `_exit(128 + signal)`.

/// The `index`th handled signal (from 0), or 0 past the last.
int orbit_signals_handled(int index);

/// Installs the handler for every handled signal and unblocks them in the calling thread.
void orbit_signals_install(int exits);

/// Sets what the handler writes on stderr before it ends the process for `signal` (a handled one; others are
/// ignored): `message` (at most 255 bytes are kept), or nothing when it is NULL or empty.
void orbit_signals_set_exit_message(int signal, const char *message);

/// The first handled signal received since install, or 0.
int orbit_signals_received(void);

/// Tracks `path` (a temporary file) to be removed if the handler ends the process; returns its slot,
/// or -1 when every slot is taken or the path is too long (the file is then not tracked).
int orbit_signals_track(const char *path);

/// Stops tracking the path in `slot` (from `orbit_signals_track`; -1 is ignored).
void orbit_signals_untrack(int slot);

/// Blocks the handled signals in the calling thread, so a step such as "create a file, then track it"
/// cannot be cut in the middle; returns what `orbit_signals_release` needs to undo it.
int orbit_signals_hold(void);

/// Undoes `orbit_signals_hold`: unblocks the signals that were not blocked before it (a signal that
/// arrived meanwhile is handled now).
void orbit_signals_release(int held);

#endif
