// A deduction step in words, in the page's language: the hint pages' captions (hints.h) and the
// book's worked example (book.h) say each step of the solver's path through the catalogues from
// the step as data (core/puzzle.h StepReason), cells named as the labels around the grid ("C4",
// Latin letters in every language), numbers as the language writes them (i18n.h Number).
//
// In English the sentence is the solver's own (`solve --explain --labels`, DeductionStep::text),
// except that a trial lists what it decides as "B1: mine, C3: safe" (the solver writes "B1 mine");
// tests/cli_step_text_test.cpp holds the two to that. A mosaic's step (StepReason::block) says
// filled and empty cells and a clue's block, as the solver's mosaic sentences do.
#pragma once

#include <string>

#include "core/puzzle.h"
#include "core/topology.h"

namespace papermines::render {

// The sentence of `step` on `topo`, through Tr/TrN (render/i18n.h).
std::string StepText(const Topology& topo, const DeductionStep& step);

}  // namespace papermines::render
