// A student's caption (caption.h): its parts, how they are broken onto lines, and which are left
// out, for worksheets and books.
#include "render/caption.h"

#include <algorithm>
#include <utility>

#include "absl/strings/str_cat.h"
#include "render/drawable.h"
#include "render/kind.h"
#include "render/kinds.h"

namespace papermines::render {

std::vector<CaptionPart> CaptionParts(const Puzzle& p, bool answer, const CaptionWants& wants,
                                      const GridMarks& art) {
  std::vector<CaptionPart> parts;
  for (std::string& needed : NeededCaptionParts(p, art))
    parts.push_back({kNeeded, std::move(needed), ""});
  if (wants.difficulty && p.difficulty != Difficulty::kNone) {
    parts.push_back({5, Escape(DifficultyCaption(p.difficulty)), "difficulty"});
  }
  if (wants.rating && p.drawing.rating.value_or(0) > 0)
    parts.push_back({2, Escape(RatingCaption(*p.drawing.rating)), "rating"});
  // A count that is no clue: a fact of a board that shows its mines, or (a hint the puzzle does
  // not give) in the answer.
  const MineCountShows shows = RenderKindOf(p.kind).mine_count(p);
  const bool secret = shows == MineCountShows::kAnswerOnly;
  if (wants.mine_count && p.mines && shows != MineCountShows::kClue &&
      shows != MineCountShows::kNever && (!secret || answer)) {
    parts.push_back({secret ? 4 : 1, Escape(MineCount(*p.mines)), "mine count"});
  }
  // The id last, and the first left out (a book prints it with the answer anyway).
  if (!p.id.empty() && (answer || wants.id)) parts.push_back({0, Escape(p.id), "id"});
  return parts;
}

std::string BreakCaption(Text& text, const std::string& number,
                         const std::vector<CaptionPart>& parts, double size, double width,
                         int lines) {
  const auto fits = [&](const std::string& m) {
    return text.NaturalWidth(m, size, PANGO_WEIGHT_NORMAL, false) <= width + 1e-9;
  };
  std::string out, line = number;
  int used = 1;
  if (!fits(line)) return "";
  for (const CaptionPart& part : parts) {
    std::string longer = absl::StrCat(line, kCaptionSeparator, part.markup);
    if (fits(longer)) {
      line = std::move(longer);
      continue;
    }
    if (++used > lines || !fits(part.markup)) return "";
    absl::StrAppend(&out, line, "\n");
    line = part.markup;
  }
  return absl::StrCat(out, line);
}

FittedCaption FitStudentCaption(Text& text, const std::string& number,
                                std::vector<CaptionPart> parts, double width, int lines) {
  FittedCaption f;
  while (true) {
    for (double size : {kStudentCaptionSize, kStudentMinCaptionSize}) {
      std::string broken = BreakCaption(text, number, parts, size, width, lines);
      if (broken.empty()) continue;
      f.markup = std::move(broken);
      f.size = size;
      return f;
    }
    // Leave out the least needed part (the last of the least needed), never a needed one.
    auto least = parts.begin();
    for (auto it = parts.begin(); it != parts.end(); ++it) {
      if (it->need <= least->need) least = it;
    }
    if (parts.empty() || least->need >= kNeeded) break;
    f.left_out.push_back(std::move(*least));
    parts.erase(least);
  }
  f.markup = number;
  for (const CaptionPart& part : parts) absl::StrAppend(&f.markup, kCaptionSeparator, part.markup);
  f.size = kStudentMinCaptionSize;
  return f;
}

void MeasureCaption(Text& text, const std::string& number, const std::vector<CaptionPart>& parts,
                    Extent* e, int min_need) {
  std::vector<std::string> lines = {number};
  for (const CaptionPart& part : parts) {
    if (part.need >= min_need) lines.push_back(part.markup);
  }
  const auto width = [&](size_t from, size_t to) {  // lines[from, to) on one line
    std::string markup = lines[from];
    for (size_t k = from + 1; k < to; ++k) absl::StrAppend(&markup, kCaptionSeparator, lines[k]);
    return text.NaturalWidth(markup, kStudentMinCaptionSize, PANGO_WEIGHT_NORMAL, false);
  };
  e->caption_width = width(0, lines.size());
  e->caption_two_lines = e->caption_width;
  for (size_t k = 2; k < lines.size(); ++k) {  // the second line starts with part k - 1
    e->caption_two_lines =
        std::min(e->caption_two_lines, std::max(width(0, k), width(k, lines.size())));
  }
}

}  // namespace papermines::render
