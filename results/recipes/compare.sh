#!/usr/bin/env bash
# The same-budget comparison, each family with its recipe (configs/tatoeba-*.yaml): MINUTES of
# training each on one thread, two at a time (the fixed context beside RNNsearch, then Luong
# beside the Transformer), then the test set with beam 5 and BLEU by length. Copies what the
# results need into results/recipes/compare-MINUTESmin/: each run's metrics.csv, test report
# and translations (for paired.py), and `attnlab compare --json`. Run from the repository root:
#   bash results/recipes/compare.sh [MINUTES]
# A run already trained (or evaluated) is not trained (or evaluated) again.
set -euo pipefail
minutes=${1:-30}
bin=.venv/bin
out=results/recipes/compare-${minutes}min
families=(fixed-context bahdanau luong-global transformer)
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
    [ -f "$run-test.txt" ] || $bin/attnlab evaluate "$run" --by-length --weights last \
        -o "$run-test.txt" > "$run-evaluate.log"
}
train fixed-context & train bahdanau & wait
train luong-global & train transformer & wait
evaluate fixed-context & evaluate bahdanau & wait
evaluate luong-global & evaluate transformer & wait
mkdir -p "$out"
for family in "${families[@]}"; do
    run=runs/recipe-compare-$family
    cp "$run/metrics.csv" "$out/$family-metrics.csv"
    cp "$run/report-test.json" "$out/$family-report.json"
    cp "$run-test.txt" "$out/$family-test.txt"
done
runs=("${families[@]/#/runs/recipe-compare-}")
$bin/attnlab compare --json "${runs[@]}" > "$out/compare.json"
$bin/attnlab compare "${runs[@]}"
