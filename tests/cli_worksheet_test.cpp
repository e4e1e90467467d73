// Worksheets a class can do, through the binary (issue: reverse targets, one-click task sets,
// labels):
//  - every reverse puzzle states its target, and it equals the `clicks` minimum (pdftotext), also
//    when the file carries no click set and the renderer computes it;
//  - a one-click task set has no two equal tasks (size and mines); every `impossible` task is
//    impossible by an exhaustive search over all boards (independent of the rule in solve/), every
//    other one carries a board that one click clears (an independent flood fill), and the sheet
//    shows the same tasks and asks "possible or not?";
//  - the cell names of `solve --explain --labels` are the drawn labels: for every clue an
//    explanation names ("clue 2 at D6"), the PDF has that number in the column under the drawn
//    letter D and the row beside the drawn number 6 (pdftotext -bbox);
//  - hint steps replay: the captions of `--hints all` (pdftotext -raw), taken in order, each decide
//    only cells that every way of meeting the clues the step shows (given the earlier steps) agrees
//    on (an exhaustive enumeration), and together they decide the file's solution; `--hints K`
//    shows K steps per puzzle.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

#include "nlohmann/json.hpp"
#include "tests/run_binary.h"
#include "tests/sweep.h"

namespace papermines {
namespace {

using testing_util::PdfText;
using testing_util::ReadWholeFile;
using testing_util::RunPapermines;
using testing_util::RunShell;
using testing_util::ScratchDir;
using testing_util::ShellQuote;
using testing_util::WriteWholeFile;

// The file without its `clicks` sections (so the renderer must find the minimum itself).
std::string WithoutClicks(const std::string& text) {
  std::istringstream in(text);
  std::string out;
  int skip = 0;
  for (std::string line; std::getline(in, line);) {
    if (skip > 0) {
      --skip;
      continue;
    }
    if (line.rfind("clicks ", 0) == 0) {
      skip = std::stoi(line.substr(7));
      continue;
    }
    out += line + "\n";
  }
  return out;
}

TEST(WorksheetCli, ReverseTargetIsTheClicksMinimum) {
  ScratchDir dir;
  const std::string full = dir.Path("r.mines"), bare = dir.Path("bare.mines");
  ASSERT_EQ(RunPapermines("gen reverse --rows 7 --cols 8 --count 5 --seed 9 -o " + ShellQuote(full))
                .status,
            0);
  WriteWholeFile(bare, WithoutClicks(ReadWholeFile(full)));
  ASSERT_EQ(ReadWholeFile(bare).find("clicks"), std::string::npos);
  const auto clicks = RunPapermines("clicks --json " + ShellQuote(full));
  ASSERT_EQ(clicks.status, 0) << clicks.err;
  std::map<std::string, int> minimum;  // per puzzle id
  const nlohmann::json counts = nlohmann::json::parse(clicks.out);
  for (const auto& p : counts["puzzles"]) minimum[p["id"]] = p["reverse"];
  ASSERT_EQ(minimum.size(), 5u) << clicks.out;
  for (const std::string& input : {full, bare}) {
    const std::string pdf = dir.Path("r.pdf");
    const auto r = RunPapermines("render " + ShellQuote(input) + " --answers none --ids -o " +
                                 ShellQuote(pdf));
    ASSERT_EQ(r.status, 0) << r.err;
    const std::string text = PdfText(pdf, "");
    // Each label is one line: "3 close it in 18 clicks · easy · 8 mines · rev-sq7x8-d15-s9-2".
    std::map<std::string, int> targets;
    const std::regex re("close it in ([0-9]+) clicks?[^\n]* (rev-[A-Za-z0-9-]+)");
    for (auto it = std::sregex_iterator(text.begin(), text.end(), re); it != std::sregex_iterator();
         ++it) {
      targets[(*it)[2]] = std::stoi((*it)[1]);
    }
    EXPECT_EQ(targets, minimum) << input;
    EXPECT_NE(text.find("circle each cell you click"), std::string::npos);
  }
  // --regions: the easier variant also states the number of blank areas (zero components).
  {
    std::map<std::string, int> components;
    for (const auto& p : counts["puzzles"]) components[p["id"]] = p["components"];
    const std::string pdf = dir.Path("g.pdf");
    const auto r = RunPapermines("render " + ShellQuote(full) +
                                 " --regions --answers none --ids -o " + ShellQuote(pdf));
    ASSERT_EQ(r.status, 0) << r.err;
    // -raw keeps each label's words together in drawing order: a label too long for its slot
    // puts the id on a second line (never below 6 pt), right after the first.
    const std::string text = PdfText(pdf, "-raw");
    std::map<std::string, int> said;
    const std::regex re(
        "close it in [0-9]+ clicks? \u00B7 ([0-9]+) blank areas?[^\n]*\\s"
        "(rev-[A-Za-z0-9-]+)");
    for (auto it = std::sregex_iterator(text.begin(), text.end(), re); it != std::sregex_iterator();
         ++it) {
      said[(*it)[2]] = std::stoi((*it)[1]);
    }
    EXPECT_EQ(said, components);
  }
  // The key says that any click set of that size counts.
  const std::string pdf = dir.Path("k.pdf");
  ASSERT_EQ(
      RunPapermines("render " + ShellQuote(full) + " --answers only -o " + ShellQuote(pdf)).status,
      0);
  std::string key = PdfText(pdf, "");
  std::replace(key.begin(), key.end(), '\n', ' ');
  EXPECT_NE(key.find("Any set of that many clicks that closes the board is correct"),
            std::string::npos)
      << key;
}

// ---- one-click oracle: an independent flood fill and an exhaustive search ----

// Whether clicking `click` on this board (king-move neighbours) opens every safe cell.
bool OneClickClears(int rows, int cols, const std::vector<int>& mine, int click) {
  if (mine[click]) return false;
  auto count = [&](int r, int c) {
    int n = 0;
    for (int dr = -1; dr <= 1; ++dr)
      for (int dc = -1; dc <= 1; ++dc) {
        const int rr = r + dr, cc = c + dc;
        if ((dr || dc) && rr >= 0 && rr < rows && cc >= 0 && cc < cols) n += mine[rr * cols + cc];
      }
    return n;
  };
  std::vector<int> open(rows * cols, 0), stack = {click};
  open[click] = 1;
  while (!stack.empty()) {
    const int v = stack.back();
    stack.pop_back();
    const int r = v / cols, c = v % cols;
    if (count(r, c) != 0) continue;
    for (int dr = -1; dr <= 1; ++dr)
      for (int dc = -1; dc <= 1; ++dc) {
        const int rr = r + dr, cc = c + dc;
        if (rr < 0 || rr >= rows || cc < 0 || cc >= cols) continue;
        const int w = rr * cols + cc;
        if (!open[w] && !mine[w]) {
          open[w] = 1;
          stack.push_back(w);
        }
      }
  }
  for (int i = 0; i < rows * cols; ++i) {
    if (!mine[i] && !open[i]) return false;
  }
  return true;
}

// Every board with `safe` safe cells, every click: does any one clear it?
bool AnyBoardClears(int rows, int cols, int safe) {
  const int n = rows * cols;
  std::vector<int> pick(n, 0);
  std::fill(pick.begin(), pick.begin() + safe, 1);  // 1 = safe; all permutations of the pattern
  std::sort(pick.begin(), pick.end());
  do {
    std::vector<int> mine(n);
    for (int i = 0; i < n; ++i) mine[i] = !pick[i];
    for (int c = 0; c < n; ++c) {
      if (pick[c] && OneClickClears(rows, cols, mine, c)) return true;
    }
  } while (std::next_permutation(pick.begin(), pick.end()));
  return false;
}

struct Task {
  int rows = 0, cols = 0, mines = 0;
  bool impossible = false;
  std::vector<int> mine;
  int click = -1;
  std::string id;
};

std::vector<Task> ReadTasks(const std::string& text) {
  std::vector<Task> out;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    std::istringstream ls(line);
    std::string k;
    ls >> k;
    if (k == "puzzle") out.emplace_back();
    if (out.empty()) continue;
    Task& t = out.back();
    if (k == "topology") {
      std::string sq;
      ls >> sq >> t.rows >> t.cols;
    } else if (k == "mines") {
      ls >> t.mines;
    } else if (k == "id") {
      ls >> t.id;
    } else if (k == "impossible") {
      t.impossible = true;
    } else if (k == "solution") {
      for (int r = 0; r < t.rows; ++r) {
        std::getline(in, line);
        for (char ch : line) {
          if (ch == ' ') continue;
          if (ch == 'c') t.click = static_cast<int>(t.mine.size());
          t.mine.push_back(ch == '*');
        }
      }
    }
  }
  return out;
}

TEST(WorksheetCli, OneClickTasksDifferAndImpossibleOnesAre) {
  // AnyBoardClears tries every board: one seed's sets under the sanitizers (tests/sweep.h).
  for (uint64_t seed : testing_util::Sweep<std::vector<uint64_t>>({5, 6, 7}, {5})) {
    const auto r = RunPapermines(
        "gen oneclick --tasks --rows 4 --cols 4 --count 12 --impossible "
        "0.3 --seed " +
        std::to_string(seed));
    ASSERT_EQ(r.status, 0) << r.err;
    const std::vector<Task> tasks = ReadTasks(r.out);
    ASSERT_EQ(tasks.size(), 12u);
    std::set<std::tuple<int, int, int>> seen;
    int impossible = 0;
    for (const Task& t : tasks) {
      EXPECT_TRUE(seen.insert({t.rows, t.cols, t.mines}).second)
          << "two equal tasks: " << t.rows << "x" << t.cols << " " << t.mines;
      EXPECT_GE(t.rows, 3);
      EXPECT_LE(t.rows, 5);
      if (t.impossible) {
        ++impossible;
        EXPECT_TRUE(t.mine.empty());
        EXPECT_FALSE(AnyBoardClears(t.rows, t.cols, t.rows * t.cols - t.mines)) << t.id;
      } else {
        ASSERT_EQ(t.mine.size(), static_cast<size_t>(t.rows * t.cols)) << t.id;
        EXPECT_EQ(std::count(t.mine.begin(), t.mine.end(), 1), t.mines) << t.id;
        EXPECT_TRUE(OneClickClears(t.rows, t.cols, t.mine, t.click)) << t.id;
      }
    }
    EXPECT_EQ(impossible, 4);  // round(0.3 * 12)
  }
}

TEST(WorksheetCli, OneClickSheetShowsTheTasksAndAsks) {
  ScratchDir dir;
  const auto tasks =
      RunPapermines("gen oneclick --tasks --rows 4 --cols 4 --count 12 --impossible 0.3 --seed 5");
  ASSERT_EQ(tasks.status, 0);
  const std::string pdf = dir.Path("oc.pdf");
  const auto r = RunPapermines(
      "sheet --kind oneclick --size 4x4 -n 12 --impossible 0.3 --seed 5 --answers after --ids -o " +
      ShellQuote(pdf));
  ASSERT_EQ(r.status, 0) << r.err;
  std::string text = PdfText(pdf, "");
  std::replace(text.begin(), text.end(), '\n', ' ');
  EXPECT_NE(text.find("Possible or not?"), std::string::npos);
  EXPECT_NE(text.find("Any board with that many mines that one click clears is correct"),
            std::string::npos);
  // Every task's id appears twice (puzzle and key); the key's label says "impossible" for each
  // impossible task and for no other.
  int impossible = 0;
  for (const Task& t : ReadTasks(tasks.out)) {
    size_t n = 0;
    for (size_t at = text.find(t.id); at != std::string::npos; at = text.find(t.id, at + 1)) ++n;
    EXPECT_EQ(n, 2u) << t.id;
    impossible += t.impossible;
  }
  size_t said = 0;
  for (size_t at = text.find("\u00B7 impossible \u00B7"); at != std::string::npos;
       at = text.find("\u00B7 impossible \u00B7", at + 1)) {
    ++said;
  }
  EXPECT_EQ(said, static_cast<size_t>(impossible));
  // Without --impossible the sheet does not ask.
  const auto plain =
      RunPapermines("sheet --kind oneclick --size 4x4 -n 4 --seed 5 -o " + ShellQuote(pdf));
  ASSERT_EQ(plain.status, 0);
  EXPECT_EQ(PdfText(pdf, "").find("Possible or not?"), std::string::npos);
}

// ---- labels ----

struct Word {
  double x, y, h;  // centre, height
  std::string text;
};

std::vector<Word> Words(const std::string& bbox) {
  std::vector<Word> out;
  const std::regex re(
      "<word xMin=\"([0-9.]+)\" yMin=\"([0-9.]+)\" xMax=\"([0-9.]+)\" yMax=\"([0-9.]+)\">([^<]*)"
      "</word>");
  for (auto it = std::sregex_iterator(bbox.begin(), bbox.end(), re); it != std::sregex_iterator();
       ++it) {
    const double x0 = std::stod((*it)[1]), y0 = std::stod((*it)[2]);
    const double x1 = std::stod((*it)[3]), y1 = std::stod((*it)[4]);
    out.push_back({(x0 + x1) / 2, (y0 + y1) / 2, y1 - y0, (*it)[5]});
  }
  return out;
}

TEST(WorksheetCli, ExplainLabelsAreTheDrawnLabels) {
  ScratchDir dir;
  const std::string mines = dir.Path("l.mines"), pdf = dir.Path("l.pdf");
  // 8 x 12: two-letter-free columns A..L and two-digit rows are not needed; 12 columns also
  // brings the guide lines.
  ASSERT_EQ(
      RunPapermines("gen paper --rows 8 --cols 12 --seed 11 --count 1 -o " + ShellQuote(mines))
          .status,
      0);
  ASSERT_EQ(RunPapermines("render " + ShellQuote(mines) + " --labels --answers none -o " +
                          ShellQuote(pdf))
                .status,
            0);
  const std::vector<Word> words = Words(PdfText(pdf, "-bbox"));
  // Column letters: the single capital letters A..L, on one line.
  std::map<char, double> col_x;
  double letters_y = 0;
  for (const Word& w : words) {
    if (w.text.size() == 1 && w.text[0] >= 'A' && w.text[0] <= 'L') {
      ASSERT_EQ(col_x.count(w.text[0]), 0u) << "letter drawn twice: " << w.text;
      col_x[w.text[0]] = w.x;
      letters_y = w.y;
    }
  }
  ASSERT_EQ(col_x.size(), 12u);
  const double left = col_x['A'];
  const double pitch = col_x['B'] - col_x['A'];
  ASSERT_GT(pitch, 0);
  // Row numbers: numbers left of column A, below the letters.
  std::map<int, double> row_y;
  for (const Word& w : words) {
    if (w.y > letters_y && w.x < left - pitch * 0.6 && std::isdigit(w.text[0])) {
      row_y[std::stoi(w.text)] = w.y;
    }
  }
  ASSERT_EQ(row_y.size(), 8u);
  EXPECT_EQ(row_y.begin()->first, 1);
  EXPECT_EQ(row_y.rbegin()->first, 8);
  const auto ex = RunPapermines("solve --explain --labels " + ShellQuote(mines));
  ASSERT_EQ(ex.status, 0) << ex.err;
  const std::regex clue_re("clue ([0-9]+) at ([A-Z]+)([0-9]+)");
  int checked = 0;
  for (auto it = std::sregex_iterator(ex.out.begin(), ex.out.end(), clue_re);
       it != std::sregex_iterator(); ++it) {
    const std::string value = (*it)[1], letters = (*it)[2];
    const int row = std::stoi((*it)[3]);
    ASSERT_EQ(letters.size(), 1u);
    ASSERT_TRUE(col_x.count(letters[0])) << letters;
    ASSERT_TRUE(row_y.count(row)) << row;
    const double x = col_x[letters[0]], y = row_y[row];
    const bool found = std::any_of(words.begin(), words.end(), [&](const Word& w) {
      return w.text == value && std::abs(w.x - x) < pitch * 0.3 && std::abs(w.y - y) < pitch * 0.3;
    });
    EXPECT_TRUE(found) << "no clue " << value << " drawn at " << letters << row;
    ++checked;
  }
  EXPECT_GT(checked, 10);
  // Without --labels the explanation keeps the 0-based (r,c) names.
  const auto plain = RunPapermines("solve --explain " + ShellQuote(mines));
  EXPECT_TRUE(std::regex_search(plain.out, std::regex("clue [0-9]+ at \\([0-9]+,[0-9]+\\)")));
}

// ---- hints ----

struct PaperTable {
  int rows = 0, cols = 0;
  std::vector<int> clue;  // -1 closed
  std::vector<int> mine;  // the file's solution
};

PaperTable ReadPaper(const std::string& text) {
  PaperTable t;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    std::istringstream ls(line);
    std::string k;
    ls >> k;
    if (k == "topology") {
      std::string sq;
      ls >> sq >> t.rows >> t.cols;
    } else if (k == "clues" || k == "solution") {
      for (int r = 0; r < t.rows; ++r) {
        std::getline(in, line);
        std::istringstream row(line);
        for (std::string tok; row >> tok;) {
          if (k == "clues") {
            t.clue.push_back(tok == "." ? -1 : std::stoi(tok));
          } else {
            t.mine.push_back(tok == "*");
          }
        }
      }
    }
  }
  return t;
}

// "C4" -> cell id (column letters, row from 1).
int CellOf(const PaperTable& t, const std::string& letters, int row) {
  int col = 0;
  for (char ch : letters) col = col * 26 + (ch - 'A' + 1);
  return (row - 1) * t.cols + (col - 1);
}

std::vector<int> Around(const PaperTable& t, int cell) {
  std::vector<int> out;
  const int r = cell / t.cols, c = cell % t.cols;
  for (int dr = -1; dr <= 1; ++dr)
    for (int dc = -1; dc <= 1; ++dc) {
      const int rr = r + dr, cc = c + dc;
      if ((dr || dc) && rr >= 0 && rr < t.rows && cc >= 0 && cc < t.cols) {
        out.push_back(rr * t.cols + cc);
      }
    }
  return out;
}

// The captions of the hint pages, in order ("3. clue 1 at C3 has one unknown left, C4: mine").
std::vector<std::string> Captions(const std::string& raw) {
  std::vector<std::string> out;
  std::istringstream in(raw);
  bool open = false;
  const std::regex start("^[0-9]+\\. (clue|every|if|no rule)");
  for (std::string line; std::getline(in, line);) {
    if (std::regex_search(line, start)) {
      out.push_back(line);
      open = true;
    } else if (open && !line.empty() && line.rfind("A B ", 0) != 0 &&
               line.rfind("Puzzle ", 0) != 0 && line.rfind("page ", 0) != 0) {
      out.back() += " " + line;
    } else {
      open = false;
    }
  }
  return out;
}

TEST(WorksheetCli, HintStepsReplay) {
  ScratchDir dir;
  const std::string mines = dir.Path("h.mines"), pdf = dir.Path("h.pdf");
  ASSERT_EQ(
      RunPapermines("gen paper --rows 7 --cols 7 --difficulty medium --seed 21 --count 1 -o " +
                    ShellQuote(mines))
          .status,
      0);
  const PaperTable t = ReadPaper(ReadWholeFile(mines));
  ASSERT_EQ(t.clue.size(), 49u);
  ASSERT_EQ(t.mine.size(), 49u);
  const auto r = RunPapermines("render " + ShellQuote(mines) +
                               " --labels --hints all --answers only -o " + ShellQuote(pdf));
  ASSERT_EQ(r.status, 0) << r.err;
  const std::vector<std::string> captions = Captions(PdfText(pdf, "-raw"));
  ASSERT_FALSE(captions.empty());
  std::vector<int> value(49, -1);  // decided so far: 1 mine, 0 safe
  const std::regex clue_re("clue ([0-9]+) at ([A-Z]+)([0-9]+)");
  const std::regex decided_re("((?:[A-Z]+[0-9]+, )*[A-Z]+[0-9]+): (mines|mine|safe)");
  const std::regex cell_re("([A-Z]+)([0-9]+)");
  for (size_t s = 0; s < captions.size(); ++s) {
    const std::string& cap = captions[s];
    EXPECT_EQ(cap.rfind(std::to_string(s + 1) + ". ", 0), 0u) << cap;
    // A medium table: single clues and pairs only, so the clues shown are all the step uses.
    ASSERT_TRUE(cap.find("every way") == std::string::npos &&
                cap.find(" were ") == std::string::npos)
        << cap;
    ASSERT_EQ(cap.find("\u2026"), std::string::npos) << "caption cut: " << cap;
    std::vector<int> clues;
    for (auto it = std::sregex_iterator(cap.begin(), cap.end(), clue_re);
         it != std::sregex_iterator(); ++it) {
      const int cell = CellOf(t, (*it)[2], std::stoi((*it)[3]));
      ASSERT_GE(cell, 0);
      ASSERT_LT(cell, 49);
      EXPECT_EQ(t.clue[cell], std::stoi((*it)[1]))
          << "the caption's clue is not the drawn one: " << cap;
      clues.push_back(cell);
    }
    ASSERT_FALSE(clues.empty()) << cap;
    std::map<int, int> decided;
    for (auto it = std::sregex_iterator(cap.begin(), cap.end(), decided_re);
         it != std::sregex_iterator(); ++it) {
      const std::string list = (*it)[1];
      const int v = std::string((*it)[2]) == "safe" ? 0 : 1;
      for (auto c = std::sregex_iterator(list.begin(), list.end(), cell_re);
           c != std::sregex_iterator(); ++c) {
        decided[CellOf(t, (*c)[1], std::stoi((*c)[2]))] = v;
      }
    }
    ASSERT_FALSE(decided.empty()) << cap;
    // Every assignment of the shown clues' unknown neighbours that meets them.
    std::vector<int> unknown;
    for (int k : clues) {
      for (int v : Around(t, k)) {
        if (t.clue[v] == -1 && value[v] == -1 &&
            std::find(unknown.begin(), unknown.end(), v) == unknown.end()) {
          unknown.push_back(v);
        }
      }
    }
    ASSERT_LE(unknown.size(), 20u);
    int ways = 0;
    for (uint32_t mask = 0; mask < (1u << unknown.size()); ++mask) {
      std::vector<int> trial = value;
      for (size_t i = 0; i < unknown.size(); ++i) trial[unknown[i]] = (mask >> i) & 1;
      bool meets = true;
      for (int k : clues) {
        int n = 0;
        for (int v : Around(t, k)) n += trial[v] == 1;
        meets &= n == t.clue[k];
      }
      if (!meets) continue;
      ++ways;
      for (auto [cell, v] : decided) {
        EXPECT_EQ(trial[cell], v) << "step " << s + 1 << " does not follow from its clues: " << cap;
      }
    }
    EXPECT_GT(ways, 0) << cap;
    for (auto [cell, v] : decided) {
      EXPECT_EQ(value[cell], -1) << "decided twice: " << cap;
      value[cell] = v;
    }
  }
  // The whole path decides every closed cell, as the file's solution says.
  for (int c = 0; c < 49; ++c) {
    if (t.clue[c] == -1) {
      EXPECT_EQ(value[c], t.mine[c]) << c;
    }
  }
  // --hints 2: two steps.
  ASSERT_EQ(RunPapermines("render " + ShellQuote(mines) + " --labels --hints 2 --answers only -o " +
                          ShellQuote(pdf))
                .status,
            0);
  EXPECT_EQ(Captions(PdfText(pdf, "-raw")).size(), 2u);
  // Hint pages follow the answer key: without a key there are none.
  ASSERT_EQ(RunPapermines("render " + ShellQuote(mines) + " --labels --hints 2 --answers none -o " +
                          ShellQuote(pdf))
                .status,
            0);
  EXPECT_TRUE(Captions(PdfText(pdf, "-raw")).empty());
}

// A large grid's hint steps stay readable: fewer of them side by side (3, 2, then 1 across) keep
// a mini grid's cell at 8 pt or more where one across allows it (a 30 x 30 grid three across
// had 4.5 pt cells). The pitch of the column letters over a mini grid is its cell (give or take
// the letters' own widths).
TEST(WorksheetCli, LargeGridsHintStepsStayReadable) {
  ScratchDir dir;
  const std::string mines = dir.Path("big.mines"), pdf = dir.Path("big.pdf");
  ASSERT_EQ(RunPapermines("gen paper --rows 30 --cols 30 --difficulty easy --seed 1 --count 1 -o " +
                          ShellQuote(mines))
                .status,
            0);
  ASSERT_EQ(RunPapermines("render " + ShellQuote(mines) + " --hints 3 --answers only -o " +
                          ShellQuote(pdf))
                .status,
            0);
  // Page 2 on: the hint pages (page 1 is the key, at full size).
  const std::vector<Word> words = Words(PdfText(pdf, "-bbox -f 2"));
  size_t grids = 0;
  for (const Word& a : words) {
    if (a.text != "A") continue;
    double pitch = 1e9;  // to the nearest B on the same line, to its right
    for (const Word& b : words) {
      if (b.text == "B" && std::abs(b.y - a.y) < 0.5 && b.x > a.x)
        pitch = std::min(pitch, b.x - a.x);
    }
    ASSERT_LT(pitch, 1e9) << "no column B beside column A";
    EXPECT_GE(pitch, 8 - 0.25) << "a hint's mini grid of 30 columns drawn at " << pitch << " pt";
    ++grids;
  }
  EXPECT_EQ(grids, 3u);  // one letter row a step
}

}  // namespace
}  // namespace papermines
