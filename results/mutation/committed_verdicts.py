"""Which experiment-verdict mutants the committed-verdicts test kills, in one process.

tests/experiments/test_committed_verdicts.py recomputes every committed verdict from its
committed JSON. Under mutmut each mutant pays for a fresh pytest run of every test that calls
its function, training quick runs included, in no fixed order: a few seconds to a minute each,
hours for the experiments' 1,606. This script runs that test's check alone for each mutant
named on stdin, in one process: mutmut's trampolines read MUTANT_UNDER_TEST at every call, so
setting it switches the mutant on. A mutant is killed when the recomputed verdict differs from
the committed one or raises. Run it from mutmut's copy, after `make mutation` has made it:

    cd mutants && cp ../tests/experiments/test_committed_verdicts.py tests/experiments/ && \
        ../.venv/bin/python ../results/mutation/committed_verdicts.py < NAMES \
        > ../results/mutation/committed-verdicts.txt

Prints one line per mutant: NAME killed | survived | not-reached (a function no verdict
calls on a committed record: base.wilson, micro.mean_in_span, alignment.aer).
"""

from __future__ import annotations

import json
import os
import signal
import sys
from types import FrameType

sys.path.insert(0, os.getcwd())  # mutants/: its attnlab and tests

from tests.experiments.test_committed_verdicts import VERDICTS, committed

MODULES = {name.replace("-", "_"): name for name in VERDICTS} | {
    "faithfulness_report": "faithfulness",
    "masks_wrong_report": "masks-wrong",
}
REACHED = ("x_verdict", "x_verdict_of_summaries", "x_overlap", "x_exponent", "x_over")
SECONDS = 20  # a mutant that loops for ever is killed, as mutmut's timeout would


def fate(name: str) -> str:
    module, function = name.split(".")[2], name.split(".")[3].split("__mutmut_")[0]
    experiment = MODULES.get(module)
    if experiment is None or function not in REACHED:
        return "not-reached"
    os.environ["MUTANT_UNDER_TEST"] = name
    signal.alarm(SECONDS)
    try:
        judged = json.loads(json.dumps(VERDICTS[experiment](committed(experiment))))
        return "survived" if judged == committed(experiment)["verdict"] else "killed"
    except Exception:
        return "killed"
    finally:
        signal.alarm(0)
        os.environ.pop("MUTANT_UNDER_TEST")


def main() -> None:
    def timeout(_signum: int, _frame: FrameType | None) -> None:
        raise TimeoutError

    signal.signal(signal.SIGALRM, timeout)
    for line in sys.stdin:
        if line.strip():
            print(line.strip(), fate(line.strip()), flush=True)


if __name__ == "__main__":
    main()
