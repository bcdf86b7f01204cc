"""``attnlab caption``: caption images with a trained captioner (its attention per word drawn
by ``attnlab.viz.captions``); ``attnlab train`` trains one."""

from __future__ import annotations

import argparse
from pathlib import Path

from attnlab.cli.common import parse_threads
from attnlab.cli.language import text


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    caption = commands.add_parser(
        "caption", help=text("cli.caption.help"), description=text("cli.caption.description")
    )
    caption.add_argument("run_dir", metavar="RUN", help=text("cli.caption.run"))
    caption.add_argument("images", nargs="+", metavar="IMAGE", help=text("cli.caption.images"))
    caption.add_argument("-o", "--output", default="captions", help=text("cli.caption.output"))
    caption.add_argument("--no-maps", action="store_true", help=text("cli.caption.no_maps"))
    caption.add_argument(
        "--threads", type=parse_threads, default="auto", help=text("cli.common.threads")
    )
    caption.set_defaults(handler=handle_caption)


def handle_caption(args: argparse.Namespace) -> int:
    from attnlab.captioning import caption_files, image_paths, open_captioner
    from attnlab.viz.captions import CaptionRow, draw_captions

    captioner = open_captioner(args.run_dir)
    paths = image_paths(args.images)
    if not paths:
        raise FileNotFoundError("no images: name PNG files or folders holding them")
    output = Path(args.output)
    for path, (words, weights, canvas) in zip(paths, caption_files(captioner, paths), strict=True):
        caption = " ".join(words)
        line = f"{path}\t{caption}"
        if not args.no_maps:
            row = CaptionRow(path.name, canvas, words, weights)
            overlay = draw_captions([row], output / f"{path.stem}.attention.png", title=caption)
            line += f"\t{overlay}"
        print(line)
    return 0
