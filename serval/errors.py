"""The one project exception, turned into a message and an exit code at the CLI boundary."""


class ServalError(Exception):
    """An error with a message meant for the user (no traceback needed)."""

    exit_code = 1

    def __init__(self, message: str, exit_code: int | None = None):
        super().__init__(message)
        if exit_code is not None:
            self.exit_code = exit_code
