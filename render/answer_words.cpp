// Words about answers (answer_words.h).
#include "render/answer_words.h"

#include "absl/strings/str_cat.h"
#include "absl/strings/substitute.h"
#include "render/i18n.h"

namespace papermines::render {

std::string NoBoardText(const NoBoardReason& reason) {
  switch (reason.rule) {
    case NoBoardReason::Rule::kNoSafeCell:
      return Tr("no safe cell to click");
    case NoBoardReason::Rule::kTwoRows:
      return absl::Substitute(
          TrN("$0 safe cell: on 2 rows one click opens 1 or an even number of at least 4",
              "$0 safe cells: on 2 rows one click opens 1 or an even number of at least 4",
              reason.safe),
          Number(reason.safe));
    case NoBoardReason::Rule::kGeneral:
      break;
  }
  return absl::Substitute(TrN("$0 safe cell: one click opens 1, 4, 6 or 8 or more",
                              "$0 safe cells: one click opens 1, 4, 6 or 8 or more", reason.safe),
                          Number(reason.safe));
}

std::string CellList(const Topology& topo, std::span<const int32_t> cells, CellNaming naming,
                     size_t limit) {
  std::string s;
  for (size_t i = 0; i < cells.size() && i < limit; ++i) {
    absl::StrAppend(&s, i == 0 ? "" : ", ", CellName(topo, cells[i], naming));
  }
  if (cells.size() > limit) {
    absl::StrAppend(
        &s, ", ",
        absl::Substitute(Tr("... ($0 in all)"), Number(static_cast<int64_t>(cells.size()))));
  }
  return s;
}

}  // namespace papermines::render
