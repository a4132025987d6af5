/*
 * mhd-baseline: the yardstick segnav's throughput is measured against.
 *
 * A libmicrohttpd server doing the least an HTTP JSON service on it can do:
 * a GET gets a constant JSON body (its size chosen with --body), a POST gets a
 * small constant JSON body once its upload is read. Two modes:
 *
 *   plain    answers inside the access handler, on libmicrohttpd's thread: the
 *            ceiling for segnav's immediate handlers (DESIGN.md §5.1);
 *   suspend  suspends every request and lets one worker thread resume it,
 *            through a FIFO, before answering: the ceiling for a handler that
 *            leaves libmicrohttpd's thread, as segnav's deferred handlers do.
 *
 * Answers are made once and queued many times (MHD_RESPMEM_PERSISTENT), as
 * segnav's prepared answers are. Written for segnav's benchmarks; see
 * Benchmarks/baseline/README.md.
 *
 * Usage: mhd-baseline [--port N] [--threads N] [--mode plain|suspend]
 *                     [--body BYTES] [--poller epoll|poll]
 * Prints "port=N" once it listens; stops on SIGTERM or SIGINT.
 */
#include <microhttpd.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

enum mode { MODE_PLAIN, MODE_SUSPEND };

static enum mode mode = MODE_PLAIN;
static struct MHD_Response *get_answer, *post_answer;
static volatile sig_atomic_t stopping;

/* ---- suspend mode: requests waiting to be resumed, oldest first ---------- */

struct waiting {
    struct MHD_Connection *connection;
    int resumed;
    struct waiting *next;
};

static pthread_mutex_t fifo_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t fifo_nonempty = PTHREAD_COND_INITIALIZER;
static struct waiting *fifo_first, *fifo_last;

static void *resume_loop(void *unused) {
    (void)unused;
    for (;;) {
        pthread_mutex_lock(&fifo_lock);
        while (fifo_first == NULL) pthread_cond_wait(&fifo_nonempty, &fifo_lock);
        struct waiting *w = fifo_first;
        fifo_first = w->next;
        if (fifo_first == NULL) fifo_last = NULL;
        pthread_mutex_unlock(&fifo_lock);
        w->resumed = 1;
        MHD_resume_connection(w->connection);
    }
    return NULL;
}

static void suspend_and_enqueue(struct waiting *w) {
    MHD_suspend_connection(w->connection);
    pthread_mutex_lock(&fifo_lock);
    w->next = NULL;
    if (fifo_last != NULL) fifo_last->next = w; else fifo_first = w;
    fifo_last = w;
    pthread_cond_signal(&fifo_nonempty);
    pthread_mutex_unlock(&fifo_lock);
}

/* ---- libmicrohttpd callbacks ---------------------------------------------- */

static enum MHD_Result on_request(void *cls, struct MHD_Connection *connection, const char *url,
                                  const char *method, const char *version, const char *upload,
                                  size_t *upload_size, void **request_state) {
    static int seen; /* plain mode's marker for "headers already seen" */
    (void)cls; (void)url; (void)version; (void)upload;
    if (*request_state == NULL) {
        if (mode == MODE_SUSPEND) {
            struct waiting *w = calloc(1, sizeof *w);
            if (w == NULL) return MHD_NO;
            w->connection = connection;
            *request_state = w;
        } else {
            *request_state = &seen;
        }
        return MHD_YES;
    }
    if (*upload_size > 0) { /* read and drop the body */
        *upload_size = 0;
        return MHD_YES;
    }
    if (mode == MODE_SUSPEND) {
        struct waiting *w = *request_state;
        if (!w->resumed) {
            suspend_and_enqueue(w);
            return MHD_YES;
        }
    }
    struct MHD_Response *answer = strcmp(method, MHD_HTTP_METHOD_POST) == 0 ? post_answer : get_answer;
    return MHD_queue_response(connection, MHD_HTTP_OK, answer);
}

static void on_completed(void *cls, struct MHD_Connection *connection, void **request_state,
                         enum MHD_RequestTerminationCode why) {
    (void)cls; (void)connection; (void)why;
    if (mode == MODE_SUSPEND) free(*request_state);
    *request_state = NULL;
}

/* ---- answers --------------------------------------------------------------- */

/* A JSON object of exactly `size` bytes (at least 16): {"pad":"xxxx…"}. */
static char *json_of_size(size_t size) {
    if (size < 16) size = 16;
    char *body = malloc(size + 1);
    if (body == NULL) return NULL;
    static const char head[] = "{\"pad\":\"";
    memcpy(body, head, sizeof head - 1);
    memset(body + sizeof head - 1, 'x', size - (sizeof head - 1) - 2);
    body[size - 2] = '"';
    body[size - 1] = '}';
    body[size] = '\0';
    return body;
}

static struct MHD_Response *json_answer(const char *body) {
    struct MHD_Response *r = MHD_create_response_from_buffer(strlen(body), (void *)body, MHD_RESPMEM_PERSISTENT);
    if (r != NULL) MHD_add_response_header(r, MHD_HTTP_HEADER_CONTENT_TYPE, "application/json");
    return r;
}

static void on_signal(int signal_number) {
    (void)signal_number;
    stopping = 1;
}

static void usage(void) {
    fprintf(stderr, "usage: mhd-baseline [--port N] [--threads N] [--mode plain|suspend] "
                    "[--body BYTES] [--poller epoll|poll]\n");
    exit(2);
}

int main(int argc, char **argv) {
    unsigned port = 0;
    long threads = sysconf(_SC_NPROCESSORS_ONLN);
    size_t body_size = 300;
    int use_poll = 0;
    for (int i = 1; i < argc; i++) {
        const char *flag = argv[i], *value = i + 1 < argc ? argv[i + 1] : NULL;
        if (value == NULL) usage();
        if (strcmp(flag, "--port") == 0) port = (unsigned)strtoul(value, NULL, 10);
        else if (strcmp(flag, "--threads") == 0) threads = strtol(value, NULL, 10);
        else if (strcmp(flag, "--body") == 0) body_size = strtoul(value, NULL, 10);
        else if (strcmp(flag, "--mode") == 0) {
            if (strcmp(value, "plain") == 0) mode = MODE_PLAIN;
            else if (strcmp(value, "suspend") == 0) mode = MODE_SUSPEND;
            else usage();
        } else if (strcmp(flag, "--poller") == 0) {
            if (strcmp(value, "poll") == 0) use_poll = 1;
            else if (strcmp(value, "epoll") != 0) usage();
        } else usage();
        i++;
    }
    if (threads < 1) threads = 1;

    char *get_body = json_of_size(body_size);
    if (get_body == NULL) return 1;
    get_answer = json_answer(get_body);
    post_answer = json_answer("{\"ok\":true,\"version\":13}");
    if (get_answer == NULL || post_answer == NULL) return 1;

    if (mode == MODE_SUSPEND) {
        pthread_t worker;
        if (pthread_create(&worker, NULL, resume_loop, NULL) != 0) return 1;
    }
    unsigned flags = MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_ERROR_LOG;
    if (mode == MODE_SUSPEND) flags |= MHD_ALLOW_SUSPEND_RESUME;
    if (use_poll) flags |= MHD_USE_POLL;
    else if (MHD_is_feature_supported(MHD_FEATURE_EPOLL) == MHD_YES) flags |= MHD_USE_EPOLL;
    struct MHD_Daemon *daemon = MHD_start_daemon(
        flags, (uint16_t)port, NULL, NULL, on_request, NULL,
        MHD_OPTION_THREAD_POOL_SIZE, (unsigned)threads,
        MHD_OPTION_CONNECTION_TIMEOUT, 30u,
        MHD_OPTION_NOTIFY_COMPLETED, on_completed, NULL,
        MHD_OPTION_END);
    if (daemon == NULL) {
        fprintf(stderr, "mhd-baseline: cannot listen on port %u\n", port);
        return 1;
    }
    const union MHD_DaemonInfo *bound = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    printf("port=%u\n", bound != NULL ? bound->port : port);
    fflush(stdout);

    signal(SIGTERM, on_signal);
    signal(SIGINT, on_signal);
    while (!stopping) pause();
    MHD_stop_daemon(daemon);
    MHD_destroy_response(get_answer);
    MHD_destroy_response(post_answer);
    free(get_body);
    return 0;
}
