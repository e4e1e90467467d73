// The server of `papermines serve` (cpp-httplib): its routes, its limits and its life. The
// handlers only read the request (requests.h, sheet.h), hand the work to the job pool (jobs.h)
// and write the answer; every rule is in the libraries and the one drawing path. Never prints:
// the command (serve_cmd.cpp) talks to the terminal.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "app/environment.h"
#include "serve/connections.h"

namespace papermines::serve {

struct ServeOptions {
  std::string host = "127.0.0.1";
  int port = 8080;            // 0: any free port (Port() says which)
  int workers = 2;            // generation and drawing jobs at once
  int queue = 8;              // jobs waiting beyond those; then 503
  size_t max_body = 1 << 20;  // request bodies, bytes
  // Cells of the puzzles of one solve or export request together (solving takes about 220 bytes
  // a cell: the default is about 230 MB), refused before the work starts.
  int64_t max_cells = int64_t{1} << 20;
  double time_limit = 30;        // seconds per request
  double rate_per_minute = 120;  // per client; 0: none
  double burst = 60;             // requests a client may make at once
  // Connections at once (in all, and from one address) and the deadlines for sending a request
  // and taking an answer (connections.h).
  ConnectionLimits connections;
  // Names besides its address and localhost under which the server answers (a request with
  // another Host is refused: server.cpp).
  std::vector<std::string> allow_hosts;
  // The pages' language when a browser's Accept-Language names none of this build's (the
  // environment's, as the commands: serve_cmd.cpp).
  std::string lang = "en";
  // The program's environment (app/environment.h): the catalogues, the environment's language and
  // the documents' fixed time of every request.
  app::Environment environment;
};

class Server {
 public:
  explicit Server(const ServeOptions& options);
  ~Server();
  // Binds the address (the port, when 0, is chosen then).
  absl::Status Bind();
  int Port() const;
  // Serves until Stop(); then lets the requests in flight finish (each within its time limit),
  // drops queued jobs and returns.
  absl::Status Run();
  // Stops accepting; safe from any thread (the command's signal thread).
  void Stop();

 private:
  struct State;
  std::unique_ptr<State> state_;
};

}  // namespace papermines::serve
