// System errors in words (errno_text.h).
#include "core/errno_text.h"

#include <sys/resource.h>

#include <cerrno>
#include <cstring>

#include "absl/strings/str_cat.h"

namespace papermines {

std::string ErrnoText(int err) {
  std::string text = std::strerror(err);
  struct rlimit limit;
  if (err == EMFILE && getrlimit(RLIMIT_NOFILE, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY) {
    absl::StrAppend(&text, " (this process may have ", limit.rlim_cur,
                    " open at once: raise the limit, ulimit -n)");
  } else if (err == EMFILE) {
    absl::StrAppend(&text, " (raise the limit of open files, ulimit -n)");
  } else if (err == ENFILE) {
    absl::StrAppend(&text, " (the system's table of open files is full: try again later)");
  }
  return text;
}

}  // namespace papermines
