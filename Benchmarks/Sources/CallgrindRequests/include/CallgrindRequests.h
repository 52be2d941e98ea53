// Callgrind's client requests, as functions Swift can call. Outside valgrind each one is a few
// instructions that do nothing; built without valgrind's headers, they do nothing at all and
// `hark_callgrind_available` says so.
#ifndef HARK_CALLGRIND_REQUESTS_H
#define HARK_CALLGRIND_REQUESTS_H

/// 1 when built with valgrind's headers, so that the requests reach callgrind when it runs.
int hark_callgrind_available(void);

/// 1 when the process runs under valgrind.
int hark_running_on_valgrind(void);

/// Sets every counter of every thread to zero.
void hark_callgrind_zero(void);

/// Writes the counters since the last zero or dump to a new profile file whose trigger is
/// `label`, and zeroes them.
void hark_callgrind_dump(const char *label);

#endif
