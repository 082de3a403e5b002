"""Trains a claim-level cross-encoder for the faithfulness ensemble, from all-MiniLM-L6-v2.

The claims, premises and word pieces come from bench's `cross-encoder-pairs` (the server's own
sentence split, premise choice and tokenizer), one JSON line per answer. The encoder starts from
the fp32 all-MiniLM-L6-v2 weights in the langchain4j model jar (the same model the server embeds
with), rebuilt here as a BERT in PyTorch; a linear head on its mean-pooled output gives one logit,
the log-odds that the premise supports the claim. Answers carry the labels, claims do not, so the
training is multiple-instance: an answer's logit is its weakest claim's (claims copied word for
word score 1 in the server and are left out), as the fitted ensemble scores an answer.

  cv     5-fold held-out probabilities per claim, folds as fit-faithfulness makes them, written as
         JSON lines {"id", "entailment": [p per claim, null for a verbatim claim]} after each fold;
         prints AUC and best balanced accuracy per dataset of the answer's weakest claim. Bench's
         mix-cross-encoder reads the file.
  train  trains on every answer and writes model.onnx (input_ids, attention_mask, token_type_ids ->
         logits [batch, 1]) and tokenizer.json to --out; the server loads it through
         validator.cross-encoder.model (docs/evaluation.md).

Needs Debian's python3-torch, python3-onnx and OpenBLAS (install-debian-packages.sh beside this file):
  /usr/bin/python3 bench/src/main/python/train_cross_encoder.py cv --pairs P --minilm M --out DIR
"""

import argparse
import json
import math
import os
import random
import shutil
import sys
import time

import onnx
import torch
from onnx import numpy_helper
from torch import nn

HIDDEN = 384
HEADS = 12
LAYERS = 6


class Bert(nn.Module):
    """BERT as all-MiniLM-L6-v2 is built: 6 layers, 384 wide, 12 heads, GELU (erf), post-norm."""

    def __init__(self, vocab):
        super().__init__()
        self.word = nn.Embedding(vocab, HIDDEN)
        self.position = nn.Embedding(512, HIDDEN)
        self.token_type = nn.Embedding(2, HIDDEN)
        self.norm = nn.LayerNorm(HIDDEN, eps=1e-12)
        self.layers = nn.ModuleList(Layer() for _ in range(LAYERS))

    def forward(self, ids, mask, types):
        positions = torch.arange(ids.shape[1], device=ids.device).unsqueeze(0)
        x = self.norm(self.word(ids) + self.position(positions) + self.token_type(types))
        bias = (1.0 - mask[:, None, None, :].to(x.dtype)) * -10000.0
        for layer in self.layers:
            x = layer(x, bias)
        return x


class Layer(nn.Module):
    def __init__(self):
        super().__init__()
        self.query = nn.Linear(HIDDEN, HIDDEN)
        self.key = nn.Linear(HIDDEN, HIDDEN)
        self.value = nn.Linear(HIDDEN, HIDDEN)
        self.attention_out = nn.Linear(HIDDEN, HIDDEN)
        self.attention_norm = nn.LayerNorm(HIDDEN, eps=1e-12)
        self.intermediate = nn.Linear(HIDDEN, 4 * HIDDEN)
        self.out = nn.Linear(4 * HIDDEN, HIDDEN)
        self.out_norm = nn.LayerNorm(HIDDEN, eps=1e-12)
        self.dropout = nn.Dropout(0.1)

    def heads(self, x):
        b, n, _ = x.shape
        return x.view(b, n, HEADS, HIDDEN // HEADS).transpose(1, 2)

    def forward(self, x, bias):
        b, n, _ = x.shape
        q, k, v = self.heads(self.query(x)), self.heads(self.key(x)), self.heads(self.value(x))
        scores = q @ k.transpose(-1, -2) / math.sqrt(HIDDEN // HEADS) + bias
        context = (scores.softmax(-1) @ v).transpose(1, 2).reshape(b, n, HIDDEN)
        x = self.attention_norm(x + self.dropout(self.attention_out(context)))
        hidden = nn.functional.gelu(self.intermediate(x))
        return self.out_norm(x + self.dropout(self.out(hidden)))


class CrossEncoder(nn.Module):
    """The encoder, mean pooling over the pair's tokens, one logit."""

    def __init__(self, bert):
        super().__init__()
        self.bert = bert
        self.dropout = nn.Dropout(0.1)
        self.head = nn.Linear(HIDDEN, 1)

    def forward(self, input_ids, attention_mask, token_type_ids):
        hidden = self.bert(input_ids, attention_mask, token_type_ids)
        weights = attention_mask.unsqueeze(-1).to(hidden.dtype)
        pooled = (hidden * weights).sum(1) / weights.sum(1).clamp(min=1.0)
        return self.head(self.dropout(pooled))


def load_minilm(path):
    """The BERT with the weights of the fp32 all-MiniLM-L6-v2 ONNX file."""
    graph = onnx.load(path).graph
    init = {i.name: torch.from_numpy(numpy_helper.to_array(i).copy()) for i in graph.initializer}
    # the projection matrices are unnamed; each feeds an Add with its named bias
    consumers = {}
    for node in graph.node:
        for name in node.input:
            consumers.setdefault(name, []).append(node)
    for node in graph.node:
        if node.op_type == "MatMul" and node.input[1] in init:
            biases = [x for c in consumers[node.output[0]] for x in c.input if x.endswith(".bias")]
            init[biases[0][: -len(".bias")] + ".weight"] = init[node.input[1]].t().contiguous()
    bert = Bert(init["embeddings.word_embeddings.weight"].shape[0])
    names = {
        "word.weight": "embeddings.word_embeddings.weight",
        "position.weight": "embeddings.position_embeddings.weight",
        "token_type.weight": "embeddings.token_type_embeddings.weight",
        "norm.weight": "embeddings.LayerNorm.weight",
        "norm.bias": "embeddings.LayerNorm.bias",
    }
    parts = {
        "query": "attention.self.query",
        "key": "attention.self.key",
        "value": "attention.self.value",
        "attention_out": "attention.output.dense",
        "attention_norm": "attention.output.LayerNorm",
        "intermediate": "intermediate.dense",
        "out": "output.dense",
        "out_norm": "output.LayerNorm",
    }
    for i in range(LAYERS):
        for ours, theirs in parts.items():
            for kind in ("weight", "bias"):
                names[f"layers.{i}.{ours}.{kind}"] = f"encoder.layer.{i}.{theirs}.{kind}"
    state = {ours: init[theirs] for ours, theirs in names.items()}
    bert.load_state_dict(state, strict=True)
    return bert


def read_pairs(path):
    with open(path) as lines:
        return [json.loads(line) for line in lines]


def claims_to_score(answer):
    """Indices of the claims the cross-encoder judges: all but verbatim copies."""
    return [i for i, c in enumerate(answer["claims"]) if not c["verbatim"]]


def batch(claims):
    n = max(len(c["ids"]) for c in claims)
    ids = torch.zeros(len(claims), n, dtype=torch.long)
    mask = torch.zeros(len(claims), n, dtype=torch.long)
    types = torch.zeros(len(claims), n, dtype=torch.long)
    for row, c in enumerate(claims):
        ids[row, : len(c["ids"])] = torch.tensor(c["ids"])
        mask[row, : len(c["ids"])] = 1
        types[row, : len(c["types"])] = torch.tensor(c["types"])
    return ids, mask, types


def batches(answers, claims_per_step, rng):
    """Answers in groups of about claims_per_step claims, alike in length so that little is padding,
    the groups in random order."""
    order = sorted(answers, key=lambda a: max(len(a["claims"][j]["ids"]) for j in claims_to_score(a))
                   + rng.random() * 16)
    groups = []
    group = []
    count = 0
    for a in order:
        k = len(claims_to_score(a))
        if group and count + k > claims_per_step:
            groups.append(group)
            group, count = [], 0
        group.append(a)
        count += k
    if group:
        groups.append(group)
    rng.shuffle(groups)
    return groups


def cell(answer):
    return answer["group"] + "/" + str(answer["faithful"])


def train(answers, minilm, epochs, seed, lr, log):
    torch.manual_seed(seed)
    rng = random.Random(seed)
    model = CrossEncoder(load_minilm(minilm))
    model.bert.word.weight.requires_grad = False
    usable = [a for a in answers if claims_to_score(a)]
    cells = {}
    for a in usable:
        cells[cell(a)] = cells.get(cell(a), 0) + 1
    # every dataset and class weighs the same, as in fit-faithfulness
    weight = {a["id"]: len(usable) / (len(cells) * cells[cell(a)]) for a in usable}
    parameters = [p for p in model.parameters() if p.requires_grad]
    optimizer = torch.optim.AdamW(parameters, lr=lr, weight_decay=0.01)
    claims_per_step = 16
    steps = epochs * len(batches(usable, claims_per_step, random.Random(seed)))
    schedule = torch.optim.lr_scheduler.LambdaLR(
        optimizer, lambda s: min(1.0, (s + 1) / (0.1 * steps)) * max(0.0, (steps - s) / steps))
    model.train()
    step = 0
    start = time.time()
    for epoch in range(epochs):
        for group in batches(usable, claims_per_step, rng):
            claims = [a["claims"][j] for a in group for j in claims_to_score(a)]
            logits = model(*batch(claims)).squeeze(-1)
            answer_logits = []
            at = 0
            for a in group:
                k = len(claims_to_score(a))
                answer_logits.append(logits[at:at + k].min())
                at += k
            answer_logits = torch.stack(answer_logits)
            labels = torch.tensor([1.0 if a["faithful"] else 0.0 for a in group])
            weights = torch.tensor([weight[a["id"]] for a in group])
            loss = (nn.functional.binary_cross_entropy_with_logits(answer_logits, labels, reduction="none")
                    * weights).sum() / weights.sum()
            optimizer.zero_grad()
            loss.backward()
            torch.nn.utils.clip_grad_norm_(parameters, 1.0)
            optimizer.step()
            schedule.step()
            step += 1
            if step % 50 == 0:
                log(f"epoch {epoch + 1} step {step}/{steps} loss {loss.item():.3f} {time.time() - start:.0f} s")
    model.eval()
    return model


@torch.no_grad()
def predict(model, answers):
    """Each answer's claims' entailment probabilities, None for verbatim claims."""
    out = {}
    for a in answers:
        scored = claims_to_score(a)
        probabilities = [None] * len(a["claims"])
        for start in range(0, len(scored), 32):
            part = scored[start:start + 32]
            p = torch.sigmoid(model(*batch([a["claims"][j] for j in part])).squeeze(-1))
            for j, value in zip(part, p.tolist()):
                probabilities[j] = value
        out[a["id"]] = probabilities
    return out


def answer_score(probabilities):
    judged = [p for p in probabilities if p is not None]
    return min(judged) if judged else 1.0


def auc(scores, faithful):
    positives = [s for s, f in zip(scores, faithful) if f]
    negatives = [s for s, f in zip(scores, faithful) if not f]
    if not positives or not negatives:
        return float("nan")
    wins = sum((p > n) + 0.5 * (p == n) for p in positives for n in negatives)
    return wins / (len(positives) * len(negatives))


def best_balanced_accuracy(scores, faithful):
    best = 0.0
    for t in sorted(set(scores)):
        passed = sum(1 for s, f in zip(scores, faithful) if f and s >= t) / max(1, sum(faithful))
        flagged = sum(1 for s, f in zip(scores, faithful) if not f and s < t) / max(1, len(faithful) - sum(faithful))
        best = max(best, (passed + flagged) / 2)
    return best


def report(answers, probabilities, log):
    for dataset in sorted({a["dataset"] for a in answers}):
        part = [a for a in answers if a["dataset"] == dataset]
        scores = [answer_score(probabilities[a["id"]]) for a in part]
        faithful = [a["faithful"] for a in part]
        log(f"{dataset}: n {len(part)} AUC {auc(scores, faithful):.3f} best BA "
            f"{best_balanced_accuracy(scores, faithful):.3f}")


def export(model, out, tokenizer):
    os.makedirs(out, exist_ok=True)
    ids = torch.tensor([[101, 1996, 4555, 102, 1996, 102]])
    mask = torch.ones_like(ids)
    types = torch.tensor([[0, 0, 0, 0, 1, 1]])
    axes = {0: "batch", 1: "tokens"}
    torch.onnx.export(model, (ids, mask, types), os.path.join(out, "model.onnx"),
                      input_names=["input_ids", "attention_mask", "token_type_ids"], output_names=["logits"],
                      dynamic_axes={"input_ids": axes, "attention_mask": axes, "token_type_ids": axes,
                                    "logits": {0: "batch"}}, opset_version=14)
    shutil.copyfile(tokenizer, os.path.join(out, "tokenizer.json"))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("mode", choices=["cv", "train"])
    parser.add_argument("--pairs", required=True, help="the output of exec:java@cross-encoder-pairs")
    parser.add_argument("--minilm", required=True, help="all-minilm-l6-v2.onnx (fp32) from the langchain4j jar")
    parser.add_argument("--tokenizer", help="all-minilm-l6-v2-tokenizer.json, copied next to the model "
                        "(cv: each fold's model is then written to fold-N beside --out)")
    parser.add_argument("--out", required=True, help="cv: a JSON lines file; train: a folder")
    parser.add_argument("--epochs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--lr", type=float, default=3e-5)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--folds", default="0,1,2,3,4", help="cv: the folds to hold out")
    parser.add_argument("--limit", type=int, help="only the first N answers (a quick trial of the commands)")
    args = parser.parse_args()
    torch.set_num_threads(args.threads)

    def log(message):
        print(message, file=sys.stderr, flush=True)

    answers = read_pairs(args.pairs)[: args.limit]
    if args.mode == "cv":
        held_out = {}
        for fold in (int(f) for f in args.folds.split(",")):
            log(f"fold {fold}: training on {sum(a['fold'] != fold for a in answers)} answers")
            model = train([a for a in answers if a["fold"] != fold], args.minilm, args.epochs, args.seed, args.lr, log)
            held_out.update(predict(model, [a for a in answers if a["fold"] == fold]))
            if args.tokenizer:
                export(model, os.path.join(os.path.dirname(os.path.abspath(args.out)), f"fold-{fold}"), args.tokenizer)
            with open(args.out, "w") as out:
                for answer_id, probabilities in held_out.items():
                    out.write(json.dumps({"id": answer_id, "entailment": probabilities}) + "\n")
            report([a for a in answers if a["id"] in held_out], held_out, log)
    else:
        model = train(answers, args.minilm, args.epochs, args.seed, args.lr, log)
        report(answers, predict(model, answers), log)
        export(model, args.out, args.tokenizer)
        log(f"wrote {os.path.join(args.out, 'model.onnx')}")


if __name__ == "__main__":
    main()
