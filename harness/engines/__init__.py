"""Engine adapters: every engine is driven through GTP text, in or out of process.

:func:`harness.engines.registry.open_session` turns an engine spec
(``go``, ``go:repartition=off``, ``gtp:gnugo --mode gtp --quiet``) into a
session with one verb, ``send(command, ident=None, timeout=...) -> Reply``,
plus ``restart`` and ``close``.  Failures to answer are the exceptions of
:mod:`harness.engines.gtp` (:class:`EngineDied`, :class:`EngineTimeout`,
:class:`ProtocolError`).
"""
