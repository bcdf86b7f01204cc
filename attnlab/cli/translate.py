"""``attnlab translate``: stdin to stdout, one sentence a line; n-best lists, alignments
and target prefixes, with attnlab's decoder or a CTranslate2 export; a line that cannot be
translated stops it, or leaves an empty line in its place (--on-error skip)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from attnlab.cli.common import parse_beam, parse_threads
from attnlab.cli.language import language, text

if TYPE_CHECKING:
    from attnlab.alignment import Reading
    from attnlab.ct2 import CT2Translator
    from attnlab.data import Tokenizers
    from attnlab.data.lines import BadLine
    from attnlab.runs import LoadedRun
    from attnlab.translation import Translation, Translator


COMMAND = "attnlab translate"


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    from attnlab.aligners import METHODS
    from attnlab.decoding.limits import MAX_CHARACTERS

    translate = commands.add_parser(
        "translate",
        help=text("cli.translate.help"),
        description=text("cli.translate.description"),
        epilog=text("cli.translate.epilog"),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    translate.add_argument(
        "run_dirs",
        nargs="+",
        metavar="RUN",
        help=text("cli.translate.runs", run=text("cli.common.run")),
    )
    translate.add_argument("--beam", type=parse_beam, default=None, help=text("cli.translate.beam"))
    translate.add_argument(
        "--attention-png", metavar="DIR", default=None, help=text("cli.translate.attention_png")
    )
    translate.add_argument(
        "--beam-rule",
        choices=["attnlab", "ctranslate2"],
        default=None,
        help=text("cli.common.beam_rule"),
    )
    translate.add_argument("--int8", action="store_true", help=text("cli.common.int8"))
    translate.add_argument("--ct2", metavar="DIR", default=None, help=text("cli.translate.ct2"))
    translate.add_argument(
        "--n-best", type=int, default=None, metavar="K", help=text("cli.translate.n_best")
    )
    translate.add_argument(
        "--alignments", action="store_true", help=text("cli.translate.alignments")
    )
    translate.add_argument(
        "--align-layer",
        type=int,
        default=None,
        metavar="N",
        help=text("cli.translate.align_layer"),
    )
    translate.add_argument(
        "--align-head", type=int, default=None, metavar="H", help=text("cli.translate.align_head")
    )
    translate.add_argument(
        "--align-shift", action="store_true", help=text("cli.translate.align_shift")
    )
    translate.add_argument(
        "--align-with",
        choices=METHODS,
        default=None,
        help=text("cli.translate.align_with"),
    )
    translate.add_argument(
        "--alignment-units", action="store_true", help=text("cli.translate.alignment_units")
    )
    translate.add_argument("--json", action="store_true", help=text("cli.translate.json"))
    translate.add_argument(
        "--confidence", action="store_true", help=text("cli.translate.confidence")
    )
    prefix = translate.add_mutually_exclusive_group()
    prefix.add_argument("--prefix", metavar="TEXT", default=None, help=text("cli.translate.prefix"))
    prefix.add_argument(
        "--prefix-file", metavar="FILE", default=None, help=text("cli.translate.prefix_file")
    )
    translate.add_argument(
        "--on-error", choices=["stop", "skip"], default="stop", help=text("cli.translate.on_error")
    )
    translate.add_argument(
        "--max-source-chars",
        type=_max_source_chars,
        default=MAX_CHARACTERS,
        metavar="N",
        help=text("cli.translate.max_source_chars", limit=MAX_CHARACTERS),
    )
    translate.add_argument(
        "--too-long",
        choices=["refuse", "crop"],
        default="refuse",
        help=text("cli.translate.too_long"),
    )
    translate.add_argument(
        "--threads", type=parse_threads, default="auto", help=text("cli.common.threads")
    )
    translate.add_argument("--quiet", action="store_true", help=text("cli.common.quiet"))
    translate.set_defaults(handler=handle)


def _max_source_chars(value: str) -> int:
    """--max-source-chars' type: 1 to the decoder's limit, the service's (decoding.limits)."""
    from attnlab.decoding.limits import MAX_CHARACTERS

    try:
        number = int(value)
    except ValueError:
        number = 0
    if not 1 <= number <= MAX_CHARACTERS:
        raise argparse.ArgumentTypeError(
            text("cli.translate.max_source_chars_error", limit=MAX_CHARACTERS, value=repr(value))
        )
    return number


def handle(args: argparse.Namespace) -> int:
    from attnlab.data.lines import marked_input_batches
    from attnlab.reporting import WorkProgress
    from attnlab.translation import Translator

    prefixes = _Prefixes(args.prefix, args.prefix_file)
    n_best = 1 if args.n_best is None else args.n_best
    args.json = args.json or args.confidence  # confidence comes as JSON lines
    sure: Callable[[list[Translation]], list[dict[str, Any]]] | None = None  # --confidence
    align: Callable[[list[Translation]], list[list[str]]] | None = None  # --alignments' fields
    maps = args.attention_png is not None  # attention is computed only to be used
    if args.ct2 is None:
        translator = Translator.ensemble(args.run_dirs, int8=args.int8)
        if args.beam_rule is not None:
            translator = translator.with_decoding(beam_rule=args.beam_rule)
        run = translator.run
        _check_n_best(args.n_best, translator.beam_size(args.beam))
        method = _align_method(args, run)
        align = _aligning(args, translator, method)
        maps = maps or method == "attention"
        sure = _confidence(args, translator)

        def decode(sentences: list[str], forced: list[str] | None) -> list[list[Translation]]:
            return translator.translate_n_best(
                sentences, n_best, args.beam, need_weights=maps, prefixes=forced
            )
    else:
        if args.confidence:
            raise ValueError(
                "--confidence reads the model's probabilities, dropout, gradients and attention, "
                "which a CTranslate2 export does not give: drop --ct2 (attnlab's own engine)"
            )
        if args.int8:
            raise ValueError(
                "--int8 quantizes attnlab's own decoder; a CTranslate2 export has its own "
                "(`attnlab export-ct2 RUN DIR --quantization int8`): drop one of the two"
            )
        ct2 = _ct2_translator(args)
        run = ct2.run
        align = _aligning(args, ct2, _align_method(args, run))  # a CTranslate2 export: no maps
        _check_n_best(args.n_best, ct2.decode.beam_size if args.beam is None else args.beam)

        def decode(sentences: list[str], forced: list[str] | None) -> list[list[Translation]]:
            return ct2.translate_n_best(sentences, n_best, args.beam)

    source_lang = run.tokenizers.src.lang
    rules = _LineRules(args.on_error, args.max_source_chars, args.too_long, run.tokenizers)
    index = 0
    typed = sys.stdin.isatty()  # someone typing sees each line's translation: no progress
    progress = WorkProgress("translating", None, "lines", quiet=args.quiet or typed)
    for batch in marked_input_batches(sys.stdin.buffer):
        # A blank line translates to a blank line (in an n-best list: to no line), so the output
        # stays aligned with the input; so does a line skipped under --on-error skip.
        sources, stop = rules.sources(batch, index, prefixes)
        wanted = [source for source in sources if source.text is not None]
        forced = None if prefixes.none else [source.prefix for source in wanted]
        done = iter(decode([source.text or "" for source in wanted], forced) if wanted else [])
        # under --on-error stop, the lines before the one that stops it
        decoded = [next(done) if source.text is not None else [] for source in sources]
        # the batch's alignments at once: the word aligner runs once a batch
        every = [t for found in decoded for t in found]
        fields = iter(align(every) if align else [])
        assessed = iter(sure(every) if sure else [])
        for source, hypotheses in zip(sources, decoded, strict=True):
            alignments = fields if align else None
            if args.json:
                _write_json(index, source, hypotheses, args, alignments, assessed if sure else None)
            else:
                _write(index, source, hypotheses, args, alignments, source_lang)
            index += 1
        progress.advance(len(sources))
        if stop is not None:
            raise ValueError(stop)
    progress.close()
    prefixes.check_all_used(index)
    if args.attention_png is not None:
        print(text("cli.translate.heatmaps", path=args.attention_png), file=sys.stderr)
    return 0


def _write_json(
    index: int,
    source: _Source,
    hypotheses: list[Translation],
    args: argparse.Namespace,
    alignments: Iterator[list[str]] | None,
    confidence: Iterator[dict[str, Any]] | None,
) -> None:
    """Input line ``index``'s output as one JSON line: everything translate can say of it."""
    import json

    translations = []
    for translation in hypotheses:
        entry: dict[str, Any] = {
            "text": translation.target,
            "score": round(translation.score, 4),
            "log_prob": round(translation.log_prob, 4),
        }
        if alignments is not None:
            shown = next(alignments)
            entry["alignment"] = shown[0]
            if args.alignment_units:
                entry["source_units"], entry["target_units"] = shown[1].split(), shown[2].split()
        if confidence is not None:
            entry["confidence"] = next(confidence)
        translations.append(entry)
    line = {"line": index, "source": source.text, "translations": translations}
    print(json.dumps(line, ensure_ascii=False), flush=True)


def _confidence(
    args: argparse.Namespace, translator: Translator
) -> Callable[[list[Translation]], list[dict[str, Any]]] | None:
    """What --confidence adds to each translation of a batch (``attnlab.confidence.view``);
    None without it."""
    if not args.confidence:
        return None
    from attnlab.confidence.view import confidence, estimator_of

    if len(args.run_dirs) > 1:
        raise ValueError(
            "--confidence reads one model's signals; an ensemble has several: give one RUN"
        )
    if args.int8:
        raise ValueError(
            "--confidence takes gradients (the source's share of each word), which int8 layers "
            "do not give: drop --int8"
        )
    run = translator.run
    estimator = estimator_of(run)
    return lambda found: confidence(run, estimator, [(t.source, t.target) for t in found])


def _write(
    index: int,
    source: _Source,
    hypotheses: list[Translation],
    args: argparse.Namespace,
    alignments: Iterator[list[str]] | None,
    source_lang: str,
) -> None:
    """Input line ``index``'s output: its translations (or n-best list, with alignments if
    asked), a warning for a line in the wrong script, and its heatmaps."""
    from attnlab.data.languages import wrong_script

    mismatch = wrong_script(source.text or "", source_lang)
    if mismatch:
        said = text(
            "cli.translate.wrong_script",
            line=index + 1,
            found=mismatch[1],
            lang=source_lang,
            expected=mismatch[0],
        )
        print(text("cli.warning", command=COMMAND, message=said), file=sys.stderr)
    if not hypotheses and args.n_best is None:
        print("", flush=True)
    for translation in hypotheses:
        fields = [translation.target]
        if args.n_best is not None:  # Moses n-best: index ||| text ||| scores
            scores = [f"{translation.score:.4f}", f"{translation.log_prob:.4f}"]
            fields = [str(index), translation.target, *scores]
        if alignments is not None:
            fields += next(alignments)
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
            lang=language(),
        )


@dataclass(frozen=True)
class _Source:
    """One input line as it is decoded: ``text`` (None: nothing to decode, for a blank line or
    one skipped under --on-error skip: an empty output line) and its forced target prefix."""

    text: str | None
    prefix: str = ""


class _LineRules:
    """What each input line becomes. The decoder's limits (attnlab.decoding.limits, the
    service's too), with --max-source-chars as the cap on characters: a line past one, or one
    that is not UTF-8, stops the command (--on-error stop) or becomes an empty line and one
    stderr line naming it (skip); a line past a length limit under --too-long crop is decoded
    from its first characters within it, said on stderr."""

    def __init__(self, on_error: str, max_chars: int, too_long: str, tokenizers: Tokenizers):
        from attnlab.decoding.limits import MAX_SOURCE_TOKENS

        self.skip, self.crop = on_error == "skip", too_long == "crop"
        self.max_chars, self.max_tokens = max_chars, MAX_SOURCE_TOKENS
        self.tokenizers = tokenizers

    def sources(
        self, batch: list[str | BadLine], first: int, prefixes: _Prefixes
    ) -> tuple[list[_Source], str | None]:
        """The lines of ``batch``, input lines ``first`` on (from 0), as decoded; under
        --on-error stop, those before the first line that cannot be, and that line's error."""
        from attnlab.data.lines import BadLine
        from attnlab.data.text import is_blank

        lines = ["" if isinstance(line, BadLine) else line for line in batch]
        cap = self.max_chars if self.crop else None
        sentences = [None if is_blank(line) else line[:cap] for line in lines]
        counts = self.tokenizers.src.encode_batch([sentence or "" for sentence in sentences])
        numbers = [first + k for k, sentence in enumerate(sentences) if sentence is not None]
        given = dict(zip(numbers, prefixes.of(numbers) or [""] * len(numbers), strict=True))
        sources: list[_Source] = []
        for k, (line, sentence, ids) in enumerate(zip(batch, sentences, counts, strict=True)):
            number, prefix, count = first + k + 1, given.get(first + k, ""), len(ids)
            if sentence is not None and count > self.max_tokens and self.crop:
                sentence = self._within_tokens(sentence)
                count = len(self.tokenizers.src.encode(sentence))
            problem = self._problem(number, line, sentence, count, prefix)
            if problem is not None:
                error, reason = problem
                if not self.skip:
                    return sources, error
                print(
                    text("cli.translate.skipped", command=COMMAND, number=number, reason=reason),
                    file=sys.stderr,
                )
                sentence = None
            elif sentence is not None and len(sentence) < len(lines[k]):
                limit = "--max-source-chars"
                if len(sentence) < self.max_chars:
                    limit = text("cli.translate.tokens_at_most", max=self.max_tokens)
                cropped = {"kept": len(sentence), "characters": len(lines[k]), "limit": limit}
                print(
                    text("cli.translate.cropped", command=COMMAND, number=number, **cropped),
                    file=sys.stderr,
                )
            sources.append(_Source(sentence, prefix))
        return sources, None

    def _problem(
        self, number: int, line: str | BadLine, sentence: str | None, tokens: int, prefix: str
    ) -> tuple[str, str] | None:
        """Why input line ``number`` cannot be decoded as ``sentence`` (``tokens`` source pieces)
        with ``prefix``: (the error that stops the command, the reason a skip gives); or None."""
        from attnlab.data.lines import BadLine
        from attnlab.decoding.limits import MAX_PREFIX_TOKENS, sentence_problem

        if isinstance(line, BadLine):
            return text("cli.translate.or_skip", error=line.error), line.problem
        if sentence is None:
            return None
        if len(sentence) > self.max_chars:
            reason = text(
                "cli.translate.too_many_characters", count=len(sentence), max=self.max_chars
            )
            return (
                text(
                    "cli.translate.too_long_error", number=number, reason=reason, max=self.max_chars
                ),
                f"{reason} (--max-source-chars)",
            )
        problem = sentence_problem(len(sentence), tokens)
        if problem is not None:
            return text("cli.translate.line_error", number=number, problem=problem), problem
        count = len(self.tokenizers.tgt.encode(prefix)) if prefix else 0
        if count > MAX_PREFIX_TOKENS:
            reason = text("cli.translate.long_prefix", count=count, max=MAX_PREFIX_TOKENS)
            return (
                text("cli.translate.prefix_error", number=number, reason=reason),
                text("cli.translate.prefix_skipped", reason=reason),
            )
        return None

    def _within_tokens(self, sentence: str) -> str:
        """The longest start of ``sentence`` within the decoder's source tokens, by bisection
        (a longer start has as many pieces or more, near enough: the start found always fits)."""
        low, high = 0, len(sentence)  # sentence[:low] fits, sentence[: high + 1] does not
        while low < high:
            middle = (low + high + 1) // 2
            if len(self.tokenizers.src.encode(sentence[:middle])) <= self.max_tokens:
                low = middle
            else:
                high = middle - 1
        return sentence[:low]


def _check_n_best(n_best: int | None, beam_size: int) -> None:
    """Before any input is read: --n-best K needs a beam of K or more."""
    if n_best is not None and not 1 <= n_best <= beam_size:
        raise ValueError(
            f"--n-best {n_best} must be between 1 and the beam size ({beam_size}): a beam "
            f"keeps {beam_size} hypotheses; give --beam {max(n_best, 1)} or more"
        )


def _align_method(args: argparse.Namespace, run: LoadedRun) -> str | None:
    """How --alignments links words: --align-with, or the run's family's default (the method
    chosen on the dev split, ``attnlab.aligners``); None without --alignments."""
    from attnlab.aligners import default_method

    reading_asked = args.align_layer is not None or args.align_head is not None or args.align_shift
    if not args.alignments:
        if reading_asked or args.alignment_units or args.align_with is not None:
            raise ValueError(
                "--align-layer, --align-head, --align-shift, --align-with and --alignment-units "
                "go with --alignments: add --alignments"
            )
        return None
    if reading_asked and args.align_with not in (None, "attention"):
        raise ValueError(
            "--align-layer, --align-head and --align-shift choose the attention to read; "
            f"--align-with {args.align_with} reads none: drop them, or --align-with attention"
        )
    if reading_asked:
        return "attention"
    return args.align_with or default_method(run)


def _aligning(
    args: argparse.Namespace, translator: Translator | CT2Translator, method: str | None
) -> Callable[[list[Translation]], list[list[str]]] | None:
    """What --alignments adds to each translation of a batch: the Pharaoh pairs, and with
    --alignment-units the source and the target units they index, space-separated; linked by
    ``method`` (``attnlab.aligners``), attention read as --align-layer/--align-head/
    --align-shift say (counted from 1, as heatmaps count them). None without --alignments."""
    from attnlab.aligners import aligning
    from attnlab.alignment import pharaoh
    from attnlab.translation import Translator, units

    if method is None:
        return None
    reading = None
    if method == "attention":
        if not isinstance(translator, Translator):
            raise ValueError(
                "--alignments from the attention needs attnlab's own decoding (a CTranslate2 "
                "export is run for text alone here): drop --ct2, or --align-with aligner"
            )
        reading = _reading(args, translator)
    links = aligning(translator.run, method, reading)
    tokenizers = translator.run.tokenizers

    def fields(found: list[Translation]) -> list[list[str]]:
        shown = []
        for translation, pairs in zip(found, links(found), strict=True):
            line = [pharaoh(pairs)]
            if args.alignment_units:
                source, target = units(tokenizers, translation)
                line += [" ".join(source), " ".join(target)]
            shown.append(line)
        return shown

    return fields


def _reading(args: argparse.Namespace, translator: Translator) -> Reading:
    """--align-layer, --align-head and --align-shift as the Reading they ask for (0-based)."""
    from attnlab.alignment import Reading

    layers, heads = translator.cross_attention
    if layers == 0:
        raise ValueError(
            "this model has no cross-attention to align with (a fixed-context model); drop "
            "--alignments, or align with the word aligner: --align-with aligner"
        )
    layer = layers if args.align_layer is None else args.align_layer
    if not 1 <= layer <= layers:
        raise ValueError(f"--align-layer {layer}: choose 1 to {layers}, this model's layers")
    if args.align_head is not None and not 1 <= args.align_head <= heads:
        raise ValueError(f"--align-head {args.align_head}: choose 1 to {heads}, a layer's heads")
    head = None if args.align_head is None else args.align_head - 1
    return Reading(layer - 1, head, args.align_shift)


class _Prefixes:
    """The target prefix of each input line: --prefix for all, or --prefix-file's line of the
    same number (blank input lines count, so the files stay aligned), or none."""

    def __init__(self, text: str | None, path: str | None) -> None:
        self.text, self.path = text, path
        from attnlab.data.lines import read_lines

        self.lines = None if path is None else read_lines(path)

    @property
    def none(self) -> bool:
        """No prefix was given."""
        return self.text is None and self.lines is None

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


def _ct2_translator(args: argparse.Namespace) -> CT2Translator:
    from attnlab.ct2 import CT2Translator

    wanted = {
        "--attention-png": args.attention_png is not None,
        "--alignments": args.alignments and args.align_with == "attention",
        "--prefix": args.prefix is not None or args.prefix_file is not None,
        "--beam-rule attnlab": args.beam_rule == "attnlab",  # CTranslate2 has its own
    }
    asked = [option for option, given in wanted.items() if given]
    if asked:
        raise ValueError(
            f"{asked[0]} needs attnlab's own decoding (a CTranslate2 export is run for text "
            f"alone here); drop --ct2 or {asked[0]}"
        )
    if len(args.run_dirs) > 1:
        raise ValueError(
            "--ct2 translates with one exported model; an ensemble of runs decodes with "
            "attnlab's own decoder: drop --ct2 or give one run"
        )
    return CT2Translator(args.run_dirs[0], args.ct2, threads=args.threads)
