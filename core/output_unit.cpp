// Outputs put in place together (output_unit.h).
#include "core/output_unit.h"

#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <utility>

#include "absl/strings/str_cat.h"

namespace papermines {
namespace {

// A hard link to `path` under a fresh name beside it (registered for removal on a signal); empty
// when none could be made.
std::string Backup(const std::string& path) {
  for (int n = 0; n < 1000; ++n) {
    std::string name = SiblingName(path, absl::StrCat(".old-", getpid(), "-", n));
    RegisterTemp(name);
    if (link(path.c_str(), name.c_str()) == 0) return name;
    ForgetTemp(name);
    if (errno != EEXIST) return "";
  }
  return "";
}

// The real path of the directory `path` is in (one directory named two ways is one), or its
// name as written when it cannot be resolved.
std::string RealDirectoryOf(const std::string& path) {
  const size_t slash = path.rfind('/');
  const std::string dir = slash == std::string::npos ? "."
                          : slash == 0               ? "/"
                                                     : path.substr(0, slash);
  char* real = realpath(dir.c_str(), nullptr);
  if (real == nullptr) return dir;
  std::string name(real);
  std::free(real);
  return name;
}

}  // namespace

absl::Status PutAllInPlace(RunFiles::RenameFunction rename,
                           std::span<const std::unique_ptr<AtomicOutput>> outs) {
  // Backups of the files about to be replaced, for a rollback.
  std::vector<std::string> backups(outs.size());
  std::vector<bool> existed(outs.size());
  for (size_t k = 0; k < outs.size(); ++k) {
    struct stat st;
    existed[k] = lstat(outs[k]->target().c_str(), &st) == 0;
    if (existed[k]) backups[k] = Backup(outs[k]->target());
  }
  const auto drop_backups = [&backups] {
    for (std::string& name : backups) {
      if (name.empty()) continue;
      unlink(name.c_str());
      ForgetTemp(name);
      name.clear();
    }
  };
  // All renames, not cut in the middle by a signal.
  SignalBlock block;
  for (size_t k = 0; k < outs.size(); ++k) {
    absl::Status s = outs[k]->PutInPlace(rename);
    if (s.ok()) continue;
    bool restored = true;
    for (size_t j = 0; j < k; ++j) {
      const std::string& target = outs[j]->target();
      if (!backups[j].empty()) {
        if (std::rename(backups[j].c_str(), target.c_str()) == 0) {
          ForgetTemp(backups[j]);
          backups[j].clear();
        } else {
          restored = false;
        }
      } else if (!existed[j]) {
        unlink(target.c_str());
      } else {
        restored = false;
      }
    }
    drop_backups();
    if (!restored) {
      return absl::InternalError(absl::StrCat(
          s.message(), " (", k, " of ", outs.size(),
          " files were already replaced and could not all be put back: the output mixes old "
          "and new files)"));
    }
    return s;
  }
  drop_backups();
  return absl::OkStatus();
}

OutputUnit::OutputUnit(RunFiles& files) : files_(files) {
  files_.unit_ = this;
  files_.unit_outputs_ = &staged_;
}

OutputUnit::~OutputUnit() {
  if (files_.unit_ == this) {
    files_.unit_ = nullptr;
    files_.unit_outputs_ = nullptr;
  }
}  // ~AtomicOutput removes the temporaries of whatever was not put in place

void OutputUnit::Adopt(std::unique_ptr<AtomicOutput> staged) {
  staged_.push_back(std::move(staged));
}

void OutputUnit::After(std::function<absl::Status()> tidy) { after_.push_back(std::move(tidy)); }

absl::Status OutputUnit::Commit() {
  files_.unit_ = nullptr;
  files_.unit_outputs_ = nullptr;
  // Every directory written into, locked in one order (two runs never wait on each other).
  std::map<std::string, std::string> dirs;  // real directory -> a target in it
  for (const std::unique_ptr<AtomicOutput>& out : staged_) {
    dirs.emplace(RealDirectoryOf(out->target()), out->target());
  }
  std::vector<std::unique_ptr<DirectoryLock>> locks;
  for (const auto& [dir, target] : dirs) {
    locks.push_back(std::make_unique<DirectoryLock>());
    if (absl::Status s = locks.back()->Acquire(target); !s.ok()) return s;
  }
  std::unique_lock<std::mutex> commit = files_.BeginCommit();
  if (absl::Status s = PutAllInPlace(files_.rename(), staged_); !s.ok()) return s;
  staged_.clear();
  SignalBlock block;
  for (const std::function<absl::Status()>& tidy : after_) {
    if (absl::Status s = tidy(); !s.ok()) return s;
  }
  return absl::OkStatus();
}

}  // namespace papermines
