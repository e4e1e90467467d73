// Book requests (book.h).
#include "serve/book.h"

#include <random>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "app/book_make.h"
#include "serve/requests.h"

namespace papermines::serve {

absl::StatusOr<Rendered> MakeBook(std::string_view body, const app::Environment& env, bool html,
                                  std::chrono::steady_clock::time_point deadline,
                                  const BookProgress& progress, Rendered* cover,
                                  std::vector<std::string>* warnings) {
  // The request's own checks first (JSON, no `files`), with a location.
  absl::StatusOr<nlohmann::json> spec = ReadBookRequest(body);
  if (!spec.ok()) return spec.status();
  app::BookMakeOptions o;
  o.env = env;
  o.html = html;
  o.deadline = deadline;
  o.progress = progress;
  o.warnings = warnings;
  std::string cover_pdf;
  if (cover != nullptr) o.cover = &cover_pdf;
  absl::StatusOr<std::string> made = app::MakeBookFromSpec(body, o);
  if (!made.ok()) return made.status();
  if (cover != nullptr) *cover = {std::move(cover_pdf), "application/pdf", "cover.pdf", ""};
  if (html) return Rendered{*std::move(made), "text/html; charset=utf-8", "book.html", ""};
  return Rendered{*std::move(made), "application/pdf", "book.pdf", ""};
}

absl::StatusOr<std::pair<std::string, std::shared_ptr<BookJobs::Job>>> BookJobs::Add(
    const std::string& client) {
  std::lock_guard<std::mutex> lock(mu_);
  const auto now = std::chrono::steady_clock::now();
  auto finished = [](Job& job) {
    std::lock_guard<std::mutex> job_lock(job.mu);
    return job.state == "done" || job.state == "error";
  };
  // Finished books are kept kKeep after they finished, then forgotten; never sooner for
  // another client's sake.
  for (auto it = jobs_.begin(); it != jobs_.end();) {
    bool over = finished(*it->second);
    if (over) {
      std::lock_guard<std::mutex> job_lock(it->second->mu);
      over = now - it->second->finished > kKeep;
    }
    it = over ? jobs_.erase(it) : std::next(it);
  }
  // A client at its share makes room among its own finished books (the oldest first), or waits.
  size_t mine = 0;
  auto oldest_mine = jobs_.end();
  for (auto it = jobs_.begin(); it != jobs_.end(); ++it) {
    if (it->second->client != client) continue;
    ++mine;
    if (finished(*it->second) &&
        (oldest_mine == jobs_.end() || it->second->finished < oldest_mine->second->finished)) {
      oldest_mine = it;
    }
  }
  if (mine >= kPerClient) {
    if (oldest_mine == jobs_.end()) {
      return absl::ResourceExhaustedError(absl::StrCat(
          "you have ", kPerClient, " books being made already: wait until one is done"));
    }
    jobs_.erase(oldest_mine);
  } else if (jobs_.size() >= kMax) {
    return absl::UnavailableError(
        "the server holds as many books as it keeps (each for ten minutes): try again soon");
  }
  static std::mutex random_mu;
  static std::random_device device;
  std::string id;
  {
    std::lock_guard<std::mutex> random_lock(random_mu);
    for (int i = 0; i < 4; ++i) absl::StrAppendFormat(&id, "%08x", device());
  }
  auto job = std::make_shared<Job>();
  job->client = client;
  jobs_[id] = job;
  return std::make_pair(id, job);
}

std::shared_ptr<BookJobs::Job> BookJobs::Find(const std::string& id) {
  std::lock_guard<std::mutex> lock(mu_);
  auto it = jobs_.find(id);
  return it == jobs_.end() ? nullptr : it->second;
}

void BookJobs::Forget(const std::string& id) {
  std::lock_guard<std::mutex> lock(mu_);
  jobs_.erase(id);
}

nlohmann::json BookJobs::Status(Job& job) {
  std::lock_guard<std::mutex> lock(job.mu);
  nlohmann::json j{{"state", job.state},
                   {"stage", job.stage},
                   {"done", job.done},
                   {"total", job.total},
                   {"warnings", job.warnings}};
  if (job.state == "error") j["error"] = std::string(job.status.message());
  return j;
}

}  // namespace papermines::serve
