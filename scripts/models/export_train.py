"""Exports training steps (forward, backward and the optimizer's update in
one function) to linalg-on-tensors MLIR, with PyTorch's results of the
same step on the same inputs:

    <venv>/bin/python scripts/models/export_train.py --out test/Models

(<venv> as scripts/models/export.py says; torch 2.15 and torch-mlir
20261001 from PyPI). The route torch-mlir lowers: the step traced by
make_fx(functionalize(step)) with torch's core ATen decompositions (so that
the backward of LayerNorm and GELU are primitive ops, not
native_layer_norm_backward, whose output mask torch-mlir leaves
unlowered), the gradients by torch.func.vjp with the loss's seed gradient
an input (grad_and_value's rank-0 literal 1.0 is a torch.vtensor.literal
torch-mlir cannot lower), then torch_mlir.fx.stateless_fx_import. The
step takes the parameters, the batch, the targets and the seed, and
returns the loss and the updated parameters.

  mlpsgd-f32       an MLP block (Linear 32 -> 64, GELU, LayerNorm, Linear
                   64 -> 16) on a batch of 8, MSE loss, SGD (lr 0.01)
  mlpsgd-autocast  the same with the forward under
                   torch.autocast("cpu", bfloat16), as AMP trains
  mlpadamw-autocast  the AMP step as torch.amp.GradScaler and AdamW take
                   it: the loss scaled, the gradients unscaled, found_inf
                   (any gradient not finite) skipping the update, AdamW's
                   moments and decoupled weight decay on f32 master
                   weights; it takes the parameters, both moments, the
                   step count, the loss scale, the batch, the targets and
                   the seed, and returns the loss, found_inf, the new
                   parameters and both new moments

  gptsgd-f32       a GPT-2-style language model (token and position
                   embeddings, 2 pre-norm blocks of causal self-attention,
                   2 heads, and a GELU MLP, a final LayerNorm, the LM head
                   tied to the token embedding; vocabulary 64, width 32)
                   on 2 sequences of 16 tokens, next-token cross-entropy,
                   SGD (lr 0.01); it takes the parameters, the token ids,
                   the targets and the seed
  gptsgd-autocast  the same with the forward under torch.autocast, as AMP
                   trains

The embedding's and the cross-entropy's backward would be scatters, which
torch-mlir lowers to tm_tensor ops outside linalg: they are traced as
one-hot products instead (a matmul of the one-hot ids with the output
gradient, the one-hot targets times the gradient), what torch computes.

Beside them: <step>.in<i>.npy, the inputs in argument order (seeded), and
<step>-<variant>/out<i>.npy, PyTorch's results of the step on them.
"""
import argparse
import os

import numpy as np
import torch
import torch.nn as nn
from torch.func import functional_call
from torch.fx.experimental.proxy_tensor import make_fx
from torch_mlir import fx

SEED = 0
LR = 0.01


class MLPBlock(nn.Module):
    def __init__(self):
        super().__init__()
        self.up = nn.Linear(32, 64)
        self.norm = nn.LayerNorm(64)
        self.down = nn.Linear(64, 16)

    def forward(self, x):
        return self.down(self.norm(nn.functional.gelu(self.up(x))))


class Block(nn.Module):
    def __init__(self, width, heads):
        super().__init__()
        self.heads = heads
        self.ln_1 = nn.LayerNorm(width)
        self.c_attn = nn.Linear(width, 3 * width)
        self.c_proj = nn.Linear(width, width)
        self.ln_2 = nn.LayerNorm(width)
        self.c_fc = nn.Linear(width, 4 * width)
        self.mlp_proj = nn.Linear(4 * width, width)

    def forward(self, x):
        batch, length, width = x.shape
        q, k, v = self.c_attn(self.ln_1(x)).split(width, dim=2)
        shape = (batch, length, self.heads, width // self.heads)
        q, k, v = (t.view(shape).transpose(1, 2) for t in (q, k, v))
        # GPT-2's eager attention: scaled scores, a causal mask, softmax.
        scores = q @ k.transpose(-2, -1) / (width // self.heads) ** 0.5
        causal = torch.ones(length, length, dtype=torch.bool).tril()
        scores = scores.masked_fill(~causal, torch.finfo(scores.dtype).min)
        attended = scores.softmax(dim=-1) @ v
        attended = attended.transpose(1, 2).reshape(batch, length, width)
        x = x + self.c_proj(attended)
        hidden = nn.functional.gelu(self.c_fc(self.ln_2(x)), approximate="tanh")
        return x + self.mlp_proj(hidden)


class TinyGPT(nn.Module):
    def __init__(self, vocab=64, positions=16, width=32, heads=2, layers=2):
        super().__init__()
        self.wte = nn.Embedding(vocab, width)
        self.wpe = nn.Embedding(positions, width)
        self.blocks = nn.ModuleList(Block(width, heads) for _ in range(layers))
        self.ln_f = nn.LayerNorm(width)

    def forward(self, ids):
        positions = torch.arange(ids.shape[1])
        x = self.wte(ids) + self.wpe(positions)
        for block in self.blocks:
            x = block(x)
        # The LM head is the token embedding, transposed (tied).
        return self.ln_f(x) @ self.wte.weight.t()


def lm_loss(logits, targets):
    return nn.functional.cross_entropy(
        logits.float().reshape(-1, logits.shape[-1]), targets.reshape(-1))


aten = torch.ops.aten


def embedding_backward(grad, indices, num_weights, padding_idx,
                       scale_grad_by_freq):
    """The table's gradient as one-hot ids times the output gradient."""
    assert not scale_grad_by_freq
    one_hot = (indices.reshape(-1, 1) ==
               torch.arange(num_weights)).to(grad.dtype)
    if padding_idx >= 0:
        one_hot = one_hot * (indices.reshape(-1, 1) != padding_idx)
    return one_hot.t() @ grad.reshape(-1, grad.shape[-1])


def nll_loss_backward(grad, logits, target, weight, reduction, ignore_index,
                      total_weight):
    """-one_hot(target) times the loss's gradient, per row."""
    assert weight is None
    kept = (target != ignore_index).to(logits.dtype).unsqueeze(-1)
    one_hot = (target.unsqueeze(-1) ==
               torch.arange(logits.shape[-1])).to(logits.dtype)
    scale = grad / total_weight if reduction == 1 else grad
    return -one_hot * kept * scale


def squeeze_dims(x, dims):
    """squeeze.dims (the cross-entropy's gather) as a view: torch-mlir
    20261001 does not lower it."""
    dims = [d % x.dim() for d in dims]
    return x.reshape([n for i, n in enumerate(x.shape)
                      if i not in dims or n != 1])


def step_decompositions():
    table = dict(torch._decomp.core_aten_decompositions())
    table[aten.embedding_dense_backward.default] = embedding_backward
    table[aten.nll_loss_backward.default] = nll_loss_backward
    table[aten.squeeze.dims] = squeeze_dims
    return table


def make_step(model, autocast, loss=None):
    names = [name for name, _ in model.named_parameters()]

    def loss_fn(params, x, y):
        with torch.autocast("cpu", dtype=torch.bfloat16, enabled=autocast):
            out = functional_call(model, dict(zip(names, params)), (x,))
        return (loss or nn.functional.mse_loss)(out.float(), y)

    def step(*args):
        params, (x, y, seed) = args[:-3], args[-3:]
        loss, pull = torch.func.vjp(lambda *p: loss_fn(p, x, y), *params)
        grads = pull(seed)
        return (loss, *[p - LR * g for p, g in zip(params, grads)])

    return step


BETAS, EPS, DECAY = (0.9, 0.999), 1e-8, 0.01


def make_adamw_step(model):
    names = [name for name, _ in model.named_parameters()]
    count = len(names)

    def loss_fn(params, x, y):
        with torch.autocast("cpu", dtype=torch.bfloat16):
            out = functional_call(model, dict(zip(names, params)), (x,))
        return nn.functional.mse_loss(out.float(), y)

    def step(*args):
        params = args[:count]
        m, v = args[count:2 * count], args[2 * count:3 * count]
        t, scale, x, y, seed = args[3 * count:]
        loss, pull = torch.func.vjp(lambda *p: loss_fn(p, x, y) * scale,
                                    *params)
        grads = [g / scale for g in pull(seed)]
        found_inf = torch.stack(
            [(~torch.isfinite(g)).any() for g in grads]).any()
        new_p, new_m, new_v = [], [], []
        for p, g, mi, vi in zip(params, grads, m, v):
            mi2 = BETAS[0] * mi + (1 - BETAS[0]) * g
            vi2 = BETAS[1] * vi + (1 - BETAS[1]) * g * g
            mhat = mi2 / (1 - BETAS[0] ** t)
            vhat = vi2 / (1 - BETAS[1] ** t)
            p2 = p * (1 - LR * DECAY) - LR * mhat / (torch.sqrt(vhat) + EPS)
            new_p.append(torch.where(found_inf, p, p2))
            new_m.append(torch.where(found_inf, mi, mi2))
            new_v.append(torch.where(found_inf, vi, vi2))
        # GradScaler keeps found_inf as an f32 0 or 1.
        return (loss / scale, found_inf.float(), *new_p, *new_m, *new_v)

    return step


def write_step(out, stem, step, inputs):
    """Exports `step` traced on `inputs` as <out>/<stem>.mlir and its
    results on them as <out>/<stem>/out<i>.npy."""
    graph = make_fx(
        torch.func.functionalize(step), tracing_mode="real",
        decomposition_table=step_decompositions())(*inputs)
    text = str(fx.stateless_fx_import(
        graph, output_type="linalg-on-tensors", model_name="forward"))
    with open(os.path.join(out, stem + ".mlir"), "w") as f:
        f.write(text)
    results = os.path.join(out, stem)
    os.makedirs(results, exist_ok=True)
    with torch.no_grad():
        outputs = step(*inputs)
    for i, tensor in enumerate(outputs):
        np.save(os.path.join(results, f"out{i}.npy"), tensor.numpy())
    print(f"{stem}: {len(text)} bytes, {len(outputs)} results", flush=True)


def save_inputs(out, stem, inputs):
    for i, tensor in enumerate(inputs):
        np.save(os.path.join(out, f"{stem}.in{i}.npy"), tensor.numpy())


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    torch.manual_seed(SEED)
    model = MLPBlock()
    params = [p.detach().clone() for p in model.parameters()]
    batch = [torch.randn(8, 32), torch.randn(8, 16), torch.ones(())]
    save_inputs(args.out, "mlpsgd", params + batch)
    for variant, autocast in (("f32", False), ("autocast", True)):
        write_step(args.out, f"mlpsgd-{variant}", make_step(model, autocast),
                   params + batch)
    # AdamW's third step: moments as two earlier steps might leave them.
    moments = [0.01 * torch.randn_like(p) for p in params]
    squares = [1e-4 * torch.rand_like(p) for p in params]
    state = [torch.tensor(3.0), torch.tensor(65536.0)]
    inputs = params + moments + squares + state + batch
    save_inputs(args.out, "mlpadamw", inputs)
    write_step(args.out, "mlpadamw-autocast", make_adamw_step(model), inputs)
    torch.manual_seed(SEED)
    gpt = TinyGPT()
    params = [p.detach().clone() for p in gpt.parameters()]
    tokens = torch.randint(0, 64, (2, 17))
    batch = [tokens[:, :-1].contiguous(), tokens[:, 1:].contiguous(),
             torch.ones(())]
    save_inputs(args.out, "gptsgd", params + batch)
    for variant, autocast in (("f32", False), ("autocast", True)):
        write_step(args.out, f"gptsgd-{variant}",
                   make_step(gpt, autocast, lm_loss), params + batch)


if __name__ == "__main__":
    main()
