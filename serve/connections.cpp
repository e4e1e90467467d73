// The connections of `papermines serve` (connections.h).
#include "serve/connections.h"

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <set>
#include <system_error>

#include "absl/strings/str_cat.h"
#include "serve/api_error.h"

namespace papermines::serve {

using Clock = std::chrono::steady_clock;

struct Connections::Shared {
  std::mutex m;
  std::condition_variable threads_done;  // threads fell to 0
  std::condition_variable wake;          // the watchdog: stop
  bool stopping = false;
  int threads = 0;                        // connection threads running
  std::map<std::string, int> per_client;  // open connections by peer address
  std::set<Watched*> watched;
};

struct Connections::Watched {
  Shared* shared;
  int fd;  // a duplicate of the connection's socket: cutting it never hits a reused number
  Clock::time_point deadline;
  double write_seconds = 60;
  bool reading = true;
  bool cut = false;
};

namespace {

thread_local bool t_server_full = false;                 // the accepting thread refuses
thread_local Connections::Watched* t_current = nullptr;  // the connection of this thread

Clock::time_point After(double seconds) {
  return Clock::now() +
         std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
}

std::string PeerAddress(int sock) {
  sockaddr_storage addr{};
  socklen_t len = sizeof(addr);
  if (getpeername(sock, reinterpret_cast<sockaddr*>(&addr), &len) != 0) return "?";
  char text[INET6_ADDRSTRLEN] = {};
  if (addr.ss_family == AF_INET) {
    inet_ntop(AF_INET, &reinterpret_cast<sockaddr_in*>(&addr)->sin_addr, text, sizeof(text));
  } else if (addr.ss_family == AF_INET6) {
    inet_ntop(AF_INET6, &reinterpret_cast<sockaddr_in6*>(&addr)->sin6_addr, text, sizeof(text));
  }
  return text;
}

// Answers `status` with the JSON error `message` and closes the socket, without waiting for a
// client that does not read (the answer fits a fresh socket's buffer).
void Refuse(int sock, int status, const std::string& message, bool wait_for_request) {
  // A 503 says "busy" as every other one does (api_error.h), so a page asks again.
  const std::string body =
      status == 503 ? ErrorBody(absl::UnavailableError(message)) : ErrorBody(message);
  const std::string reason = status == 429 ? "Too Many Requests" : "Service Unavailable";
  std::string head =
      absl::StrCat("HTTP/1.1 ", status, " ", reason,
                   "\r\nContent-Type: application/json\r\nContent-Length: ", body.size(),
                   "\r\nRetry-After: 5\r\nConnection: close\r\n");
  for (const auto& [name, value] : kCommonHeaders)
    head.append(name).append(": ").append(value).append("\r\n");
  head += "\r\n";
  const std::string all = head + body;
  (void)send(sock, all.data(), all.size(), MSG_NOSIGNAL | MSG_DONTWAIT);
  shutdown(sock, SHUT_WR);
  // What the client sent is read and dropped before closing: closing on unread bytes resets
  // the connection, and the client may then lose the answer. On the accepting thread only what
  // is there already; on the connection's own thread up to a fifth of a second more.
  if (wait_for_request) {
    timeval tv{0, 200000};
    setsockopt(sock, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof(tv));
  }
  char sink[4096];
  for (int i = 0; i < 16; ++i) {
    const ssize_t n = recv(sock, sink, sizeof(sink), wait_for_request ? 0 : MSG_DONTWAIT);
    if (n <= 0) break;
  }
  close(sock);
}

// A thread per connection, at most `total`: one beyond is served (refused) on the accepting
// thread, which Connections::Serve knows by t_server_full.
class ThreadPerConnection : public httplib::TaskQueue {
 public:
  ThreadPerConnection(std::shared_ptr<Connections::Shared> shared, int total)
      : shared_(std::move(shared)), total_(total) {}

  void enqueue(std::function<void()> fn) override {
    auto task = std::make_shared<std::function<void()>>(std::move(fn));
    bool full = false;
    {
      std::lock_guard<std::mutex> l(shared_->m);
      full = shared_->threads >= total_;
      if (!full) ++shared_->threads;
    }
    if (!full) {
      try {
        std::thread([shared = shared_, task] {
          (*task)();
          std::lock_guard<std::mutex> l(shared->m);
          if (--shared->threads == 0) shared->threads_done.notify_all();
        }).detach();
        return;
      } catch (const std::system_error&) {
        std::lock_guard<std::mutex> l(shared_->m);
        --shared_->threads;  // no thread to be had: refused as when full
      }
    }
    t_server_full = true;
    (*task)();
    t_server_full = false;
  }

  void shutdown() override {
    std::unique_lock<std::mutex> l(shared_->m);
    shared_->threads_done.wait(l, [this] { return shared_->threads == 0; });
  }

 private:
  std::shared_ptr<Connections::Shared> shared_;
  int total_;
};

}  // namespace

Connections::Connections(const ConnectionLimits& limits)
    : limits_(limits), shared_(std::make_shared<Shared>()) {
  watchdog_ = std::thread([s = shared_] {
    std::unique_lock<std::mutex> l(s->m);
    while (!s->stopping) {
      s->wake.wait_for(l, std::chrono::milliseconds(100));
      const Clock::time_point now = Clock::now();
      // A request not sent in time is cut for reading only: the server still answers it (400,
      // or 413 for a body over the limit whose rest is never read); an answer not taken in
      // time is cut both ways.
      for (Watched* w : s->watched) {
        if (!w->cut && now >= w->deadline) {
          ::shutdown(w->fd, w->reading ? SHUT_RD : SHUT_RDWR);
          w->cut = true;
        }
      }
    }
  });
}

Connections::~Connections() {
  {
    std::lock_guard<std::mutex> l(shared_->m);
    shared_->stopping = true;
  }
  shared_->wake.notify_all();
  watchdog_.join();
}

httplib::TaskQueue* Connections::NewQueue() {
  return new ThreadPerConnection(shared_, limits_.total);
}

bool Connections::Serve(int sock, const std::function<bool(int)>& serve) {
  if (t_server_full) {
    Refuse(sock, 503,
           absl::StrCat("the server has ", limits_.total,
                        " connections open, as many as it takes: try again soon"),
           false);
    return true;
  }
  const std::string peer = PeerAddress(sock);
  Watched w{shared_.get(), -1, After(limits_.request_seconds), limits_.write_seconds};
  bool over = false;
  {
    std::lock_guard<std::mutex> l(shared_->m);
    int& open = shared_->per_client[peer];
    over = open >= limits_.per_client;
    if (!over) {
      w.fd = fcntl(sock, F_DUPFD_CLOEXEC, 0);
      if (w.fd >= 0) {
        ++open;
        shared_->watched.insert(&w);
      }
    }
    if (open == 0) shared_->per_client.erase(peer);
  }
  if (over) {
    Refuse(sock, 429,
           absl::StrCat("too many connections from ", peer, " (", limits_.per_client,
                        " at once): try again when one has finished"),
           true);
    return true;
  }
  if (w.fd < 0) {
    Refuse(sock, 503, "the server has no file descriptor left for this connection: try again soon",
           true);
    return true;
  }
  t_current = &w;
  const bool result = serve(sock);
  t_current = nullptr;
  {
    std::lock_guard<std::mutex> l(shared_->m);
    shared_->watched.erase(&w);
    if (--shared_->per_client[peer] == 0) shared_->per_client.erase(peer);
  }
  close(w.fd);
  return result;
}

void Connections::Handling() {
  Watched* w = t_current;
  if (w == nullptr) return;
  std::lock_guard<std::mutex> l(w->shared->m);
  w->reading = false;
  w->deadline = Clock::time_point::max();
}

void Connections::Writing() {
  Watched* w = t_current;
  if (w == nullptr) return;
  std::lock_guard<std::mutex> l(w->shared->m);
  w->reading = false;
  w->cut = false;  // a request cut for reading may still be answered, within the write deadline
  w->deadline = After(w->write_seconds);
}

void Connections::CutReading() {
  std::lock_guard<std::mutex> l(shared_->m);
  for (Watched* w : shared_->watched) {
    if (w->reading && !w->cut) {
      ::shutdown(w->fd, SHUT_RD);
      w->cut = true;
    }
  }
}

}  // namespace papermines::serve
