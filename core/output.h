// Safe output: every file papermines writes goes through here.
//
// - Atomic: a file is written under a temporary name beside its target and renamed into place only
//   when complete, so an error (or a full disk) never leaves a half-written file behind. "-" means
//   stdout; a device or pipe (/dev/null, a FIFO) is written straight through.
// - Never onto an input: every file read through ReadWholeFile or LineSource::Open is noted in the
//   run's RunFiles, and an output that is the same file (same path, a hard link, a symbolic link to
//   it) is refused before anything is written; an input that is an output already opened is
//   refused before it is read.
// - What the target was stays: a replaced file keeps its permission bits; a symbolic link is
//   followed and its target replaced (the link stays a link).
// - A stream is a stream: "-", /dev/stdout, /dev/stderr, /dev/fd/N and /proc/self/fd/N are written
//   to that descriptor in order (appending where the shell opened it so), never by replacing the
//   file behind it; a descriptor that is a regular file noted as an input is refused like a path.
// - One output, one file: a second output of the run on the same file (same name, a link to it)
//   is refused; a command with several outputs calls RunFiles::NoteOutputs with all of them before
//   it writes any, so nothing is written at all.
// - A run is what the caller says it is: the inputs and outputs are kept in a RunFiles object the
//   caller owns and passes to every read and write of the run (the CLI one per command run, the
//   Python module one per call), so a file read by one run is never "an input" of the next.
// - Several documents as one (core/output_unit.h): while an OutputUnit is open on a run, its
//   outputs are staged and put in place together when the unit commits.
// - Nothing left behind: temporary names are kept in a table that a handler for SIGINT, SIGTERM,
//   SIGHUP and SIGQUIT empties (unlinks) before the process dies of the signal; SIGXFSZ and
//   SIGPIPE are ignored, so a file-size limit or a closed pipe is an ordinary write error ("File
//   too large", "Broken pipe": exit 2). An exception nobody catches (an allocation failure in a
//   worker thread) ends as "papermines: error: out of memory", exit 2, after the same clean-up.
//   The handlers are the program's: only a program installs them, by calling
//   InstallOutputCleanup() once at its start (program/main.cpp); a library linking
//   papermines::core keeps its own handlers, and its temporaries are still removed on every
//   ordinary path.
// - Temporary names never exceed NAME_MAX: a long target name is shortened in the temporary.
//
// The one process-wide state here is the table of temporary names the signal handler unlinks: a
// handler can reach nothing but a global, and a signal kills the process, not one run. Everything
// else is the run's, in its RunFiles: the inputs and outputs, and whether an output has begun to
// be put in place, which a run-wide time limit asks (RunFiles::StopForExit) before it ends the
// process.
#pragma once

#include <cstdio>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"

namespace papermines {

// The inputs and outputs of one run (a command run, one library call), so that no output is an
// input or another output of the same run (see above). Thread-safe: the threads of one run may
// read and write through one object. Files are matched by device and inode while they keep the
// name they were noted under.
class OutputUnit;  // core/output_unit.h
class AtomicOutput;

class RunFiles {
 public:
  RunFiles();
  ~RunFiles();
  RunFiles(const RunFiles&) = delete;
  RunFiles& operator=(const RunFiles&) = delete;

  // Notes that `path` ("-" = stdin) is read as an input; an error when it is an output already
  // opened, or "-" named a second time. ReadWholeFile and LineSource::Open call it before reading.
  absl::Status NoteInput(const std::string& path);
  // An error when `path` is the same file as a noted input, or (a file, not a stream) as an
  // output noted before; otherwise notes it as an output. AtomicOutput::Open calls it.
  absl::Status NoteOutput(const std::string& path);
  // Every output a command will write, noted before it writes any: an error when two are the same
  // file or stream, or one is an input.
  absl::Status NoteOutputs(const std::vector<std::string>& paths);

  // What puts a page set's files in place (core/page_files.h): rename(2), or for a test a
  // stand-in that makes the k-th rename fail, so the rollback can be checked.
  using RenameFunction = int (*)(const char* from, const char* to);
  RenameFunction rename() const { return rename_ != nullptr ? rename_ : &SystemRename; }
  void SetRenameForTesting(RenameFunction f) { rename_ = f; }

  struct File;

  // The unit of outputs open on this run (core/output_unit.h), or null.
  OutputUnit* unit() const { return unit_; }

  // The folder of the run's unlinked temporary files (AnonymousTempFile; empty: /tmp), set by
  // the front end from its environment ($TMPDIR).
  const std::string& temp_dir() const { return temp_dir_; }
  void set_temp_dir(std::string dir) { temp_dir_ = std::move(dir); }

  // Marks the start of putting an output of this run in place (a rename, a page set, the first
  // byte sent to a stream); hold the returned lock until it is in place.
  std::unique_lock<std::mutex> BeginCommit();
  // For a run-wide time limit (cli): stops every output of this run for an immediate exit of the
  // process. Returns true when nothing of the run has been put in place yet (no output renamed,
  // nothing sent to a stream): then every temporary of the process is removed and no output of
  // the run can be committed any more, so the caller must exit at once (_exit). Returns false when
  // an output is already (being) written: the run is about to end and is let finish.
  bool StopForExit();

 private:
  friend class OutputUnit;
  absl::Status NoteOutputAs(const std::string& path, bool announce);
  static int SystemRename(const char* from, const char* to);

  std::mutex mu_;
  // Held while an output is put in place; StopForExit takes it for good.
  std::mutex commit_mu_;
  bool output_started_ = false;  // guarded by commit_mu_
  std::vector<File> inputs_, outputs_;
  bool stdin_read_ = false;
  RenameFunction rename_ = nullptr;  // rename(2)
  std::string temp_dir_;
  OutputUnit* unit_ = nullptr;
  // Where an AtomicOutput of the run hands itself when a unit is open (the unit's list).
  friend class AtomicOutput;
  std::vector<std::unique_ptr<AtomicOutput>>* unit_outputs_ = nullptr;
};

class AtomicOutput {
 public:
  AtomicOutput() = default;
  ~AtomicOutput();  // discards (removes the temporary) unless Commit() succeeded
  AtomicOutput(const AtomicOutput&) = delete;
  AtomicOutput& operator=(const AtomicOutput&) = delete;

  // Opens `path` ("-" = stdout) for writing through a temporary file beside it, as an output of
  // the run `files`.
  absl::Status Open(RunFiles& files, const std::string& path);
  // Appends bytes; errors are remembered and reported by Commit().
  void Write(std::string_view bytes);
  // The first write error so far (OK when none): a run that streams can stop at once, rather
  // than make the rest for a closed pipe. A buffered stream reports it when the buffer is sent.
  absl::Status WriteStatus() const;
  // Flushes, checks every write succeeded, and renames the temporary into place; in an open
  // OutputUnit of its run, stages it and hands it to the unit, which puts it in place.
  absl::Status Commit();
  // Commit in two steps, for a set of files that goes into place together (core/page_files.h).
  // Stage: everything but the rename (the bytes flushed and synced under the temporary name, the
  // file closed); an error removes the temporary. Only for a regular-file target.
  absl::Status Stage();
  // Renames the staged temporary onto the target with `rename` (rename(2), or a test's stand-in).
  // The caller blocks the handled signals (SignalBlock) and holds its run's BeginCommit(). An error
  // removes the temporary.
  absl::Status PutInPlace(int (*rename)(const char* from, const char* to));
  // Where the file goes: the path with symbolic links followed.
  const std::string& target() const { return target_; }
  // Removes the temporary file without touching the target.
  void Discard();
  const std::string& path() const { return path_; }
  bool is_stdout() const { return to_stdout_; }

 private:
  RunFiles* files_ = nullptr;
  std::string path_, target_, temp_;
  std::FILE* file_ = nullptr;
  bool to_stdout_ = false, direct_ = false, failed_ = false, committed_ = false;
  int saved_errno_ = 0;
};

// The one "out of memory" error of every command (exit 2): an allocation failure anywhere, a
// drawing library that cannot get memory. The message is "out of memory (the run needs more memory
// than the system allows)".
absl::Status OutOfMemoryError();
// Whether `s` is that error (ResourceExhausted also means "none found within the tries" in gen/;
// this one is marked).
bool IsOutOfMemory(const absl::Status& s);

// Writes a whole file atomically, as an output of the run `files`.
absl::Status WriteFileAtomic(RunFiles& files, const std::string& path, std::string_view bytes);

// An unlinked temporary file in the folder `dir` (empty: /tmp), open for reading and writing, gone
// when it is closed: where input that cannot be read twice is kept (core/line_source.h, in its
// run's RunFiles::temp_dir) and where a PDF is drawn before it is rewritten (pdf/repair.h, in the
// drawing options' folder), so neither costs memory. The folder is the caller's: the program
// passes $TMPDIR (cli/common.cpp, cli/language.cpp), nothing here reads the environment. An error
// says "cannot keep WHAT in a temporary file in DIR WHY: ...".
absl::StatusOr<int> AnonymousTempFile(const std::string& dir, const std::string& what,
                                      const std::string& why);

// ---- the pieces AtomicOutput is made of, shared with core/page_files ---------------------------

// Installs the signal and terminate handlers described above (idempotent). Only a program calls
// it (program/main.cpp), never a library.
void InstallOutputCleanup();

// The descriptor a path names as a stream: "-" and /dev/stdout 1, /dev/stderr 2, /dev/fd/N and
// /proc/self/fd/N N; nullopt for any other path.
std::optional<int> DescriptorOf(const std::string& path);

// Where writing to `path` really goes: symbolic links followed (a dangling one to the name it
// points at); an error for a loop.
absl::StatusOr<std::string> ResolveOutputPath(const std::string& path);

// `path` with `suffix` appended to its last component, that component cut so it stays within
// NAME_MAX bytes ("dir/long...name.tmp-XXXXXX").
std::string SiblingName(const std::string& path, std::string_view suffix);

// Creates a new temporary file beside `target` (already resolved), with the permission bits of
// the file it will replace (or 0666 & ~umask for a new one), registered for removal on a signal.
// Returns the open descriptor; the name in *temp. An error names the directory when it cannot be
// written.
absl::StatusOr<int> CreateTempBeside(const std::string& target, std::string* temp);
// Registers or forgets a name the signal handler removes.
void RegisterTemp(const std::string& name);
void ForgetTemp(const std::string& name);
// Removes every registered temporary now (async-signal-safe: for a program's own fatal-error
// handler, which then exits).
void RemoveTemporaries();

// Blocks the handled signals for its lifetime (around renames, so a set of renames is not cut in
// the middle; a signal that arrived is handled when the block ends).
class SignalBlock {
 public:
  SignalBlock();
  ~SignalBlock();
  SignalBlock(const SignalBlock&) = delete;
  SignalBlock& operator=(const SignalBlock&) = delete;
};

// An exclusive lock on the directory of `path` (flock), so two papermines processes writing the
// same output name do not interleave; waits up to `wait_seconds`, then an error naming the
// directory. Released on destruction. Where a directory cannot be opened or locked (no read
// permission, a file system without locks) it goes on unlocked.
class DirectoryLock {
 public:
  DirectoryLock() = default;
  ~DirectoryLock();
  DirectoryLock(const DirectoryLock&) = delete;
  DirectoryLock& operator=(const DirectoryLock&) = delete;
  absl::Status Acquire(const std::string& path, double wait_seconds = 60);

 private:
  int fd_ = -1;
};

}  // namespace papermines
