"""Exports small random-weight models to linalg-on-tensors MLIR (torch-mlir).

    <venv>/bin/python scripts/models/export.py --out test/Models

where <venv> was made with

    python3 -m venv <venv>
    <venv>/bin/pip install torch torchvision transformers torch-mlir numpy \
        ml_dtypes

(torch-mlir needs ml_dtypes to write bf16 weights but does not depend on it).

Nothing here downloads anything: the language models are built from
transformers config classes, ResNet-18 from torchvision's classes, all with
random weights: torch.manual_seed(0) before each model is built, then seeded
noise on every floating-point tensor that the initialiser left splat-valued
(norm weights, biases, BatchNorm statistics; see randomize_constant_tensors).
All run in eval mode. Each file is what
`torch_mlir.fx.export_and_import(..., output_type="linalg-on-tensors",
func_name="forward")` prints, weights kept as `dense_resource` constants;
nothing is stripped or rewritten afterwards.

Writes, under --out:
  <model>-f32.mlir       the model as built (f32)
  <model>-autocast.mlir  exported with torch.autocast("cpu", bfloat16) entered
                         inside the exported forward (so torch.export keeps it)
  <model>-bf16.mlir      the model after .to(torch.bfloat16) (language models)
  <inputs>.input_ids.npy, <inputs>.attention_mask.npy
                         the int64 arguments the language models were exported
                         with, in argument order (ids first, mask second)
and prints the package versions and one markdown table row per file (size,
entry signature, op counts); with --check MLIR_OPT each file is also parsed
with that mlir-opt, and with --verify LIB each file is lowered to LLVM and run
with torch-mlir's ExecutionEngine and compared with PyTorch on the same
inputs (LIB: libmlir_c_runner_utils.so, e.g. from /usr/lib/llvm-22/lib).

--only NAME[,NAME...] exports only the named files (e.g. gpt2-f32,mlp).
"""
import argparse
import copy
from importlib.metadata import version
import os
import re
import subprocess
import sys

import numpy as np
import torch
import torch.nn as nn
import transformers

try:  # needed to export; bench/gpu/models.py (through export_large.py)
    # imports this file's helpers where only torch and transformers are
    import ml_dtypes  # noqa: F401  torch-mlir needs it to write bf16 weights
    import torchvision
    from torch_mlir import fx
    from torchvision.models.resnet import BasicBlock, ResNet
except ImportError:
    ml_dtypes = torchvision = fx = None
    BasicBlock = ResNet = nn.Module

SEED = 0
BATCH, SEQ, VOCAB = 2, 16, 256
HIDDEN, LAYERS, INTERMEDIATE, POSITIONS = 64, 2, 256, 64


# ---------------------------------------------------------------- wrappers


class LogitsOnly(nn.Module):
    """Calls a transformers model and returns its first output (logits or the
    last hidden state) as one tensor."""

    def __init__(self, model):
        super().__init__()
        self.model = model

    def forward(self, input_ids, attention_mask):
        out = self.model(input_ids=input_ids, attention_mask=attention_mask,
                         use_cache=False, return_dict=False)
        return out[0]


class Autocast(nn.Module):
    """Runs the wrapped module under CPU bf16 autocast. The context is entered
    inside forward so that it is part of the program torch.export traces,
    whatever torch.export does with an autocast context around the export
    call (torch 2.15 keeps that one too, and writes the same file)."""

    def __init__(self, model):
        super().__init__()
        self.model = model

    def forward(self, *args):
        with torch.autocast("cpu", dtype=torch.bfloat16):
            return self.model(*args)


def make_buffers_persistent(model):
    """torch-mlir's frozen-program importer fails on non-persistent buffers
    (LLaMA's rotary_emb.inv_freq, BERT's embeddings.position_ids /
    token_type_ids); re-registers each of them as a persistent buffer with the
    same value."""
    changed = []
    for mod_name, mod in model.named_modules():
        for name in sorted(mod._non_persistent_buffers_set):
            buf = getattr(mod, name)
            delattr(mod, name)
            mod.register_buffer(name, buf, persistent=True)
            changed.append(f"{mod_name}.{name}" if mod_name else name)
    return changed


def randomize_constant_tensors(model, seed=SEED + 1):
    """The libraries' initialisers leave every norm weight at 1, every norm
    and Linear bias at 0 and BatchNorm's running statistics at 0 / 1; such
    splat-valued weights make their adds and multiplies exact in any
    precision. Adds 0.1 * N(0, 1) noise (seeded) to each floating-point
    parameter or buffer whose elements are all equal, so they are random as
    well (running variances stay positive: 1 + 0.1 * N(0, 1)). Returns the
    names changed."""
    gen = torch.Generator().manual_seed(seed)
    changed = []
    with torch.no_grad():
        tensors = list(model.named_parameters()) + list(model.named_buffers())
        for name, t in tensors:
            if not t.is_floating_point() or t.numel() < 2:
                continue
            flat = t.reshape(-1)
            if not bool((flat == flat[0]).all()):
                continue
            t.add_(0.1 * torch.randn(t.shape, generator=gen, dtype=t.dtype))
            changed.append(name)
    return changed


# ------------------------------------------------------------------ models


def lm_inputs():
    torch.manual_seed(SEED)
    input_ids = torch.randint(0, VOCAB, (BATCH, SEQ), dtype=torch.int64)
    attention_mask = torch.ones(BATCH, SEQ, dtype=torch.int64)
    attention_mask[1, -4:] = 0
    return input_ids, attention_mask


def build_gpt2():
    cfg = transformers.GPT2Config(
        vocab_size=VOCAB, n_positions=POSITIONS, n_embd=HIDDEN, n_layer=LAYERS,
        n_head=4, n_inner=INTERMEDIATE, bos_token_id=VOCAB - 1,
        eos_token_id=VOCAB - 1, use_cache=False,
        attn_implementation="eager")
    torch.manual_seed(SEED)
    return transformers.GPT2LMHeadModel(cfg)


def build_llama(attn):
    cfg = transformers.LlamaConfig(
        vocab_size=VOCAB, hidden_size=HIDDEN, intermediate_size=INTERMEDIATE,
        num_hidden_layers=LAYERS, num_attention_heads=4, num_key_value_heads=2,
        max_position_embeddings=POSITIONS, tie_word_embeddings=True,
        use_cache=False, attn_implementation=attn)
    torch.manual_seed(SEED)
    return transformers.LlamaForCausalLM(cfg)


def build_qwen2():
    # LLaMA's layout with biases on the q, k and v projections.
    cfg = transformers.Qwen2Config(
        vocab_size=VOCAB, hidden_size=HIDDEN, intermediate_size=INTERMEDIATE,
        num_hidden_layers=LAYERS, num_attention_heads=4, num_key_value_heads=2,
        max_position_embeddings=POSITIONS, tie_word_embeddings=True,
        use_cache=False, attn_implementation="sdpa")
    torch.manual_seed(SEED)
    return transformers.Qwen2ForCausalLM(cfg)


def build_bert():
    cfg = transformers.BertConfig(
        vocab_size=VOCAB, hidden_size=HIDDEN, num_hidden_layers=LAYERS,
        num_attention_heads=4, intermediate_size=INTERMEDIATE,
        max_position_embeddings=POSITIONS, use_cache=False,
        attn_implementation="sdpa")
    torch.manual_seed(SEED)
    return transformers.BertModel(cfg, add_pooling_layer=False)


class MLPBlock(nn.Module):
    """x + fc2(gelu(fc1(layernorm(x)))): a transformer block's MLP half."""

    def __init__(self, dim=64, hidden=256):
        super().__init__()
        self.norm = nn.LayerNorm(dim)
        self.fc1 = nn.Linear(dim, hidden)
        self.act = nn.GELU()  # approximate="none": erf
        self.fc2 = nn.Linear(hidden, dim)

    def forward(self, x):
        return x + self.fc2(self.act(self.fc1(self.norm(x))))


def build_mlp():
    torch.manual_seed(SEED)
    return MLPBlock()


class SmallResNet18(ResNet):
    """torchvision's ResNet-18 (BasicBlock, layers [2, 2, 2, 2], the same stem,
    strides, downsample blocks and forward) with the channel widths 64, 128,
    256, 512 scaled to 8, 16, 32, 64 and 10 classes. ResNet.__init__ hard-codes
    the widths, so this sets up the same attributes and calls the inherited
    _make_layer with the smaller ones; the weight initialisation is
    ResNet.__init__'s (kaiming-normal convs, BatchNorm weight 1 and bias 0,
    which randomize_constant_tensors then perturbs)."""

    def __init__(self, widths=(8, 16, 32, 64), num_classes=10):
        nn.Module.__init__(self)
        self._norm_layer = nn.BatchNorm2d
        self.inplanes = widths[0]
        self.dilation = 1
        self.groups = 1
        self.base_width = 64
        self.conv1 = nn.Conv2d(3, self.inplanes, kernel_size=7, stride=2,
                               padding=3, bias=False)
        self.bn1 = nn.BatchNorm2d(self.inplanes)
        self.relu = nn.ReLU(inplace=True)
        self.maxpool = nn.MaxPool2d(kernel_size=3, stride=2, padding=1)
        self.layer1 = self._make_layer(BasicBlock, widths[0], 2)
        self.layer2 = self._make_layer(BasicBlock, widths[1], 2, stride=2)
        self.layer3 = self._make_layer(BasicBlock, widths[2], 2, stride=2)
        self.layer4 = self._make_layer(BasicBlock, widths[3], 2, stride=2)
        self.avgpool = nn.AdaptiveAvgPool2d((1, 1))
        self.fc = nn.Linear(widths[3] * BasicBlock.expansion, num_classes)
        for m in self.modules():
            if isinstance(m, nn.Conv2d):
                nn.init.kaiming_normal_(m.weight, mode="fan_out",
                                        nonlinearity="relu")
            elif isinstance(m, nn.BatchNorm2d):
                nn.init.constant_(m.weight, 1)
                nn.init.constant_(m.bias, 0)


def build_resnet18():
    torch.manual_seed(SEED)
    return SmallResNet18()


# (name, builder, inputs name or None, is a language model)
MODELS = [
    ("gpt2", build_gpt2, "gpt2", True),
    ("llama-eager", lambda: build_llama("eager"), "llama", True),
    ("llama-sdpa", lambda: build_llama("sdpa"), "llama", True),
    ("bert", build_bert, "bert", True),
    ("qwen2", build_qwen2, "qwen2", True),
    ("mlp", build_mlp, None, False),
    ("resnet18", build_resnet18, None, False),
]


def tensor_inputs(name):
    torch.manual_seed(SEED)
    if name == "mlp":
        return (torch.randn(32, 64),)
    if name == "resnet18":
        return (torch.randn(1, 3, 32, 32),)
    raise KeyError(name)


# ------------------------------------------------------------------ export


def print_versions():
    print(f"torch {torch.__version__}, torch_mlir {version('torch-mlir')}, "
          f"transformers {transformers.__version__}, "
          f"torchvision {torchvision.__version__}, numpy {np.__version__}",
          flush=True)


def selected(name, variants, only):
    """The variants of `name` that --only asks for (all without it)."""
    return [v for v in variants
            if not only or name in only or f"{name}-{v}" in only]


def export(module, args, output_type="linalg-on-tensors", dynamic_shapes=None):
    """The module exported by torch.export (with `dynamic_shapes`, as
    torch.export takes them: torch.export.Dim per dynamic dimension) and
    imported by torch-mlir as `output_type`."""
    with torch.no_grad():
        mod = fx.export_and_import(module, *args, output_type=output_type,
                                   func_name="forward",
                                   dynamic_shapes=dynamic_shapes)
    return str(mod)


def save_lm_inputs(out, stem):
    """lm_inputs(), also written as <out>/<stem>.{input_ids,attention_mask}.npy
    in argument order."""
    args = lm_inputs()
    for arg, t in zip(("input_ids", "attention_mask"), args):
        np.save(os.path.join(out, f"{stem}.{arg}.npy"),
                t.numpy().astype("<i8"))
    return args


COUNTS = [
    ("generic", r"\blinalg\.generic\b"),
    ("matmul", r"\blinalg\.matmul\b"),
    ("batch_matmul", r"\blinalg\.batch_matmul\b"),
    ("conv", r"\blinalg\.conv_\w+"),
    ("truncf", r"\barith\.truncf\b"),
    ("extf", r"\barith\.extf\b"),
]


def signature(text):
    m = re.search(r"func\.func @forward\((.*?)\)\s*->\s*(.*?)\s*\{", text)
    if not m:
        return "?"
    args = re.findall(r"%\w+: (tensor<[^>]*>)", m.group(1))
    return f"({', '.join(args)}) -> {m.group(2)}"


def casts(text):
    """The arith.truncf / arith.extf ops by source and result type."""
    found = re.findall(r"arith\.(truncf|extf) %[\w#]+ : (\w+) to (\w+)", text)
    kinds = {}
    for _, src, dst in found:
        key = f"{src}->{dst}"
        kinds[key] = kinds.get(key, 0) + 1
    return ", ".join(f"{k} {n}" for k, n in sorted(kinds.items()))


def row(path, text):
    counts = [len(re.findall(p, text)) for _, p in COUNTS]
    size = os.path.getsize(path)
    return (f"| {os.path.basename(path)} | {size / 1024:.0f} KiB | "
            f"`{signature(text)}` | " + " | ".join(map(str, counts)) +
            f" | {casts(text)} |")


def check(mlir_opt, path):
    r = subprocess.run([mlir_opt, path, "-o", os.devnull],
                       capture_output=True, text=True)
    if r.returncode == 0:
        return "parses"
    first = (r.stderr.strip().splitlines() or ["(no message)"])[0]
    return f"DOES NOT PARSE: {first}"


# Lowers a written file to LLVM with upstream passes and runs it with the
# ExecutionEngine that ships in the torch-mlir wheel (memref.copy needs
# libmlir_c_runner_utils, which the wheel does not carry: --verify names it).
LOWER = ("builtin.module(func.func(linalg-generalize-named-ops),"
         "one-shot-bufferize{bufferize-function-boundaries "
         "function-boundary-type-conversion=identity-layout-map},"
         "func.func(convert-linalg-to-loops),func.func(lower-affine),"
         "convert-scf-to-cf,func.func(arith-expand),"
         "func.func(convert-math-to-llvm),convert-math-to-libm,"
         "expand-strided-metadata,finalize-memref-to-llvm,lower-affine,"
         "func.func(convert-arith-to-llvm),convert-func-to-llvm,"
         "convert-cf-to-llvm,reconcile-unrealized-casts)")


def run_mlir(path, args, runner_utils):
    import ctypes
    from torch_mlir import ir, passmanager
    from torch_mlir.execution_engine import ExecutionEngine
    from torch_mlir.runtime import (get_ranked_memref_descriptor,
                                    ranked_memref_to_numpy)
    with ir.Context():
        module = ir.Module.parse(open(path).read())
        func = module.body.operations[0]
        func.attributes["llvm.emit_c_interface"] = ir.UnitAttr.get()
        result = ir.RankedTensorType(func.type.results[0])
        dtype = {"f32": np.float32, "bf16": ml_dtypes.bfloat16}[
            str(result.element_type)]
        passmanager.PassManager.parse(LOWER).run(module.operation)
        engine = ExecutionEngine(module, opt_level=2,
                                 shared_libs=[runner_utils])
        out = np.zeros(list(result.shape), dtype)
        res = ctypes.pointer(ctypes.pointer(get_ranked_memref_descriptor(out)))
        ptrs = [ctypes.pointer(ctypes.pointer(get_ranked_memref_descriptor(a)))
                for a in args]
        engine.invoke("forward", res, *ptrs)
        return ranked_memref_to_numpy(res[0]).astype(np.float32)


def verify(module, args, path, runner_utils):
    """Max |PyTorch - file| on the export's inputs, and max |PyTorch|."""
    with torch.no_grad():
        ref = module(*args).float().numpy()
    got = run_mlir(path, [a.numpy() for a in args], runner_utils)
    return float(np.abs(ref - got).max()), float(np.abs(ref).max())


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", required=True)
    p.add_argument("--only", default="",
                   help="comma-separated file stems or model names")
    p.add_argument("--check", metavar="MLIR_OPT",
                   help="parse every written file with this mlir-opt")
    p.add_argument("--verify", metavar="LIBMLIR_C_RUNNER_UTILS",
                   help="run every written file with torch-mlir's "
                   "ExecutionEngine (needs this library, e.g. "
                   "/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so) and print "
                   "its largest difference from PyTorch on the same inputs")
    a = p.parse_args()
    if fx is None:
        sys.exit("export.py needs torch-mlir, torchvision and ml_dtypes "
                 "(see the top of this file)")
    only = set(filter(None, a.only.split(",")))
    os.makedirs(a.out, exist_ok=True)
    print_versions()

    rows, failures = [], []
    for name, build, inputs, is_lm in MODELS:
        variants = selected(name, ["f32", "autocast"] +
                            (["bf16"] if is_lm else []), only)
        if not variants:
            continue
        model = build().eval()
        randomized = randomize_constant_tensors(model)
        if randomized:
            print(f"{name}: randomized {len(randomized)} constant-valued "
                  f"tensors (norm weights, biases, BatchNorm statistics)",
                  flush=True)
        changed = make_buffers_persistent(model)
        if changed:
            print(f"{name}: made persistent: {', '.join(changed)}", flush=True)
        if is_lm:
            args = save_lm_inputs(a.out, inputs)
            base = LogitsOnly(model).eval()
        else:
            args = tensor_inputs(name)
            base = model
        for v in variants:
            stem = f"{name}-{v}"
            if v == "f32":
                module = base
            elif v == "autocast":
                module = Autocast(base).eval()
            else:
                module = copy.deepcopy(base).to(torch.bfloat16)
            path = os.path.join(a.out, stem + ".mlir")
            try:
                text = export(module, args)
            except Exception as e:  # report and go on with the others
                first = (str(e).strip().splitlines() or [""])[0]
                print(f"{stem}: EXPORT FAILED: {type(e).__name__}: {first}",
                      flush=True)
                failures.append(stem)
                continue
            with open(path, "w") as f:
                f.write(text)
            status = check(a.check, path) if a.check else ""
            if status.startswith("DOES NOT"):
                failures.append(stem)
            if a.verify:
                try:
                    err, ref = verify(module, args, path, a.verify)
                    status += (f"; max |torch - mlir| {err:.3g} "
                               f"(max |torch| {ref:.3g})")
                except Exception as e:
                    status += f"; RUN FAILED: {type(e).__name__}: {e}"
                    failures.append(stem)
            print(f"{stem}: wrote {path} ({os.path.getsize(path)} bytes) "
                  f"{status}", flush=True)
            rows.append(row(path, text))

    print()
    print("| file | size | entry signature | " +
          " | ".join(n for n, _ in COUNTS) + " | truncf/extf by type |")
    print("|" + "---|" * (4 + len(COUNTS)))
    for r in rows:
        print(r)
    if failures:
        print(f"\nfailed: {', '.join(failures)}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
