// Safe output (output.h): temporary file beside the target, rename when complete, inputs never
// overwritten, modes and symbolic links kept, temporaries removed on signals and fatal errors.
#include "core/output.h"

#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <memory>
#include <mutex>
#include <new>
#include <optional>
#include <thread>
#include <vector>

#include "absl/strings/cord.h"
#include "absl/strings/str_cat.h"
#include "core/errno_text.h"

namespace papermines {
namespace {

// ---- temporaries removed by the signal handler --------------------------------------------------
// Process-wide by necessity: a signal handler reaches nothing but a global (output.h).

constexpr int kMaxTemps = 8192;
std::atomic<char*> g_temps[kMaxTemps];

void RemoveAllTemps() {
  for (std::atomic<char*>& slot : g_temps) {
    char* name = slot.load();
    if (name != nullptr) unlink(name);  // async-signal-safe
  }
}

constexpr int kHandled[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};

extern "C" void OnSignal(int sig) {
  RemoveAllTemps();
  // Die of the signal as if there were no handler (the exit status says which signal).
  signal(sig, SIG_DFL);
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, sig);
  pthread_sigmask(SIG_UNBLOCK, &set, nullptr);
  raise(sig);
}

constexpr char kOutOfMemory[] = "out of memory (the run needs more memory than the system allows)";

void OnTerminate() {
  RemoveAllTemps();
  const char* what = "unexpected failure";
  if (std::exception_ptr e = std::current_exception()) {
    try {
      std::rethrow_exception(e);
    } catch (const std::bad_alloc&) {
      what = kOutOfMemory;
    } catch (...) {
    }
  }
  const std::string line = absl::StrCat("papermines: error: ", what, "\n");
  ssize_t ignored = write(STDERR_FILENO, line.data(), line.size());
  (void)ignored;
  _exit(2);
}

}  // namespace

struct RunFiles::File {
  dev_t dev;
  ino_t ino;
  std::string name;
  std::string canonical = "";  // outputs: the directory's real path and the name
  bool opened = true;          // outputs: false while only announced by NoteOutputs
};

namespace {

// True when `st` is the file `id` noted and that file still goes by the name it was noted under.
// An output is put in place by a rename, so the inode noted before it may be freed and given to
// a new file: without the second check a later file of a long-lived run would be taken for an
// output of it.
bool SameLiveFile(const RunFiles::File& id, const struct stat& st) {
  if (id.dev != st.st_dev || id.ino != st.st_ino) return false;
  struct stat now;
  const std::string& name = id.canonical.empty() ? id.name : id.canonical;
  return stat(name.c_str(), &now) == 0 && now.st_dev == id.dev && now.st_ino == id.ino;
}

std::string Shown(const std::string& path) { return path == "-" ? "<stdin>" : path; }

// How a message names an output stream: "standard output" for "-" and /dev/stdout.
std::string StreamName(int fd, const std::string& path) {
  return fd == 1 ? "standard output" : fd == 2 ? "standard error" : path;
}

std::string DirectoryOf(const std::string& path) {
  const size_t slash = path.rfind('/');
  if (slash == std::string::npos) return ".";
  if (slash == 0) return "/";
  return path.substr(0, slash);
}

absl::Status CannotWrite(const std::string& path, int err) {
  return absl::InternalError(absl::StrCat("cannot write ", path, ": ", ErrnoText(err)));
}

}  // namespace

void InstallOutputCleanup() {
  static std::once_flag once;
  std::call_once(once, [] {
    for (int sig : kHandled) {
      struct sigaction old;
      if (sigaction(sig, nullptr, &old) == 0 && old.sa_handler == SIG_IGN) continue;  // nohup
      struct sigaction sa;
      std::memset(&sa, 0, sizeof sa);
      sa.sa_handler = OnSignal;
      sigemptyset(&sa.sa_mask);
      for (int s : kHandled) sigaddset(&sa.sa_mask, s);
      sigaction(sig, &sa, nullptr);
    }
    signal(SIGXFSZ, SIG_IGN);  // a file-size limit becomes EFBIG, reported as a write error
    signal(SIGPIPE, SIG_IGN);  // a closed pipe becomes EPIPE, reported as a write error (exit 2)
    std::set_terminate(OnTerminate);
  });
}

void RemoveTemporaries() { RemoveAllTemps(); }

bool RunFiles::StopForExit() {
  commit_mu_.lock();
  if (output_started_) {
    commit_mu_.unlock();
    return false;
  }
  RemoveAllTemps();  // the process ends: its temporaries, whatever run made them
  return true;       // the lock stays held: nothing of the run commits before the caller exits
}

std::unique_lock<std::mutex> RunFiles::BeginCommit() {
  std::unique_lock<std::mutex> lock(commit_mu_);
  output_started_ = true;
  return lock;
}

void RegisterTemp(const std::string& name) {
  char* copy = strdup(name.c_str());
  if (copy == nullptr) return;
  for (std::atomic<char*>& slot : g_temps) {
    char* expected = nullptr;
    if (slot.compare_exchange_strong(expected, copy)) return;
  }
  std::free(copy);  // table full: the file is still removed on every ordinary path
}

void ForgetTemp(const std::string& name) {
  for (std::atomic<char*>& slot : g_temps) {
    char* p = slot.load();
    if (p != nullptr && name == p && slot.compare_exchange_strong(p, nullptr)) {
      std::free(p);
      return;
    }
  }
}

SignalBlock::SignalBlock() {
  sigset_t set;
  sigemptyset(&set);
  for (int s : kHandled) sigaddset(&set, s);
  pthread_sigmask(SIG_BLOCK, &set, nullptr);
}

SignalBlock::~SignalBlock() {
  sigset_t set;
  sigemptyset(&set);
  for (int s : kHandled) sigaddset(&set, s);
  pthread_sigmask(SIG_UNBLOCK, &set, nullptr);
}

RunFiles::RunFiles() = default;
RunFiles::~RunFiles() = default;

int RunFiles::SystemRename(const char* from, const char* to) { return std::rename(from, to); }

absl::Status RunFiles::NoteInput(const std::string& path) {
  if (path == "-") {
    std::lock_guard<std::mutex> lock(mu_);
    if (stdin_read_) {
      return absl::InvalidArgumentError(
          "<stdin> is named twice as an input: standard input can be read only once");
    }
    stdin_read_ = true;
  }
  struct stat st;
  const int rc = path == "-" ? fstat(STDIN_FILENO, &st) : stat(path.c_str(), &st);
  if (rc != 0 || !S_ISREG(st.st_mode)) return absl::OkStatus();
  std::lock_guard<std::mutex> lock(mu_);
  for (const File& o : outputs_) {
    if (SameLiveFile(o, st)) {
      return absl::InvalidArgumentError(
          absl::StrCat("cannot read ", Shown(path), ": it is the output file ", o.name,
                       " (writing it would destroy the input); choose another output name"));
    }
  }
  inputs_.push_back({st.st_dev, st.st_ino, Shown(path)});
  return absl::OkStatus();
}

absl::Status RunFiles::NoteOutputAs(const std::string& path, bool announce) {
  absl::StatusOr<std::string> target = ResolveOutputPath(path);
  if (!target.ok()) return target.status();
  const std::optional<int> fd = DescriptorOf(*target);
  struct stat st;
  const bool exists = fd ? fstat(*fd, &st) == 0 : stat(target->c_str(), &st) == 0;
  const bool regular = exists && S_ISREG(st.st_mode);
  // The name it goes by: its directory's real path and its own name (a file that does not exist
  // yet has no inode to compare); a stream has none.
  std::string canonical;
  if (!fd) {
    const size_t slash = target->rfind('/');
    const std::string dir = slash == std::string::npos ? "." : target->substr(0, slash + 1);
    char* real = realpath(dir.c_str(), nullptr);
    canonical = real != nullptr ? std::string(real) + "/" + target->substr(slash + 1) : *target;
    std::free(real);
  }
  std::lock_guard<std::mutex> lock(mu_);
  if (regular) {
    for (const File& i : inputs_) {
      if (i.dev == st.st_dev && i.ino == st.st_ino) {
        const bool same_name = i.name == path;
        return absl::InvalidArgumentError(
            absl::StrCat("cannot write ", fd ? StreamName(*fd, path) : path, ": it is ",
                         same_name ? "" : "the same file as ", "the input ",
                         same_name ? "" : i.name, same_name ? "" : " ",
                         "(writing it would destroy the input); choose another output name"));
      }
    }
  }
  // A stream may be written in several parts; a file is one output of the run.
  // A device (/dev/null) may take several.
  const bool file = !fd && (regular || !exists);
  for (File& o : outputs_) {
    if (!file) break;
    if ((!canonical.empty() && o.canonical == canonical) || (regular && SameLiveFile(o, st))) {
      // Opened again under the very name it was announced or opened by (a page set is checked,
      // then written): the same output. Another name for the same file (a symbolic link to it,
      // "w-key.pdf -> w.pdf") is another output on top of it.
      if (!announce && o.name == path) {
        o.opened = true;
        return absl::OkStatus();
      }
      return absl::InvalidArgumentError(absl::StrCat(
          "cannot write ", path, ": it is also the output ", o.name,
          " of this run (one would overwrite the other); give each output its own name"));
    }
  }
  if (file) {
    outputs_.push_back(
        {regular ? st.st_dev : dev_t{}, regular ? st.st_ino : ino_t{}, path, canonical, !announce});
  }
  return absl::OkStatus();
}

absl::Status RunFiles::NoteOutput(const std::string& path) { return NoteOutputAs(path, false); }

absl::Status RunFiles::NoteOutputs(const std::vector<std::string>& paths) {
  std::vector<std::pair<int, std::string>> streams;
  for (const std::string& p : paths) {
    if (p.empty()) continue;
    absl::StatusOr<std::string> target = ResolveOutputPath(p);
    if (!target.ok()) return target.status();
    if (const std::optional<int> fd = DescriptorOf(*target)) {
      for (const auto& [other, name] : streams) {
        if (other == *fd) {
          return absl::InvalidArgumentError(absl::StrCat(
              "cannot write ", p, ": it is also the output ", name,
              " of this run (one would overwrite the other); give each output its own name"));
        }
      }
      streams.emplace_back(*fd, p);
    }
    if (absl::Status s = NoteOutputAs(p, true); !s.ok()) return s;
  }
  return absl::OkStatus();
}

std::optional<int> DescriptorOf(const std::string& path) {
  if (path == "-" || path == "/dev/stdout") return STDOUT_FILENO;
  if (path == "/dev/stderr") return STDERR_FILENO;
  for (const std::string_view prefix : {"/dev/fd/", "/proc/self/fd/"}) {
    if (path.size() > prefix.size() && path.compare(0, prefix.size(), prefix) == 0) {
      int fd = 0;
      for (size_t i = prefix.size(); i < path.size(); ++i) {
        if (path[i] < '0' || path[i] > '9' || fd > 100000000) return std::nullopt;
        fd = fd * 10 + (path[i] - '0');
      }
      return fd;
    }
  }
  return std::nullopt;
}

absl::StatusOr<std::string> ResolveOutputPath(const std::string& path) {
  std::string at = path;
  for (int hop = 0; hop < 40; ++hop) {
    if (DescriptorOf(at)) return at;  // a stream, not the file behind it
    struct stat st;
    if (lstat(at.c_str(), &st) != 0 || !S_ISLNK(st.st_mode)) return at;
    std::vector<char> buf(PATH_MAX + 1);
    const ssize_t n = readlink(at.c_str(), buf.data(), buf.size() - 1);
    if (n < 0) return CannotWrite(path, errno);
    std::string link(buf.data(), static_cast<size_t>(n));
    if (!link.empty() && link[0] != '/') {
      const size_t slash = at.rfind('/');
      if (slash != std::string::npos) link = at.substr(0, slash + 1) + link;
    }
    at = link;
  }
  return absl::InvalidArgumentError(absl::StrCat("cannot write ", path, ": ", ErrnoText(ELOOP)));
}

std::string SiblingName(const std::string& path, std::string_view suffix) {
  const size_t slash = path.rfind('/');
  const size_t start = slash == std::string::npos ? 0 : slash + 1;
  std::string base = path.substr(start);
  constexpr size_t kNameMax = NAME_MAX;
  if (base.size() + suffix.size() > kNameMax) base.resize(kNameMax - suffix.size());
  return absl::StrCat(path.substr(0, start), base, absl::string_view(suffix.data(), suffix.size()));
}

absl::StatusOr<int> CreateTempBeside(const std::string& target, std::string* temp) {
  std::string name = SiblingName(target, ".tmp-XXXXXX");
  // The handler must know the name before the file exists; the Xs are filled in by mkstemp.
  SignalBlock block;
  const int fd = mkstemp(name.data());
  if (fd < 0) {
    const int err = errno;
    if (err == EACCES || err == EROFS || err == EPERM) {
      return absl::PermissionDeniedError(absl::StrCat("cannot write ", target,
                                                      ": cannot create a file in the directory ",
                                                      DirectoryOf(target), ": ", ErrnoText(err)));
    }
    return absl::PermissionDeniedError(absl::StrCat("cannot write ", target, ": ", ErrnoText(err)));
  }
  RegisterTemp(name);
  *temp = name;
  struct stat st;
  if (stat(target.c_str(), &st) == 0 && S_ISREG(st.st_mode)) {
    // Replacing a file: it keeps its permission bits (a private file stays private), and its
    // owner and group where this process may set them.
    if (fchown(fd, st.st_uid, st.st_gid) != 0) {
      // Not permitted (another owner): the new file is ours; the mode is still kept.
    }
    fchmod(fd, st.st_mode & 07777);
  } else {
    const mode_t mask = umask(0);
    umask(mask);
    fchmod(fd, 0666 & ~mask);
  }
  return fd;
}

absl::StatusOr<int> AnonymousTempFile(const std::string& folder, const std::string& what,
                                      const std::string& why) {
  const std::string dir = folder.empty() ? "/tmp" : folder;
  int fd = open(dir.c_str(), O_TMPFILE | O_RDWR | O_CLOEXEC, 0600);
  if (fd < 0) {  // a file system without O_TMPFILE: a named file, unlinked at once
    std::string path = dir + "/papermines-XXXXXX";
    fd = mkostemp(path.data(), O_CLOEXEC);
    if (fd >= 0) unlink(path.c_str());
  }
  if (fd < 0) {
    return absl::DataLossError(absl::StrCat("cannot keep ", what, " in a temporary file in ", dir,
                                            " ", why, ": ", ErrnoText(errno)));
  }
  return fd;
}

DirectoryLock::~DirectoryLock() {
  if (fd_ >= 0) close(fd_);  // releases the flock
}

absl::Status DirectoryLock::Acquire(const std::string& path, double wait_seconds) {
  const std::string dir = DirectoryOf(path);
  fd_ = open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd_ < 0) return absl::OkStatus();
  const auto until = std::chrono::steady_clock::now() + std::chrono::duration<double>(wait_seconds);
  while (flock(fd_, LOCK_EX | LOCK_NB) != 0) {
    if (errno != EWOULDBLOCK && errno != EINTR) {  // no locks here (ENOLCK, EINVAL): go on
      close(fd_);
      fd_ = -1;
      return absl::OkStatus();
    }
    if (std::chrono::steady_clock::now() >= until) {
      close(fd_);
      fd_ = -1;
      return absl::UnavailableError(
          absl::StrCat("cannot write ", path, ": another papermines process has been writing in ",
                       dir, " for ", wait_seconds, " s; try again when it has finished"));
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  return absl::OkStatus();
}

AtomicOutput::~AtomicOutput() {
  if (!committed_) Discard();
}

absl::Status AtomicOutput::Open(RunFiles& files, const std::string& path) {
  files_ = &files;
  path_ = path;
  if (path.empty()) return absl::InvalidArgumentError("output path is empty");
  absl::StatusOr<std::string> target = ResolveOutputPath(path);
  if (!target.ok()) return target.status();
  target_ = *target;
  if (absl::Status s = files.NoteOutput(path); !s.ok()) return s;
  if (const std::optional<int> fd = DescriptorOf(target_)) {
    // "-", /dev/stdout, /dev/fd/N: the stream itself, written in order as it is (appending where
    // the shell opened it for appending), never the file behind it replaced.
    if (*fd == STDOUT_FILENO) {
      to_stdout_ = true;
      file_ = stdout;
      return absl::OkStatus();
    }
    if (*fd == STDERR_FILENO) std::fflush(stderr);
    const int copy = fcntl(*fd, F_DUPFD_CLOEXEC, 3);
    file_ = copy < 0 ? nullptr : fdopen(copy, "wb");  // "w" on a descriptor truncates nothing
    if (file_ == nullptr) {
      const int e = errno;
      if (copy >= 0) close(copy);
      return absl::InvalidArgumentError(
          absl::StrCat("cannot write ", path, ": ", ErrnoText(e == EBADF ? EBADF : e)));
    }
    direct_ = true;
    return absl::OkStatus();
  }
  struct stat st;
  if (stat(target_.c_str(), &st) == 0 && !S_ISREG(st.st_mode)) {
    // A device or pipe (/dev/null, /dev/full, a FIFO): nothing to rename, write straight through.
    if (S_ISDIR(st.st_mode)) {
      return absl::InvalidArgumentError(absl::StrCat("cannot write ", path, ": it is a directory"));
    }
    file_ = std::fopen(path.c_str(), "wb");
    if (file_ == nullptr) {
      return absl::PermissionDeniedError(
          absl::StrCat("cannot write ", path, ": ", ErrnoText(errno)));
    }
    direct_ = true;
    return absl::OkStatus();
  }
  absl::StatusOr<int> fd = CreateTempBeside(target_, &temp_);
  if (!fd.ok()) {
    // Name the path the user gave, not only where a symbolic link led.
    if (target_ == path) return fd.status();
    return absl::Status(fd.status().code(),
                        absl::StrCat(fd.status().message(), " (", path, " links there)"));
  }
  file_ = fdopen(*fd, "wb");
  if (file_ == nullptr) {
    int e = errno;
    close(*fd);
    Discard();
    return absl::InternalError(absl::StrCat("cannot write ", path, ": ", ErrnoText(e)));
  }
  return absl::OkStatus();
}

void AtomicOutput::Write(std::string_view bytes) {
  if (file_ == nullptr || failed_ || bytes.empty()) return;
  if (to_stdout_ || direct_) files_->BeginCommit();
  if (std::fwrite(bytes.data(), 1, bytes.size(), file_) != bytes.size()) {
    failed_ = true;
    saved_errno_ = errno;
  }
}

absl::Status AtomicOutput::WriteStatus() const {
  return failed_ ? CannotWrite(path_, saved_errno_) : absl::OkStatus();
}

absl::Status AtomicOutput::Commit() {
  if (file_ == nullptr) return absl::FailedPreconditionError("output was not opened");
  if (std::fflush(file_) != 0 && !failed_) {
    failed_ = true;
    saved_errno_ = errno;
  }
  if (direct_) {
    if (std::fclose(file_) != 0 && !failed_) {
      failed_ = true;
      saved_errno_ = errno;
    }
    file_ = nullptr;
    committed_ = true;
    if (failed_) return CannotWrite(path_, saved_errno_);
    return absl::OkStatus();
  }
  if (to_stdout_) {
    file_ = nullptr;
    committed_ = true;
    if (failed_) {
      return absl::InternalError(
          absl::StrCat("cannot write to standard output: ", ErrnoText(saved_errno_)));
    }
    return absl::OkStatus();
  }
  if (absl::Status s = Stage(); !s.ok()) return s;
  if (files_->unit_outputs_ != nullptr) {  // staged now, put in place with the rest of the unit
    auto staged = std::make_unique<AtomicOutput>();
    staged->files_ = files_;
    staged->path_ = path_;
    staged->target_ = target_;
    staged->temp_ = std::move(temp_);
    temp_.clear();
    committed_ = true;
    files_->unit_outputs_->push_back(std::move(staged));
    return absl::OkStatus();
  }
  SignalBlock block;  // renamed and forgotten together
  std::unique_lock<std::mutex> commit = files_->BeginCommit();
  return PutInPlace([](const char* from, const char* to) { return std::rename(from, to); });
}

absl::Status AtomicOutput::Stage() {
  if (file_ == nullptr) return absl::FailedPreconditionError("output was not opened");
  if (direct_ || to_stdout_) return absl::FailedPreconditionError("output has no temporary");
  if (std::fflush(file_) != 0 && !failed_) {
    failed_ = true;
    saved_errno_ = errno;
  }
  if (!failed_ && fsync(fileno(file_)) != 0 && errno != EINVAL && errno != EROFS) {
    failed_ = true;
    saved_errno_ = errno;
  }
  if (std::fclose(file_) != 0 && !failed_) {
    failed_ = true;
    saved_errno_ = errno;
  }
  file_ = nullptr;
  if (failed_) {
    Discard();
    return CannotWrite(path_, saved_errno_);
  }
  return absl::OkStatus();
}

absl::Status AtomicOutput::PutInPlace(int (*rename)(const char* from, const char* to)) {
  if (temp_.empty() || file_ != nullptr) return absl::FailedPreconditionError("output not staged");
  if (rename(temp_.c_str(), target_.c_str()) != 0) {
    const int e = errno;
    Discard();
    return CannotWrite(path_, e);
  }
  ForgetTemp(temp_);
  temp_.clear();
  committed_ = true;
  return absl::OkStatus();
}

void AtomicOutput::Discard() {
  if (file_ != nullptr && !to_stdout_) std::fclose(file_);
  file_ = nullptr;
  if (!temp_.empty()) {
    unlink(temp_.c_str());
    ForgetTemp(temp_);
    temp_.clear();
  }
}

constexpr char kOutOfMemoryUrl[] = "papermines/out-of-memory";

absl::Status OutOfMemoryError() {
  absl::Status s = absl::ResourceExhaustedError(kOutOfMemory);
  s.SetPayload(kOutOfMemoryUrl, absl::Cord("1"));
  return s;
}

bool IsOutOfMemory(const absl::Status& s) {
  return static_cast<bool>(s.GetPayload(kOutOfMemoryUrl));
}

absl::Status WriteFileAtomic(RunFiles& files, const std::string& path, std::string_view bytes) {
  AtomicOutput out;
  if (absl::Status s = out.Open(files, path); !s.ok()) return s;
  out.Write(bytes);
  return out.Commit();
}

}  // namespace papermines
