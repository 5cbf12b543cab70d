"""Calling a CPU library that mpopt.compile (or mpopt-compile) built: its
manifest says what it takes and returns; tensors go in and come out as the
caller holds them (torch tensors, numpy arrays, or bytes), read and written
in place through MLIR's C interface (memref descriptors), no copies of
contiguous tensors."""

import array
import ctypes
import json
import os
import struct
import sys

from .errors import MPOptError

# name: (bytes, struct code to decode with, or None)
DTYPES = {
    "f64": (8, "d"), "f32": (4, "f"), "f16": (2, "e"), "bf16": (2, None),
    "f8E4M3FN": (1, None), "f8E5M2": (1, None), "i8": (1, "b"),
    "i16": (2, "h"), "i32": (4, "i"), "i64": (8, "q"),
}

# mpopt's element type names by torch's and numpy's (ml_dtypes' for bf16
# and FP8), which agree.
_ARRAY_DTYPES = {
    "float64": "f64", "float32": "f32", "float16": "f16",
    "bfloat16": "bf16", "float8_e4m3fn": "f8E4M3FN",
    "float8_e5m2": "f8E5M2", "int8": "i8", "int16": "i16", "int32": "i32",
    "int64": "i64",
}
_ARRAY_NAMES = {name: array_name for array_name, name in _ARRAY_DTYPES.items()}


def describe(spec):
    """A manifest tensor as mpopt writes a type: f32[?, 32]."""
    return "%s[%s]" % (spec["dtype"], ", ".join(
        "?" if size < 0 else str(size) for size in spec["shape"]))


class Tensor:
    """An output of a library called with bytes: its element type, shape
    and bytes (row-major)."""

    def __init__(self, dtype, shape, data):
        self.dtype = dtype
        self.shape = list(shape)
        self.data = data

    def __repr__(self):
        return "Tensor(%s)" % describe(self.__dict__)

    def tolist(self):
        """The elements as Python numbers, flat (bf16 widened to float)."""
        size, code = DTYPES[self.dtype]
        if self.dtype == "bf16":
            halves = struct.unpack("<%dH" % (len(self.data) // 2), self.data)
            return [struct.unpack("<f", struct.pack("<I", h << 16))[0]
                    for h in halves]
        if code is None:
            raise MPOptError("tolist() does not decode %s; read .data"
                             % self.dtype)
        return list(struct.unpack("<%d%s" % (len(self.data) // size, code),
                                  self.data))


def manifest_path(library):
    root, _ = os.path.splitext(os.fspath(library))
    return root + ".json"


def _count(shape):
    count = 1
    for size in shape:
        count *= size
    return count


def _nbytes(spec):
    return _count(spec["shape"]) * DTYPES[spec["dtype"]][0]


def _kind(value):
    """"torch", "numpy" or "bytes": how a value holds its elements."""
    module = type(value).__module__.split(".")[0]
    if module == "torch" and hasattr(value, "data_ptr"):
        return "torch"
    if module == "numpy" and hasattr(value, "__array_interface__"):
        return "numpy"
    return "bytes"


class _Buffer:
    """Elements of one argument in memory: an address, the shape they are
    read with, and what keeps them alive."""

    def __init__(self, address, shape, owner, copied=False):
        self.address = address
        self.shape = list(shape)
        self.owner = owner
        # A contiguous copy of the caller's tensor, not the tensor itself.
        self.copied = copied

    def shape_array(self):
        """The shape as the C API reads it (int64_t *), made once."""
        if getattr(self, "_shape_array", None) is None:
            array = (ctypes.c_int64 * max(len(self.shape), 1))(*self.shape)
            self._shape_array = (array, ctypes.cast(
                array, ctypes.POINTER(ctypes.c_int64)))
        return self._shape_array[1]

    @staticmethod
    def allocate(spec):
        owner = (ctypes.c_char * max(_nbytes(spec), 1))()
        return _Buffer(ctypes.addressof(owner), spec["shape"], owner)

    def descriptor(self):
        """A memref descriptor of MLIR's C interface for a dense row-major
        buffer: allocated and aligned pointers, offset, sizes, strides."""
        rank = len(self.shape)
        fields = [("allocated", ctypes.c_void_p), ("aligned", ctypes.c_void_p),
                  ("offset", ctypes.c_int64)]
        if rank:
            fields += [("sizes", ctypes.c_int64 * rank),
                       ("strides", ctypes.c_int64 * rank)]
        layout = type("Descriptor%d" % rank, (ctypes.Structure,),
                      {"_fields_": fields})
        value = layout(self.address, self.address, 0)
        stride = 1
        for d in reversed(range(rank)):
            value.sizes[d] = self.shape[d]
            value.strides[d] = stride
            stride *= self.shape[d]
        return value


def _check_shape(name, spec, dtype, shape):
    if dtype != spec["dtype"] or len(shape) != len(spec["shape"]) or any(
            want not in (-1, got) for want, got in zip(spec["shape"], shape)):
        raise MPOptError("%s: %s, but the library takes %s" % (
            name, describe({"dtype": dtype, "shape": shape}), describe(spec)))


def _array_buffer(name, spec, value, kind, device):
    """The buffer of a torch tensor or numpy array (a contiguous copy if it
    is not contiguous) on `device` ("cpu" or "cuda") and the key that says
    it has not changed since it was last read (None: cannot tell)."""
    dtype = _ARRAY_DTYPES.get(str(value.dtype).replace("torch.", ""))
    if dtype is None:
        raise MPOptError("%s: element type %s, which mpopt libraries do not "
                         "take (%s)" % (name, value.dtype, ", ".join(DTYPES)))
    shape = [int(size) for size in value.shape]
    _check_shape(name, spec, dtype, shape)
    if kind == "torch":
        if value.device.type != device:
            raise MPOptError("%s is on %s, but the library is built for %s"
                             % (name, value.device, _TARGET_NAMES[device]))
        copied = not value.is_contiguous()
        value = value.detach().contiguous()
        # Inference tensors keep no version: what they hold may change
        # unseen.
        key = None if value.is_inference() else (
            value.data_ptr(), value._version, tuple(shape))
        return _Buffer(value.data_ptr(), shape, value, copied), key
    if device != "cpu":
        raise MPOptError("%s is a numpy array, but the library is built for "
                         "%s: pass torch tensors on the GPU"
                         % (name, _TARGET_NAMES[device]))
    numpy = sys.modules["numpy"]
    copied = not value.flags["C_CONTIGUOUS"]
    value = numpy.ascontiguousarray(value)
    return _Buffer(value.ctypes.data, shape, value, copied), None


_TARGET_NAMES = {"cpu": "the CPU", "cuda": "the GPU (cuda)"}


def _bytes_buffer(name, spec, value, shape):
    if shape is None and -1 in spec["shape"]:
        raise MPOptError("%s has dynamic dimensions %s: give its shape in "
                         "shapes=" % (name, describe(spec)))
    shape = spec["shape"] if shape is None else [int(size) for size in shape]
    _check_shape(name, spec, spec["dtype"], shape)
    spec = dict(spec, shape=shape)
    data = value.tobytes() if isinstance(value, array.array) else bytes(value)
    if len(data) != _nbytes(spec):
        raise MPOptError("%s: %d bytes, but the library takes %s, %d bytes"
                         % (name, len(data), describe(spec), _nbytes(spec)))
    owner = (ctypes.c_char * max(len(data), 1)).from_buffer_copy(
        data or b"\0")
    return _Buffer(ctypes.addressof(owner), shape, owner)


class Library:
    """A compiled library, loaded once and called as a function:

        prog = mpopt.load("prog.so")
        y, = prog(x, w)        # torch tensors, numpy arrays or bytes

    Outputs come back as the inputs came in: torch tensors for torch
    inputs, numpy arrays for numpy inputs (ml_dtypes' types for bf16 and
    FP8), Tensors for bytes. Each input is checked against the manifest
    (element type, shape; a dynamic dimension takes any size). A library
    built with parameters runs its prepare function on them, and keeps what
    it prepared while the same torch tensors come again unchanged (their
    address and version); numpy arrays, bytes and inference tensors
    (torch.inference_mode's, which keep no version) are prepared on every
    call. CPU libraries are called here, through ctypes; GPU ones
    (RuntimeLibrary) through the runtime's C API, on torch tensors on the
    GPU. `copies` counts the arrays and tensors calls had to copy (not
    contiguous); contiguous ones are read where they are. Bytes are always
    copied (into ctypes buffers) and not counted."""

    targets = ("cpu",)

    def __init__(self, path):
        self.path = os.fspath(path)
        try:
            with open(manifest_path(self.path)) as f:
                self.manifest = json.load(f)
        except OSError as error:
            raise MPOptError("cannot read the manifest of %s: %s"
                             % (self.path, error)) from None
        self.device = self.manifest.get("target")
        if self.device not in self.targets:
            raise MPOptError("%s is built for %s; %s calls %s libraries" % (
                self.path, self.device, type(self).__name__,
                " and ".join(self.targets)))
        self._prepare = self.manifest.get("prepare")
        self._prepared = (None, None)
        self.copies = 0
        self._seen = {}
        self._open()

    def _open(self):
        self._handle = ctypes.CDLL(os.path.abspath(self.path))
        self._entry = getattr(self._handle, self.manifest["symbol"])

    @property
    def inputs(self):
        return self.manifest["inputs"]

    @property
    def outputs(self):
        return self.manifest["outputs"]

    def __repr__(self):
        return "<mpopt.%s %s: (%s) -> (%s)>" % (
            type(self).__name__, self.path,
            ", ".join(map(describe, self.inputs)),
            ", ".join(map(describe, self.outputs)))

    def __call__(self, *inputs, shapes=None):
        """The outputs of one call, as a list. An input given as bytes
        with dynamic dimensions needs its shape in `shapes` (one list of
        sizes, or None, per input)."""
        if len(inputs) != len(self.inputs):
            raise MPOptError("%s takes %d inputs, got %d"
                             % (self.path, len(self.inputs), len(inputs)))
        kinds = [_kind(value) for value in inputs]
        buffers, keys = [], []
        for index, (spec, value, kind) in enumerate(
                zip(self.inputs, inputs, kinds)):
            name = "input %d" % index
            if kind == "bytes":
                if self.device != "cpu":
                    raise MPOptError("%s is bytes, but the library is built "
                                     "for %s: pass torch tensors on the GPU"
                                     % (name, _TARGET_NAMES[self.device]))
                shape = shapes[index] if shapes and index < len(shapes) \
                    else None
                buffers.append(_bytes_buffer(name, spec, value, shape))
                keys.append(None)
            else:
                # The same torch tensor as last call, unchanged (its
                # address and version): last call's checked buffer (a
                # model's parameters, call after call).
                seen = self._seen.get(index)
                if kind == "torch" and seen is not None and \
                        seen[0] is value and seen[2] is not None and \
                        seen[2] == (value.data_ptr(), value._version,
                                    seen[2][2]):
                    buffers.append(seen[1])
                    keys.append(seen[2])
                    continue
                buffer, key = _array_buffer(name, spec, value, kind,
                                            self.device)
                buffers.append(buffer)
                keys.append(key)
                if kind == "torch" and not buffer.copied:
                    self._seen[index] = (value, buffer, key)
        self.copies += sum(buffer.copied for buffer in buffers)
        specs = [dict(spec, shape=buffer.shape)
                 for spec, buffer in zip(self.inputs, buffers)]
        kind = "torch" if "torch" in kinds else \
            "numpy" if "numpy" in kinds else "bytes"
        placed = [value for value, k in zip(inputs, kinds) if k == "torch"]
        outputs = [self._output(spec, kind, placed[0] if placed else None)
                   for spec in _bind_outputs(self.outputs, specs)]
        parameters = tuple(keys[i] for i in self._prepare["parameters"]) \
            if self._prepare else ()
        reprepare = None in parameters or self._prepared[0] != parameters
        self._invoke(buffers, [buffer for buffer, _ in outputs], reprepare)
        self._prepared = (parameters, self._prepared[1])
        return [finish() for _, finish in outputs]

    def _invoke(self, buffers, outputs, reprepare):
        arguments = buffers
        if self._prepare:
            if reprepare:
                prepared = [_Buffer.allocate(spec)
                            for spec in self._prepare["prepared"]]
                _call(getattr(self._handle, self._prepare["symbol"]),
                      [buffers[i] for i in self._prepare["parameters"]] +
                      prepared)
                self._prepared = (None, prepared)
            arguments = self._prepared[1] + [
                buffers[i] for i in self.manifest["entry_inputs"]]
        _call(self._entry, arguments + outputs)

    @staticmethod
    def _output(spec, kind, like):
        """A buffer for an output and what gives the caller's value once
        the library has written it. A torch output is on `like`'s device;
        rows padded to a "row_stride" come back as a view of the rows'
        elements."""
        if kind == "torch":
            torch = sys.modules["torch"]
            shape = list(spec["shape"])
            stride = spec.get("row_stride")
            if stride and shape:
                shape[-1] = stride
            value = torch.empty(shape, device=like.device,
                                dtype=getattr(torch, _ARRAY_NAMES[spec["dtype"]]))
            result = value[..., :spec["shape"][-1]] if stride and shape \
                else value
            return _Buffer(value.data_ptr(), shape, value), lambda: result
        if kind == "numpy":
            numpy = sys.modules["numpy"]
            name = _ARRAY_NAMES[spec["dtype"]]
            dtype = getattr(numpy, name, None)
            if dtype is None:
                try:
                    import ml_dtypes
                except ImportError:
                    raise MPOptError(
                        "an output is %s, which numpy has no type for: "
                        "install ml_dtypes, or pass torch tensors or bytes"
                        % spec["dtype"]) from None
                dtype = getattr(ml_dtypes, name)
            value = numpy.empty(spec["shape"], dtype=dtype)
            return _Buffer(value.ctypes.data, spec["shape"], value), \
                lambda: value
        buffer = _Buffer.allocate(spec)
        return buffer, lambda: Tensor(spec["dtype"], spec["shape"],
                                      bytes(buffer.owner)[:_nbytes(spec)])


class RuntimeLibrary(Library):
    """A library called through the runtime's C API (libmpopt_runtime_c.so,
    runtime/include/mpopt/Runtime/CApi.h): how load() calls one built for
    the GPU (mpopt-compile --target=cuda), on torch tensors on the GPU, in
    place. The work is ordered on torch's current stream and the call
    returns without waiting, as a torch op does; calls on the same tensors
    replay a CUDA graph from the second on. It calls CPU libraries too."""

    targets = ("cpu", "cuda")

    def _open(self):
        self._runtime = _runtime()
        error = ctypes.POINTER(ctypes.c_char)()
        self._library = self._runtime.mpoptRuntimeOpen(
            os.path.abspath(self.path).encode(), ctypes.byref(error))
        if not self._library:
            raise MPOptError(
                take_string(error, self._runtime.mpoptRuntimeFree))

    def __del__(self):
        if getattr(self, "_library", None):
            self._runtime.mpoptRuntimeClose(self._library)

    @property
    def graph_status(self):
        """What the last calls ran: one CUDA graph per call, or why not."""
        return self._runtime.mpoptRuntimeGraphStatus(self._library).decode()

    def _invoke(self, buffers, outputs, reprepare):
        torch = sys.modules.get("torch")
        pointers = (ctypes.c_void_p * len(buffers))(
            *[buffer.address for buffer in buffers])
        shape_pointers = (ctypes.POINTER(ctypes.c_int64) * len(buffers))(
            *[b.shape_array() for b in buffers])
        results = (ctypes.c_void_p * max(len(outputs), 1))(
            *[buffer.address for buffer in outputs])
        stream = torch.cuda.current_stream().cuda_stream \
            if self.device == "cuda" else None
        error = ctypes.POINTER(ctypes.c_char)()
        if self._runtime.mpoptRuntimeCall(
                self._library, pointers, shape_pointers, results,
                1 if reprepare else 0, ctypes.c_void_p(stream),
                ctypes.byref(error)):
            raise MPOptError(
                take_string(error, self._runtime.mpoptRuntimeFree))


_runtime_library = None


def _runtime():
    """libmpopt_runtime_c.so, loaded with its symbols global (the GPU
    libraries call its mgpu* functions): $MPOPT_RUNTIME_LIBRARY, inside
    the package, the checkout's build tree, next to an installed package."""
    global _runtime_library
    if _runtime_library is not None:
        return _runtime_library
    here = os.path.dirname(os.path.abspath(__file__))
    candidates = [os.environ.get("MPOPT_RUNTIME_LIBRARY"),
                  os.path.join(here, "lib", "libmpopt_runtime_c.so"),
                  os.path.join(here, "..", "..", "build", "runtime",
                               "libmpopt_runtime_c.so")]
    candidates += [os.path.join(here, *up, "libmpopt_runtime_c.so")
                   for up in (("..",) * 3, ("..",) * 4)]
    for path in candidates:
        if path and os.path.exists(path):
            library = ctypes.CDLL(path, mode=ctypes.RTLD_GLOBAL)
            break
    else:
        raise MPOptError("cannot find libmpopt_runtime_c.so (the runtime's "
                         "C API, for GPU libraries): build mpopt, or set "
                         "MPOPT_RUNTIME_LIBRARY")
    text = ctypes.POINTER(ctypes.c_char)
    library.mpoptRuntimeOpen.argtypes = [ctypes.c_char_p,
                                         ctypes.POINTER(text)]
    library.mpoptRuntimeOpen.restype = ctypes.c_void_p
    library.mpoptRuntimeClose.argtypes = [ctypes.c_void_p]
    library.mpoptRuntimeClose.restype = None
    library.mpoptRuntimeCall.argtypes = [
        ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p,
        ctypes.c_int, ctypes.c_void_p, ctypes.POINTER(text)]
    library.mpoptRuntimeCall.restype = ctypes.c_int
    library.mpoptRuntimeGraphStatus.argtypes = [ctypes.c_void_p]
    library.mpoptRuntimeGraphStatus.restype = ctypes.c_char_p
    library.mpoptRuntimeFree.argtypes = [text]
    library.mpoptRuntimeFree.restype = None
    _runtime_library = library
    return library


def take_string(pointer, free):
    """The C string `pointer` as str, freed with `free` (mpoptFree,
    mpoptRuntimeFree)."""
    value = ctypes.cast(pointer, ctypes.c_char_p).value.decode()
    free(pointer)
    return value


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


def _call(function, buffers):
    descriptors = [buffer.descriptor() for buffer in buffers]
    args = (ctypes.c_void_p * len(descriptors))(
        *[ctypes.addressof(d) for d in descriptors])
    function(args)


def load(path):
    """The library at `path` (with its manifest beside it), to call: a
    Library for the CPU, a RuntimeLibrary for the GPU."""
    try:
        with open(manifest_path(path)) as f:
            target = json.load(f).get("target")
    except (OSError, ValueError) as error:
        raise MPOptError("cannot read the manifest of %s: %s"
                         % (path, error)) from None
    if target == "cuda":
        return RuntimeLibrary(path)
    return Library(path)


def run(library, inputs, shapes=None):
    """One call of a library on `inputs` (a list), as load(library) calls
    it."""
    return load(library)(*inputs, shapes=shapes)
