#!/usr/bin/env python3
"""SPSA tuning of the alpha-beta search's parameters by self-play through
`faceoff match` (docs/strength.md, "Tuning the search (SPSA)").

The engine must be a tuning build (cmake -DFACEOFF_TUNING=ON): its
"Tune <Name>" options give the parameters with their defaults and ranges;
each one's final perturbation c_end is the step of search/alphabeta/params.h
(or --c-end). Each iteration k (from 0) perturbs every tuned parameter by
+-c_k at random, plays one mini-match of 2 * pairs games (each opening with
both colours) between theta + c_k Delta and theta - c_k Delta, and moves
theta by R_k c_k (W - L) Delta, with the usual gains

    c_k = c_end N^gamma / (k + 1)^gamma          gamma = 0.101
    a_k = r_end c_end^2 (A + N)^alpha / (A + k + 1)^alpha,  A = N / 10, alpha = 0.602
    R_k = a_k / c_k^2

so that the last iteration perturbs by c_end and moves by r_end per unit.
The same seed and settings give the same perturbations and openings; the
state file (--state) is written after every iteration and resumes the run.

usage: tools/spsa.py --engine FACEOFF --game G [--tc 2+0.02 | --nodes N] --iterations N [--pairs 4]
                     [--concurrency 1] [--openings FILE] [--params Name,Name] [--seed 1]
                     [--state FILE] [--c-end Name=V,...] [--r-end 0.002]
                     [--resign movecount=N score=CP] [--draw movenumber=N movecount=N score=CP] [--maxmoves N]
"""
import argparse
import json
import math
import os
import random
import re
import shlex
import subprocess
import sys
import tempfile
from pathlib import Path

GAMMA = 0.101
ALPHA = 0.602
PARAMS_HEADER = Path(__file__).resolve().parent.parent / "search" / "alphabeta" / "params.h"

# The settings a run keeps in its state; a resumed run takes them from there.
SETTINGS = ("engine", "game", "tc", "nodes", "iterations", "pairs", "openings", "params", "seed", "c_end", "r_end",
            "resign", "draw", "maxmoves")
DEFAULTS = {"pairs": 4, "seed": 1, "r_end": 0.002}


class Refused(Exception):
    """A bad argument, engine or state: the message, and exit status 2."""


def parse_arguments(argv):
    ap = argparse.ArgumentParser(description="SPSA tuning of the search's parameters through faceoff match.")
    ap.add_argument("--engine", help="a faceoff built with -DFACEOFF_TUNING=ON")
    ap.add_argument("--game", help="the game played (faceoff games)")
    ap.add_argument("--tc", help="each game's clock, [MPS/]BASE[+INC] seconds (default 2+0.02)")
    ap.add_argument("--nodes", type=int, help="a node limit a move instead of a clock")
    ap.add_argument("--iterations", type=int, help="SPSA iterations N")
    ap.add_argument("--pairs", type=int, help="game pairs an iteration (default 4)")
    ap.add_argument("--concurrency", type=int, default=1, help="games at once (default 1)")
    ap.add_argument("--openings", help="openings file (faceoff match's format); default: the runner's random starts")
    ap.add_argument("--params", help="the parameters tuned, Name,Name (default: all)")
    ap.add_argument("--seed", type=int, help="seed of the perturbations and random starts (default 1)")
    ap.add_argument("--state", help="JSON state, written after every iteration; an existing one is resumed")
    ap.add_argument("--c-end", dest="c_end", help="final perturbations, Name=V,... (default: params.h's steps)")
    ap.add_argument("--r-end", dest="r_end", type=float, help="final step per unit of perturbation (default 0.002)")
    ap.add_argument("--resign", nargs="+", help="passed to faceoff match: movecount=N score=CP")
    ap.add_argument("--draw", nargs="+", help="passed to faceoff match: movenumber=N movecount=N score=CP")
    ap.add_argument("--maxmoves", type=int, help="passed to faceoff match: drawn after N moves")
    return ap.parse_args(argv)


def engine_params(engine):
    """The engine's "Tune" options: {name: (default, min, max)} in its order."""
    try:
        out = subprocess.run([engine], input="uci\nquit\n", capture_output=True, text=True, timeout=30).stdout
    except (OSError, subprocess.SubprocessError) as e:
        raise Refused(f"cannot run the engine '{engine}': {e}")
    params = {}
    for m in re.finditer(r"^option name Tune (\w+) type spin default (-?\d+) min (-?\d+) max (-?\d+)$", out, re.M):
        params[m.group(1)] = tuple(int(v) for v in m.group(2, 3, 4))
    if not params:
        raise Refused(f"'{engine}' lists no 'Tune' options: build it with cmake -DFACEOFF_TUNING=ON")
    return params


def header_steps():
    """The steps (c_end) of params.h's table, by name; none if it is not there."""
    try:
        text = PARAMS_HEADER.read_text()
    except OSError:
        return {}
    return {m.group(1): int(m.group(2)) for m in re.finditer(r"X\((\w+), -?\d+, -?\d+, -?\d+, (\d+)\)", text)}


def step_overrides(text, names):
    """--c-end's "Name=V,Name=V" as {name: V}, each name one of those tuned."""
    steps = {}
    for item in text.split(","):
        name, _, value = item.partition("=")
        try:
            steps[name] = float(value)
        except ValueError:
            steps[name] = 0
        if name not in names or steps[name] <= 0:
            raise Refused(f"bad --c-end '{item}': give Name=V, V above 0, for a tuned parameter")
    return steps


def opening_lines(path):
    """The openings of a file, as faceoff match reads them (no comments or blank lines)."""
    try:
        lines = [line.strip() for line in open(path, encoding="utf-8")]
    except OSError as e:
        raise Refused(f"cannot read openings file: {e}")
    lines = [line for line in lines if line and not line.startswith("#")]
    if not lines:
        raise Refused(f"no openings in '{path}'")
    return lines


def new_state(args):
    """A fresh run's state from the command line, checked."""
    settings = {key: getattr(args, key) for key in SETTINGS}
    for key, value in DEFAULTS.items():
        if settings[key] is None:
            settings[key] = value
    if not settings["engine"] or not settings["game"] or settings["iterations"] is None:
        raise Refused("give --engine, --game and --iterations")
    if settings["tc"] and settings["nodes"]:
        raise Refused("give --tc or --nodes, not both")
    if not settings["tc"] and not settings["nodes"]:
        settings["tc"] = "2+0.02"
    for key in ("iterations", "pairs", "nodes", "maxmoves"):
        if settings[key] is not None and settings[key] < 1:
            raise Refused(f"--{key} must be at least 1")
    if settings["r_end"] <= 0:
        raise Refused("--r-end must be above 0")
    if settings["openings"]:
        settings["openings"] = os.path.abspath(settings["openings"])
        opening_lines(settings["openings"])
    available = engine_params(settings["engine"])
    names = settings["params"].split(",") if settings["params"] else list(available)
    for name in names:
        if name not in available:
            raise Refused(f"unknown parameter '{name}': the engine has {', '.join(available)}")
    settings["params"] = ",".join(names)
    overrides = step_overrides(settings["c_end"], names) if settings["c_end"] else {}
    steps = header_steps()
    params = {}
    for name in names:
        default, low, high = available[name]
        c_end = overrides.get(name, steps.get(name, max(1, (high - low) / 20)))
        params[name] = {"default": default, "min": low, "max": high, "c_end": c_end}
    return {"settings": settings, "params": params, "iteration": 0,
            "theta": {name: float(p["default"]) for name, p in params.items()}, "log": []}


def resumed_state(args, path):
    """The state of the file, with the command line's settings checked against it."""
    try:
        with open(path, encoding="utf-8") as f:
            state = json.load(f)
    except (OSError, ValueError) as e:
        raise Refused(f"cannot resume from '{path}': {e}")
    missing = [key for key in ("settings", "iteration", "theta", "params", "log") if key not in state]
    if missing:
        raise Refused(f"cannot resume from '{path}': no {', '.join(missing)}")
    settings = state["settings"]
    # The engine may have moved; every other setting is the run's own.
    for key in SETTINGS:
        given = getattr(args, key)
        if given is not None and key != "engine" and given != settings[key] and not (
                key == "openings" and os.path.abspath(given) == settings[key]):
            raise Refused(f"--{key.replace('_', '-')} {given} differs from the state's {settings[key]} "
                          f"(a resumed run keeps its settings)")
    if args.engine:
        settings["engine"] = args.engine
    engine_params(settings["engine"])
    return state


def gains(settings, param, k):
    """c_k and R_k of iteration k (from 0) for one parameter."""
    n = settings["iterations"]
    big_a = 0.1 * n
    c_end = param["c_end"]
    c_k = c_end * n ** GAMMA / (k + 1) ** GAMMA
    a = settings["r_end"] * c_end ** 2 * (big_a + n) ** ALPHA
    a_k = a / (big_a + k + 1) ** ALPHA
    return c_k, a_k / c_k ** 2


def clamp(value, param):
    return min(max(value, param["min"]), param["max"])


def rounded(value, param):
    return int(clamp(math.floor(value + 0.5), param))


def perturbation(settings, k):
    """Delta of iteration k: +-1 a parameter, from the seed and k alone."""
    rng = random.Random(f"spsa {settings['seed']} {k}")
    return {name: rng.choice((-1, 1)) for name in settings["params"].split(",")}


def option_words(values):
    return [f"option.Tune {name}={value}" for name, value in values.items()]


def play(settings, concurrency, k, plus, minus):
    """The mini-match of iteration k: (W, L, D) of plus against minus."""
    engine = settings["engine"]
    command = [engine, "match", "--game", settings["game"], "--games", str(2 * settings["pairs"]),
               "--concurrency", str(concurrency),
               "--engine", "cmd=" + shlex.quote(engine), "name=plus", *option_words(plus),
               "--engine", "cmd=" + shlex.quote(engine), "name=minus", *option_words(minus)]
    command += ["--nodes", str(settings["nodes"])] if settings["nodes"] else ["--tc", settings["tc"]]
    for key in ("resign", "draw"):
        if settings[key]:
            command += [f"--{key}", *settings[key]]
    if settings["maxmoves"]:
        command += ["--maxmoves", str(settings["maxmoves"])]
    with tempfile.NamedTemporaryFile("w", prefix="spsa-openings-", suffix=".txt") as openings:
        if settings["openings"]:
            # This iteration's openings: the next of the file, from the top again when it runs out.
            lines = opening_lines(settings["openings"])
            first = k * settings["pairs"]
            openings.write("".join(lines[(first + j) % len(lines)] + "\n" for j in range(settings["pairs"])))
            openings.flush()
            command += ["--openings", "file=" + openings.name]
        else:
            # The runner's random starts: opening j of the match uses seed N + j.
            command += ["--openings", "random", f"seed={settings['seed'] * 10 ** 9 + k * settings['pairs']}"]
        result = subprocess.run(command, capture_output=True, text=True)
    scores = re.findall(r"^Score of plus vs minus: (\d+) - (\d+) - (\d+)", result.stdout, re.M)
    if result.returncode == 1:
        raise KeyboardInterrupt
    if result.returncode != 0 or not scores:
        raise Refused(f"faceoff match failed (status {result.returncode}):\n{result.stderr.strip()}")
    return tuple(int(v) for v in scores[-1])


def save(state, path):
    if not path:
        return
    temporary = path + ".tmp"
    with open(temporary, "w", encoding="utf-8") as f:
        json.dump(state, f, indent=1)
        f.write("\n")
    os.replace(temporary, path)


def theta_text(state):
    return " ".join(f"{name}={rounded(value, state['params'][name])}" for name, value in state["theta"].items())


def run(state, concurrency, path):
    settings, params, theta = state["settings"], state["params"], state["theta"]
    n = settings["iterations"]
    while state["iteration"] < n:
        k = state["iteration"]
        delta = perturbation(settings, k)
        plus, minus, steps = {}, {}, {}
        for name, param in params.items():
            c_k, r_k = gains(settings, param, k)
            plus[name] = rounded(theta[name] + c_k * delta[name], param)
            minus[name] = rounded(theta[name] - c_k * delta[name], param)
            steps[name] = r_k * c_k * delta[name]
        wins, losses, draws = play(settings, concurrency, k, plus, minus)
        for name, param in params.items():
            theta[name] = clamp(theta[name] + steps[name] * (wins - losses), param)
        state["iteration"] = k + 1
        state["log"].append({"iteration": k + 1, "delta": delta, "wld": [wins, losses, draws]})
        save(state, path)
        print(f"iteration {k + 1}/{n}: {wins}-{losses}-{draws}  {theta_text(state)}", flush=True)


def report(state):
    settings, params = state["settings"], state["params"]
    values = {name: rounded(value, params[name]) for name, value in state["theta"].items()}
    words = " ".join(shlex.quote(word) for word in option_words(values))
    changed = [f"{name} {params[name]['default']} -> {value}" for name, value in values.items()
               if value != params[name]["default"]]
    engine = shlex.quote("cmd=" + shlex.quote(settings["engine"]))
    iterations = f"{state['iteration']} iteration{'s' if state['iteration'] != 1 else ''}"
    print(f"\nTuned after {iterations} ({', '.join(changed) or 'no change'}):")
    print(f"  {words}")
    print("These are only candidates: verify them by an SPRT against the defaults before making them the "
          "defaults, e.g.")
    print(f"  {shlex.quote(settings['engine'])} match --game {settings['game']} --engine {engine} name=tuned "
          f"{words} --engine {engine} name=default --tc 10+0.1 --games 20000 --openings file=OPENINGS "
          f"--sprt elo0=0 elo1=5")


def main(argv):
    args = parse_arguments(argv)
    state = None
    try:
        if args.concurrency < 1:
            raise Refused("--concurrency must be at least 1")
        if args.state and os.path.exists(args.state):
            state = resumed_state(args, args.state)
            print(f"resuming {args.state} after iteration {state['iteration']} of {state['settings']['iterations']}")
        else:
            state = new_state(args)
        run(state, args.concurrency, args.state)
    except Refused as e:
        print(f"spsa.py: {e}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        if state:
            where = f"; resume with --state {args.state}" if args.state else ""
            print(f"interrupted after iteration {state['iteration']}{where}", file=sys.stderr)
        return 1
    report(state)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
