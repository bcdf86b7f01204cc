"""How sure is a translation: signals per word from the model itself (``signals``), and a
sentence score and word flags fitted on a dev split with its references (``estimator``)."""
