/* One thin wrapper for a C call Swift cannot make itself: prctl is variadic. No policy lives here
 * (SystemSupport's Swift chooses the names). */
#ifndef SEGNAV_SYSTEM_SUPPORT_H
#define SEGNAV_SYSTEM_SUPPORT_H

/** Names the calling thread (at most 15 bytes are kept), so perf, top and /proc/PID/task/TID/comm tell
 * segnav's threads apart. */
void segnav_name_thread(const char *name);

#endif
