"""``attnlab export-web``: the explorer with the models running in the page (site.py), as the
ONNX graphs of graphs.py that exporter.py writes and checks."""
