"""ServalShell: offline natural-language-to-shell translation.

The import package maps the repository's folders: ``serval.model`` is ``model/``,
``serval.training`` is ``training/``, ``serval.daemon`` is ``daemon/`` and
``serval.shell_hooks`` is ``shell_hooks/``.
"""

__version__ = "0.1.0"
