// What every part of the Python module (python/) shares: absl::Status to Python exceptions, Ctrl+C
// during a call with the GIL released, and cells as (row, column) pairs. The module adds no puzzle
// logic of its own: each function converts Python values, calls core, solve, gen or render, and
// converts the answer back.
#pragma once

#include <pybind11/pybind11.h>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <initializer_list>
#include <limits>
#include <optional>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "absl/status/status.h"
#include "app/environment.h"
#include "core/puzzle.h"
#include "core/topology.h"

// Every Puzzle the module takes holds a puzzle. `Puzzle.__new__(Puzzle)` without `__init__` (what
// copyreg and a pickle cut short make) is an object with no puzzle in it: any method, property or
// function given it raises TypeError instead of reading memory that was never written. Declared
// here, before any use, for every part of the module (python/*.cpp include this header).
namespace pybind11::detail {
template <>
class type_caster<papermines::Puzzle> : public type_caster_base<papermines::Puzzle> {
 public:
  bool load(handle src, bool convert);
};
}  // namespace pybind11::detail

namespace papermines::python {

namespace py = pybind11;

// The module's error handling, installed once when it is imported (module.cpp): a value pybind11
// cannot convert (py::cast_error, "Unable to cast Python instance to C++ type") is a TypeError,
// never a RuntimeError. Values the module converts itself go through Cast, which names them.
void RegisterErrors();

template <typename T>
struct IsPair : std::false_type {};
template <typename A, typename B>
struct IsPair<std::pair<A, B>> : std::true_type {};

// What a Python value must be to convert to T, for messages: "an int", "a str", ...
template <typename T>
constexpr const char* Expected() {
  if constexpr (std::is_same_v<T, bool>) {
    return "True or False";
  } else if constexpr (std::is_integral_v<T>) {
    return "an int";
  } else if constexpr (std::is_floating_point_v<T>) {
    return "a number";
  } else if constexpr (std::is_same_v<T, std::string>) {
    return "a str";
  } else if constexpr (IsPair<T>::value) {
    return "a pair (row, column) of ints";
  } else {
    return "a value of another type";
  }
}

// A TypeError: `what` must be `expected`, got <the value's type>.
[[noreturn]] void WrongType(py::handle v, const std::string& what, const std::string& expected);
// A ValueError for an int of the right type out of T's range, naming `what`.
[[noreturn]] void OutOfRange(py::handle v, const std::string& what, const std::string& min,
                             const std::string& max);
// A str as UTF-8; ValueError naming `what` for one that is not text (a lone surrogate), TypeError
// for another type.
std::string Text(py::handle v, const std::string& what);
// A path (str, bytes or os.PathLike) as the file system spells it (os.fsencode: a name with
// undecodable bytes round-trips); TypeError for another type, ValueError for one it cannot encode.
std::string PathOf(py::handle v, const std::string& what);

// A Python value the module converts itself, named `what` as the caller wrote it ("first=",
// "rows"): TypeError for a value of another type, ValueError for one of the right type that does
// not fit (an int out of T's range, a str that is not text). The one conversion of user values.
template <typename T>
T Cast(py::handle v, const std::string& what) {
  if constexpr (std::is_same_v<T, std::string>) {
    return Text(v, what);
  } else {
    try {
      return py::cast<T>(v);
    } catch (const py::cast_error&) {
      if constexpr (std::is_integral_v<T> && !std::is_same_v<T, bool>) {
        if (PyIndex_Check(v.ptr()) != 0) {
          OutOfRange(v, what, std::to_string(std::numeric_limits<T>::min()),
                     std::to_string(std::numeric_limits<T>::max()));
        }
      }
      WrongType(v, what, Expected<T>());
    }
  }
}

// Raises the Python exception for a failed status: ValueError for bad input and "no such puzzle"
// (InvalidArgument, OutOfRange, FailedPrecondition, ResourceExhausted, NotFound), TimeoutError
// for a time limit (DeadlineExceeded), OSError for a file that cannot be read or written
// (`io` true: NotFound, PermissionDenied, DataLoss), MemoryError when the message says the memory
// ran out, RuntimeError otherwise. A Python exception already pending (Ctrl+C seen during the
// call) wins. Needs the GIL.
[[noreturn]] void Raise(const absl::Status& status, bool io = false);

// Cast for an optional argument: None is nullopt.
template <typename T>
std::optional<T> Maybe(py::handle v, const std::string& what) {
  if (v.is_none()) return std::nullopt;
  return Cast<T>(v, what);
}

// Ctrl+C (or any signal with a Python handler) during a long call made with the GIL released:
// the library asks the callable now and then (SolveOptions::cancel, the generator's per-puzzle
// hook); at most every 20 ms it takes the GIL and runs PyErr_CheckSignals. Once a handler has
// raised (KeyboardInterrupt), it answers true from then on and the exception stays pending for
// ThrowIfRaised. Only the main thread receives signals; elsewhere it never stops anything.
class Interrupt {
 public:
  bool operator()();
  bool raised() const { return raised_; }
  // With the GIL held: throws the pending exception if a handler raised one.
  void ThrowIfRaised() const;

 private:
  bool raised_ = false;
  std::chrono::steady_clock::time_point next_{};
};

// A long library call that stays interruptible: Run() does the work on a helper thread while the
// calling thread, the GIL released, asks Interrupt every 20 ms; on Ctrl+C it raises the flag
// that cancel() reads (thread-safe: the library asks it from its worker threads, e.g.
// PaperOptions::cancel) and waits for the work to stop, which the library does within
// milliseconds. Construct and Run with the GIL held; the work must not touch Python objects.
class Cancellable {
 public:
  // What the library asks: true once Ctrl+C was seen.
  std::function<bool()> cancel() const {
    return [this] { return stop_.load(std::memory_order_relaxed); };
  }
  bool cancelled() const { return stop_.load(std::memory_order_relaxed); }
  // The work's status; an exception it throws (std::bad_alloc) is thrown here, with the GIL.
  absl::Status Run(const std::function<absl::Status()>& work);
  const Interrupt& interrupt() const { return interrupt_; }

 private:
  std::atomic<bool> stop_{false};
  Interrupt interrupt_;
};

// A result record of papermines/__init__.py (Step, SolveResult, Clicks, TheoremRow), made without
// running Python code: object.__new__, then each slot set directly (the records' __setattr__
// refuses users, not this). A solve makes one Step per deduction, about 40 for a 10 x 10 table,
// and calling the class from C++ cost 1 us each (a Python frame, keyword dicts): more than the
// prover itself. Looked up once per name; needs the GIL.
class Record {
 public:
  static const Record& Of(const char* name);
  // The fields in the order of the class's __slots__, each named (checked: a renamed or reordered
  // slot is a RuntimeError, not a wrong field).
  py::object Make(std::initializer_list<std::pair<const char*, py::object>> fields) const;

 private:
  py::handle type_;
  std::vector<std::string> names_;
  std::vector<py::handle> slots_;  // the interned slot names
};

// What a drawing takes from its surroundings: the catalogue folders beside the module (the build
// tree's build/locale, an installed share/locale; the installed one compiled in is searched
// anyway). No variable of the process environment: a drawing is in English unless lang= names a
// language, whatever the notebook's locale.
app::Environment ModuleEnvironment();

// A cell as (row, column), 0-based like numpy; graphs: (0, vertex).
py::tuple CellTuple(const Topology& topo, int cell);
// The cell id of (row, column), or ValueError naming `what` when it is outside the grid.
int CellOf(const Topology& topo, py::handle rc, const char* what);

}  // namespace papermines::python
