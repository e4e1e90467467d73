// A per-client rate limit for `papermines serve` (a school server is shared): each client address
// has a bucket of `burst` requests that refills at `per_minute` a minute; a request that finds it
// empty is answered 429 with Retry-After. The table forgets clients idle for ten minutes, so it
// cannot grow without bound.
#pragma once

#include <chrono>
#include <mutex>
#include <string>
#include <unordered_map>

namespace papermines::serve {

class RateLimit {
 public:
  // per_minute 0: no limit.
  RateLimit(double per_minute, double burst) : per_minute_(per_minute), burst_(burst) {}
  // 0 when `client` may go ahead now (and takes one request from its bucket), else the seconds to
  // wait.
  int Take(const std::string& client);

 private:
  struct Bucket {
    double tokens = 0;
    std::chrono::steady_clock::time_point last;
  };
  const double per_minute_;
  const double burst_;
  std::mutex mu_;
  std::unordered_map<std::string, Bucket> buckets_;
  std::chrono::steady_clock::time_point last_sweep_ = std::chrono::steady_clock::now();
};

}  // namespace papermines::serve
