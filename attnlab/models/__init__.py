"""Sequence-to-sequence models, one model a file, all speaking the decoder protocol."""
