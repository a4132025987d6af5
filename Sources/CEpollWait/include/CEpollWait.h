#ifndef SEGNAV_CEPOLLWAIT_H
#define SEGNAV_CEPOLLWAIT_H
// See epoll_wait.c: libc's epoll_wait, replaced for libmicrohttpd's epoll loop.
int segnav_epoll_wait_interposed(void);
#endif
