"""Measures whether telling the kinds of answer apart helps the faithfulness model on unseen answers.

The shipped model scores every answer with one logistic regression and one threshold (0.35), so
HaluEval's short extractive answers and SummEdits' and WiCE's long paraphrasing claims share a
calibration: HaluEval reaches 0.946 balanced accuracy at its own best threshold but 0.891 at the
shared one. This script tries inputs that let the model tell the kinds apart (whether a question
was asked, how many claims the answer has, the mean of its claims beside the weakest) and
measures each variant three ways:

- 5-fold, folds grouped by context as fit-faithfulness groups them;
- leave one dataset group out (halueval, summedits, wice);
- fitted on all three development sets, then run on the golden set and the paraphrase set:
  hand-written question-and-answer pairs of the kind the chat endpoint produces, which no fit sees.

Every variant is a plain logistic regression (scikit-learn) on answer-level inputs, datasets and
classes weighed equally, its threshold chosen on the training rows for the best balanced accuracy
averaged over the dataset groups and mapped onto 0.5; the first row, the weakest claim's features
alone, is the reference the others are read against (it is close to, not the same as, the shipped
multiple-instance fit). A variant is worth shipping only if it gains held out without failing the
golden and paraphrase answers.

Input: the dump of bench's claim-features (./mvnw -q -pl bench exec:java@claim-features).
Needs Debian's python3-sklearn (install-debian-packages.sh). Deterministic.

    /usr/bin/python3 bench/src/main/python/kind_calibration.py bench/target/claim-features.jsonl
"""
import json
import sys

import numpy as np
from sklearn.ensemble import HistGradientBoostingClassifier
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import roc_auc_score

DATASETS = ["halueval", "summedits-news", "summedits-podcast", "summedits-samsum", "wice"]
HELD_OUT = ["golden", "paraphrases"]


def inputs(row, variant):
    claims = np.array(row["claims"])
    w = list(row["weakest"])  # fit-faithfulness' own weakest values
    asked = 1.0 if row["question"].strip() else 0.0
    if variant == "weakest claim":
        return w
    if variant == "+ question asked":
        return w + [asked]
    if variant == "+ question asked x each feature":
        return w + [asked] + [asked * v for v in w]
    if variant == "+ question asked x short answer":
        return w + [asked, asked * (claims[:, row["names"].index("length")].max() <= np.log1p(3))]
    if variant == "+ mean of the claims":
        return w + list(claims.mean(axis=0))
    if variant == "+ number of claims":
        return w + [np.log(len(claims))]
    if variant.startswith("trees"):
        return w + list(claims.mean(axis=0)) + [np.log(len(claims)), asked]
    raise ValueError(variant)


def model(variant):
    if variant.startswith("trees"):
        return HistGradientBoostingClassifier(max_iter=200, learning_rate=0.05, max_leaf_nodes=15,
                                              min_samples_leaf=20, l2_regularization=1.0, random_state=0)
    return LogisticRegression(C=1.0, max_iter=5000)


def balanced_accuracy(scores, faithful, threshold=0.5):
    flagged = scores < threshold
    return (flagged[~faithful].mean() + (~flagged[faithful]).mean()) / 2


def shared_threshold(scores, faithful, groups):
    best, chosen = -1.0, 0.5
    for t in np.arange(0.02, 0.99, 0.01):
        mean = np.mean([balanced_accuracy(scores[groups == g], faithful[groups == g], t) for g in set(groups)])
        if mean > best:
            best, chosen = mean, t
    return chosen


def onto_half(p, threshold):
    p = np.clip(p, 1e-9, 1 - 1e-9)
    return 1 / (1 + np.exp(-(np.log(p / (1 - p)) - np.log(threshold / (1 - threshold)))))


def fit_and_score(variant, x, y, weight, groups, train, score_rows):
    m = model(variant)
    m.fit(x[train], y[train], sample_weight=weight[train] * len(train))
    p = m.predict_proba(x[train])[:, 1]
    threshold = shared_threshold(p, y[train] == 1, groups[train])
    return onto_half(m.predict_proba(score_rows)[:, 1], threshold)


def main(path):
    rows = [json.loads(line) for line in open(path, encoding="utf-8")]
    rows = [r for r in rows if r["claims"]]
    dev = [r for r in rows if r["dataset"] in DATASETS]
    extra = [r for r in rows if r["dataset"] in HELD_OUT]
    y = np.array([r["faithful"] for r in dev], dtype=int)
    groups = np.array([r["group"] for r in dev])
    folds = np.array([r["fold"] for r in dev])
    cells = {(g, c): np.sum((groups == g) & (y == c)) for g in set(groups) for c in (0, 1)}
    weight = np.array([1.0 / cells[(g, c)] for g, c in zip(groups, y)])
    datasets = np.array([r["dataset"] for r in dev])
    extra_sets = np.array([r["dataset"] for r in extra])
    extra_faithful = np.array([r["faithful"] for r in extra])

    print("| inputs | 5-fold BA@shared (HaluEval / news / podcast / samsum / WiCE; mean) | 5-fold AUC HaluEval "
          "| leave-one-out BA (HaluEval / SummEdits / WiCE) | golden: faithful passed, hallucinated flagged "
          "| paraphrases: faithful passed |")
    print("|---|---|---|---|---|---|")
    variants = ["weakest claim", "+ question asked", "+ question asked x each feature",
                "+ question asked x short answer", "+ mean of the claims", "+ number of claims",
                "trees (weakest, mean, claims, question asked)"]
    for variant in variants:
        x = np.array([inputs(r, variant) for r in dev], dtype=float)
        kfold = np.zeros(len(dev))
        for f in range(5):
            train, test = np.where(folds != f)[0], np.where(folds == f)[0]
            kfold[test] = fit_and_score(variant, x, y, weight, groups, train, x[test])
        loo = np.zeros(len(dev))
        for g in ["halueval", "summedits", "wice"]:
            train, test = np.where(groups != g)[0], np.where(groups == g)[0]
            loo[test] = fit_and_score(variant, x, y, weight, groups, train, x[test])
        bas = [balanced_accuracy(kfold[datasets == d], y[datasets == d] == 1) for d in DATASETS]
        halu = datasets == "halueval"
        auc = roc_auc_score(y[halu], kfold[halu])
        loo_ba = [balanced_accuracy(loo[groups == g], y[groups == g] == 1) for g in ["halueval", "summedits", "wice"]]
        ex = np.array([inputs(r, variant) for r in extra], dtype=float)
        scored = fit_and_score(variant, x, y, weight, groups, np.arange(len(dev)), ex)
        golden = extra_sets == "golden"
        para = extra_sets == "paraphrases"
        golden_passed = (scored[golden & extra_faithful] >= 0.5).mean()
        golden_flagged = (scored[golden & ~extra_faithful] < 0.5).mean()
        print(f"| {variant} | {' / '.join(f'{b:.3f}' for b in bas)}; **{np.mean(bas):.3f}** | {auc:.3f} "
              f"| {' / '.join(f'{b:.3f}' for b in loo_ba)} | {golden_passed:.2f}, {golden_flagged:.2f} "
              f"| {(scored[para & extra_faithful] >= 0.5).mean():.2f} |")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "bench/target/claim-features.jsonl")
