// solve(), clicks() and theorem() (python/, docs/PYTHON.md): the solver, the click counts and the
// rank of the clue systems, with the GIL released and Ctrl+C honoured.
#include <pybind11/stl.h>

#include <optional>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "app/solve_request.h"
#include "python/glue.h"
#include "python/module.h"
#include "solve/clicks.h"
#include "solve/kinds.h"
#include "solve/solver.h"
#include "solve/theorem.h"

namespace papermines::python {
namespace {

py::list GridRows(const Topology& t, const std::vector<uint8_t>& mine) {
  py::list rows;
  for (int r = 0; r < t.rows(); ++r) {
    py::list row;
    for (int c = 0; c < t.cols(); ++c) row.append(py::int_(mine[t.cell(r, c)]));
    rows.append(row);
  }
  return rows;
}

py::list Cells(const Topology& t, const std::vector<int32_t>& cells) {
  py::list out;
  for (int32_t c : cells) out.append(CellTuple(t, c));
  return out;
}

py::object SolveResultObject(const Puzzle& p, const SolveResult& r) {
  const Topology& t = *p.topology;
  py::list solutions;
  for (const Mines& m : r.solutions) solutions.append(GridRows(t, m));
  py::list steps(r.path.size());
  const Record& step_record = Record::Of("Step");
  for (size_t i = 0; i < r.path.size(); ++i) {
    const PathStep& s = r.path[i];
    py::list decided(s.cells.size());
    for (size_t k = 0; k < s.cells.size(); ++k) {
      const auto& [cell, mine] = s.cells[k];
      decided[k] = py::make_tuple(t.row(cell), t.col(cell), mine != 0);
    }
    steps[i] = step_record.Make(
        {{"text", py::str(s.text)}, {"cells", decided}, {"clues", Cells(t, s.clue_cells)}});
  }
  py::object witness = py::none();
  if (r.verdict == Verdict::kMultiple) witness = py::tuple(solutions);
  if (r.verdict == Verdict::kNone) witness = Cells(t, r.unsatisfiable);
  const bool graded = r.difficulty != Difficulty::kNone;
  return Record::Of("SolveResult")
      .Make({{"verdict", py::str(VerdictName(r.verdict))},
             {"proof", py::str(ProofName(r.proof))},
             {"grade", graded ? py::object(py::str(DifficultyName(r.difficulty))) : py::none()},
             {"rating", graded ? py::object(py::float_(r.rating)) : py::none()},
             {"score", graded ? py::object(py::float_(r.difficulty_score)) : py::none()},
             {"solutions", solutions},
             {"steps", steps},
             {"witness", witness},
             {"unsatisfiable", Cells(t, r.unsatisfiable)}});
}

py::object SolvePuzzle(const Puzzle& p, bool grade, bool explain, bool labels,
                       std::optional<double> time_limit) {
  if (!SolveKindOf(p.kind).proved) {
    throw py::value_error(absl::StrCat(PuzzleKindName(p.kind),
                                       " puzzle: nothing to solve (solve proves paper puzzles and "
                                       "mosaics; clicks() counts the clicks of boards)"));
  }
  if (time_limit && !(*time_limit > 0)) {
    throw py::value_error(absl::StrCat("time_limit must be > 0 seconds, got ", *time_limit));
  }
  // The request `solve` makes (the kind's clue scope, a shown count, cell names), but graded at
  // any size when asked: Python's `grade=` is the caller's.
  app::SolveRequest request;
  request.explain = explain;
  request.labels = labels;
  request.grading = grade || explain ? app::Grading::kAlways : app::Grading::kNever;
  Interrupt interrupt;
  request.cancel = [&interrupt] { return interrupt(); };
  app::SolvedPuzzle solved;
  {
    py::gil_scoped_release release;
    solved = app::SolveOne(p, 0, request, time_limit.value_or(0));
  }
  interrupt.ThrowIfRaised();
  return SolveResultObject(p, solved.result);
}

py::object ClicksOf(const Puzzle& p) {
  if (p.mine.empty()) {
    throw py::value_error(absl::StrCat("no board: a ", PuzzleKindName(p.kind),
                                       " puzzle without a solution has nothing to click"));
  }
  absl::StatusOr<ClickCounts> c;
  {
    py::gil_scoped_release release;
    c = CountClicks(*p.topology, p.mine);
  }
  if (!c.ok()) Raise(c.status());
  const Topology& t = *p.topology;
  return Record::Of("Clicks").Make({{"reverse", py::cast(c->reverse)},
                                    {"reverse_clicks", Cells(t, c->reverse_clicks)},
                                    {"three_bv", py::cast(c->forward)},
                                    {"forward_clicks", Cells(t, c->forward_clicks)},
                                    {"mines", py::cast(c->mines)},
                                    {"openings", py::cast(c->components)},
                                    {"isolated", py::cast(c->isolated)},
                                    {"saved", py::cast(c->saved)}});
}

std::vector<int64_t> Sizes(py::handle v, const char* what) {
  std::vector<int64_t> out;
  if (PyIndex_Check(v.ptr()) != 0) {
    out.push_back(Cast<int64_t>(v, what));
    return out;
  }
  if (py::isinstance<py::str>(v) || !py::isinstance<py::iterable>(v)) {
    WrongType(v, what, "an int or an iterable of ints (such as range(1, 21))");
  }
  for (py::handle x : py::iter(v)) out.push_back(Cast<int64_t>(x, absl::StrCat(what, " (each)")));
  if (out.empty()) throw py::value_error(absl::StrCat(what, " is empty"));
  return out;
}

py::object TheoremRowObject(const TheoremRow& row) {
  py::object witness = py::none();
  if (row.witness.status == WitnessStatus::kFound) {
    // Cells of the grid the opening is drawn on (MakeTheoremInstance), as (row, col).
    auto inst = MakeTheoremInstance(row.topology, row.rows, row.cols);
    if (!inst.ok()) Raise(inst.status());
    witness = py::make_tuple(Cells(*inst->topology, row.witness.first),
                             Cells(*inst->topology, row.witness.second));
  }
  return Record::Of("TheoremRow")
      .Make({{"topology", py::cast(GridFamilyName(row.topology))},
             {"rows", py::cast(row.rows)},
             {"cols", py::cast(row.cols)},
             {"unknowns", py::cast(row.rank.unknowns)},
             {"equations", py::cast(row.rank.equations)},
             {"rank", py::cast(row.rank.rank)},
             {"full_rank", py::cast(row.rank.full_rank())},
             {"exact", py::cast(row.rank.exact)},
             {"certificate", py::cast(row.rank.certificate)},
             {"paper_condition", py::cast(row.paper)},
             {"agrees", py::cast(row.agrees())},
             {"witness_status", py::cast(WitnessStatusName(row.witness.status))},
             {"witness", witness}});
}

py::object Theorem(py::handle topology_arg, py::object rows, py::object cols, bool witness,
                   py::handle budget_arg) {
  const std::string topology = Cast<std::string>(topology_arg, "topology=");
  const int64_t budget = Cast<int64_t>(budget_arg, "budget=");
  const auto t = ParseGridFamily(topology);
  if (!t) {
    throw py::value_error(
        absl::StrCat("topology: '", topology, "' is not one of square, triangle, strip, hex"));
  }
  const std::vector<int64_t> rs = Sizes(rows, "rows"), cs = Sizes(cols, "cols");
  WitnessOptions wo;
  wo.node_budget = budget;
  py::list out;
  Interrupt interrupt;
  for (int64_t r : rs) {
    for (int64_t c : cs) {
      absl::StatusOr<TheoremRow> row;
      {
        py::gil_scoped_release release;
        if (!interrupt()) row = AnalyzeTheoremSize(*t, r, c, wo, witness);
      }
      interrupt.ThrowIfRaised();
      if (!row.ok()) Raise(row.status());
      out.append(TheoremRowObject(*row));
    }
  }
  const bool one = PyIndex_Check(rows.ptr()) != 0 && PyIndex_Check(cols.ptr()) != 0;
  return one ? out[0] : py::object(out);
}

}  // namespace

void BindSolve(py::module_& m) {
  py::options options;  // each docstring starts with its own signature, in Python's words
  options.disable_function_signatures();
  m.def("solve", &SolvePuzzle, py::arg("puzzle"), py::kw_only(), py::arg("grade") = true,
        py::arg("explain") = true, py::arg("labels") = true, py::arg("time_limit") = py::none(),
        kSolveDoc);
  m.def("clicks", &ClicksOf, py::arg("puzzle"), kClicksDoc);
  m.def("theorem", &Theorem, py::arg("topology") = "square", py::arg("rows") = 10,
        py::arg("cols") = 10, py::kw_only(), py::arg("witness") = true,
        py::arg("budget") = solve_options::kTheoremBudget.value, kTheoremDoc);
}

}  // namespace papermines::python
