/* Header-only target: SwiftPM needs one source file in a C target. */
#include "fuzzer_driver.h"
