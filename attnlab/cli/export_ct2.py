"""``attnlab export-ct2``: a Transformer run as a CTranslate2 model, for fast CPU translation."""

from __future__ import annotations

import argparse

from attnlab.cli.language import text


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    export_ct2 = commands.add_parser(
        "export-ct2",
        help=text("cli.export_ct2.help"),
        description=text("cli.export_ct2.description"),
    )
    export_ct2.add_argument("run_dir", metavar="RUN", help=text("cli.export_ct2.run"))
    export_ct2.add_argument("out", metavar="OUT", help=text("cli.export_ct2.out"))
    export_ct2.add_argument(
        "--quantization",
        default="float32",
        choices=["float32", "int8", "int8_float32", "int16"],
        help=text("cli.export_ct2.quantization"),
    )
    export_ct2.set_defaults(handler=handle)


def handle(args: argparse.Namespace) -> int:
    from attnlab.ct2 import export

    out = export(args.run_dir, args.out, args.quantization)
    print(text("cli.export_ct2.wrote", quantization=args.quantization, out=out))
    print(text("cli.export_ct2.next", run=args.run_dir, out=out))
    return 0
