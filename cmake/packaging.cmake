# `cpack -G DEB` in the build directory (README, "Install"): two Debian packages from the install
# rules of install.cmake, installed under /usr.
#   papermines      the program, man page, bash completion, README and samples; its Depends are
#                   the shared libraries the binary links, found by dpkg-shlibdeps (dpkg-dev).
#   papermines-dev  the engine's static libraries, headers and CMake package.
#   python3-papermines  `import papermines` (python/), when the build has the Python module: the
#                   extension and __init__.py in /usr/lib/python3/dist-packages/papermines; its
#                   Depends are the interpreter it was built for, numpy and the shared libraries
#                   of the extension (dpkg-shlibdeps: Cairo, Pango, Abseil, ...).
set(CPACK_PACKAGE_NAME papermines)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
    "generates, proves and prints minesweeper-family logic puzzles")
set(CPACK_PACKAGE_CONTACT "papermines maintainers <papermines@localhost>")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_COMPONENTS_ALL runtime development)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)  # papermines_0.1.0_amd64.deb
set(CPACK_DEBIAN_PACKAGE_SECTION games)

set(CPACK_DEBIAN_RUNTIME_PACKAGE_NAME papermines)
set(CPACK_DEBIAN_RUNTIME_PACKAGE_SHLIBDEPS ON)
# The default font of every sheet (--font "DejaVu Sans") and the CJK font of Japanese and Chinese
# pages (--lang ja, zh); the libraries come from shlibdeps. The catalogues (share/locale) are in it.
set(CPACK_DEBIAN_RUNTIME_PACKAGE_DEPENDS "fonts-dejavu-core, fonts-noto-cjk")
set(CPACK_DEBIAN_RUNTIME_DESCRIPTION
    "Paper minesweeper tables proven unique, one-click boards and reverse-sweep puzzles
as .mines files, and printable worksheets with answer keys (PDF, SVG, PNG).")

set(CPACK_DEBIAN_DEVELOPMENT_PACKAGE_NAME papermines-dev)
set(CPACK_DEBIAN_DEVELOPMENT_PACKAGE_SECTION libdevel)
set(CPACK_DEBIAN_DEVELOPMENT_PACKAGE_DEPENDS "libabsl-dev")
set(CPACK_DEBIAN_DEVELOPMENT_DESCRIPTION
    "The papermines puzzle engine: static libraries, headers and a CMake package.
find_package(papermines) gives papermines::core, papermines::solve and papermines::gen:
generate paper minesweeper, one-click and reverse-sweep puzzles and prove them unique.")
if(TARGET papermines_python)
  list(APPEND CPACK_COMPONENTS_ALL python)
  set(CPACK_DEBIAN_PYTHON_PACKAGE_NAME python3-papermines)
  set(CPACK_DEBIAN_PYTHON_PACKAGE_SECTION python)
  set(CPACK_DEBIAN_PYTHON_PACKAGE_SHLIBDEPS ON)
  # The extension is built for one interpreter ABI (cpython-3XY), which Depends pins.
  math(EXPR papermines_next_minor "${Python3_VERSION_MINOR} + 1")
  set(CPACK_DEBIAN_PYTHON_PACKAGE_DEPENDS
      "python3 (>= ${Python3_VERSION_MAJOR}.${Python3_VERSION_MINOR}), python3 (<< ${Python3_VERSION_MAJOR}.${papermines_next_minor}), python3-numpy, fonts-dejavu-core")
  set(CPACK_DEBIAN_PYTHON_DESCRIPTION
      "The papermines puzzle engine for Python: import papermines.
generate(), solve(), clicks(), theorem(), read()/write() of .mines files, puzz.link URLs,
puzzles as numpy arrays and drawn as SVG in Jupyter (help(papermines)).")
endif()
include(CPack)
