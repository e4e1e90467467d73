// Shared plumbing of the CLI: how a subcommand registers itself and how errors become
// "papermines: error: ..." with exit status 2. Only the CLI turns Status values into exit codes.
#pragma once

#include <charconv>
#include <cstdio>
#include <functional>
#include <iostream>
#include <limits>
#include <memory>
#include <string>
#include <string_view>
#include <system_error>
#include <type_traits>
#include <vector>

#include "CLI/CLI.hpp"
#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "app/defaults.h"
#include "core/kind_list.h"
#include "core/output.h"

namespace papermines::cli {

// A registered subcommand: the CLI11 app it parsed into and what to run when it was chosen.
// run() returns the process exit status.
struct Command {
  CLI::App* app = nullptr;
  std::function<int()> run;
};

// How every command starts its Setup function: its options, which live as long as the program
// (the flags bind to their members), and its subcommand of `parent` (the program, or `gen`).
// Runs(f) is the command that calls f on the options once they are parsed.
template <class Options>
struct NewCommand {
  NewCommand(CLI::App& parent, std::string name, std::string description)
      : sub(*parent.add_subcommand(std::move(name), std::move(description))) {}
  Command Runs(int (*run)(const Options&)) const {
    return Command{&sub, [opts = opts, run] { return run(*opts); }};
  }
  std::shared_ptr<Options> opts = std::make_shared<Options>();
  CLI::App& sub;
};

// The one map from a library status to what the program says and its exit status (FORMAT.md
// "Exit statuses"); every command ends a failure through it:
//   NotFound           "no such puzzle or board exists" (a well-formed answer that is no): the
//                      line "papermines: <message>", exit 1;
//   ResourceExhausted  "none found within the tries": "papermines: error: <message>", exit 1 --
//                      except the one out-of-memory error (core/output.h OutOfMemoryError), exit 2;
//   DeadlineExceeded   a time limit ran out: "papermines: error: <message>", exit 3;
//   anything else      bad input, bad options (FailedPrecondition: options that cannot be met
//                      together), unreadable or unwritable files: "papermines: error: ...", exit 2.
// Library code keeps to these codes (a file that cannot be read is not NotFound).
int ExitStatusOf(const absl::Status& status);
// Prints the status's line (above) on stderr and returns its exit status. The message is kept to
// ONE line (FORMAT.md) with OneLine. A library error's option hint (core/option_hint.h) becomes
// "(raise --max-tries)" when the running command has that flag.
int ReportError(const absl::Status& status);
// The message of `status` as one line, with its option hint as the running command's flag.
std::string StatusText(const absl::Status& status);
// The command whose flags ReportError may suggest (main sets it before running the command).
void SetRunningCommand(const CLI::App* command);
// The end of most commands: `text` written whole to `path` ("-" = stdout), exit status 0, or the
// error reported (exit status 2) and nothing left behind.
int WriteOutput(const std::string& path, std::string_view text);
// The stream our own lines go to (fd 2). Once a drawing command has set up its libraries
// (cli/draw.h), C's `stderr` is theirs, a filter that makes each of their lines one of ours; our
// code writes through this stream (or std::cerr, bound to it) instead.
FILE* OurStderr();
void SetOurStderr(FILE* stream);
// The warnings of a run (app/ returns them as values), one line each on stderr:
// "papermines: warning: ...".
void PrintWarnings(const std::vector<std::string>& warnings);
// The inputs and outputs of this command run (core/output.h RunFiles), which every read and write
// of the command passes to the libraries. The program runs one command per process, so it owns
// one for it; nothing of it outlives the run.
RunFiles& CommandFiles();
// CLI11 2.1 reads integers with strtoull/strtoll and keeps the saturated value of an overflowing
// number; this validator refuses such numbers instead of silently using 2^64 - 1. T is the
// option's integer type.
template <typename T>
CLI::Validator FitsInteger() {
  return CLI::Validator(
      [](std::string& text) -> std::string {
        T v{};
        const char* b = text.data();
        const char* e = b + text.size();
        if (b != e && *b == '+') ++b;
        // strtoull reads "-1" as 2^64 - 1: an unsigned option refuses a sign.
        if (std::is_unsigned_v<T> && b != e && *b == '-') {
          return text + " is negative; expected a number from 0 to " +
                 std::to_string(std::numeric_limits<T>::max());
        }
        auto [ptr, ec] = std::from_chars(b, e, v);
        if (ec == std::errc::result_out_of_range) {
          return text + " is out of range for a " + std::to_string(sizeof(T) * 8) + "-bit number";
        }
        return "";
      },
      "");
}

// A number of seconds: a decimal from 0 to 1e12 ("nan", "inf" and negatives refused). CLI11's
// NonNegativeNumber would answer "Value -1 not in range 0.000000 to 1797...", 300 digits of
// DBL_MAX; this says "expected a number of seconds from 0 to 1e12, got '-1'".
inline CLI::Validator Seconds() {
  return CLI::Validator(
      [](std::string& text) -> std::string {
        double v = 0;
        const char* b = text.data();
        const char* e = b + text.size();
        auto [ptr, ec] = std::from_chars(b, e, v);
        if (b == e || ec != std::errc() || ptr != e || !(v >= 0) || v > app::kMaxSeconds) {
          return "expected a number of seconds from 0 to 1e12, got '" + text + "'";
        }
        return "";
      },
      "SECONDS");
}

// --id values: one id, or several separated by commas ("A,B"); an empty id ('', ',', "A,,B") is
// refused by name, so an option that follows is never taken for an id.
CLI::Validator IdList();
// The ids of --id values (each split at its commas), in order.
std::vector<std::string> SplitIds(const std::vector<std::string>& values);

// `c` with a run-wide `--time-limit SECONDS` (0 = none), the same meaning and exit status on every
// long-running command: when the time runs out before any output is put in place, papermines
// removes what it began to write, says "time limit of S s reached ...; nothing written" and exits
// with status 3. (solve and gen paper have their own --time-limit: per puzzle, and for the run
// with whole puzzles kept.) Wrap a command's Command with it in its Setup function.
Command WithRunTimeLimit(Command c);

// Text that is printed (a title, a name): app::TextProblem's checks (app/text.h).
CLI::Validator PlainText();
// The command line's commands, each set up by its file (options struct, Setup<Command> and
// Run<Command>); the program's table of commands (program/commands.h) names them.
Command SetupSheet(CLI::App& app);
Command SetupBook(CLI::App& app);
Command SetupRender(CLI::App& app);
Command SetupGen(CLI::App& app);
Command SetupSolve(CLI::App& app);
Command SetupCheck(CLI::App& app);
Command SetupExport(CLI::App& app);
Command SetupClicks(CLI::App& app);
Command SetupTheorem(CLI::App& app);
Command SetupReveal(CLI::App& app);
// The gen subcommands, one a kind: cli/gen_<kind>_cmd.cpp defines k<Name>GenCommand, its setup
// and what `gen --help` says of it; core/kind_list.h lists them (PM_KIND_DESCRIPTORS), in its
// order, and SetupGen registers each on `gen` (a kind listed without its gen command does not
// link; tests/cli_kinds_test.cpp runs `gen <kind>` of every kind).
struct GenCommand {
  const char* summary = "";  // "reverse-sweep boards": `gen reverse` (reverse-sweep boards)
  Command (*setup)(CLI::App& gen) = nullptr;
};
PM_KIND_DESCRIPTORS(GenCommand)

}  // namespace papermines::cli
