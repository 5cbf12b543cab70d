"""Exports real-size language models, weights as function arguments.

    <venv>/bin/python scripts/models/export_large.py --out bench/models \\
        [--only gpt2-small,llama-small|llama7b-2layer] [--batch 1,4] \\
        [--seq 512[,1024]] [--output logits|hidden] \\
        [--check /usr/lib/llvm-22/bin/mlir-opt]

    # what bench/models holds (bench/README.md):
    ... --batch 1,4                                 # the default --only
    ... --batch 8 --seq 1024
    ... --only llama7b-2layer --seq 2048

(<venv> as in scripts/models/export.py.) The models of the GPU benchmark
(bench/gpu/models.py, bench/README.md), built from transformers config
classes with a seeded random init (nothing is downloaded), eval mode, f32:

  gpt2-small   GPT2LMHeadModel: 12 layers, 768 wide, 12 heads, FF 3072
               (gelu_new), LayerNorm, learned positions, vocabulary 50257,
               LM head tied to the token embedding; 124,439,808 parameters
  llama-small  LlamaForCausalLM: 12 layers, 768 wide, 12 heads (no
               grouped-query sharing), SwiGLU FF 2048, RMSNorm, rotary
               positions, vocabulary 32000, LM head untied; 134,105,856
               parameters
  llama7b-2layer
               two layers of a LLaMA-2-7B-shaped LlamaForCausalLM: 4096 wide,
               32 query heads of 128, 8 key/value heads (grouped-query
               32:8, as LLaMA-2-70B / LLaMA-3-8B share them), SwiGLU FF 11008,
               RMSNorm, rotary positions (theta 10000), vocabulary 32000;
               exported with its last hidden state as the output (the
               model's default, DEFAULT_OUTPUT: no LM head, so the
               benchmark is the layers; the token embedding, 32000 x 4096,
               is still an argument, read by a gather of S rows);
               LlamaModel's 2 x 177,217,536 (layers) + 131,072,000
               (embedding) + 4096 (final norm) = 485,511,168 parameters
               (lm_head.weight, built but not an argument: 131,072,000
               more)

all with attn_implementation="sdpa". Built as export.py builds its
models: torch.manual_seed(0), the class from the config, eval(), then
randomize_constant_tensors (seeded noise on the norm weights and biases the
init leaves at 1 and 0) and make_buffers_persistent (LLaMA's rotary
inv_freq), both from export.py.

The exported function is `WeightsAsArguments`: `forward(*weights,
input_ids, attention_mask)` calls the model through
torch.func.functional_call with `weights` bound to the names of
`model.named_parameters()` in that order (tied weights once: GPT-2's
lm_head.weight is transformer.wte.weight, functional_call ties it), and
returns the logits (--output logits, the default for gpt2-small and
llama-small) or the base model's last hidden state (--output hidden: no LM
head, lm_head.weight not an argument; llama7b-2layer's default).
So every parameter is a function argument and the .mlir carries no weights;
the buffers (LLaMA's rotary inv_freq: head dimension / 2 floats) stay
constants, and so does a splat zeros tensor of the decomposed attention,
[B, H, S, S] f32 (a few bytes as dense<0.0> in the file; 512 MiB at
llama7b-2layer's 1 x 32 x 2048 x 2048 wherever a build materializes it).
Grouped-query K and V (llama7b-2layer) are repeated to 32 heads in the
export, as transformers' repeat_kv does. input_ids and the
attention_mask are int64 (torch-mlir keeps them as tensor<BxSxi64>); the
mask is all ones (no padding), the ids torch.randint(0, vocab) from a
generator seeded with 0.

Writes, under --out, for each model, batch B and sequence length S (the
file stem is <model>[-b<B>][-s<S>][-hidden]-f32: -b<B> where B is not 1,
-s<S> where S is not 512, -hidden for the hidden-state output; so
gpt2-small-f32, gpt2-small-b4-f32, gpt2-small-b8-s1024-f32,
llama7b-2layer-s2048-hidden-f32; `stem` and `parse_stem` below):
  <stem>.mlir   what torch_mlir.fx.export_and_import(...,
                output_type="linalg-on-tensors", func_name="forward")
                prints under sdpa_kernel(SDPBackend.MATH) (see main: the
                same file at batch 1, and GPT-2 exports at batch 4),
                unchanged (the embedding gathers' cf.assert index checks
                included: mpopt takes them as they are, like the test/Models
                corpus)
  <stem>.json   the model, config, batch, sequence length and output kind,
                and `arguments`: name, shape, dtype (numpy name) and, for
                the weights, the float64 sum of the values the build gave
                (bench/gpu/models.py checks its own build against it),
                in argument order; `result`: shape and dtype
and prints the export time, file size and a table row as export.py does.
"""
import argparse
from importlib.metadata import version
import json
import os
import re
import sys
import time

import numpy as np
import torch
import torch.nn as nn
import transformers
from torch.nn.attention import SDPBackend, sdpa_kernel

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import export as small  # noqa: E402  the corpus exporter: shared helpers

SEED = small.SEED
SEQ = 512  # the sequence length a stem without -s<S> has

# name: (transformers class, config class, config arguments)
MODELS = {
    "gpt2-small": ("GPT2LMHeadModel", "GPT2Config", dict(
        vocab_size=50257, n_positions=1024, n_embd=768, n_layer=12,
        n_head=12, n_inner=3072, activation_function="gelu_new",
        layer_norm_epsilon=1e-5, tie_word_embeddings=True, use_cache=False,
        attn_implementation="sdpa")),
    "llama-small": ("LlamaForCausalLM", "LlamaConfig", dict(
        vocab_size=32000, hidden_size=768, intermediate_size=2048,
        num_hidden_layers=12, num_attention_heads=12, num_key_value_heads=12,
        hidden_act="silu", max_position_embeddings=2048, rms_norm_eps=1e-5,
        tie_word_embeddings=False, use_cache=False,
        attn_implementation="sdpa")),
    "llama7b-2layer": ("LlamaForCausalLM", "LlamaConfig", dict(
        vocab_size=32000, hidden_size=4096, intermediate_size=11008,
        num_hidden_layers=2, num_attention_heads=32, num_key_value_heads=8,
        head_dim=128, hidden_act="silu", max_position_embeddings=4096,
        rms_norm_eps=1e-5, rope_theta=10000.0, tie_word_embeddings=False,
        use_cache=False, attn_implementation="sdpa")),
}

# The output a model is exported with when --output is not given.
DEFAULT_OUTPUT = {"llama7b-2layer": "hidden"}


def build(name):
    """The model, f32, eval mode, as the export and the benchmark use it."""
    model_class, config_class, kwargs = MODELS[name]
    config = getattr(transformers, config_class)(**kwargs)
    torch.manual_seed(SEED)
    model = getattr(transformers, model_class)(config).eval()
    small.randomize_constant_tensors(model)
    small.make_buffers_persistent(model)
    return model


def body(model, output):
    """The module the arguments are bound to: the whole model for logits,
    the base model (GPT2Model, LlamaModel) for the last hidden state."""
    return model if output == "logits" else model.base_model


def parameter_names(module):
    """The weights in argument order: named_parameters(), each tensor once."""
    return [name for name, _ in module.named_parameters()]


class WeightsAsArguments(nn.Module):
    """forward(*weights, input_ids, attention_mask) -> logits or hidden state,
    with weights[i] bound to names[i] of `module`. The module is held in a
    list, not as a submodule, so torch.export sees no parameters: only the
    arguments and the (small) buffers, which become constants."""

    def __init__(self, module, names):
        super().__init__()
        self._module = [module]
        self.names = list(names)

    def forward(self, *args):
        n = len(self.names)
        weights = dict(zip(self.names, args[:n]))
        input_ids, attention_mask = args[n:]
        out = torch.func.functional_call(
            self._module[0], weights, (),
            dict(input_ids=input_ids, attention_mask=attention_mask,
                 use_cache=False, return_dict=False))
        return out[0]


def example_inputs(name, batch, seq=SEQ):
    """input_ids (random, seeded) and an all-ones attention_mask, int64."""
    vocab = MODELS[name][2]["vocab_size"]
    gen = torch.Generator().manual_seed(SEED)
    input_ids = torch.randint(0, vocab, (batch, seq), generator=gen,
                              dtype=torch.int64)
    attention_mask = torch.ones(batch, seq, dtype=torch.int64)
    return input_ids, attention_mask


def default_output(name):
    return DEFAULT_OUTPUT.get(name, "logits")


def stem(name, batch, output, seq=SEQ):
    """<model>[-b<B>][-s<S>][-hidden]-f32: batch 1 and sequence 512 leave
    their part out (the stems exported before -s<S> existed keep their
    names)."""
    return (name + (f"-b{batch}" if batch != 1 else "") +
            (f"-s{seq}" if seq != SEQ else "") +
            ("-hidden" if output == "hidden" else "") + "-f32")


def parse_stem(text):
    """(model, batch, seq, output) of a stem, or None."""
    for name in sorted(MODELS, key=len, reverse=True):
        if not text.startswith(name + "-"):
            continue
        m = re.fullmatch(r"(?:-b(\d+))?(?:-s(\d+))?(-hidden)?-f32",
                         text[len(name):])
        if m:
            return (name, int(m.group(1) or 1), int(m.group(2) or SEQ),
                    "hidden" if m.group(3) else "logits")
    return None


def argument_spec(module, names, inputs):
    """[{name, shape, dtype[, sum]}] in argument order."""
    params = dict(module.named_parameters())
    spec = []
    for n in names:
        t = params[n]
        spec.append(dict(name=n, shape=list(t.shape), dtype="float32",
                         sum=float(t.detach().double().sum())))
    for n, t in zip(("input_ids", "attention_mask"), inputs):
        spec.append(dict(name=n, shape=list(t.shape), dtype="int64"))
    return spec


def row(path, text, weights):
    """export.py's table row, the weights left out of the signature."""
    r = small.row(path, text)
    sig = small.signature(text)
    args = sig[1:sig.index(") -> ")].split(", ")
    short = (f"({weights} weights, {', '.join(args[weights:])})"
             f"{sig[sig.index(') -> ') + 1:]}")
    return r.replace(sig, short)


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--out", required=True)
    p.add_argument("--only", default="gpt2-small,llama-small",
                   help="comma-separated models (" + ", ".join(MODELS) +
                   "); llama7b-2layer only when named")
    p.add_argument("--batch", default="1", help="comma-separated batches")
    p.add_argument("--seq", default=str(SEQ),
                   help="comma-separated sequence lengths")
    p.add_argument("--output", choices=["logits", "hidden"],
                   help="default: logits, hidden for llama7b-2layer")
    p.add_argument("--check", metavar="MLIR_OPT",
                   help="parse every written file with this mlir-opt")
    a = p.parse_args()
    if small.fx is None:
        sys.exit("export_large.py needs torch-mlir (see export.py)")
    os.makedirs(a.out, exist_ok=True)
    print(f"torch {torch.__version__}, torch_mlir {version('torch-mlir')}, "
          f"transformers {transformers.__version__}, numpy {np.__version__}",
          flush=True)
    rows, failures = [], []
    for name in filter(None, a.only.split(",")):
        start = time.time()
        output = a.output or default_output(name)
        model = build(name)
        module = body(model, output)
        names = parameter_names(module)
        count = sum(t.numel() for t in module.parameters())
        print(f"{name}: built in {time.time() - start:.1f} s, {len(names)} "
              f"weight tensors, {count} parameters", flush=True)
        wrapper = WeightsAsArguments(module, names).eval()
        weights = [t.detach() for t in module.parameters()]
        for batch, seq in [(b, q) for b in map(int, a.batch.split(","))
                           for q in map(int, a.seq.split(","))]:
            inputs = example_inputs(name, batch, seq)
            s = stem(name, batch, output, seq)
            path = os.path.join(a.out, s + ".mlir")
            start = time.time()
            try:
                # The math backend: the .mlir is the same (sdpa is decomposed
                # either way), but with the default backend torch 2.15's
                # run_decompositions fails on GPT-2 at batch 4: the CPU
                # kernel's output strides made `.contiguous()` after the
                # attention a no-op at trace time, and Conv1D's x.view(-1,
                # 768) then fails on the decomposed attention's output
                # ("Cannot view a tensor with shape torch.Size([4, 512,
                # 768]) and strides (768, 3072, 1) as a tensor with shape
                # (2048, 768)!").
                with sdpa_kernel(SDPBackend.MATH):
                    text = small.export(wrapper, weights + list(inputs))
            except Exception as e:  # report and go on with the others
                first = (str(e).strip().splitlines() or [""])[0]
                print(f"{s}: EXPORT FAILED: {type(e).__name__}: {first}",
                      flush=True)
                failures.append(s)
                continue
            seconds = time.time() - start
            with open(path, "w") as f:
                f.write(text)
            with torch.no_grad():
                result = wrapper(*weights, *inputs)
            info = dict(
                model=name, transformers_class=MODELS[name][0],
                config_class=MODELS[name][1], config=MODELS[name][2],
                seed=SEED, batch=batch, seq=seq, output=output,
                parameters=count, mlir=os.path.basename(path),
                exported_with=dict(torch=torch.__version__,
                                   torch_mlir=version("torch-mlir"),
                                   transformers=transformers.__version__),
                arguments=argument_spec(module, names, inputs),
                result=dict(shape=list(result.shape),
                            dtype=str(result.dtype).replace("torch.", "")))
            with open(os.path.join(a.out, s + ".json"), "w") as f:
                json.dump(info, f, indent=1)
                f.write("\n")
            status = small.check(a.check, path) if a.check else ""
            if status.startswith("DOES NOT"):
                failures.append(s)
            print(f"{s}: exported in {seconds:.1f} s, wrote {path} "
                  f"({os.path.getsize(path)} bytes) {status}", flush=True)
            rows.append(row(path, text, len(names)))
    print()
    print("| file | size | entry signature | " +
          " | ".join(n for n, _ in small.COUNTS) + " | truncf/extf by type |")
    print("|" + "---|" * (4 + len(small.COUNTS)))
    for r in rows:
        print(r)
    if failures:
        print(f"\nfailed: {', '.join(failures)}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
