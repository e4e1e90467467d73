// POST /api/book: a book spec (docs/FORMAT.md "Book specs") with generated sections only, made
// into the book's PDF (or its playable page with "format": "html").
#pragma once

#include <chrono>
#include <string_view>

#include "absl/status/statusor.h"
#include "serve/sheet.h"

namespace papermines::serve {

absl::StatusOr<Rendered> MakeBook(std::string_view body,
                                  std::chrono::steady_clock::time_point deadline);

}  // namespace papermines::serve
