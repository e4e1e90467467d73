// RunFiles (core/output.h): the inputs and outputs of one run, kept by the run that owns them, so
// that no output is an input or another output of the same run, and nothing a run read or wrote
// binds the next one (a Python session, a server, a test).
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <filesystem>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "core/line_source.h"
#include "core/mines_io.h"
#include "core/output.h"
#include "gtest/gtest.h"
#include "tests/run_binary.h"

namespace papermines {
namespace {

namespace fs = std::filesystem;
using testing_util::ScratchDir;

bool Says(const absl::Status& s, const std::string& words) {
  return std::string(s.message()).find(words) != std::string::npos;
}

TEST(RunFilesTest, AnInputOfTheRunIsNotOneOfItsOutputs) {
  ScratchDir dir;
  const std::string mines = dir.Path("class.mines");
  testing_util::WriteWholeFile(mines, "old");
  RunFiles run;
  ASSERT_EQ(*ReadWholeFile(run, mines), "old");
  const absl::Status s = WriteFileAtomic(run, mines, "new");
  EXPECT_TRUE(Says(s, "it is the input")) << s;
  EXPECT_EQ(testing_util::ReadWholeFile(mines), "old");
  // A hard link to it is the same file.
  fs::create_hard_link(mines, dir.Path("link.mines"));
  EXPECT_TRUE(Says(WriteFileAtomic(run, dir.Path("link.mines"), "x"), "the same file as"));
  // And an output being written is not read as an input of the same run.
  const std::string out = dir.Path("out.mines");
  testing_util::WriteWholeFile(out, "before");
  AtomicOutput writing;
  ASSERT_TRUE(writing.Open(run, out).ok());
  EXPECT_TRUE(Says(ReadWholeFile(run, out).status(), "it is the output file"));
  EXPECT_TRUE(Says(LineSource::Open(run, out).status(), "it is the output file"));
  RunFiles other;  // another run may read it
  EXPECT_EQ(*ReadWholeFile(other, out), "before");
}

TEST(RunFilesTest, TheNextRunStartsClean) {
  ScratchDir dir;
  const std::string mines = dir.Path("class.mines");
  testing_util::WriteWholeFile(mines, "old");
  {
    RunFiles read;
    ASSERT_TRUE(ReadWholeFile(read, mines).ok());
    RunFiles write;  // another run, even while the first lives: read, change, write back
    ASSERT_TRUE(WriteFileAtomic(write, mines, "new").ok());
  }
  EXPECT_EQ(testing_util::ReadWholeFile(mines), "new");
  RunFiles again;  // an input is noted before it is read, so one that fails to parse counts too
  ASSERT_EQ(ReadMinesFile(again, mines).status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_TRUE(Says(WriteFileAtomic(again, mines, "newer"), "it is the input"));
  // Standard input is read once per run, not once per process.
  RunFiles first, second;
  ASSERT_TRUE(first.NoteInput("-").ok());
  EXPECT_TRUE(Says(first.NoteInput("-"), "named twice"));
  EXPECT_TRUE(second.NoteInput("-").ok());
}

TEST(RunFilesTest, TwoOutputsOfOneRunAreTwoFiles) {
  ScratchDir dir;
  RunFiles run;
  EXPECT_TRUE(Says(run.NoteOutputs({dir.Path("a.pdf"), dir.Path("b.pdf"), dir.Path("a.pdf")}),
                   "also the output"));
  EXPECT_FALSE(fs::exists(dir.Path("a.pdf")));
  RunFiles streams;
  EXPECT_TRUE(Says(streams.NoteOutputs({"-", "/dev/stdout"}), "also the output"));
  // The same name opened again (a page set checked, then written) is the same output.
  RunFiles pages;
  ASSERT_TRUE(pages.NoteOutputs({dir.Path("p.svg")}).ok());
  EXPECT_TRUE(WriteFileAtomic(pages, dir.Path("p.svg"), "page").ok());
  // Another run may write it.
  RunFiles other;
  EXPECT_TRUE(WriteFileAtomic(other, dir.Path("p.svg"), "again").ok());
}

TEST(RunFilesTest, ALinkToAnotherOutputIsThatOutput) {
  ScratchDir dir;
  // A key whose name is a symbolic link to the sheet: writing both would put the key in the
  // sheet's place. Whether the sheet was announced first or written first, the key is refused.
  testing_util::WriteWholeFile(dir.Path("w.pdf"), "sheet");
  fs::create_symlink("w.pdf", dir.Path("w-key.pdf"));
  RunFiles written;
  ASSERT_TRUE(WriteFileAtomic(written, dir.Path("w.pdf"), "new sheet").ok());
  EXPECT_TRUE(Says(WriteFileAtomic(written, dir.Path("w-key.pdf"), "key"), "also the output"));
  EXPECT_EQ(testing_util::ReadWholeFile(dir.Path("w.pdf")), "new sheet");
  RunFiles announced;
  EXPECT_TRUE(
      Says(announced.NoteOutputs({dir.Path("w.pdf"), dir.Path("w-key.pdf")}), "also the output"));
  // A link to a file that does not exist yet (the sheet not written) is the same output too.
  fs::create_symlink("x.pdf", dir.Path("x-key.pdf"));
  RunFiles fresh;
  ASSERT_TRUE(fresh.NoteOutput(dir.Path("x.pdf")).ok());
  EXPECT_TRUE(Says(fresh.NoteOutput(dir.Path("x-key.pdf")), "also the output"));
  EXPECT_FALSE(fs::exists(dir.Path("x.pdf")));
}

TEST(RunFilesTest, TheThreadsOfOneRunShareIt) {
  ScratchDir dir;
  RunFiles run;
  const std::vector<std::string> names = {dir.Path("t0.txt"), dir.Path("t1.txt"),
                                          dir.Path("t2.txt"), dir.Path("t3.txt")};
  std::vector<std::thread> threads;
  std::vector<absl::Status> got(8);
  for (size_t k = 0; k < got.size(); ++k) {
    threads.emplace_back([&, k] { got[k] = WriteFileAtomic(run, names[k % 4], "x"); });
  }
  for (std::thread& t : threads) t.join();
  // Each name is one output, opened by two threads under the same name: both may write it.
  for (const absl::Status& s : got) EXPECT_TRUE(s.ok()) << s;
  // One more output of the run, announced by another thread, is known to all of them.
  std::thread([&] { ASSERT_TRUE(run.NoteOutputs({dir.Path("all.pdf")}).ok()); }).join();
  EXPECT_TRUE(Says(run.NoteOutputs({dir.Path("all.pdf")}), "also the output"));
}

// A run-wide time limit stops the run it times (RunFiles::StopForExit): before anything of the run
// is in place it stops it for good, after a commit it lets it finish; another run's outputs are
// its own, not blocked by the stopped one.
TEST(RunFilesTest, AStoppedRunIsThatRunAlone) {
  ScratchDir dir;
  RunFiles written;
  ASSERT_TRUE(WriteFileAtomic(written, dir.Path("a.txt"), "a").ok());
  EXPECT_FALSE(written.StopForExit());  // an output is in place: the run is let finish
  ASSERT_TRUE(WriteFileAtomic(written, dir.Path("b.txt"), "b").ok());  // and it still commits
  // Stopped before any output: its commit lock stays held, as for a process about to _exit, so
  // the object is never destroyed.
  RunFiles* stopped = new RunFiles;
  EXPECT_TRUE(stopped->StopForExit());
  RunFiles other;
  EXPECT_TRUE(WriteFileAtomic(other, dir.Path("c.txt"), "c").ok());
  EXPECT_EQ(testing_util::ReadWholeFile(dir.Path("c.txt")), "c");
  // The stopped run commits nothing more: a write of it waits for an exit that never comes here.
  auto done = std::make_shared<std::atomic<bool>>(false);
  std::thread([stopped, path = dir.Path("d.txt"), done] {
    (void)WriteFileAtomic(*stopped, path, "d");
    *done = true;
  }).detach();
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  EXPECT_FALSE(*done);
  EXPECT_FALSE(fs::exists(dir.Path("d.txt")));
}

}  // namespace
}  // namespace papermines
