"""mpopt from Python, with the standard library only (ctypes over
libMPOptCAPI.so, include/mpopt-c/MPOpt.h):

    import mpopt
    optimized = mpopt.optimize(str(module), "mpopt-pipeline{policy=budget error-budget=1e-2}")
    print(optimized.mlir, optimized.report)

    manifest = mpopt.compile(optimized.mlir, "prog.so")   # target="cpu" or "cuda"
    outputs = mpopt.run("prog.so", [x_bytes, w_bytes])      # CPU libraries

The library is looked for in $MPOPT_CAPI_LIBRARY, then in the build tree of
the checkout this package is in (build/lib), then next to an installed
package (PREFIX/lib), then on the loader's path. `mpopt.__version__` is the
library's version (the tools' --version).
"""

import array
import ctypes
import ctypes.util
import json
import os
import struct

__all__ = ["MPOptError", "Optimized", "Tensor", "optimize", "compile", "run"]


class MPOptError(RuntimeError):
    """A failure, with mpopt's diagnostics (locations included) as text."""


class Optimized:
    """What optimize() returns: the optimized module's text, the precision
    report (the JSON of mpopt-assign-precision, as a dict; None when the
    pipeline did not run it) and the diagnostics (warnings, remarks)."""

    def __init__(self, mlir, report, diagnostics):
        self.mlir = mlir
        self.report = report
        self.diagnostics = diagnostics

    def __str__(self):
        return self.mlir


_library = None


def _candidates():
    if os.environ.get("MPOPT_CAPI_LIBRARY"):
        yield os.environ["MPOPT_CAPI_LIBRARY"]
    here = os.path.dirname(os.path.abspath(__file__))
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
    library.mpoptOptimize.argtypes = [ctypes.c_char_p, ctypes.c_char_p,
                                      ctypes.POINTER(text),
                                      ctypes.POINTER(text),
                                      ctypes.POINTER(text)]
    library.mpoptOptimize.restype = ctypes.c_int
    library.mpoptCompile.argtypes = [ctypes.c_char_p, ctypes.c_char_p,
                                     ctypes.c_char_p, ctypes.c_char_p,
                                     ctypes.POINTER(text)]
    library.mpoptCompile.restype = ctypes.c_int
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


def _take(library, pointer):
    """The C string `pointer` as str, freed."""
    value = ctypes.cast(pointer, ctypes.c_char_p).value.decode()
    library.mpoptFree(pointer)
    return value


def optimize(mlir, pipeline="mpopt-pipeline"):
    """Runs `pipeline` (a module pipeline, as mpopt-opt's --pass-pipeline
    takes it without builtin.module(...)) on the MLIR text `mlir` (str(module)
    of a torch-mlir export, for one). Raises MPOptError with the diagnostics
    if parsing or a pass fails."""
    library = _capi()
    text = ctypes.POINTER(ctypes.c_char)
    output, report, diagnostics = text(), text(), text()
    status = library.mpoptOptimize(mlir.encode(), pipeline.encode(),
                                   ctypes.byref(output), ctypes.byref(report),
                                   ctypes.byref(diagnostics))
    output = _take(library, output)
    report = _take(library, report)
    diagnostics = _take(library, diagnostics)
    if status != 0:
        raise MPOptError(diagnostics or "mpopt: the pipeline failed")
    return Optimized(output, json.loads(report) if report else None,
                     diagnostics)


def compile(mlir, output, target="cpu", **options):
    """mpopt-compile on MLIR text: writes the library `output` and its
    manifest (returned as a dict). `options` are mpopt-compile's, with
    underscores for dashes: pipeline, entry, parameters (indices and ranges
    of the weights: "0-147"), chip, device, gpu_binary, cpu."""
    library = _capi()
    lines = "".join("%s=%s\n" % (key.replace("_", "-"), value)
                    for key, value in options.items())
    diagnostics = ctypes.POINTER(ctypes.c_char)()
    status = library.mpoptCompile(mlir.encode(), target.encode(),
                                  lines.encode(), os.fspath(output).encode(),
                                  ctypes.byref(diagnostics))
    diagnostics = _take(library, diagnostics)
    if status != 0:
        raise MPOptError(diagnostics or "mpopt: compiling failed")
    with open(_manifest_path(output)) as f:
        return json.load(f)


_DTYPES = {
    # name: (bytes, struct/array code to decode with, or None)
    "f64": (8, "d"), "f32": (4, "f"), "f16": (2, "e"), "bf16": (2, None),
    "f8E4M3FN": (1, None), "f8E5M2": (1, None), "i8": (1, "b"),
    "i16": (2, "h"), "i32": (4, "i"), "i64": (8, "q"),
}


class Tensor:
    """An output of run(): its element type, shape and bytes (row-major)."""

    def __init__(self, dtype, shape, data):
        self.dtype = dtype
        self.shape = list(shape)
        self.data = data

    def tolist(self):
        """The elements as Python numbers, flat (bf16 widened to float)."""
        size, code = _DTYPES[self.dtype]
        if self.dtype == "bf16":
            halves = struct.unpack("<%dH" % (len(self.data) // 2), self.data)
            return [struct.unpack("<f", struct.pack("<I", h << 16))[0]
                    for h in halves]
        if code is None:
            raise MPOptError("tolist() does not decode %s; read .data"
                             % self.dtype)
        return list(struct.unpack("<%d%s" % (len(self.data) // size, code),
                                  self.data))


def _manifest_path(library):
    root, _ = os.path.splitext(os.fspath(library))
    return root + ".json"


def _nbytes(spec):
    count = 1
    for size in spec["shape"]:
        count *= size
    return count * _DTYPES[spec["dtype"]][0]


class _Descriptor:
    """A memref descriptor of MLIR's C interface for a dense row-major
    buffer: allocated and aligned pointers, offset, sizes, strides."""

    def __init__(self, spec, buffer):
        shape = spec["shape"]
        rank = len(shape)
        fields = [("allocated", ctypes.c_void_p), ("aligned", ctypes.c_void_p),
                  ("offset", ctypes.c_int64)]
        if rank:
            fields += [("sizes", ctypes.c_int64 * rank),
                       ("strides", ctypes.c_int64 * rank)]
        layout = type("Descriptor%d" % rank, (ctypes.Structure,),
                      {"_fields_": fields})
        self.buffer = buffer
        address = ctypes.addressof(buffer)
        self.value = layout(address, address, 0)
        stride = 1
        for d in reversed(range(rank)):
            self.value.sizes[d] = shape[d]
            self.value.strides[d] = stride
            stride *= shape[d]


def _call(function, descriptors):
    args = (ctypes.c_void_p * len(descriptors))(
        *[ctypes.addressof(d.value) for d in descriptors])
    function(args)


def _input_buffer(spec, value, index):
    data = value.tobytes() if isinstance(value, array.array) else bytes(value)
    if len(data) != _nbytes(spec):
        raise MPOptError("input %d: %d bytes, but the library takes %s%s, "
                         "%d bytes" % (index, len(data), spec["dtype"],
                                       spec["shape"], _nbytes(spec)))
    buffer = (ctypes.c_char * max(len(data), 1)).from_buffer_copy(
        data or b"\0")
    return buffer


def _bind_shapes(library, specs, shapes):
    """The input specs with their dynamic dimensions (-1) sized by `shapes`
    (one shape or None per input)."""
    bound = []
    for index, spec in enumerate(specs):
        shape = shapes[index] if shapes and index < len(shapes) else None
        if shape is None:
            if -1 in spec["shape"]:
                raise MPOptError("input %d of %s has dynamic dimensions %s: "
                                 "give its shape in shapes=" %
                                 (index, library, spec["shape"]))
            bound.append(spec)
            continue
        shape = [int(size) for size in shape]
        if len(shape) != len(spec["shape"]) or any(
                want not in (-1, got)
                for want, got in zip(spec["shape"], shape)):
            raise MPOptError("input %d: shape %s, but the library takes %s"
                             % (index, shape, spec["shape"]))
        bound.append(dict(spec, shape=shape))
    return bound


def _bind_outputs(specs, inputs):
    """The output specs with their dynamic dimensions sized as the input
    dimensions their "dynamic_sizes" name."""
    bound = []
    for spec in specs:
        sizes = iter(spec.get("dynamic_sizes", []))
        shape = []
        for size in spec["shape"]:
            if size < 0:
                source, dim = next(sizes)
                size = inputs[source]["shape"][dim]
            shape.append(size)
        bound.append(dict(spec, shape=shape))
    return bound


def run(library, inputs, shapes=None):
    """Calls a CPU library from compile() (or mpopt-compile --target=cpu) on
    `inputs`, one bytes-like object (bytes, bytearray, array.array,
    memoryview) per manifest input, of its exact size, and returns its
    outputs as Tensors. An input with dynamic dimensions needs its shape in
    `shapes` (one list of sizes, or None, per input). A library built with
    parameters runs its prepare function first. GPU libraries need the
    runtime's CUDA functions: run them with mpopt-run."""
    with open(_manifest_path(library)) as f:
        manifest = json.load(f)
    if manifest.get("target") != "cpu":
        raise MPOptError("%s is built for %s; run() calls CPU libraries "
                         "(GPU ones: mpopt-run)" % (library,
                                                    manifest.get("target")))
    if len(inputs) != len(manifest["inputs"]):
        raise MPOptError("%s takes %d inputs, got %d"
                         % (library, len(manifest["inputs"]), len(inputs)))
    specs = _bind_shapes(library, manifest["inputs"], shapes)
    results = _bind_outputs(manifest["outputs"], specs)
    handle = ctypes.CDLL(os.path.abspath(os.fspath(library)))
    buffers = [_input_buffer(spec, value, i)
               for i, (spec, value) in enumerate(zip(specs, inputs))]
    arguments = [_Descriptor(spec, buffer)
                 for spec, buffer in zip(specs, buffers)]
    prepare = manifest.get("prepare")
    if prepare:
        prepared = [_Descriptor(spec, (ctypes.c_char * max(_nbytes(spec), 1))())
                    for spec in prepare["prepared"]]
        _call(getattr(handle, prepare["symbol"]),
              [arguments[i] for i in prepare["parameters"]] + prepared)
        arguments = prepared + [arguments[i] for i in manifest["entry_inputs"]]
    outputs = [_Descriptor(spec, (ctypes.c_char * max(_nbytes(spec), 1))())
               for spec in results]
    _call(getattr(handle, manifest["symbol"]), arguments + outputs)
    return [Tensor(spec["dtype"], spec["shape"],
                   bytes(d.buffer)[:_nbytes(spec)])
            for spec, d in zip(results, outputs)]
