"""Engine matches: game pairs from an opening set, our own referee, statistics.

``regress match ENGINE_A ENGINE_B`` plays pairs of games, each opening once
with each engine on the first colour, judges every move and the end of each
game itself (:mod:`harness.match.referee`), appends every finished game to a
run file (:mod:`harness.match.record`) and an SGF record, and stops at a
fixed number of games or when the pentanomial SPRT of :mod:`harness.stats`
decides (:mod:`harness.match.driver`).
"""
