/* Counts the process's heap allocations, for segnav-allocations (the allocation gate of `make test`). Linked into
 * that executable only: defining malloc and its kin there replaces libc's for the whole process (the dynamic
 * linker binds every library's calls to the executable's definitions), and each call counts once. */
#ifndef SEGNAV_MALLOC_COUNTER_H
#define SEGNAV_MALLOC_COUNTER_H

#include <stdint.h>

/** Allocations so far (malloc, calloc, realloc of a new block, the aligned allocators), every thread. */
uint64_t segnav_allocations(void);
/** Bytes asked for by those allocations. */
uint64_t segnav_allocated_bytes(void);

#endif
