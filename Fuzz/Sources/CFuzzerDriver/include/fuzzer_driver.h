/* libFuzzer's driver entry, for a fuzz target that has its own main().
 * SwiftPM links an executable target's entry point as main() on Linux
 * (--defsym main=<Target>_main), so libFuzzer's main() is not used and
 * main.swift starts the driver itself. Defined in libclang_rt.fuzzer,
 * linked by -sanitize=fuzzer. */
#ifndef SEGNAV_FUZZER_DRIVER_H
#define SEGNAV_FUZZER_DRIVER_H

#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv,
                        int (*callback)(const uint8_t *data, size_t size));

#endif
