"""The data layer: corpora, subword tokenizers, length-bucketed batches with masks, and toy
tasks. The trainer's path through it::

    corpus = load_corpus("tatoeba-zh-en")          # or "synthetic:reverse", or a path
    tokenizers = Tokenizers.train(corpus, 4000, 4000)  # on corpus.train only; None = sized
    tokenizers.save(run_dir / "tokenizers")        # Tokenizers.load(...) reads it back
    train = encode_pairs(corpus.train, tokenizers, 80)   # drops longer pairs: train.dropped
    for batch in make_batches(train, 4096, seed=seed, epoch=epoch): ...
    dev = encode_pairs(corpus.dev, tokenizers)     # dev and test are never cut
    sources, references = corpus.references("test")  # every reference of each source
"""

from attnlab.data.batching import (
    Batch,
    EncodedPairs,
    Example,
    collate,
    encode_pairs,
    make_batches,
    padding_fraction,
    plan_batches,
)
from attnlab.data.cache import cache_root
from attnlab.data.corpus import Corpus, DataError, Pair, ReferenceSet, group_references
from attnlab.data.registry import BUILTIN, DEFAULT_CORPUS, load_corpus
from attnlab.data.synthetic import synthetic_corpus
from attnlab.data.tokenizer import (
    BOS_ID,
    EOS_ID,
    PAD_ID,
    UNK_ID,
    SubwordTokenizer,
    Tokenizers,
    train_tokenizers,
)

__all__ = [
    "BOS_ID",
    "BUILTIN",
    "DEFAULT_CORPUS",
    "EOS_ID",
    "PAD_ID",
    "UNK_ID",
    "Batch",
    "Corpus",
    "DataError",
    "EncodedPairs",
    "Example",
    "Pair",
    "ReferenceSet",
    "SubwordTokenizer",
    "Tokenizers",
    "cache_root",
    "collate",
    "encode_pairs",
    "group_references",
    "load_corpus",
    "make_batches",
    "padding_fraction",
    "plan_batches",
    "synthetic_corpus",
    "train_tokenizers",
]
