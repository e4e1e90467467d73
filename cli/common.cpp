// Shared plumbing of the CLI (common.h): error lines, reading the puzzles of a command.
#include "cli/common.h"

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <memory>
#include <thread>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "core/line_source.h"
#include "core/mines_io.h"
#include "core/option_hint.h"
#include "core/output.h"
#include "core/puzzlink.h"
#include "core/strings.h"

namespace papermines::cli {

std::string OneLine(std::string_view message, size_t max_bytes) {
  std::string out;
  for (size_t i = 0; i < message.size();) {
    if (out.size() >= max_bytes) {
      out += "...";
      break;
    }
    const unsigned char b = static_cast<unsigned char>(message[i]);
    // A UTF-8 sequence stays as it is; control bytes and broken sequences become \xNN.
    const size_t len = b >= 0x20 && b < 0x7f ? 1
                       : (b & 0xE0) == 0xC0  ? 2
                       : (b & 0xF0) == 0xE0  ? 3
                       : (b & 0xF8) == 0xF0  ? 4
                                             : 0;
    // A bidirectional control (U+202E ...) would reorder the rest of the line: shown as \u202e.
    if (len >= 2 && FindBidiControl(message.substr(i, len)) == 0) {
      const unsigned cp = len == 2 ? ((b & 0x1Fu) << 6) | (message[i + 1] & 0x3Fu)
                                   : ((b & 0x0Fu) << 12) | ((message[i + 1] & 0x3Fu) << 6) |
                                         (message[i + 2] & 0x3Fu);
      static const char kHexDigits[] = "0123456789abcdef";
      out += {'\\',
              'u',
              kHexDigits[(cp >> 12) & 15],
              kHexDigits[(cp >> 8) & 15],
              kHexDigits[(cp >> 4) & 15],
              kHexDigits[cp & 15]};
      i += len;
      continue;
    }
    bool whole = len > 0 && i + len <= message.size();
    for (size_t k = 1; whole && k < len; ++k) {
      whole = (static_cast<unsigned char>(message[i + k]) & 0xC0) == 0x80;
    }
    if (whole) {
      out.append(message.data() + i, len);
      i += len;
    } else {
      static const char kHex[] = "0123456789abcdef";
      out += {'\\', 'x', kHex[b >> 4], kHex[b & 15]};
      ++i;
    }
  }
  return out;
}

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
  return OneLine(line);
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
  c.app
      ->add_option("--time-limit", *seconds,
                   "seconds for the whole run (0 = none): when they run out before the output is "
                   "written, papermines stops, leaves no file behind and exits with status 3")
      ->check(Seconds());
  std::string name = c.app->get_name();
  if (c.app->get_parent() != nullptr && c.app->get_parent()->get_parent() != nullptr) {
    name = c.app->get_parent()->get_name() + " " + name;  // "gen reverse"
  }
  c.run = [run = c.run, seconds, name] {
    if (*seconds > 0) {
      const double limit = *seconds;
      std::thread([limit, name] {
        std::this_thread::sleep_for(std::chrono::duration<double>(std::min(limit, 1e9)));
        if (!StopOutputsForExit()) return;  // the output is being written: let it finish
        const std::string line =
            absl::StrCat("papermines: error: time limit of ", limit, " s reached before ", name,
                         " finished; nothing written\n");
        std::fwrite(line.data(), 1, line.size(), stderr);
        std::fflush(stderr);
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

std::string TextProblem(std::string_view text) {
  if (FindBidiControl(text) != std::string::npos) {
    return "holds a bidirectional control character (U+202E and the like), which would show the "
           "text reordered";
  }
  for (unsigned char ch : text) {
    if (ch < 0x20 || ch == 0x7f) return "holds a control character (a newline, a tab, ...)";
  }
  // Every byte that is not ASCII must be part of a whole UTF-8 character: OneLine keeps such text
  // as it is and shows any other byte as \xNN.
  if (OneLine(text) != text) return "is not UTF-8 text";
  return "";
}

CLI::Validator PlainText() {
  return CLI::Validator([](std::string& text) -> std::string { return TextProblem(text); }, "TEXT");
}

RunFiles& CommandFiles() {
  static RunFiles files;
  return files;
}

int WriteOutput(const std::string& path, std::string_view text) {
  const absl::Status s = WriteFileAtomic(CommandFiles(), path, text);
  return s.ok() ? 0 : ReportError(s);
}

std::string InputName(const std::string& path) { return path == "-" ? "<stdin>" : path; }

namespace {

// A puzz.link URL given in place of a file: always with http(s)://, the bare mines/C/R/BODY only
// when no file has that name.
bool IsUrlArgument(const std::string& path) {
  return LooksLikePuzzLink(path) &&
         (path.rfind("mines/", 0) != 0 || access(path.c_str(), F_OK) != 0);
}

}  // namespace

namespace {

using EachPuzzle = std::function<absl::Status(Puzzle&&, int64_t index)>;
using OnRead = std::function<void()>;

// The one way in for the puzzles of a command: a URL, a URL list or a .mines file, read puzzle
// by puzzle from a bounded buffer (core/line_source.h). With `check_first`, a first pass reads the
// whole input keeping nothing (a URL list is only scanned: no grid is built), so that an input
// error stops the command before `each` sees any puzzle; the second pass hands the puzzles over.
// `reading` is called when the reading of the puzzles handed over begins.
absl::Status ReadEachPuzzle(const std::string& path, MinesRead mode, bool check_first,
                            const EachPuzzle& each, const OnRead& reading = nullptr) {
  if (IsUrlArgument(path)) {
    if (reading) reading();
    absl::StatusOr<Puzzle> p = ParsePuzzLink(path);
    if (!p.ok()) return p.status();
    return each(*std::move(p), 0);
  }
  absl::StatusOr<std::unique_ptr<LineSource>> opened = LineSource::Open(CommandFiles(), path);
  if (!opened.ok()) return opened.status();
  LineSource& lines = **opened;
  // A text of URLs, one a line, reads like a .mines file of those puzzles.
  absl::StatusOr<bool> urls = IsPuzzLinkList(lines);
  if (!urls.ok()) return urls.status();
  auto pass = [&](const std::function<absl::Status(Puzzle &&)>& one, bool check_only) {
    // An input without any puzzle is an error (FORMAT.md's solve exits 0 "when every puzzle is
    // unique": an empty file must not pass for that); a URL list has at least its first URL.
    return *urls ? ReadPuzzLinkEach(lines, one, check_only)
                 : ReadMinesEach(lines, one, mode, /*need_a_puzzle=*/true);
  };
  if (check_first) {
    if (absl::Status s = pass([](Puzzle&&) { return absl::OkStatus(); }, true); !s.ok()) return s;
    if (absl::Status s = lines.Rewind(); !s.ok()) return s;
  }
  if (reading) reading();
  int64_t index = 0;
  return pass([&](Puzzle&& p) { return each(std::move(p), index++); }, false);
}

}  // namespace

absl::StatusOr<std::vector<Puzzle>> ReadPuzzles(const std::string& path, MinesRead mode) {
  std::vector<Puzzle> puzzles;
  absl::Status s = ReadEachPuzzle(path, mode, /*check_first=*/false, [&](Puzzle&& p, int64_t) {
    puzzles.push_back(std::move(p));
    return absl::OkStatus();
  });
  if (!s.ok()) return s;
  return puzzles;
}

absl::StatusOr<std::vector<Puzzle>> ReadPuzzles(const std::vector<std::string>& paths) {
  std::vector<Puzzle> puzzles;
  for (const std::string& path : paths) {
    auto got = ReadPuzzles(path);
    if (!got.ok()) return got.status();
    for (Puzzle& p : *got) puzzles.push_back(std::move(p));
  }
  return puzzles;
}

absl::Status ForEachPuzzle(const std::string& path, const EachPuzzle& each,
                           const std::function<void()>& reading) {
  return ReadEachPuzzle(path, MinesRead::kPuzzles, /*check_first=*/true, each, reading);
}

}  // namespace papermines::cli
