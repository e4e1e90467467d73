// The one path from puzzles to a drawing that every drawing request (render, sheet, book; PDF,
// SVG, PNG and the HTML page; the command line and the web app) takes: first the answers the
// drawing shows are completed (solve/complete_answers.h: render/ does not call the solver), then
// the document is written. Errors from the library say what went wrong; this is where the flag
// to change is named.
#pragma once

#include <chrono>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "core/output.h"
#include "core/puzzle.h"
#include "render/document.h"

namespace papermines::app {

// Completes what a drawing of `puzzles` with `o` shows: answers, and the ratings and hint steps
// when `o` asks for them.
// Nothing is begun after `deadline` (DeadlineExceeded).
absl::Status CompleteForDrawing(
    std::span<Puzzle> puzzles, const render::RenderOptions& o,
    std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max());

// render and sheet: completes the answers and writes the worksheet to `output` (the format from
// `format`, else the name's extension), an output of the run `files`.
absl::Status DrawWorksheet(RunFiles& files, std::span<Puzzle> puzzles,
                           const render::RenderOptions& o, const std::string& output,
                           std::optional<render::Format> format);

// The same drawing kept in memory (serve): the checks, the answers completed, then the document
// rendered: one blob for PDF and HTML, one per page for SVG and PNG.
absl::StatusOr<std::vector<std::string>> DrawToMemory(
    std::span<Puzzle> puzzles, const render::RenderOptions& o, render::Format format,
    std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max());

}  // namespace papermines::app
