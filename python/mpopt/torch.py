"""torch.compile's backend "mpopt":

    import mpopt.torch
    model = torch.compile(model, backend="mpopt")
    with torch.inference_mode():
        y = model(x)

or, with options, backend=mpopt.torch.backend(policy="budget",
error_budget=1e-2). Each graph Dynamo hands over is traced to ATen's core
ops (make_fx over functionalize, torch-mlir's decompositions), imported
by torch-mlir's FX importer as linalg-on-tensors, optimized by mpopt's
pipeline and compiled where its inputs are: for the CPU, or for their GPU
(mpopt-compile --target=cuda for its architecture; cubins where the CUDA
toolkit's ptxas is, PTX otherwise), called through the runtime's C API in
torch's current stream's order, replaying a CUDA graph when the same
tensors come again. The compiled function reads and writes the caller's
tensors in place. The graph's parameters and buffers are prepared once
(mpopt-compile's parameters) and again only when they change.

A graph is compiled for each set of input shapes it meets (under Dynamo's
dynamic shapes too: the sizes are those of the call). Graphs mpopt cannot
take run eagerly, with one warning saying why: an op torch-mlir cannot
import, an output that is not a tensor, inputs on several devices, or a
call that records gradients (the backend compiles inference; training
steps are exported as scripts/models/export_train.py does).
"""

import os
import shutil
import tempfile
import warnings

import torch
import torch.utils._pytree as pytree
from torch.fx.experimental.proxy_tensor import make_fx

from . import compile as compile_library
from .errors import MPOptError
from .library import load

__all__ = ["Backend", "backend"]


def backend(policy="exact", error_budget=None, target=None, calibration=None,
            pipeline=None):
    """A Dynamo backend running mpopt's pipeline with these options
    (mpopt-pipeline's policy, error-budget, target and calibration), or,
    if given, the pipeline `pipeline` (mpopt-opt's textual form)."""
    if pipeline is None:
        options = ["policy=%s" % policy]
        if error_budget is not None:
            options.append("error-budget=%r" % float(error_budget))
        if target:
            options.append("target=%s" % target)
        if calibration:
            options.append("calibration=%s" % os.fspath(calibration))
        pipeline = "mpopt-pipeline{%s}" % " ".join(options)
    return Backend(pipeline)


class Backend:
    """torch.compile's backend= for one mpopt pipeline. `compiled` lists
    what it compiled, in order: each library's Manifest (mpopt.compile's,
    with the precision report and the remarks); `libraries` the loaded
    libraries (mpopt.Library: `copies` counts the inputs a call had to
    copy, 0 while they come contiguous)."""

    def __init__(self, pipeline):
        self.pipeline = pipeline
        self.compiled = []
        self.libraries = []

    def __call__(self, graph, example_inputs):
        return _CompiledGraph(self, graph, example_inputs)

    def __repr__(self):
        return "<mpopt.torch.Backend %s: %d compiled>" % (
            self.pipeline, len(self.compiled))


class _Eager(Exception):
    """Why a graph runs eagerly."""


class _CompiledGraph:
    """What the backend returns for one FX graph: a function that compiles
    the graph for each input signature it is called with, and calls the
    library."""

    def __init__(self, backend, graph, example_inputs):
        self.backend = backend
        self.graph = graph
        self.parameters = _parameter_positions(graph, example_inputs)
        self.built = {}
        self.warned = set()
        self.folder = tempfile.TemporaryDirectory(prefix="mpopt-torch-")

    def __call__(self, *args):
        try:
            if torch.is_grad_enabled() and any(
                    isinstance(a, torch.Tensor) and a.requires_grad
                    for a in args):
                raise _Eager("the call records gradients (mpopt's backend "
                             "compiles inference: call the model under "
                             "torch.no_grad() or torch.inference_mode())")
            key = tuple(_signature(a) for a in args)
            build = self.built.get(key)
            if build is None:
                try:
                    build = self._build(args)
                except _Eager as reason:
                    build = reason
                self.built[key] = build
            if isinstance(build, _Eager):
                raise build
        except _Eager as reason:
            if str(reason) not in self.warned:
                self.warned.add(str(reason))
                warnings.warn("mpopt: running a graph eagerly: %s" % reason,
                              RuntimeWarning, stacklevel=2)
            return self.graph(*args)
        library, tensors, spec = build
        outputs = library(*[args[i] for i in tensors])
        return pytree.tree_unflatten(outputs, spec)

    def _build(self, args):
        """The library for these arguments, the positions of the tensors it
        takes and the structure of the graph's outputs."""
        tensors = [i for i, a in enumerate(args) if isinstance(a, torch.Tensor)]
        devices = {args[i].device for i in tensors}
        if len(devices) > 1 or any(d.type not in ("cpu", "cuda")
                                   for d in devices):
            raise _Eager("the inputs are on %s; the backend compiles for the "
                         "CPU or one GPU" % ", ".join(sorted(map(str, devices))))
        device = devices.pop() if devices else torch.device("cpu")
        constants = list(args)

        def graph(*tensor_args):
            for i, value in zip(tensors, tensor_args):
                constants[i] = value
            return self.graph(*constants)

        with torch.no_grad():
            outputs = graph(*[args[i] for i in tensors])
            leaves, spec = pytree.tree_flatten(outputs)
            if not all(isinstance(leaf, torch.Tensor) for leaf in leaves):
                raise _Eager("the graph returns %s, not only tensors" %
                             ", ".join(sorted({type(leaf).__name__
                                               for leaf in leaves})))
            traced = make_fx(torch.func.functionalize(graph),
                             tracing_mode="real",
                             decomposition_table=_decompositions())(
                *[args[i] for i in tensors])
        mlir = _import(traced)
        path = os.path.join(self.folder.name, "graph%d.so" % len(self.built))
        parameters = [n for n, i in enumerate(tensors) if i in self.parameters]
        options = {"pipeline": self.backend.pipeline}
        if parameters:
            options["parameters"] = ",".join(map(str, parameters))
        if device.type == "cuda":
            options.update(_gpu_options(device))
        try:
            manifest = compile_library(mlir, path, target=device.type,
                                       **options)
        except MPOptError as error:
            raise _Eager("mpopt cannot compile it:\n%s" % error) from None
        self.backend.compiled.append(manifest)
        library = load(path)
        self.backend.libraries.append(library)
        return library, tensors, spec


def _decompositions():
    """torch-mlir's decompositions, as its export_and_import applies them:
    the forms mpopt raises from (docs/raising.md)."""
    try:
        from torch_mlir.extras.fx_decomp_util import get_decomposition_table
    except ImportError as error:
        raise _Eager("torch-mlir is not installed (%s)" % error) from None
    table = get_decomposition_table()
    # Dynamo's BatchNorm in eval mode reaches make_fx as native_batch_norm
    # (torch.export's as _native_batch_norm_legit_no_training, which the
    # table has), whose empty saved statistics torch-mlir cannot lower.
    table.update(torch._decomp.get_decompositions(
        [torch.ops.aten.native_batch_norm]))
    return table


def _import(traced):
    """The traced graph as linalg-on-tensors MLIR text (torch-mlir)."""
    try:
        from torch_mlir import fx
    except ImportError as error:
        raise _Eager("torch-mlir is not installed (%s)" % error) from None
    try:
        module = fx.stateless_fx_import(traced,
                                        output_type="linalg-on-tensors",
                                        model_name="forward")
    except Exception as error:
        first = str(error).strip().splitlines()
        raise _Eager("torch-mlir cannot import it: %s" %
                     (first[0] if first else type(error).__name__)) from None
    return str(module)


def _parameter_positions(graph, example_inputs):
    """The graph inputs that hold the model's parameters and buffers (as
    Dynamo's sources say: read through a module's _parameters or
    _buffers), which the library prepares once."""
    positions = set()
    placeholders = [node for node in graph.graph.nodes
                    if node.op == "placeholder"]
    for i, (node, value) in enumerate(zip(placeholders, example_inputs)):
        source = getattr(node.meta.get("grapharg"), "source", None)
        members = set()
        while source is not None:
            members.add(getattr(source, "member", None))
            source = getattr(source, "base", None)
        if isinstance(value, torch.nn.Parameter) or \
                members & {"_parameters", "_buffers"}:
            positions.add(i)
    return positions


def _gpu_options(device):
    """mpopt-compile's options for kernels that run on `device`: its
    architecture (sm_90a for compute capability 9.0, whose kernels use
    Hopper's instructions) and cubins where the CUDA toolkit's ptxas is
    here, PTX the driver compiles otherwise."""
    major, minor = torch.cuda.get_device_capability(device)
    chip = "sm_%d%d%s" % (major, minor, "a" if major >= 9 else "")
    ptxas = shutil.which("ptxas") or os.path.exists(
        "/usr/local/cuda/bin/ptxas")
    return {"chip": chip, "gpu_binary": "cubin" if ptxas else "ptx"}


def _signature(value):
    if isinstance(value, torch.Tensor):
        return ("tensor", tuple(value.shape), value.dtype, value.device)
    return ("value", value)


def _register():
    from torch._dynamo import list_backends, register_backend
    if "mpopt" not in list_backends(exclude_tags=()):
        register_backend(name="mpopt")(backend())


_register()
