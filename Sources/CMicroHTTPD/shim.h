/* Wrappers for the parts of libmicrohttpd Swift cannot import: the variadic
 * MHD_start_daemon and MHD_get_daemon_info (DESIGN.md §5, "libmicrohttpd facts"). */
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
    unsigned use_epoll;            /* 1: epoll, edge-triggered (default); 0: poll(2), level-triggered */
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
                                                  void *(*uri_logged)(void *cls, const char *uri, struct MHD_Connection *connection),
                                                  void *uri_logged_cls,
                                                  int *error) {
    struct sockaddr_storage address;
    memset(&address, 0, sizeof address);
    unsigned int flags = MHD_USE_INTERNAL_POLLING_THREAD | MHD_ALLOW_SUSPEND_RESUME | MHD_USE_ITC;
    /* epoll by default: its cost does not grow with idle connections (poll(2)'s
     * does, per round). Its one blind spot in libmicrohttpd 0.9.75, a client
     * whose last bytes and FIN arrive together, is covered by the HalfClosedReaper. */
    if (cfg->use_epoll && MHD_is_feature_supported(MHD_FEATURE_EPOLL) == MHD_YES) flags |= MHD_USE_EPOLL;
    else flags |= MHD_USE_POLL;
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
    /* Twice ours: at our limit the accept policy may admit a client in place of
     * dead ones it just hung up on, before libmicrohttpd has closed them. */
    unsigned long long mhd_limit = (2ull * cfg->connection_limit + 1u) * (cfg->threads > 1 ? cfg->threads : 1u);
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
        /* Called once per request, with the request line: where per-request state begins. */
        MHD_OPTION_URI_LOG_CALLBACK, uri_logged, uri_logged_cls,
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

/** What the request head held that libmicrohttpd's parser hides. */
enum segnav_head_fault {
    SEGNAV_HEAD_CLEAN = 0,
    SEGNAV_HEAD_BAD_NAME = 1,      /* a field name that is not a token (e.g. whitespace before the colon) */
    SEGNAV_HEAD_BAD_VALUE = 2,     /* a control character (CR, DEL, ...) in a field value */
    SEGNAV_HEAD_HIDDEN_BYTES = 3,  /* bytes the parser dropped: a NUL inside a line, or an obs-fold */
};

struct segnav_head_walk {
    const char *previous_end;      /* end of the previous field's value, NULL before the first */
    enum segnav_head_fault fault;
};

static inline int segnav_is_tchar(unsigned char c) {
    /* RFC 9110 §5.6.2 token characters */
    if ((c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) return 1;
    return c != 0 && strchr("!#$%&'*+-.^_`|~", c) != NULL;
}

/* Visits the header fields in the order they stood in the head. libmicrohttpd
 * 0.9.75 parses lines in place (the line end and the colon become NULs; key and
 * value point into its read buffer) and measures both with strlen, so whatever
 * follows a NUL inside a line silently vanishes ("Bearer TOKEN\0junk" reads as
 * "Bearer TOKEN"), and a folded line is glued on elsewhere. The layout gives
 * both away: a field's name ends at its colon, its value starts after that
 * colon and optional whitespace, and the next field starts right after the
 * value's CRLF (or bare LF). Anything else means bytes the parser dropped. */
static inline enum MHD_Result segnav_head_visit(void *cls, enum MHD_ValueKind kind,
                                                const char *key, size_t key_size,
                                                const char *value, size_t value_size) {
    (void)kind;
    struct segnav_head_walk *walk = (struct segnav_head_walk *)cls;
    if (key == NULL || value == NULL || key_size == 0) { walk->fault = SEGNAV_HEAD_BAD_NAME; return MHD_NO; }
    for (size_t i = 0; i < key_size; i++) {
        if (!segnav_is_tchar((unsigned char)key[i])) { walk->fault = SEGNAV_HEAD_BAD_NAME; return MHD_NO; }
    }
    for (size_t i = 0; i < value_size; i++) {
        unsigned char c = (unsigned char)value[i];
        if ((c < 0x20 && c != '\t') || c == 0x7f) { walk->fault = SEGNAV_HEAD_BAD_VALUE; return MHD_NO; }
    }
    /* The name's end (the colon's NUL), then only spaces or tabs up to the value. */
    if (value <= key + key_size) { walk->fault = SEGNAV_HEAD_HIDDEN_BYTES; return MHD_NO; }
    for (const char *p = key + key_size + 1; p < value; p++) {
        if (*p != ' ' && *p != '\t') { walk->fault = SEGNAV_HEAD_HIDDEN_BYTES; return MHD_NO; }
    }
    /* This line starts where the previous one ended: after its CR LF or its LF. */
    if (walk->previous_end != NULL && key != walk->previous_end + 1 && key != walk->previous_end + 2) {
        walk->fault = SEGNAV_HEAD_HIDDEN_BYTES;
        return MHD_NO;
    }
    walk->previous_end = value + value_size;
    return MHD_YES;
}

/** Whether the request line held a NUL: libmicrohttpd hands the URI to the
 * URI-log callback cut at the space before the version (now a NUL), measured
 * with strlen, so "GET /x\0junk HTTP/1.1" reads as "/x". Right after a whole
 * URI comes the version. */
static inline int segnav_uri_hides_bytes(const char *uri) {
    return strncmp(uri + strlen(uri) + 1, "HTTP/", 5) != 0;
}

/** Checks the header lines as they were received (see segnav_head_visit). */
static inline enum segnav_head_fault segnav_mhd_head_fault(struct MHD_Connection *connection) {
    struct segnav_head_walk walk = { NULL, SEGNAV_HEAD_CLEAN };
    MHD_get_connection_values_n(connection, MHD_HEADER_KIND, segnav_head_visit, &walk);
    /* After the last value: its line end (NUL), then the empty line's (NUL):
     * a byte there that is not a NUL came after a NUL inside the line. */
    if (walk.fault == SEGNAV_HEAD_CLEAN && walk.previous_end != NULL && walk.previous_end[1] != '\0') {
        walk.fault = SEGNAV_HEAD_HIDDEN_BYTES;
    }
    return walk.fault;
}

/** Whether the client of this socket has gone, without consuming anything:
 * a peek of 0 bytes is its FIN, an error other than "nothing yet" a reset.
 * For sockets libmicrohttpd will not look at by itself: a suspended one (it
 * polls none), or one its epoll mode forgot (see segnav_mhd_start). */
static inline int segnav_socket_peer_gone(int fd) {
    char byte;
    ssize_t n = recv(fd, &byte, 1, MSG_PEEK | MSG_DONTWAIT);
    if (n == 0) return 1;
    return n < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR;
}

/** The connection's socket (MHD_get_connection_info is variadic). */
static inline int segnav_mhd_connection_fd(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    return info != NULL ? info->connect_fd : -1;
}

/** What the connection-start notification stored for this connection. */
static inline void *segnav_mhd_socket_context(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_SOCKET_CONTEXT);
    return info != NULL ? info->socket_context : NULL;
}

/** Hangs up a socket libmicrohttpd still owns: the state change wakes its
 * epoll (EPOLLHUP), and it closes the connection as one whose client left. */
static inline void segnav_socket_hang_up(int fd) { shutdown(fd, SHUT_RDWR); }

/** Names the calling thread for perf and top (prctl is variadic, so Swift cannot call it). */
static inline void segnav_name_thread(const char *name) { prctl(PR_SET_NAME, name, 0, 0, 0); }

/** The access handler's result as a plain int, so Swift need not name the C enum. */
static inline enum MHD_Result segnav_mhd_yes(void) { return MHD_YES; }
static inline enum MHD_Result segnav_mhd_no(void) { return MHD_NO; }

#endif
