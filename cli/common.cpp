// Shared plumbing of the CLI (common.h): error lines, ids, the run-wide time limit.
#include "cli/common.h"

#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <memory>
#include <thread>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "app/option_schema.h"
#include "app/text.h"
#include "core/option_hint.h"
#include "core/output.h"

namespace papermines::cli {

namespace {
const CLI::App* running_command = nullptr;
}  // namespace

void SetRunningCommand(const CLI::App* command) { running_command = command; }

std::string StatusText(const absl::Status& status) {
  const absl::string_view m = status.message();
  std::string line(m.data(), m.size());
  // The library names the option that would help; the flag is the running command's, if it has one.
  if (auto hint = OptionHint(status); hint && running_command != nullptr) {
    const std::string flag = "--" + hint->second;
    if (running_command->get_option_no_throw(flag) != nullptr) {
      absl::StrAppend(&line, " (", hint->first, " ", flag, ")");
    }
  }
  return app::OneLine(line);
}

int ExitStatusOf(const absl::Status& status) {
  if (status.ok()) return 0;
  if (IsOutOfMemory(status)) return 2;
  switch (status.code()) {
    case absl::StatusCode::kNotFound:
    case absl::StatusCode::kResourceExhausted:
      return 1;
    case absl::StatusCode::kDeadlineExceeded:
      return 3;
    default:
      return 2;
  }
}

int ReportError(const absl::Status& status) {
  const bool answer = absl::IsNotFound(status);  // "no such board": an answer, not an error
  std::cerr << (answer ? "papermines: " : "papermines: error: ") << StatusText(status) << "\n";
  return ExitStatusOf(status);
}

Command WithRunTimeLimit(Command c) {
  auto seconds = std::make_shared<double>(0);
  std::string name = c.app->get_name();
  if (c.app->get_parent() != nullptr && c.app->get_parent()->get_parent() != nullptr) {
    name = c.app->get_parent()->get_name() + " " + name;  // "gen reverse"
  }
  // The schema's line for a run-wide limit (app/option_schema.h: the same for every command that
  // writes its output at the end).
  c.app->add_option("--time-limit", *seconds, app::FindOption("time-limit")->Help(name))
      ->check(Seconds());
  c.run = [run = c.run, seconds, name] {
    if (*seconds > 0) {
      const double limit = *seconds;
      std::thread([limit, name] {
        std::this_thread::sleep_for(std::chrono::duration<double>(std::min(limit, 1e9)));
        if (!CommandFiles().StopForExit()) return;  // the output is being written: let it finish
        const std::string line =
            absl::StrCat("papermines: error: time limit of ", limit, " s reached before ", name,
                         " finished; nothing written\n");
        std::fwrite(line.data(), 1, line.size(), OurStderr());
        std::fflush(OurStderr());
        _exit(3);
      }).detach();
    }
    return run();
  };
  return c;
}

CLI::Validator IdList() {
  return CLI::Validator(
      [](std::string& text) -> std::string {
        for (const std::string& id : std::vector<std::string>(absl::StrSplit(text, ','))) {
          if (id.empty()) {
            return "'" + text +
                   "' holds an empty id (one id, or several separated by commas: " + "--id A,B)";
          }
        }
        return "";
      },
      "ID[,ID...]");
}

std::vector<std::string> SplitIds(const std::vector<std::string>& values) {
  std::vector<std::string> ids;
  for (const std::string& v : values) {
    for (std::string& id : std::vector<std::string>(absl::StrSplit(v, ','))) {
      ids.push_back(std::move(id));
    }
  }
  return ids;
}

CLI::Validator PlainText() {
  return CLI::Validator([](std::string& text) -> std::string { return app::TextProblem(text); },
                        "TEXT");
}

RunFiles& CommandFiles() {
  static RunFiles& files = []() -> RunFiles& {
    static RunFiles run;
    // Standard input read twice is kept in $TMPDIR (else /tmp): the front end reads it, the
    // libraries are given it (core/output.h AnonymousTempFile).
    const char* tmp = std::getenv("TMPDIR");
    run.set_temp_dir(tmp != nullptr ? tmp : "");
    return run;
  }();
  return files;
}

int WriteOutput(const std::string& path, std::string_view text) {
  const absl::Status s = WriteFileAtomic(CommandFiles(), path, text);
  return s.ok() ? 0 : ReportError(s);
}

namespace {
std::atomic<FILE*> g_our_stderr{nullptr};
}  // namespace

FILE* OurStderr() {
  FILE* f = g_our_stderr.load();
  return f != nullptr ? f : stderr;
}

void SetOurStderr(FILE* stream) { g_our_stderr.store(stream); }

void PrintWarnings(const std::vector<std::string>& warnings) {
  for (const std::string& w : warnings) std::cerr << "papermines: warning: " << w << "\n";
}

}  // namespace papermines::cli
