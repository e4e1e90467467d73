// How a system error is said in papermines' messages: strerror's words, and for a limit of the
// environment what the limit is and what to change, so that a limit never reads as a bug.
#pragma once

#include <string>

namespace papermines {

// strerror(err); for EMFILE "Too many open files (this process may have N open at once: raise
// the limit, ulimit -n)", for ENFILE "... (the system's table of open files is full)".
std::string ErrnoText(int err);

}  // namespace papermines
