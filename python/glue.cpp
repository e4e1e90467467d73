// Shared pieces of the Python module (glue.h).
#include "python/glue.h"

#include <Python.h>

#include <condition_variable>
#include <exception>
#include <map>
#include <mutex>
#include <stdexcept>
#include <system_error>
#include <thread>

#include "absl/strings/str_cat.h"
#include "core/output.h"

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
      break;
  }
  // The one out-of-memory error (core/output.h), whether generating or drawing ran out.
  if (IsOutOfMemory(status)) type = PyExc_MemoryError;
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

const Record& Record::Of(const char* name) {
  // Leaked on purpose: the handles must not be released after the interpreter has gone.
  static auto* records = new std::map<std::string, Record>;
  auto it = records->find(name);
  if (it != records->end()) return it->second;
  Record r;
  py::object type = py::module_::import("papermines").attr(name);
  for (py::handle slot : type.attr("__slots__")) {
    py::str s = py::reinterpret_borrow<py::str>(slot);
    r.names_.push_back(py::cast<std::string>(s));
    PyObject* interned = s.inc_ref().ptr();
    PyUnicode_InternInPlace(&interned);
    r.slots_.push_back(interned);
  }
  r.type_ = type.release();
  return records->emplace(name, std::move(r)).first->second;
}

py::object Record::Make(std::initializer_list<std::pair<const char*, py::object>> fields) const {
  if (fields.size() != slots_.size()) {
    throw std::runtime_error(absl::StrCat("record ", py::str(type_).cast<std::string>(), ": ",
                                          fields.size(), " fields for ", slots_.size(), " slots"));
  }
  static PyObject* const no_args = PyTuple_New(0);
  PyObject* raw =
      PyBaseObject_Type.tp_new(reinterpret_cast<PyTypeObject*>(type_.ptr()), no_args, nullptr);
  if (raw == nullptr) throw py::error_already_set();
  py::object record = py::reinterpret_steal<py::object>(raw);
  size_t i = 0;
  for (const auto& [name, value] : fields) {
    if (names_[i] != name) {
      throw std::runtime_error(absl::StrCat("record field ", name, " is slot ", names_[i]));
    }
    if (PyObject_GenericSetAttr(raw, slots_[i].ptr(), value.ptr()) != 0) {
      throw py::error_already_set();
    }
    ++i;
  }
  return record;
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
