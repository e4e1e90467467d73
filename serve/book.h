// POST /api/book: a book spec (docs/FORMAT.md "Book specs") with generated sections only, made
// into the book's PDF (or its playable page) by the same steps as `papermines book`
// (app/book_make.h). Books take a while: BookJobs runs one in the job pool and keeps its
// progress, so the book maker can show it and fetch the result when it is done.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "app/environment.h"
#include "nlohmann/json.hpp"
#include "serve/sheet.h"

namespace papermines::serve {

using BookProgress = std::function<void(const char* stage, int64_t done, int64_t total)>;

// With `cover` not null, the paperback cover's PDF goes there too (`book --cover`; not with html).
// With `warnings` not null, what `book` warns of on stderr goes there, one line each.
absl::StatusOr<Rendered> MakeBook(std::string_view body, const app::Environment& env, bool html,
                                  std::chrono::steady_clock::time_point deadline,
                                  const BookProgress& progress = nullptr, Rendered* cover = nullptr,
                                  std::vector<std::string>* warnings = nullptr);

// Books being made for the book maker, by an id the client cannot guess. At most kMax are kept;
// a finished one is forgotten ten minutes after it finished or once its result was fetched.
class BookJobs {
 public:
  // Books of all clients together, and of one client address; a finished book is kept kKeep.
  static constexpr size_t kMax = 64;
  static constexpr size_t kPerClient = 4;
  static constexpr std::chrono::minutes kKeep{10};
  struct Job {
    std::mutex mu;
    std::string state = "queued";  // queued, running, done, error
    std::string stage;             // puzzles, pages
    int64_t done = 0, total = 0;
    absl::Status status;
    Rendered out;
    Rendered cover;                     // the paperback cover, when asked for
    std::vector<std::string> warnings;  // what `book` would warn of on stderr, once done
    std::chrono::steady_clock::time_point finished;
    std::string client;  // the address that asked for it
  };
  // A new job of `client` (its address): its id and record. A client with kPerClient books
  // forgets its own oldest finished one; with none finished it is refused (ResourceExhausted,
  // 429), and so is any client when kMax books are kept (Unavailable, 503): one client never
  // pushes out another's book.
  absl::StatusOr<std::pair<std::string, std::shared_ptr<Job>>> Add(const std::string& client);
  std::shared_ptr<Job> Find(const std::string& id);
  void Forget(const std::string& id);
  // {"state", "stage", "done", "total", "warnings", "error"?}
  static nlohmann::json Status(Job& job);

 private:
  std::mutex mu_;
  std::map<std::string, std::shared_ptr<Job>> jobs_;
};

}  // namespace papermines::serve
