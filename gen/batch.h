// The batch driver: items 0 .. count-1 produced on worker threads, consumed in index order.
//
// Workers claim indexes from a shared counter, but never more than `window` ahead of the next
// index to consume, so memory stays constant however large the count is (a 100 000-puzzle run
// holds at most `window` finished items). The consumer (the calling thread) takes items strictly in
// order, so the output is the same bytes for any number of jobs as long as produce(i) depends only
// on i. The first failure in index order stops the batch and is returned (items before it have
// been consumed, none after it). Progress is reported through a callback on the consuming thread;
// the library draws nothing (a program draws its bar from the callback, cli/progress_bar.h).
#pragma once

#include <condition_variable>
#include <cstdint>
#include <functional>
#include <mutex>
#include <new>
#include <optional>
#include <string>
#include <system_error>
#include <thread>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/str_cat.h"
#include "core/output.h"

namespace papermines {

struct BatchOptions {
  int64_t count = 0;
  int jobs = 1;        // <= 0: std::thread::hardware_concurrency()
  int64_t window = 0;  // items in flight; <= 0: 64 * jobs
  // Called after each item is consumed with (items done, count), on the calling thread.
  std::function<void(int64_t done, int64_t total)> progress;
};

// The number of worker threads a `jobs` value means (>= 1).
int ResolveJobs(int jobs);

// produce(i), with an exception turned into an error: an allocation failure inside a worker thread
// must not escape the thread (std::terminate) but end the batch like any failure, as the one
// out-of-memory error of every command (core/output.h OutOfMemoryError: the same line whether
// generating or drawing ran out), so the command removes its temporary output and exits 2. The one
// place for it: every generator runs its items through RunBatch.
template <typename T>
absl::StatusOr<T> ProduceOrError(const std::function<absl::StatusOr<T>(int64_t index)>& produce,
                                 int64_t i) {
  try {
    return produce(i);
  } catch (const std::bad_alloc&) {
    return OutOfMemoryError();
  } catch (const std::exception& e) {
    return absl::InternalError(absl::StrCat("item ", i + 1, ": ", e.what()));
  }
}

// produce(index) builds item `index` (on any thread, concurrently with others); consume(index,
// item) takes items in increasing index order on the calling thread. Returns the first error.
template <typename T>
absl::Status RunBatch(const BatchOptions& options,
                      const std::function<absl::StatusOr<T>(int64_t index)>& produce,
                      const std::function<absl::Status(int64_t index, T&& item)>& consume) {
  const int jobs = ResolveJobs(options.jobs);
  const int64_t window = options.window > 0 ? options.window : int64_t{64} * jobs;
  const int64_t count = options.count;
  if (count <= 0) return absl::OkStatus();

  std::vector<std::optional<absl::StatusOr<T>>> slots(static_cast<size_t>(window));
  std::mutex mu;
  std::condition_variable ready;  // an item finished (consumer waits)
  std::condition_variable room;   // the window moved (producers wait)
  int64_t next_claim = 0, next_consume = 0;
  bool stop = false;

  auto worker = [&] {
    std::unique_lock<std::mutex> lock(mu);
    while (true) {
      room.wait(lock,
                [&] { return stop || next_claim >= count || next_claim < next_consume + window; });
      if (stop || next_claim >= count) return;
      const int64_t i = next_claim++;
      lock.unlock();
      absl::StatusOr<T> item = ProduceOrError<T>(produce, i);
      lock.lock();
      slots[static_cast<size_t>(i % window)].emplace(std::move(item));
      ready.notify_all();
    }
  };
  std::vector<std::thread> threads;
  threads.reserve(jobs);
  for (int t = 0; t < jobs; ++t) {
    try {
      threads.emplace_back(worker);
    } catch (const std::system_error&) {  // no memory or thread left: run on those started
      if (threads.empty()) return OutOfMemoryError();  // not even one: the run cannot go on
      break;
    }
  }

  absl::Status result = absl::OkStatus();
  {
    std::unique_lock<std::mutex> lock(mu);
    while (next_consume < count) {
      auto& slot = slots[static_cast<size_t>(next_consume % window)];
      ready.wait(lock, [&] { return slot.has_value(); });
      absl::StatusOr<T> item = std::move(*slot);
      slot.reset();
      const int64_t i = next_consume++;
      room.notify_all();
      lock.unlock();
      if (item.ok()) {
        result = consume(i, std::move(*item));
      } else {
        result = item.status();
      }
      if (options.progress) options.progress(i + 1, count);
      lock.lock();
      if (!result.ok()) {
        stop = true;
        room.notify_all();
        break;
      }
    }
  }
  for (std::thread& t : threads) t.join();
  return result;
}

}  // namespace papermines
