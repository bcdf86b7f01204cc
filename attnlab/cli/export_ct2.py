"""``attnlab export-ct2``: a Transformer run as a CTranslate2 model, for fast CPU translation."""

from __future__ import annotations

import argparse


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    export_ct2 = commands.add_parser(
        "export-ct2",
        help="export a Transformer run to CTranslate2, for fast CPU translation",
        description="Write the run's best weights as a CTranslate2 model (pip install "
        "ctranslate2) into OUT; translate with `attnlab translate RUN_DIR --ct2 OUT`. "
        "Transformer runs only.",
    )
    export_ct2.add_argument(
        "run_dir", metavar="RUN", help="a Transformer run directory, or `transformer`"
    )
    export_ct2.add_argument("out", metavar="OUT", help="the directory to write (new, or an export)")
    export_ct2.add_argument(
        "--quantization",
        default="float32",
        choices=["float32", "int8", "int8_float32", "int16"],
        help="weight type (default float32; int8: about 4x smaller and faster on CPU)",
    )
    export_ct2.set_defaults(handler=handle)


def handle(args: argparse.Namespace) -> int:
    from attnlab.ct2 import export

    out = export(args.run_dir, args.out, args.quantization)
    print(f"CTranslate2 model ({args.quantization}): {out}")
    print(f"translate with: attnlab translate {args.run_dir} --ct2 {out}")
    return 0
