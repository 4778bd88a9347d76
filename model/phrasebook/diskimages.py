"""Whole disks, cards and partitions copied byte for byte with dd: an image written to a device (compressed images
unpacked on the way), a device saved to an image (gzipped on the way) or restored from one, a device cloned onto
another, wiped with zeros or random bytes, its boot sector saved, or only its first part copied. Every copy goes 4 MiB
at a time and shows progress; writes from a pipe, clones and wipes end with ``conv=fsync`` (dd returns once the data
is on the device), while a plain image written keeps the form most people type, as the system rows wrote it.
"""

from __future__ import annotations

import re

_DEV = r"(?P<{0}>/dev/(?:sd[a-z]|vd[a-z]|hd[a-z]|mmcblk\d+|nvme\d+n\d+|loop\d+)(?:p?\d+)?)\b"
_FILE = r"(?P<{0}>[~./\w][\w./~-]*\.(?:img|iso|bin|raw|dd|image)(?:\.(?:xz|gz|zip|zst|bz2))?)\b"
_NOUN = r"(?:(?:the\s+|my\s+)?(?:whole\s+|entire\s+|raw\s+)?(?:(?:usb\s+|external\s+)?(?:stick|drive|disk|card|sd\s*card|micro\s*sd(?:\s+card)?|partition|device|boot\s+partition|root\s+partition)\s+)?(?:at\s+)?)"
_WRITE = " bs=4M status=progress conv=fsync"
_UNPACK = {"xz": "xzcat", "gz": "gunzip -c", "zip": "unzip -p", "zst": "zstdcat", "bz2": "bzcat"}


def _home(path: str) -> str:
    """``~/backups/x.img`` as ``$HOME/backups/x.img``: sudo's dd would read ~ as root's home if it were quoted
    later, and an unquoted ~ after ``of=`` is not expanded by the shell at all."""
    return re.sub(r"^~(?=/)", "$HOME", path)


def _written(img: str, dev: str) -> str:
    kind = img.rsplit(".", 1)[-1].lower()
    if kind in _UNPACK:
        return f"{_UNPACK[kind]} {img} | sudo dd of={dev}{_WRITE}"
    return f"sudo dd if={img} of={dev} bs=4M status=progress"


def _saved(m: re.Match) -> str:
    dev, out = m.group("dev"), m.group("out")
    if out.lower().endswith(".gz"):
        return f"sudo dd if={dev} bs=4M status=progress | gzip > {out}"
    if out.lower().endswith(".xz"):
        return f"sudo dd if={dev} bs=4M status=progress | xz > {out}"
    return f"sudo dd if={dev} of={_home(out)} bs=4M status=progress"


def _first_part(m: re.Match) -> str:
    size, unit = int(m.group("n")), m.group("u").upper()[0]
    count = size * 1024 if unit == "G" else size
    return f"sudo dd if={m.group('dev')} of={_home(m.group('out'))} bs=1M count={count} status=progress"


ROWS = (
    # "write raspios.img.xz straight to /dev/mmcblk0 without unpacking it first", "flash ubuntu.iso onto the usb stick
    # /dev/sdc", "restore sdcard-backup.img.gz back onto /dev/sdb"
    (re.compile(rf"\b(?:write|flash|burn|put|dd|restore|copy)\s+(?:the\s+)?(?:image\s+)?{_FILE.format('img')}\s+(?:back\s+)?(?:straight\s+|directly\s+)?"
                rf"(?:on|onto|to)\s+{_NOUN}{_DEV.format('dev')}(?!\s+(?:using|with)\s+cp)", re.I),
     lambda m: _written(m.group("img"), m.group("dev"))),
    # "image the card at /dev/sdb and gzip it on the fly into sdcard-backup.img.gz", "back up the whole sd card
    # /dev/mmcblk0 to ~/backups/pi-card-2024.img", "backup only the boot partition /dev/sdb1 into boot-part.img"
    (re.compile(rf"\b(?:image|back\s+up|backup|save|dump|clone|copy|make\s+an?\s+(?:exact\s+)?(?:image|copy|backup)\s+of)\s+(?:only\s+|just\s+)?{_NOUN}{_DEV.format('dev')}"
                rf"\s+(?:and\s+(?:gzip|compress|xz)\s+it\s+(?:on\s+the\s+fly\s+)?)?(?:in)?to\s+(?:the\s+(?:image\s+)?(?:file\s+)?|a\s+file\s+(?:called\s+)?)?{_FILE.format('out')}\s*[.!]?\s*$", re.I),
     _saved),
    # "clone /dev/sdb directly onto /dev/sdc"
    (re.compile(rf"^\s*(?:please\s+)?(?:clone|copy|duplicate|mirror)\s+{_NOUN}{_DEV.format('dev')}\s+(?:directly\s+|straight\s+)?(?:on)?to\s+{_NOUN}{_DEV.format('dev2')}\s*$", re.I),
     lambda m: f"sudo dd if={m.group('dev')} of={m.group('dev2')}{_WRITE}"),
    # "fill the whole usb drive /dev/sde with zeros", "overwrite /dev/sdf with random data before i give the stick away"
    (re.compile(rf"^\s*(?:please\s+)?(?:fill|overwrite|wipe|zero(?:\s+out)?|blank)\s+{_NOUN}{_DEV.format('dev')}(?:\s+(?:with|using)\s+(?P<what>zeros?|zeroes|random\s+(?:data|bytes|noise)))?\b"
                rf"(?!\s+by\b)(?:[^.]*?\b(?:before|so)\b.*)?\s*$", re.I),
     lambda m: f"sudo dd if=/dev/urandom of={m.group('dev')} bs=4M status=progress" if m.group("what") and m.group("what").lower().startswith("random")
     else f"sudo dd if=/dev/zero of={m.group('dev')}{_WRITE}"),
    # "wipe the partition table on /dev/sdc by zeroing the first megabyte"
    (re.compile(rf"\b(?:zero(?:ing)?|wip(?:e|ing)|blank(?:ing)?)\s+(?:out\s+)?the\s+first\s+(?:megabyte|mb|mib|1\s*mi?b)\s+(?:of|on)\s+{_DEV.format('dev')}"
                rf"|\b(?:wipe|zero)\s+the\s+partition\s+table\s+(?:on|of)\s+{_DEV.format('dev2')}\s+by\s+zeroing\s+the\s+first\s+(?:megabyte|mb|mib)\b", re.I),
     lambda m: f"sudo dd if=/dev/zero of={m.group('dev') or m.group('dev2')} bs=1M count=1 conv=fsync"),
    # "save the mbr of /dev/sda to mbr.bin"
    (re.compile(rf"\b(?:save|back\s+up|backup|copy|dump)\s+(?:the\s+)?(?:mbr|master\s+boot\s+record|boot\s+sector)\s+(?:of|from|on)\s+{_DEV.format('dev')}\s+(?:in)?to\s+{_FILE.format('out')}", re.I),
     lambda m: f"sudo dd if={m.group('dev')} of={m.group('out')} bs=512 count=1"),
    # "copy only the first 8GiB of /dev/sdb into pi-trimmed.img"
    (re.compile(rf"\b(?:copy|image|save|dump)\s+(?:only\s+|just\s+)?the\s+first\s+(?P<n>\d+)\s*(?P<u>gib|gb|g|mib|mb|m)\s+of\s+{_DEV.format('dev')}\s+(?:in)?to\s+{_FILE.format('out')}", re.I),
     _first_part),
)
