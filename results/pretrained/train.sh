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
        # RNNsearch: the demo's config with a larger GRU (384), more dropout (0.3), Luong's
        # uniform init (its 6-minute ablation: results/recipes/) and a cosine decay that ends
        # with the run: attnlab's cosine reaches zero at max_epochs x batches (27 x 266 = 7,182
        # steps), so max_epochs=27 with max_steps=7000 leaves the rate at ~0.2 % of its peak.
        # The weights of its last 8 evaluations are kept for averaging (ship.py --average 5).
        # (The first shipped RNNsearch, PyTorch's init and a schedule restarted twice, 11,502
        # steps, test BLEU 28.89: README.md, "RNNsearch, the first run".)
        rnnsearch) echo "attnlab train configs/tatoeba-bahdanau.yaml --name=shipped-rnnsearch" \
            "--model.hidden_dim=384 --model.dropout=0.3 --model.init=uniform" \
            "--train.schedule=cosine --train.warmup_steps=200 --train.max_minutes=null" \
            "--train.patience=100 --train.threads=1 --train.max_epochs=27 --train.max_steps=7000" \
            "--train.keep_last=8" ;;
        # The Transformer recipe (pre-norm, tied, lr 2e-3) with three layers, dropout 0.3 and
        # a 500-step warm-up, 5,000 steps (~19 epochs); then on to 9,000 under the same
        # inverse square root (its rate does not depend on max_steps), keeping the weights
        # of the last 8 evaluations for averaging (ship.py --average 5, chosen on dev); test
        # BLEU 28.53 at 9,000 (stopped at 8,514, dev BLEU still rising), then on to 12,000
        # (stopped at 11,502: 29.47), then on to 15,000 (29.999), then on to 18,000.
        transformer)
            local common="attnlab train configs/tatoeba-transformer.yaml"
            common+=" --name=shipped-transformer --model.num_layers=3 --model.dropout=0.3"
            common+=" --train.warmup_steps=500 --train.max_epochs=100"
            common+=" --train.max_minutes=null --train.patience=100 --train.threads=1"
            echo "$common --train.max_steps=5000"
            echo "$common --train.max_steps=9000 --train.keep_last=8"
            echo "$common --train.max_steps=12000 --train.keep_last=8"
            echo "$common --train.max_steps=15000 --train.keep_last=8"
            echo "$common --train.max_steps=18000 --train.keep_last=8" ;;
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
        # RNNsearch taught long sentences: the shipped rnnsearch continued (train.init_from) for
        # 4 epochs on tatoeba-zh-en-long, Tatoeba with long training examples joined from
        # consecutive pairs (attnlab/data/joined.py), at half the rate under a cosine that ends
        # with the run (max_epochs=4: 4 x 485 = 1,940 steps); results/long-sentences/.
        rnnsearch-long) echo "attnlab train configs/tatoeba-bahdanau.yaml --name=long-rnnsearch" \
            "--data.corpus=tatoeba-zh-en-long --model.hidden_dim=384 --model.dropout=0.3" \
            "--model.init=uniform --train.init_from=rnnsearch --train.lr=0.0005" \
            "--train.schedule=cosine --train.warmup_steps=100 --train.max_minutes=null" \
            "--train.patience=100 --train.threads=1 --train.max_epochs=4 --train.max_steps=2000" \
            "--train.keep_last=5" ;;
        *) echo "unknown model $1: rnnsearch, transformer, luong, rnnsearch-long or fixed-context" >&2
           return 2 ;;
    esac
}

run_dir_for() {
    case $1 in
        rnnsearch) echo runs/shipped-rnnsearch ;;
        transformer) echo runs/shipped-transformer ;;
        luong) echo runs/shipped-luong ;;
        fixed-context) echo runs/shipped-fixed-context ;;
        rnnsearch-long) echo runs/long-rnnsearch ;;
    esac
}

# ship.py's options for NAME: the Transformer and RNNsearch also try the mean of their last 5
# evaluations' weights, RNNsearch taught long sentences of its last 3 (it has 4).
ship_options_for() {
    case $1 in
        transformer | rnnsearch) echo "--average 5" ;;
        rnnsearch-long) echo "--average 3" ;;
    esac
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
