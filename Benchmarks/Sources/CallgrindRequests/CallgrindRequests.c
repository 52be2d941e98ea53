#include "CallgrindRequests.h"

#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#define HARK_HAS_CALLGRIND 1
#else
#define HARK_HAS_CALLGRIND 0
#endif

int hark_callgrind_available(void) { return HARK_HAS_CALLGRIND; }

int hark_running_on_valgrind(void) {
#if HARK_HAS_CALLGRIND
    return RUNNING_ON_VALGRIND ? 1 : 0;
#else
    return 0;
#endif
}

void hark_callgrind_zero(void) {
#if HARK_HAS_CALLGRIND
    CALLGRIND_ZERO_STATS;
#endif
}

void hark_callgrind_dump(const char *label) {
#if HARK_HAS_CALLGRIND
    CALLGRIND_DUMP_STATS_AT(label);
#else
    (void)label;
#endif
}
