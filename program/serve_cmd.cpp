// papermines serve: its flags (the command's run is serve/serve_cmd.h).
#include "program/serve_cmd.h"

#include <memory>

#include "absl/strings/str_cat.h"
#include "cli/common.h"
#include "cli/draw.h"
#include "cli/language.h"
#include "serve/serve_cmd.h"

namespace papermines::program {

using cli::Command;
using cli::NewCommand;

Command SetupServe(CLI::App& app) {
  NewCommand<serve::ServeCommandOptions> c(
      app, "serve",
      "Serves the worksheet maker (/), the puzzle editor (/editor), the book maker (/book), the "
      "player (/play) and the JSON API (/api/solve, /api/sheet, /api/generate, /api/book, "
      "/api/export, /api/languages; /healthz) to a browser, from this one process: no other "
      "server, no internet. The sheets and books start in the browser's language. Only this "
      "computer can reach it unless --listen says otherwise. Ctrl+C (SIGINT) or SIGTERM stops it: "
      "it stops "
      "accepting, finishes the requests in flight and exits 0.");
  CLI::App& sub = c.sub;  // the flags below bind to opts' members
  const std::shared_ptr<serve::ServeCommandOptions>& opts = c.opts;
  sub.add_option("--listen", opts->listen,
                 "HOST:PORT to listen on: 127.0.0.1 (this computer only), or 0.0.0.0 for every "
                 "network (a school's server); port 0 picks a free port")
      ->capture_default_str();
  sub.add_flag("--open", opts->open, "open the worksheet maker in the default browser");
  sub.add_option("--workers", opts->server.workers,
                 "jobs (generating, solving, drawing) run at once")
      ->check(CLI::Range(1, 64))
      ->capture_default_str();
  sub.add_option("--queue", opts->server.queue,
                 "jobs that may wait for a worker; beyond them a request is answered 503 with "
                 "Retry-After")
      ->check(CLI::Range(0, 1000))
      ->capture_default_str();
  sub.add_option("--time-limit", opts->server.time_limit,
                 "seconds a request may take; then it is answered 503 with Retry-After")
      ->check(CLI::Range(1.0, 3600.0))
      ->capture_default_str();
  sub.add_option("--rate-limit", opts->server.rate_per_minute,
                 "requests a minute per client address (0: no limit); beyond it 429 with "
                 "Retry-After")
      ->check(CLI::Range(0.0, 1e6))
      ->capture_default_str();
  sub.add_option("--max-body", opts->server.max_body,
                 "largest request body in bytes (413 beyond it)")
      ->check(CLI::Range(size_t{1024}, size_t{1} << 30))
      ->capture_default_str();
  sub.add_option("--max-cells", opts->server.max_cells,
                 "cells of the puzzles of one solve or export request together (solving takes "
                 "about 220 bytes a cell); beyond them 422, before any work")
      ->check(CLI::Range(int64_t{64}, int64_t{1} << 26))
      ->capture_default_str();
  sub.add_option("--allow-host", opts->server.allow_hosts,
                 "a name (as typed in the browser's address bar, e.g. teacher-pc) under which "
                 "the server answers besides its addresses and localhost; repeat for more. "
                 "Requests under any other name are refused (421): a page on the internet "
                 "cannot reach the server through a name of its own (DNS rebinding)")
      ->type_name("NAME");
  sub.add_option("--max-connections", opts->server.connections.total,
                 "connections open at once, all clients together; beyond them 503")
      ->check(CLI::Range(4, 4096))
      ->capture_default_str();
  sub.add_option("--max-connections-per-client", opts->server.connections.per_client,
                 absl::StrCat("connections open at once from one address; beyond them 429. A "
                              "client has ",
                              serve::ConnectionLimits{}.request_seconds,
                              " s to send its whole request and ",
                              serve::ConnectionLimits{}.write_seconds, " s to take the answer"))
      ->check(CLI::Range(2, 4096))
      ->capture_default_str();
  return Command{&sub, [opts] {
                   cli::QuietFontconfigLanguage();  // before the server's threads draw
                   const absl::Status s = serve::RunServe(*opts, cli::ProgramEnvironment());
                   return s.ok() ? 0 : cli::ReportError(s);
                 }};
}

}  // namespace papermines::program
