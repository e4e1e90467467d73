// The mark every SVG and PNG page papermines writes carries (an SVG comment after the XML
// declaration, a PNG tEXt chunk "Software" = "papermines page" after the header), so that a later
// run removing the stale pages of a page set (core/page_files.h) removes only files it wrote.
#pragma once

#include <span>
#include <string>
#include <string_view>

namespace papermines::render {

// The page with the mark added (SVG and PNG; other bytes are returned unchanged).
std::string MarkPage(std::string page);

// The marks, as core/page_files.h looks for them in a file's first bytes.
std::span<const std::string_view> PageMarks();

}  // namespace papermines::render
