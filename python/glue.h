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
#include <string>
#include <utility>
#include <vector>

#include "absl/status/status.h"
#include "core/puzzle.h"
#include "core/topology.h"

namespace papermines::python {

namespace py = pybind11;

// Raises the Python exception for a failed status: ValueError for bad input and "no such puzzle"
// (InvalidArgument, OutOfRange, FailedPrecondition, ResourceExhausted, NotFound), TimeoutError
// for a time limit (DeadlineExceeded), OSError for a file that cannot be read or written
// (`io` true: NotFound, PermissionDenied, DataLoss), MemoryError when the message says the memory
// ran out, RuntimeError otherwise. A Python exception already pending (Ctrl+C seen during the
// call) wins. Needs the GIL.
[[noreturn]] void Raise(const absl::Status& status, bool io = false);

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

// A cell as (row, column), 0-based like numpy; graphs: (0, vertex).
py::tuple CellTuple(const Topology& topo, int cell);
// The cell id of (row, column), or ValueError naming `what` when it is outside the grid.
int CellOf(const Topology& topo, py::handle rc, const char* what);

}  // namespace papermines::python
