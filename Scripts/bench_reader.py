#!/usr/bin/env python3
"""The reader's cost of a cursor move, fed keys through a pseudo-terminal.

Runs `scrolldown browse` on a pty twice in this run: once opened and quit (the baseline: start-up,
the feed fetched and drawn), once with N cursor moves (j and k in turn, each waiting for its
redraw) before q. Prints the CPU time (user + system, from wait4) of each, the CPU of one move,
and the move as a ratio of the baseline. Goal: a move under 5 ms of CPU.

    Scripts/bench_reader.py BINARY [MOVES]
"""
import os, pty, select, sys, time, fcntl, termios, struct

def session(binary, keys):
    pid, fd = pty.fork()
    if pid == 0:
        os.execv(binary, [binary, "browse"])
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    def settle(quiet=0.05, limit=5.0):
        start = last = time.time()
        while time.time() - last < quiet and time.time() - start < limit:
            ready, _, _ = select.select([fd], [], [], 0.01)
            if ready:
                try:
                    if os.read(fd, 65536):
                        last = time.time()
                except OSError:
                    return
    settle(quiet=0.3)
    for key in keys:
        os.write(fd, key)
        settle()
    os.write(fd, b"q")
    settle(quiet=0.1)
    _, status, usage = os.wait4(pid, 0)
    os.close(fd)
    return usage.ru_utime + usage.ru_stime

def main():
    binary = sys.argv[1]
    moves = int(sys.argv[2]) if len(sys.argv) > 2 else 200
    base = min(session(binary, []) for _ in range(3))
    moved = min(session(binary, [b"j" if i % 2 == 0 else b"k" for i in range(moves)]) for _ in range(3))
    per_move = max(moved - base, 0) / moves
    print(f"reader: open and quit {base * 1000:.1f} ms CPU; {moves} cursor moves {moved * 1000:.1f} ms CPU")
    print(f"reader: one cursor move {per_move * 1000:.3f} ms CPU = {per_move / base:.4f} × open and quit (goal < 5 ms)")

main()
