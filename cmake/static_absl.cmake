# Abseil from its static archives (libabsl-dev ships both kinds). Debian's Abseil is some 30
# shared libraries that every start of the program would map and search for symbols: about half
# of the start-up of `papermines solve` (bench/startup.sh). The absl:: targets of
# find_package(absl) keep their names and link interfaces; only the file they point at changes,
# for this build: consumers of the installed CMake package (papermines-config.cmake) find their
# own Abseil.
#
# Debian's archives are not position-independent, so a shared object (the drawing module,
# cli/CMakeLists.txt) cannot take them: papermines_use_shared_absl(TARGET LIBS...) links TARGET
# with LIBS and, first on its link line, the twins (papermines_shared_absl::NAME: the shared
# libraries) of the absl:: targets LIBS reach, so these define every Abseil symbol before the
# archives are reached and no archive member is taken.
option(PAPERMINES_STATIC_ABSL "Link Abseil's static archives into the papermines program" ON)
set(PAPERMINES_SHARED_ABSL "")
if(PAPERMINES_STATIC_ABSL)
  get_directory_property(papermines_imported IMPORTED_TARGETS)
  list(FILTER papermines_imported INCLUDE REGEX "^absl::")
  foreach(target IN LISTS papermines_imported)
    string(REPLACE "absl::" "papermines_shared_absl::" twin ${target})
    get_target_property(links ${target} INTERFACE_LINK_LIBRARIES)
    if(links)
      string(REPLACE "absl::" "papermines_shared_absl::" links "${links}")
    else()
      set(links "")
    endif()
    get_target_property(configs ${target} IMPORTED_CONFIGURATIONS)
    if(NOT configs)  # header-only
      add_library(${twin} INTERFACE IMPORTED)
      set_target_properties(${twin} PROPERTIES INTERFACE_LINK_LIBRARIES "${links}")
      continue()
    endif()
    add_library(${twin} SHARED IMPORTED)
    set_target_properties(${twin} PROPERTIES INTERFACE_LINK_LIBRARIES "${links}")
    foreach(config IN LISTS configs)
      get_target_property(shared ${target} IMPORTED_LOCATION_${config})
      get_target_property(soname ${target} IMPORTED_SONAME_${config})
      set_property(TARGET ${twin} APPEND PROPERTY IMPORTED_CONFIGURATIONS ${config})
      set_target_properties(${twin} PROPERTIES IMPORTED_LOCATION_${config} ${shared}
                                               IMPORTED_SONAME_${config} ${soname})
      string(REGEX REPLACE "\\.so(\\.[0-9]+)*$" ".a" static "${shared}")
      if(NOT static STREQUAL shared AND EXISTS ${static})
        set_target_properties(${target} PROPERTIES IMPORTED_LOCATION_${config} ${static}
                                                   IMPORTED_SONAME_${config} "")
      endif()
    endforeach()
    list(APPEND PAPERMINES_SHARED_ABSL ${twin})
  endforeach()
endif()

function(papermines_use_shared_absl target)
  if(NOT PAPERMINES_STATIC_ABSL)
    return()
  endif()
  # The absl:: targets `target` reaches through LIBS, and theirs (cmake/link_order.cmake).
  papermines_linked_targets(reached ${ARGN})
  set(twins "")
  foreach(item IN LISTS reached)
    if(item MATCHES "^absl::")
      string(REPLACE "absl::" "papermines_shared_absl::" twin ${item})
      list(APPEND twins ${twin})
    endif()
  endforeach()
  # Not --as-needed (Debian's GCC default): a library that only another shared library needs
  # would not count, and its symbols would be taken from the archive.
  target_link_options(${target} PRIVATE -Wl,--no-as-needed)
  target_link_libraries(${target} PRIVATE ${twins} ${ARGN})
endfunction()
