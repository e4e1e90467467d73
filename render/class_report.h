// The class summary of `papermines check ... -o report.pdf`: one page with every student's name,
// score and a mark per puzzle (right, wrong, skipped, not read), then a small bar per puzzle
// showing how many got it right, in the document's language (i18n.h; right to left for Arabic
// and Hebrew: the table's columns and every caption are mirrored).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "render/layout.h"
#include "render/render_options.h"

namespace papermines::render {

enum class ClassMark : uint8_t { kRight, kWrong, kSkipped, kUnreadable };

struct ClassReport {
  std::string title;                 // empty: "Class report" in the language
  std::vector<std::string> puzzles;  // each puzzle's label (its id, or #N)
  struct Student {
    std::string name;
    std::vector<ClassMark> marks;  // one per puzzle
    int right = 0;
    bool problems = false;  // something of theirs could not be read or matched (marked "*")
  };
  std::vector<Student> students;
  std::vector<int> right;      // per puzzle: how many got it right
  Size page{595.276, 841.89};  // A4
  std::string font{kFont.value};
  std::string lang;              // "" = English
  CatalogueDirs catalogue_dirs;  // where its catalogue is (render/i18n.h)
  std::string creator = "papermines";
  std::optional<int64_t> source_date_epoch;  // PDF dates; default 2026-01-01
  std::string temp_dir;  // where the PDF is streamed while it is drawn (empty: /tmp)
};

// One page of PDF. InvalidArgument when there is no student or no puzzle, or more than fit a
// page (200 students, 60 puzzles).
absl::StatusOr<std::string> RenderClassReport(const ClassReport& report);

}  // namespace papermines::render
