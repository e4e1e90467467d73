// The progress bar a command draws on stderr from a library's progress callback (gen/batch.h,
// gen/producer.h, render/book.h): the libraries report, only the program draws.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <string>

namespace papermines::cli {

// A bar on stderr, redrawn at most ten times a second and erased when it goes out of scope.
// Callers enable it only when stderr is a terminal and --quiet is not given.
class ProgressBar {
 public:
  ProgressBar(bool enabled, std::string label, int64_t total);
  ~ProgressBar();
  ProgressBar(const ProgressBar&) = delete;
  ProgressBar& operator=(const ProgressBar&) = delete;
  void Update(int64_t done);
  // A callback for a library's (done, total): the bar follows `done` and takes `total` as given.
  std::function<void(int64_t done, int64_t total)> Callback();

 private:
  bool enabled_;
  std::string label_;
  int64_t total_;
  std::chrono::steady_clock::time_point start_, last_;
  bool drawn_ = false;
};

}  // namespace papermines::cli
