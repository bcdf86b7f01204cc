#!/usr/bin/env bash
# The shipped models (attnlab/pretrained/): each one's training command, then its packing
# (results/pretrained/ship.py: half precision if outputs stay the same, test report, model card,
# manifest). One thread each; two at a time on a 2-core machine. Run from the repository root:
#   bash results/pretrained/train.sh rnnsearch transformer      # in parallel, then packed
# A training stopped (Ctrl-C, the end of a session) continues exactly where it stopped when run
# again: steps, not minutes, set each model, so the result does not depend on the load.
set -euo pipefail
bin=.venv/bin
export OMP_NUM_THREADS=1

# The commands that make NAME, one a line, run in order (each continues the run before it).
commands_for() {
    case $1 in
        # RNNsearch: the demo's config with a larger GRU (384) and more dropout (0.3), 7,000
        # steps in two parts. attnlab's cosine decays to zero at max_epochs x batches, not at
        # max_steps: with max_epochs=100 (26,600 steps) the rate had only fallen from 1e-3 to
        # 0.95e-3 by step 4,000, so the run continued from there with max_epochs=27 (7,182
        # steps): the rate dropped to 4.3e-4 and decayed to ~0 by step 7,000 (test BLEU 28.94).
        # A third part restarts the decay: max_epochs=47 (12,502 steps) puts the rate back at
        # 4.1e-4 at step 7,000, decaying to ~0 by step 12,500.
        rnnsearch)
            local common="attnlab train configs/tatoeba-bahdanau.yaml --name=shipped-bahdanau"
            common+=" --model.hidden_dim=384 --model.dropout=0.3 --train.schedule=cosine"
            common+=" --train.warmup_steps=200 --train.max_minutes=null --train.patience=100"
            common+=" --train.threads=1"
            echo "$common --train.max_epochs=100 --train.max_steps=4000"
            echo "$common --train.max_epochs=27 --train.max_steps=7000"
            echo "$common --train.max_epochs=47 --train.max_steps=12500" ;;
        # The Transformer recipe (pre-norm, tied, lr 2e-3) with three layers, dropout 0.3 and
        # a 500-step warm-up, 5,000 steps (~19 epochs); then on to 9,000 under the same
        # inverse square root (its rate does not depend on max_steps), keeping the weights
        # of the last 8 evaluations for averaging (ship.py --average 5, chosen on dev); test
        # BLEU 28.53 at 9,000 (stopped at 8,514, dev BLEU still rising), then on to 12,000
        # (stopped at 11,502: 29.47), then on to 15,000.
        transformer)
            local common="attnlab train configs/tatoeba-transformer.yaml"
            common+=" --name=shipped-transformer --model.num_layers=3 --model.dropout=0.3"
            common+=" --train.warmup_steps=500 --train.max_epochs=100"
            common+=" --train.max_minutes=null --train.patience=100 --train.threads=1"
            echo "$common --train.max_steps=5000"
            echo "$common --train.max_steps=9000 --train.keep_last=8"
            echo "$common --train.max_steps=12000 --train.keep_last=8"
            echo "$common --train.max_steps=15000 --train.keep_last=8" ;;
        # The baseline without attention: the demo's config with dropout 0.3 and a cosine
        # decay over 38 epochs (10,108 steps), stopped at 10,000.
        fixed-context) echo "attnlab train configs/tatoeba-fixed-context.yaml" \
            "--name=shipped-fixed-context --model.dropout=0.3 --train.schedule=cosine" \
            "--train.warmup_steps=200 --train.max_epochs=38 --train.max_steps=10000" \
            "--train.max_minutes=null --train.patience=100 --train.threads=1" ;;
        # Luong global attention: its recipe config (concat score, uniform init) with dropout
        # 0.3 and a cosine decay over 38 epochs (10,108 steps), stopped at 10,000; the
        # 30-minute comparison ranked it first (results/recipes/).
        luong) echo "attnlab train configs/tatoeba-luong-global.yaml" \
            "--name=shipped-luong --model.dropout=0.3 --train.schedule=cosine" \
            "--train.warmup_steps=200 --train.max_epochs=38 --train.max_steps=10000" \
            "--train.max_minutes=null --train.patience=100 --train.threads=1" ;;
        *) echo "unknown model $1: rnnsearch, transformer, luong or fixed-context" >&2
           return 2 ;;
    esac
}

run_dir_for() {
    case $1 in
        rnnsearch) echo runs/shipped-bahdanau ;;
        transformer) echo runs/shipped-transformer ;;
        luong) echo runs/shipped-luong ;;
        fixed-context) echo runs/shipped-fixed-context ;;
    esac
}

# ship.py's options for NAME: the Transformer also tries the mean of its last 5 weights.
ship_options_for() {
    [ "$1" = transformer ] && echo "--average 5" || true
}

build() {
    local name=$1 run command commands=()
    run=$(run_dir_for "$name")
    mapfile -t commands < <(commands_for "$name")
    for command in "${commands[@]}"; do
        local resume=()
        [ -f "$run/config.yaml" ] && resume=(--resume)
        # shellcheck disable=SC2086  # the command is words
        $bin/$command "${resume[@]}" >> "$run.log" 2>&1
    done
    local joined
    joined=$(printf ' && %s' "${commands[@]}")
    # shellcheck disable=SC2046  # the options are words
    $bin/python results/pretrained/ship.py "$run" "$name" --command "${joined:4}" \
        $(ship_options_for "$name")
}

for name in "$@"; do
    commands_for "$name" > /dev/null
    mkdir -p runs
    build "$name" &
done
wait
