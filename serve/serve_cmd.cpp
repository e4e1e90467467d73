// papermines serve: the worksheet maker, puzzle editor and book maker in a browser, and the JSON
// API under /api/ (docs/FORMAT.md "papermines serve"). This file is the command's run
// (serve_cmd.h; its flags are program/serve_cmd.cpp's): the one line saying where it listens and
// who can reach it, --open, and the signals that stop it (SIGINT, SIGTERM: stop accepting, finish
// what is in flight, exit 0).
#include "serve/serve_cmd.h"

#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <memory>
#include <string>
#include <thread>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "app/language.h"
#include "serve/server.h"

extern char** environ;

namespace papermines::serve {
namespace {

absl::Status ParseListen(const std::string& text, ServeOptions* o) {
  const size_t colon = text.rfind(':');
  std::string host = colon == std::string::npos ? "127.0.0.1" : text.substr(0, colon);
  const std::string port = colon == std::string::npos ? text : text.substr(colon + 1);
  if (host.size() >= 2 && host.front() == '[' && host.back() == ']') {
    host = host.substr(1, host.size() - 2);
  }
  int p = 0;
  if (host.empty() || !absl::SimpleAtoi(port, &p) || p < 0 || p > 65535) {
    return absl::InvalidArgumentError(absl::StrCat(
        "--listen must be HOST:PORT with a port from 0 to 65535 (0: any free port), e.g. "
        "127.0.0.1:8080 or 0.0.0.0:8080, got '",
        text, "'"));
  }
  o->host = host;
  o->port = p;
  return absl::OkStatus();
}

bool IsLoopback(const std::string& host) {
  return host == "localhost" || host == "::1" || host.rfind("127.", 0) == 0;
}

// The one line saying who can use the server.
std::string Reach(const ServeOptions& o, int port) {
  if (IsLoopback(o.host)) return "only this computer can reach it";
  if (o.host == "0.0.0.0" || o.host == "::") {
    return absl::StrCat("every computer that can reach this one on port ", port,
                        " can use it (the local network, and more unless a firewall stops it); "
                        "there is no password");
  }
  return absl::StrCat("every computer that can reach ", o.host,
                      " can use it; there is no password");
}

// The default browser on `url` (xdg-open), without waiting for it.
void OpenBrowser(const std::string& url) {
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0);
  posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0);
  std::string prog = "xdg-open";
  char* argv[] = {prog.data(), const_cast<char*>(url.c_str()), nullptr};
  pid_t pid = 0;
  const int err = posix_spawnp(&pid, "xdg-open", &actions, nullptr, argv, environ);
  posix_spawn_file_actions_destroy(&actions);
  if (err != 0) {
    std::cerr << "papermines: warning: cannot open a browser (xdg-open: " << std::strerror(err)
              << "); open " << url << " yourself\n";
    return;
  }
  std::thread([pid] { waitpid(pid, nullptr, 0); }).detach();  // reap it, leave no zombie
}

}  // namespace

absl::Status RunServe(ServeCommandOptions o, const app::Environment& env) {
  if (absl::Status s = ParseListen(o.listen, &o.server); !s.ok()) return s;
  // SIGINT and SIGTERM go to one thread that stops the server; every other thread (httplib's, the
  // job pool's) inherits the mask, so no handler runs in the middle of a request. A client that
  // hangs up is a failed write, not a SIGPIPE.
  sigset_t stop_signals;
  sigemptyset(&stop_signals);
  sigaddset(&stop_signals, SIGINT);
  sigaddset(&stop_signals, SIGTERM);
  sigaddset(&stop_signals, SIGHUP);
  pthread_sigmask(SIG_BLOCK, &stop_signals, nullptr);
  signal(SIGPIPE, SIG_IGN);

  // The pages' fallback language: the environment's, as every command's default.
  absl::StatusOr<std::string> lang = app::ResolveLanguage("", env);
  if (!lang.ok()) return lang.status();
  o.server.lang = *lang;
  o.server.environment = env;
  Server server(o.server);
  if (absl::Status s = server.Bind(); !s.ok()) return s;
  const bool v6 = o.server.host.find(':') != std::string::npos;
  const std::string shown_host = o.server.host == "0.0.0.0" || o.server.host == "::" ? "127.0.0.1"
                                 : v6 ? "[" + o.server.host + "]"
                                      : o.server.host;
  const std::string url = absl::StrCat("http://", shown_host, ":", server.Port(), "/");
  std::cout << "papermines serve: listening on " << url << ": " << Reach(o.server, server.Port())
            << " (Ctrl+C stops it)" << std::endl;
  if (o.open) OpenBrowser(url);

  // The signal thread stops the server, again every 50 ms until Run has returned: a signal that
  // comes before the server is listening must not be lost.
  // A second signal while it waits for the requests in flight stops it at once: they are
  // dropped (their clients see the connection close), nothing on disk is left half-made (every
  // answer is made in memory), and the exit status says it did not finish them.
  std::atomic<bool> done{false};
  std::thread signals([&server, &done, stop_signals] {
    int sig = 0;
    sigwait(&stop_signals, &sig);
    const timespec tick{0, 50'000'000};
    while (!done) {
      server.Stop();
      if (sigtimedwait(&stop_signals, nullptr, &tick) > 0 && !done) {
        std::cout << "papermines serve: stopped at once by a second signal: the requests in "
                     "flight were dropped"
                  << std::endl;
        std::_Exit(1);
      }
    }
  });
  absl::Status s = server.Run();
  done = true;
  pthread_kill(signals.native_handle(), SIGTERM);  // wakes it if Run ended without a signal
  signals.join();
  std::cout << "papermines serve: stopped" << std::endl;
  return s;
}

}  // namespace papermines::serve
