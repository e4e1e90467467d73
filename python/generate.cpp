// generate() (python/, docs/PYTHON.md): puzzle sets from gen's one producer (gen/producer.h), the
// sets `sheet` and `book` make, with the options of the `papermines gen` commands under the same
// names (underscores for dashes); the gen commands' own options (first, max_tries, attempts,
// random or tasks=False one-click boards, the strip) are the producer's too, which the gen commands
// call as well, so the same options and seed give the same puzzles as the command. Nothing here
// decides what a puzzle or a set is.
#include <pybind11/stl.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdlib>
#include <limits>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "absl/algorithm/container.h"
#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "app/option_schema.h"
#include "app/picture.h"
#include "app/seed.h"
#include "core/option_hint.h"
#include "gen/paper.h"
#include "gen/producer.h"
#include "gen/shard.h"
#include "python/glue.h"
#include "python/module.h"

namespace papermines::python {
namespace {

// generate()'s named parameters (its signature): the schema rows it takes by name, not in
// **options.
constexpr std::array<std::string_view, 7> kNamed = {"kind",       "rows",  "cols", "topology",
                                                    "difficulty", "count", "seed"};

// An option's name in Python: underscores for dashes ("mine-count" -> "mine_count").
std::string PythonName(std::string_view name) {
  std::string key(name);
  std::replace(key.begin(), key.end(), '-', '_');
  return key;
}

// The keyword options of generate() beyond its named parameters, and which kinds take them
// (empty: every kind): every row of the one schema (app/option_schema.h) Python takes, with the
// kinds the row lists.
const std::map<std::string, std::set<std::string>>& OptionKinds() {
  static const auto* kinds = [] {
    auto* k = new std::map<std::string, std::set<std::string>>;
    for (const app::OptionSpec& spec : app::OptionSchema()) {
      if (!spec.TakenBy("python") || absl::c_linear_search(kNamed, spec.name)) continue;
      std::set<std::string>& of = (*k)[PythonName(spec.name)];
      for (std::string_view kind : spec.kinds) of.emplace(kind);
    }
    return k;
  }();
  return *kinds;
}

// The schema's rows generate() takes in **options (rating, mines, size, ...; id is a list).
std::vector<const app::OptionSpec*> SchemaOptions() {
  std::vector<const app::OptionSpec*> out;
  for (const app::OptionSpec& spec : app::OptionSchema()) {
    if (spec.TakenBy("python") && !absl::c_linear_search(kNamed, spec.name)) out.push_back(&spec);
  }
  return out;
}

struct Options {
  std::string kind;
  py::dict extra;
  std::vector<std::string> ids;  // id=, read once (it may be an iterator)
};

void CheckOptions(const Options& o) {
  for (auto item : o.extra) {
    const std::string name = Text(item.first, "an option's name");
    const auto it = OptionKinds().find(name);
    if (it == OptionKinds().end()) {
      std::vector<std::string> known;
      for (const auto& [option, kinds] : OptionKinds()) known.push_back(option);
      const std::string near = app::Closest(name, known);
      throw py::type_error(
          absl::StrCat("generate() got an unknown option '", name, "'",
                       near.empty() ? "" : absl::StrCat(" (did you mean '", near, "'?)")));
    }
    if (!it->second.empty() && !it->second.contains(o.kind)) {
      throw py::type_error(absl::StrCat("generate(kind='", o.kind, "') has no option '", name,
                                        "' (it is an option of kind ",
                                        absl::StrJoin(it->second, " and "), ")"));
    }
  }
}

// A Python value of a schema option as the text the schema checks: an int for whole numbers, an
// int or float for numbers, a str for the rest; another type is a TypeError naming the option.
std::string SchemaText(const app::OptionSpec& spec, py::handle v) {
  const std::string name = app::Spell(spec.name, app::Caller::kPython);
  const bool is_int = PyIndex_Check(v.ptr()) != 0 && !py::isinstance<py::bool_>(v);
  switch (spec.type) {
    case app::OptionType::kInt:
    case app::OptionType::kUInt:
      if (!is_int) throw py::type_error(absl::StrCat(name, " must be an int"));
      return py::str(v);
    case app::OptionType::kNumber:
      if (!is_int && !py::isinstance<py::float_>(v)) {
        throw py::type_error(absl::StrCat(name, " must be a number"));
      }
      return py::str(v);
    case app::OptionType::kFlag:
      if (!py::isinstance<py::bool_>(v))
        throw py::type_error(absl::StrCat(name, " must be True or False"));
      return v.ptr() == Py_True ? "true" : "false";
    default:
      return Text(v, name);
  }
}

// Puts the value of option `spec` into `values` (None: left out, the schema's default).
void Put(app::OptionValues& values, const app::OptionSpec& spec, py::handle v) {
  if (v.is_none()) return;
  values.text[std::string(spec.name)] = SchemaText(spec, v);
}

// size= with rows= or cols=: ValueError.
void RefuseSizeWithRowsOrCols(const app::OptionValues& values, std::optional<int64_t> rows,
                              std::optional<int64_t> cols) {
  if (values.text.contains("size") && (rows || cols)) {
    throw py::value_error("size= gives both rows and cols: drop rows= and cols=, or size=");
  }
}

// The error of a failed run: a Python exception already raised (Ctrl+C) first, then the status
// with its option hint in Python's words (an allocation failure in a worker thread is the batch
// driver's "out of memory" status: MemoryError, python/glue.h).
[[noreturn]] void RunFailed(const absl::Status& s, const Interrupt& interrupt) {
  interrupt.ThrowIfRaised();
  if (auto hint = OptionHint(s)) {
    std::string option = hint->second;
    std::replace(option.begin(), option.end(), '-', '_');
    Raise(absl::Status(s.code(), absl::StrCat(s.message(), " (", hint->first, " ", option, ")")));
  }
  Raise(s);
}

std::vector<std::string> IdsOf(const Options& o) {
  if (!o.extra.contains("id") || o.extra["id"].is_none()) return {};
  py::handle id = o.extra["id"];
  if (py::isinstance<py::str>(id)) return {Text(id, "id=")};
  if (!py::isinstance<py::iterable>(id)) WrongType(id, "id=", "a str or a list of str");
  std::vector<std::string> ids;
  for (py::handle one : id) ids.push_back(Text(one, "id= (each id)"));
  return ids;
}

// The run's deadline from its time limit in seconds (0: none; the schema caps it at 1e12).
std::chrono::steady_clock::time_point DeadlineOf(double limit) {
  if (limit == 0) return std::chrono::steady_clock::time_point::max();
  return std::chrono::steady_clock::now() +
         std::chrono::duration_cast<std::chrono::steady_clock::duration>(
             std::chrono::duration<double>(std::min(limit, 1e9)));
}

// The set from the one producer (gen/producer.h), with Ctrl+C checked after every puzzle. The
// set's options go through the one schema (app/option_schema.h), as `sheet`'s and a web request's
// do; the gen commands' own options follow.
std::vector<Puzzle> ProducerSet(const Options& o, std::optional<int64_t> rows,
                                std::optional<int64_t> cols, const std::string& topology,
                                const std::string& difficulty, int64_t count, uint64_t seed) {
  const bool strip = o.kind == "paper" && absl::AsciiStrToLower(topology) == "strip";
  app::OptionValues values;
  values.text["kind"] = o.kind;
  values.text["topology"] = strip ? "square" : topology;
  values.text["difficulty"] = difficulty;
  values.text["count"] = absl::StrCat(count);
  values.text["seed"] = absl::StrCat(seed);
  values.text["rows"] = absl::StrCat(rows.value_or(strip ? 2 : 10));
  values.text["cols"] = absl::StrCat(cols.value_or(10));
  for (const app::OptionSpec* spec : SchemaOptions()) {
    const std::string name = PythonName(spec->name);
    if (spec->type != app::OptionType::kList && o.extra.contains(name)) {
      Put(values, *spec, o.extra[name.c_str()]);
    }
  }
  RefuseSizeWithRowsOrCols(values, rows, cols);
  if (!o.ids.empty()) values.lists["id"] = o.ids;
  absl::StatusOr<ProducerOptions> made =
      app::MakeProducerOptions(values, "python", app::Caller::kPython);
  if (!made.ok()) Raise(made.status());
  ProducerOptions& po = *made;
  po.strip = strip;
  // An opening asked for is the opening made (sheets keep the producer's sparse hex above easy).
  if (values.text.contains("opening")) {
    po.opening = *app::OpeningOf(values.text["opening"], app::Caller::kPython);
  }
  // The run's own options, checked by the schema above (in any case, as the user wrote them).
  const auto number = [&](const char* name) {
    return std::strtod(values.Get(name, "python").c_str(), nullptr);
  };
  po.heuristic = *app::HeuristicOf(values.Get("heuristic", "python"), app::Caller::kPython);
  if (values.text.contains("density")) po.density = number("density");
  // One-click: a worksheet's tasks unless tasks=False or random=True asks for boards of one size.
  const bool tasks_given = values.text.contains("tasks");
  po.oneclick = values.On("tasks")    ? OneClickSetKind::kTasks
                : values.On("random") ? OneClickSetKind::kRandom
                : tasks_given         ? OneClickSetKind::kCanonical
                                      : OneClickSetKind::kTasks;
  po.first = std::strtoull(values.Get("first", "python").c_str(), nullptr, 10);
  if (values.text.contains("max-tries")) {
    po.max_tries = std::strtoll(values.text["max-tries"].c_str(), nullptr, 10);
  }
  if (values.text.contains("attempts")) {
    po.attempts = static_cast<int>(std::strtol(values.text["attempts"].c_str(), nullptr, 10));
  }
  if (values.text.contains("shard")) po.shard = *ParseShard(values.text["shard"]);
  po.jobs = static_cast<int>(std::strtol(values.Get("jobs", "python").c_str(), nullptr, 10));
  po.deadline = DeadlineOf(number("time-limit"));
  // Interruptible inside a puzzle: the producer asks po.cancel (python::Cancellable).
  Cancellable run;
  po.cancel = run.cancel();
  std::vector<Puzzle> out;
  const absl::Status s = run.Run([&] {
    return ProducePuzzles(po, [&](Puzzle&& p) {
      out.push_back(std::move(p));
      return absl::OkStatus();
    });
  });
  if (!s.ok()) RunFailed(s, run.interrupt());
  return out;
}

// image=: the picture's bytes (bytes, bytearray, memoryview) or its file (a str or os.PathLike
// path), and the name its errors start with.
std::pair<std::string, std::string> PictureOf(py::handle image) {
  if (py::isinstance<py::bytes>(image) || py::isinstance<py::bytearray>(image) ||
      py::isinstance<py::memoryview>(image)) {
    const std::string bytes =
        py::module_::import("builtins").attr("bytes")(image).cast<std::string>();
    if (static_cast<int64_t>(bytes.size()) > app::kMaxPictureBytes) {
      throw py::value_error(absl::StrCat("image: a picture of more than ",
                                         app::kMaxPictureBytes >> 20, " MiB is refused"));
    }
    return {"image", bytes};
  }
  const std::string path = PathOf(image, "image=");
  absl::StatusOr<std::string> bytes = app::ReadPictureFile(path);
  if (!bytes.ok()) Raise(bytes.status());
  return {path, *std::move(bytes)};
}

// generate(kind="mosaic", image=...): one mosaic whose solution is the picture, made as
// `gen mosaic --image` makes it (app/picture.h), of the size asked or the picture's own.
std::vector<Puzzle> PictureSet(const Options& o, std::optional<int64_t> rows,
                               std::optional<int64_t> cols, const std::string& difficulty,
                               int64_t count, uint64_t seed) {
  if (count != 1) throw py::value_error("image= makes one puzzle; drop count");
  app::OptionValues values;
  for (auto item : o.extra) {
    const std::string name = py::str(item.first);
    if (name != "image" && name != "size" && name != "threshold" && name != "time_limit") {
      throw py::value_error(absl::StrCat(
          name, "= does not go with image= (its options: size, threshold, time_limit)"));
    }
    if (name == "image" || item.second.is_none()) continue;
    const app::OptionSpec& spec = *app::FindOption(name);
    absl::StatusOr<std::string> checked =
        app::CheckText(spec, SchemaText(spec, item.second), app::Caller::kPython);
    if (!checked.ok()) Raise(checked.status());
    values.text[std::string(spec.name)] = *checked;
  }
  const auto [name, bytes] = PictureOf(o.extra["image"]);
  RefuseSizeWithRowsOrCols(values, rows, cols);
  absl::StatusOr<Difficulty> grade = app::DifficultyOf(difficulty, app::Caller::kPython);
  if (!grade.ok()) Raise(grade.status());
  absl::StatusOr<app::Luminance> img = app::ReadPicture(name, bytes);
  if (!img.ok()) Raise(img.status());
  int64_t r = rows.value_or(img->height), c = cols.value_or(img->width);
  if (values.text.contains("size")) {
    const std::string& size = values.text["size"];
    const size_t x = size.find('x');
    r = std::strtoll(size.c_str(), nullptr, 10);
    c = std::strtoll(size.c_str() + x + 1, nullptr, 10);
  }
  const bool size_given = rows || cols || values.text.contains("size");
  const absl::Status fits = app::CheckMosaicSize(r, c, size_given, app::Caller::kPython);
  if (!fits.ok()) Raise(fits);
  const Mines target =
      app::PictureTarget(*img, static_cast<int>(r), static_cast<int>(c),
                         std::strtod(values.Get("threshold", "python").c_str(), nullptr));
  const auto deadline =
      DeadlineOf(std::strtod(values.Get("time-limit", "python").c_str(), nullptr));
  Cancellable run;
  std::vector<Puzzle> out;
  const absl::Status s = run.Run([&]() -> absl::Status {
    absl::StatusOr<Puzzle> p = app::MosaicOfPicture(name, static_cast<int>(r), static_cast<int>(c),
                                                    target, *grade, seed, deadline, run.cancel());
    if (!p.ok()) return p.status();
    out.push_back(*std::move(p));
    return absl::OkStatus();
  });
  if (!s.ok()) RunFailed(s, run.interrupt());
  return out;
}

// The named parameters arrive as Python objects and are converted by Cast (python/glue.h), so a
// wrong type is a TypeError and an int out of range a ValueError, each naming the parameter.
std::vector<Puzzle> Generate(py::handle kind, py::handle rows, py::handle cols, py::handle topology,
                             py::handle difficulty, py::handle count, py::handle seed,
                             py::kwargs options) {
  absl::StatusOr<std::string> checked_kind =
      app::CheckText(*app::FindOption("kind"), Text(kind, "kind="), app::Caller::kPython);
  if (!checked_kind.ok()) Raise(checked_kind.status());
  Options o{*checked_kind, py::dict(options), {}};
  CheckOptions(o);
  o.ids = IdsOf(o);
  const std::optional<int64_t> r = Maybe<int64_t>(rows, "rows="), c = Maybe<int64_t>(cols, "cols=");
  const int64_t n = Cast<int64_t>(count, "count=");
  const uint64_t s = Cast<uint64_t>(seed, "seed=");
  if (o.extra.contains("image") && !o.extra["image"].is_none()) {
    return PictureSet(o, r, c, Text(difficulty, "difficulty="), n, s);
  }
  if (o.extra.contains("threshold") && !o.extra["threshold"].is_none()) {
    throw py::value_error("threshold= is the picture's: give image= too");
  }
  if (!o.ids.empty()) {
    if (n != 1) throw py::value_error("id names the puzzles; drop count");
    return ProducerSet(o, r, c, "square", "any", 1, s);
  }
  return ProducerSet(o, r, c, Text(topology, "topology="), Text(difficulty, "difficulty="), n, s);
}

}  // namespace

void BindGenerate(py::module_& m) {
  py::options options;  // the docstring starts with its own signature, in Python's words
  options.disable_function_signatures();
  m.def("generate", &Generate, py::arg("kind") = "paper", py::arg("rows") = py::none(),
        py::arg("cols") = py::none(), py::arg("topology") = "square", py::arg("difficulty") = "any",
        py::arg("count") = 1, py::arg("seed") = 1, kGenerateDoc);
  // The seed source of `sheet`, `book` and the web app (app/seed.h), in this process's
  // environment (SOURCE_DATE_EPOCH makes it the fixed default, as for the commands).
  m.def(
      "fresh_seed",
      [] {
        app::Environment env = ModuleEnvironment();
        const char* epoch = std::getenv("SOURCE_DATE_EPOCH");
        env.source_date_epoch = epoch != nullptr ? epoch : "";
        return app::FreshSeed(env);
      },
      kFreshSeedDoc);
}

}  // namespace papermines::python
