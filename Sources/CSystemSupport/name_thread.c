#include "CSystemSupport.h"
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

void segnav_name_thread(const char *name) { prctl(PR_SET_NAME, name, 0, 0, 0); }

int segnav_lower_thread_priority(int niceness) { return setpriority(PRIO_PROCESS, (id_t)syscall(SYS_gettid), niceness); }
