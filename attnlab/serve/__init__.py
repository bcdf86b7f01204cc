"""A translation service on FastAPI and uvicorn: ``attnlab serve RUN...``.

app.py holds the routes, schemas.py the requests and answers, guard.py what is refused and
how (the explorer's rules too), http_server.py the server under it and the explorer (uvicorn,
with deadlines on slow clients), batching.py the queue that decodes concurrent requests
together, streaming.py the step-by-step greedy decoding behind token streaming, server.py the
command.
"""

from attnlab.serve.app import ServedModel, make_app, serve_models
from attnlab.serve.server import load_translators, serve

__all__ = ["ServedModel", "load_translators", "make_app", "serve", "serve_models"]
