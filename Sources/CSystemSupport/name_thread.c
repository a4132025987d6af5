#include "CSystemSupport.h"
#include <sys/prctl.h>

void segnav_name_thread(const char *name) { prctl(PR_SET_NAME, name, 0, 0, 0); }
