"""Write a file so that readers see the old content or the new, never half of it.

Standard library only (the torch-free paths of the CLI use it too).
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO


@contextmanager
def atomic_write(path: Path, mode: str = "wb", *, prefix: str | None = None, suffix: str = ".tmp") -> Iterator[IO]:
    """Yield a temp file beside ``path``; on success fsync it and ``os.replace`` it onto ``path``.

    On any exception the temp file is removed and the exception propagates; ``path`` is untouched.
    ``prefix`` names the temp file (default ``.<name>.``) so callers can find leftovers of killed runs.
    """
    path = Path(path)
    fd, tmp = tempfile.mkstemp(prefix=prefix if prefix is not None else f".{path.name}.", suffix=suffix,
                               dir=path.parent)
    try:
        with os.fdopen(fd, mode, **({} if "b" in mode else {"encoding": "utf-8"})) as f:
            yield f
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
