#ifndef MEMORIZE_CCURL_H
#define MEMORIZE_CCURL_H

// libcurl, loaded with dlopen on the first http(s) fetch rather than linked: linking it (or
// FoundationNetworking, which links it) binds libcurl, OpenSSL and about twenty more libraries at
// every start, for a feature most runs never use.
//
// No curl headers are needed to build: the few option and info numbers used below are part of
// libcurl's ABI (soname 4, unchanged since 2006), copied from curl.h. curl_easy_setopt and
// curl_easy_getinfo are variadic, which Swift cannot call through a pointer, so each argument
// type has a small typed wrapper here.

#include <stddef.h>
#include <stdint.h>

// Options (CURLOPTTYPE_LONG + n, CURLOPTTYPE_OBJECTPOINT 10000 + n, FUNCTIONPOINT 20000 + n,
// OFF_T 30000 + n).
#define MEMORIZE_CURLOPT_WRITEDATA 10001
#define MEMORIZE_CURLOPT_URL 10002
#define MEMORIZE_CURLOPT_ERRORBUFFER 10010
#define MEMORIZE_CURLOPT_WRITEFUNCTION 20011
#define MEMORIZE_CURLOPT_USERAGENT 10018
#define MEMORIZE_CURLOPT_HEADERDATA 10029
#define MEMORIZE_CURLOPT_FOLLOWLOCATION 52
#define MEMORIZE_CURLOPT_HEADERFUNCTION 20079
#define MEMORIZE_CURLOPT_NOSIGNAL 99
#define MEMORIZE_CURLOPT_ACCEPT_ENCODING 10102
#define MEMORIZE_CURLOPT_TIMEOUT_MS 155
#define MEMORIZE_CURLOPT_PROTOCOLS 181
#define MEMORIZE_CURLPROTO_HTTP 1
#define MEMORIZE_CURLPROTO_HTTPS 2

// Infos (CURLINFO_STRING 0x100000 + n, LONG 0x200000 + n, OFF_T 0x600000 + n).
#define MEMORIZE_CURLINFO_RESPONSE_CODE 0x200002
#define MEMORIZE_CURLINFO_CONTENT_LENGTH_DOWNLOAD_T 0x60000F
#define MEMORIZE_CURLINFO_REDIRECT_URL 0x10001F

// Results.
#define MEMORIZE_CURLE_OK 0
#define MEMORIZE_CURLE_OPERATION_TIMEDOUT 28
/// CURL_ERROR_SIZE: the size of the buffer CURLOPT_ERRORBUFFER writes into.
#define MEMORIZE_CURL_ERROR_SIZE 256

/// libcurl's write and header callbacks: consume `size * count` bytes at `bytes`; returning any
/// other number aborts the transfer.
typedef size_t (*memorize_curl_data_callback)(char *bytes, size_t size, size_t count, void *context);

/// Loads libcurl once (thread-safe) and initialises it. Returns 1 when it is usable, else 0,
/// and `memorize_curl_load_failure()` says why.
int memorize_curl_load(void);
const char *memorize_curl_load_failure(void);

/// An easy handle, or NULL. Only after a successful `memorize_curl_load()`.
void *memorize_curl_easy_init(void);
void memorize_curl_easy_cleanup(void *handle);
int memorize_curl_easy_perform(void *handle);
const char *memorize_curl_easy_strerror(int code);

int memorize_curl_setopt_long(void *handle, int option, long value);
int memorize_curl_setopt_pointer(void *handle, int option, void *value);
int memorize_curl_setopt_string(void *handle, int option, const char *value);
int memorize_curl_setopt_callback(void *handle, int option, memorize_curl_data_callback value);

int memorize_curl_getinfo_long(void *handle, int info, long *value);
int memorize_curl_getinfo_offset(void *handle, int info, int64_t *value);
/// The string stays owned by the handle: copy it before the next perform or cleanup.
int memorize_curl_getinfo_string(void *handle, int info, const char **value);

#endif
