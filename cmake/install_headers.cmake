# Installs the engine's headers (cmake/install.cmake runs this at install time, with
# PAPERMINES_SOURCE_DIR, PAPERMINES_INCLUDE_DIR and PAPERMINES_INTERNAL_HEADERS set): every header
# of core/, solve/ and gen/ but the internal ones, under include/papermines/<module>/, with their
# includes of each other written with the prefix ("papermines/core/puzzle.h"), so a consumer
# includes <papermines/solve/solver.h> and nothing of ours lands directly under include/.
set(destination "$ENV{DESTDIR}${CMAKE_INSTALL_PREFIX}/${PAPERMINES_INCLUDE_DIR}/papermines")
foreach(module core solve gen)
  file(GLOB headers RELATIVE "${PAPERMINES_SOURCE_DIR}" "${PAPERMINES_SOURCE_DIR}/${module}/*.h")
  foreach(header ${headers})
    list(FIND PAPERMINES_INTERNAL_HEADERS "${header}" internal)  # (IN_LIST needs a policy here)
    if(internal EQUAL -1)
      file(READ "${PAPERMINES_SOURCE_DIR}/${header}" text)
      string(REGEX REPLACE "#include \"(core|solve|gen)/" "#include \"papermines/\\1/" text
                           "${text}")
      message(STATUS "Installing: ${destination}/${header}")
      file(WRITE "${destination}/${header}" "${text}")
    endif()
  endforeach()
endforeach()
