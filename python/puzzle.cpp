// The Puzzle type, .mines and puzz.link in and out (python/, docs/PYTHON.md).
#include <pybind11/numpy.h>
#include <pybind11/stl.h>

#include <optional>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_split.h"
#include "app/draw.h"
#include "app/language.h"
#include "app/option_schema.h"
#include "core/mines_io.h"
#include "core/output.h"
#include "core/puzzlink.h"
#include "python/glue.h"
#include "python/module.h"
#include "render/puzzle_svg.h"

namespace papermines::python {
namespace {

// ---- Python grids -> .mines text, so the file reader validates them with its own messages ----

// One Python cell value as a .mines token: None and -1 a closed cell ('.'), an integer (Python or
// numpy) its decimal, a string itself; anything else is a TypeError.
std::string ClueToken(py::handle v) {
  if (v.is_none()) return ".";
  if (py::isinstance<py::str>(v)) return Text(v, "a cell");
  if (PyIndex_Check(v.ptr()) != 0) {
    const py::int_ n = py::reinterpret_steal<py::int_>(PyNumber_Index(v.ptr()));
    const std::string s = py::str(static_cast<py::handle>(n));
    return s == "-1" ? "." : s;
  }
  throw py::type_error(absl::StrCat("a cell must be an int, None or a str, got ",
                                    std::string(py::str(py::type::of(v).attr("__name__")))));
}

// A mine cell of a 0/1 grid: true for 1/True, false for 0/False; other values are handed to the
// reader as they are (it names them).
std::optional<bool> MineValue(py::handle v) {
  if (PyIndex_Check(v.ptr()) == 0) return std::nullopt;
  const int64_t n = py::cast<int64_t>(py::reinterpret_steal<py::int_>(PyNumber_Index(v.ptr())));
  if (n == 0 || n == 1) return n == 1;
  return std::nullopt;
}

using Grid = std::vector<std::vector<py::object>>;

Grid ToGrid(py::handle rows, const char* what) {
  Grid grid;
  if (py::isinstance<py::str>(rows)) {
    throw py::type_error(absl::StrCat(what, " must be a list of rows (lists), not a str"));
  }
  for (py::handle row : py::iter(rows)) {
    if (py::isinstance<py::str>(row)) {
      throw py::type_error(absl::StrCat(what, " must be a list of rows (lists), not of str"));
    }
    std::vector<py::object> cells;
    for (py::handle cell : py::iter(row)) cells.push_back(py::reinterpret_borrow<py::object>(cell));
    grid.push_back(std::move(cells));
  }
  return grid;
}

void AppendRows(std::string* text, const Grid& grid,
                const std::function<std::string(size_t, size_t)>& token) {
  for (size_t r = 0; r < grid.size(); ++r) {
    std::vector<std::string> toks;
    for (size_t c = 0; c < grid[r].size(); ++c) toks.push_back(token(r, c));
    absl::StrAppend(text, absl::StrJoin(toks, " "), "\n");
  }
}

size_t Width(const Grid& g) { return g.empty() ? 0 : g[0].size(); }

struct PuzzleArgs {
  py::object clues, solution;
  std::string kind, topology;
  std::optional<std::string> id;
  std::optional<int64_t> mines;
  bool mines_shown = false;
  std::optional<std::pair<int64_t, int64_t>> click;
  bool impossible = false;
  std::optional<std::vector<std::pair<int64_t, int64_t>>> clicks;
  std::optional<int64_t> rows, cols;
};

// The .mines text of a puzzle given as Python values (FORMAT.md, "`.mines` puzzle files").
std::string MinesText(const PuzzleArgs& a) {
  const Grid clues = a.clues.is_none() ? Grid{} : ToGrid(a.clues, "clues");
  const Grid solution = a.solution.is_none() ? Grid{} : ToGrid(a.solution, "solution");
  const Grid& shape = clues.empty() ? solution : clues;
  const int64_t rows = a.rows.value_or(static_cast<int64_t>(shape.size()));
  const int64_t cols = a.cols.value_or(static_cast<int64_t>(Width(shape)));
  std::string t =
      absl::StrCat("puzzle ", a.kind, "\ntopology ", a.topology, " ", rows, " ", cols, "\n");
  if (a.id) absl::StrAppend(&t, "id ", *a.id, "\n");
  if (a.mines) absl::StrAppend(&t, "mines ", *a.mines, a.mines_shown ? " shown" : "", "\n");
  if (a.kind == "paper") {
    if (!a.clues.is_none()) {
      absl::StrAppend(&t, "clues\n");
      AppendRows(&t, clues, [&](size_t r, size_t c) { return ClueToken(clues[r][c]); });
    }
    if (!a.solution.is_none()) {
      absl::StrAppend(&t, "solution\n");
      AppendRows(&t, solution, [&](size_t r, size_t c) -> std::string {
        const std::optional<bool> mine = MineValue(solution[r][c]);
        if (!mine) return ClueToken(solution[r][c]);
        if (*mine) return "*";
        const bool open = r < clues.size() && c < clues[r].size() && ClueToken(clues[r][c]) != ".";
        return open ? ClueToken(clues[r][c]) : "-";
      });
    }
  } else if (a.kind == "oneclick") {
    if (a.impossible) absl::StrAppend(&t, "impossible\n");
    if (!a.solution.is_none()) {
      absl::StrAppend(&t, "solution\n");
      AppendRows(&t, solution, [&](size_t r, size_t c) -> std::string {
        if (a.click && a.click->first == static_cast<int64_t>(r) &&
            a.click->second == static_cast<int64_t>(c)) {
          return "c";
        }
        const std::optional<bool> mine = MineValue(solution[r][c]);
        if (!mine) return ClueToken(solution[r][c]);
        return *mine ? "*" : ".";
      });
    }
  } else {  // reverse, or a kind the reader refuses by name
    if (!a.solution.is_none()) {
      absl::StrAppend(&t, "board\n");
      AppendRows(&t, solution, [&](size_t r, size_t c) -> std::string {
        const std::optional<bool> mine = MineValue(solution[r][c]);
        if (!mine) return ClueToken(solution[r][c]);
        return *mine ? "*" : ".";
      });
    }
    if (a.clicks) {
      absl::StrAppend(&t, "clicks ", a.clicks->size(), "\n");
      for (const auto& [r, c] : *a.clicks) absl::StrAppend(&t, r, " ", c, "\n");
    }
  }
  absl::StrAppend(&t, "end\n");
  return t;
}

constexpr char kBuiltName[] = "<Puzzle>";

Puzzle MakePuzzle(const PuzzleArgs& a) {
  const std::string text = MinesText(a);
  auto parsed = ParseMines(text, kBuiltName);
  if (!parsed.ok()) {
    try {
      Raise(parsed.status());
    } catch (py::error_already_set& err) {
      // Show the .mines text the message locates (the puzzle as the file reader saw it).
      std::string shown;
      int n = 0;
      const std::vector<std::string> lines = absl::StrSplit(text, '\n', absl::SkipEmpty());
      for (const std::string& line : lines) absl::StrAppend(&shown, "\n  ", ++n, " | ", line);
      err.value().attr("add_note")(
          absl::StrCat("the puzzle as .mines text (", kBuiltName, "):", shown));
      throw;
    }
  }
  if (parsed->size() != 1) throw py::value_error("expected exactly one puzzle");
  return std::move(parsed->front());
}

// Puzzle(...): the arguments converted (python/glue.h Cast), then MakePuzzle.
Puzzle FromValues(py::object clues, py::object solution, py::handle kind, py::handle topology,
                  py::handle id, py::handle mines, bool mines_shown, py::handle click,
                  bool impossible, py::handle clicks, py::handle rows, py::handle cols) {
  PuzzleArgs a;
  a.clues = clues;
  a.solution = solution;
  a.kind = Cast<std::string>(kind, "kind=");
  a.topology = Cast<std::string>(topology, "topology=");
  a.id = Maybe<std::string>(id, "id=");
  a.mines = Maybe<int64_t>(mines, "mines=");
  a.mines_shown = mines_shown;
  a.click = Maybe<std::pair<int64_t, int64_t>>(click, "click=");
  a.impossible = impossible;
  if (!clicks.is_none()) {
    if (py::isinstance<py::str>(clicks) || !py::isinstance<py::iterable>(clicks)) {
      WrongType(clicks, "clicks=", "a list of (row, column) pairs");
    }
    a.clicks.emplace();
    for (py::handle cell : clicks) {
      a.clicks->push_back(Cast<std::pair<int64_t, int64_t>>(cell, "clicks= (each)"));
    }
  }
  a.rows = Maybe<int64_t>(rows, "rows=");
  a.cols = Maybe<int64_t>(cols, "cols=");
  return MakePuzzle(a);
}

// ---- Puzzle -> Python values ----

// `values` (one a cell: the clues or the mines) as a list of rows, each cell's value as `cell`
// makes it; None when the puzzle has none.
template <typename Cell>
py::object RowList(const Puzzle& p, const std::vector<uint8_t>& values, Cell cell) {
  if (values.empty()) return py::none();
  const Topology& t = *p.topology;
  py::list rows;
  for (int r = 0; r < t.rows(); ++r) {
    py::list row;
    for (int c = 0; c < t.cols(); ++c) row.append(cell(values[t.cell(r, c)]));
    rows.append(row);
  }
  return rows;
}

py::object CluesList(const Puzzle& p) {
  return RowList(p, p.clues, [](uint8_t v) {
    return v == kClosed ? py::object(py::none()) : py::object(py::int_(v));
  });
}

py::object MineList(const Puzzle& p) {
  return RowList(p, p.mine, [](uint8_t v) { return py::object(py::int_(v)); });
}

// `values` (one a cell: the clues or the mines) as a (rows, cols) array, a closed clue -1;
// ValueError `missing` when the puzzle has none.
template <typename T>
py::array_t<T> GridArray(const Puzzle& p, const std::vector<uint8_t>& values, bool clue,
                         const char* missing) {
  if (values.empty()) throw py::value_error(missing);
  const Topology& t = *p.topology;
  py::array_t<T> a({t.rows(), t.cols()});
  auto m = a.template mutable_unchecked<2>();
  for (int r = 0; r < t.rows(); ++r) {
    for (int c = 0; c < t.cols(); ++c) {
      const uint8_t v = values[t.cell(r, c)];
      m(r, c) = clue && v == kClosed ? T(-1) : T(v);
    }
  }
  return a;
}

std::string Repr(const Puzzle& p) {
  const Topology& t = *p.topology;
  return absl::StrCat("<papermines.Puzzle ", PuzzleKindName(p.kind), " ",
                      TopologyKindName(t.kind()), " ", t.rows(), "x", t.cols(),
                      p.id.empty() ? "" : absl::StrCat(" id=", p.id), ">");
}

// The drawing of one puzzle: what it shows completed by app's one drawing path (app/draw.h), then
// the worksheets' painter (render/puzzle_svg.h), in the language `lang` names (None: English)
// checked as --lang and "lang" are (app/language.h).
std::string Svg(const Puzzle& p, bool show_solution, double cell_size, py::handle lang) {
  const app::Environment env = ModuleEnvironment();
  absl::StatusOr<std::string> code =
      app::ResolveLanguage(lang.is_none() ? "" : Text(lang, "lang="), env);
  if (!code.ok()) {
    Raise(absl::Status(code.status().code(), absl::StrCat(app::Spell("lang", app::Caller::kPython),
                                                          ": ", code.status().message())));
  }
  Puzzle copy = p;
  absl::StatusOr<std::string> svg;
  {
    py::gil_scoped_release release;
    absl::Status s = absl::OkStatus();
    if (show_solution) s = app::CompleteForDrawing(std::span<Puzzle>(&copy, 1), {});
    if (s.ok()) {
      render::PuzzleSvgOptions o;
      o.answer = show_solution;
      o.unit = cell_size;
      o.lang = *code;
      o.catalogue_dirs = env.catalogue_dirs;
      svg = render::PuzzleSvg(copy, o);
    } else {
      svg = s;
    }
  }
  if (!svg.ok()) Raise(svg.status());
  return *std::move(svg);
}

std::vector<Puzzle> ParseText(const std::string& text, const std::string& name) {
  absl::StatusOr<std::vector<Puzzle>> puzzles;
  {
    py::gil_scoped_release release;
    puzzles = IsPuzzLinkList(text) ? ParsePuzzLinkList(text, name) : ParseMines(text, name);
  }
  if (!puzzles.ok()) Raise(puzzles.status());
  return *std::move(puzzles);
}

std::vector<Puzzle> Read(py::object source) {
  if (py::isinstance<py::str>(source)) {
    const py::str s = py::reinterpret_borrow<py::str>(source);
    const bool is_text = py::bool_(s.attr("__contains__")("\n")) ||
                         py::bool_(s.attr("startswith")(py::make_tuple("puzzle", "#")));
    if (is_text) return ParseText(Text(source, "read(): the .mines text"), "<text>");
    if (LooksLikePuzzLink(std::string(py::bytes(s.attr("encode")("utf-8", "replace"))))) {
      return {FromPuzzLink(Text(source, "read(): the puzz.link URL"))};
    }
  } else if (!py::isinstance(source, py::module_::import("os").attr("PathLike"))) {
    throw py::type_error(
        "read() takes a path (str or os.PathLike), a puzz.link URL or .mines text");
  }
  const std::string path = PathOf(source, "read(): the path");
  absl::StatusOr<std::string> file;
  {
    py::gil_scoped_release release;
    RunFiles files;  // one call is one run: the file is not an input of later calls
    file = ReadWholeFile(files, path);
  }
  if (!file.ok()) Raise(file.status(), /*io=*/true);
  return ParseText(*file, path);
}

py::object Write(const std::vector<Puzzle>& puzzles, py::object path) {
  std::string text;
  {
    py::gil_scoped_release release;
    text = FormatGenerated(puzzles);  // the gen commands' bytes for the same set
  }
  if (path.is_none()) return py::str(text);
  const std::string p = PathOf(path, "write(): the path");
  absl::Status s;
  {
    py::gil_scoped_release release;
    RunFiles files;  // one call is one run (core/output.h)
    s = WriteFileAtomic(files, p, text);
  }
  if (!s.ok()) Raise(s, /*io=*/true);
  return py::none();
}

}  // namespace

Puzzle FromPuzzLink(const std::string& url) {
  auto p = ParsePuzzLink(url);
  if (!p.ok()) Raise(p.status());
  return *std::move(p);
}

// Puzzle's methods: arrays, text forms, the drawing, equality, copies and pickling.
static void BindPuzzleMethods(py::class_<Puzzle>& puzzle) {
  puzzle
      .def(
          "clues_array",
          [](const Puzzle& p) {
            return GridArray<int16_t>(p, p.clues, true, "only paper puzzles have clues");
          },
          "The clues as a (rows, cols) numpy int16 array, -1 for a closed cell.")
      .def(
          "solution_array",
          [](const Puzzle& p) {
            return GridArray<uint8_t>(p, p.mine, false, "the puzzle carries no solution or board");
          },
          "The solution (or board) as a (rows, cols) numpy uint8 array, 1 = mine.")
      .def("to_mines", &FormatPuzzle, "The puzzle as .mines text (the canonical form).")
      .def(
          "to_puzzlink",
          [](const Puzzle& p) {
            auto url = PuzzLinkUrl(p);
            if (!url.ok()) Raise(url.status());
            return *url;
          },
          kToPuzzlinkDoc)
      .def("svg", &Svg, py::arg("show_solution") = false, py::arg("cell_size") = 24.0,
           py::arg("lang") = py::none(), kSvgDoc)
      .def(
          "_repr_svg_", [](const Puzzle& p, bool show) { return Svg(p, show, 24, py::none()); },
          py::arg("show_solution") = false, "The puzzle drawn as SVG (Jupyter calls this).")
      .def("__repr__", &Repr)
      .def("__eq__",
           [](const Puzzle& a, const Puzzle& b) { return FormatPuzzle(a) == FormatPuzzle(b); })
      .def("__copy__", [](const Puzzle& p) { return Puzzle(p); })
      .def("__deepcopy__", [](const Puzzle& p, py::dict) { return Puzzle(p); })
      .def(py::pickle([](const Puzzle& p) { return FormatPuzzle(p); },
                      [](const std::string& text) {
                        auto parsed = ParseMines(text, "<pickle>");
                        if (!parsed.ok()) Raise(parsed.status());
                        return std::move(parsed->front());
                      }));
}

void BindPuzzle(py::module_& m) {
  py::class_<Puzzle> puzzle(m, "Puzzle", kPuzzleDoc);
  puzzle.def(py::init(&FromValues), py::arg("clues") = py::none(), py::arg("solution") = py::none(),
             py::kw_only(), py::arg("kind") = "paper", py::arg("topology") = "square",
             py::arg("id") = py::none(), py::arg("mines") = py::none(),
             py::arg("mines_shown") = false, py::arg("click") = py::none(),
             py::arg("impossible") = false, py::arg("clicks") = py::none(),
             py::arg("rows") = py::none(), py::arg("cols") = py::none(), kPuzzleInitDoc);
  puzzle
      .def_property_readonly(
          "kind", [](const Puzzle& p) { return PuzzleKindName(p.kind); },
          "'paper', 'oneclick' or 'reverse'")
      .def_property_readonly(
          "topology", [](const Puzzle& p) { return TopologyKindName(p.topology->kind()); },
          "'square', 'triangle', 'hex' or 'graph'")
      .def_property_readonly(
          "rows", [](const Puzzle& p) { return p.topology->rows(); }, "number of rows")
      .def_property_readonly(
          "cols", [](const Puzzle& p) { return p.topology->cols(); }, "number of columns")
      .def_property_readonly(
          "id",
          [](const Puzzle& p) { return p.id.empty() ? py::object(py::none()) : py::str(p.id); },
          "the puzzle's id (regenerates it: generate(id=...)), or None")
      .def_property_readonly(
          "seed", [](const Puzzle& p) { return p.seed; }, "the run seed it was made with, or None")
      .def_property_readonly(
          "difficulty",
          [](const Puzzle& p) {
            return p.difficulty == Difficulty::kNone ? py::object(py::none())
                                                     : py::str(DifficultyName(p.difficulty));
          },
          "the grade stored with the puzzle ('easy' .. 'expert'), or None")
      .def_property_readonly(
          "mines", [](const Puzzle& p) { return p.mines; }, "the stated mine count, or None")
      .def_property_readonly(
          "mines_shown", [](const Puzzle& p) { return p.mines_shown; },
          "paper: the mine count is shown to the player (a clue of its own)")
      .def_property_readonly("clues", &CluesList,
                             "paper: rows of clues, None for a closed cell; None for other kinds")
      .def_property_readonly(
          "solution", &MineList,
          "rows of 0/1 (1 = mine): a paper puzzle's solution, a one-click board, a reverse "
          "board; None when the puzzle carries none")
      .def_property_readonly(
          "click",
          [](const Puzzle& p) {
            return p.click < 0 ? py::object(py::none())
                               : py::object(CellTuple(*p.topology, p.click));
          },
          "oneclick: the click cell (row, col) of the solution, or None")
      .def_property_readonly(
          "impossible", [](const Puzzle& p) { return p.impossible; },
          "oneclick: the answer is 'no board exists'")
      .def_property_readonly(
          "clicks",
          [](const Puzzle& p) -> py::object {
            if (!p.reverse_clicks) return py::none();
            py::list cells;
            for (int32_t c : *p.reverse_clicks) cells.append(CellTuple(*p.topology, c));
            return cells;
          },
          "reverse: the optimal click set stored with the puzzle, as (row, col), or None");
  BindPuzzleMethods(puzzle);
  puzzle.attr("__hash__") = py::none();

  py::options options;  // these docstrings start with their own signatures, in Python's words
  options.disable_function_signatures();
  m.def("read", &Read, py::arg("source"), kReadDoc);
  m.def("write", &Write, py::arg("puzzles"), py::arg("path") = py::none(), kWriteDoc);
  m.def(
      "from_puzzlink", [](py::handle url) { return FromPuzzLink(Cast<std::string>(url, "url=")); },
      py::arg("url"), kFromPuzzlinkDoc);
}

}  // namespace papermines::python
