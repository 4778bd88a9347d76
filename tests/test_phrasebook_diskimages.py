"""The phrasebook's whole-device copies with dd (serval.model.phrasebook.diskimages). Devices cannot be written in a
test, so the answers are checked as text."""

import pytest

from serval.model.entities import recognize
from serval.model.phrasebook import phrasebook


@pytest.mark.parametrize("text, expected", [
    ("flash ubuntu-24.04-desktop-amd64.iso onto the usb stick /dev/sdc", "sudo dd if=ubuntu-24.04-desktop-amd64.iso of=/dev/sdc bs=4M status=progress"),
    ("write 2024-03-15-raspios-bookworm-arm64-lite.img.xz straight to /dev/mmcblk0 without unpacking it first",
     "xzcat 2024-03-15-raspios-bookworm-arm64-lite.img.xz | sudo dd of=/dev/mmcblk0 bs=4M status=progress conv=fsync"),
    ("restore sdcard-backup.img.gz back onto /dev/sdb", "gunzip -c sdcard-backup.img.gz | sudo dd of=/dev/sdb bs=4M status=progress conv=fsync"),
    ("back up the whole sd card /dev/mmcblk0 to ~/backups/pi-card-2024.img",
     "sudo dd if=/dev/mmcblk0 of=$HOME/backups/pi-card-2024.img bs=4M status=progress"),   # ~ after of= is not expanded
    ("image the card at /dev/sdb and gzip it on the fly into sdcard-backup.img.gz", "sudo dd if=/dev/sdb bs=4M status=progress | gzip > sdcard-backup.img.gz"),
    ("backup only the boot partition /dev/sdb1 into boot-part.img", "sudo dd if=/dev/sdb1 of=boot-part.img bs=4M status=progress"),
    ("clone /dev/sdb directly onto /dev/sdc", "sudo dd if=/dev/sdb of=/dev/sdc bs=4M status=progress conv=fsync"),
    ("fill the whole usb drive /dev/sde with zeros", "sudo dd if=/dev/zero of=/dev/sde bs=4M status=progress conv=fsync"),
    ("overwrite /dev/sdf with random data before i give the stick away", "sudo dd if=/dev/urandom of=/dev/sdf bs=4M status=progress"),
    ("wipe the partition table on /dev/sdc by zeroing the first megabyte", "sudo dd if=/dev/zero of=/dev/sdc bs=1M count=1 conv=fsync"),
    ("save the mbr of /dev/sda to mbr.bin", "sudo dd if=/dev/sda of=mbr.bin bs=512 count=1"),
    ("copy only the first 8GiB of /dev/sdb into pi-trimmed.img", "sudo dd if=/dev/sdb of=pi-trimmed.img bs=1M count=8192 status=progress"),
    ("put netinst.iso on /dev/sdb using cp instead of dd", "echo unchanged"),   # cp asked for: not dd
])
def test_devices_are_copied_byte_for_byte(text, expected):
    assert phrasebook("echo unchanged", recognize(text)) == expected
