// What the fonts will really draw: fontconfig quietly replaces a family that is not installed
// and Pango draws a box for a character no installed font has. These checks say so beforehand,
// so a command can warn instead of printing a sheet in the wrong font or with boxes.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "absl/status/status.h"

namespace papermines::render {

// Warnings (one line each, no prefix) for drawing `text` in `family`: the family used instead
// when `family` is not installed, and the characters of `text` (as U+XXXX 'c') that no installed
// font can draw. Empty when all is well.
std::vector<std::string> FontWarnings(const std::string& family, std::string_view text);

// Sets up what drawing needs before any work is done: fontconfig's configuration and font list,
// Pango's font map, and `family` (regular, bold, italic) laid out on a Cairo surface, so that
// their allocations happen now and not in the middle of a document. An error (the one
// out-of-memory error of core/output.h when Cairo or fontconfig cannot get memory) means nothing
// can be drawn. GLib ends the process when it cannot allocate; a program that wants that said
// as "out of memory" too guards this call (cli/draw.h PrepareDrawing).
absl::Status PrepareFonts(const std::string& family);

}  // namespace papermines::render
