#!/usr/bin/env bash
# The same-budget comparison, each family with its recipe (configs/tatoeba-*.yaml): MINUTES of
# training each on one thread, two at a time (the fixed context beside RNNsearch, then Luong
# beside the Transformer), then the test set with beam 5, BLEU by length, and the translations
# (runs/recipe-compare-*-test.txt, for results/recipes/paired.py). Run from the repository root:
#   bash results/recipes/compare.sh [MINUTES]
# A run directory that already holds a model is not trained again.
set -euo pipefail
minutes=${1:-30}
bin=.venv/bin
export OMP_NUM_THREADS=1  # evaluation too: torch with 2 threads collapses beside another job
train() {
    local run=runs/recipe-compare-$1
    [ -f "$run/model.safetensors" ] || $bin/attnlab train "configs/tatoeba-$1.yaml" \
        "--run_dir=$run" "--train.max_minutes=$minutes" "--train.threads=1" > "$run.log" 2>&1
}
# Every model as it was at the end of its minutes (not its best dev checkpoint, which may be
# older for one family than for another).
evaluate() {
    local run=runs/recipe-compare-$1
    $bin/attnlab evaluate "$run" --by-length --weights last -o "$run-test.txt" > "$run-evaluate.log"
}
train fixed-context & train bahdanau & wait
train luong-global & train transformer & wait
evaluate fixed-context & evaluate bahdanau & wait
evaluate luong-global & evaluate transformer & wait
$bin/attnlab compare runs/recipe-compare-{fixed-context,bahdanau,luong-global,transformer}
