"""Exports small random-weight models of more frontends' forms than
export.py's: vision (MobileNetV2, ViT, ConvNeXt, EfficientNet) and language
and audio encoders (T5, Mistral, Phi, GPT-NeoX, OPT, BLOOM, DistilBERT,
Whisper), each f32, under autocast and in bf16, with export.py's
conventions (seeded, eval, no downloads, splat-valued tensors perturbed,
non-persistent buffers made persistent, attention_mask passed).

    <venv>/bin/python scripts/models/export_more.py --out DIR [--only a,b]

test/Models/README.md ("More frontends' forms") says which are committed.
"""
import argparse
import copy
import os
import sys
import traceback

import numpy as np
import torch
import torch.nn as nn
import transformers
import torchvision
import ml_dtypes  # noqa: F401

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from export import (LogitsOnly, Autocast, make_buffers_persistent,  # noqa
                    randomize_constant_tensors, row, export, print_versions,
                    selected, save_lm_inputs, SEED, VOCAB, HIDDEN,
                    LAYERS)
from export import INTERMEDIATE as INTER, POSITIONS as POS  # noqa: E402


def seeded(fn):
    def wrapped():
        torch.manual_seed(SEED)
        return fn()
    return wrapped


# ---------------------------------------------------------------- vision
@seeded
def build_mobilenetv2():
    return torchvision.models.mobilenet_v2(width_mult=0.25, num_classes=10)


@seeded
def build_vit():
    return torchvision.models.VisionTransformer(
        image_size=32, patch_size=8, num_layers=2, num_heads=2,
        hidden_dim=64, mlp_dim=128, num_classes=10)


@seeded
def build_convnext():
    from torchvision.models.convnext import ConvNeXt, CNBlockConfig
    cfg = [CNBlockConfig(16, 32, 1), CNBlockConfig(32, 64, 1),
           CNBlockConfig(64, None, 1)]
    return ConvNeXt(cfg, stochastic_depth_prob=0.0, num_classes=10)


@seeded
def build_efficientnet():
    from torchvision.models.efficientnet import (EfficientNet,
                                                 _efficientnet_conf)
    settings, last = _efficientnet_conf("efficientnet_b0", width_mult=0.25,
                                        depth_mult=0.25)
    return EfficientNet(settings, dropout=0.0, num_classes=10,
                        last_channel=last)


class TrainingCNN(nn.Module):
    """A small CNN in training mode: BatchNorm normalizes with the batch's
    own statistics (and updates the running ones, which torch-mlir returns
    as extra results), over N, H, W per channel after each convolution and
    over N per feature (BatchNorm1d) in the head."""
    def __init__(self):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(3, 8, 3, padding=1, bias=False), nn.BatchNorm2d(8),
            nn.ReLU(),
            nn.Conv2d(8, 16, 3, stride=2, padding=1, bias=False),
            nn.BatchNorm2d(16), nn.ReLU(),
            nn.AdaptiveAvgPool2d(1), nn.Flatten())
        self.head = nn.Sequential(nn.Linear(16, 32), nn.BatchNorm1d(32),
                                  nn.ReLU(), nn.Linear(32, 10))

    def forward(self, x):
        return self.head(self.features(x))


@seeded
def build_cnntrain():
    return TrainingCNN()


# --------------------------------------------------------------- language
def lm(cfg_cls, model_cls, **kw):
    @seeded
    def build():
        cfg = cfg_cls(**kw)
        torch.manual_seed(SEED)
        return model_cls(cfg)
    return build


build_t5enc = lm(transformers.T5Config, transformers.T5EncoderModel,
                 vocab_size=VOCAB, d_model=HIDDEN, d_kv=16, d_ff=INTER,
                 num_layers=LAYERS, num_heads=4,
                 relative_attention_num_buckets=32,
                 relative_attention_max_distance=64, use_cache=False,
                 attn_implementation="eager")
build_mistral = lm(transformers.MistralConfig,
                   transformers.MistralForCausalLM,
                   vocab_size=VOCAB, hidden_size=HIDDEN,
                   intermediate_size=INTER, num_hidden_layers=LAYERS,
                   num_attention_heads=4, num_key_value_heads=2,
                   max_position_embeddings=POS, tie_word_embeddings=True,
                   sliding_window=8, use_cache=False,
                   attn_implementation="sdpa")
build_phi = lm(transformers.PhiConfig, transformers.PhiForCausalLM,
               vocab_size=VOCAB, hidden_size=HIDDEN, intermediate_size=INTER,
               num_hidden_layers=LAYERS, num_attention_heads=4,
               max_position_embeddings=POS, partial_rotary_factor=0.5,
               tie_word_embeddings=True, use_cache=False,
               attn_implementation="eager")
build_gptneox = lm(transformers.GPTNeoXConfig,
                   transformers.GPTNeoXForCausalLM,
                   vocab_size=VOCAB, hidden_size=HIDDEN,
                   intermediate_size=INTER, num_hidden_layers=LAYERS,
                   num_attention_heads=4, max_position_embeddings=POS,
                   rotary_pct=0.25, use_parallel_residual=True,
                   tie_word_embeddings=True, use_cache=False,
                   attn_implementation="eager")
build_opt = lm(transformers.OPTConfig, transformers.OPTForCausalLM,
               vocab_size=VOCAB, hidden_size=HIDDEN, ffn_dim=INTER,
               num_hidden_layers=LAYERS, num_attention_heads=4,
               max_position_embeddings=POS, word_embed_proj_dim=HIDDEN,
               use_cache=False, attn_implementation="eager",
               pad_token_id=1, bos_token_id=2, eos_token_id=2)
build_bloom = lm(transformers.BloomConfig, transformers.BloomForCausalLM,
                 vocab_size=VOCAB, hidden_size=HIDDEN, n_layer=LAYERS,
                 n_head=4, use_cache=False, attn_implementation="eager",
                 bos_token_id=1, eos_token_id=2, pad_token_id=3)
build_distilbert = lm(transformers.DistilBertConfig,
                      transformers.DistilBertModel,
                      vocab_size=VOCAB, dim=HIDDEN, n_layers=LAYERS,
                      n_heads=4, hidden_dim=INTER, max_position_embeddings=POS,
                      attn_implementation="sdpa")


class DistilBertWrap(nn.Module):
    # DistilBertModel has no use_cache argument.
    def __init__(self, model):
        super().__init__()
        self.model = model

    def forward(self, input_ids, attention_mask):
        return self.model(input_ids=input_ids, attention_mask=attention_mask,
                          return_dict=False)[0]


class T5Wrap(DistilBertWrap):
    pass


@seeded
def build_whisperenc():
    cfg = transformers.WhisperConfig(
        vocab_size=VOCAB, num_mel_bins=16, encoder_layers=LAYERS,
        encoder_attention_heads=4, decoder_layers=1,
        decoder_attention_heads=4, d_model=HIDDEN, encoder_ffn_dim=INTER,
        decoder_ffn_dim=INTER, max_source_positions=16,
        max_target_positions=16, attn_implementation="eager",
        pad_token_id=0, bos_token_id=1, eos_token_id=2,
        decoder_start_token_id=3)
    torch.manual_seed(SEED)
    return transformers.WhisperModel(cfg).get_encoder()


class WhisperWrap(nn.Module):
    def __init__(self, model):
        super().__init__()
        self.model = model

    def forward(self, features):
        return self.model(input_features=features, return_dict=False)[0]


def cumsum_free(mask):
    """cumsum(mask, -1) of a [B, S] int mask as a matmul with an upper
    triangular ones matrix: torch-mlir lowers aten.cumsum to tm_tensor.scan,
    which upstream MLIR (and mpopt-opt) cannot parse."""
    s = mask.shape[-1]
    upper = torch.triu(torch.ones(s, s, dtype=mask.dtype))
    return mask @ upper


class OPTWrap(nn.Module):
    """Passes OPT's position_ids, computed without cumsum (see above)."""
    def __init__(self, model):
        super().__init__()
        self.model = model

    def forward(self, input_ids, attention_mask):
        pos = cumsum_free(attention_mask) * attention_mask - 1
        return self.model(input_ids=input_ids, attention_mask=attention_mask,
                          position_ids=pos, use_cache=False,
                          return_dict=False)[0]


def _bloom_alibi(attention_mask, num_heads, dtype):
    import transformers.models.bloom.modeling_bloom as mb
    b, s = attention_mask.shape
    slopes = mb._get_alibi_slopes(num_heads, attention_mask.device)
    ar = ((cumsum_free(attention_mask) - 1) * attention_mask)[:, None, :]
    return (slopes[..., None] * ar).reshape(b * num_heads, 1, s).to(dtype)


import transformers.models.bloom.modeling_bloom as _mb  # noqa: E402
_mb.build_alibi_tensor = _bloom_alibi


# name, builder, kind ("lm", "enc" (no use_cache), "whisper", "image",
# "train": an image model left in training mode), image size
MODELS = [
    ("mobilenetv2", build_mobilenetv2, "image", (1, 3, 64, 64)),
    ("vit", build_vit, "image", (1, 3, 32, 32)),
    ("convnext", build_convnext, "image", (1, 3, 32, 32)),
    ("efficientnet", build_efficientnet, "image", (1, 3, 32, 32)),
    ("cnntrain", build_cnntrain, "train", (4, 3, 16, 16)),
    ("t5enc", build_t5enc, "enc", None),
    ("mistral", build_mistral, "lm", None),
    ("phi", build_phi, "lm", None),
    ("gptneox", build_gptneox, "lm", None),
    ("opt", build_opt, "lm", None),
    ("bloom", build_bloom, "lm", None),
    ("distilbert", build_distilbert, "enc", None),
    ("whisperenc", build_whisperenc, "whisper", (1, 16, 32)),
]


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--out", required=True)
    p.add_argument("--only", default="")
    a = p.parse_args()
    only = set(filter(None, a.only.split(",")))
    os.makedirs(a.out, exist_ok=True)
    print_versions()
    rows, failures = [], []
    for name, build, kind, shape in MODELS:
        variants = selected(name, ["f32", "autocast", "bf16"], only)
        if not variants:
            continue
        try:
            model = build().train(kind == "train")
        except Exception as e:
            print(f"{name}: BUILD FAILED: {type(e).__name__}: {e}")
            failures.append(name)
            continue
        randomize_constant_tensors(model)
        make_buffers_persistent(model)
        if kind in ("lm", "enc"):
            args = save_lm_inputs(a.out, name)
            base = (OPTWrap(model) if name == "opt" else
                    LogitsOnly(model) if kind == "lm"
                    else DistilBertWrap(model)).eval()
        else:
            torch.manual_seed(SEED)
            args = (torch.randn(*shape),)
            np.save(os.path.join(a.out, f"{name}.input.npy"),
                    args[0].numpy().astype("<f4"))
            base = (WhisperWrap(model) if kind == "whisper" else model)
            base.train(kind == "train")
        for v in variants:
            stem = f"{name}-{v}"
            vargs = args
            if v == "f32":
                module = base
            elif v == "autocast":
                module = Autocast(base).train(kind == "train")
            else:
                module = copy.deepcopy(base).to(torch.bfloat16)
                module.train(kind == "train")
                vargs = tuple(t.to(torch.bfloat16) if t.is_floating_point()
                              else t for t in args)
                if vargs is not args and kind not in ("lm", "enc"):
                    np.save(os.path.join(a.out, f"{name}.input-bf16.npy"),
                            (vargs[0].float().numpy().view(np.uint32) >> 16)
                            .astype("<u2"))
            path = os.path.join(a.out, stem + ".mlir")
            try:
                with torch.no_grad():
                    ref = module(*vargs)
                text = export(module, vargs)
            except Exception as e:
                first = (str(e).strip().splitlines() or [""])[0]
                print(f"{stem}: EXPORT FAILED: {type(e).__name__}: {first}",
                      flush=True)
                with open(os.path.join(a.out, stem + ".export-error.txt"),
                          "w") as f:
                    f.write(traceback.format_exc())
                failures.append(stem)
                continue
            with open(path, "w") as f:
                f.write(text)
            print(f"{stem}: wrote {path} ({os.path.getsize(path)} bytes)",
                  flush=True)
            rows.append(row(path, text))
    print()
    for r in rows:
        print(r)
    if failures:
        print("failed:", ", ".join(failures))


if __name__ == "__main__":
    main()
