// The bounded pool every piece of work of `papermines serve` runs in (generation, solving,
// drawing): a fixed number of worker threads (2 by default) and a queue of fixed length. A job
// that finds the queue full is refused at once (the handler answers 503 with Retry-After) instead
// of piling up; a job whose client stopped waiting (its time limit ran out) is skipped if it has
// not started. Stop() refuses new jobs, drops the queued ones and waits for the running ones.
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace papermines::serve {

class JobPool {
 public:
  // A job as the handler sees it: Wait for it to finish, or give up.
  class Job {
   public:
    // True when the job ran to its end before `deadline`; false when the time ran out or the
    // pool dropped it (the job, if running, still finishes; its result is then unused).
    bool Wait(std::chrono::steady_clock::time_point deadline);

   private:
    friend class JobPool;
    std::function<void()> work_;
    std::mutex mu_;
    std::condition_variable cv_;
    bool done_ = false;
    bool dropped_ = false;    // never ran (the pool stopped, or the client gave up)
    bool abandoned_ = false;  // the client stopped waiting
  };

  JobPool(int workers, int queue_length);
  ~JobPool();
  JobPool(const JobPool&) = delete;
  JobPool& operator=(const JobPool&) = delete;

  // Queues `work`; nullptr when the queue is full or the pool is stopping.
  std::shared_ptr<Job> Submit(std::function<void()> work);
  void Stop();

  // For /healthz and the tests: jobs running and waiting now.
  int Running() const;
  int Queued() const;

 private:
  void Work();

  const size_t queue_length_;
  mutable std::mutex mu_;
  std::condition_variable cv_;
  std::deque<std::shared_ptr<Job>> queue_;
  int running_ = 0;
  bool stopping_ = false;
  std::vector<std::thread> threads_;
};

}  // namespace papermines::serve
