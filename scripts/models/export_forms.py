"""Exports small random-weight models of the general forms the issue
"General forms" names, with export.py's conventions (seeded, eval, no
downloads, splat-valued tensors perturbed, non-persistent buffers made
persistent, attention_mask passed):

  llama128   a LLaMA decoder with attention heads of 128 (head_dim ** -0.5
             is no f32 number: torch-mlir rounds it from f64 in the body)
  unetblock  a UNet-style block: convolutions, nn.GroupNorm, SiLU and a
             single-head spatial self-attention written with torch.bmm
             (heads folded into the batch, K^T used directly)
  mlpdyn     a feed-forward block (Linear, GELU, LayerNorm, Linear) with a
             dynamic batch (torch.export.Dim): tensor<?x64xf32>

each f32 and under autocast, linalg-on-tensors; and the first two f32 as TOSA
(`<name>-tosa.mlir`: torch-mlir's TOSA output as printed;
scripts/check_models.py lowers it with MLIR's tosa-to-linalg passes).

    <venv>/bin/python scripts/models/export_forms.py --out DIR [--only a,b]
"""
import argparse
import os
import sys

import torch
import torch.nn as nn
import transformers

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from export import (LogitsOnly, Autocast, make_buffers_persistent,  # noqa
                    randomize_constant_tensors, print_versions, selected,
                    save_lm_inputs, export, row, SEED, VOCAB, POSITIONS)


def build_llama128():
    cfg = transformers.LlamaConfig(
        vocab_size=VOCAB, hidden_size=64, head_dim=128,
        intermediate_size=128, num_hidden_layers=1, num_attention_heads=2,
        num_key_value_heads=1, max_position_embeddings=POSITIONS,
        tie_word_embeddings=True, use_cache=False, attn_implementation="sdpa")
    torch.manual_seed(SEED)
    return transformers.LlamaForCausalLM(cfg)


class UNetBlock(nn.Module):
    """A residual block (GroupNorm, SiLU, 3x3 convolution, twice) and a
    single-head self-attention over the pixels, as diffusion UNets write
    them: q, k, v by 1x1 convolutions, scores by torch.bmm with the keys'
    [B, C, HW] used directly as K^T."""

    def __init__(self, channels=32, groups=8):
        super().__init__()
        self.norm1 = nn.GroupNorm(groups, channels)
        self.conv1 = nn.Conv2d(channels, channels, 3, padding=1)
        self.norm2 = nn.GroupNorm(groups, channels)
        self.conv2 = nn.Conv2d(channels, channels, 3, padding=1)
        self.norm3 = nn.GroupNorm(groups, channels)
        self.qkv = nn.Conv2d(channels, 3 * channels, 1)
        self.proj = nn.Conv2d(channels, channels, 1)
        self.act = nn.SiLU()

    def forward(self, x):
        h = self.conv1(self.act(self.norm1(x)))
        h = self.conv2(self.act(self.norm2(h)))
        x = x + h
        b, c, hh, ww = x.shape
        q, k, v = self.qkv(self.norm3(x)).reshape(b, 3, c, hh * ww).unbind(1)
        scores = torch.bmm(q.transpose(1, 2), k) * c ** -0.5
        attn = scores.softmax(dim=-1)
        out = torch.bmm(v, attn.transpose(1, 2)).reshape(b, c, hh, ww)
        return x + self.proj(out)


class MLPBlock(nn.Module):
    """A transformer's feed-forward block on a batch of token vectors:
    Linear, GELU, LayerNorm, Linear; exported with a dynamic batch."""

    def __init__(self, width=64, hidden=128):
        super().__init__()
        self.up = nn.Linear(width, hidden)
        self.norm = nn.LayerNorm(hidden)
        self.down = nn.Linear(hidden, width)

    def forward(self, x):
        return self.down(self.norm(nn.functional.gelu(self.up(x))))


# name, builder, is a language model, input shape, dynamic dimensions of
# the input (torch.export.Dim: one build for every size)
MODELS = [
    ("llama128", build_llama128, True, None, None),
    ("unetblock", UNetBlock, False, (1, 32, 8, 8), None),
    ("mlpdyn", MLPBlock, False, (4, 64),
     {0: torch.export.Dim("batch", min=1, max=4096)}),
]


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--out", required=True)
    p.add_argument("--only", default="")
    a = p.parse_args()
    only = set(filter(None, a.only.split(",")))
    os.makedirs(a.out, exist_ok=True)
    print_versions()
    rows = []
    for name, build, is_lm, shape, dynamic in MODELS:
        variants = selected(
            name, ["f32", "autocast"] + ([] if dynamic else ["tosa"]), only)
        if not variants:
            continue
        torch.manual_seed(SEED)
        model = build().eval()
        randomize_constant_tensors(model)
        make_buffers_persistent(model)
        if is_lm:
            args = save_lm_inputs(a.out, name)
            base = LogitsOnly(model).eval()
        else:
            torch.manual_seed(SEED)
            args = (torch.randn(*shape),)
            base = model
        for v in variants:
            stem = f"{name}-{v}"
            module = Autocast(base).eval() if v == "autocast" else base
            # Autocast's forward takes *args: one tuple of inputs.
            shapes = None
            if dynamic:
                shapes = ((dynamic,),) if v == "autocast" else (dynamic,)
            text = export(module, args,
                          "tosa" if v == "tosa" else "linalg-on-tensors",
                          shapes)
            path = os.path.join(a.out, stem + ".mlir")
            with open(path, "w") as f:
                f.write(text)
            print(f"{stem}: wrote {path} ({os.path.getsize(path)} bytes)",
                  flush=True)
            rows.append(row(path, text))
    print("\n".join(rows))


if __name__ == "__main__":
    main()
