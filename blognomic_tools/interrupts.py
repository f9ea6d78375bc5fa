"""Ctrl-C while a page is being saved: the save under way finishes, so that its outcome is known and said, and the
interrupt stops the run right after it. A second Ctrl-C stops at once (the outcome of that save is then unknown, and
said so). Only in the main thread, where Python delivers signals; elsewhere (and where signals cannot be set, as in
a browser's Python) the block runs as it is."""
from __future__ import annotations

import signal
import threading
from typing import Callable


class DeferredInterrupt:
    """``with DeferredInterrupt(notice): ...``: a SIGINT inside the block calls `notice()` and is raised as
    KeyboardInterrupt when the block ends (not when it ends by an exception of its own); a second one is raised at once."""

    def __init__(self, notice: Callable[[], None] | None = None):
        self.notice = notice
        self.pending = False
        self._old = None

    def __enter__(self) -> "DeferredInterrupt":
        if threading.current_thread() is not threading.main_thread():
            return self
        try:
            self._old = signal.signal(signal.SIGINT, self._handler)
        except (ValueError, OSError, AttributeError):
            self._old = None
        return self

    def _handler(self, signum, frame) -> None:
        if self.pending:
            raise KeyboardInterrupt
        self.pending = True
        if self.notice is not None:
            self.notice()

    def __exit__(self, exc_type, exc, tb) -> bool:
        if self._old is not None:
            signal.signal(signal.SIGINT, self._old)
            self._old = None
        if self.pending and exc_type is None:
            raise KeyboardInterrupt
        return False
