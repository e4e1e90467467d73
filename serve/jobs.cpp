// The bounded job pool (jobs.h).
#include "serve/jobs.h"

namespace papermines::serve {

bool JobPool::Job::Wait(std::chrono::steady_clock::time_point deadline) {
  std::unique_lock<std::mutex> lock(mu_);
  if (!cv_.wait_until(lock, deadline, [&] { return done_ || dropped_; })) {
    abandoned_ = true;
    return false;
  }
  return done_;
}

JobPool::JobPool(int workers, int queue_length)
    : queue_length_(static_cast<size_t>(queue_length < 0 ? 0 : queue_length)) {
  for (int i = 0; i < (workers < 1 ? 1 : workers); ++i) threads_.emplace_back([this] { Work(); });
}

JobPool::~JobPool() { Stop(); }

std::shared_ptr<JobPool::Job> JobPool::Submit(std::function<void()> work) {
  auto job = std::make_shared<Job>();
  job->work_ = std::move(work);
  {
    std::lock_guard<std::mutex> lock(mu_);
    if (stopping_) return nullptr;
    // Full: the queue holds its length beyond the workers that are idle.
    const size_t idle = threads_.size() - static_cast<size_t>(running_);
    if (queue_.size() >= queue_length_ + idle) {
      return nullptr;
    }
    queue_.push_back(job);
  }
  cv_.notify_one();
  return job;
}

void JobPool::Work() {
  for (;;) {
    std::shared_ptr<Job> job;
    {
      std::unique_lock<std::mutex> lock(mu_);
      cv_.wait(lock, [&] { return stopping_ || !queue_.empty(); });
      if (stopping_ && queue_.empty()) return;
      job = std::move(queue_.front());
      queue_.pop_front();
      ++running_;
    }
    bool skip;
    {
      std::lock_guard<std::mutex> lock(job->mu_);
      skip = job->abandoned_;
      if (skip) job->dropped_ = true;
    }
    if (!skip) {
      job->work_();
      job->work_ = nullptr;  // free what the work held now, not when the handler lets go
    }
    {
      std::lock_guard<std::mutex> lock(job->mu_);
      job->done_ = !skip;
    }
    job->cv_.notify_all();
    std::lock_guard<std::mutex> lock(mu_);
    --running_;
  }
}

void JobPool::Stop() {
  std::deque<std::shared_ptr<Job>> dropped;
  {
    std::lock_guard<std::mutex> lock(mu_);
    if (stopping_ && threads_.empty()) return;
    stopping_ = true;
    dropped.swap(queue_);
  }
  for (const std::shared_ptr<Job>& job : dropped) {
    {
      std::lock_guard<std::mutex> lock(job->mu_);
      job->dropped_ = true;
    }
    job->cv_.notify_all();
  }
  cv_.notify_all();
  for (std::thread& t : threads_) t.join();
  threads_.clear();
}

int JobPool::Running() const {
  std::lock_guard<std::mutex> lock(mu_);
  return running_;
}

int JobPool::Queued() const {
  std::lock_guard<std::mutex> lock(mu_);
  return static_cast<int>(queue_.size());
}

}  // namespace papermines::serve
