#ifndef SEGNAV_CEPOLLWAIT_H
#define SEGNAV_CEPOLLWAIT_H
// Nothing to call: epoll_wait.c replaces libc's epoll_wait for the process (libmicrohttpd's epoll loop).
// SwiftPM builds a C target from its public headers' directory, hence this file.
#endif
