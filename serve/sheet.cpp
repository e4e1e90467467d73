// Sheet requests (sheet.h).
#include "serve/sheet.h"

#include <memory>

#include "CLI/CLI.hpp"
#include "absl/strings/str_cat.h"
#include "cli/common.h"
#include "cli/draw.h"
#include "cli/render_flags.h"
#include "cli/vocabulary.h"
#include "core/mines_io.h"
#include "gen/oneclick.h"
#include "gen/paper.h"
#include "gen/puzzle_id.h"
#include "gen/reverse.h"
#include "render/layout.h"
#include "serve/api_error.h"

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
// cli/sheet_cmd.cpp's RunSheet, same messages).
absl::Status CheckSheet(const SheetRequest& r) {
  if (r.rows < 1 || r.cols < 1 || r.rows > 1000 || r.cols > 1000) {
    return absl::InvalidArgumentError(absl::StrCat(
        "the board must have 1 to 1000 rows and columns (--size RxC, or --rows and --cols), got ",
        r.rows, "x", r.cols));
  }
  if (r.count < 1 || r.count > kMaxPuzzlesPerRequest) {
    return absl::InvalidArgumentError(
        absl::StrCat("--count must be between 1 and ", kMaxPuzzlesPerRequest,
                     " on this server (the command line allows 100000)"));
  }
  if (r.ids.empty()) {
    if (absl::Status s =
            render::CheckBoardFits(r.render.layout, TopologyOf(r.topology), r.rows, r.cols);
        !s.ok()) {
      return s;
    }
  }
  if (r.impossible > 0 && r.kind != "oneclick") {
    return absl::InvalidArgumentError(
        "--impossible mixes impossible tasks into one-click sheets: use it with --kind oneclick");
  }
  return absl::OkStatus();
}

}  // namespace

absl::StatusOr<SheetRequest> ReadSheetRequest(std::string_view body) {
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
        cli::ExplainParseError(app, *sheet.app, e, cli::OneLine(e.what(), 300));
    return Located(absl::InvalidArgumentError(what), *request);
  }
  const CLI::App& sub = *sheet.app;
  try {
    r.kind = Text(sub, "--kind", r.kind);
    r.count = std::stoll(Text(sub, "--count", "6"));
    r.difficulty = Text(sub, "--difficulty", r.difficulty);
    r.topology = Text(sub, "--topology", r.topology);
    if (Flag(sub, "--size")) {
      const std::string size = Text(sub, "--size");
      const size_t x = size.find_first_of("xX");
      r.rows = static_cast<int>(std::stoll(size.substr(0, x)));
      r.cols = static_cast<int>(std::stoll(size.substr(x + 1)));
    } else {
      r.rows = static_cast<int>(std::stoll(Text(sub, "--rows", "10")));
      r.cols = static_cast<int>(std::stoll(Text(sub, "--cols", "10")));
    }
    r.seed = std::stoull(Text(sub, "--seed", "1"));
    r.mines = std::stoll(Text(sub, "--mines", "-1"));
    r.opening = Text(sub, "--opening", r.opening);
    r.mine_count = Text(sub, "--mine-count", r.mine_count);
    r.impossible = std::stod(Text(sub, "--impossible", "0"));
    if (Flag(sub, "--id")) r.ids = sub.get_option("--id")->as<std::vector<std::string>>();
  } catch (const std::exception&) {  // out of range for int after the CLI's checks
    return absl::InvalidArgumentError("a number in the request is out of range");
  }
  cli::SheetFlags f;
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
  f.no_guides = Flag(sub, "--no-guides");
  f.hints = Text(sub, "--hints", f.hints);
  f.regions = Flag(sub, "--regions");
  absl::StatusOr<render::RenderOptions> ro = cli::MakeRenderOptions(f);
  if (!ro.ok()) return Located(ro.status(), *request);
  r.render = *std::move(ro);
  if (r.output.format == "png" || r.output.format == "svg") {
    // A preview: 100 dpi at most, so page 1 is quick to make and to send.
    r.render.dpi = std::min(r.render.dpi, 100.0);
  }
  if (absl::Status s = CheckSheet(r); !s.ok()) return Located(s, *request);
  return r;
}

// --- The producer adapter ----------------------------------------------------------------------
// Until gen/producer.h lands (issue 25), the three calls `sheet` makes; switched over then.

absl::StatusOr<std::vector<Puzzle>> ProduceSheet(const SheetRequest& in,
                                                 std::chrono::steady_clock::time_point deadline) {
  if (!in.ids.empty()) {
    std::vector<Puzzle> out;
    for (const std::string& id : in.ids) {
      absl::StatusOr<Puzzle> p = RegeneratePuzzle(id);
      if (!p.ok()) return p.status();
      out.push_back(*std::move(p));
    }
    return out;
  }
  const Difficulty difficulty = in.difficulty == "any"
                                    ? Difficulty::kNone
                                    : ParseDifficulty(in.difficulty).value_or(Difficulty::kNone);
  if (in.kind == "paper") {
    PaperOptions o;
    o.grid = in.topology == "triangle" ? PaperGrid::kTriangle
             : in.topology == "hex"    ? PaperGrid::kHex
                                       : PaperGrid::kSquare;
    o.rows = in.rows;
    o.cols = in.cols;
    o.seed = in.seed;
    o.difficulty = difficulty;
    o.opening = in.opening == "sparse" ? PaperOpening::kSparse : PaperOpening::kChessboard;
    o.mine_count_shown = in.mine_count == "shown";
    if (o.grid == PaperGrid::kHex && o.difficulty != Difficulty::kEasy &&
        o.difficulty != Difficulty::kNone) {
      o.opening = PaperOpening::kSparse;
    }
    o.deadline = deadline;
    return GeneratePaperBatch(o, 0, in.count, 1);
  }
  if (in.kind == "oneclick") {
    if (in.topology != "square") {
      return absl::InvalidArgumentError("one-click boards are square grids: use --topology square");
    }
    OneClickSetOptions o;
    o.rows = in.rows;
    o.cols = in.cols;
    o.count = in.count;
    o.seed = in.seed;
    o.mines = in.mines;
    o.impossible = in.impossible;
    if (difficulty != Difficulty::kNone) o.difficulty = difficulty;
    return GenerateOneClickSet(o);
  }
  ReverseGenOptions o;
  o.topology = TopologyOf(in.topology);
  o.rows = in.rows;
  o.cols = in.cols;
  o.count = in.count;
  o.seed = in.seed;
  o.attempts = 2000;
  if (in.mines >= 0) {
    const int64_t cells = int64_t{in.rows} * in.cols;
    if (in.mines > cells) {
      return absl::InvalidArgumentError(
          absl::StrCat("--mines ", in.mines, " is more than the ", cells, " cells"));
    }
    o.mines = in.mines;
  }
  o.difficulty = difficulty;
  return GenerateReverse(o);
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
  absl::StatusOr<std::vector<std::string>> blobs = cli::DrawToMemory(puzzles, r.render, format);
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
