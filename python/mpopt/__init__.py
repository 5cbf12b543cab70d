"""mpopt from Python, with the standard library only (ctypes over
libMPOptCAPI.so, include/mpopt-c/MPOpt.h):

    import mpopt
    optimized = mpopt.optimize(str(module), "mpopt-pipeline{policy=budget error-budget=1e-2}")
    print(optimized.mlir, optimized.report)

    manifest = mpopt.compile(optimized.mlir, "prog.so")   # target="cpu" or "cuda"
    prog = mpopt.load("prog.so")
    y, = prog(x, w)    # torch tensors (on the GPU for a cuda library),
                       # numpy arrays or bytes

`import mpopt.torch` registers torch.compile's backend "mpopt"
(python/mpopt/torch.py).

The library is looked for in $MPOPT_CAPI_LIBRARY, then inside the package
(pip install ./python puts it there), then in the build tree of the checkout
this package is in (build/lib), then next to an installed package
(PREFIX/lib), then on the loader's path. `mpopt.__version__` is the
library's version (the tools' --version).
"""

import ctypes
import ctypes.util
import json
import os

from .errors import MPOptError
from .library import (Library, RuntimeLibrary, Tensor, load, manifest_path,
                      run, take_string)

__all__ = ["MPOptError", "Manifest", "Optimized", "Library",
           "RuntimeLibrary", "Tensor", "optimize", "compile", "load", "run"]


def _casts(remarks):
    """mpopt-cast-report's counts among `remarks`: one dict per function
    and label ("before", "after", ...)."""
    counts = []
    for remark in remarks:
        category, _, label = remark["category"].partition(":")
        if category != "mpopt-cast-report":
            continue
        args = remark["args"]
        counts.append({"label": label, "function": remark["function"],
                       "casts": int(args["Casts"]),
                       "elements": int(args["ElementsConverted"]),
                       "conversions": args["Conversions"]})
    return counts


class Optimized:
    """What optimize() returns: the optimized module's text (`mlir`), the
    precision report (`report`: the JSON of mpopt-assign-precision, as a
    dict; None when the pipeline did not run it), the optimization remarks
    (`remarks`: dicts with kind, category, name, function, location,
    message and args), the cast report (`casts`: mpopt-cast-report's
    counts, with the pipeline's cast-report=true) and the diagnostics
    (warnings, as text)."""

    def __init__(self, mlir, report, remarks, diagnostics):
        self.mlir = mlir
        self.report = report
        self.remarks = remarks
        self.casts = _casts(remarks)
        self.diagnostics = diagnostics

    def __str__(self):
        return self.mlir

    def __repr__(self):
        parts = ["%d lines" % self.mlir.count("\n")]
        if self.report:
            parts.append("a precision report of %d functions"
                         % len(self.report.get("functions", [])))
        parts.append("%d remarks" % len(self.remarks))
        return "<mpopt.Optimized: %s>" % ", ".join(parts)


class Manifest(dict):
    """What compile() returns: the library's manifest (a dict, as the JSON
    beside the library), with the precision report (`report`) and the
    remarks (`remarks`) of the pipeline it ran, as Optimized has them."""

    def __init__(self, manifest, report, remarks):
        super().__init__(manifest)
        self.report = report
        self.remarks = remarks
        self.casts = _casts(remarks)


_library = None


def _candidates():
    if os.environ.get("MPOPT_CAPI_LIBRARY"):
        yield os.environ["MPOPT_CAPI_LIBRARY"]
    here = os.path.dirname(os.path.abspath(__file__))
    yield os.path.join(here, "lib", "libMPOptCAPI.so")
    yield os.path.join(here, "..", "..", "build", "lib", "libMPOptCAPI.so")
    for up in (("..",) * 3, ("..",) * 4):
        yield os.path.join(here, *up, "libMPOptCAPI.so")
    found = ctypes.util.find_library("MPOptCAPI")
    if found:
        yield found


def _capi():
    global _library
    if _library is not None:
        return _library
    for path in _candidates():
        if os.path.exists(path) or not os.path.dirname(path):
            try:
                library = ctypes.CDLL(path)
            except OSError:
                continue
            break
    else:
        raise MPOptError("cannot find libMPOptCAPI.so: build mpopt (make) or "
                         "set MPOPT_CAPI_LIBRARY")
    text = ctypes.POINTER(ctypes.c_char)
    out = ctypes.POINTER(text)
    library.mpoptOptimizeWithRemarks.argtypes = [
        ctypes.c_char_p, ctypes.c_char_p, out, out, out, out]
    library.mpoptOptimizeWithRemarks.restype = ctypes.c_int
    library.mpoptCompileWithReports.argtypes = [
        ctypes.c_char_p, ctypes.c_char_p, ctypes.c_char_p, ctypes.c_char_p,
        out, out, out]
    library.mpoptCompileWithReports.restype = ctypes.c_int
    library.mpoptFree.argtypes = [text]
    library.mpoptFree.restype = None
    library.mpoptGetVersion.argtypes = []
    library.mpoptGetVersion.restype = ctypes.c_char_p
    _library = library
    return library


def __getattr__(name):
    # __version__ is the library's, read when asked for: importing mpopt
    # does not load the library.
    if name == "__version__":
        return _capi().mpoptGetVersion().decode()
    raise AttributeError("module 'mpopt' has no attribute %r" % name)



def optimize(mlir, pipeline="mpopt-pipeline"):
    """Runs `pipeline` (a module pipeline, as mpopt-opt's --pass-pipeline
    takes it without builtin.module(...)) on the MLIR text `mlir` (str(module)
    of a torch-mlir export, for one). Raises MPOptError with the diagnostics
    if parsing or a pass fails."""
    library = _capi()
    text = ctypes.POINTER(ctypes.c_char)
    output, report, remarks, diagnostics = text(), text(), text(), text()
    status = library.mpoptOptimizeWithRemarks(
        mlir.encode(), pipeline.encode(), ctypes.byref(output),
        ctypes.byref(report), ctypes.byref(remarks), ctypes.byref(diagnostics))
    output = take_string(output, library.mpoptFree)
    report = take_string(report, library.mpoptFree)
    remarks = take_string(remarks, library.mpoptFree)
    diagnostics = take_string(diagnostics, library.mpoptFree)
    if status != 0:
        raise MPOptError(diagnostics or "mpopt: the pipeline failed")
    return Optimized(output, json.loads(report) if report else None,
                     json.loads(remarks), diagnostics)


def compile(mlir, output, target="cpu", **options):
    """mpopt-compile on MLIR text: writes the library `output` and its
    manifest, returned as a Manifest (a dict, with the pipeline's report
    and remarks). `options` are mpopt-compile's, with underscores for
    dashes: pipeline, entry, parameters (indices and ranges of the weights:
    "0-147"), chip, device, gpu_binary, cpu."""
    library = _capi()
    lines = "".join("%s=%s\n" % (key.replace("_", "-"), value)
                    for key, value in options.items())
    text = ctypes.POINTER(ctypes.c_char)
    report, remarks, diagnostics = text(), text(), text()
    status = library.mpoptCompileWithReports(
        mlir.encode(), target.encode(), lines.encode(),
        os.fspath(output).encode(), ctypes.byref(report),
        ctypes.byref(remarks), ctypes.byref(diagnostics))
    report = take_string(report, library.mpoptFree)
    remarks = take_string(remarks, library.mpoptFree)
    diagnostics = take_string(diagnostics, library.mpoptFree)
    if status != 0:
        raise MPOptError(diagnostics or "mpopt: compiling failed")
    with open(manifest_path(output)) as f:
        return Manifest(json.load(f), json.loads(report) if report else None,
                        json.loads(remarks))
