"""Play over the network: the protocol, the authoritative server and a Qt-free client (see docs/network.md).

A package of its own beside rules/: the rules stay free of networking, and the server and
client import the rules but never Qt, so `party-table serve` runs on a machine without a
screen. The desktop wraps `net.client.Client` as one more kind of seat.
"""
