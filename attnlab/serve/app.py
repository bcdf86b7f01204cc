"""The routes of the translation service, over ``Translator`` (attnlab/translation.py):

    POST /v1/translate         {sentences, model?, beam_size?, n_best?, alignments?, align_with?,
                                attention?, confidence?}
    POST /v1/translate/stream  {sentence, model?}: greedy, one server-sent event per piece
    POST /v1/score             {pairs: [{source, target}], model?}: log p(target | source)
    GET  /v1/models            the models served: name, family, languages, default beam, engine
    GET  /v1/health            ok, the limits, and each model's queue: waiting, decode calls
    GET  /metrics              the same and more in the Prometheus text format (observe.py)
    GET  /docs, /redoc         the OpenAPI pages (Swagger UI, ReDoc), offline, from /openapi.json

Translation requests go through each model's ``Batcher`` (batching.py) to its engine
(engines.py); what is refused, and how, is guard.py's, within ``Limits``; the access log and
the metrics are observe.py's.
"""

from __future__ import annotations

import asyncio
import math
import threading
from collections.abc import AsyncIterator, Callable, Iterator, Mapping, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Annotated, Any

from fastapi import APIRouter, Depends, FastAPI, Request
from fastapi.responses import PlainTextResponse, Response
from fastapi.sse import EventSourceResponse, format_sse_event
from fastapi_offline import FastAPIOffline
from prometheus_client import CONTENT_TYPE_LATEST, generate_latest

from attnlab.aligners import Links, aligning, default_method
from attnlab.alignment import attention_matrix
from attnlab.confidence.estimator import Estimator
from attnlab.decoding.limits import MAX_SOURCE_TOKENS
from attnlab.models import get_family
from attnlab.serve import guard, schemas
from attnlab.serve.batching import Batcher, DecodeOptions
from attnlab.serve.engines import Engine, attnlab_engine
from attnlab.serve.guard import RequestError
from attnlab.serve.limits import DEFAULT_LIMITS, Limits
from attnlab.serve.observe import AccessLog, Metrics, Observer, note
from attnlab.serve.streaming import Piece, stream_greedy
from attnlab.translation import Translation, Translator

# Every route may answer these, as {"error": message} (guard.py); /docs lists them.
ERRORS: dict[int | str, dict[str, Any]] = {
    status: {"model": schemas.Error}
    for status in (400, 403, 404, 405, 408, 413, 415, 422, 431, 500, 503)
}


@dataclass
class ServedModel:
    name: str
    translator: Translator  # scores and streams, and decodes unless the engine is another
    batcher: Batcher
    engine: Engine  # what decodes /v1/translate
    max_source_tokens: int = MAX_SOURCE_TOKENS
    alignment_method: str = "attention"  # what alignments link by when a request names none
    aligners: dict[str, Callable[[Sequence[Translation]], list[Links]]] = field(
        default_factory=dict
    )  # method -> its links, made at first use (the default's at start)
    estimator: Estimator | None = None  # quality.json's (None: it has none), read at first use
    estimator_read: bool = False

    def links(self, method: str, translations: Sequence[Translation]) -> list[Links]:
        """The word alignments of ``translations`` by ``method`` (``attnlab.aligners``), on
        the compute lock the decoders take turns on (attributions run the model)."""
        if method not in self.aligners:
            self.aligners[method] = aligning(self.translator.run, method)
        with self.batcher.compute:
            return self.aligners[method](translations)

    def confidence(self, translations: Sequence[Translation]) -> list[dict[str, Any]]:
        """What ``attnlab.confidence.view`` says of ``translations``, on the compute lock."""
        from attnlab.confidence.view import confidence, estimator_of

        run = self.translator.run
        if not self.estimator_read:
            try:
                self.estimator = estimator_of(run, say=False)
            except ValueError as damaged:  # the run's quality.json: the message names it
                raise RequestError(422, str(damaged)) from None
            self.estimator_read = True
        with self.batcher.compute:
            return confidence(run, self.estimator, [(t.source, t.target) for t in translations])

    def info(self) -> schemas.ModelInfo:
        config = self.translator.run.config
        family = get_family(config.model.family)
        tokenizers = self.translator.run.tokenizers
        return schemas.ModelInfo(
            name=self.name,
            family=family.name,
            description=f"{family.title}; {family.summary(config.model.options)}",
            source_language=tokenizers.src.lang,
            target_language=tokenizers.tgt.lang,
            default_beam_size=config.decode.beam_size,
            has_attention=self.has_attention,
            alignment_method=self.alignment_method,
            engine=self.engine.name,
        )

    @property
    def has_attention(self) -> bool:
        layers, _heads = self.translator.cross_attention
        return layers > 0

    def source_tokens(self, sentences: Sequence[str]) -> list[int]:
        """How many source tokens each sentence has; 422 past ``max_source_tokens``."""
        counts = [len(ids) for ids in self.translator.run.tokenizers.src.encode_batch(sentences)]
        for index, count in enumerate(counts):
            if count > self.max_source_tokens:
                raise RequestError(
                    422,
                    f"sentence {index} has {count} source tokens; {self.name} takes at most "
                    f"{self.max_source_tokens}: split it into sentences",
                )
        return counts


def serve_models(
    named: dict[str, Translator],
    compute: threading.Lock,
    limits: Limits = DEFAULT_LIMITS,
    engines: Mapping[str, Engine] | None = None,
) -> list[ServedModel]:
    """A queue for each translator, all taking turns on ``compute``, decoding with its engine
    in ``engines`` (by name; default: attnlab's own decoder on the translator). ``limits``:
    the service's, as make_app is given them (their batch_tokens bound each queue's decode
    calls, their max_source_tokens each sentence)."""
    engines = engines or {}
    models = []
    for name, translator in named.items():
        engine = engines.get(name) or attnlab_engine(translator)
        budget = limits.batch_tokens or translator.run.config.data.max_tokens
        batcher = Batcher(engine.decode, budget, compute, name)
        method = default_method(translator.run)
        served = ServedModel(name, translator, batcher, engine, limits.max_source_tokens, method)
        # made now, not at the first request: the word aligner trains (or reads) its priors
        served.aligners[method] = aligning(translator.run, method)
        models.append(served)
    return models


STREAM_EVENTS = {
    "description": "Server-sent events: `piece`, once per target piece as it is decoded "
    '(`{"piece": "▁tea", "log_prob": -0.1}`); then `done`, the whole hypothesis (`{"text", '
    '"tokens", "log_prob", "score"}`), or `error` if decoding failed (`{"error": message}`).',
    "content": {"text/event-stream": {"schema": {"type": "string"}}},
}


class Service:
    """The models one app serves (the first is the default), on ``app.state.service``."""

    def __init__(self, models: list[ServedModel], limits: Limits = DEFAULT_LIMITS) -> None:
        if not models:
            raise ValueError("give at least one model to serve")
        self.models = models
        self.limits = limits
        self.by_name = {served.name: served for served in models}
        self.metrics = Metrics(models)

    def model(self, name: str | None) -> ServedModel:
        """The model a request names, or the default; 404 for one not served."""
        if name is None:
            return self.models[0]
        if name not in self.by_name:
            served = ", ".join(self.by_name)
            raise RequestError(404, f"unknown model {name!r}; this service serves: {served}")
        return self.by_name[name]


def _service(request: Request) -> Service:
    service: Service = request.app.state.service
    return service


ServiceOf = Annotated[Service, Depends(_service)]  # a route's parameter: the app's service
routes = APIRouter()


def make_app(
    models: list[ServedModel],
    *,
    loopback_only: bool = True,
    limits: Limits = DEFAULT_LIMITS,
    allowed_hosts: tuple[str, ...] = (),
    access_log: AccessLog | None = None,
) -> FastAPI:
    """The service for ``models`` (the first is the default). ``loopback_only``: answer only
    requests addressed to localhost (and ``allowed_hosts``, guard.Policy); ``limits``: what a
    request may ask; ``access_log``: where a line goes for each request (none: no log)."""
    service = Service(models, limits)

    @asynccontextmanager
    async def lifespan(_app: FastAPI) -> AsyncIterator[None]:
        for served in models:
            served.batcher.start()
        yield
        for served in models:
            served.batcher.close()

    # FastAPI's /docs and /redoc load their scripts from a CDN (a blank page offline);
    # FastAPIOffline serves the same pages from files in its package.
    app = FastAPIOffline(
        title="attnlab translation service",
        summary="Translate, score and stream with attnlab's trained models.",
        version="1",
        lifespan=lifespan,
    )
    app.state.service = service
    policy = guard.Policy(
        name="service",
        loopback_only=loopback_only,
        max_body_bytes=limits.max_body_bytes,
        max_in_flight=limits.max_in_flight,
        too_large_hint="; send fewer sentences",
        not_found_hint="; see /docs for the ones there are",
        allowed_hosts=allowed_hosts,
    )
    guard.install(app, policy)
    app.include_router(routes)
    # the service's own routes and the docs' (FastAPI keeps an included router's apart)
    known = frozenset(
        str(route.path) for route in (*app.routes, *routes.routes) if hasattr(route, "path")
    )
    app.add_middleware(Observer, metrics=service.metrics, log=access_log, routes=known)  # outermost
    return app


@routes.post("/v1/translate", response_model_exclude_none=True, responses=ERRORS)
async def translate(
    body: schemas.TranslateRequest, service: ServiceOf, request: Request
) -> schemas.TranslateResponse:
    """Translate a batch of sentences: per sentence its ``n_best`` best hypotheses, with
    log-probabilities and scores, word alignments and attention if asked for."""
    served = service.model(body.model)
    _check_count(service.limits, "sentences", len(body.sentences))
    beam_size = served.translator.beam_size(body.beam_size)
    if body.n_best > beam_size:
        raise RequestError(
            422,
            f"n_best {body.n_best} is more than the beam ({beam_size}): the beam finds "
            f"at most beam_size hypotheses; ask for fewer or set beam_size >= n_best",
        )
    method = (body.align_with or served.alignment_method) if body.alignments else None
    need_weights = body.attention or method == "attention"
    asked = "attention" if body.attention else "alignments from the attention"
    if need_weights and not served.has_attention:
        raise RequestError(
            422,
            f"{served.name} has no cross-attention (a fixed-context model): drop {asked}"
            + ("" if body.attention else ', or align with "aligner" or "occlusion"'),
        )
    if need_weights and not served.engine.attention:
        raise RequestError(
            422,
            f"{served.name} decodes with {served.engine.name}, which gives no attention here: "
            f"drop {asked}, or serve the run without --ct2",
        )
    tokens = sum(served.source_tokens(body.sentences))
    note(request, served.name, len(body.sentences), tokens)
    options = DecodeOptions(beam_size, body.n_best, need_weights)
    job = served.batcher.submit(body.sentences, options, tokens)
    found = await asyncio.wrap_future(job.future)
    if body.confidence and served.engine.name != "attnlab float32":
        raise RequestError(
            422,
            f"{served.name} decodes with {served.engine.name}; confidence takes dropout passes "
            "and gradients of attnlab's float32 model: drop confidence, or serve the run "
            "without --ct2 and --int8",
        )
    links: dict[int, Links] = {}  # id(hypothesis) -> its alignment
    if method is not None:
        written = [h for hypotheses in found for h in hypotheses if h.target_tokens]
        try:
            aligned = await asyncio.to_thread(served.links, method, written)
        except ImportError as missing:  # the word aligner asked for, eflomal not installed
            raise RequestError(422, f"{missing}; or ask for another align_with") from None
        links = {id(h): found_links for h, found_links in zip(written, aligned, strict=True)}
    sure: dict[int, dict[str, Any]] = {}  # id(hypothesis) -> its confidence
    if body.confidence:
        written = [h for hypotheses in found for h in hypotheses if h.target_tokens]
        assessed = await asyncio.to_thread(served.confidence, written)
        sure = {id(h): found_sure for h, found_sure in zip(written, assessed, strict=True)}
    return schemas.TranslateResponse(
        model=served.name,
        beam_size=beam_size,
        translations=[
            schemas.SentenceTranslation(
                source=sentence,
                source_tokens=hypotheses[0].source_tokens,
                hypotheses=[
                    _hypothesis(
                        hypothesis,
                        None if method is None else links.get(id(hypothesis), []),
                        body.attention,
                        sure.get(id(hypothesis)),
                    )
                    for hypothesis in hypotheses
                ],
            )
            for sentence, hypotheses in zip(body.sentences, found, strict=True)
        ],
    )


# Not response_class=EventSourceResponse: FastAPI would then call the route as a generator,
# after the 200 went out, too late to answer an unknown model with a 404.
@routes.post("/v1/translate/stream", responses={200: STREAM_EVENTS, **ERRORS})
def translate_stream(
    body: schemas.StreamRequest, service: ServiceOf, request: Request
) -> EventSourceResponse:
    """Translate one sentence greedily, streaming each target piece as it is decoded (with
    attnlab's decoder, whatever the model's engine)."""
    served = service.model(body.model)
    (tokens,) = served.source_tokens([body.sentence])
    note(request, served.name, 1, tokens)
    events = stream_greedy(served.translator, body.sentence, served.batcher.compute)
    return EventSourceResponse(_server_sent(events), headers={"Cache-Control": "no-cache"})


@routes.post("/v1/score", responses=ERRORS)
def score(
    body: schemas.ScoreRequest, service: ServiceOf, request: Request
) -> schemas.ScoreResponse:
    """The model's log-probability of each given target, per token too (forced decoding,
    with attnlab's decoder, whatever the model's engine)."""
    served = service.model(body.model)
    _check_count(service.limits, "pairs", len(body.pairs))
    for index, pair in enumerate(body.pairs):
        if not pair.source.strip() or not pair.target.strip():
            raise RequestError(422, f"pairs.{index}: give a source and its translation")
    tokens = sum(served.source_tokens([pair.source for pair in body.pairs]))
    note(request, served.name, len(body.pairs), tokens)
    with served.batcher.compute:
        found = served.translator.score([(p.source, p.target) for p in body.pairs])
    return schemas.ScoreResponse(
        model=served.name,
        scores=[
            schemas.PairScore(
                source=s.source,
                target=s.target,
                target_tokens=s.target_tokens,
                token_log_probs=s.token_log_probs,
                log_prob=s.log_prob,
                log_prob_per_token=s.log_prob_per_token,
            )
            for s in found
        ],
    )


@routes.get("/v1/models")
def list_models(service: ServiceOf) -> list[schemas.ModelInfo]:
    return [served.info() for served in service.models]


@routes.get("/metrics", response_class=PlainTextResponse)
def metrics(service: ServiceOf) -> Response:
    """The service's metrics in the Prometheus text format: requests by route, model and
    status, latency, sentences and source tokens by model, each queue's length."""
    return Response(generate_latest(service.metrics.registry), media_type=CONTENT_TYPE_LATEST)


@routes.get("/v1/health")
def health(service: ServiceOf) -> schemas.Health:
    limits = service.limits
    return schemas.Health(
        status="ok",
        limits=schemas.ServiceLimits(
            max_sentences=limits.max_sentences,
            max_source_tokens=limits.max_source_tokens,
            max_body_bytes=limits.max_body_bytes,
            max_in_flight=limits.max_in_flight,
        ),
        models=[
            schemas.ModelStats(
                name=served.name, waiting=served.batcher.waiting, **vars(served.batcher.stats)
            )
            for served in service.models
        ],
    )


def _hypothesis(
    translation: Translation,
    alignment: Links | None,
    attention: bool,
    confidence: dict[str, Any] | None = None,
) -> schemas.Hypothesis:
    """One hypothesis as the response gives it: ``alignment`` and ``confidence`` None when
    none was asked for."""
    blank = not translation.target_tokens  # a blank line: nothing decoded, no maps
    attention_map = None
    if attention:
        attention_map = [] if blank else attention_matrix(translation.attention).tolist()
    return schemas.Hypothesis(
        text=translation.target,
        tokens=translation.target_tokens,
        log_prob=_known(translation.log_prob),
        score=_known(translation.score),
        alignment=alignment,
        attention=attention_map,
        confidence=None if confidence is None else schemas.Confidence.model_validate(confidence),
    )


def _check_count(limits: Limits, field: str, count: int) -> None:
    """422 for more than ``limits.max_sentences`` items in a request's ``field``."""
    if count > limits.max_sentences:
        raise RequestError(
            422,
            f"{field}: at most {limits.max_sentences} a request ({count} given); split the batch",
        )


def _known(number: float) -> float | None:
    """None for NaN: what an engine could not say (JSON has no NaN)."""
    return None if math.isnan(number) else number


def _server_sent(events: Iterator[Piece | Translation]) -> Iterator[bytes]:
    """The stream's events on the wire; a failure mid-stream is an ``error`` event (the 200
    status has gone out), one line, no trace."""
    try:
        for event in events:
            if isinstance(event, Piece):
                data = schemas.StreamedPiece(piece=event.piece, log_prob=event.log_prob)
                yield format_sse_event(data_str=data.model_dump_json(), event="piece")
            else:
                done = schemas.Hypothesis(
                    text=event.target,
                    tokens=event.target_tokens,
                    log_prob=event.log_prob,
                    score=event.score,
                )
                yield format_sse_event(
                    data_str=done.model_dump_json(exclude_none=True), event="done"
                )
    except Exception as error:
        failure = schemas.Error(error=f"internal error: {type(error).__name__}: {error}")
        yield format_sse_event(data_str=failure.model_dump_json(), event="error")
