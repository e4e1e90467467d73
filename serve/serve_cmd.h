// papermines serve, the command's run: the server on its address until a signal stops it. Its
// flags are read by the program (program/serve_cmd.cpp), which reports the error returned here.
#pragma once

#include <string>

#include "absl/status/status.h"
#include "app/environment.h"
#include "serve/server.h"

namespace papermines::serve {

struct ServeCommandOptions {
  std::string listen = "127.0.0.1:8080";  // HOST:PORT
  bool open = false;                      // open the worksheet maker in the default browser
  ServeOptions server;
};

// Serves until SIGINT, SIGTERM or SIGHUP: says on stdout where it listens and who can reach it,
// and that it stopped. `env` is the program's environment (the pages' fallback language, the
// catalogues, the documents' fixed time), used for every request.
absl::Status RunServe(ServeCommandOptions o, const app::Environment& env);

}  // namespace papermines::serve
