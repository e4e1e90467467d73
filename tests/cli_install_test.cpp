// `cmake --install` of this build tree into a scratch prefix (cmake/install.cmake): the program,
// the man page and bash completion generated from its --help, the samples, and the engine as a
// CMake package that a separate program (tests/data/consumer) builds against and uses, and the
// Python module.
//
// The commands and options are found here by reading `papermines ... --help` with a simple scan
// of its own (not the generator's parser), so a command or option missing from the man page or
// the completion fails.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "tests/run_binary.h"

namespace papermines::testing_util {
namespace {

namespace fs = std::filesystem;

// Installs the build tree into `prefix`; fails the test on error.
void Install(const std::string& prefix) {
  const RunResult r =
      RunShell(ShellQuote(PAPERMINES_CMAKE) + " --install " + ShellQuote(PAPERMINES_BUILD_DIR) +
               " --prefix " + ShellQuote(prefix));
  ASSERT_EQ(r.status, 0) << r.out << r.err;
}

// The names listed under "Subcommands:" in `papermines PATH --help`.
std::vector<std::string> Subcommands(const std::string& path) {
  const RunResult r = RunPapermines(path + " --help");
  EXPECT_EQ(r.status, 0) << path;
  std::vector<std::string> names;
  bool in = false;
  for (const std::string& line : Lines(r.out)) {
    if (!line.empty() && line[0] != ' ')
      in = line == "Subcommands:";
    else if (in && line.size() > 2 && line[2] != ' ')
      names.push_back(line.substr(2, line.find(' ', 2) - 2));
  }
  return names;
}

// Every command path below the program: "reveal", ..., "gen", "gen paper", ...
std::vector<std::string> AllCommands(const std::string& path = "") {
  std::vector<std::string> all;
  for (const std::string& sub : Subcommands(path)) {
    const std::string p = path.empty() ? sub : path + " " + sub;
    all.push_back(p);
    for (const std::string& deeper : AllCommands(p)) all.push_back(deeper);
  }
  return all;
}

// The long options ("--rows") of `papermines PATH --help`.
std::vector<std::string> LongOptions(const std::string& path) {
  const RunResult r = RunPapermines(path + " --help");
  EXPECT_EQ(r.status, 0) << path;
  std::vector<std::string> names;
  static const std::regex kEntry(R"(^  (?:-[A-Za-z0-9],)?(--[A-Za-z0-9][A-Za-z0-9-]*)\b.*)");
  for (const std::string& line : Lines(r.out)) {
    std::smatch m;
    if (std::regex_match(line, m, kEntry)) names.push_back(m[1]);
  }
  return names;
}

// roff escapes '-' as "\-".
std::string RoffDashes(const std::string& s) {
  std::string out;
  for (char c : s) out += c == '-' ? std::string("\\-") : std::string(1, c);
  return out;
}

// Whether some entry heading (".TP" then "\fB-r,--rows INT...\fR") in `roff` names `option`.
bool HasEntry(const std::string& roff, const std::string& option) {
  const std::string name = RoffDashes(option);
  for (const std::string& line : Lines(roff)) {
    if (line.rfind("\\fB", 0) != 0) continue;
    for (size_t at = line.find(name); at != std::string::npos; at = line.find(name, at + 1)) {
      const std::string before = line.substr(at - 1, 1), after = line.substr(at + name.size(), 3);
      if ((at == 3 || before == ",") && (after[0] == ' ' || after[0] == ',' || after == "\\fR")) {
        return true;
      }
    }
  }
  return false;
}

TEST(Install, ProgramManPageCompletionAndSamples) {
  ScratchDir prefix;
  Install(prefix.Path("p"));
  const fs::path p = prefix.Path("p");
  const RunResult installed = RunShell(ShellQuote((p / "bin/papermines").string()) + " --version");
  const RunResult built = RunPapermines("--version");
  EXPECT_EQ(installed.status, 0);
  EXPECT_EQ(installed.out, built.out);
  EXPECT_NE(installed.out.find("papermines "), std::string::npos);
  EXPECT_TRUE(fs::is_regular_file(p / "share/man/man1/papermines.1"));
  EXPECT_TRUE(fs::is_regular_file(p / "share/bash-completion/completions/papermines"));
  EXPECT_TRUE(fs::is_regular_file(p / "share/doc/papermines/README.md"));
  // Every sample (not the script that makes them), byte for byte.
  int samples = 0;
  for (const fs::directory_entry& e :
       fs::directory_iterator(fs::path(PAPERMINES_SOURCE_DIR) / "samples")) {
    const fs::path copy = p / "share/doc/papermines/samples" / e.path().filename();
    if (e.path().extension() == ".sh") {
      EXPECT_FALSE(fs::exists(copy)) << copy;
      continue;
    }
    ++samples;
    ASSERT_TRUE(fs::is_regular_file(copy)) << copy;
    EXPECT_EQ(ReadWholeFile(copy), ReadWholeFile(e.path())) << copy;
  }
  EXPECT_GT(samples, 10);
}

TEST(Install, ManPageHasEveryCommandAndOption) {
  ScratchDir prefix;
  Install(prefix.Path("p"));
  const std::string page = prefix.Path("p") + "/share/man/man1/papermines.1";
  // It formats without a single groff warning, and man shows it.
  const RunResult groff = RunShell("groff -man -ww -z -Tutf8 " + ShellQuote(page));
  EXPECT_EQ(groff.status, 0);
  EXPECT_EQ(groff.err, "");
  const RunResult man = RunShell("MANWIDTH=100 man -l " + ShellQuote(page));
  EXPECT_EQ(man.status, 0) << man.err;
  EXPECT_NE(man.out.find("PAPERMINES(1)"), std::string::npos);
  EXPECT_NE(man.out.find(RunPapermines("--version").out.substr(0, 11)), std::string::npos);

  // One ".SS papermines CMD" section per command, in --help's order; each holds its options.
  const std::string roff = ReadWholeFile(page);
  std::vector<std::string> sections;
  std::vector<size_t> starts;
  for (size_t at = roff.find("\n.SS "); at != std::string::npos; at = roff.find("\n.SS ", at + 1)) {
    const size_t end = roff.find('\n', at + 1);
    sections.push_back(roff.substr(at + 5, end - at - 5));
    starts.push_back(at);
  }
  starts.push_back(roff.size());
  const std::vector<std::string> commands = AllCommands();
  ASSERT_GE(commands.size(), 10u);  // reveal render sheet theorem solve clicks gen + 3 generators
  ASSERT_EQ(sections.size(), commands.size());
  for (size_t i = 0; i < commands.size(); ++i) {
    EXPECT_EQ(sections[i], RoffDashes("papermines " + commands[i]));
    const std::string body = roff.substr(starts[i], starts[i + 1] - starts[i]);
    const std::vector<std::string> options = LongOptions(commands[i]);
    EXPECT_FALSE(options.empty()) << commands[i];
    for (const std::string& option : options) {
      EXPECT_TRUE(HasEntry(body, option)) << commands[i] << " " << option;
    }
  }
  for (const std::string& option : LongOptions("")) {  // --help, --version
    EXPECT_TRUE(HasEntry(roff.substr(0, starts.front()), option)) << option;
  }
}

// What the completion offers for the words of `line` (the last word is the one being completed).
std::set<std::string> Complete(const std::string& script, const std::string& line) {
  std::string words;
  std::istringstream in(line);
  int count = 0;
  for (std::string w; in >> w; ++count) words += ShellQuote(w) + " ";
  if (line.back() == ' ') {
    words += "''";
    ++count;
  }
  const RunResult r =
      RunShell("bash -c " + ShellQuote("source " + ShellQuote(script) +
                                       " && complete -p papermines >/dev/null && "
                                       "COMP_WORDS=(" +
                                       words + ") && COMP_CWORD=" + std::to_string(count - 1) +
                                       " && _papermines && printf '%s\\n' \"${COMPREPLY[@]}\""));
  EXPECT_EQ(r.status, 0) << line << ": " << r.err;
  std::set<std::string> out;
  for (const std::string& l : Lines(r.out)) {
    if (!l.empty()) out.insert(l);
  }
  return out;
}

TEST(Install, BashCompletionCompletesCommandsOptionsAndValues) {
  ScratchDir prefix;
  Install(prefix.Path("p"));
  const std::string script = prefix.Path("p") + "/share/bash-completion/completions/papermines";
  const std::vector<std::string> top = Subcommands("");
  EXPECT_EQ(Complete(script, "papermines "), std::set<std::string>(top.begin(), top.end()));
  EXPECT_EQ(Complete(script, "papermines ge"), std::set<std::string>{"gen"});
  EXPECT_EQ(Complete(script, "papermines gen p"), std::set<std::string>{"paper"});
  EXPECT_EQ(Complete(script, "papermines gen paper --to"), std::set<std::string>{"--topology"});
  EXPECT_EQ(Complete(script, "papermines gen paper --topology "),
            (std::set<std::string>{"hex", "square", "strip", "triangle"}));
  EXPECT_EQ(Complete(script, "papermines sheet --kind o"), std::set<std::string>{"oneclick"});
  // Option values are stepped over: "x.pdf" and "5" are not commands or options.
  EXPECT_EQ(Complete(script, "papermines sheet -o x.pdf --pa"), std::set<std::string>{"--paper"});
  EXPECT_EQ(Complete(script, "papermines gen paper -r 5 --heu"),
            std::set<std::string>{"--heuristic"});
  // Every option of every command completes from "--".
  for (const std::string& command : AllCommands()) {
    const std::set<std::string> offered = Complete(script, "papermines " + command + " --");
    for (const std::string& option : LongOptions(command)) {
      EXPECT_TRUE(offered.count(option)) << command << " " << option;
    }
  }
}

// The installed library, its headers and their usage examples built by a consumer project: Release
// builds only (the lone suite). The install rules are the same in both builds; under the sanitizers
// it compiled the same examples again with clang (28 s, the sanitizer suite's sixth longest test,
// issue 37) to run a few calls whose code the library tests run under the sanitizers anyway.
#ifndef PAPERMINES_SANITIZED
// The engine's entry headers: each opens with a usage example that is a whole program.
const std::vector<std::string> kEntryHeaders = {"core/puzzle.h",  "core/mines_io.h",
                                                "solve/solver.h", "solve/grade.h",
                                                "gen/paper.h",    "gen/producer.h"};

// The example after the header's "// Usage" line: its lines indented "//   " (or a bare "//"),
// with the comment marks taken off.
std::string UsageExample(const std::string& header) {
  std::string code;
  bool in = false;
  for (const std::string& line : Lines(header)) {
    if (!in) {
      in = line.rfind("// Usage", 0) == 0;
      continue;
    }
    if (line == "//") {
      code += "\n";
    } else if (line.rfind("//   ", 0) == 0) {
      code += line.substr(5) + "\n";
    } else if (!code.empty()) {
      break;
    }
  }
  return code;
}

TEST(Install, LibraryConsumerBuildsAgainstInstalledTree) {
  ScratchDir scratch;
  const std::string prefix = scratch.Path("p");
  Install(prefix);
  // The installed package names no path of the source or build tree.
  const std::string targets =
      ReadWholeFile(prefix + "/lib/cmake/papermines/papermines-targets.cmake");
  ASSERT_FALSE(targets.empty());
  EXPECT_EQ(targets.find(PAPERMINES_SOURCE_DIR), std::string::npos);
  EXPECT_EQ(targets.find(PAPERMINES_BUILD_DIR), std::string::npos);

  // Headers under the project prefix only; the internal ones are not installed.
  for (const std::string& entry : kEntryHeaders) {
    EXPECT_TRUE(fs::exists(prefix + "/include/papermines/" + entry)) << entry;
  }
  for (const char* internal : {"core/strings.h", "core/lex.h", "solve/field.h",
                               "solve/union_find.h", "solve/linalg.h", "solve/search.h"}) {
    EXPECT_FALSE(fs::exists(prefix + "/include/papermines/" + internal)) << internal;
  }
  for (const auto& e : fs::directory_iterator(prefix + "/include")) {
    EXPECT_EQ(e.path().filename(), "papermines") << e.path();
  }
  // Every installed header includes ours with the prefix, and none includes a header that is not
  // installed.
  const std::regex ours(R"re(#include "((core|solve|gen)/[a-z_]+\.h)")re");
  const std::regex prefixed(R"re(#include "papermines/((core|solve|gen)/[a-z_]+\.h)")re");
  for (const auto& e : fs::recursive_directory_iterator(prefix + "/include/papermines")) {
    if (!e.is_regular_file()) continue;
    const std::string text = ReadWholeFile(e.path().string());
    EXPECT_FALSE(std::regex_search(text, ours)) << e.path();
    for (std::sregex_iterator m(text.begin(), text.end(), prefixed), end; m != end; ++m) {
      EXPECT_TRUE(fs::exists(prefix + "/include/papermines/" + (*m)[1].str()))
          << e.path() << " includes " << (*m)[1].str();
    }
  }
  // The usage example at the top of each entry header, as a program of its own.
  const std::string examples = scratch.Path("examples");
  fs::create_directories(examples);
  for (const std::string& entry : kEntryHeaders) {
    const std::string code = UsageExample(ReadWholeFile(prefix + "/include/papermines/" + entry));
    ASSERT_NE(code.find("int main()"), std::string::npos) << entry << " has no usage example";
    std::string name = entry.substr(0, entry.size() - 2);
    std::replace(name.begin(), name.end(), '/', '_');
    WriteWholeFile(examples + "/" + name + ".cpp", code);
  }

  const std::string build = scratch.Path("consumer");
  const std::string launcher = PAPERMINES_CXX_LAUNCHER;
  const RunResult configure = RunShell(
      ShellQuote(PAPERMINES_CMAKE) + " -S " + ShellQuote(PAPERMINES_TEST_DATA "/consumer") +
      " -B " + ShellQuote(build) + " -DPAPERMINES_EXAMPLES_DIR=" + ShellQuote(examples) +
      " -DCMAKE_BUILD_TYPE=Release -DCMAKE_PREFIX_PATH=" + ShellQuote(prefix) +
      " -DCMAKE_CXX_COMPILER=" + ShellQuote(PAPERMINES_CXX) +
      (launcher.empty() ? "" : " -DCMAKE_CXX_COMPILER_LAUNCHER=" + ShellQuote(launcher)));
  ASSERT_EQ(configure.status, 0) << configure.out << configure.err;
  // It found the scratch prefix's package, not some other installation.
  const std::string cache = ReadWholeFile(build + "/CMakeCache.txt");
  EXPECT_NE(cache.find("papermines_DIR:PATH=" + prefix + "/lib/cmake/papermines"),
            std::string::npos);
  const RunResult compile =
      RunShell(ShellQuote(PAPERMINES_CMAKE) + " --build " + ShellQuote(build));
  ASSERT_EQ(compile.status, 0) << compile.out << compile.err;

  for (const std::string& entry : kEntryHeaders) {
    std::string name = entry.substr(0, entry.size() - 2);
    std::replace(name.begin(), name.end(), '/', '_');
    const RunResult example = RunShell(ShellQuote(build + "/example_" + name));
    EXPECT_EQ(example.status, 0) << entry << "'s usage example: " << example.out << example.err;
  }

  const RunResult run = RunShell(ShellQuote(build + "/consumer"));
  ASSERT_EQ(run.status, 0) << run.err;
  EXPECT_NE(run.err.find("is unique"), std::string::npos) << run.err;
  EXPECT_NE(run.out.find("puzzle paper"), std::string::npos);
  // The installed program proves the consumer's puzzle again, independently of the consumer.
  const RunResult solve =
      RunShell(ShellQuote(prefix + "/bin/papermines") + " solve - --no-grade", run.out);
  EXPECT_EQ(solve.status, 0) << solve.out << solve.err;
  EXPECT_NE(solve.out.find(": unique"), std::string::npos) << solve.out;
}
#endif  // PAPERMINES_SANITIZED

// The Python module (python/) lands in PREFIX/lib/python3/dist-packages/papermines, Debian's place,
// and works from there: it generates, proves and draws, and is that directory's copy. (Sanitizer
// builds have no module.)
#ifdef PAPERMINES_PYTHON3
TEST(Install, PythonModuleImportsFromDistPackages) {
  ScratchDir scratch;
  const std::string prefix = scratch.Path("p");
  Install(prefix);
  const std::string dir = prefix + "/lib/python3/dist-packages";
  ASSERT_TRUE(fs::exists(dir + "/papermines/__init__.py"));
  const std::string script =
      "import papermines as pm\n"
      "print(pm.__file__)\n"
      "p = pm.generate(rows=6, cols=6, seed=4)[0]\n"
      "print(pm.solve(p).verdict, p.clues_array().shape, p.svg().startswith('<?xml'))\n";
  const RunResult run = RunShell(
      "cd / && PYTHONPATH=" + ShellQuote(dir) + " " + ShellQuote(PAPERMINES_PYTHON3) + " -",
      script);
  ASSERT_EQ(run.status, 0) << run.out << run.err;
  EXPECT_EQ(run.out, dir + "/papermines/__init__.py\nunique (6, 6) True\n");
}
#endif

}  // namespace
}  // namespace papermines::testing_util
