// Shared pieces of the Python module (glue.h).
#include "python/glue.h"

#include <Python.h>
#include <dlfcn.h>

#include <condition_variable>
#include <cstdlib>
#include <exception>
#include <filesystem>
#include <map>
#include <mutex>
#include <stdexcept>
#include <system_error>
#include <thread>

#include "absl/strings/str_cat.h"
#include "core/output.h"

namespace pybind11::detail {

bool type_caster<papermines::Puzzle>::load(handle src, bool convert) {
  if (src.is_none()) return false;  // no pointer arguments: None is no Puzzle
  // Asked before the base class loads it: that would allocate the missing value, unconstructed.
  if (isinstance<papermines::Puzzle>(src)) {
    auto* inst = reinterpret_cast<instance*>(src.ptr());
    const value_and_holder v_h =
        inst->get_value_and_holder(get_type_info(typeid(papermines::Puzzle)), false);
    if (!v_h || !v_h.holder_constructed()) {
      throw type_error(
          "this Puzzle holds no puzzle (made by Puzzle.__new__ without __init__): build one with "
          "Puzzle(...), read(), generate() or from_puzzlink()");
    }
  }
  return type_caster_base<papermines::Puzzle>::load(src, convert);
}

}  // namespace pybind11::detail

namespace papermines::python {

void RegisterErrors() {
  py::register_exception_translator([](std::exception_ptr error) {
    try {
      if (error) std::rethrow_exception(error);
    } catch (const py::cast_error& e) {
      std::string message = e.what();
      if (const size_t hint = message.find(" (#define"); hint != std::string::npos) {
        message.resize(hint);
      }
      PyErr_SetString(PyExc_TypeError,
                      absl::StrCat("a value of the wrong type: ", message).c_str());
    }
  });
}

namespace {

std::string TypeName(py::handle v) {
  return py::str(py::type::of(v).attr("__name__")).cast<std::string>();
}

}  // namespace

void WrongType(py::handle v, const std::string& what, const std::string& expected) {
  throw py::type_error(absl::StrCat(what, " must be ", expected, ", got ", TypeName(v)));
}

void OutOfRange(py::handle v, const std::string& what, const std::string& min,
                const std::string& max) {
  throw py::value_error(absl::StrCat(what, " must be between ", min, " and ", max, ", got ",
                                     py::str(v).cast<std::string>()));
}

std::string Text(py::handle v, const std::string& what) {
  if (!py::isinstance<py::str>(v)) WrongType(v, what, "a str");
  Py_ssize_t size = 0;
  const char* utf8 = PyUnicode_AsUTF8AndSize(v.ptr(), &size);
  if (utf8 == nullptr) {
    py::error_already_set why;  // UnicodeEncodeError: a lone surrogate
    throw py::value_error(
        absl::StrCat(what, " is not text that UTF-8 can hold (", why.what(), ")"));
  }
  return std::string(utf8, static_cast<size_t>(size));
}

std::string PathOf(py::handle v, const std::string& what) {
  py::module_ os = py::module_::import("os");
  if (!py::isinstance<py::str>(v) && !py::isinstance<py::bytes>(v) &&
      !py::isinstance(v, os.attr("PathLike"))) {
    WrongType(v, what, "a path (str, bytes or os.PathLike)");
  }
  py::object name;
  try {
    name = os.attr("fsencode")(v);
  } catch (py::error_already_set& e) {
    if (!e.matches(PyExc_ValueError)) throw;  // UnicodeEncodeError: the name's value
    throw py::value_error(absl::StrCat(what, " is not a file name (", e.what(), ")"));
  }
  if (!py::isinstance<py::bytes>(name)) WrongType(name, what, "a path");
  std::string path = name.cast<std::string>();
  if (path.find('\0') != std::string::npos) {
    throw py::value_error(absl::StrCat(what, " is not a file name (it holds a NUL character)"));
  }
  return path;
}

#if !defined(PAPERMINES_PYTHON_BUILD_LOCALE) || !defined(PAPERMINES_PYTHON_INSTALLED_LOCALE)
#error "the catalogue folders relative to the module are set by python/CMakeLists.txt"
#endif

app::Environment ModuleEnvironment() {
  static const std::vector<std::string>* dirs = [] {
    auto* d = new std::vector<std::string>;
    Dl_info info{};
    if (dladdr(reinterpret_cast<void*>(&ModuleEnvironment), &info) != 0 &&
        info.dli_fname != nullptr) {
      const std::filesystem::path here = std::filesystem::path(info.dli_fname).parent_path();
      for (const char* relative :
           {PAPERMINES_PYTHON_BUILD_LOCALE, PAPERMINES_PYTHON_INSTALLED_LOCALE}) {
        d->push_back((here / relative).lexically_normal().string());
      }
    }
    return d;
  }();
  app::Environment env;
  env.catalogue_dirs = *dirs;
  // The process's TMPDIR, as the program passes it: where a PDF is drawn before it is rewritten.
  const char* tmp = std::getenv("TMPDIR");
  env.temp_dir = tmp != nullptr ? tmp : "";
  return env;
}

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
  // A file name in the message may hold bytes that are not UTF-8: they come back as os.fsdecode
  // gives them (surrogate escapes), never as a UnicodeDecodeError in place of the error.
  PyObject* text = PyUnicode_DecodeUTF8(message.data(), static_cast<Py_ssize_t>(message.size()),
                                        "surrogateescape");
  if (text == nullptr) throw py::error_already_set();
  PyErr_SetObject(type, text);
  Py_DECREF(text);
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
  const auto pair = Cast<std::pair<int64_t, int64_t>>(rc, what);
  if (!topo.in_bounds(pair.first, pair.second)) {
    throw py::value_error(absl::StrCat(what, " (", pair.first, ", ", pair.second,
                                       ") is outside the ", topo.rows(), " x ", topo.cols(),
                                       " grid"));
  }
  return topo.cell(static_cast<int>(pair.first), static_cast<int>(pair.second));
}

}  // namespace papermines::python
