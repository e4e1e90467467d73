// The Python module `papermines._papermines` (re-exported by papermines/__init__.py).
#include "python/module.h"

#include <pybind11/pybind11.h>

#include "papermines_version.h"

PYBIND11_MODULE(_papermines, m) {
  namespace pm = papermines::python;
  m.doc() = pm::kModuleDoc;
  pm::RegisterErrors();
  pm::BindPuzzle(m);
  pm::BindSolve(m);
  pm::BindGenerate(m);
  m.attr("__version__") = PAPERMINES_VERSION;
}
