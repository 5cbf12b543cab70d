# mpopt's version: its one source. The top-level project and the runtime
# (a project of its own, built alone too) take it from here; the tools
# print it with --version (mpopt/Version.h), and the C API and the Python
# module's __version__ return it.
set(MPOPT_VERSION 0.1.0)

# Writes DIR/mpopt/Version.h, which defines MPOPT_VERSION as a string.
function(mpopt_write_version_header dir)
  configure_file(${CMAKE_CURRENT_FUNCTION_LIST_DIR}/Version.h.in
    ${dir}/mpopt/Version.h @ONLY)
endfunction()
