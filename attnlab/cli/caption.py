"""``attnlab caption``: caption images with a trained captioner (its attention per word drawn
by ``attnlab.viz.captions``); ``attnlab train`` trains one."""

from __future__ import annotations

import argparse
from pathlib import Path


def add_parser(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    caption = commands.add_parser(
        "caption",
        help="caption images with a trained captioner; attention maps per word (PNG)",
        description="Caption each image (PNG files, or folders of them; resized to 96x96 and "
        "made light-on-dark like the scenes) and write, per image, one panel per word with "
        "where the model looked. Prints: image, caption, attention PNG (tab-separated).",
    )
    caption.add_argument("run_dir", metavar="RUN", help="a captioning run directory")
    caption.add_argument("images", nargs="+", metavar="IMAGE", help="PNG files or folders")
    caption.add_argument("-o", "--output", default="captions", help="folder for the PNGs")
    caption.add_argument("--no-maps", action="store_true", help="captions only, no PNGs")
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
