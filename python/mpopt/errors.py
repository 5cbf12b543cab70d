"""The exception every mpopt function raises."""


class MPOptError(RuntimeError):
    """A failure, with mpopt's diagnostics (locations included) as text."""
