// Per-client token buckets (rate_limit.h).
#include "serve/rate_limit.h"

#include <cmath>

namespace papermines::serve {

int RateLimit::Take(const std::string& client) {
  if (per_minute_ <= 0) return 0;
  const auto now = std::chrono::steady_clock::now();
  std::lock_guard<std::mutex> lock(mu_);
  if (now - last_sweep_ > std::chrono::minutes(1)) {
    for (auto it = buckets_.begin(); it != buckets_.end();) {
      it = now - it->second.last > std::chrono::minutes(10) ? buckets_.erase(it) : std::next(it);
    }
    last_sweep_ = now;
  }
  auto [it, fresh] = buckets_.try_emplace(client);
  Bucket& b = it->second;
  if (fresh) {
    b.tokens = burst_;
  } else {
    const double minutes = std::chrono::duration<double>(now - b.last).count() / 60.0;
    b.tokens = std::min(burst_, b.tokens + minutes * per_minute_);
  }
  b.last = now;
  if (b.tokens >= 1) {
    b.tokens -= 1;
    return 0;
  }
  return static_cast<int>(std::ceil((1 - b.tokens) * 60.0 / per_minute_));
}

}  // namespace papermines::serve
