// The connections of `papermines serve`: how many it takes, from whom, and for how long a client
// may take to send its request (server.cpp wires them into cpp-httplib).
//
// cpp-httplib serves each connection on one thread from start to end, blocking on the socket, and
// its read timeout is per read: a client that sends one header line every few seconds holds its
// thread for ever, and a fixed pool of threads is used up by a few dozen such clients, after
// which every other request (/healthz included) waits. Here:
// - each connection gets a thread of its own, up to `total` at once; a connection beyond that is
//   answered 503 at once on the accepting thread, and one beyond `per_client` from the same
//   address 429, so neither a crowd nor one address can starve the others;
// - a watchdog thread cuts (shutdown) a connection that has not sent its whole request (headers
//   and body) within `request_seconds` of connecting, or not taken its whole answer within
//   `write_seconds` of its start. The handler's own work is bounded by the server's time limit
//   (jobs.h), not here.
// One request per connection (no keep-alive), so these phases are the connection's whole life.
#pragma once

#include <httplib.h>

#include <chrono>
#include <condition_variable>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <thread>

namespace papermines::serve {

struct ConnectionLimits {
  int total = 256;              // connections at once, all clients together
  int per_client = 16;          // connections at once from one address
  double request_seconds = 10;  // to send the whole request, from connecting
  double write_seconds = 60;    // to take the whole answer, from its start
};

class Connections {
 public:
  explicit Connections(const ConnectionLimits& limits);
  ~Connections();
  Connections(const Connections&) = delete;
  Connections& operator=(const Connections&) = delete;

  // The task queue for cpp-httplib's new_task_queue: a thread per connection, at most `total`.
  httplib::TaskQueue* NewQueue();

  // Serves the connection on `sock` with `serve` (cpp-httplib's own processing, which closes the
  // socket), watched; or refuses it (an answer of its own, then closes it) when it is over a
  // limit. Runs on the connection's thread (or the accepting one, for a refusal).
  bool Serve(int sock, const std::function<bool(int)>& serve);

  // The connection of the calling thread has its whole request: no deadline while it is handled.
  static void Handling();
  // The connection of the calling thread starts writing its answer: `write_seconds` from now.
  static void Writing();

  // Cuts every connection that is still sending its request (the server is stopping).
  void CutReading();

  struct Watched;
  struct Shared;

 private:
  ConnectionLimits limits_;
  std::shared_ptr<Shared> shared_;
  std::thread watchdog_;
};

}  // namespace papermines::serve
