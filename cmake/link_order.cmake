# Which targets a link reaches, and which copy of an inline function a link keeps.

# papermines_linked_targets(OUT LIBS...): every target LIBS reach through their link libraries
# (LINK_LIBRARIES of a built target, INTERFACE_LINK_LIBRARIES of any), LIBS included, each once,
# in the order first met.
function(papermines_linked_targets out)
  set(todo ${ARGN})
  set(seen "")
  while(todo)
    list(POP_FRONT todo item)
    string(REGEX REPLACE "^\\$<LINK_ONLY:(.*)>$" "\\1" item "${item}")
    if(item IN_LIST seen OR NOT TARGET ${item})
      continue()
    endif()
    list(APPEND seen ${item})
    get_target_property(imported ${item} IMPORTED)
    get_target_property(type ${item} TYPE)
    if(NOT imported AND NOT type STREQUAL "INTERFACE_LIBRARY")
      get_target_property(links ${item} LINK_LIBRARIES)
      if(links)
        list(APPEND todo ${links})
      endif()
    endif()
    get_target_property(links ${item} INTERFACE_LINK_LIBRARIES)
    if(links)
      list(APPEND todo ${links})
    endif()
  endwhile()
  set(${out} ${seen} PARENT_SCOPE)
endfunction()

# papermines_link_product_first(TARGET LIBS...): the objects of the product's static libraries that
# LIBS reach (papermines_*) come first on TARGET's link line, ahead of TARGET's own objects.
#
# Why (issue 37): an inline function or template instance that a library and TARGET's own code
# both use is compiled into both objects, and the linker keeps the first copy it meets: TARGET's
# objects come first, and the archives' members are only read after them. Where TARGET's code is
# compiled at a lower optimisation level than the libraries (the test executables at -O1, and at
# -O0 under the sanitizers, as the program's front end there: top CMakeLists.txt), the library's
# own calls then run that slower copy: a test of the generator under ASan took 37 s with the
# test's -O0 copies and 15 s with the library's. --whole-archive reads every member of those
# archives first; the archives stay on the line where they were, and add nothing the second time.
function(papermines_link_product_first target)
  papermines_linked_targets(reached ${ARGN})
  set(first "")
  foreach(lib IN LISTS reached)
    get_target_property(type ${lib} TYPE)
    if(lib MATCHES "^papermines_" AND type STREQUAL "STATIC_LIBRARY")
      list(APPEND first "$<TARGET_FILE:${lib}>")
    endif()
  endforeach()
  if(first)
    target_link_options(${target} PRIVATE "LINKER:--whole-archive" ${first}
                        "LINKER:--no-whole-archive")
  endif()
endfunction()
