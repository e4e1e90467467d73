# Installing papermines like a real tool (README, "Install"):
#  - the program and its drawing module (LIBDIR/papermines/libpapermines-draw.so), its man page
#    and bash completion, both written at build time from the built binary's own --help
#    (help_to_docs.py walks every subcommand it lists), and the samples;
#  - the puzzle engine (papermines_core, _solve, _gen) with its headers and a CMake package:
#    find_package(papermines) gives papermines::core, papermines::solve, papermines::gen;
#  - `cpack -G DEB`: papermines_VERSION_ARCH.deb (the program; Depends from dpkg-shlibdeps) and
#    papermines-dev_VERSION_ARCH.deb (the library), see packaging.cmake.
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)
find_package(Python3 REQUIRED COMPONENTS Interpreter)

set(PAPERMINES_DOC_DIR ${CMAKE_BINARY_DIR}/doc)
add_custom_command(
  OUTPUT ${PAPERMINES_DOC_DIR}/papermines.1 ${PAPERMINES_DOC_DIR}/papermines.bash
  COMMAND Python3::Interpreter ${CMAKE_CURRENT_LIST_DIR}/help_to_docs.py $<TARGET_FILE:papermines>
          ${PROJECT_VERSION} ${PAPERMINES_DOC_DIR}
  DEPENDS papermines ${CMAKE_CURRENT_LIST_DIR}/help_to_docs.py
  COMMENT "Writing the man page and bash completion from papermines --help"
  VERBATIM)
add_custom_target(papermines_docs ALL
                  DEPENDS ${PAPERMINES_DOC_DIR}/papermines.1 ${PAPERMINES_DOC_DIR}/papermines.bash)

# The program (component "runtime": the papermines package) and its drawing module, which it
# finds at LIBDIR/papermines relative to its own BINDIR (cli/CMakeLists.txt, program/).
install(TARGETS papermines RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT runtime)
install(TARGETS papermines_draw LIBRARY DESTINATION ${PAPERMINES_MODULE_INSTALL_DIR}
        COMPONENT runtime)
install(FILES ${PAPERMINES_DOC_DIR}/papermines.1 DESTINATION ${CMAKE_INSTALL_MANDIR}/man1
        COMPONENT runtime)
install(FILES ${PAPERMINES_DOC_DIR}/papermines.bash
        DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions RENAME papermines
        COMPONENT runtime)
install(FILES ${PROJECT_SOURCE_DIR}/README.md DESTINATION ${CMAKE_INSTALL_DOCDIR} COMPONENT runtime)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/samples/ DESTINATION ${CMAKE_INSTALL_DOCDIR}/samples
        COMPONENT runtime PATTERN "*.sh" EXCLUDE)

# The engine (component "development": the papermines-dev package). Its headers are installed
# under a project prefix, include/papermines/<module>/, and a consumer includes them as
# <papermines/solve/solver.h>; their includes of each other ("core/puzzle.h" in the tree) are
# written with the prefix as they are installed. Every header of a module is installed but the
# internal ones below, which no installed header includes (tests/cli_install_test.cpp checks both).
set(PAPERMINES_INTERNAL_HEADERS
    core/kind.h core/lex.h core/line_source.h core/option_hint.h core/strings.h
    core/utf8.h solve/field.h solve/kinds.h solve/linalg.h solve/search.h solve/union_find.h
    gen/kind_run.h gen/kinds.h gen/sparse_ladder.h)
foreach(module core solve gen)
  set_target_properties(papermines_${module} PROPERTIES EXPORT_NAME ${module})
  install(TARGETS papermines_${module} EXPORT papermines-targets
          ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT development)
endforeach()
install(CODE "set(PAPERMINES_SOURCE_DIR \"${PROJECT_SOURCE_DIR}\")
set(PAPERMINES_INCLUDE_DIR \"${CMAKE_INSTALL_INCLUDEDIR}\")
set(PAPERMINES_INTERNAL_HEADERS \"${PAPERMINES_INTERNAL_HEADERS}\")" COMPONENT development)
install(SCRIPT ${CMAKE_CURRENT_LIST_DIR}/install_headers.cmake COMPONENT development)
if(PAPERMINES_SANITIZE)  # instrumented archives need the sanitizer runtime in every program
  target_link_options(papermines_core INTERFACE
                      $<INSTALL_INTERFACE:-fsanitize=address,undefined>)
endif()
set(PAPERMINES_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/papermines)
install(EXPORT papermines-targets NAMESPACE papermines:: DESTINATION ${PAPERMINES_CMAKE_DIR}
        COMPONENT development)
configure_package_config_file(${CMAKE_CURRENT_LIST_DIR}/papermines-config.cmake.in
                              ${CMAKE_BINARY_DIR}/papermines-config.cmake
                              INSTALL_DESTINATION ${PAPERMINES_CMAKE_DIR})
write_basic_package_version_file(${CMAKE_BINARY_DIR}/papermines-config-version.cmake
                                 COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_BINARY_DIR}/papermines-config.cmake
              ${CMAKE_BINARY_DIR}/papermines-config-version.cmake
        DESTINATION ${PAPERMINES_CMAKE_DIR} COMPONENT development)

include(${CMAKE_CURRENT_LIST_DIR}/packaging.cmake)
