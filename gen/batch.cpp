// The batch driver's pieces that need no template: how many threads --jobs means, and the
// progress bar drawn on a terminal.
#include "gen/batch.h"

#include <algorithm>
#include <cstdio>

namespace papermines {

int ResolveJobs(int jobs) {
  if (jobs > 0) return std::min(jobs, 1024);
  const unsigned hw = std::thread::hardware_concurrency();
  return hw == 0 ? 1 : static_cast<int>(hw);
}

ProgressBar::ProgressBar(bool enabled, std::string label, int64_t total)
    : enabled_(enabled && total > 0), label_(std::move(label)), total_(total) {
  start_ = last_ = std::chrono::steady_clock::now();
}

ProgressBar::~ProgressBar() {
  if (drawn_) {
    std::fprintf(stderr, "\r\033[K");
    std::fflush(stderr);
  }
}

void ProgressBar::Update(int64_t done) {
  if (!enabled_) return;
  const auto now = std::chrono::steady_clock::now();
  if (done < total_ && now - last_ < std::chrono::milliseconds(100)) return;
  last_ = now;
  constexpr int kWidth = 30;
  const int filled = static_cast<int>(done * kWidth / total_);
  char bar[kWidth + 1];
  for (int i = 0; i < kWidth; ++i) bar[i] = i < filled ? '#' : '.';
  bar[kWidth] = 0;
  const double secs = std::chrono::duration<double>(now - start_).count();
  const double rate = secs > 0 ? done / secs : 0;
  std::fprintf(stderr, "\r%s [%s] %lld/%lld (%.0f/s)\033[K", label_.c_str(), bar,
               static_cast<long long>(done), static_cast<long long>(total_), rate);
  std::fflush(stderr);
  drawn_ = true;
}

}  // namespace papermines
