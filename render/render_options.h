// The renderer's tunable options, declared once (core/option_table.h): render/document.h,
// render/book.h and render/text.cpp take their defaults and bounds from here, the CLI its flags.
#pragma once

#include "core/option_table.h"

namespace papermines::render {

inline constexpr TextOption kFont{"font", "DejaVu Sans",
                                  "font family for all text (through Pango)"};
inline constexpr NumberOption<double> kDpi{"dpi", 150, 10, 1200, "resolution of PNG pages"};

}  // namespace papermines::render
