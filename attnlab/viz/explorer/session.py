"""The runs an explorer serves: loaded once, numbered, each model behind its own lock.

The page refers to a run by the number assigned here, never by a path. Every request is
checked against the limits below before it reaches a model; a bad request is a
:class:`RequestError` (attnlab/serve/guard.py's) carrying the HTTP status and a message meant
for a person.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import torch

from attnlab import masks
from attnlab.aligners import METHODS, Links, aligning, default_method, has_eflomal
from attnlab.captioning import CaptionConfig
from attnlab.config import (
    ConfigError,
    ExperimentConfig,
    config_task,
    read_yaml,
    saved_config_of,
    sections_of,
)
from attnlab.data.languages import wrong_script
from attnlab.data.text import is_blank
from attnlab.decoding.limits import MAX_BEAM, MAX_CHARACTERS, MAX_SOURCE_TOKENS
from attnlab.explain import INTERVENTIONS, contrast, explain, intervene
from attnlab.explain.report import page_view
from attnlab.lecture import is_lecture_sentence, lecture_alignment
from attnlab.models import Family, get_family
from attnlab.models.family import CAPTION
from attnlab.models.protocol import MissingCapability
from attnlab.pretrained import ManifestError
from attnlab.runs import RunFiles, is_hugging_face
from attnlab.serve.guard import RequestError, busy
from attnlab.translation import EOS_PIECE, Translation, Translator
from attnlab.viz.explorer.evidence import EvidenceSource
from attnlab.viz.explorer.images import (
    CaptionerRun,
    ImageRequestError,
    caption_view,
    load_captioners,
)
from attnlab.viz.explorer.saved import Key, SavedExplanation, SavedExplanationError, load_saved
from attnlab.viz.explorer.steps import FourSteps, four_steps
from attnlab.viz.explorer.views import report_view, steps_view, title_key, translation_view
from attnlab.walkthrough import chapter_comparison, is_chapter_sentence

# Seconds a request waits for its run's lock before answering 503 with Retry-After, so that no
# worker thread (starlette has 40) is held for ever behind another request: an explanation
# waits briefly (another can take minutes on a long sentence), a translation, the four steps or
# an intervention longer (the one ahead of it takes a second or so, unless it is explaining).
EXPLAIN_LOCK_WAIT = 2.0
LOCK_WAIT = 10.0
BUSY_RETRY_SECONDS = 5  # a busy run: its request may take a while yet


class RunLoadError(Exception):
    """A run directory that cannot be served (missing, not a run, unreadable weights)."""


@dataclass
class ExplorerRun:
    id: int
    name: str
    given_path: str  # as typed on the command line; shown in "how to evaluate" hints only
    translator: Translator
    lock: threading.Lock = field(default_factory=threading.Lock)
    _piece_ids: dict[str, int] | None = None
    # method -> its aligner (``attnlab.aligners.aligning``), made at first use: the word
    # aligner reads (or trains, half a minute) its priors then, under a lock of its own so
    # that the run's lock stays free for translations meanwhile
    _aligners: dict[str, Callable[[Sequence[Translation]], list[Links]]] = field(
        default_factory=dict
    )
    _aligners_lock: threading.Lock = field(default_factory=threading.Lock)

    @property
    def folder(self) -> Path:
        """The run's directory, resolved (a shipped model's inside the package)."""
        return self.translator.run.files.root.resolve()

    @contextmanager
    def held(self, wait: float) -> Iterator[None]:
        """The run's lock, or a 503 (busy, retry later) if it is not free within ``wait`` s."""
        if not self.lock.acquire(timeout=wait):
            raise busy(
                f"{self.name} is busy with another request; try again in a moment",
                retry_after=BUSY_RETRY_SECONDS,
            )
        try:
            yield
        finally:
            self.lock.release()

    @property
    def family(self) -> Family:
        return get_family(self.translator.run.config.model.family)

    @property
    def root(self) -> Path:
        return self.translator.run.files.root

    def shape(self) -> tuple[int, int]:
        """(layers, heads) of the cross-attention; (0, 0) without attention."""
        return self.family.cross_attention(self.translator.run.config.model.options)

    def alignment_methods(self) -> list[str]:
        """The ways the page may link this run's words: attention where it has some, the word
        aligner where eflomal is installed, and the attributions."""
        layers, _ = self.shape()
        return [
            method
            for method in METHODS
            if (method != "attention" or layers > 0) and (method != "aligner" or has_eflomal())
        ]

    def aligner(self, method: str) -> Callable[[Sequence[Translation]], list[Links]]:
        with self._aligners_lock:
            if method not in self._aligners:
                self._aligners[method] = aligning(self.translator.run, method)
            return self._aligners[method]

    def describe(self) -> dict[str, Any]:
        config = self.translator.run.config
        layers, heads = self.shape()
        summary = self.family.summary(config.model.options)
        return {
            "id": self.id,
            "name": self.name,
            "family": self.family.name,
            "display_name": self.family.title,
            "title_key": title_key(self.family.name),
            "summary": summary,  # the page words it in its language
            "description": f"{self.family.title}; {summary}",
            "has_attention": layers > 0,
            "has_self_attention": self.family.self_attention,
            "num_layers": layers,
            "num_heads": heads,
            "default_beam": config.decode.beam_size,
            "corpus": config.data.corpus,
            "alignment_methods": self.alignment_methods(),
            "alignment_method": default_method(self.translator.run),  # its family's, on dev
        }

    def target_ids(self, pieces: list[str]) -> list[int]:
        """Target pieces (as /api/translate returned them) -> ids; "</s>" is the eos id."""
        target = self.translator.run.tokenizers.tgt
        if self._piece_ids is None:
            self._piece_ids = {target.id_to_piece(i): i for i in range(target.vocab_size)}
        ids = []
        for piece in pieces:
            if piece == EOS_PIECE:
                ids.append(target.eos_id)
            elif piece in self._piece_ids:
                ids.append(self._piece_ids[piece])
            else:
                raise RequestError(400, f"{piece!r} is not a target token of this run")
        return ids


def saved_config(run_dir: str) -> ExperimentConfig | CaptionConfig | None:
    """The config the run ``run_dir`` saved, read once: a captioner's or a translator's, told
    apart by its family; None where the folder holds none (a Hugging Face model; a shipped
    model's name, which loading resolves). A config that will not load is a RunLoadError."""
    files = RunFiles(Path(run_dir))
    if is_hugging_face(files) or not files.config.exists():
        return None
    try:
        data = read_yaml(files.config)
    except ConfigError as error:
        raise RunLoadError(f"{run_dir}: cannot load the run (ConfigError: {error})") from None
    if config_task(data) == CAPTION:
        try:
            return sections_of(CaptionConfig, data, files.config)
        except ConfigError as error:
            raise RunLoadError(f"cannot load a captioning run: {error}") from None
    try:
        return saved_config_of(data, files.config)
    except ConfigError as error:
        raise RunLoadError(f"{run_dir}: cannot load the run (ConfigError: {error})") from None


def load_runs(run_dirs: list[str], configs: list[ExperimentConfig | None]) -> list[ExplorerRun]:
    """Load every run (numbered in the order given), each with the saved config read already
    (``configs``, one a run: None where ``saved_config`` found none); a bad directory is a
    RunLoadError."""
    runs: list[ExplorerRun] = []
    for index, (run_dir, config) in enumerate(zip(run_dirs, configs, strict=True)):
        try:
            # a run directory, or a shipped model's name (found and checked once, in from_run)
            translator = Translator.from_run(run_dir, config=config)
        except (FileNotFoundError, ManifestError) as error:
            raise RunLoadError(str(error)) from None
        except Exception as error:  # a config, tokenizer or weights file that will not load
            raise RunLoadError(
                f"{run_dir}: cannot load the run ({type(error).__name__}: {error})"
            ) from None
        name = translator.run.files.root.resolve().name or f"run{index}"
        if any(run.name == name for run in runs):
            name = f"{name} ({index})"
        runs.append(ExplorerRun(index, name, run_dir, translator))
    if not runs:
        raise RunLoadError("give at least one run directory")
    return runs


class Explorer:
    """The explorer's operations, independent of HTTP: each returns a JSON-ready dict."""

    def __init__(
        self,
        runs: list[ExplorerRun],
        evidence: EvidenceSource | None = None,
        captioners: list[CaptionerRun] | None = None,
        saved: dict[Key, SavedExplanation] | None = None,
    ) -> None:
        self.runs = runs
        self.evidence_source = evidence or EvidenceSource()  # the Evidence view's experiments
        self.captioners = captioners or []  # captioning runs (the Image view)
        self.saved = saved or {}  # explanations served as saved (--explanations)

    @classmethod
    def from_dirs(
        cls,
        run_dirs: list[str],
        evidence: EvidenceSource | None = None,
        explanations: list[str] | None = None,
    ) -> Explorer:
        """Translation runs and captioning runs (told apart by their config, read once and
        handed to the loading), each numbered in the order given; ``explanations``: files of
        saved explanations of these runs."""
        captions: list[str] = []
        caption_configs: list[CaptionConfig] = []
        translators: list[str] = []
        translator_configs: list[ExperimentConfig | None] = []
        for run_dir in run_dirs:
            config = saved_config(run_dir)
            if isinstance(config, CaptionConfig):
                captions.append(run_dir)
                caption_configs.append(config)
            else:
                translators.append(run_dir)
                translator_configs.append(config)
        try:
            captioners = load_captioners(captions, caption_configs)
        except (FileNotFoundError, ValueError) as error:
            raise RunLoadError(f"cannot load a captioning run: {error}") from None
        runs = load_runs(translators, translator_configs) if translators or not captions else []
        try:
            saved = load_saved(explanations or [], [run.folder for run in runs])
        except SavedExplanationError as error:
            raise RunLoadError(str(error)) from None
        return cls(runs, evidence, captioners, saved)

    def run(self, run_id: object) -> ExplorerRun:
        if isinstance(run_id, bool) or not isinstance(run_id, int):
            raise RequestError(400, f"run must be a run number, got {run_id!r}")
        if not 0 <= run_id < len(self.runs):
            known = ", ".join(str(r.id) for r in self.runs)
            raise RequestError(404, f"unknown run {run_id}; this explorer serves runs {known}")
        return self.runs[run_id]

    def describe(self) -> list[dict[str, Any]]:
        return [
            {
                **run.describe(),
                "saved": [  # its saved explanations (--explanations), for the page to offer
                    {"sentence": sentence, "beam": beam}
                    for folder, beam, sentence in self.saved
                    if folder == run.folder
                ],
            }
            for run in self.runs
        ]

    def check_sentence(self, run: ExplorerRun, sentence: object) -> list[int]:
        """The source ids of ``sentence``, or a RequestError saying what is wrong with it."""
        if not isinstance(sentence, str):
            raise RequestError(400, "sentence must be a string")
        if is_blank(sentence):
            raise RequestError(400, "type a sentence to translate")
        if len(sentence) > MAX_CHARACTERS:
            raise RequestError(
                400,
                f"the sentence has {len(sentence)} characters; the explorer takes at most "
                f"{MAX_CHARACTERS}. Shorten it or split it into sentences.",
            )
        ids = run.translator.run.tokenizers.src.encode(sentence)
        if len(ids) > MAX_SOURCE_TOKENS:
            raise RequestError(
                400,
                f"the sentence has {len(ids)} source tokens; the explorer takes at most "
                f"{MAX_SOURCE_TOKENS}. Shorten it or split it into sentences.",
            )
        if not ids:
            raise RequestError(400, "the sentence has no source tokens")
        return ids

    def translate_one(self, run: ExplorerRun, sentence: str, beam: int) -> Translation:
        with run.held(LOCK_WAIT):
            return run.translator.translate([sentence], beam_size=beam)[0]

    def translate(self, run_id: object, sentence: object, beam: object = None) -> dict[str, Any]:
        run = self.run(run_id)
        self.check_sentence(run, sentence)
        assert isinstance(sentence, str)
        size = self.check_beam(run, beam)
        translation = self.translate_one(run, sentence, size)
        view = translation_view(translation, run.id, size)
        view["warnings"] = input_warnings(run, sentence)
        if is_lecture_sentence(sentence) and translation.attention.cross:
            # the lecture's words against this translation, on the attention the page shows
            weights = translation.attention.cross[-1][0].mean(dim=0).tolist()  # (T, S)
            tokens = translation.source_tokens, translation.target_tokens
            view["lecture"] = lecture_alignment(*tokens, weights)
        return view

    @staticmethod
    def check_beam(run: ExplorerRun, beam: object) -> int:
        if beam is None:
            return int(run.translator.run.config.decode.beam_size)
        if isinstance(beam, bool) or not isinstance(beam, int) or not 1 <= beam <= MAX_BEAM:
            raise RequestError(400, f"beam must be a whole number from 1 to {MAX_BEAM}")
        return beam

    def four_steps(
        self,
        run: ExplorerRun,
        sentence: str,
        target_tokens: list[str],
        layer: int | None = None,
        head: int = 0,
    ) -> FourSteps:
        """Teacher-force ``target_tokens`` (T pieces, "</s>" last if it ended) through the run."""
        source_ids = self.check_sentence(run, sentence)
        target_ids = run.target_ids(target_tokens)
        bos = run.translator.run.tokenizers.tgt.bos_id
        src = torch.tensor([source_ids])  # (1, S)
        src_mask = masks.padding_mask(torch.tensor([len(source_ids)]))  # (1, 1, 1, S)
        tgt_in = torch.tensor([[bos, *target_ids[:-1]]])  # (1, T)
        with run.held(LOCK_WAIT):
            return four_steps(
                run.translator.run.model, run.family, src, src_mask, tgt_in, layer=layer, head=head
            )

    def steps(
        self,
        run_id: object,
        sentence: object,
        target_tokens: object,
        step: object,
        layer: object = None,
        head: object = None,
    ) -> dict[str, Any]:
        run = self.run(run_id)
        self.check_sentence(run, sentence)
        assert isinstance(sentence, str)
        if (
            not isinstance(target_tokens, list)
            or not target_tokens
            or not all(isinstance(t, str) for t in target_tokens)
        ):
            raise RequestError(400, "target_tokens must be a non-empty list of target tokens")
        limit = 2 * MAX_SOURCE_TOKENS + 100
        if len(target_tokens) > limit:
            raise RequestError(400, f"target_tokens has more than {limit} tokens")
        chosen_step = _in_range("step", step, len(target_tokens))
        layers, heads = run.shape()
        chosen_layer = None if layer is None else _in_range("layer", layer, max(layers, 1))
        chosen_head = 0 if head is None else _in_range("head", head, max(heads, 1))
        steps = self.four_steps(run, sentence, target_tokens, chosen_layer, chosen_head)
        source_tokens = run_tokens(run, sentence)
        view = steps_view(steps, chosen_step, source_tokens, target_tokens)
        view.update(run=run.id, num_layers=layers, num_heads=heads)
        if is_chapter_sentence(sentence) and steps.weights is not None:
            # the chapter's idealised row for "black" beside this layer and head's
            weights = steps.weights.tolist()  # (T, S)
            view["chapter"] = chapter_comparison(source_tokens, target_tokens, weights)
        return view

    def explain(self, run_id: object, sentence: object, beam: object = None) -> dict[str, Any]:
        """Attention beside three attributions of every emitted token (attnlab.explain)."""
        run = self.run(run_id)
        self.check_sentence(run, sentence)
        assert isinstance(sentence, str)
        size = self.check_beam(run, beam)
        saved = self.saved.get((run.folder, size, sentence.strip()))
        if saved is not None:  # as `attnlab explain --input` computed it
            return {
                "run": run.id,
                "beam": size,
                "saved": saved.file,
                **page_view(saved.explanation),
            }
        with run.held(EXPLAIN_LOCK_WAIT), refused_capability():
            explanation = explain(
                run.translator.run, sentence, beam=size, measure_faithfulness=False
            )
        return {"run": run.id, "beam": size, "saved": None, **page_view(explanation)}

    def confidence(self, run_id: object, sentence: object, beam: object = None) -> dict[str, Any]:
        """How sure the run is of its translation (``attnlab.confidence.view``): each word's
        signals and flags, the estimated sentence chrF where the run has a quality.json."""
        from attnlab.confidence.view import confidence, estimator_of

        run = self.run(run_id)
        self.check_sentence(run, sentence)
        assert isinstance(sentence, str)
        size = self.check_beam(run, beam)
        if run.translator.precision != "float32":
            raise RequestError(
                422,
                f"{run.name} decodes in {run.translator.precision}; confidence takes dropout "
                "passes and gradients of the float32 model: explore it without --int8",
            )
        translation = self.translate_one(run, sentence, size)
        if not translation.target_tokens:  # a blank line: nothing to be sure of
            return {"run": run.id, "beam": size, "target": "", "words": [], "source_words": []}
        trained = run.translator.run
        try:
            estimator = estimator_of(trained, say=False)
        except ValueError as damaged:  # the run's quality.json: the message names it
            raise RequestError(422, str(damaged)) from None
        with run.held(EXPLAIN_LOCK_WAIT), refused_capability():
            (described,) = confidence(trained, estimator, [(sentence, translation.target)])
        return {"run": run.id, "beam": size, "target": translation.target, **described}

    def alignment(
        self, run_id: object, sentence: object, beam: object = None, method: object = None
    ) -> dict[str, Any]:
        """The translation's words linked to the source's (``attnlab.aligners``), by ``method``
        (default: the run's family's choice on the dev split), with the text of each unit the
        links index: words, or pieces for Chinese without spaces."""
        run = self.run(run_id)
        self.check_sentence(run, sentence)
        assert isinstance(sentence, str)
        size = self.check_beam(run, beam)
        methods = run.alignment_methods()
        chosen = default_method(run.translator.run) if method is None else method
        if chosen not in methods:
            raise RequestError(
                400, f"method must be one of {', '.join(methods)} for {run.name}, got {method!r}"
            )
        translation = self.translate_one(run, sentence, size)
        source_units, target_units = run.translator.units(translation)
        links: Links = []
        if translation.target_tokens:  # a blank translation links nothing
            try:
                align = run.aligner(str(chosen))
            except (RuntimeError, ValueError) as error:  # no training pairs for priors, say
                raise RequestError(422, str(error)) from None
            with run.held(EXPLAIN_LOCK_WAIT), refused_capability():
                (links,) = align([translation])
        return {
            "run": run.id,
            "beam": size,
            "method": chosen,
            "methods": methods,
            "target": translation.target,
            "source_units": source_units,
            "target_units": target_units,
            "links": [list(link) for link in links],
        }

    def contrast(
        self,
        run_id: object,
        sentence: object,
        step: object,
        alternative: object,
        beam: object = None,
    ) -> dict[str, Any]:
        """Why the emitted token at ``step`` (from 0) and not ``alternative`` (a word)."""
        run = self.run(run_id)
        self.check_sentence(run, sentence)
        assert isinstance(sentence, str)
        size = self.check_beam(run, beam)
        if isinstance(step, bool) or not isinstance(step, int) or step < 0:
            raise RequestError(400, "step must be a whole number from 0")
        if not isinstance(alternative, str) or not alternative.strip() or len(alternative) > 100:
            raise RequestError(400, "alternative must be a word (at most 100 characters)")
        with run.held(EXPLAIN_LOCK_WAIT), refused_capability():
            try:
                found = contrast(run.translator.run, sentence, step, alternative, beam=size)
            except ValueError as error:  # a step past the end, the emitted token itself
                raise RequestError(400, str(error)) from None
        return {"run": run.id, "beam": size, **found.to_json()}

    def intervene(
        self, run_id: object, sentence: object, intervention: object, beam: object = None
    ) -> dict[str, Any]:
        """The translation decoded again with its attention weights intervened on."""
        run = self.run(run_id)
        self.check_sentence(run, sentence)
        assert isinstance(sentence, str)
        size = self.check_beam(run, beam)
        if intervention not in INTERVENTIONS:
            raise RequestError(400, f"intervention must be one of {', '.join(INTERVENTIONS)}")
        if run.shape()[0] == 0:
            raise RequestError(400, f"{run.name} has no attention weights to intervene on")
        with run.held(LOCK_WAIT), refused_capability():
            effect = intervene(run.translator.run, sentence, str(intervention), beam=size)
        return {"run": run.id, "beam": size, **effect.to_json()}

    def report(self, run_id: object) -> dict[str, Any]:
        run = self.run(run_id)
        return {"run": run.id, **report_view(run.root, run.given_path)}

    def describe_captioners(self) -> list[dict[str, Any]]:
        return [run.describe() for run in self.captioners]

    def caption(
        self, captioner: object, scene: object = None, image: object = None
    ) -> dict[str, Any]:
        """Caption a test scene or an uploaded image with a captioning run (images.py)."""
        if isinstance(captioner, bool) or not isinstance(captioner, int):
            raise RequestError(400, f"captioner must be a captioner number, got {captioner!r}")
        if not 0 <= captioner < len(self.captioners):
            raise RequestError(404, f"unknown captioner {captioner}; give a captioning run")
        try:
            return caption_view(self.captioners[captioner], scene, image)
        except ImageRequestError as error:
            raise RequestError(400, str(error)) from None

    def evidence(self) -> dict[str, Any]:
        """Every experiment's claim, verdict, figure and report, read from its results now."""
        return self.evidence_source.view()


@contextmanager
def refused_capability() -> Iterator[None]:
    """A model without an optional capability of the protocol (a plugin's, say) is 422, with
    the message naming what it lacks: the request was fine, this run cannot answer it."""
    try:
        yield
    except MissingCapability as error:
        raise RequestError(422, str(error)) from None


def input_warnings(run: ExplorerRun, sentence: str) -> list[dict[str, str]]:
    """What is odd about the input, for the page to say beside the translation: a sentence
    mostly not in the source language's script (English into a Chinese-English model) is
    {"code": "wrong_script", "lang": "zh", "expected": "Han", "found": "Latin"}."""
    lang = run.translator.run.tokenizers.src.lang
    mismatch = wrong_script(sentence, lang)
    if mismatch is None:
        return []
    return [{"code": "wrong_script", "lang": lang, "expected": mismatch[0], "found": mismatch[1]}]


def run_tokens(run: ExplorerRun, sentence: str) -> list[str]:
    source = run.translator.run.tokenizers.src
    return source.id_to_pieces(source.encode(sentence))


def _in_range(name: str, value: object, size: int) -> int:
    """``value`` if it is a whole number in [0, size), else a RequestError."""
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < size:
        raise RequestError(400, f"{name} must be a whole number from 0 to {size - 1}")
    return value
