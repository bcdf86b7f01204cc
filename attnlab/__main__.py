"""``python -m attnlab``, the form ``torchrun -m attnlab train ...`` starts."""

import sys

from attnlab.cli import main

sys.exit(main())
