"""The ``attnlab`` command line: walkthrough, data, train, translate, score, evaluate, ..."""

from __future__ import annotations

import argparse
import json
import os
import signal
import sys
import threading
from collections.abc import Callable, Iterator
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, BinaryIO

from attnlab import locales

if TYPE_CHECKING:
    from attnlab.ct2 import CT2Translator
    from attnlab.runs import LoadedRun
    from attnlab.translation import Translator
    from attnlab.viz.explorer.evidence import EvidenceSource


def _walkthrough(args: argparse.Namespace) -> int:
    from attnlab import walkthrough

    lang = args.lang or locales.default_language()
    data = walkthrough.build()
    row = walkthrough.model_row(args.run) if args.run else None
    if args.json:
        shown = data if row is None else {**data, "model_row": row}
        print(json.dumps(shown, ensure_ascii=False, indent=2))
        return 0
    print(walkthrough.format_text(data, lang))
    if row is not None:
        print(f"\n{walkthrough.format_model_row(row, lang)}")
    return 0


def _train(args: argparse.Namespace) -> int:
    from attnlab.config import load_config
    from attnlab.training.trainer import train

    config = load_config(args.config, args.overrides)
    run_dir = train(config, resume=args.resume)
    if os.environ.get("RANK", "0") == "0":  # under torchrun: rank 0 speaks for all
        print(f"run: {run_dir}")
    return 0


def _config_show(args: argparse.Namespace) -> int:
    from attnlab.config import show_config

    print(show_config(args.config, args.overrides), end="")
    return 0


def _translate(args: argparse.Namespace) -> int:
    from attnlab.alignment import pharaoh
    from attnlab.data.languages import wrong_script
    from attnlab.data.text import is_blank
    from attnlab.reporting import WorkProgress
    from attnlab.translation import Translation, Translator

    prefixes = _Prefixes(args.prefix, args.prefix_file)
    n_best = 1 if args.n_best is None else args.n_best
    align: Callable[[Translation], list[tuple[int, int]]] | None = None
    maps = args.attention_png is not None  # attention is computed only to be used
    if args.ct2 is None:
        translator = Translator.from_run(args.run_dir, int8=args.int8)
        run = translator.run
        _check_n_best(args.n_best, translator.beam_size(args.beam))
        options = _alignment_options(args, translator)
        if options is not None:
            maps = True
            align = partial(translator.align, layer=options[0], head=options[1])

        def decode(sentences: list[str], forced: list[str] | None) -> list[list[Translation]]:
            return translator.translate_n_best(
                sentences, n_best, args.beam, need_weights=maps, prefixes=forced
            )
    else:
        if args.int8:
            raise ValueError(
                "--int8 quantizes attnlab's own decoder; a CTranslate2 export has its own "
                "(`attnlab export-ct2 RUN DIR --quantization int8`): drop one of the two"
            )
        ct2 = _ct2_translator(args)
        run = ct2.run

        def decode(sentences: list[str], forced: list[str] | None) -> list[list[Translation]]:
            return [[translation] for translation in ct2.translate(sentences, args.beam)]

    source_lang = run.tokenizers.src.lang
    index = 0
    typed = sys.stdin.isatty()  # someone typing sees each line's translation: no progress
    progress = WorkProgress("translating", None, "lines", quiet=args.quiet or typed)
    for lines in input_batches(sys.stdin.buffer):
        # A blank line translates to a blank line (in an n-best list: to no line), so the output
        # stays aligned with the input.
        numbers = [index + k for k, line in enumerate(lines) if not is_blank(line)]
        wanted = [lines[number - index] for number in numbers]
        done = iter(decode(wanted, prefixes.of(numbers)) if wanted else [])
        for line in lines:
            hypotheses = next(done) if not is_blank(line) else []
            mismatch = wrong_script(line, source_lang)
            if mismatch:
                print(
                    f"attnlab translate: warning: line {index + 1} is mostly in {mismatch[1]} "
                    f"script, but this model translates from {source_lang} ({mismatch[0]} "
                    "script); translated anyway",
                    file=sys.stderr,
                )
            if not hypotheses and args.n_best is None:
                print("", flush=True)
            for translation in hypotheses:
                fields = [translation.target]
                if args.n_best is not None:  # Moses n-best: index ||| text ||| scores
                    scores = [f"{translation.score:.4f}", f"{translation.log_prob:.4f}"]
                    fields = [str(index), translation.target, *scores]
                if align is not None:
                    fields.append(pharaoh(align(translation)))
                print(" ||| ".join(fields), flush=True)
            if hypotheses and args.attention_png is not None:
                from attnlab.viz.heatmap import save_maps  # matplotlib: only when drawing

                best = hypotheses[0]
                save_maps(
                    best.attention,
                    0,
                    best.source_tokens,
                    best.target_tokens,
                    Path(args.attention_png),
                    prefix=f"{index:04d}",
                    lang=locales.default_language(),
                )
            index += 1
        progress.advance(len(lines))
    progress.close()
    prefixes.check_all_used(index)
    if args.attention_png is not None:
        print(f"heatmaps: {args.attention_png}", file=sys.stderr)
    return 0


def _check_n_best(n_best: int | None, beam_size: int) -> None:
    """Before any input is read: --n-best K needs a beam of K or more."""
    if n_best is not None and not 1 <= n_best <= beam_size:
        raise ValueError(
            f"--n-best {n_best} must be between 1 and the beam size ({beam_size}): a beam "
            f"keeps {beam_size} hypotheses; give --beam {max(n_best, 1)} or more"
        )


def _alignment_options(
    args: argparse.Namespace, translator: Translator
) -> tuple[int, int | None] | None:
    """--alignments' (layer, head), from the options counted from 1 as heatmaps count them, to
    ``Translator.align``'s 0-based ones (head None: the heads' mean); None without it."""
    if not args.alignments:
        if args.align_layer is not None or args.align_head is not None:
            raise ValueError(
                "--align-layer and --align-head choose what --alignments reads; add --alignments"
            )
        return None
    layers, heads = translator.cross_attention
    if layers == 0:
        raise ValueError(
            "this model has no cross-attention to align with (a fixed-context model); drop "
            "--alignments"
        )
    layer = layers if args.align_layer is None else args.align_layer
    if not 1 <= layer <= layers:
        raise ValueError(f"--align-layer {layer}: choose 1 to {layers}, this model's layers")
    if args.align_head is not None and not 1 <= args.align_head <= heads:
        raise ValueError(f"--align-head {args.align_head}: choose 1 to {heads}, a layer's heads")
    return layer - 1, None if args.align_head is None else args.align_head - 1


class _Prefixes:
    """The target prefix of each input line: --prefix for all, or --prefix-file's line of the
    same number (blank input lines count, so the files stay aligned), or none."""

    def __init__(self, text: str | None, path: str | None) -> None:
        self.text, self.path = text, path
        self.lines = None if path is None else read_lines(path)

    def of(self, numbers: list[int]) -> list[str] | None:
        """The prefixes of input lines ``numbers`` (from 0); None when none were given."""
        if self.lines is None:
            return None if self.text is None else [self.text] * len(numbers)
        if numbers and numbers[-1] >= len(self.lines):
            raise ValueError(
                f"input line {numbers[-1] + 1} has no prefix: {self.path} has "
                f"{len(self.lines)} lines; give one per input line (an empty line for none)"
            )
        return [self.lines[number] for number in numbers]

    def check_all_used(self, count: int) -> None:
        if self.lines is not None and len(self.lines) > count:
            raise ValueError(
                f"{self.path} has {len(self.lines)} lines for {count} input lines; give one "
                "prefix per input line"
            )


def _score(args: argparse.Namespace) -> int:
    from attnlab.translation import Translator

    pairs = _scored_pairs(args)  # all of them, checked, before anything is printed
    for scored in Translator.from_run(args.run_dir).score(pairs):
        fields = [
            f"{scored.log_prob:.4f}",
            f"{scored.log_prob_per_token:.4f}",
            str(len(scored.token_log_probs)),
        ]
        if args.per_token:
            fields.append(" ".join(scored.target_tokens))
            fields.append(" ".join(f"{value:.4f}" for value in scored.token_log_probs))
        print("\t".join(fields))
    return 0


def _scored_pairs(args: argparse.Namespace) -> list[tuple[str, str]]:
    """(source, target) pairs from --source and --target, or from TAB-separated stdin; a
    ValueError names the first line that cannot be scored and what to fix."""
    if (args.source is None) != (args.target is None):
        raise ValueError(
            "--source and --target go together: give both files, or no file and "
            "`source<TAB>target` lines on stdin"
        )
    if args.source is not None:
        sources, targets = read_lines(args.source), read_lines(args.target)
        if len(sources) != len(targets):
            raise ValueError(
                f"{args.source} has {len(sources)} lines but {args.target} has {len(targets)}: "
                "line i of the target file is the translation of line i of the source file"
            )
        pairs, where = list(zip(sources, targets, strict=True)), f"{args.target} line"
    else:
        pairs, where = [], "input line"
        for number, line in enumerate(read_lines(sys.stdin.buffer), 1):
            fields = line.split("\t")
            if len(fields) != 2:
                found = "no tab" if len(fields) == 1 else f"{len(fields) - 1} tabs"
                raise ValueError(
                    f"input line {number} has {found}; give one `source<TAB>target` pair a "
                    "line (or --source FILE --target FILE)"
                )
            pairs.append((fields[0], fields[1]))
    for number, (_, target) in enumerate(pairs, 1):
        if not target.strip():
            raise ValueError(
                f"{where} {number} has an empty target; give every source the translation to score"
            )
    return pairs


QUIET_HELP = "no progress lines on stderr (they never go to stdout)"


THREADS_HELP = (
    "CPU threads for decoding: a number, or auto (default): the cores free now, as training's "
    "train.threads=auto chooses them. On a shared machine one thread is often fastest"
)


def _threads(value: str) -> int | str:
    if value == "auto":
        return value
    try:
        number = int(value)
    except ValueError:
        number = 0
    if number < 1:
        raise argparse.ArgumentTypeError(
            f"--threads takes a number of 1 or more, or auto: {value!r}"
        )
    return number


def _apply_threads(args: argparse.Namespace) -> None:
    """A verb's --threads, applied before it loads anything; args.threads becomes the number."""
    from attnlab.training.threads import set_threads

    args.threads = set_threads(args.threads, say=lambda line: None) or 1


def _ct2_translator(args: argparse.Namespace) -> CT2Translator:
    from attnlab.ct2 import CT2Translator

    wanted = {
        "--attention-png": args.attention_png is not None,
        "--n-best": args.n_best is not None,
        "--alignments": args.alignments,
        "--prefix": args.prefix is not None or args.prefix_file is not None,
    }
    asked = [option for option, given in wanted.items() if given]
    if asked:
        raise ValueError(
            f"{asked[0]} needs attnlab's own decoding (a CTranslate2 export is run for text "
            f"alone here); drop --ct2 or {asked[0]}"
        )
    return CT2Translator(args.run_dir, args.ct2, threads=args.threads)


def _export_ct2(args: argparse.Namespace) -> int:
    from attnlab.ct2 import export

    out = export(args.run_dir, args.out, args.quantization)
    print(f"CTranslate2 model ({args.quantization}): {out}")
    print(f"translate with: attnlab translate {args.run_dir} --ct2 {out}")
    return 0


def input_batches(stream: BinaryIO, max_lines: int = 256) -> Iterator[list[str]]:
    """The lines of ``stream`` as they arrive, in batches: what is available now (at most
    ``max_lines``), so a pipe sees translations before its input ends and an interactive user
    after each line. CRLF and a leading byte-order mark are removed; a line that is not UTF-8
    is a ValueError naming it."""
    read = getattr(stream, "read1", stream.read)  # read1: what is there, without waiting for more
    pending, number = b"", 0
    while True:
        chunk = read(1 << 16)
        if chunk:
            pending += chunk
            *complete, pending = pending.split(b"\n")
        else:  # end of input: a last line without a newline still counts
            complete, pending = ([pending] if pending else []), b""
        lines, bad = [], None
        for raw in complete:
            number += 1
            try:
                text = raw.decode("utf-8")
            except UnicodeDecodeError as error:
                bad = ValueError(
                    f"input line {number} is not UTF-8 (byte {raw[error.start]:#04x} at "
                    f"position {error.start}); convert the input first, e.g. "
                    "`iconv -f GBK -t UTF-8`"
                )
                break
            lines.append(text.removeprefix("\ufeff" if number == 1 else "").removesuffix("\r"))
        for start in range(0, len(lines), max_lines):
            yield lines[start : start + max_lines]  # the lines before a bad one are translated
        if bad is not None:
            raise bad
        if not chunk:
            return


def read_lines(path: str | BinaryIO) -> list[str]:
    """Every line of a file (a path) or a stream, decoded as ``input_batches`` decodes them;
    for a path, its name leads the error of a line that is not UTF-8."""
    if not isinstance(path, str):
        return [line for batch in input_batches(path) for line in batch]
    try:
        with open(path, "rb") as stream:
            return read_lines(stream)
    except FileNotFoundError:
        raise ValueError(f"{path}: no such file; check the path") from None
    except IsADirectoryError:
        raise ValueError(f"{path} is a folder; give a file of one line per sentence") from None
    except ValueError as error:
        raise ValueError(f"{path}: {error}") from None


def _evaluate(args: argparse.Namespace) -> int:
    from attnlab.evaluate import evaluate_run

    evaluate_run(
        args.run_dir,
        split=args.split,
        beam_size=args.beam,
        by_length=args.by_length,
        buckets=args.buckets,
        length_unit=args.length_unit,
        output=args.output,
        weights=args.weights,
        quiet=args.quiet,
        int8=args.int8,
    )
    return 0


def _compare(args: argparse.Namespace) -> int:
    from attnlab.compare import compare_runs, comparison_json, format_comparison

    summaries = compare_runs(args.run_dirs)
    if args.json:
        print(json.dumps(comparison_json(summaries), ensure_ascii=False, indent=2))
    else:
        print(format_comparison(summaries))
    return 0


def _demo(args: argparse.Namespace) -> int:
    from attnlab.demo import run_demo

    baseline = None if args.no_baseline else Path(args.baseline)
    run_demo(Path(args.config), args.overrides, baseline)
    return 0


def _experiment(args: argparse.Namespace) -> int:
    from attnlab.experiments import EXPERIMENTS
    from attnlab.results import report_file

    lang = args.lang or locales.default_language()
    if args.list or args.name is None:  # in Chinese, each report's title: the summaries are en
        width = max(map(len, EXPERIMENTS))
        for name, experiment in EXPERIMENTS.items():
            said = (
                experiment.summary
                if lang == "en"
                else locales.translate(lang, f"report.{name}.title")
            )
            print(f"{name:<{width}}  {said}")
        return 0
    if args.name not in EXPERIMENTS:
        raise ValueError(
            f"unknown experiment {args.name!r}; `attnlab experiment --list` shows them: "
            f"{', '.join(EXPERIMENTS)}"
        )
    out = Path(args.out) if args.out else Path("results") / args.name
    if args.redraw:
        EXPERIMENTS[args.name].redraw(out)
    else:
        EXPERIMENTS[args.name].run(out, args.quick, args.minutes)
    # The report is written in every language; the one asked for ends the output, from its
    # "Does it hold?" heading on.
    report = out / report_file(lang)
    text = report.read_text(encoding="utf-8") if report.exists() else ""
    heading = f"## {locales.translate(lang, 'report.does_it_hold')}"
    if heading in text:
        print(text[text.index(heading) :].rstrip(), end="\n\n")
    print(f"results: {out} (report: {report})")
    return 0


RUN_HELP = (
    "a run directory written by `attnlab train`, or a shipped model's name (`attnlab models` "
    "lists them)"
)
RESULTS_HELP = (
    "the experiments' results folder, for the Evidence tab (default: ./results when it exists)"
)


def _evidence(results: str | None) -> EvidenceSource:
    """The explorer's Evidence view: the registered experiments and their results folder."""
    from attnlab.experiments import EXPERIMENTS
    from attnlab.viz.explorer.evidence import EvidenceSource, results_folder

    summaries = {name: experiment.summary for name, experiment in EXPERIMENTS.items()}
    return EvidenceSource(results_folder(results), summaries)


def _explore(args: argparse.Namespace) -> int:
    from attnlab.viz.explorer import serve

    evidence = _evidence(args.results)
    runs = args.run_dirs or _shipped_runs()
    return serve(
        runs, host=args.host, port=args.port, evidence=evidence, explanations=args.explanations
    )


def _serve(args: argparse.Namespace) -> int:
    from attnlab.serve import serve

    return serve(args.run_dirs, host=args.host, port=args.port)


def _shipped_runs() -> list[str]:
    from attnlab import pretrained

    names = pretrained.available()
    if not names:
        raise FileNotFoundError(
            "no run given and no shipped model found (attnlab/pretrained/ is empty); give run "
            "directories, e.g. `attnlab explore runs/tatoeba-bahdanau`"
        )
    return names


def _average(args: argparse.Namespace) -> int:
    from attnlab.training.averaging import average_run

    output = average_run(args.run_dir, args.last, args.output)
    print(f"wrote {output}: the mean of the last {args.last} kept weights of {args.run_dir}")
    return 0


def _models(args: argparse.Namespace) -> int:
    from attnlab import pretrained

    rows = [pretrained.summary(name) for name in pretrained.available()]
    if args.json:
        print(json.dumps(rows, ensure_ascii=False, indent=2))
    else:
        print(pretrained.format_summaries(rows))
    return 0


def _export(args: argparse.Namespace) -> int:
    from attnlab.viz.explorer import RequestError, RunLoadError, export_page

    evidence = _evidence(args.results)
    try:
        path = export_page(args.run_dir, args.sentence, args.output, args.beam, evidence)
    except (RunLoadError, RequestError) as error:
        print(f"attnlab export: error: {error}", file=sys.stderr)
        return 2
    print(f"wrote {path} ({path.stat().st_size / 1024:.0f} KiB)")
    return 0


def _explain(args: argparse.Namespace) -> int:
    from attnlab.explain import explain, intervene
    from attnlab.explain.report import as_json, format_text
    from attnlab.runs import load_run

    if (args.sentence is None) == (args.input is None):
        raise ValueError("give one sentence, or --input FILE with one sentence a line")
    if args.input is None and (args.output or args.html):
        raise ValueError("-o and --html go with --input FILE; for one sentence use --json or --png")
    run = load_run(args.run_dir)
    if args.input is not None:
        return _explain_file(args, run)
    if args.contrast is not None:
        from attnlab.explain import contrast
        from attnlab.explain.report import format_contrast

        step, alternative = args.contrast
        found = contrast(run, args.sentence, step, alternative, beam=args.beam)
        if args.json:
            print(json.dumps(found.to_json(), ensure_ascii=False))
        else:
            print(format_contrast(found))
        return 0
    explanation = explain(run, args.sentence, beam=args.beam)
    if args.words:
        from attnlab.explain import by_words

        explanation = by_words(explanation, run.tokenizers.src.lang)
    shown = ("permute", "uniform", "remove_top") if explanation.attention else ()
    effects = [intervene(run, args.sentence, name, beam=args.beam) for name in shown]
    if args.png:
        from attnlab.viz.explanation import save_explanation

        for path in save_explanation(explanation, args.png):
            print(f"wrote {path}", file=sys.stderr)
    if args.json:
        print(json.dumps(as_json(explanation, effects), ensure_ascii=False))
    else:
        print(format_text(explanation, effects))
    return 0


def _explain_file(args: argparse.Namespace, run: LoadedRun) -> int:
    """``explain --input FILE``: one JSON line per sentence (``Explanation.to_json``; reload
    them with ``load_explanations``) on stdout or into --output, and the faithfulness of the
    whole set on stderr."""
    from attnlab.data.text import is_blank
    from attnlab.explain import by_words, explain
    from attnlab.explain.report import faithfulness_lines, faithfulness_summary
    from attnlab.reporting import WorkProgress

    sentences = [line for line in read_lines(args.input) if not is_blank(line)]
    if not sentences:
        raise ValueError(f"{args.input} has no sentences: give one a line")
    out = open(args.output, "w", encoding="utf-8") if args.output else sys.stdout  # noqa: SIM115
    explanations, written = [], []  # by pieces (their faithfulness), and as written
    try:
        with WorkProgress("explaining", len(sentences), "sentences", quiet=args.quiet) as bar:
            for sentence in sentences:
                found = explain(run, sentence, beam=args.beam)
                explanations.append(found)
                if args.words:  # faithfulness belongs to the pieces: the summary keeps them
                    found = by_words(found, run.tokenizers.src.lang)
                written.append(found)
                line = {"run": args.run_dir, **found.to_json()}  # `explore --explanations`
                out.write(json.dumps(line, ensure_ascii=False) + "\n")
                out.flush()
                bar.advance(1)
    finally:
        if out is not sys.stdout:
            out.close()
    summary = faithfulness_summary(explanations)
    if args.html:
        from attnlab.explain.html import write_report

        path = write_report(
            written, args.html, f"attnlab explain {args.run_dir} --input {args.input}"
        )
        print(f"wrote {path}", file=sys.stderr)
    print(f"{len(sentences)} sentences explained", file=sys.stderr)
    print("\n".join(faithfulness_lines(summary)), file=sys.stderr)
    if args.output:
        print(f"wrote {args.output}", file=sys.stderr)
    return 0


def _contrast(text: str) -> tuple[int | str, str]:
    """WORD:ALTERNATIVE -> (the step: its index from 0 for a number from 1, else the word)."""
    word, colon, alternative = text.rpartition(":")
    if not colon or not word or not alternative:
        raise argparse.ArgumentTypeError(
            f"--contrast takes WORD:ALTERNATIVE, e.g. cat:dog or 3:dog, got {text!r}"
        )
    if word.isdigit():
        if int(word) < 1:
            raise argparse.ArgumentTypeError(f"steps count from 1, got {word}")
        return int(word) - 1, alternative
    return word, alternative


def _buckets(text: str) -> tuple[int, ...]:
    try:
        edges = tuple(int(part) for part in text.split(","))
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"buckets must be comma-separated integers like 0,10,20,30, got {text!r}"
        ) from None
    if list(edges) != sorted(set(edges)):
        raise argparse.ArgumentTypeError(f"bucket edges must increase, got {text!r}")
    return edges


INT8_HELP = (
    "decode with int8 weights in the linear and recurrent layers (PyTorch's dynamic "
    "quantization): about twice as fast on a CPU, BLEU within a few tenths of float32's, but "
    "some translations differ (docs/decoding.md)"
)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="attnlab",
        description="Attention made real and visible: train, translate, look.",
        epilog=EXIT_STATUS,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    walk = commands.add_parser(
        "walkthrough",
        help="the four steps of attention on the textbook chapter's example",
        description="Print the query, scores, softmax weights and context vector of the "
        "textbook chapter's worked example (the query for 'black' over 那只, 黑, 猫), for every "
        "score function, then with a padding mask (cross-attention over the source) and a "
        "causal mask (self-attention over the target).",
    )
    walk.add_argument("--json", action="store_true", help="print the same as JSON data")
    walk.add_argument(
        "--run",
        metavar="RUN",
        default=None,
        help="also set a trained model's own row for 'black' beside the chapter's (a run "
        "directory or a shipped model, e.g. rnnsearch): the chapter's sentence translated "
        "with beam 5",
    )
    walk.add_argument(
        "--lang",
        choices=locales.LANGUAGES,
        default=None,
        help="language of the text: en or zh (中文); default from the locale (LC_ALL, "
        "LC_MESSAGES, LANG), else en",
    )
    walk.set_defaults(handler=_walkthrough)

    from attnlab.data.commands import add_data_commands

    add_data_commands(commands)

    from attnlab.viz.captions import add_caption_commands

    add_caption_commands(commands)

    train = commands.add_parser(
        "train",
        help="train a translator from a YAML config",
        description="Train the model a YAML config describes (see configs/). Any config key can "
        "be overridden with --section.key=value, e.g. --train.lr=3e-4 --model.family=bahdanau. "
        "The run directory (runs/<name> unless --run_dir=...) receives the resolved config, "
        "the tokenizers, the best and last checkpoints and metrics.csv. On several GPUs or "
        "machines: torchrun --nproc_per_node=N -m attnlab train CONFIG ... (see the README).",
    )
    train.add_argument("config", help="YAML experiment config, e.g. configs/tatoeba-bahdanau.yaml")
    train.add_argument(
        "--resume", action="store_true", help="continue the run in the run directory exactly"
    )
    train.set_defaults(handler=_train)

    config = commands.add_parser(
        "config",
        help="show a config as training will use it, each value with where it comes from",
        description="Inspect experiment configs.",
    )
    config_actions = config.add_subparsers(dest="config_command", required=True, metavar="ACTION")
    show = config_actions.add_parser(
        "show",
        help="print the resolved config as YAML, each value with where it comes from",
        description="Print CONFIG as `attnlab train CONFIG --section.key=value ...` would use "
        "it, as YAML; a comment after each value says where it comes from: the file, an "
        "override, its default, or derived from other keys (e.g. model.embed_dim from "
        "model.hidden_dim). Accepts the same overrides as `attnlab train`.",
    )
    show.add_argument(
        "config", metavar="CONFIG", help="YAML experiment config, e.g. configs/custom-data.yaml"
    )
    show.set_defaults(handler=_config_show)

    translate = commands.add_parser(
        "translate",
        help="translate stdin to stdout, one sentence a line",
        description="Translate each line of standard input with a trained run and print one "
        "translation per line (a blank line stays blank).",
        epilog=TRANSLATE_OUTPUT,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    translate.add_argument("run_dir", metavar="RUN", help=RUN_HELP)
    translate.add_argument(
        "--beam", type=int, default=None, help="beam size (1 = greedy; default: the run's config)"
    )
    translate.add_argument(
        "--attention-png",
        metavar="DIR",
        default=None,
        help="also write a cross-attention heatmap PNG per sentence into DIR",
    )
    translate.add_argument("--int8", action="store_true", help=INT8_HELP)
    translate.add_argument(
        "--ct2",
        metavar="DIR",
        default=None,
        help="decode with the CTranslate2 export of RUN_DIR in DIR (`attnlab export-ct2`); "
        "same tokenization and length limits, greedy output identical to attnlab's",
    )
    translate.add_argument(
        "--n-best",
        type=int,
        default=None,
        metavar="K",
        help="print the K best hypotheses of the beam per sentence (K at most the beam size), "
        "best first, as `INDEX ||| translation ||| score ||| logprob` (see below)",
    )
    translate.add_argument(
        "--alignments",
        action="store_true",
        help="append ` ||| ` and the word alignment read from cross-attention, in Pharaoh "
        "format `i-j` (source word i, target word j, from 0; see below)",
    )
    translate.add_argument(
        "--align-layer",
        type=int,
        default=None,
        metavar="N",
        help="the decoder layer whose cross-attention --alignments reads, from 1 "
        "(default: the last)",
    )
    translate.add_argument(
        "--align-head",
        type=int,
        default=None,
        metavar="H",
        help="read head H alone, from 1 (default: the mean of the layer's heads)",
    )
    prefix = translate.add_mutually_exclusive_group()
    prefix.add_argument(
        "--prefix",
        metavar="TEXT",
        default=None,
        help="force every translation to start with TEXT, then continue freely (CTranslate2's "
        "target_prefix); the output includes it",
    )
    prefix.add_argument(
        "--prefix-file",
        metavar="FILE",
        default=None,
        help="as --prefix, line i of FILE for input line i (an empty line: no prefix)",
    )
    translate.add_argument("--threads", type=_threads, default="auto", help=THREADS_HELP)
    translate.add_argument("--quiet", action="store_true", help=QUIET_HELP)
    translate.set_defaults(handler=_translate)

    score = commands.add_parser(
        "score",
        help="the log-probability a run gives each target of source-target pairs",
        description="Score given translations: read `source<TAB>target` lines from standard "
        "input (or --source FILE --target FILE, line by line) and print, per pair, the "
        "log-probability of the target under the model, teacher-forced, the end-of-sentence "
        "token included: `logprob<TAB>logprob_per_token<TAB>tokens` (natural log; tokens: "
        "how many subword tokens the target has, its eos included). Input that cannot be "
        "scored (a line without a tab, an empty target) is an error naming its line, before "
        "anything is printed.",
    )
    score.add_argument("run_dir", metavar="RUN", help=RUN_HELP)
    score.add_argument("--source", metavar="FILE", default=None, help="source sentences")
    score.add_argument(
        "--target", metavar="FILE", default=None, help="their translations, line for line"
    )
    score.add_argument(
        "--per-token",
        action="store_true",
        help="add two columns: the target's tokens (subword pieces, then </s>) and the "
        "log-probability of each, space-separated",
    )
    score.add_argument("--threads", type=_threads, default="auto", help=THREADS_HELP)
    score.set_defaults(handler=_score)

    export_ct2 = commands.add_parser(
        "export-ct2",
        help="export a Transformer run to CTranslate2, for fast CPU translation",
        description="Write the run's best weights as a CTranslate2 model (pip install "
        "ctranslate2) into OUT; translate with `attnlab translate RUN_DIR --ct2 OUT`. "
        "Transformer runs only.",
    )
    export_ct2.add_argument(
        "run_dir", metavar="RUN", help="a Transformer run directory, or `transformer`"
    )
    export_ct2.add_argument("out", metavar="OUT", help="the directory to write (new, or an export)")
    export_ct2.add_argument(
        "--quantization",
        default="float32",
        choices=["float32", "int8", "int8_float32", "int16"],
        help="weight type (default float32; int8: about 4x smaller and faster on CPU)",
    )
    export_ct2.set_defaults(handler=_export_ct2)

    evaluate = commands.add_parser(
        "evaluate",
        help="sacreBLEU BLEU, chrF and exact matches of a run on a split",
        description="Translate a split of the run's corpus and score it with sacreBLEU (BLEU and "
        "chrF, all references) and by exact match (a translation equal to a reference). Prints "
        "the signatures and writes RUN_DIR/report-SPLIT.json (report-test.json by default, the "
        "one `attnlab compare` reads).",
    )
    evaluate.add_argument("run_dir", metavar="RUN", help=RUN_HELP)
    evaluate.add_argument("--split", default="test", choices=["dev", "test"], help="default test")
    evaluate.add_argument("--beam", type=int, default=None, help="beam size (default: config)")
    evaluate.add_argument(
        "--weights",
        default="best",
        choices=["best", "last"],
        help="best: those of the best dev BLEU (default); last: the latest checkpoint's, e.g. "
        "of a run stopped with Ctrl-C after its last evaluation",
    )
    evaluate.add_argument(
        "--int8", action="store_true", help=INT8_HELP + "; the report is report-SPLIT-int8.json"
    )
    evaluate.add_argument(
        "--by-length", action="store_true", help="also BLEU by source length, as a table"
    )
    evaluate.add_argument(
        "--buckets",
        type=_buckets,
        default=None,
        metavar="EDGES",
        help="source-length bucket edges for --by-length, e.g. 0,10,20,30,40,50,60",
    )
    evaluate.add_argument(
        "--length-unit",
        choices=["words", "characters", "tokens"],
        default=None,
        help="what --by-length counts in a source: words, characters or tokens (the subword "
        "pieces of the run's source tokenizer); default characters for Chinese and Japanese "
        "sources, words otherwise",
    )
    evaluate.add_argument(
        "-o",
        "--output",
        metavar="FILE",
        default=None,
        help="also write the translations to FILE, one a line for each distinct source of the "
        "split, in the order of their first pair (a source with several references is "
        "translated once); FILE.sources gets the sources, aligned",
    )
    evaluate.add_argument("--threads", type=_threads, default="auto", help=THREADS_HELP)
    evaluate.add_argument("--quiet", action="store_true", help=QUIET_HELP)
    evaluate.set_defaults(handler=_evaluate)

    compare = commands.add_parser(
        "compare",
        help="runs side by side: model, size, training time and speed, dev and test BLEU",
        description="Put runs side by side: family and key options, parameters, training time, "
        "median tokens/s and best dev BLEU (RUN_DIR/metrics.csv, written by `attnlab train`; "
        "steps and time from its last checkpoint if that is later), "
        "test BLEU and chrF and BLEU by source length (RUN_DIR/report-test.json, written by "
        "`attnlab evaluate RUN_DIR --by-length`; a report of another split, such as "
        "report-dev.json, is not shown).",
    )
    compare.add_argument("run_dirs", nargs="+", metavar="RUN", help="runs: " + RUN_HELP)
    compare.add_argument("--json", action="store_true", help="print the same as JSON data")
    compare.set_defaults(handler=_compare)

    demo = commands.add_parser(
        "demo",
        help="fetch Tatoeba zh-en, train RNNsearch and the fixed-context baseline side by "
        "side, score them, translate and draw (make demo)",
        description="The main job: fetch the default corpus; train the Bahdanau model of "
        "CONFIG (default configs/tatoeba-bahdanau.yaml) and, at the same time in another "
        "process, the baseline without attention (--baseline), one CPU thread each for the "
        "same 1,000 steps (--train.max_steps changes both; a finished run is reused, a "
        "stopped one resumed); report test BLEU and "
        "chrF, also by sentence length, translate the demo sentences and write their heatmaps. "
        "Accepts config overrides like `attnlab train`; they apply to both models.",
    )
    demo.add_argument("config", nargs="?", default="configs/tatoeba-bahdanau.yaml")
    demo.add_argument(
        "--baseline",
        default="configs/tatoeba-fixed-context.yaml",
        metavar="CONFIG",
        help="the model to compare with (default configs/tatoeba-fixed-context.yaml)",
    )
    demo.add_argument(
        "--no-baseline",
        action="store_true",
        help="train CONFIG alone (on all cores unless --train.threads says otherwise)",
    )
    demo.set_defaults(handler=_demo)

    experiment = commands.add_parser(
        "experiment",
        help="reproduce a claim of the literature: train, measure, draw, report",
        description="Run an experiment (attnlab/experiments/): it trains what it needs "
        "(resuming what a stopped run left), measures, and writes a figure, a JSON of every "
        "number and a README.md that says whether the claim holds into --out "
        "(default results/NAME).",
    )
    experiment.add_argument("name", nargs="?", metavar="NAME", help="the experiment to run")
    experiment.add_argument("--list", action="store_true", help="list the experiments")
    experiment.add_argument(
        "--quick", action="store_true", help="the whole pipeline on a tiny slice, in a minute"
    )
    experiment.add_argument("--out", default=None, help="output folder (default results/NAME)")
    experiment.add_argument(
        "--redraw",
        action="store_true",
        help="run nothing: draw the figures and write the reports again, in every language, "
        "from the JSON already in --out",
    )
    experiment.add_argument(
        "--minutes", type=float, default=None, help="training budget per model (default: its own)"
    )
    experiment.add_argument(
        "--lang",
        choices=locales.LANGUAGES,
        default=None,
        help="the language of --list and of the report printed at the end: en (README.md) or zh "
        "(README.zh.md, 中文); both reports are written. Default from the locale (LC_ALL, "
        "LC_MESSAGES, LANG), else en",
    )
    experiment.set_defaults(handler=_experiment)

    average = commands.add_parser(
        "average",
        help="average the weights a run kept at its last evaluations, as a new run",
        description="Write a new run directory OUTPUT: RUN's config, tokenizers and metrics, "
        "and as its model the mean of the weights of RUN's last N evaluations (a run keeps "
        "them with --train.keep_last=N). OUTPUT then works with every verb.",
    )
    average.add_argument(
        "run_dir", metavar="RUN", help="a run directory written by `attnlab train`"
    )
    average.add_argument("--last", type=int, default=5, help="how many (default 5)")
    average.add_argument("-o", "--output", required=True, help="the new run directory")
    average.set_defaults(handler=_average)

    models = commands.add_parser(
        "models",
        help="the trained models that ship with attnlab, by the names every verb takes",
        description="List the shipped models (attnlab/pretrained/): name, family, test BLEU, "
        "training steps and hours, size. Every verb that takes a run takes these names, e.g. "
        "`echo 我喜欢喝茶。 | attnlab translate rnnsearch`; `attnlab explore` with no run opens "
        "them all.",
    )
    models.add_argument("--json", action="store_true", help="print the same as JSON data")
    models.set_defaults(handler=_models)

    explore = commands.add_parser(
        "explore",
        help="a local web page to explore runs: translations, attention, the four steps",
        description="Serve the explorer for one or more runs on a local web server (bound to "
        "127.0.0.1 unless --host says otherwise) and print its URL.",
    )
    explore.add_argument(
        "run_dirs",
        nargs="*",
        metavar="RUN",
        help="runs (directories or shipped models' names): translators, and captioners (their "
        "Image view) beside them; default: every shipped model",
    )
    explore.add_argument("--host", default="127.0.0.1", help="address to bind (default local)")
    explore.add_argument("--port", type=int, default=8000, help="port (0: any free port)")
    explore.add_argument("--results", metavar="DIR", default=None, help=RESULTS_HELP)
    explore.add_argument(
        "--explanations",
        metavar="FILE",
        action="append",
        default=None,
        help="saved explanations (`attnlab explain RUN --input SENTENCES -o FILE`) to show in "
        "Attention vs attribution as they were computed; repeatable",
    )
    explore.add_argument("--threads", type=_threads, default="auto", help=THREADS_HELP)
    explore.set_defaults(handler=_explore)

    serve = commands.add_parser(
        "serve",
        help="a translation service over HTTP (FastAPI): translate, score, stream",
        description="Serve the runs as a JSON API on uvicorn (bound to 127.0.0.1 unless --host "
        "says otherwise): POST /v1/translate, /v1/translate/stream, /v1/score; GET "
        "/v1/models, /v1/health; the API's documentation at /docs.",
    )
    serve.add_argument("run_dirs", nargs="+", metavar="RUN", help=RUN_HELP)
    serve.add_argument("--host", default="127.0.0.1", help="address to bind (default local)")
    serve.add_argument("--port", type=int, default=8000, help="port (0: any free port)")
    serve.add_argument("--threads", type=_threads, default="auto", help=THREADS_HELP)
    serve.set_defaults(handler=_serve)

    export = commands.add_parser(
        "export",
        help="one sentence through a run, as a self-contained HTML page",
        description="Translate SENTENCE with the run and write the explorer page for it, data, "
        "script and styles inlined: it opens offline, without a server.",
    )
    export.add_argument("run_dir", metavar="RUN", help=RUN_HELP)
    export.add_argument("sentence", help="the source sentence")
    export.add_argument("-o", "--output", required=True, help="the HTML file to write")
    export.add_argument("--beam", type=int, default=None, help="beam size (default: config)")
    export.add_argument("--results", metavar="DIR", default=None, help=RESULTS_HELP)
    export.add_argument("--threads", type=_threads, default="auto", help=THREADS_HELP)
    export.set_defaults(handler=_export)

    explain = commands.add_parser(
        "explain",
        help="attention against attributions and interventions, for a sentence or a file",
        description="Translate SENTENCE, then for every emitted token set the attention weights "
        "beside three attributions of it to the source tokens (occlusion, gradient x input, "
        "integrated gradients), their agreement (Kendall tau, top-1), how faithful each is "
        "(comprehensiveness and sufficiency of its top positions, against a random ranking), "
        "and what permuting, flattening or removing the top attention weight does to the output.",
    )
    explain.add_argument("run_dir", metavar="RUN", help=RUN_HELP)
    explain.add_argument(
        "sentence", nargs="?", default=None, help="the source sentence (or --input FILE)"
    )
    explain.add_argument(
        "--input",
        metavar="FILE",
        default=None,
        help="explain every line of FILE instead: one JSON object a line (as --json gives, "
        "without the interventions) on stdout or into --output, and the set's faithfulness "
        "(comprehensiveness, sufficiency) on stderr",
    )
    explain.add_argument("-o", "--output", metavar="FILE", default=None, help="with --input")
    explain.add_argument(
        "--html",
        metavar="PAGE",
        default=None,
        help="with --input: also one self-contained HTML page, the set's faithfulness and "
        "each sentence's attention and attributions as shaded tables",
    )
    explain.add_argument(
        "--contrast",
        type=_contrast,
        metavar="WORD:ALTERNATIVE",
        default=None,
        help="why the emitted WORD and not ALTERNATIVE? Attributions of log p(WORD) - log "
        "p(ALTERNATIVE) at WORD's step (WORD: an emitted word, its first occurrence, or the "
        "step's number from 1), e.g. --contrast cat:dog",
    )
    explain.add_argument("--quiet", action="store_true", help="no progress on stderr")
    explain.add_argument(
        "--words",
        action="store_true",
        help="words, not subword pieces: every map merged into whitespace-separated words "
        "(a Chinese or Japanese text without spaces keeps its pieces); source pieces summed, "
        "target pieces averaged for attention and summed for attributions (docs/explain.md)",
    )
    explain.add_argument("--beam", type=int, default=None, help="beam size (default: config)")
    explain.add_argument("--json", action="store_true", help="print every number as JSON")
    explain.add_argument("--png", metavar="DIR", default=None, help="write heatmaps into DIR")
    explain.add_argument("--threads", type=_threads, default="auto", help=THREADS_HELP)
    explain.set_defaults(handler=_explain)
    return parser


TRANSLATE_OUTPUT = """output:
  default        one translation per input line
  --n-best K     K lines per sentence, best first (Moses and Marian n-best lists):
                   INDEX ||| translation ||| score ||| logprob
                 INDEX: the input line, from 0 (a blank line gets no line); logprob: the
                 natural-log probability of the translation, eos included; score: what
                 the beam ranks by, logprob / ((5 + T) / 6) ** alpha, T its tokens with
                 eos, alpha the run's decode.length_penalty
  --alignments   adds ` ||| 0-0 1-2 2-1` to each line: for each target word j, the source
                 word i it attends to most (attention summed over the source word's
                 subword pieces, averaged over the target word's). Words are the text's
                 whitespace-separated words; a Chinese or Japanese text without spaces
                 is aligned piece by piece
  --prefix TEXT  each translation starts with TEXT's subword pieces, then decodes freely

examples:
  echo 我喜欢喝茶。 | attnlab translate rnnsearch --beam 5 --n-best 3
  echo 我喜欢喝茶。 | attnlab translate transformer --alignments --align-layer 2
  echo 我喜欢喝茶。 | attnlab translate rnnsearch --prefix "I like"
"""

EXIT_STATUS = """exit status:
  0    done
  2    a user error: a config, data file, run directory, option or input that cannot be
       used; one line on stderr says what was wrong and how to fix it
  1    an unexpected error, a bug: its trace is shown (please report it)
  130  interrupted (Ctrl-C)
ATTNLAB_DEBUG=1 shows the trace of user errors too."""


class _CtrlCWatch:
    """A SIGINT handler that raises KeyboardInterrupt as Python's does, and remembers it: some
    libraries' C start swallows it (torch, inside its import of NumPy, which the next
    ``import numpy`` then refuses: "cannot load module more than once per process") or turns
    it into another error (SentencePiece: ImportError "initialization failed")."""

    def __init__(self) -> None:
        self.seen = False

    def __call__(self, signum: int, frame: object) -> None:
        self.seen = True
        raise KeyboardInterrupt


def main(argv: list[str] | None = None) -> int:
    command = "attnlab"  # until the arguments are parsed (which imports torch: seconds)
    ctrl_c = _CtrlCWatch()
    watched = threading.current_thread() is threading.main_thread() and (
        signal.getsignal(signal.SIGINT) is signal.default_int_handler
    )
    previous = signal.signal(signal.SIGINT, ctrl_c) if watched else None
    try:
        args, extra = build_parser().parse_known_args(argv)
        if ctrl_c.seen:  # during the imports, and swallowed there
            raise KeyboardInterrupt
        command = f"attnlab {args.command}"
        if args.command in ("train", "demo", "config", "caption-train"):
            args.overrides = extra
        elif extra:
            build_parser().error(f"unrecognized arguments: {' '.join(extra)}")
        if hasattr(args, "threads"):
            _apply_threads(args)
        return int(args.handler(args))
    except BrokenPipeError:  # `attnlab ... | head`
        return 0
    except KeyboardInterrupt:
        print(f"{command}: interrupted", file=sys.stderr)
        return 130
    except (ValueError, OSError, ImportError) as error:
        if ctrl_c.seen:  # a library's error for the interrupt
            print(f"{command}: interrupted", file=sys.stderr)
            return 130
        # Bad input (config, data, run directory, missing dependency): say what and how to
        # fix it, without a stack trace. ATTNLAB_DEBUG=1 shows the trace.
        if os.environ.get("ATTNLAB_DEBUG"):
            raise
        print(f"{command}: error: {error}", file=sys.stderr)
        return 2
    finally:
        if watched:
            signal.signal(signal.SIGINT, previous)


if __name__ == "__main__":
    sys.exit(main())
