"""Misbehaving clients on real loopback sockets, for the tests of the service's and the
explorer's limits: one that trickles its request a byte at a time (slow loris), one that asks
for an answer and never reads it."""

from __future__ import annotations

import select
import socket
import time
from dataclasses import dataclass


@dataclass
class Trickled:
    seconds: float  # from the first byte sent to the server's hang-up
    reply: bytes  # what the server answered before it hung up (b"": nothing)
    bytes_sent: int


def trickle(
    address: tuple[str, int], request: bytes, interval: float, limit: float, head: bytes = b""
) -> Trickled:
    """Send ``head`` at once, then ``request`` one byte every ``interval`` seconds, until the
    server answers or hangs up; fails if it has not within ``limit`` seconds."""
    began = time.monotonic()  # before connecting: the server's clock cannot start earlier
    with socket.create_connection(address, timeout=limit) as connection:
        sent = 0
        if head:
            connection.sendall(head)
            sent += len(head)
        pending = list(request)
        while time.monotonic() - began < limit:
            if pending:
                try:
                    connection.sendall(bytes([pending.pop(0)]))
                except (BrokenPipeError, ConnectionResetError):
                    return Trickled(time.monotonic() - began, b"", sent)
                sent += 1
            readable, _, _ = select.select([connection], [], [], interval)
            if readable:  # an answer, or the hang-up
                return Trickled(time.monotonic() - began, _read_to_end(connection), sent)
    raise AssertionError(f"the server kept a client sending a byte every {interval} s {limit} s")


def _read_to_end(connection: socket.socket) -> bytes:
    chunks = []
    try:
        while chunk := connection.recv(65536):
            chunks.append(chunk)
    except ConnectionResetError:
        pass
    return b"".join(chunks)


def never_read(address: tuple[str, int], request: bytes) -> socket.socket:
    """Send ``request`` on a connection with a small receive buffer, and read nothing: the
    answer piles up in the server. The caller closes the socket."""
    connection = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    connection.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)  # before connecting
    connection.connect(address)
    connection.sendall(request)
    return connection


def drain(connection: socket.socket, within: float) -> tuple[int, bool]:
    """Read what the server sends for ``within`` seconds at most: (bytes read, whether it
    closed the connection)."""
    connection.settimeout(within)
    count = 0
    try:
        while chunk := connection.recv(1 << 20):
            count += len(chunk)
    except ConnectionResetError:
        return count, True
    except TimeoutError:
        return count, False
    return count, True
