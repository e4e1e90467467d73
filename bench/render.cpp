// Rendering a puzzle book: 1000 paper puzzles of 10 x 10 with their answer key, as one PDF
// (goals: at least 200 pages per second, at most 30 KB per page), plus SVG and PNG pages.
//
// Peer: the same book drawn straight with Cairo (no Pango: the "toy" text API, one
// cairo_show_text per number, no labels, header or PDF outline), the cheapest way to put those
// grids into a PDF with the same library; papermines' figure is reported next to it.
//
// The puzzles are random chessboard tables (a mine with probability 1/2 in each closed cell):
// drawing does not depend on uniqueness, and generating 1000 proven puzzles would time the
// generator, not the renderer. Counters: pages/s (rate) and bytes per page.
//
//   build-render/bench/bench_render --benchmark_filter=Book
#include <benchmark/benchmark.h>
#include <cairo-pdf.h>
#include <cairo.h>

#include <cstdlib>
#include <random>
#include <string>
#include <vector>

#include "core/opening.h"
#include "core/puzzle.h"
#include "core/topology.h"
#include "render/document.h"
#include "render/geometry.h"
#include "render/layout.h"
#include "solve/complete_answers.h"

namespace papermines::render {
namespace {

std::vector<Puzzle> Book(int count) {
  std::vector<Puzzle> book;
  auto topo = Topology::Square(10, 10);
  std::mt19937_64 rng(2026);
  const std::vector<uint8_t> open = ChessboardOpen(**topo);
  for (int i = 0; i < count; ++i) {
    Puzzle p;
    p.kind = PuzzleKind::kPaper;
    p.topology = *topo;
    p.id = "bench-" + std::to_string(i);
    p.difficulty = Difficulty::kMedium;
    p.mine.assign(100, 0);
    int64_t mines = 0;
    for (int c = 0; c < 100; ++c) {
      if (!open[c] && (rng() & 1)) {
        p.mine[c] = 1;
        ++mines;
      }
    }
    p.mines = mines;
    p.clues = CluesFor(**topo, p.mine, open);
    book.push_back(std::move(p));
  }
  if (!CompleteAnswers(book, {}).ok()) std::abort();  // render draws solved puzzles
  return book;
}

const std::vector<Puzzle>& TheBook() {
  static const std::vector<Puzzle> book = Book(1000);
  return book;
}

void Report(benchmark::State& state, int64_t pages, int64_t bytes) {
  state.counters["pages/s"] =
      benchmark::Counter(static_cast<double>(pages), benchmark::Counter::kIsIterationInvariantRate);
  state.counters["bytes/page"] = static_cast<double>(bytes) / pages;
  state.counters["pages"] = static_cast<double>(pages);
}

// papermines: the whole document. Args: 0 = automatic per page, else 2x3; 1 = the file as
// written (rewritten by libqpdf, pdf/repair.h), 0 = Cairo's bytes as they are.
void BM_BookPdf(benchmark::State& state) {
  const auto& book = TheBook();
  RenderOptions o;
  o.rewrite_pdf = state.range(1) != 0;
  if (state.range(0) != 0) {
    o.layout.across = 2;
    o.layout.down = 3;
  }
  int64_t pages = 0, bytes = 0;
  for (auto _ : state) {
    RenderStats stats;
    auto out = RenderDocument(book, o, Format::kPdf, &stats);
    if (!out.ok()) {
      state.SkipWithError(std::string(out.status().message()).c_str());
      return;
    }
    pages = stats.pages;
    bytes = static_cast<int64_t>((*out)[0].size());
    benchmark::DoNotOptimize(out->data());
  }
  Report(state, pages, bytes);
}
BENCHMARK(BM_BookPdf)
    ->Args({0, 1})
    ->Args({1, 1})
    ->Args({0, 0})
    ->Unit(benchmark::kMillisecond)
    ->MinTime(2.0);

void BM_BookSvg(benchmark::State& state) {
  const auto& book = TheBook();
  RenderOptions o;
  int64_t pages = 0, bytes = 0;
  for (auto _ : state) {
    RenderStats stats;
    auto out = RenderDocument(book, o, Format::kSvg, &stats);
    if (!out.ok()) {
      state.SkipWithError(std::string(out.status().message()).c_str());
      return;
    }
    pages = stats.pages;
    bytes = 0;
    for (const auto& page : *out) bytes += static_cast<int64_t>(page.size());
  }
  Report(state, pages, bytes);
}
BENCHMARK(BM_BookSvg)->Unit(benchmark::kMillisecond)->MinTime(2.0);

// PNG at 100 dpi: the first 100 puzzles (rasterising and compressing dominate).
void BM_BookPng100(benchmark::State& state) {
  const auto& all = TheBook();
  const std::vector<Puzzle> book(all.begin(), all.begin() + 100);
  RenderOptions o;
  o.dpi = 100;
  int64_t pages = 0, bytes = 0;
  for (auto _ : state) {
    RenderStats stats;
    auto out = RenderDocument(book, o, Format::kPng, &stats);
    if (!out.ok()) {
      state.SkipWithError(std::string(out.status().message()).c_str());
      return;
    }
    pages = stats.pages;
    bytes = 0;
    for (const auto& page : *out) bytes += static_cast<int64_t>(page.size());
  }
  Report(state, pages, bytes);
}
BENCHMARK(BM_BookPng100)->Unit(benchmark::kMillisecond)->MinTime(2.0);

cairo_status_t Append(void* closure, const unsigned char* data, unsigned int length) {
  static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
  return CAIRO_STATUS_SUCCESS;
}

// Peer: plain Cairo, same slots (from the same layout), grids, tints, numbers and answer marks.
void BM_BookPdfPlainCairo(benchmark::State& state) {
  const auto& book = TheBook();
  std::vector<Extent> ex(book.size(), Extent{10, 10});
  auto L = ComputeLayout({}, ex);
  if (!L.ok()) {
    state.SkipWithError("layout");
    return;
  }
  int64_t pages = 0, bytes = 0;
  for (auto _ : state) {
    std::string out;
    cairo_surface_t* s =
        cairo_pdf_surface_create_for_stream(Append, &out, L->page.width, L->page.height);
    cairo_t* cr = cairo_create(s);
    cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
    pages = 0;
    for (int answers = 0; answers < 2; ++answers) {
      for (int page = 0; page < L->puzzle_pages; ++page) {
        for (size_t i = 0; i < book.size(); ++i) {
          const Slot& sl = L->slots[i];
          if (sl.page != page) continue;
          const Puzzle& p = book[i];
          const double u = sl.unit;
          cairo_set_font_size(cr, u * 0.6);
          for (int c = 0; c < 100; ++c) {
            const double x = sl.grid.x + (c % 10) * u, y = sl.grid.y + (c / 10) * u;
            if (p.clues[c] == kClosed) {
              cairo_set_source_rgb(cr, 0.86, 0.86, 0.86);
              cairo_rectangle(cr, x, y, u, u);
              cairo_fill(cr);
              cairo_set_source_rgb(cr, 0, 0, 0);
              if (answers && p.mine[c]) {
                cairo_arc(cr, x + u / 2, y + u / 2, u * 0.28, 0, 6.2832);
                cairo_fill(cr);
              }
            } else {
              const char digit[2] = {static_cast<char>('0' + p.clues[c]), 0};
              cairo_move_to(cr, x + u * 0.32, y + u * 0.72);
              cairo_show_text(cr, digit);
            }
            cairo_rectangle(cr, x, y, u, u);
          }
          cairo_set_line_width(cr, 0.6);
          cairo_stroke(cr);
        }
        cairo_show_page(cr);
        ++pages;
      }
    }
    cairo_destroy(cr);
    cairo_surface_finish(s);
    cairo_surface_destroy(s);
    bytes = static_cast<int64_t>(out.size());
  }
  Report(state, pages, bytes);
}
BENCHMARK(BM_BookPdfPlainCairo)->Unit(benchmark::kMillisecond)->MinTime(2.0);

}  // namespace
}  // namespace papermines::render

BENCHMARK_MAIN();
