"""An attnlab model family from outside attnlab: multi-head attention over a GRU's source."""

from attnlab_example_family.multihead_rnn import MULTIHEAD_RNN, MultiHeadRNN, MultiHeadRNNOptions

__all__ = ["MULTIHEAD_RNN", "MultiHeadRNN", "MultiHeadRNNOptions"]
