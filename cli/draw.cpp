// The drawing libraries made ready for a drawing command (draw.h).
#include "cli/draw.h"

#include <fcntl.h>
#include <glib.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <string>
#include <string_view>

#include "absl/strings/str_cat.h"
#include "app/text.h"
#include "cli/common.h"
#include "core/output.h"
#include "render/font_check.h"

namespace papermines::cli {
namespace {

// The signals GLib (g_error: a trap), Cairo (an assertion: an abort) and fontconfig (a fault)
// end the process with when an allocation inside them fails.
constexpr int kLibraryFailures[] = {SIGSEGV, SIGBUS, SIGTRAP, SIGABRT};

constexpr char kOutOfMemoryLine[] =
    "papermines: error: out of memory (the run needs more memory than the system allows)\n";

// A limit (bytes) of `resource`, 0 when there is none.
uint64_t LimitOf(int resource) {
  struct rlimit rl;
  if (getrlimit(resource, &rl) != 0 || rl.rlim_cur == RLIM_INFINITY) return 0;
  return rl.rlim_cur;
}

// Whether the process is close to its address-space or data limit (ulimit -v, ulimit -d): less
// than kNearLimit, or a quarter of the limit, left. Async-signal-safe (open, read, getrlimit).
bool NearMemoryLimit() {
  constexpr uint64_t kNearLimit = uint64_t{128} << 20;
  const uint64_t as = LimitOf(RLIMIT_AS), data = LimitOf(RLIMIT_DATA);
  if (as == 0 && data == 0) return false;
  char buf[128];
  const int fd = open("/proc/self/statm", O_RDONLY | O_CLOEXEC);
  if (fd < 0) return true;  // a limit is set and the state cannot be read: the likely cause
  const ssize_t n = read(fd, buf, sizeof buf - 1);
  close(fd);
  if (n <= 0) return true;
  // statm: size resident shared text lib data dt (pages); size is the address space, data the
  // data segment and the stacks.
  uint64_t fields[6] = {0, 0, 0, 0, 0, 0};
  int f = 0;
  for (ssize_t i = 0; i < n && f < 6; ++i) {
    if (buf[i] >= '0' && buf[i] <= '9') {
      fields[f] = fields[f] * 10 + static_cast<uint64_t>(buf[i] - '0');
    } else if (buf[i] == ' ') {
      ++f;
    }
  }
  const uint64_t page = static_cast<uint64_t>(sysconf(_SC_PAGESIZE));
  const auto near = [&](uint64_t limit, uint64_t used) {
    if (limit == 0) return false;
    const uint64_t margin = std::max(kNearLimit, limit / 4);
    return used + margin >= limit;
  };
  return near(as, fields[0] * page) || near(data, fields[5] * page);
}

[[noreturn]] void ExitOutOfMemory() {
  RemoveTemporaries();
  ssize_t ignored = write(STDERR_FILENO, kOutOfMemoryLine, sizeof kOutOfMemoryLine - 1);
  (void)ignored;
  _exit(2);
}

// A library's failure signal: near the memory limit it is the one out-of-memory error (exit 2,
// temporaries removed); otherwise it is what it is, and the process dies of it.
extern "C" void OnLibraryFailure(int sig) {
  if (NearMemoryLimit()) ExitOutOfMemory();
  signal(sig, SIG_DFL);
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, sig);
  pthread_sigmask(SIG_UNBLOCK, &set, nullptr);
  if (sig == SIGABRT || sig == SIGTRAP) raise(sig);
  // SIGSEGV and SIGBUS: returning runs the faulting instruction again, now without a handler.
}

// The levels of GLib messages that are printed without G_MESSAGES_DEBUG.
constexpr int kPrinted = G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING | G_LOG_LEVEL_MESSAGE;

// GLib's fatal messages (g_error: "failed to allocate", "Error creating thread") end the process
// with a trap after the handler returns; near the memory limit they are the out-of-memory error,
// otherwise the one error line. Other messages go to GLib's own handler as before.
void OnGlibMessage(const gchar* domain, GLogLevelFlags level, const gchar* message, gpointer) {
  if ((level & (G_LOG_FLAG_FATAL | G_LOG_LEVEL_ERROR)) == 0) {
    // A warning near the limit is a drawing that went wrong for want of memory ("failed to
    // create cairo scaled font, expect ugly output"): not a page to hand out with exit 0. A
    // message GLib would print there is one too (printing it may fail in turn: "GLib: Cannot
    // convert message: Could not open converter", scripts/oom_sweep.sh at 140 MB).
    if ((level & kPrinted) != 0 && NearMemoryLimit()) {
      ExitOutOfMemory();
    }
    g_log_default_handler(domain, level, message, nullptr);
    return;
  }
  if (NearMemoryLimit()) ExitOutOfMemory();
  RemoveTemporaries();
  const std::string line =
      absl::StrCat("papermines: error: ", domain != nullptr ? domain : "GLib", ": ",
                   app::OneLine(message != nullptr ? message : ""), "\n");
  ssize_t ignored = write(STDERR_FILENO, line.data(), line.size());
  (void)ignored;
  _exit(2);
}

// The same for structured records (Pango logs through g_log_structured, which never reaches the
// handler above); everything else is written as GLib writes it.
GLogWriterOutput OnGlibRecord(GLogLevelFlags level, const GLogField* fields, gsize n, gpointer) {
  const bool fatal = (level & (G_LOG_FLAG_FATAL | G_LOG_LEVEL_ERROR)) != 0;
  const bool warning = (level & kPrinted) != 0;
  if ((fatal || warning) && NearMemoryLimit()) ExitOutOfMemory();
  if (fatal) {
    std::string domain = "GLib", message;
    for (gsize i = 0; i < n; ++i) {
      const std::string_view key = fields[i].key;
      const char* value = static_cast<const char*>(fields[i].value);
      if (value == nullptr || fields[i].length > 0) continue;  // text fields only
      if (key == "GLIB_DOMAIN") domain = value;
      if (key == "MESSAGE") message = value;
    }
    RemoveTemporaries();
    const std::string line =
        absl::StrCat("papermines: error: ", domain, ": ", app::OneLine(message), "\n");
    ssize_t ignored = write(STDERR_FILENO, line.data(), line.size());
    (void)ignored;
    _exit(2);
  }
  return g_log_writer_default(level, fields, n, nullptr);
}

// What the drawing libraries print on C's `stderr` (fontconfig's "FcPattern object familylang
// does not accept value <void>" when an allocation failed, its configuration errors, GLib's
// default message lines), a line at a time: near the memory limit the run's out-of-memory error
// (their line is a symptom of it), else "papermines: warning: " and the line made safe. Lines of
// ours that still come this way pass as they are. Called under the stream's lock.
constexpr size_t kLibraryLineMax = 1024;
char g_library_line[kLibraryLineMax];
size_t g_library_line_size = 0;

void EmitLibraryLine() {
  const std::string_view line(g_library_line, g_library_line_size);
  g_library_line_size = 0;
  if (line.empty()) return;
  std::string out;
  if (line.rfind("papermines: ", 0) == 0) {
    out = std::string(line) + "\n";
  } else {
    if (NearMemoryLimit()) ExitOutOfMemory();
    out = absl::StrCat("papermines: warning: ", app::OneLine(line, 400), "\n");
  }
  ssize_t ignored = write(STDERR_FILENO, out.data(), out.size());
  (void)ignored;
}

ssize_t WriteLibraryStderr(void*, const char* buf, size_t size) {
  for (size_t i = 0; i < size; ++i) {
    if (buf[i] == '\n') {
      EmitLibraryLine();
    } else {
      if (g_library_line_size == kLibraryLineMax) EmitLibraryLine();
      g_library_line[g_library_line_size++] = buf[i];
    }
  }
  return static_cast<ssize_t>(size);
}

int CloseLibraryStderr(void*) {
  EmitLibraryLine();
  return 0;
}

// C's `stderr` (a variable glibc lets a program set) becomes the filter above; our own lines keep
// the original stream (OurStderr, and std::cerr, which libstdc++ bound to it at start-up).
void FilterLibraryStderr() {
  cookie_io_functions_t io;
  std::memset(&io, 0, sizeof io);
  io.write = WriteLibraryStderr;
  io.close = CloseLibraryStderr;
  FILE* filter = fopencookie(nullptr, "w", io);
  if (filter == nullptr) return;  // no memory for it: the libraries print as they are
  setvbuf(filter, nullptr, _IONBF, 0);
  SetOurStderr(stderr);
  stderr = filter;
}

// For the rest of the run (a drawing command ends when its document is written): the failure
// signals above on an alternate stack (a fault may come from a full stack), and GLib's fatal
// messages.
void GuardDrawingLibraries() {
  static std::once_flag once;
  std::call_once(once, [] {
    static char alt_stack[1 << 16];
    stack_t ss;
    std::memset(&ss, 0, sizeof ss);
    ss.ss_sp = alt_stack;
    ss.ss_size = sizeof alt_stack;
    sigaltstack(&ss, nullptr);
    struct sigaction guard;
    std::memset(&guard, 0, sizeof guard);
    guard.sa_handler = OnLibraryFailure;
    guard.sa_flags = SA_ONSTACK;
    sigemptyset(&guard.sa_mask);
    for (int sig : kLibraryFailures) sigaction(sig, &guard, nullptr);
    g_log_set_default_handler(OnGlibMessage, nullptr);
    g_log_set_writer_func(OnGlibRecord, nullptr, nullptr);
    FilterLibraryStderr();
  });
}

// Whether kDrawingHeadroom bytes of address space can still be mapped (and are given back).
// A drawing run needs about 130 MB in all; the module and its libraries take about 45 MB of it.
bool HasHeadroom() {
  constexpr size_t kDrawingHeadroom = size_t{48} << 20;
  void* p = mmap(nullptr, kDrawingHeadroom, PROT_READ | PROT_WRITE,
                 MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  if (p == MAP_FAILED) return false;
  munmap(p, kDrawingHeadroom);
  return true;
}

// Whether fontconfig takes `tag` (one entry of a ':'-separated list) as a language without a
// warning: "C", "POSIX" and "C.<encoding>" (read as English), or LANGUAGE[_-TERRITORY] with an
// optional .ENCODING and @MODIFIER, the language 2 or 3 letters, the territory 2 or 3 letters
// or digits (fontconfig's own rule, kept a little narrower).
bool FontconfigReadsLanguage(std::string_view tag) {
  if (tag == "C" || tag == "POSIX" || tag.starts_with("C.")) return true;
  if (const size_t at = tag.find('@'); at != std::string_view::npos) tag = tag.substr(0, at);
  if (const size_t dot = tag.find('.'); dot != std::string_view::npos) tag = tag.substr(0, dot);
  const size_t sep = tag.find_first_of("_-");
  const std::string_view lang = tag.substr(0, sep);
  const std::string_view region = sep == std::string_view::npos ? "" : tag.substr(sep + 1);
  const auto all = [](std::string_view s, bool digits) {
    return std::all_of(s.begin(), s.end(), [digits](char c) {
      return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (digits && c >= '0' && c <= '9');
    });
  };
  if (lang.size() < 2 || lang.size() > 3 || !all(lang, false)) return false;
  if (sep == std::string_view::npos) return true;
  return region.size() >= 2 && region.size() <= 3 && all(region, true);
}

}  // namespace

void QuietFontconfigLanguage() {
  // The value fontconfig would read, as it reads it.
  const char* value = std::getenv("FC_LANG");
  if (value == nullptr || *value == '\0') value = std::getenv("LC_ALL");
  if (value == nullptr || *value == '\0') {
    value = std::getenv("LC_CTYPE");
    if (value != nullptr && std::string_view(value) == "UTF-8") value = nullptr;
  }
  if (value == nullptr || *value == '\0') value = std::getenv("LANG");
  if (value == nullptr || *value == '\0') return;
  std::string kept;
  bool dropped = false;
  for (std::string_view rest = value; !rest.empty();) {
    const size_t colon = rest.find(':');
    const std::string_view tag = rest.substr(0, colon);
    rest = colon == std::string_view::npos ? "" : rest.substr(colon + 1);
    if (tag.empty()) continue;
    if (!FontconfigReadsLanguage(tag)) {
      dropped = true;
      continue;
    }
    if (!kept.empty()) kept += ':';
    kept.append(tag);
  }
  if (dropped) setenv("FC_LANG", kept.empty() ? "en" : kept.c_str(), 1);
}

absl::Status PrepareDrawing(const std::string& font) {
  // Room for the drawing libraries first: fontconfig, which loads its configuration and caches
  // next, fails silently in part without it (a font "not installed", its parse errors on stderr)
  // or faults; a run that has less address space than this left cannot draw anything.
  if (!HasHeadroom()) return OutOfMemoryError();
  QuietFontconfigLanguage();
  GuardDrawingLibraries();
  return render::PrepareFonts(font);
}

}  // namespace papermines::cli
