// The one path from puzzles to a drawing that every drawing command (render, sheet, book; PDF,
// SVG, PNG and the HTML page) takes: first the answers the drawing shows are completed
// (solve/complete_answers.h: render/ does not call the solver), then the document is written.
// Errors from the library say what went wrong; this is where the flag to change is named.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "core/puzzle.h"
#include "render/document.h"

namespace papermines::cli {

// Sets up fonts, Pango and Cairo (render::PrepareFonts) before a drawing command does any work
// (call it before anything asks fontconfig, such as MakeRenderOptions' font check), so that their
// failure for want of memory is the one "out of memory" error (exit 2) and comes before anything
// is generated. First it checks that 48 MB of address space is left for them: below that,
// fontconfig fails silently in part (a font "not installed", its parse errors on stderr) or
// faults. GLib, Cairo and fontconfig end the process instead of returning an
// error when an allocation fails (g_error's trap, an assertion's abort, a fault inside them), and
// they allocate again while the document is drawn (a new font size starts a Pango thread). So from
// here to the end of the run, such an end near the process's memory limit (ulimit -v, ulimit -d)
// is reported as out of memory, the temporaries are removed and the exit is 2; any other fatal
// GLib message is one error line (exit 2); a fault far from the limit stays a crash.
absl::Status PrepareDrawing(const std::string& font);

// Completes what a drawing of `puzzles` with `o` shows: answers, and the ratings and hint steps
// when `o` asks for them.
absl::Status CompleteForDrawing(std::span<Puzzle> puzzles, const render::RenderOptions& o);

// render and sheet: completes the answers and writes the worksheet to `output` (the format from
// `format`, else the name's extension).
absl::Status DrawWorksheet(std::span<Puzzle> puzzles, const render::RenderOptions& o,
                           const std::string& output, std::optional<render::Format> format);

// The same drawing kept in memory (serve): the checks, the answers completed, then the document
// rendered: one blob for PDF and HTML, one per page for SVG and PNG.
absl::StatusOr<std::vector<std::string>> DrawToMemory(std::span<Puzzle> puzzles,
                                                      const render::RenderOptions& o,
                                                      render::Format format);

}  // namespace papermines::cli
