// The progress bar on stderr (progress_bar.h).
#include "cli/progress_bar.h"

#include <cstdio>
#include <utility>

#include "cli/common.h"

namespace papermines::cli {

ProgressBar::ProgressBar(bool enabled, std::string label, int64_t total)
    : enabled_(enabled), label_(std::move(label)), total_(total) {
  start_ = last_ = std::chrono::steady_clock::now();
}

ProgressBar::~ProgressBar() {
  if (drawn_) {
    std::fprintf(OurStderr(), "\r\033[K");
    std::fflush(OurStderr());
  }
}

void ProgressBar::Update(int64_t done) {
  if (!enabled_ || total_ <= 0) return;
  const auto now = std::chrono::steady_clock::now();
  if (done < total_ && now - last_ < std::chrono::milliseconds(100)) return;
  last_ = now;
  constexpr int kWidth = 30;
  const int filled = static_cast<int>(done * kWidth / total_);
  char bar[kWidth + 1];
  for (int i = 0; i < kWidth; ++i) bar[i] = i < filled ? '#' : '.';
  bar[kWidth] = 0;
  const double secs = std::chrono::duration<double>(now - start_).count();
  const double rate = secs > 0 ? static_cast<double>(done) / secs : 0;
  std::fprintf(OurStderr(), "\r%s [%s] %lld/%lld (%.0f/s)\033[K", label_.c_str(), bar,
               static_cast<long long>(done), static_cast<long long>(total_), rate);
  std::fflush(OurStderr());
  drawn_ = true;
}

std::function<void(int64_t, int64_t)> ProgressBar::Callback() {
  return [this](int64_t done, int64_t total) {
    total_ = total;
    Update(done);
  };
}

}  // namespace papermines::cli
