// An export request's one floor (export.h).
#include "app/export.h"

#include "absl/strings/str_cat.h"
#include "core/mines_io.h"
#include "core/puzzlink.h"

namespace papermines::app {

absl::StatusOr<std::string> ExportText(const std::vector<Puzzle>& puzzles,
                                       std::string_view format) {
  if (format == kExportMines) return FormatMines(puzzles);
  if (format != kExportPuzzlink) {
    return absl::InvalidArgumentError(
        absl::StrCat("cannot export as '", std::string(format), "': mines or puzzlink"));
  }
  std::string text;
  for (size_t i = 0; i < puzzles.size(); ++i) {
    absl::StatusOr<std::string> url = PuzzLinkUrl(puzzles[i]);
    if (!url.ok()) {
      return absl::InvalidArgumentError(absl::StrCat("puzzle ", i + 1, " (",
                                                     puzzles[i].Label(static_cast<int>(i + 1)),
                                                     "): ", url.status().message()));
    }
    absl::StrAppend(&text, *url, "\n");
  }
  return text;
}

}  // namespace papermines::app
