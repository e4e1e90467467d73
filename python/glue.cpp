// Shared pieces of the Python module (glue.h).
#include "python/glue.h"

#include <Python.h>

#include <condition_variable>
#include <exception>
#include <mutex>
#include <system_error>
#include <thread>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"

namespace papermines::python {

void Raise(const absl::Status& status, bool io) {
  if (PyErr_Occurred() != nullptr) throw py::error_already_set();
  const std::string message(status.message());
  PyObject* type = PyExc_RuntimeError;
  switch (status.code()) {
    case absl::StatusCode::kDeadlineExceeded:
      type = PyExc_TimeoutError;
      break;
    case absl::StatusCode::kNotFound:
    case absl::StatusCode::kPermissionDenied:
    case absl::StatusCode::kDataLoss:
      type = io ? PyExc_OSError : PyExc_ValueError;
      break;
    case absl::StatusCode::kInvalidArgument:
    case absl::StatusCode::kOutOfRange:
    case absl::StatusCode::kFailedPrecondition:
    case absl::StatusCode::kResourceExhausted:
      type = PyExc_ValueError;
      break;
    case absl::StatusCode::kCancelled:
      type = PyExc_KeyboardInterrupt;
      break;
    default:
      // gen/batch.h turns an allocation failure in a worker into Internal "out of memory ...".
      if (absl::StrContains(message, "out of memory")) type = PyExc_MemoryError;
      break;
  }
  PyErr_SetString(type, message.c_str());
  throw py::error_already_set();
}

bool Interrupt::operator()() {
  if (raised_) return true;
  const auto now = std::chrono::steady_clock::now();
  if (now < next_) return false;
  next_ = now + std::chrono::milliseconds(20);
  py::gil_scoped_acquire gil;
  if (PyErr_CheckSignals() != 0) raised_ = true;
  return raised_;
}

void Interrupt::ThrowIfRaised() const {
  if (raised_ && PyErr_Occurred() != nullptr) throw py::error_already_set();
}

absl::Status Cancellable::Run(const std::function<absl::Status()>& work) {
  absl::Status status;
  std::exception_ptr error;
  std::mutex mu;
  std::condition_variable finished;
  bool done = false;
  auto body = [&] {
    try {
      status = work();
    } catch (...) {
      error = std::current_exception();
    }
    std::lock_guard<std::mutex> lock(mu);
    done = true;
    finished.notify_all();
  };
  {
    py::gil_scoped_release release;
    std::thread helper;
    try {
      helper = std::thread(body);
    } catch (const std::system_error&) {  // no thread left: run here, Ctrl+C between puzzles only
      body();
    }
    if (helper.joinable()) {
      std::unique_lock<std::mutex> lock(mu);
      while (!finished.wait_for(lock, std::chrono::milliseconds(20), [&] { return done; })) {
        lock.unlock();
        if (!cancelled() && interrupt_()) stop_.store(true, std::memory_order_relaxed);
        lock.lock();
      }
      lock.unlock();
      helper.join();
    }
  }
  if (error) std::rethrow_exception(error);
  return status;
}

py::tuple CellTuple(const Topology& topo, int cell) {
  return py::make_tuple(topo.row(cell), topo.col(cell));
}

int CellOf(const Topology& topo, py::handle rc, const char* what) {
  const auto pair = py::cast<std::pair<int64_t, int64_t>>(rc);
  if (!topo.in_bounds(pair.first, pair.second)) {
    throw py::value_error(absl::StrCat(what, " (", pair.first, ", ", pair.second,
                                       ") is outside the ", topo.rows(), " x ", topo.cols(),
                                       " grid"));
  }
  return topo.cell(static_cast<int>(pair.first), static_cast<int>(pair.second));
}

}  // namespace papermines::python
