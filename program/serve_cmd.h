// papermines serve as a command of the program: its flags, read by the command line's CLI11
// application, and its run, the web front end's (serve/serve_cmd.h). The program composes the two
// front ends here, so that neither includes the other.
#pragma once

#include "CLI/CLI.hpp"
#include "cli/common.h"

namespace papermines::program {

cli::Command SetupServe(CLI::App& app);

}  // namespace papermines::program
