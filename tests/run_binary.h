// Running the papermines binary (or any shell command) from a test.
//
// ctest runs every test in its own process and several at once (`ctest -j`), so nothing here may
// use a fixed file name: each run gets its own private directory from mkdtemp for the standard
// streams, removed again before returning. Tests that need files of their own (a command's -o)
// keep a ScratchDir.
#ifndef PAPERMINES_TESTS_RUN_BINARY_H_
#define PAPERMINES_TESTS_RUN_BINARY_H_

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace papermines::testing_util {

// Whether this test runs in the sanitizer build (tests/CMakeLists.txt defines PAPERMINES_SANITIZED
// there), whose program is built with AddressSanitizer: then no address-space limit (ASan reserves
// terabytes of it).
#ifdef PAPERMINES_SANITIZED
inline constexpr bool kAddressSanitizer = true;
#else
inline constexpr bool kAddressSanitizer = false;
#endif

struct RunResult {
  int status = -1;     // exit status, 128 + signal when killed, -1 when it could not run
  std::string out;     // standard output
  std::string err;     // standard error
  double seconds = 0;  // wall-clock time of the run (RunBinary)
};

inline std::string ReadWholeFile(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

inline void WriteWholeFile(const std::filesystem::path& path, const std::string& bytes) {
  std::ofstream(path, std::ios::binary) << bytes;
}

// Single-quotes `s` for /bin/sh.
inline std::string ShellQuote(const std::string& s) {
  std::string q = "'";
  for (char c : s) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}

// A fresh private directory under the test temp dir; the caller removes it.
inline std::filesystem::path MakePrivateDir() {
  const char* base = std::getenv("TMPDIR");
  std::string templ =
      std::string(base != nullptr && *base != '\0' ? base : "/tmp") + "/papermines-test-XXXXXX";
  if (mkdtemp(templ.data()) == nullptr) std::abort();
  return templ;
}

// A private directory for a test's own files, removed with everything in it on destruction.
class ScratchDir {
 public:
  ScratchDir() : dir_(MakePrivateDir()) {}
  ~ScratchDir() {
    std::error_code ec;
    std::filesystem::remove_all(dir_, ec);
  }
  ScratchDir(const ScratchDir&) = delete;
  ScratchDir& operator=(const ScratchDir&) = delete;

  // "<dir>/<name>"
  std::string Path(const std::string& name) const { return (dir_ / name).string(); }

 private:
  std::filesystem::path dir_;
};

// Runs `command` with /bin/sh -c as std::system does, but with no descriptor of the test process
// but the standard three: whatever the test runner leaves open (ctest, a CI harness) would
// otherwise count against a case's own `ulimit -n` and make it depend on where it runs. Returns
// the wait status (-1 when it could not run).
inline int SystemClean(const std::string& command) {
  const pid_t pid = fork();
  if (pid < 0) return -1;
  if (pid == 0) {
    close_range(3, ~0U, 0);
    execl("/bin/sh", "sh", "-c", command.c_str(), static_cast<char*>(nullptr));
    _exit(127);
  }
  int status = 0;
  while (waitpid(pid, &status, 0) < 0) {
    if (errno != EINTR) return -1;
  }
  return status;
}

// Runs `command` with /bin/sh, stdin from `input`, and collects its exit status and streams.
inline RunResult RunShell(const std::string& command, const std::string& input = "") {
  const std::filesystem::path dir = MakePrivateDir();
  const std::filesystem::path in = dir / "in", out = dir / "out", err = dir / "err";
  std::ofstream(in, std::ios::binary) << input;
  const std::string cmd = "( " + command + " ) < " + ShellQuote(in.string()) + " > " +
                          ShellQuote(out.string()) + " 2> " + ShellQuote(err.string());
  const int rc = SystemClean(cmd);
  RunResult r;
  if (rc != -1 && WIFEXITED(rc)) r.status = WEXITSTATUS(rc);
  if (rc != -1 && WIFSIGNALED(rc)) r.status = 128 + WTERMSIG(rc);
  r.out = ReadWholeFile(out);
  r.err = ReadWholeFile(err);
  std::error_code ec;
  std::filesystem::remove_all(dir, ec);
  return r;
}

// The text of a PDF through pdftotext with `flags` ("-raw", "-bbox", "" for its default layout);
// a pdftotext failure fails the test.
inline std::string PdfText(const std::string& pdf, const std::string& flags = "-layout") {
  const RunResult r = RunShell("pdftotext " + flags + " " + ShellQuote(pdf) + " -");
  EXPECT_EQ(r.status, 0) << "pdftotext: " << r.err;
  return r.out;
}

// The lines of `text`, without their newline characters.
inline std::vector<std::string> Lines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// The grey levels of a region of a PDF's first page drawn at `dpi` (pdftoppm -gray, through the
// file `stem`.pgm), 0 black .. 255 white, row by row; the region is clipped to the page (an `h`
// past its end takes every row down to it). Empty when pdftoppm fails.
inline std::vector<int> Greys(const std::string& pdf, int dpi, int x, int y, int w, int h,
                              const std::string& stem) {
  const RunResult r =
      RunShell("pdftoppm -gray -singlefile -r " + std::to_string(dpi) + " -x " + std::to_string(x) +
               " -y " + std::to_string(y) + " -W " + std::to_string(w) + " -H " +
               std::to_string(h) + " " + ShellQuote(pdf) + " " + ShellQuote(stem));
  if (r.status != 0) return {};
  std::istringstream in(ReadWholeFile(stem + ".pgm"));  // P5\nW H\n255\n<bytes>
  std::string magic;
  int pw = 0, ph = 0, max = 0;
  in >> magic >> pw >> ph >> max;
  in.get();
  std::vector<int> out;
  for (char c; in.get(c);) out.push_back(static_cast<unsigned char>(c));
  return out;
}

#ifdef PAPERMINES_BINARY
// Runs `papermines ARGS` (ARGS as shell words) with stdin from `input`.
inline RunResult RunPapermines(const std::string& args, const std::string& input = "") {
  return RunShell(ShellQuote(PAPERMINES_BINARY) + " " + args, input);
}

// How RunBinary runs the binary: where, with which standard streams, under which limits.
struct RunSpec {
  std::filesystem::path dir;             // working directory (empty: the test's own)
  std::string stdin_path = "/dev/null";  // standard input
  std::string stdout_to;                 // a file for standard output (empty: captured)
  int timeout_seconds = 120;             // then SIGKILL (status 137)
  long address_space_kib = 0;            // `ulimit -v` (0: none; never under ASan)
  long file_size_blocks = 0;             // `ulimit -f` in 512-byte blocks (0: none)
};

// Runs `papermines ARGS` (ARGS as shell words) as `spec` says; the streams and the exit status in
// the result (128 + signal when killed).
inline RunResult RunBinary(const std::string& args, const RunSpec& spec = {}) {
  const std::filesystem::path cap = MakePrivateDir();
  const std::filesystem::path out = cap / "out", err = cap / "err";
  std::string cmd;
  if (!spec.dir.empty()) cmd += "cd " + ShellQuote(spec.dir.string()) + " && ";
  if (spec.address_space_kib > 0)
    cmd += "ulimit -v " + std::to_string(spec.address_space_kib) + " && ";
  if (spec.file_size_blocks > 0)
    cmd += "ulimit -f " + std::to_string(spec.file_size_blocks) + " && ";
  cmd += "exec timeout -s KILL " + std::to_string(spec.timeout_seconds) + " " +
         ShellQuote(PAPERMINES_BINARY) + " " + args + " < " + ShellQuote(spec.stdin_path) + " > " +
         ShellQuote(spec.stdout_to.empty() ? out.string() : spec.stdout_to) + " 2> " +
         ShellQuote(err.string());
  const auto t0 = std::chrono::steady_clock::now();
  const int rc = SystemClean(cmd);
  RunResult r;
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  if (rc != -1 && WIFEXITED(rc)) r.status = WEXITSTATUS(rc);
  if (rc != -1 && WIFSIGNALED(rc)) r.status = 128 + WTERMSIG(rc);
  if (spec.stdout_to.empty()) r.out = ReadWholeFile(out);
  r.err = ReadWholeFile(err);
  std::error_code ec;
  std::filesystem::remove_all(cap, ec);
  return r;
}

// Whether `papermines SUB --help` succeeds (SUB a command path like "gen paper"). Tests assert it
// (a command that is missing or broken fails its tests; it is never skipped).
inline bool CommandExists(const std::string& sub) {
  const int rc =
      std::system((ShellQuote(PAPERMINES_BINARY) + " " + sub + " --help >/dev/null 2>&1").c_str());
  return rc != -1 && WIFEXITED(rc) && WEXITSTATUS(rc) == 0;
}
#endif

}  // namespace papermines::testing_util

#endif  // PAPERMINES_TESTS_RUN_BINARY_H_
