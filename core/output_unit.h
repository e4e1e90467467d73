// Outputs put in place together: several staged atomic outputs (core/output.h) at once.
//
// PutAllInPlace renames staged outputs onto their targets all or none: hard-link backups of the
// files about to be replaced are taken first, and when a rename fails the targets already
// replaced are put back. Only a crash between two renames can leave a mix.
//
// An OutputUnit makes several documents of one run one unit (the sets of a series, each with its
// key and .mines file). While a unit is open on a run (its RunFiles), every file output of that
// run that would be put in place (AtomicOutput::Commit, a page set: core/page_files.h) is
// written to disk under its temporary name and kept by the unit, and what would be tidied after
// it (a page set's stale pages) waits too. Commit() puts every file in place at once, under the
// output directories' locks (core/output.h DirectoryLock), with the handled signals blocked and
// the rollback above, then tidies. A unit destroyed without a successful Commit (an error on the
// way) removes its temporaries, and a signal removes them with every other temporary: the
// targets stay as they were, so a series is all new or all old, never a mix. Streams and devices
// are written straight through as always. One unit per run at a time, fed from one thread.
#pragma once

#include <functional>
#include <memory>
#include <span>
#include <vector>

#include "absl/status/status.h"
#include "core/output.h"

namespace papermines {

// Renames each staged output onto its target (AtomicOutput::Stage, then PutInPlace with
// `rename`), all or none, with the handled signals blocked.
absl::Status PutAllInPlace(RunFiles::RenameFunction rename,
                           std::span<const std::unique_ptr<AtomicOutput>> outs);

class OutputUnit {
 public:
  explicit OutputUnit(RunFiles& files);
  ~OutputUnit();  // discards what was not committed
  OutputUnit(const OutputUnit&) = delete;
  OutputUnit& operator=(const OutputUnit&) = delete;

  // Puts everything in place (see above); the unit is closed after it, whatever it returns.
  absl::Status Commit();

  // A staged output, kept until Commit.
  void Adopt(std::unique_ptr<AtomicOutput> staged);
  // Work to do once everything is in place (a page set's stale pages removed).
  void After(std::function<absl::Status()> tidy);

 private:
  RunFiles& files_;
  std::vector<std::unique_ptr<AtomicOutput>> staged_;
  std::vector<std::function<absl::Status()>> after_;
};

}  // namespace papermines
