// Sheet requests (sheet.h).
#include "serve/sheet.h"

#include <cmath>
#include <memory>
#include <set>

#include "CLI/CLI.hpp"
#include "absl/strings/str_cat.h"
#include "app/draw.h"
#include "app/render_settings.h"
#include "app/text.h"
#include "cli/common.h"
#include "cli/vocabulary.h"
#include "core/mines_io.h"
#include "render/layout.h"
#include "serve/api_error.h"
#include "solve/rating.h"

namespace papermines::serve {
namespace {

// The option's value after the CLI's checks and transforms: what was given, else its default.
std::string Text(const CLI::App& sub, const std::string& name, const std::string& fallback = "") {
  const CLI::Option* o = sub.get_option_no_throw(name);
  if (o == nullptr) return fallback;
  if (o->count() > 0) return o->as<std::string>();
  return o->get_default_str().empty() ? fallback : o->get_default_str();
}
bool Flag(const CLI::App& sub, const std::string& name) {
  const CLI::Option* o = sub.get_option_no_throw(name);
  return o != nullptr && o->count() > 0;
}

// The key a CLI message is about: the first "--NAME" in it that the request sent.
nlohmann::json KeyIn(const std::string& message, const nlohmann::json& request) {
  size_t best = std::string::npos;
  std::string key;
  for (const auto& [k, v] : request.items()) {
    const size_t at = message.find("--" + k);
    if (at != std::string::npos && at < best) best = at, key = k;
  }
  if (key.empty()) return nullptr;
  return {{"key", key}};
}

absl::Status Located(absl::Status s, const nlohmann::json& request) {
  nlohmann::json where = KeyIn(std::string(s.message()), request);
  return where.is_null() ? s : WithLocation(std::move(s), where);
}

TopologyKind TopologyOf(const std::string& t) {
  return t == "triangle" ? TopologyKind::kTriangle
         : t == "hex"    ? TopologyKind::kHex
                         : TopologyKind::kSquare;
}

// The parts of `sheet`'s run that check the request before anything is generated (as
// cli/sheet_cmd.cpp's RunSheet, same messages; the count is capped lower on a shared server).
absl::Status CheckSheet(const SheetRequest& r) {
  const ProducerOptions& p = r.produce;
  if (p.rows < 1 || p.cols < 1 || p.rows > 1000 || p.cols > 1000) {
    return absl::InvalidArgumentError(absl::StrCat(
        "the board must have 1 to 1000 rows and columns (--size RxC, or --rows and --cols), got ",
        p.rows, "x", p.cols));
  }
  if (p.count < 1 || p.count > kMaxPuzzlesPerRequest) {
    return absl::InvalidArgumentError(
        absl::StrCat("--count must be between 1 and ", kMaxPuzzlesPerRequest,
                     " on this server (the command line allows 100000)"));
  }
  if (p.ids.empty()) {
    const BoardSize largest = LargestBoard(p);
    if (absl::Status s = render::CheckBoardFits(r.render.layout, p.topology, largest.rows,
                                                largest.cols, r.render.labels);
        !s.ok()) {
      return s;
    }
  }
  if (p.impossible > 0 && p.kind != PuzzleKind::kOneClick) {
    return absl::InvalidArgumentError(
        "--impossible mixes impossible tasks into one-click sheets: use it with --kind oneclick");
  }
  return absl::OkStatus();
}

}  // namespace

absl::StatusOr<SheetRequest> ReadSheetRequest(std::string_view body, const app::Environment& env) {
  absl::StatusOr<nlohmann::json> request = ReadJsonObject(body);
  if (!request.ok()) return request.status();
  SheetRequest r;
  absl::StatusOr<SheetOutput> output = TakeSheetOutput(*request);
  if (!output.ok()) return output.status();
  r.output = *output;
  absl::StatusOr<CommandArgs> args = ArgsFromJson(*request, RefusedSheetKeys());
  if (!args.ok()) return args.status();

  // The sheet command's own options: every name, check and message is the CLI's.
  CLI::App app;
  app.require_subcommand(1);
  const cli::Command sheet = cli::SetupSheet(app);
  cli::RequireNumbers(app);
  std::vector<std::string> argv = {"sheet"};
  for (std::string& a : args->args) argv.push_back(std::move(a));
  std::reverse(argv.begin(), argv.end());  // CLI11 parses a vector from its back
  try {
    app.parse(argv);
  } catch (const CLI::ParseError& e) {
    const std::string what =
        cli::ExplainParseError(app, *sheet.app, e, app::OneLine(e.what(), 300));
    return Located(absl::InvalidArgumentError(what), *request);
  }
  const CLI::App& sub = *sheet.app;
  // The producer's options from sheet's flags, as cli/sheet_cmd.cpp's SheetProducerOptions.
  ProducerOptions& p = r.produce;
  try {
    p.kind = ParsePuzzleKind(Text(sub, "--kind", "paper")).value_or(PuzzleKind::kPaper);
    p.count = std::stoll(Text(sub, "--count", "6"));
    const std::string difficulty = Text(sub, "--difficulty", "medium");
    p.difficulty = difficulty == "any" ? Difficulty::kNone
                                       : ParseDifficulty(difficulty).value_or(Difficulty::kNone);
    p.topology = TopologyOf(Text(sub, "--topology", "square"));
    if (Flag(sub, "--size")) {
      const std::string size = Text(sub, "--size");
      const size_t x = size.find_first_of("xX");
      p.rows = static_cast<int>(std::stoll(size.substr(0, x)));
      p.cols = static_cast<int>(std::stoll(size.substr(x + 1)));
    } else {
      p.rows = static_cast<int>(std::stoll(Text(sub, "--rows", "10")));
      p.cols = static_cast<int>(std::stoll(Text(sub, "--cols", "10")));
    }
    p.seed = std::stoull(Text(sub, "--seed", "1"));
    if (const int64_t mines = std::stoll(Text(sub, "--mines", "-1")); mines >= 0) p.mines = mines;
    if (Text(sub, "--opening", "chessboard") == "sparse") p.opening = PaperOpening::kSparse;
    p.mine_count_shown = Text(sub, "--mine-count", "hidden") == "shown";
    p.impossible = std::stod(Text(sub, "--impossible", "0"));
    if (Flag(sub, "--id"))
      p.ids = cli::SplitIds(sub.get_option("--id")->as<std::vector<std::string>>());
    if (Flag(sub, "--rating")) {
      if (p.kind != PuzzleKind::kPaper) {
        return WithLocation(absl::InvalidArgumentError(absl::StrCat(
                                "--rating picks paper tables by the solver's rating: use "
                                "--difficulty for ",
                                PuzzleKindName(p.kind), " sheets")),
                            {{"key", "rating"}});
      }
      absl::StatusOr<std::pair<double, double>> range = ParseRatingRange(Text(sub, "--rating"));
      if (!range.ok()) {
        return WithLocation(
            absl::InvalidArgumentError(absl::StrCat("--rating: ", range.status().message())),
            {{"key", "rating"}});
      }
      p.rating_min_tenths = static_cast<int>(std::lround(range->first * 10));
      p.rating_max_tenths = static_cast<int>(std::lround(range->second * 10));
      if (!Flag(sub, "--difficulty")) p.difficulty = Difficulty::kNone;  // as cli/sheet_cmd.cpp
    }
  } catch (const std::exception&) {  // out of range for int after the CLI's checks
    return absl::InvalidArgumentError("a number in the request is out of range");
  }
  p.jobs = 1;  // the server's pool decides how many run at once
  app::SheetSettings f;
  f.page.paper = Text(sub, "--paper", f.page.paper);
  f.page.margins = Text(sub, "--margins", f.page.margins);
  f.page.bleed = Text(sub, "--bleed", f.page.bleed);
  f.page.min_cell = Text(sub, "--min-cell", f.page.min_cell);
  f.per_page = Text(sub, "--per-page", f.per_page);
  f.title = Text(sub, "--title", f.title);
  f.no_name = Flag(sub, "--no-name");
  f.answers = Text(sub, "--answers", f.answers);
  f.font = Text(sub, "--font", f.font);
  try {
    f.dpi = std::stod(Text(sub, "--dpi", "150"));
  } catch (const std::exception&) {
    return absl::InvalidArgumentError("dpi out of range");
  }
  f.qr = Flag(sub, "--qr");
  f.show_rating = Flag(sub, "--show-rating");
  f.labels = Flag(sub, "--labels");
  f.no_labels = Flag(sub, "--no-labels");
  f.ids = Flag(sub, "--ids");
  f.no_guides = Flag(sub, "--no-guides");
  f.hints = Text(sub, "--hints", f.hints);
  f.regions = Flag(sub, "--regions");
  f.lang = Text(sub, "--lang", f.lang);
  f.rules = Text(sub, "--rules", f.rules);
  // An option of `sheet` that this reader does not pass on (one added to the command later) is
  // an error, never silently dropped.
  static const std::set<std::string> kRead = {
      "kind",    "count", "difficulty", "topology",    "size",       "rows",      "cols",
      "seed",    "mines", "opening",    "mine-count",  "impossible", "id",        "paper",
      "margins", "bleed", "min-cell",   "per-page",    "title",      "no-name",   "answers",
      "font",    "dpi",   "qr",         "show-rating", "labels",     "no-guides", "hints",
      "regions", "lang",  "no-labels",  "ids",         "rating",     "rules"};
  for (const auto& [key, value] : request->items()) {
    if (!kRead.contains(key)) {
      return WithLocation(
          absl::InvalidArgumentError(absl::StrCat(
              "'", key, "' is an option of `papermines sheet` that this server does not take")),
          {{"key", key}});
    }
  }
  absl::StatusOr<render::RenderOptions> ro = app::MakeRenderOptions(f, env, &r.warnings);
  if (!ro.ok()) return Located(ro.status(), *request);
  r.render = *std::move(ro);
  if (r.output.format == "png" || r.output.format == "svg") {
    // A preview: 100 dpi at most, so page 1 is quick to make and to send.
    r.render.dpi = std::min(r.render.dpi, 100.0);
  }
  if (absl::Status s = CheckSheet(r); !s.ok()) return Located(s, *request);
  return r;
}

absl::StatusOr<std::vector<Puzzle>> ProduceSheet(const SheetRequest& r,
                                                 std::chrono::steady_clock::time_point deadline) {
  ProducerOptions o = r.produce;
  o.deadline = deadline;
  return ProducePuzzles(o);
}

namespace {

absl::StatusOr<Rendered> DrawSheetBody(const SheetRequest& r, std::vector<Puzzle>& puzzles) {
  if (r.output.format == "mines") {
    return Rendered{FormatMines(puzzles), "text/plain; charset=utf-8", "worksheet.mines", ""};
  }
  const render::Format format = r.output.format == "html"  ? render::Format::kHtml
                                : r.output.format == "png" ? render::Format::kPng
                                : r.output.format == "svg" ? render::Format::kSvg
                                                           : render::Format::kPdf;
  absl::StatusOr<std::vector<std::string>> blobs = app::DrawToMemory(puzzles, r.render, format);
  if (!blobs.ok()) return blobs.status();
  if (blobs->empty()) return absl::InternalError("the drawing has no page");
  switch (format) {
    case render::Format::kHtml:
      return Rendered{std::move(blobs->front()), "text/html; charset=utf-8", "worksheet.html", ""};
    case render::Format::kPdf:
      return Rendered{std::move(blobs->front()), "application/pdf", "worksheet.pdf", ""};
    default:
      break;
  }
  const size_t page = static_cast<size_t>(r.output.page);
  if (page > blobs->size()) {
    return WithLocation(absl::InvalidArgumentError(absl::StrCat(
                            "'page' ", page, " is past the sheet's ", blobs->size(), " pages")),
                        {{"key", "page"}});
  }
  const bool png = format == render::Format::kPng;
  return Rendered{std::move((*blobs)[page - 1]), png ? "image/png" : "image/svg+xml",
                  absl::StrCat("worksheet-", page, png ? ".png" : ".svg"), ""};
}

}  // namespace

absl::StatusOr<Rendered> DrawSheet(const SheetRequest& r, std::vector<Puzzle>& puzzles) {
  absl::StatusOr<Rendered> out = DrawSheetBody(r, puzzles);
  if (!out.ok()) return out;
  for (const Puzzle& p : puzzles) {
    if (!p.id.empty()) absl::StrAppend(&out->ids, out->ids.empty() ? "" : " ", p.id);
  }
  return out;
}

}  // namespace papermines::serve
