// libmicrohttpd 0.9.75 (and up to 1.0.1) loses requests in its epoll mode: in `MHD_epoll` (daemon.c ~4996) it
// calls epoll_wait again whenever one call returned its maximum of 128 events, with the same long timeout,
// and its connections are edge-triggered, so those 128 are not reported again: their requests wait unread
// until an unrelated event (RELIABILITY.md §7.3, DESIGN.md §5.4). This definition takes the place of libc's
// for the process (the executable's symbol comes first for the shared libraries it loads): a call on the
// epoll set whose previous call, on the same thread, came back full does not wait. Only for callers that take
// events in batches of 64 or more (libmicrohttpd: 128), which drain them in a loop and take an early empty
// return like a timeout; a caller that waits for one event at a time (a run loop, maxevents 1) is always
// "full" and keeps libc's behaviour, as does libdispatch (16).
#include <stddef.h>
#include <sys/epoll.h>
#include "CEpollWait.h"

int epoll_wait(int epfd, struct epoll_event *events, int maxevents, int timeout) {
    static __thread int full = -1;
    if (epfd == full) timeout = 0;
    // epoll_pwait with no mask is epoll_wait, and is not this symbol.
    int ready = epoll_pwait(epfd, events, maxevents, timeout, NULL);
    full = (ready == maxevents && maxevents >= 64) ? epfd : -1;
    return ready;
}
