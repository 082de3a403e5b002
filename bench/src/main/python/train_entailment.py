"""Trains the entailment model the claims and faithfulness validators can load as their cross-encoder.

A pair classifier, premise = evidence sentences, hypothesis = a claim, started from the fp32
all-MiniLM-L6-v2 weights in the langchain4j model jar (the BERT and loader of
train_cross_encoder.py) with a linear head on the mean-pooled output: one logit, the log-odds that
the premise entails the hypothesis. The pairs come from bench's `entailment-pairs` (binary MultiNLI
and FEVER, and synthetic copies and twins), encoded by the server's own tokenizer.

  train     trains for --epochs over the "train" pairs, batched by length (about --tokens word
            pieces a batch), and checkpoints to --out/checkpoint.pt every --every steps and at the
            end of each epoch (model, optimiser, schedule, position and random state). Run again with
            the same arguments to resume where it stopped. Each epoch ends with the held-out "dev"
            pairs' accuracy and AUC, in --out/log.txt as well.
  export    writes the trained model as --out/model-fp32.onnx and its int8 form --out/model.onnx
            (input_ids, attention_mask, token_type_ids -> logits [batch, 1]) with tokenizer.json.

The int8 form is quantized here, without ONNX Runtime's Python tools (not packaged by Debian): each
MatMul with a constant weight becomes DynamicQuantizeLinear + MatMulInteger with per-column int8
weights (ONNX Runtime fuses them into one integer kernel), and the word-embedding table is stored as
int8 rows with one scale each, gathered before they are scaled.

Needs Debian's python3-torch, python3-onnx and OpenBLAS (install-debian-packages.sh beside this file);
bench/src/main/python/build-entailment-model.sh runs the whole chain.
"""

import argparse
import json
import math
import os
import random
import shutil
import sys
import time

import numpy
import onnx
import torch
from onnx import TensorProto, helper, numpy_helper
from torch import nn

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from train_cross_encoder import CrossEncoder, auc, batch, export, load_minilm  # noqa: E402


def read_pairs(path):
    train, dev = [], []
    with open(path) as lines:
        for line in lines:
            pair = json.loads(line)
            (dev if pair["split"] == "dev" else train).append(pair)
    return train, dev


def batches(pairs, tokens, seed):
    """The pairs in batches of about `tokens` word pieces (padding included), alike in length, the
    batches in an order fixed by the seed, so that a resumed epoch sees the same batches."""
    rng = random.Random(seed)
    order = sorted(range(len(pairs)), key=lambda i: len(pairs[i]["ids"]) + rng.random() * 8)
    groups, group, longest = [], [], 0
    for i in order:
        n = len(pairs[i]["ids"])
        if group and max(longest, n) * (len(group) + 1) > tokens:
            groups.append(group)
            group, longest = [], 0
        group.append(i)
        longest = max(longest, n)
    if group:
        groups.append(group)
    rng.shuffle(groups)
    return groups


def save(path, state):
    """Writes the checkpoint whole or not at all: an interrupted write leaves the previous one."""
    torch.save(state, path + ".tmp")
    os.replace(path + ".tmp", path)


@torch.no_grad()
def evaluate(model, pairs):
    model.eval()
    scores = []
    for group in batches(pairs, 4096, 0):
        logits = model(*batch([pairs[i] for i in group])).squeeze(-1)
        scores.extend(zip(group, torch.sigmoid(logits).tolist()))
    model.train()
    scores.sort()
    probability = [p for _, p in scores]
    labels = [pairs[i]["label"] == 1 for i, _ in scores]
    accuracy = sum((p >= 0.5) == y for p, y in zip(probability, labels)) / len(labels)
    by_source = {}
    for (i, p), y in zip(scores, labels):
        by_source.setdefault(pairs[i]["source"], []).append((p >= 0.5) == y)
    parts = " ".join(f"{s} {sum(v) / len(v):.3f}" for s, v in sorted(by_source.items()))
    return f"accuracy {accuracy:.3f} AUC {auc(probability, labels):.3f} ({parts})"


def train(args, log):
    os.makedirs(args.out, exist_ok=True)
    torch.manual_seed(args.seed)
    pairs, dev = read_pairs(args.pairs)
    model = CrossEncoder(load_minilm(args.minilm))
    model.bert.word.weight.requires_grad = False
    parameters = [p for p in model.parameters() if p.requires_grad]
    optimizer = torch.optim.AdamW(parameters, lr=args.lr, weight_decay=0.01)
    per_epoch = len(batches(pairs, args.tokens, args.seed))
    steps = args.epochs * per_epoch
    warmup = max(1, int(0.06 * steps))
    schedule = torch.optim.lr_scheduler.LambdaLR(
        optimizer, lambda s: min(1.0, (s + 1) / warmup) * max(0.0, (steps - s) / steps))
    checkpoint = os.path.join(args.out, "checkpoint.pt")
    epoch, done = 0, 0
    if os.path.exists(checkpoint):
        state = torch.load(checkpoint)
        model.load_state_dict(state["model"])
        optimizer.load_state_dict(state["optimizer"])
        schedule.load_state_dict(state["schedule"])
        epoch, done = state["epoch"], state["done"]
        torch.set_rng_state(state["torch_rng"])
        log(f"resumed at epoch {epoch + 1}, batch {done}/{per_epoch}")
    model.train()

    def checkpoint_now():
        save(checkpoint, {"model": model.state_dict(), "optimizer": optimizer.state_dict(),
                          "schedule": schedule.state_dict(), "epoch": epoch, "done": done,
                          "torch_rng": torch.get_rng_state(), "steps": steps})

    start = time.time()
    while epoch < args.epochs:
        groups = batches(pairs, args.tokens, args.seed + epoch)
        losses = []
        for group in groups[done:]:
            labels = torch.tensor([float(pairs[i]["label"]) for i in group])
            logits = model(*batch([pairs[i] for i in group])).squeeze(-1)
            loss = nn.functional.binary_cross_entropy_with_logits(logits, labels)
            optimizer.zero_grad()
            loss.backward()
            torch.nn.utils.clip_grad_norm_(parameters, 1.0)
            optimizer.step()
            schedule.step()
            done += 1
            losses.append(loss.item())
            if done % args.every == 0:
                checkpoint_now()
                log(f"epoch {epoch + 1} batch {done}/{per_epoch} loss {sum(losses) / len(losses):.3f} "
                    f"{time.time() - start:.0f} s")
                losses = []
            if args.max_batches and done >= args.max_batches:
                checkpoint_now()
                log(f"stopped after batch {done} (--max-batches)")
                return
        epoch, done = epoch + 1, 0
        checkpoint_now()
        log(f"epoch {epoch} done, dev {evaluate(model, dev)}")


def quantize(source, target):
    """Dynamic int8 quantization of the fp32 graph (see the module's description)."""
    model = onnx.load(source)
    graph = model.graph
    init = {i.name: i for i in graph.initializer}
    nodes = []
    dropped = set()
    added = []
    for node in graph.node:
        if node.op_type == "MatMul" and node.input[1] in init and len(numpy_helper.to_array(init[node.input[1]]).shape) == 2:
            weight = numpy_helper.to_array(init[node.input[1]])
            scale = numpy.maximum(numpy.abs(weight).max(axis=0), 1e-8) / 127.0
            quantized = numpy.clip(numpy.round(weight / scale), -127, 127).astype(numpy.int8)
            name = node.input[1]
            added += [numpy_helper.from_array(quantized, name + "_int8"),
                      numpy_helper.from_array(scale.astype(numpy.float32), name + "_scale"),
                      numpy_helper.from_array(numpy.zeros(weight.shape[1], numpy.int8), name + "_zero")]
            dropped.add(name)
            x = node.input[0]
            out = node.output[0]
            nodes += [
                helper.make_node("DynamicQuantizeLinear", [x], [out + "_xq", out + "_xs", out + "_xz"]),
                helper.make_node("MatMulInteger", [out + "_xq", name + "_int8", out + "_xz", name + "_zero"],
                                 [out + "_int32"]),
                helper.make_node("Cast", [out + "_int32"], [out + "_float"], to=TensorProto.FLOAT),
                helper.make_node("Mul", [out + "_xs", name + "_scale"], [out + "_scale"]),
                helper.make_node("Mul", [out + "_float", out + "_scale"], [out]),
            ]
        elif node.op_type == "Gather" and node.input[0] in init and \
                numpy_helper.to_array(init[node.input[0]]).shape[0] > 10000:
            table = numpy_helper.to_array(init[node.input[0]])
            scale = numpy.maximum(numpy.abs(table).max(axis=1, keepdims=True), 1e-8) / 127.0
            quantized = numpy.clip(numpy.round(table / scale), -127, 127).astype(numpy.int8)
            name = node.input[0]
            added += [numpy_helper.from_array(quantized, name + "_int8"),
                      numpy_helper.from_array(scale.astype(numpy.float32), name + "_rowscale")]
            dropped.add(name)
            out = node.output[0]
            nodes += [
                helper.make_node("Gather", [name + "_int8", node.input[1]], [out + "_int8"], axis=0),
                helper.make_node("Cast", [out + "_int8"], [out + "_float"], to=TensorProto.FLOAT),
                helper.make_node("Gather", [name + "_rowscale", node.input[1]], [out + "_scale"], axis=0),
                helper.make_node("Mul", [out + "_float", out + "_scale"], [out]),
            ]
        else:
            nodes.append(node)
    kept = [i for i in graph.initializer if i.name not in dropped]
    del graph.initializer[:]
    graph.initializer.extend(kept + added)
    del graph.node[:]
    graph.node.extend(nodes)
    onnx.checker.check_model(model)
    onnx.save(model, target)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("mode", choices=["train", "export"])
    parser.add_argument("--pairs", help="train: the output of exec:java@entailment-pairs")
    parser.add_argument("--minilm", required=True, help="all-minilm-l6-v2.onnx (fp32) from the langchain4j jar")
    parser.add_argument("--tokenizer", help="export: all-minilm-l6-v2-tokenizer.json, copied next to the model")
    parser.add_argument("--out", required=True, help="the folder for the checkpoint, the log and the models")
    parser.add_argument("--epochs", type=int, default=2)
    parser.add_argument("--tokens", type=int, default=2048, help="word pieces a batch, padding included")
    parser.add_argument("--seed", type=int, default=13)
    parser.add_argument("--lr", type=float, default=3e-5)
    parser.add_argument("--threads", type=int, default=1, help="1 is fastest with OpenBLAS on 2 cores")
    parser.add_argument("--every", type=int, default=100, help="checkpoint every N batches")
    parser.add_argument("--max-batches", type=int, help="stop (checkpointed) after batch N of the epoch")
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    os.makedirs(args.out, exist_ok=True)

    def log(message):
        print(message, file=sys.stderr, flush=True)
        with open(os.path.join(args.out, "log.txt"), "a") as out:
            out.write(message + "\n")

    if args.mode == "train":
        train(args, log)
    else:
        model = CrossEncoder(load_minilm(args.minilm))
        model.load_state_dict(torch.load(os.path.join(args.out, "checkpoint.pt"))["model"])
        model.eval()
        export(model, args.out, args.tokenizer)
        os.replace(os.path.join(args.out, "model.onnx"), os.path.join(args.out, "model-fp32.onnx"))
        quantize(os.path.join(args.out, "model-fp32.onnx"), os.path.join(args.out, "model.onnx"))
        log(f"wrote {os.path.join(args.out, 'model.onnx')} "
            f"({os.path.getsize(os.path.join(args.out, 'model.onnx')) / 1e6:.1f} MB)")


if __name__ == "__main__":
    main()
