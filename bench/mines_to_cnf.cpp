// The CNF of a paper puzzle (or a mosaic: every cell a variable, a clue counting its 3 x 3 block)
// for bench/startup.sh, which times `papermines solve` beside the SAT
// solver `cadical` on the same question. Every clue is an exact cardinality constraint (the
// sequential counter of tests/solve_oracle.h), and one more clause excludes the solution CaDiCaL
// finds first, so the CNF is unsatisfiable exactly when the puzzle's solution is unique.
// Usage: bench_mines_to_cnf IN.mines OUT.cnf   (the first puzzle of IN; exit 1 when it is not a
// unique paper puzzle or mosaic)
#include <algorithm>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "core/mines_io.h"
#include "core/output.h"
#include "tests/solve_oracle.h"

int main(int argc, char** argv) {
  using namespace papermines;
  if (argc != 3) {
    std::fprintf(stderr, "usage: %s IN.mines OUT.cnf\n", argv[0]);
    return 2;
  }
  papermines::RunFiles run;
  auto puzzles = ReadMinesFile(run, argv[1]);
  if (!puzzles.ok() || puzzles->empty() || (*puzzles)[0].clues.empty()) {
    std::fprintf(stderr, "%s: no paper puzzle read from %s\n", argv[0], argv[1]);
    return 1;
  }
  const Puzzle& p = (*puzzles)[0];
  const bool blocks = p.kind == PuzzleKind::kMosaic;
  const oracle::OracleResult sat = oracle::SatOracle(*p.topology, p.clues, blocks);
  if (sat.outcome != oracle::Outcome::kUnique) {
    std::fprintf(stderr, "%s: the puzzle is not unique; nothing to prove\n", argv[0]);
    return 1;
  }
  // The clauses as CaDiCaL holds them before any solving (it keeps unit clauses as fixed
  // variables, not clauses: they are written after them), then the excluding clause.
  CaDiCaL::Solver s;
  s.set("quiet", 1);
  oracle::EncodePuzzle(s, *p.topology, p.clues, blocks);
  std::vector<int> units;
  for (int v = 1; v <= s.vars(); ++v) {
    if (s.fixed(v) != 0) units.push_back(s.fixed(v) > 0 ? v : -v);
  }
  const std::string clauses_path = std::string(argv[2]) + ".clauses";
  s.write_dimacs(clauses_path.c_str());
  std::ifstream in(clauses_path);
  std::stringstream body;
  std::string line;
  long vars = 0, clauses = 0;
  while (std::getline(in, line)) {
    if (line.rfind("p cnf ", 0) == 0) {
      std::sscanf(line.c_str(), "p cnf %ld %ld", &vars, &clauses);
    } else if (!line.empty() && line[0] != 'c') {
      body << line << "\n";
    }
  }
  std::remove(clauses_path.c_str());
  std::ofstream out(argv[2]);
  out << "c " << argv[1]
      << ": clues as exact cardinalities; the last clause excludes the solution\n"
      << "p cnf " << std::max<long>(vars, s.vars()) << " " << clauses + units.size() + 1 << "\n"
      << body.str();
  for (int u : units) out << u << " 0\n";
  for (int c = 0; c < p.topology->size(); ++c) {
    if (blocks || p.clues[c] == kClosed) out << (sat.solutions[0][c] ? -(c + 1) : c + 1) << " ";
  }
  out << "0\n";
  return out.good() ? 0 : 1;
}
