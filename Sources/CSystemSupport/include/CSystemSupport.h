/* Thin wrappers for C calls Swift cannot make itself: prctl and syscall are variadic. No policy lives here
 * (SystemSupport's Swift chooses the names). */
#ifndef SEGNAV_SYSTEM_SUPPORT_H
#define SEGNAV_SYSTEM_SUPPORT_H

/** Names the calling thread (at most 15 bytes are kept), so perf, top and /proc/PID/task/TID/comm tell
 * segnav's threads apart. */
void segnav_name_thread(const char *name);

/** Sets the calling thread's nice value (Linux keeps one per thread): the scheduler then prefers the
 * process's other threads while this one has work. 0, or -1 with errno. */
int segnav_lower_thread_priority(int niceness);

#endif
