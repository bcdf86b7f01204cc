"""A translation service on FastAPI and uvicorn: ``attnlab serve RUN...``.

app.py holds the routes, schemas.py the requests and answers, guard.py what is refused and
how (the explorer's rules too), http_server.py the server under it and the explorer (uvicorn,
with deadlines on slow clients), batching.py the queue that decodes concurrent requests
together and engines.py what decodes them, streaming.py the step-by-step greedy decoding behind
token streaming, limits.py what a request may ask, observe.py the access log and the metrics,
server.py the command. Nothing is imported here, so that the command line reads limits.py
without loading the web stack.
"""
