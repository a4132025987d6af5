/* Wrappers for the parts of libmicrohttpd Swift cannot import: the variadic
 * MHD_start_daemon and MHD_get_daemon_info (SPEC §4, "libmicrohttpd facts"). */
#ifndef SEGNAV_MHD_SHIM_H
#define SEGNAV_MHD_SHIM_H

#include <limits.h>
#include <stdint.h>
#include <stddef.h>
#include <string.h>
#include <errno.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <sys/select.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <sys/prctl.h>
#include <microhttpd.h>

/** The limits segnavd exposes as flags; 0 leaves libmicrohttpd's default (or "off"). */
struct segnav_mhd_config {
    const char *host;              /* numeric IPv4 or IPv6 address to bind */
    uint16_t port;                 /* 0 = ephemeral; read it back with segnav_mhd_bound_port */
    unsigned threads;              /* thread pool size; each thread polls with its own epoll */
    unsigned connection_timeout;   /* seconds an idle connection is kept */
    unsigned connection_limit;
    unsigned per_ip_limit;         /* 0 = off: behind a proxy every client shares one address */
    size_t memory_limit;           /* bytes of per-connection memory pool */
};

/** Starts the daemon; on failure returns NULL and sets *error to an errno value.
 *
 * `accept` decides, per accepted socket, whether to keep it; `notify` hears every
 * connection start and close. segnav enforces its connection limit with the two:
 * libmicrohttpd at its own limit stops polling the listening socket, so further
 * clients sit in the kernel's backlog with no answer until a slot frees (a hang
 * for them); a policy callback saying no makes libmicrohttpd close the socket at
 * once instead. Its own limit is set above ours (per thread) so it never stops
 * listening first. */
static inline struct MHD_Daemon *segnav_mhd_start(const struct segnav_mhd_config *cfg,
                                                  MHD_AccessHandlerCallback handler, void *handler_cls,
                                                  MHD_RequestCompletedCallback completed, void *completed_cls,
                                                  MHD_AcceptPolicyCallback accept, void *accept_cls,
                                                  MHD_NotifyConnectionCallback notify, void *notify_cls,
                                                  int *error) {
    struct sockaddr_storage address;
    memset(&address, 0, sizeof address);
    unsigned int flags = MHD_USE_INTERNAL_POLLING_THREAD | MHD_ALLOW_SUSPEND_RESUME | MHD_USE_ITC;
    if (MHD_is_feature_supported(MHD_FEATURE_EPOLL) == MHD_YES) flags |= MHD_USE_EPOLL;
    struct sockaddr_in *v4 = (struct sockaddr_in *)&address;
    struct sockaddr_in6 *v6 = (struct sockaddr_in6 *)&address;
    if (inet_pton(AF_INET, cfg->host, &v4->sin_addr) == 1) {
        v4->sin_family = AF_INET;
        v4->sin_port = htons(cfg->port);
    } else if (inet_pton(AF_INET6, cfg->host, &v6->sin6_addr) == 1) {
        v6->sin6_family = AF_INET6;
        v6->sin6_port = htons(cfg->port);
        flags |= MHD_USE_IPv6;
    } else {
        *error = EINVAL;
        return NULL;
    }
    unsigned long long mhd_limit = ((unsigned long long)cfg->connection_limit + 1u) * (cfg->threads > 1 ? cfg->threads : 1u);
    if (mhd_limit > UINT_MAX) mhd_limit = UINT_MAX;
    errno = 0;
    struct MHD_Daemon *daemon = MHD_start_daemon(
        flags, cfg->port, accept, accept_cls, handler, handler_cls,
        MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&address,
        MHD_OPTION_THREAD_POOL_SIZE, cfg->threads > 1 ? cfg->threads : 0u,
        MHD_OPTION_CONNECTION_TIMEOUT, cfg->connection_timeout,
        /* Each pool thread gets limit / threads; each must be able to hold all of
         * ours and still poll the listening socket to refuse the next one. */
        MHD_OPTION_CONNECTION_LIMIT, (unsigned int)mhd_limit,  /* varargs: exactly an unsigned int */
        MHD_OPTION_NOTIFY_CONNECTION, notify, notify_cls,
        MHD_OPTION_PER_IP_CONNECTION_LIMIT, cfg->per_ip_limit,
        MHD_OPTION_CONNECTION_MEMORY_LIMIT, cfg->memory_limit,
        MHD_OPTION_NOTIFY_COMPLETED, completed, completed_cls,
        MHD_OPTION_END);
    if (daemon == NULL) *error = errno != 0 ? errno : EADDRINUSE;
    return daemon;
}

static inline uint16_t segnav_mhd_bound_port(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info != NULL ? info->port : 0;
}

static inline unsigned segnav_mhd_current_connections(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_CURRENT_CONNECTIONS);
    return info != NULL ? info->num_connections : 0;
}

/** Names the calling thread for perf and top (prctl is variadic, so Swift cannot call it). */
static inline void segnav_name_thread(const char *name) { prctl(PR_SET_NAME, name, 0, 0, 0); }

/** The access handler's result as a plain int, so Swift need not name the C enum. */
static inline enum MHD_Result segnav_mhd_yes(void) { return MHD_YES; }
static inline enum MHD_Result segnav_mhd_no(void) { return MHD_NO; }

#endif
