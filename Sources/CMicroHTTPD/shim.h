/* One thin wrapper per C call Swift cannot make itself (variadic functions:
 * MHD_start_daemon, MHD_get_daemon_info, MHD_get_connection_info).
 * No policy lives here: what to check and what to choose is MicroHTTP's
 * Swift (DESIGN.md §5.4). */
#ifndef SEGNAV_MHD_SHIM_H
#define SEGNAV_MHD_SHIM_H

#include <stdint.h>
#include <stddef.h>
#include <errno.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <microhttpd.h>

/** What MHD_start_daemon is given; every value is chosen by the Swift caller
 * (MicroHTTP/HTTPServer+Start.swift), which holds the policy. */
struct segnav_mhd_config {
    unsigned int flags;            /* enum MHD_FLAG bits */
    uint16_t port;
    const struct sockaddr *address;
    unsigned int thread_pool_size; /* 0: no pool */
    unsigned int connection_timeout;
    unsigned int connection_limit;
    unsigned int per_ip_limit;
    size_t memory_limit;
};

/** MHD_start_daemon is variadic, so Swift cannot call it. Returns NULL on
 * failure and sets *error to errno (0 when libmicrohttpd set none). */
static inline struct MHD_Daemon *segnav_mhd_start(const struct segnav_mhd_config *cfg,
                                                  MHD_AccessHandlerCallback handler, void *handler_cls,
                                                  MHD_RequestCompletedCallback completed, void *completed_cls,
                                                  MHD_AcceptPolicyCallback accept, void *accept_cls,
                                                  MHD_NotifyConnectionCallback notify, void *notify_cls,
                                                  void *(*uri_logged)(void *cls, const char *uri, struct MHD_Connection *connection),
                                                  void *uri_logged_cls,
                                                  size_t (*unescape)(void *cls, struct MHD_Connection *connection, char *s),
                                                  int *error) {
    errno = 0;
    struct MHD_Daemon *daemon = MHD_start_daemon(
        cfg->flags, cfg->port, accept, accept_cls, handler, handler_cls,
        MHD_OPTION_SOCK_ADDR, cfg->address,
        MHD_OPTION_THREAD_POOL_SIZE, cfg->thread_pool_size,
        MHD_OPTION_CONNECTION_TIMEOUT, cfg->connection_timeout,
        MHD_OPTION_CONNECTION_LIMIT, cfg->connection_limit,
        MHD_OPTION_NOTIFY_CONNECTION, notify, notify_cls,
        MHD_OPTION_PER_IP_CONNECTION_LIMIT, cfg->per_ip_limit,
        MHD_OPTION_CONNECTION_MEMORY_LIMIT, cfg->memory_limit,
        MHD_OPTION_NOTIFY_COMPLETED, completed, completed_cls,
        MHD_OPTION_URI_LOG_CALLBACK, uri_logged, uri_logged_cls,
        MHD_OPTION_UNESCAPE_CALLBACK, unescape, NULL,
        MHD_OPTION_END);
    if (daemon == NULL) *error = errno;
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

/** The connection's socket (MHD_get_connection_info is variadic). */
static inline int segnav_mhd_connection_fd(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    return info != NULL ? info->connect_fd : -1;
}

/** The client's address (MHD_get_connection_info is variadic); NULL if unknown. */
static inline const struct sockaddr *segnav_mhd_client_address(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
    return info != NULL ? info->client_addr : NULL;
}

/** What the connection-start notification stored for this connection. */
static inline void *segnav_mhd_socket_context(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_SOCKET_CONTEXT);
    return info != NULL ? info->socket_context : NULL;
}

/** The access handler's result as a plain int, so Swift need not name the C enum. */
static inline enum MHD_Result segnav_mhd_yes(void) { return MHD_YES; }
static inline enum MHD_Result segnav_mhd_no(void) { return MHD_NO; }

#endif
