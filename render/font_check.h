// What the fonts will really draw: fontconfig quietly replaces a family that is not installed
// and Pango draws a box for a character no installed font has. These checks say so beforehand,
// so a command can warn instead of printing a sheet in the wrong font or with boxes.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace papermines::render {

// Warnings (one line each, no prefix) for drawing `text` in `family`: the family used instead
// when `family` is not installed, and the characters of `text` (as U+XXXX 'c') that no installed
// font can draw. Empty when all is well.
std::vector<std::string> FontWarnings(const std::string& family, std::string_view text);

}  // namespace papermines::render
