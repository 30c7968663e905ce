#include "CCurl.h"

#include <dlfcn.h>
#include <pthread.h>

// Function types from curl.h (CURL is opaque; CURLcode, CURLoption and CURLINFO are int enums).
typedef int (*global_init_f)(long flags);
typedef void *(*easy_init_f)(void);
typedef void (*easy_cleanup_f)(void *handle);
typedef int (*easy_perform_f)(void *handle);
typedef const char *(*easy_strerror_f)(int code);
typedef int (*easy_setopt_f)(void *handle, int option, ...);
typedef int (*easy_getinfo_f)(void *handle, int info, ...);

// Written once under pthread_once, read-only afterwards.
static struct {
    const char *failure;
    easy_init_f easy_init;
    easy_cleanup_f easy_cleanup;
    easy_perform_f easy_perform;
    easy_strerror_f easy_strerror;
    easy_setopt_f easy_setopt;
    easy_getinfo_f easy_getinfo;
} curl;
static pthread_once_t curl_once = PTHREAD_ONCE_INIT;

static void curl_load_once(void) {
    // Debian's libcurl4 (OpenSSL), then libcurl3-gnutls (same ABI, its own soname), then macOS.
    static const char *const names[] = {"libcurl.so.4", "libcurl-gnutls.so.4", "libcurl.4.dylib"};
    void *library = NULL;
    for (size_t i = 0; i < sizeof names / sizeof names[0] && library == NULL; i++) {
        library = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    }
    if (library == NULL) {
        curl.failure = "libcurl is not installed (Debian: apt-get install libcurl4)";
        return;
    }
    global_init_f global_init = (global_init_f)dlsym(library, "curl_global_init");
    curl.easy_init = (easy_init_f)dlsym(library, "curl_easy_init");
    curl.easy_cleanup = (easy_cleanup_f)dlsym(library, "curl_easy_cleanup");
    curl.easy_perform = (easy_perform_f)dlsym(library, "curl_easy_perform");
    curl.easy_strerror = (easy_strerror_f)dlsym(library, "curl_easy_strerror");
    curl.easy_setopt = (easy_setopt_f)dlsym(library, "curl_easy_setopt");
    curl.easy_getinfo = (easy_getinfo_f)dlsym(library, "curl_easy_getinfo");
    if (!global_init || !curl.easy_init || !curl.easy_cleanup || !curl.easy_perform || !curl.easy_strerror
        || !curl.easy_setopt || !curl.easy_getinfo) {
        curl.failure = "the installed libcurl lacks a function memorize needs";
        curl.easy_init = NULL;
        return;
    }
    // CURL_GLOBAL_DEFAULT. Not thread-safe in older libcurl, hence here, once.
    if (global_init(3) != MEMORIZE_CURLE_OK) {
        curl.failure = "libcurl failed to initialise";
        curl.easy_init = NULL;
    }
}

int memorize_curl_load(void) {
    pthread_once(&curl_once, curl_load_once);
    return curl.easy_init != NULL;
}

const char *memorize_curl_load_failure(void) { return curl.failure ? curl.failure : ""; }

void *memorize_curl_easy_init(void) { return curl.easy_init ? curl.easy_init() : NULL; }
void memorize_curl_easy_cleanup(void *handle) { curl.easy_cleanup(handle); }
int memorize_curl_easy_perform(void *handle) { return curl.easy_perform(handle); }
const char *memorize_curl_easy_strerror(int code) { return curl.easy_strerror(code); }

int memorize_curl_setopt_long(void *handle, int option, long value) { return curl.easy_setopt(handle, option, value); }
int memorize_curl_setopt_pointer(void *handle, int option, void *value) { return curl.easy_setopt(handle, option, value); }
int memorize_curl_setopt_string(void *handle, int option, const char *value) {
    return curl.easy_setopt(handle, option, value);
}
int memorize_curl_setopt_callback(void *handle, int option, memorize_curl_data_callback value) {
    return curl.easy_setopt(handle, option, value);
}

int memorize_curl_getinfo_long(void *handle, int info, long *value) { return curl.easy_getinfo(handle, info, value); }
int memorize_curl_getinfo_offset(void *handle, int info, int64_t *value) {
    return curl.easy_getinfo(handle, info, value);
}
int memorize_curl_getinfo_string(void *handle, int info, const char **value) {
    return curl.easy_getinfo(handle, info, value);
}
