"""What the service takes, one home: `attnlab serve`'s flags set each (the decoder's own
limits, which no flag raises, are attnlab.decoding.limits'). Light: the command line reads it
to say the defaults."""

from __future__ import annotations

from dataclasses import dataclass

from attnlab.decoding.limits import MAX_SOURCE_TOKENS

# seconds for a whole request to arrive (http_server.py enforces it): a 1 MiB body on a slow
# link fits
REQUEST_DEADLINE = 10.0


@dataclass(frozen=True)
class Limits:
    """What the service takes, set by `attnlab serve`'s flags; past one, a request is refused
    with the limit named (guard.py's statuses)."""

    max_sentences: int = 64  # per request (sentences, or pairs to score): 422 past it
    max_source_tokens: int = MAX_SOURCE_TOKENS  # per sentence, at most the decoder's: 422
    max_body_bytes: int = 1024 * 1024  # 413 past it
    # Requests inside the service at once (decoding or queued for it): twice the 64 clients of
    # benchmarks/serve_load.py. Past it a request is refused (503) rather than queued for ever.
    max_in_flight: int = 128
    batch_tokens: int | None = None  # source tokens of one decode call; None: the run's
    # data.max_tokens, one of translate's batches

    def __post_init__(self) -> None:
        if not 1 <= self.max_source_tokens <= MAX_SOURCE_TOKENS:
            raise ValueError(
                f"max_source_tokens (--max-source-tokens) must be 1 to the decoder's limit, "
                f"{MAX_SOURCE_TOKENS}; got {self.max_source_tokens}"
            )
        for name in ("max_sentences", "max_body_bytes", "max_in_flight", "batch_tokens"):
            value = getattr(self, name)
            if value is not None and value < 1:
                raise ValueError(f"{name} must be 1 or more, got {value}")


DEFAULT_LIMITS = Limits()
