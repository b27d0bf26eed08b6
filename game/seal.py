"""The seed of a game in progress, sealed with a secret of this install, so a save does not tell the future.

A game's seed decides every card still to come. A save that held it in plain
would let anyone with the file (a curious player, a hot-seat rival) replay
the recipe and read the draw pile and the other hands. So the save holds the
seed masked by a keyed hash, and the key lives elsewhere:

- the key: 32 random bytes from ``secrets``, made once per install and kept
  in its own storage entry (``seal_key``: a file of its own in the data
  folder, or its own localStorage entry in the browser), never printed;
- each seal draws a fresh 16-byte nonce; the mask is
  ``blake2b(nonce, key=key, digest_size=8)`` (the standard library's keyed
  BLAKE2, used as a pseudo-random function), XORed over the 64-bit seed;
- a second keyed digest over the nonce and the masked seed checks, before any
  use, that the key is the one that sealed it and that nothing was changed.

Without the key the masked seed is one of 2**64 equally likely seeds. The
key is not a password: whoever can read the whole data folder can unseal,
as they could watch the screen. A lost key makes a sealed save
unreadable: ``unseal`` says so and the save is set aside like any other.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from typing import Any

from engine.recipe import BadRecipe
from game import storage

KEY = "seal_key"
SEED_BITS = 64
_KEY_BYTES = 32
_NONCE_BYTES = 16
_MASK = b"bv-seed-mask"  # blake2b's personalisation keeps the two uses of the key apart
_CHECK = b"bv-seed-check"


def _valid_key(raw: Any) -> bool:
    if not isinstance(raw, dict) or not isinstance(raw.get("key"), str):
        return False
    try:
        return len(bytes.fromhex(raw["key"])) == _KEY_BYTES
    except ValueError:
        return False


def _key(make: bool) -> bytes | None:
    """This install's key; made (and stored) on first use when ``make``. ``None``: there is none."""
    raw = storage.load(KEY, _valid_key)
    if raw is not None:
        return bytes.fromhex(raw["key"])
    if not make:
        return None
    made = secrets.token_bytes(_KEY_BYTES)
    if not storage.save(KEY, {"key": made.hex()}):
        return None
    again = storage.load(KEY, _valid_key)  # another copy of the game may have stored its own first
    return bytes.fromhex(again["key"]) if again is not None else made


def _mask(key: bytes, nonce: bytes) -> int:
    digest = hashlib.blake2b(nonce, key=key, digest_size=SEED_BITS // 8, person=_MASK).digest()
    return int.from_bytes(digest, "big")


def _check(key: bytes, nonce: bytes, masked: int) -> bytes:
    data = nonce + masked.to_bytes(SEED_BITS // 8, "big")
    return hashlib.blake2b(data, key=key, digest_size=16, person=_CHECK).digest()


def fits(seed: int) -> bool:
    """Whether a seed can be sealed (every seed the game draws is 64 bits)."""
    return type(seed) is int and 0 <= seed < 1 << SEED_BITS


def seal(seed: int) -> dict[str, str] | None:
    """The seed as a save keeps it; ``None`` when it cannot be sealed (no key can be stored here)."""
    if not fits(seed):
        raise ValueError(f"a seed to seal is a whole number below 2**{SEED_BITS}")
    key = _key(make=True)
    if key is None:
        return None
    nonce = secrets.token_bytes(_NONCE_BYTES)
    masked = seed ^ _mask(key, nonce)
    return {"nonce": nonce.hex(), "masked": f"{masked:016x}", "check": _check(key, nonce, masked).hex()}


def unseal(sealed: Any) -> int:
    """The seed a ``seal`` holds; ``BadRecipe`` with the reason when it cannot be had."""
    try:
        nonce, masked, check = bytes.fromhex(sealed["nonce"]), int(sealed["masked"], 16), bytes.fromhex(sealed["check"])
    except (KeyError, TypeError, ValueError):  # (a value of another type, text that is not hexadecimal)
        raise BadRecipe("damaged saved game (its sealed deck)") from None
    if len(nonce) != _NONCE_BYTES or not fits(masked):
        raise BadRecipe("damaged saved game (its sealed deck)")
    key = _key(make=False)
    if key is None:
        raise BadRecipe("its deck was sealed with a key this device no longer has (seal_key)")
    if not hmac.compare_digest(_check(key, nonce, masked), check):
        raise BadRecipe("its deck was sealed with another key than this device's (seal_key), or changed since")
    return masked ^ _mask(key, nonce)
