// Generates one paper minesweeper table with papermines::gen, proves it unique with
// papermines::solve, checks the proof's solution is the generator's, and prints the puzzle in the
// .mines format (so the test can prove it again with the installed `papermines solve`).
#include <iostream>

#include <papermines/core/mines_io.h>
#include <papermines/gen/paper.h>
#include <papermines/solve/solver.h>

int main() {
  papermines::PaperOptions options;
  options.rows = 7;
  options.cols = 9;
  options.seed = 2024;
  absl::StatusOr<papermines::PaperGenerator> generator =
      papermines::PaperGenerator::Create(options);
  if (!generator.ok()) {
    std::cerr << "consumer: " << generator.status() << "\n";
    return 2;
  }
  absl::StatusOr<papermines::Puzzle> puzzle = generator->Generate(0);
  if (!puzzle.ok()) {
    std::cerr << "consumer: " << puzzle.status() << "\n";
    return 2;
  }
  const papermines::SolveResult result = papermines::Solve(*puzzle->topology, puzzle->clues);
  if (result.verdict != papermines::Verdict::kUnique || result.solutions.size() != 1 ||
      result.solutions[0] != puzzle->mine) {
    std::cerr << "consumer: not proven unique: " << papermines::VerdictName(result.verdict) << "\n";
    return 1;
  }
  std::cout << papermines::FormatPuzzle(*puzzle);
  std::cerr << "consumer: " << papermines::PaperId(options, 0) << " is "
            << papermines::VerdictName(result.verdict) << " by "
            << papermines::ProofName(result.proof) << "\n";
  return 0;
}
