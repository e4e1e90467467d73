// The mark every SVG and PNG page papermines writes carries (an SVG comment on the line after the
// XML declaration, a PNG tEXt chunk "Software" = "papermines page" right after the header), so that
// a later run removing the stale pages of a page set (core/page_files.h) removes only files it
// wrote: IsMarkedPage checks the mark where MarkPage puts it and the file's structure around it.
#pragma once

#include <span>
#include <string>
#include <string_view>

#include "core/page_files.h"

namespace papermines::render {

// Page `k` of a document of `pages` pages with the mark added (SVG and PNG; other bytes are
// returned unchanged): "papermines page" on a one-page document, "papermines page K of N" on a
// page of a longer one, so that a page is told from a one-page document under the same name (a
// series' set OUT-2.svg is not page 2 of OUT.svg).
std::string MarkPage(std::string page, int k, int pages);

// Whether a file (its first and last bytes, core/page_files.h) is a page MarkPage made, with the
// mark its name asks for (PageBytes::page: the one-page mark for OUT, "page K of N" for OUT-K): an
// SVG that opens with Cairo's XML declaration, the mark on the next line and the <svg> element on
// the one after, and ends with </svg>; or a PNG whose signature and IHDR chunk (its CRC right) are
// followed by the mark's tEXt chunk (its CRC right), and which ends with the IEND chunk. A file
// that only holds the mark somewhere (a text file with it on its second line) is not a page.
bool IsMarkedPage(const PageBytes& file);

}  // namespace papermines::render
