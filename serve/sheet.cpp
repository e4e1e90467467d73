// Sheet requests (sheet.h).
#include "serve/sheet.h"

#include <algorithm>
#include <cstdlib>

#include "absl/strings/str_cat.h"
#include "app/draw.h"
#include "app/option_schema.h"
#include "app/picture.h"
#include "app/render_settings.h"
#include "app/seed.h"
#include "core/mines_io.h"
#include "render/layout.h"
#include "serve/api_error.h"

namespace papermines::serve {
namespace {

// The drawing options of the request's values (the defaults are `sheet`'s).
app::SheetSettings SheetFlagsOf(const app::OptionValues& v) {
  app::SheetSettings f;
  auto text = [&v](std::string_view name) { return v.Get(name, "sheet"); };
  f.page.paper = text("paper");
  f.page.margins = text("margins");
  f.page.bleed = text("bleed");
  f.page.min_cell = text("min-cell");
  f.per_page = text("per-page");
  f.title = text("title");
  f.no_name = v.On("no-name");
  f.answers = text("answers");
  f.font = text("font");
  f.dpi = std::strtod(text("dpi").c_str(), nullptr);
  f.qr = v.On("qr");
  f.show_rating = v.On("show-rating");
  f.labels = v.On("labels");
  f.no_labels = v.On("no-labels");
  f.ids = v.On("ids");
  f.no_guides = v.On("no-guides");
  f.hints = text("hints");
  f.regions = v.On("regions");
  f.lang = text("lang");
  f.rules = text("rules");
  return f;
}

// What only a shared server checks: its cap on puzzles (a policy on top of the schema's range)
// and a board that cannot fit the page, before anything is generated.
absl::Status CheckSheet(const SheetRequest& r) {
  const ProducerOptions& p = r.produce;
  if (p.count > kMaxPuzzlesPerRequest) {
    return WithLocation(absl::InvalidArgumentError(
                            absl::StrCat("this server makes at most ", kMaxPuzzlesPerRequest,
                                         " puzzles a request, got \"count\": ", p.count,
                                         " (the command line makes up to ", app::kMaxCount, ")")),
                        {{"key", "count"}});
  }
  if (p.ids.empty()) {
    const BoardSize largest = LargestBoard(p);
    return render::CheckBoardFits(r.render.layout, p.topology, largest.rows, largest.cols,
                                  r.render.labels);
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
  if (absl::Status s = CheckRefusedKeys(*request); !s.ok()) return s;
  // Every key, type and value against the one option schema (app/option_schema.h).
  absl::StatusOr<app::OptionValues> values = app::ReadJsonOptions(*request, "sheet");
  if (!values.ok()) return values.status();
  absl::StatusOr<ProducerOptions> produce =
      app::MakeProducerOptions(*values, "sheet", app::Caller::kJson, env);
  if (!produce.ok()) return produce.status();
  r.produce = *std::move(produce);
  r.produce.jobs = 1;  // the server's pool decides how many run at once
  // One mosaic of a picture ("image"), as `gen mosaic --image` makes it: read, bounded (its
  // header before it is decoded) and thresholded by app/picture.h.
  absl::StatusOr<std::optional<app::PictureGrid>> picture =
      app::SheetPictureOf(*values, "sheet", app::Caller::kJson, r.produce);
  if (!picture.ok()) return picture.status();
  r.picture = *std::move(picture);
  absl::StatusOr<render::RenderOptions> ro =
      app::MakeRenderOptions(SheetFlagsOf(*values), env, app::Caller::kJson, &r.warnings);
  if (!ro.ok()) return ro.status();
  r.render = *std::move(ro);
  if (r.output.format == "png" || r.output.format == "svg") {
    // A preview: 100 dpi at most, so page 1 is quick to make and to send.
    r.render.dpi = std::min(r.render.dpi, 100.0);
  }
  if (absl::Status s = CheckSheet(r); !s.ok()) return s;
  return r;
}

absl::StatusOr<std::vector<Puzzle>> ProduceSheet(const SheetRequest& r,
                                                 std::chrono::steady_clock::time_point deadline) {
  ProducerOptions o = r.produce;
  o.deadline = deadline;
  return app::ProduceSheetPuzzles(o, r.picture);
}

namespace {

absl::StatusOr<Rendered> DrawSheetBody(const SheetRequest& r, std::vector<Puzzle>& puzzles,
                                       std::chrono::steady_clock::time_point deadline) {
  if (r.output.format == "mines") {
    return Rendered{FormatMines(puzzles), "text/plain; charset=utf-8", "worksheet.mines", ""};
  }
  const render::Format format = r.output.format == "html"  ? render::Format::kHtml
                                : r.output.format == "png" ? render::Format::kPng
                                : r.output.format == "svg" ? render::Format::kSvg
                                                           : render::Format::kPdf;
  // A key in a file of its own (`sheet`'s default, "separate") is a second request
  // ("answers": "only", named NAME-key): this answer is the file the command writes to -o, the
  // puzzles alone. The playable page keeps its answers behind a button itself.
  render::RenderOptions o = r.render;
  o.seed = app::RecordedSeed(puzzles);  // on the key, as `sheet` prints it
  if (o.answers == render::AnswerMode::kSeparate && format != render::Format::kHtml) {
    o.answers = render::AnswerMode::kNone;
  }
  const std::string name = o.answers == render::AnswerMode::kOnly ? "worksheet-key" : "worksheet";
  absl::StatusOr<std::vector<std::string>> blobs = app::DrawToMemory(puzzles, o, format, deadline);
  if (!blobs.ok()) return blobs.status();
  if (blobs->empty()) return absl::InternalError("the drawing has no page");
  switch (format) {
    case render::Format::kHtml:
      return Rendered{std::move(blobs->front()), "text/html; charset=utf-8", name + ".html", ""};
    case render::Format::kPdf:
      return Rendered{std::move(blobs->front()), "application/pdf", name + ".pdf", ""};
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
                  absl::StrCat(name, "-", page, png ? ".png" : ".svg"), ""};
}

}  // namespace

absl::StatusOr<Rendered> DrawSheet(const SheetRequest& r, std::vector<Puzzle>& puzzles,
                                   std::chrono::steady_clock::time_point deadline) {
  absl::StatusOr<Rendered> out = DrawSheetBody(r, puzzles, deadline);
  if (!out.ok()) return out;
  for (const Puzzle& p : puzzles) {
    if (!p.id.empty()) absl::StrAppend(&out->ids, out->ids.empty() ? "" : " ", p.id);
  }
  if (const std::optional<uint64_t> seed = app::RecordedSeed(puzzles)) {
    out->seed = absl::StrCat(*seed);
  }
  return out;
}

}  // namespace papermines::serve
