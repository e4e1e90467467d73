// Loading the drawing module (cli/drawing_module.h) from the program: which command lines need
// it, where the file is, and the one-line error when it cannot be used.
#include "cli/drawing_module.h"

#include <dlfcn.h>

#include <cstring>
#include <filesystem>
#include <string>
#include <system_error>
#include <vector>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "cli/common.h"
#include "core/output.h"
#include "papermines_version.h"

#ifndef PAPERMINES_DRAWING_MODULE_DIR
#error "PAPERMINES_DRAWING_MODULE_DIR (the installed module's folder, from BINDIR) is set by CMake"
#endif

namespace papermines::cli {
namespace {

namespace fs = std::filesystem;

int ModuleError(const std::string& what) {
  return ReportError(absl::FailedPreconditionError(absl::StrCat(
      what, " (render, sheet, book and the full --help need it; reinstall papermines)")));
}

}  // namespace

fs::path ProgramDir() {
  std::error_code ec;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  return ec ? fs::path(".") : exe.parent_path();
}

bool RunsWithoutDrawing(const CLI::App& app, int argc, char** argv) {
  if (argc < 2) return false;
  const std::string first = argv[1];
  if (const CLI::Option* version = app.get_version_ptr();
      version != nullptr && version->check_name(first)) {
    return true;
  }
  for (const CLI::App* sub : app.get_subcommands([](const CLI::App*) { return true; })) {
    if (sub->check_name(first)) return true;
  }
  return false;
}

int RunInDrawingModule(int argc, char** argv) {
  // Beside the program in the build tree; where cmake/install.cmake puts it when installed.
  const fs::path dir = ProgramDir();
  const fs::path beside = dir / kDrawingModuleFile;
  const fs::path installed =
      (dir / PAPERMINES_DRAWING_MODULE_DIR / kDrawingModuleFile).lexically_normal();
  std::error_code ec;
  const fs::path& path = fs::exists(beside, ec) ? beside : installed;
  if (!fs::exists(path, ec)) {
    return ModuleError(absl::StrCat("the drawing module ", installed.string(),
                                    " is missing (nor is it beside the program: ", beside.string(),
                                    ")"));
  }
  void* module = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (module == nullptr) {
    const char* why = dlerror();
    // Under a memory limit (ulimit -v) the loader cannot map the module or a library of it: that
    // is the one out-of-memory error (exit 2), not a broken install.
    if (why != nullptr && (std::strstr(why, "failed to map segment") != nullptr ||
                           std::strstr(why, "annot allocate memory") != nullptr)) {
      return ReportError(OutOfMemoryError());
    }
    return ModuleError(absl::StrCat("cannot load the drawing module ", path.string(), ": ",
                                    why != nullptr ? why : "unknown error"));
  }
  // Never closed: the module's handlers (signals, std::terminate) stay in place until exit.
  const auto* version = static_cast<const char* const*>(dlsym(module, kDrawingModuleVersion));
  const auto entry = reinterpret_cast<int (*)(int, char**)>(dlsym(module, kDrawingModuleEntry));
  if (version == nullptr || entry == nullptr) {
    return ModuleError(
        absl::StrCat("the drawing module ", path.string(), " is not a papermines drawing module"));
  }
  if (std::strcmp(*version, PAPERMINES_VERSION) != 0) {
    return ModuleError(absl::StrCat("the drawing module ", path.string(), " is version ", *version,
                                    ", this program is version " PAPERMINES_VERSION));
  }
  return entry(argc, argv);
}

}  // namespace papermines::cli
