"""The phrasebook's storage module (serval.model.phrasebook.storage): SMART, software RAID, LVM, LUKS, fstab lines,
swap, file systems made, grown, checked, tuned and labelled, partitions, block devices, mounts and the rest of the
storage trade, each answer composed from the parts the request names. The requests below go through the whole
phrasebook (``_answer`` of the cleaned text); requests of other tasks are left alone by the storage rows. Where the
tools are installed, the composed command lines are run for real, on regular image files in a temporary folder in
place of the devices (never on a device or a mount of this machine): mkfs.ext4, e2label, tune2fs, fsck, e2fsck,
resize2fs, blkid, mkswap, swaplabel, wipefs, truncate, du, dd and findmnt's reading of an fstab file."""

import os
import re
import shlex

import pytest

from serval.model.entities import clean
from serval.model.phrasebook import _answer, storage
from shell_helpers import have, rows_answer, run_in_folder


def answer(text: str) -> str | None:
    return _answer(clean(text))


def storage_answer(text: str) -> str | None:
    return rows_answer(storage.ROWS, clean(text))


COMPOSED = [
    # SMART
    ('is /dev/sda healthy according to SMART?', 'sudo smartctl -H /dev/sda'),
    ('dump all SMART info for the nvme drive nvme0n1', 'sudo smartctl -a /dev/nvme0n1'),
    ('kick off a short SMART self-test on sdb', 'sudo smartctl -t short /dev/sdb'),
    ('results of the smart self tests on /dev/sdb?', 'sudo smartctl -l selftest /dev/sdb'),
    ('does sda have any reallocated sectors? grep the smart attributes', 'sudo smartctl -A /dev/sda | grep -i reallocated'),
    ('drive temp of /dev/sda from smart', 'sudo smartctl -A /dev/sda | grep -i temperature'),
    ('model, serial number and firmware of /dev/sdb?', 'sudo smartctl -i /dev/sdb'),
    ('enable SMART on /dev/sdc', 'sudo smartctl -s on /dev/sdc'),
    ('start the extended (long) smart test on /dev/sdc', 'sudo smartctl -t long /dev/sdc'),
    ('loop over sda sdb sdc and sdd and print the SMART overall health for each', 'for d in /dev/sda /dev/sdb /dev/sdc /dev/sdd; do sudo smartctl -H $d; done'),
    ('show the smart error log for sda', 'sudo smartctl -l error /dev/sda'),
    ('how many hours has /dev/sda been powered on', 'sudo smartctl -A /dev/sda | grep -i power_on_hours'),
    ('abort the running smart self test on /dev/sda', 'sudo smartctl -X /dev/sda'),
    ('check the smart health of sda, sdb and sdc', 'for d in /dev/sda /dev/sdb /dev/sdc; do sudo smartctl -H $d; done'),
    # software RAID
    ('quick look at teh state of all software raid arrays', 'cat /proc/mdstat'),
    ('Give me the detailed info on the md0 array: members, state, sync status', 'sudo mdadm --detail /dev/md0'),
    ('build a RAID1 mirror /dev/md0 from /dev/sdb1 and /dev/sdc1', 'sudo mdadm --create /dev/md0 --level=1 --raid-devices=2 /dev/sdb1 /dev/sdc1'),
    ('create raid5 /dev/md1 from the four disks sdb sdc sdd sde', 'sudo mdadm --create /dev/md1 --level=5 --raid-devices=4 /dev/sdb /dev/sdc /dev/sdd /dev/sde'),
    ('sdc1 in md0 is dying: mark it failed and pull it out of the array', 'sudo mdadm /dev/md0 --fail /dev/sdc1 --remove /dev/sdc1'),
    ('add the replacement partition /dev/sdd1 to md0 so it rebuilds', 'sudo mdadm /dev/md0 --add /dev/sdd1'),
    ('replace /dev/sdb1 in /dev/md0 with /dev/sdd1', 'sudo mdadm /dev/md0 --add /dev/sdd1 --replace /dev/sdb1 --with /dev/sdd1'),
    ('append the current array definitions to /etc/mdadm/mdadm.conf', 'sudo mdadm --detail --scan | sudo tee -a /etc/mdadm/mdadm.conf'),
    ('keep an eye on the raid rebuild, refreshing every 2s', 'watch -n 2 cat /proc/mdstat'),
    ('read the md superblock on /dev/sdb1 to see which array it belongs to', 'sudo mdadm --examine /dev/sdb1'),
    ('auto-assemble all raid arrays found on the disks', 'sudo mdadm --assemble --scan'),
    ('stop /dev/md1', 'sudo mdadm --stop /dev/md1'),
    ("clear the old mdadm superblock off /dev/sdb1 so it's no longer seen as a raid member", 'sudo mdadm --zero-superblock /dev/sdb1'),
    ('reshape md1 to use 5 active devices (I already added a spare)', 'sudo mdadm --grow /dev/md1 --raid-devices=5'),
    ('raid resync is crawling, raise the minimum rebuild speed to 100000 KB/s', 'sudo sysctl -w dev.raid.speed_limit_min=100000'),
    ('rebuild the initramfs for the current kernel so the new mdadm.conf gets picked up at boot', 'sudo update-initramfs -u'),
    ('is md0 degraded?', 'sudo mdadm --detail /dev/md0'),
    # LVM
    ('list LVM physical volumes', 'sudo pvs'),
    ('how much unallocated space do my volume groups have', 'sudo vgs'),
    ('list logical volumes along with which physical disks they sit on', 'sudo lvs -o +devices'),
    ('initialize /dev/sdd as an LVM physical volume', 'sudo pvcreate /dev/sdd'),
    ('create a volume group called vg_data out of /dev/sdb and /dev/sdc', 'sudo vgcreate vg_data /dev/sdb /dev/sdc'),
    ('add the new disk /dev/sde (already a PV) to vg_data', 'sudo vgextend vg_data /dev/sde'),
    ('new 50G logical volume named lv_mysql in vg_data', 'sudo lvcreate -L 50G -n lv_mysql vg_data'),
    ('make an LV called lv_archive in vg_data that takes up all the remaining free space', 'sudo lvcreate -l 100%FREE -n lv_archive vg_data'),
    ('create a 20G logical volume called data in vg0', 'sudo lvcreate -L 20G -n data vg0'),
    ('grow /dev/vg_data/lv_home by 10G and resize its ext4 filesystem in the same go', 'sudo lvextend -r -L +10G /dev/vg_data/lv_home'),
    ('give lv_home in vg_data all remaining free extents in the VG and grow its filesystem too', 'sudo lvextend -r -l +100%FREE /dev/vg_data/lv_home'),
    ('extend the lv /dev/ubuntu-vg/ubuntu-lv to use all free space and resize the filesystem', 'sudo lvextend -r -l +100%FREE /dev/ubuntu-vg/ubuntu-lv'),
    ('grow ubuntu-lv in ubuntu-vg by 50G', 'sudo lvextend -L +50G /dev/ubuntu-vg/ubuntu-lv'),
    ('add 10G to /dev/vg0/var and grow the filesystem', 'sudo lvextend -r -L +10G /dev/vg0/var'),
    ('extend /dev/mapper/vg0-root by 5G', 'sudo lvextend -L +5G /dev/mapper/vg0-root'),
    ('shrink lv_old in vg_data to 20G total with lvm, shrinking the filesystem along with it', 'sudo lvreduce -r -L 20G /dev/vg_data/lv_old'),
    ('take a 5G snapshot of /dev/vg_data/lv_home called lv_home_snap', 'sudo lvcreate -s -L 5G -n lv_home_snap /dev/vg_data/lv_home'),
    ("delete the snapshot lv_home_snap from vg_data, I'm done with it", 'sudo lvremove /dev/vg_data/lv_home_snap'),
    ('merge the snapshot /dev/vg0/root_snap back', 'sudo lvconvert --merge /dev/vg0/root_snap'),
    ("I grew the virtual disk /dev/sdb to 100G in the hypervisor; make LVM see the PV's new size", 'sudo pvresize /dev/sdb'),
    ('migrate all data off the PV /dev/sdb onto the other disks in its volume group', 'sudo pvmove /dev/sdb'),
    ('remove the now-empty pv /dev/sdb from vg_data', 'sudo vgreduce vg_data /dev/sdb'),
    ('rename logical volume lv_tmp to lv_scratch in vg_data', 'sudo lvrename vg_data lv_tmp lv_scratch'),
    ('activate all logical volumes in vg_backup', 'sudo vgchange -ay vg_backup'),
    ('show details of the volume group vg0', 'sudo vgdisplay vg0'),
    # LUKS and crypttab
    ('unlock the LUKS partition /dev/sdd1 and map it as securedata', 'sudo cryptsetup open /dev/sdd1 securedata'),
    ('open /dev/sdd1 as securedata using the key file /root/keys/data.key instead of typing a passphrase', 'sudo cryptsetup open --key-file /root/keys/data.key /dev/sdd1 securedata'),
    ('lock securedata again (close the luks mapping)', 'sudo cryptsetup close securedata'),
    ('close the luks volume cryptdata', 'sudo cryptsetup close cryptdata'),
    ("encrypt /dev/sdd1 with LUKS (it's a new empty partition, ok to wipe)", 'sudo cryptsetup luksFormat /dev/sdd1'),
    ('format /dev/sdc1 with luks2', 'sudo cryptsetup luksFormat --type luks2 /dev/sdc1'),
    ('show the LUKS header info and key slots of /dev/sdd1', 'sudo cryptsetup luksDump /dev/sdd1'),
    ('add another passphrase to the luks volume on /dev/sdd1', 'sudo cryptsetup luksAddKey /dev/sdd1'),
    ('enroll the key file /root/keys/data.key as an extra key for /dev/sdd1', 'sudo cryptsetup luksAddKey /dev/sdd1 /root/keys/data.key'),
    ('change the luks passphrase on /dev/sda3', 'sudo cryptsetup luksChangeKey /dev/sda3'),
    ('wipe LUKS key slot 1 on /dev/sdd1', 'sudo cryptsetup luksKillSlot /dev/sdd1 1'),
    ('back up the LUKS header of /dev/sdd1 to /root/sdd1-luks-header.img', 'sudo cryptsetup luksHeaderBackup /dev/sdd1 --header-backup-file /root/sdd1-luks-header.img'),
    ('check whether /dev/sdd1 is a LUKS volume and print yes if it is', 'sudo cryptsetup isLuks /dev/sdd1 && echo yes'),
    ('how fast are the different ciphers on this cpu for disk encryption', 'cryptsetup benchmark'),
    ('add securedata to /etc/crypttab: source UUID 5e8a1f3c-0d27-4b96-a4c1-7f93e2b6d084, no keyfile (ask at boot), luks', "echo 'securedata UUID=5e8a1f3c-0d27-4b96-a4c1-7f93e2b6d084 none luks' | sudo tee -a /etc/crypttab"),
    ('show luks status of cryptroot', 'sudo cryptsetup status cryptroot'),
    # fstab lines
    ('add an fstab line to mount UUID 3f1c2a7e-8d4b-4e2f-9a61-0c5d7b9e4a10 at /data as ext4 with defaults,noatime, dump 0, pass 2', "echo 'UUID=3f1c2a7e-8d4b-4e2f-9a61-0c5d7b9e4a10 /data ext4 defaults,noatime 0 2' | sudo tee -a /etc/fstab"),
    ("add the usb backup drive (ext4, UUID 71c0a9e2-3b6d-4d1f-8e25-b4f7a0c9d316) to fstab at /mnt/usbbackup with defaults plus nofail so boot doesn't hang when it's unplugged; dump 0, fsck pass 2", "echo 'UUID=71c0a9e2-3b6d-4d1f-8e25-b4f7a0c9d316 /mnt/usbbackup ext4 defaults,nofail 0 2' | sudo tee -a /etc/fstab"),
    ('make /swapfile come back after reboot (add it to fstab)', "echo '/swapfile none swap sw 0 0' | sudo tee -a /etc/fstab"),
    ('add /dev/sdb1 to fstab mounted at /data as ext4', 'echo "UUID=$(sudo blkid -s UUID -o value /dev/sdb1) /data ext4 defaults 0 2" | sudo tee -a /etc/fstab'),
    ('add an fstab entry for the nfs share nas:/export/backup at /mnt/backup', "echo 'nas:/export/backup /mnt/backup nfs defaults 0 0' | sudo tee -a /etc/fstab"),
    ('add a line to /etc/fstab to mount LABEL=backup at /backup as ext4 with defaults,nofail', "echo 'LABEL=backup /backup ext4 defaults,nofail 0 2' | sudo tee -a /etc/fstab"),
    ('make /mnt/data mount automatically at boot from /dev/sdb1 (ext4)', 'echo "UUID=$(sudo blkid -s UUID -o value /dev/sdb1) /mnt/data ext4 defaults 0 2" | sudo tee -a /etc/fstab'),
    # swap
    ('create a 2G swap file at /swapfile, lock down its permissions, format it as swap and turn it on', 'sudo fallocate -l 2G /swapfile && sudo chmod 600 /swapfile && sudo mkswap /swapfile && sudo swapon /swapfile'),
    ('make a 4G swap file at /swapfile2 and make it permanent', "sudo fallocate -l 4G /swapfile2 && sudo chmod 600 /swapfile2 && sudo mkswap /swapfile2 && sudo swapon /swapfile2 && echo '/swapfile2 none swap sw 0 0' | sudo tee -a /etc/fstab"),
    ('create an 8G swapfile at /swap.img using dd', 'sudo dd if=/dev/zero of=/swap.img bs=1M count=8192 && sudo chmod 600 /swap.img && sudo mkswap /swap.img && sudo swapon /swap.img'),
    ('which swap devices or files are active right now', 'swapon --show'),
    ('current swappiness value?', 'cat /proc/sys/vm/swappiness'),
    ('set swappiness to 10 permanently', "echo 'vm.swappiness=10' | sudo tee -a /etc/sysctl.conf && sudo sysctl -p"),
    ('format /dev/sda3 as swap and enable it', 'sudo mkswap /dev/sda3 && sudo swapon /dev/sda3'),
    ('make /dev/sdb2 a swap partition', 'sudo mkswap /dev/sdb2'),
    ('turn off the swap file /swapfile', 'sudo swapoff /swapfile'),
    ('remove the swap file /swapfile', 'sudo swapoff /swapfile && sudo rm /swapfile'),
    ('turn on swap again', 'sudo swapon -a'),
    ('how much ram and swap is used, human readable', 'free -h'),
    ('how much swap do i have', 'free -h'),
    # file systems made (only where asked), grown, shrunk, checked, tuned and labelled
    ('Format /dev/sdb1 as ext4 and give it the label backups', 'sudo mkfs.ext4 -L backups /dev/sdb1'),
    ('put an XFS filesystem on the logical volume /dev/vg_data/lv_logs', 'sudo mkfs.xfs /dev/vg_data/lv_logs'),
    ("make ext4 on /dev/sdb1 with one inode per 8192 bytes, it's going to hold millions of tiny files", 'sudo mkfs.ext4 -i 8192 /dev/sdb1'),
    ('format /dev/sdc1 ext4 labelled archive with zero reserved blocks', 'sudo mkfs.ext4 -L archive -m 0 /dev/sdc1'),
    ('format the sd card partition /dev/sdf1 as FAT32 named CAMERA', 'sudo mkfs.vfat -F 32 -n CAMERA /dev/sdf1'),
    ('exfat on /dev/sdf1 with the label TRANSFER so it works on mac and windows', 'sudo mkfs.exfat -L TRANSFER /dev/sdf1'),
    ('create a btrfs filesystem mirrored (raid1 data and metadata) across /dev/sdb and /dev/sdc', 'sudo mkfs.btrfs -d raid1 -m raid1 /dev/sdb /dev/sdc'),
    ('put ext4 on the opened luks mapping securedata', 'sudo mkfs.ext4 /dev/mapper/securedata'),
    ('format /dev/sdb1 as ext4 with label data and mount it at /mnt/data', 'sudo mkfs.ext4 -L data /dev/sdb1 && sudo mount /dev/sdb1 /mnt/data'),
    ('force-format /dev/sdb1 as xfs', 'sudo mkfs.xfs -f /dev/sdb1'),
    ('format /dev/sdb1 as ext4 with 4096 byte blocks', 'sudo mkfs.ext4 -b 4096 /dev/sdb1'),
    ('make ext4 on /dev/sdb1 without a journal', 'sudo mkfs.ext4 -O ^has_journal /dev/sdb1'),
    ('I already extended the LV, now grow the xfs filesystem mounted at /srv/logs to fill it', 'sudo xfs_growfs /srv/logs'),
    ('partition /dev/sda2 was enlarged, grow its ext4 filesystem to match', 'sudo resize2fs /dev/sda2'),
    ('force a check then shrink the ext4 fs on /dev/vg_data/lv_old (unmounted) to 20G using e2fsck and resize2fs', 'sudo e2fsck -f /dev/vg_data/lv_old && sudo resize2fs /dev/vg_data/lv_old 20G'),
    ('expand the btrfs filesystem at /mnt/pool to the max', 'sudo btrfs filesystem resize max /mnt/pool'),
    ('run a filesystem check on the unmounted ext4 partition /dev/sdb2 and answer yes to every fix', 'sudo fsck -y /dev/sdb2'),
    ('check the ext4 on /dev/sdb1 for errors but dont change anything', 'sudo fsck -n /dev/sdb1'),
    ('check the xfs filesystem on /dev/sdc1 in no-modify mode', 'sudo xfs_repair -n /dev/sdc1'),
    ('repair the xfs filesystem on /dev/sdd1', 'sudo xfs_repair /dev/sdd1'),
    ('force fsck of /dev/sdc1 even if it looks clean', 'sudo fsck -f /dev/sdc1'),
    ('check /dev/sdc1 for errors and fix them automatically', 'sudo fsck -y /dev/sdc1'),
    ('turn off the periodic mount-count and time-based fsck on /dev/sdb1', 'sudo tune2fs -c 0 -i 0 /dev/sdb1'),
    ('cut the reserved root blocks on /dev/sdb1 down to 1%', 'sudo tune2fs -m 1 /dev/sdb1'),
    ("when was /dev/sda1 last fsck'd?", "sudo tune2fs -l /dev/sda1 | grep -i 'last checked'"),
    ('show the ext4 superblock details for /dev/sda1 (features, block count, mount count...)', 'sudo tune2fs -l /dev/sda1'),
    ('the ext4 partition /dev/sdb1 is a clone, give it a fresh random UUID', 'sudo tune2fs -U random /dev/sdb1'),
    ('check /dev/sdb1 every 30 mounts', 'sudo tune2fs -c 30 /dev/sdb1'),
    ('how many times has /dev/sdb1 been mounted', "sudo tune2fs -l /dev/sdb1 | grep -i 'mount count'"),
    ('rename the ext4 label on /dev/sdb1 to media', 'sudo e2label /dev/sdb1 media'),
    ('relabel the fat32 partition /dev/sdd1 to CAMERA', 'sudo fatlabel /dev/sdd1 CAMERA'),
    ('label the xfs filesystem on /dev/sdc1 as logs', 'sudo xfs_admin -L logs /dev/sdc1'),
    ('change the swap label of /dev/sda2 to myswap', 'sudo swaplabel -L myswap /dev/sda2'),
    # partitions
    ('list the partitions on /dev/sdb', 'lsblk /dev/sdb'),   # lsblk, as the references give it; fdisk -l for the table
    ('print the partition table of /dev/sdb with parted', 'sudo parted /dev/sdb print'),
    ('show where the free unpartitioned space is on /dev/sdb', 'sudo parted /dev/sdb print free'),
    ('is /dev/sda using gpt or mbr (dos)?', 'lsblk -dno PTTYPE /dev/sda'),
    ('I changed the partitions on /dev/sdb, tell the kernel to re-read the table', 'sudo partprobe /dev/sdb'),
    ('write a fresh GPT partition table to the blank disk /dev/sdg, no confirmation prompt', 'sudo parted -s /dev/sdg mklabel gpt'),
    ('new disk /dev/sdh: gpt table plus a single partition spanning the whole thing, non-interactively', 'sudo parted -s /dev/sdh mklabel gpt mkpart primary 0% 100%'),
    ('create an msdos partition table on /dev/sdc', 'sudo parted /dev/sdc mklabel msdos'),
    ('delete partition 3 on /dev/sdb', 'sudo parted /dev/sdb rm 3'),
    ('cloud VM disk got bigger; extend partition 2 of /dev/sda into the new space', 'sudo growpart /dev/sda 2'),
    ('grow the third partition of /dev/vda', 'sudo growpart /dev/vda 3'),
    ('grow partition 1 of /dev/nvme0n1 and resize the ext4 filesystem', 'sudo growpart /dev/nvme0n1 1 && sudo resize2fs /dev/nvme0n1p1'),
    ('resize partition /dev/sda2 to fill the disk and grow its xfs filesystem mounted on /', 'sudo growpart /dev/sda 2 && sudo xfs_growfs /'),
    # block devices found and listed
    ('show me every block device with its filesystem type, label and UUID', 'lsblk -f'),
    ('whats the uuid of /dev/sdc1, just the value please', 'sudo blkid -s UUID -o value /dev/sdc1'),
    ("what's the label of /dev/sdc1", 'sudo blkid -s LABEL -o value /dev/sdc1'),
    ('what filesystem type and label does /dev/sdb1 have', 'sudo blkid /dev/sdb1'),
    ('which device has the filesystem label backups?', 'blkid -L backups'),   # the system rows' blkid -L (storage.ROWS leave it to them)
    ('what device node is UUID 9b2e6d41-5c3a-4f8e-b7d0-2a1f6e8c3d59', 'sudo blkid -U 9b2e6d41-5c3a-4f8e-b7d0-2a1f6e8c3d59'),
    ('show the persistent disk names in /dev/disk/by-id and what they point to', 'ls -l /dev/disk/by-id/'),
    ('table of physical disks only (no partitions) with model, serial and size', 'lsblk -d -o NAME,MODEL,SERIAL,SIZE'),
    ('list disks with their serial numbers only', 'lsblk -d -o NAME,SERIAL'),
    ('is sda an ssd or spinning rust', 'cat /sys/block/sda/queue/rotational'),
    ('which of my disks are ssds', 'lsblk -d -o NAME,ROTA'),
    ('print blkid info for every device', 'sudo blkid'),
    # mounts
    ('mount /dev/sdb1 read-only on /mnt/backup', 'sudo mount -o ro /dev/sdb1 /mnt/backup'),
    ('mount the NTFS usb stick /dev/sdf1 at /media/usb with files owned by uid 1000 and gid 1000', 'sudo mount -t ntfs-3g -o uid=1000,gid=1000 /dev/sdf1 /media/usb'),
    ('mount the partition with UUID 9b2e6d41-5c3a-4f8e-b7d0-2a1f6e8c3d59 on /mnt/data', 'sudo mount UUID=9b2e6d41-5c3a-4f8e-b7d0-2a1f6e8c3d59 /mnt/data'),
    ('mount the nfs export nas01:/export/media on /mnt/media', 'sudo mount -t nfs nas01:/export/media /mnt/media'),
    ('mount the windows share //fs01/projects at /mnt/projects as user alice', 'sudo mount -t cifs -o username=alice //fs01/projects /mnt/projects'),
    ('mount //nas/share on /mnt/share with guest access', 'sudo mount -t cifs -o guest //nas/share /mnt/share'),
    ('set up a 512M ramdisk at /mnt/ramdisk using tmpfs', 'sudo mount -t tmpfs -o size=512M tmpfs /mnt/ramdisk'),
    ('bind mount /srv/data onto /var/www/data', 'sudo mount --bind /srv/data /var/www/data'),
    ('mount disk.img at /mnt/img read only', 'sudo mount -o loop,ro disk.img /mnt/img'),
    ('mount my usb drive /dev/sdb1 on /media/usb with noexec,nosuid,nodev', 'sudo mount -o noexec,nosuid,nodev /dev/sdb1 /media/usb'),
    ('mount the ext4 partition /dev/sdb1 at /data', 'sudo mount -t ext4 /dev/sdb1 /data'),
    ('create the directory /mnt/usb2 and mount /dev/sde1 there', 'sudo mkdir -p /mnt/usb2 && sudo mount /dev/sde1 /mnt/usb2'),
    ('root fs came up read-only, remount it read-write', 'sudo mount -o remount,rw /'),
    ('my root fs went read only, make it writable again', 'sudo mount -o remount,rw /'),
    ('remount /tmp with noexec and nosuid without unmounting it', 'sudo mount -o remount,noexec,nosuid /tmp'),
    ('Remount the root file system with read and write permission', 'sudo mount -o remount,rw /'),
    ('unmount /mnt/backup', 'sudo umount /mnt/backup'),
    ('nfs server nas01 is gone and /mnt/nfs_share hangs - detach it lazily', 'sudo umount -l /mnt/nfs_share'),
    ('umount says /mnt/usb is busy. what processes are using it?', 'sudo fuser -vm /mnt/usb'),
    ('unmount all nfs mounts', 'sudo umount -a -t nfs'),
    ('recursively unmount /mnt/chroot and everything mounted below it', 'sudo umount -R /mnt/chroot'),
    ('/var/www is its own mount - what options is it mounted with?', 'findmnt -no OPTIONS /var/www'),
    ('what is mounted at /boot/efi', 'findmnt /boot/efi'),
    # the rest: wipefs, hdparm, badblocks, fstrim, loop devices, sparse files, inodes, ncdu, the journal, btrfs, xfs, dd, du, df
    ("erase all filesystem/raid/partition signatures from /dev/sdj, I'm repurposing it", 'sudo wipefs -a /dev/sdj'),
    ("just list what signatures wipefs finds on /dev/sdj, don't wipe anything", 'sudo wipefs /dev/sdj'),
    ('benchmark raw read speed of /dev/sda, both cached and buffered', 'sudo hdparm -tT /dev/sda'),
    ('make /dev/sdb spin down after 10 minutes idle', 'sudo hdparm -S 120 /dev/sdb'),
    ('put /dev/sdb to standby now', 'sudo hdparm -y /dev/sdb'),
    ('disable the write cache on /dev/sda', 'sudo hdparm -W 0 /dev/sda'),
    ('scan /dev/sdd for bad blocks, read-only test, with progress and verbose output', 'sudo badblocks -sv /dev/sdd'),
    ('non-destructive bad block test on /dev/sdc with progress', 'sudo badblocks -ns /dev/sdc'),
    ('trim all mounted filesystems that support it and report how much was trimmed', 'sudo fstrim -av'),
    ('trim the root filesystem', 'sudo fstrim -v /'),
    ('enable the weekly fstrim timer', 'sudo systemctl enable --now fstrim.timer'),
    ('attach ~/images/rpi.img to a free loop device, scan its partitions and tell me which loop it got', 'sudo losetup -fP --show ~/images/rpi.img'),
    ('list all loop devices in use and their backing files', 'losetup -a'),
    ('detatch /dev/loop3', 'sudo losetup -d /dev/loop3'),
    ('create a sparse 10G file ~/vm/disk.img', 'truncate -s 10G ~/vm/disk.img'),
    ('compare apparent size and actual allocated size of ~/vm/disk.img', 'du -h --apparent-size ~/vm/disk.img && du -h ~/vm/disk.img'),
    ('check inode usage on all mounted filesystems', 'df -i'),
    ('how many inodes is /srv/mail eating', 'sudo du -s --inodes /srv/mail'),
    ('which dirs right under /var/lib hold the most inodes, top 15', 'sudo du --inodes --max-depth=1 /var/lib | sort -rn | head -n 15'),
    ("open ncdu on / but don't cross into other filesystems", 'sudo ncdu -x /'),
    ('how much disk are the systemd journal logs using', 'journalctl --disk-usage'),
    ('real space usage of the btrfs pool at /mnt/pool', 'sudo btrfs filesystem usage /mnt/pool'),
    ('show the geometry (block size, agcount) of the xfs fs mounted on /srv/logs', 'xfs_info /srv/logs'),
    ('image the whole disk /dev/sdb to /srv/images/sdb.img with dd, 4M blocks, show progress', 'sudo dd if=/dev/sdb of=/srv/images/sdb.img bs=4M status=progress'),
    ('which 10 entries directly under /var use the most disk space? human-readable sizes, biggest first', 'sudo du -sh /var/* | sort -rh | head -n 10'),
    ('how much free space is left on the filesystem holding /home, in human units', 'df -h /home'),
    ('df but hide the tmpfs and devtmpfs noise', 'df -h -x tmpfs -x devtmpfs'),
    ('show disk usage per filesystem including the fs type column', 'df -h -T'),
]


@pytest.mark.parametrize("text, expected", COMPOSED)
def test_storage_tasks_are_composed_from_the_request(text, expected):
    assert answer(text) == expected


@pytest.mark.parametrize("text, expected", [(t, e) for t, e in COMPOSED if not e.startswith("blkid -L")])
def test_the_storage_rows_give_these_answers_themselves(text, expected):
    assert storage_answer(text) == expected


@pytest.mark.parametrize("text", [
    # other tasks with the same words
    "make the script smart enough to skip blank lines",
    "swap the first and second columns of data.csv",
    "swap the names of foo and bar",
    "label the pull request as bug",
    "kubectl label pod web env=prod",
    "format the json in data.json",
    "format main.py with black",
    "resize photo.jpg to 800x600",
    "partition the dataset into train and test files",
    "show the kafka partitions of topic orders",
    "encrypt secret.txt with gpg for alice@example.com",
    "encrypt /dev/sdb1 with veracrypt",
    "show me the uuid of the running container web",
    "generate a uuid",
    "trim whitespace from the end of each line in notes.txt",
    "trim /var/log/syslog to the last 100 lines",
    "trim the video clip.mp4 to the first 30 seconds",
    "md5 of /dev/sda",
    "write ubuntu.iso to /dev/sdc",
    "mount the docker volume data into the container at /app",
    "mount /srv/data from nas01 on ~/mnt/nas with sshfs",
    "unmount the sshfs mount at ~/mnt/web01",
    "show the inode number of file.txt",
    "what is an inode",
    "create a docker volume called data",
    "is my hardware raid ok",
    "is the smartd service running",
    "ask chatgpt about gpt partition tables",
    "label the x axis of the plot as time",
    "copy the label from a.txt to b.txt",
    "remove the swap branch in git",
    "set vm.swappiness to 10",                       # the system rows' sysctl
    "allocate a 4G file at /swap2 to use as swap",   # the system rows' fallocate alone
    "show the size of each top-level directory in /var",
    "show processes using the mount /mnt/usb",       # the processes rows' fuser
    "umount says /mnt/usb is busy, who is using it",
    "show the UUIDs of my partitions",               # the system rows' blkid
    "what filesystem is on /dev/sdb1",
    "show the apparent size of /data/archive rather than the disk usage",
    "show /dev/nvme0n1 and its partitions with sizes in bytes",
    # a part the command needs is not said: no device, no size, no name, no target
    "format /dev/sdb1",
    "format the disk",
    "make a new partition",
    "delete the partition",
    "mount the usb stick",
    "mount /dev/sdb1",
    "unmount the usb stick",
    "open the encrypted partition /dev/sdb1",
    "check smart status of all disks",
    "grow the root filesystem",
    "create a swap file at /swapfile",
    "create a 4G swap file",
    "create a logical volume in vg0",
    "build a raid 1 from /dev/sdb1 and /dev/sdc1",
    "resize the partition /dev/sda2 to 50G",
    "check /dev/sda for errors",                     # a whole disk: its partitions hold the file systems
    # questions and descriptions, nothing destroyed
    "is /dev/sdb1 formatted as ext4?",
    "is /dev/sdd1 encrypted?",
    "which file system should I use for /dev/sdb1, ext4 or xfs?",
    "can I shrink an xfs filesystem on /dev/sdb1",
    "is it safe to run wipefs on /dev/sdb",
    "back up /dev/sdb1 before I format it",
    # command lines typed out: run as typed
    "mkfs.xfs -f /dev/sdb1",
    "umount -l /mnt/nfs",
    "sudo mount /dev/sdc1 /media/backup",
    "swapoff -a",
    "lvextend -l +100%FREE /dev/ubuntu-vg/ubuntu-lv",
    "sudo sysctl -w vm.swappiness=10",
    "smartctl -a /dev/sdb",
    "sudo e2label /dev/sdb1 DATA",
    # a further task the rows do not compose
    "mount /dev/sdb1 at /mnt/usb and copy the photos from it to ~/Pictures",
    "format /dev/sdb1 as ext4 and copy backup.tar onto it",
    "create a 2G swap file at /swapfile and reboot",
    "umount /dev/sdb1 and then eject it",
])
def test_other_tasks_and_half_said_ones_get_no_storage_answer(text):
    assert storage_answer(text) is None


@pytest.mark.parametrize("text", ["check /dev/sdb1", "what's on /dev/sdb", "show the partition table of /dev/sdb", "is /dev/sdd1 a luks partition?",
                                  "list the signatures on /dev/sdb", "which device has the label DATA", "show the label of /dev/sdb1",
                                  "how much free space is on /dev/sdb"])
def test_nothing_is_destroyed_unless_asked(text):
    said = answer(text) or ""
    assert not re.search(r"\bmkfs|\bwipefs\s+-a|\bluksFormat\b|\bmklabel\b|\bmkswap\b|\bdd\b|\bparted\b.*\brm\b|--zero-superblock|\blvremove\b", said)


# ---------------------------------------------------------------- the command lines run for real

_SAFE_DEVICES = re.compile(r"/dev/(?:zero|urandom|null)\b")


def _local(command: str, swaps: dict[str, str]) -> str:
    """``command`` for a regular file: ``sudo`` dropped, each device (or path) of ``swaps`` replaced; no device left."""
    command = re.sub(r"\bsudo\s+", "", command)
    for old, new in sorted(swaps.items(), key=lambda kv: -len(kv[0])):
        command = re.sub(rf"(?<![\w/.-]){re.escape(old)}(?![\w.-])", new, command)
    assert "/dev/" not in _SAFE_DEVICES.sub("", command), command
    return command


def _run(text: str, folder, swaps: dict[str, str]):
    said = answer(text)
    assert said is not None, text
    return run_in_folder(_local(said, swaps), folder)


def _superblock(image) -> dict[str, str]:
    listed = run_in_folder(f"tune2fs -l {image}", image.parent).stdout
    return {k.strip(): v.strip() for k, _, v in (line.partition(":") for line in listed.splitlines()) if v}


@pytest.mark.skipif(not have("mkfs.ext4", "e2label", "tune2fs", "e2fsck", "fsck", "resize2fs", "blkid", "truncate"), reason="e2fsprogs or util-linux is missing")
def test_an_ext4_file_system_is_made_labelled_checked_tuned_and_resized_on_an_image_file(tmp_path):
    image = tmp_path / "disk.img"
    run_in_folder(_local(answer("create a sparse 10G file ~/vm/disk.img"), {"~/vm/disk.img": str(image), "10G": "64M"}), tmp_path)
    assert image.stat().st_size == 64 << 20
    _run("Format /dev/sdb1 as ext4 and give it the label backups", tmp_path, {"/dev/sdb1": str(image)})
    assert _run("what is the label of the ext4 partition /dev/sdb1", tmp_path, {"/dev/sdb1": str(image)}).stdout.strip() == "backups"
    uuid = _run("whats the uuid of /dev/sdc1, just the value please", tmp_path, {"/dev/sdc1": str(image)}).stdout.strip()
    assert re.fullmatch(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}", uuid)
    assert "TYPE=\"ext4\"" in _run("what filesystem type and label does /dev/sdb1 have", tmp_path, {"/dev/sdb1": str(image)}).stdout
    assert _run("check the ext4 on /dev/sdb1 for errors but dont change anything", tmp_path, {"/dev/sdb1": str(image)}).returncode == 0
    _run("rename the ext4 label on /dev/sdb1 to media", tmp_path, {"/dev/sdb1": str(image)})
    assert _superblock(image)["Filesystem volume name"] == "media"
    assert _run("what's the label of /dev/sdc1", tmp_path, {"/dev/sdc1": str(image)}).stdout.strip() == "media"
    _run("turn off the periodic mount-count and time-based fsck on /dev/sdb1", tmp_path, {"/dev/sdb1": str(image)})
    _run("cut the reserved root blocks on /dev/sdb1 down to 1%", tmp_path, {"/dev/sdb1": str(image)})
    block = _superblock(image)
    assert block["Maximum mount count"] == "-1" and block["Check interval"].startswith("0")
    assert abs(int(block["Reserved block count"]) / int(block["Block count"]) - 0.01) < 0.001
    assert "Last checked" in _run("when was /dev/sda1 last fsck'd?", tmp_path, {"/dev/sda1": str(image)}).stdout
    assert "Filesystem features" in _run("show the ext4 superblock details for /dev/sda1 (features, block count, mount count...)", tmp_path, {"/dev/sda1": str(image)}).stdout
    _run("the ext4 partition /dev/sdb1 is a clone, give it a fresh random UUID", tmp_path, {"/dev/sdb1": str(image)})
    assert _superblock(image)["Filesystem UUID"] != uuid
    assert _run("run a filesystem check on the unmounted ext4 partition /dev/sdb2 and answer yes to every fix", tmp_path, {"/dev/sdb2": str(image)}).returncode == 0
    # shrunk after a forced check, then grown back to fill the file
    shrunk = _local(answer("force a check then shrink the ext4 fs on /dev/vg_data/lv_old (unmounted) to 20G using e2fsck and resize2fs"),
                    {"/dev/vg_data/lv_old": str(image), "20G": "40M"})
    if have("script"):   # e2fsck asks its questions on a terminal: one is given
        run_in_folder(f"script -qec {shlex.quote(shrunk)} /dev/null", tmp_path)
    else:
        run_in_folder(shrunk.replace("e2fsck -f", "e2fsck -f -p"), tmp_path)
    block = _superblock(image)
    assert int(block["Block count"]) * int(block["Block size"]) == 40 << 20
    run_in_folder(f"truncate -s 64M {image}", tmp_path)   # (resize2fs cut the file to the file system: the "partition" enlarged again)
    _run("partition /dev/sda2 was enlarged, grow its ext4 filesystem to match", tmp_path, {"/dev/sda2": str(image)})
    block = _superblock(image)
    assert int(block["Block count"]) * int(block["Block size"]) == 64 << 20


@pytest.mark.skipif(not have("mkfs.ext4", "tune2fs", "truncate"), reason="e2fsprogs is missing")
@pytest.mark.parametrize("text, field, value", [
    ("format /dev/sdc1 ext4 labelled archive with zero reserved blocks", "Reserved block count", "0"),
    ("make ext4 on /dev/sdb1 with one inode per 8192 bytes, it's going to hold millions of tiny files", "Inode count", str((32 << 20) // 8192)),
    ("format /dev/sdb1 as ext4 with 4096 byte blocks", "Block size", "4096"),
])
def test_mkfs_ext4_takes_the_options_said(tmp_path, text, field, value):
    image = tmp_path / "part.img"
    run_in_folder(f"truncate -s 32M {image}", tmp_path)
    _run(text, tmp_path, {"/dev/sdb1": str(image), "/dev/sdc1": str(image)})
    assert _superblock(image)[field] == value


@pytest.mark.skipif(not have("mkfs.ext4", "tune2fs", "truncate"), reason="e2fsprogs is missing")
def test_an_ext4_without_a_journal_has_none(tmp_path):
    image = tmp_path / "part.img"
    run_in_folder(f"truncate -s 32M {image}", tmp_path)
    _run("make ext4 on /dev/sdb1 without a journal", tmp_path, {"/dev/sdb1": str(image)})
    assert "has_journal" not in _superblock(image)["Filesystem features"]


@pytest.mark.skipif(not have("mkswap", "swaplabel", "fallocate", "dd"), reason="util-linux is missing")
def test_swap_areas_are_made_on_files(tmp_path):
    made = answer("create a 2G swap file at /swapfile, lock down its permissions, format it as swap and turn it on")
    steps = [s for s in made.split(" && ") if "swapon" not in s]   # (turned on: root and this machine's kernel)
    swapfile = tmp_path / "swapfile"
    run_in_folder(_local(" && ".join(steps), {"/swapfile": str(swapfile), "2G": "8M"}), tmp_path)
    assert swapfile.stat().st_size == 8 << 20 and oct(swapfile.stat().st_mode & 0o777) == "0o600"
    assert b"SWAPSPACE2" in swapfile.read_bytes()[:65536]
    _run("change the swap label of /dev/sda2 to myswap", tmp_path, {"/dev/sda2": str(swapfile)})
    assert "myswap" in run_in_folder(f"swaplabel {swapfile}", tmp_path).stdout
    by_dd = answer("create an 8G swapfile at /swap.img using dd")
    steps = [s for s in by_dd.split(" && ") if "swapon" not in s]
    other = tmp_path / "swap.img"
    run_in_folder(_local(" && ".join(steps), {"/swap.img": str(other), "count=8192": "count=8"}), tmp_path)
    assert other.stat().st_size == 8 << 20 and b"SWAPSPACE2" in other.read_bytes()[:65536]
    partition = tmp_path / "sda3.img"
    run_in_folder(f"truncate -s 8M {partition}", tmp_path)
    formatted = answer("format /dev/sda3 as swap and enable it").split(" && ")[0]
    run_in_folder(_local(formatted, {"/dev/sda3": str(partition)}), tmp_path)
    assert b"SWAPSPACE2" in partition.read_bytes()[:65536]


@pytest.mark.skipif(not have("wipefs", "mkfs.ext4", "truncate"), reason="util-linux or e2fsprogs is missing")
def test_wipefs_lists_then_erases_the_signatures_of_an_image_file(tmp_path):
    image = tmp_path / "sdj.img"
    run_in_folder(f"truncate -s 16M {image} && mkfs.ext4 -q {image}", tmp_path)
    listed = _run("just list what signatures wipefs finds on /dev/sdj, don't wipe anything", tmp_path, {"/dev/sdj": str(image)}).stdout
    assert "ext4" in listed
    _run("erase all filesystem/raid/partition signatures from /dev/sdj, I'm repurposing it", tmp_path, {"/dev/sdj": str(image)})
    assert _run("just list what signatures wipefs finds on /dev/sdj, don't wipe anything", tmp_path, {"/dev/sdj": str(image)}).stdout.strip() == ""


def test_a_sparse_file_takes_no_room_and_dd_copies_an_image_byte_for_byte(tmp_path):
    sparse = tmp_path / "disk.img"
    run_in_folder(_local(answer("create a sparse 10G file ~/vm/disk.img"), {"~/vm/disk.img": str(sparse), "10G": "1G"}), tmp_path)
    assert sparse.stat().st_size == 1 << 30 and sparse.stat().st_blocks * 512 < 1 << 20
    sizes = run_in_folder(_local(answer("compare apparent size and actual allocated size of ~/vm/disk.img"), {"~/vm/disk.img": str(sparse)}), tmp_path).stdout.split()
    assert sizes[0] == "1.0G" and sizes[2] == "0"
    source, copy = tmp_path / "sdb", tmp_path / "sdb.img"
    source.write_bytes(os.urandom(5 << 20))
    run_in_folder(_local(answer("image the whole disk /dev/sdb to /srv/images/sdb.img with dd, 4M blocks, show progress"),
                         {"/dev/sdb": str(source), "/srv/images/sdb.img": str(copy)}), tmp_path)
    assert copy.read_bytes() == source.read_bytes()


@pytest.mark.skipif(not have("findmnt"), reason="util-linux is missing")
def test_the_fstab_lines_appended_are_read_by_findmnt(tmp_path):
    table = tmp_path / "fstab"
    for text in ("add an fstab line to mount UUID 3f1c2a7e-8d4b-4e2f-9a61-0c5d7b9e4a10 at /data as ext4 with defaults,noatime, dump 0, pass 2",
                 "add a line to /etc/fstab to mount LABEL=backup at /backup as ext4 with defaults,nofail",
                 "add an fstab entry for the nfs share nas:/export/backup at /mnt/backup",
                 "make /swapfile come back after reboot (add it to fstab)"):
        said = answer(text)
        assert said.endswith("| sudo tee -a /etc/fstab")
        run_in_folder(said.replace("sudo tee -a /etc/fstab", f"tee -a {table} > /dev/null"), tmp_path)
    rows = run_in_folder(f"findmnt -F {table} -n -r -o SOURCE,TARGET,FSTYPE,OPTIONS", tmp_path).stdout.splitlines()
    assert [r.split() for r in rows] == [["UUID=3f1c2a7e-8d4b-4e2f-9a61-0c5d7b9e4a10", "/data", "ext4", "defaults,noatime"],
                                        ["LABEL=backup", "/backup", "ext4", "defaults,nofail"],
                                        ["nas:/export/backup", "/mnt/backup", "nfs", "defaults"],
                                        ["/swapfile", "none", "swap", "sw"]]
    assert [line.split()[4:] for line in table.read_text().splitlines()] == [["0", "2"], ["0", "2"], ["0", "0"], ["0", "0"]]


def test_inodes_and_the_biggest_entries_of_a_folder_are_counted(tmp_path):
    mail = tmp_path / "mail"
    (mail / "cur").mkdir(parents=True)
    for name in ("a", "b", "cur/c"):
        (mail / name).write_text("x" * 10)
    (mail / "big").write_bytes(b"y" * (2 << 20))
    counted = run_in_folder(_local(answer("how many inodes is /srv/mail eating"), {"/srv/mail": str(mail)}), tmp_path).stdout.split()
    assert counted == ["6", str(mail)]
    top = run_in_folder(_local(answer("which dirs right under /var/lib hold the most inodes, top 15"), {"/var/lib": str(mail)}), tmp_path).stdout.split("\n")
    assert top[0].split() == ["6", str(mail)] and top[1].split() == ["2", str(mail / "cur")]
    biggest = run_in_folder(_local(answer("which 10 entries directly under /var use the most disk space? human-readable sizes, biggest first"), {"/var": str(mail)}), tmp_path).stdout
    assert biggest.split("\n")[0].endswith(str(mail / "big"))


@pytest.mark.skipif(not have("mkfs.vfat", "fatlabel", "truncate"), reason="dosfstools is missing")
def test_fat32_is_made_and_relabelled_on_an_image_file(tmp_path):
    image = tmp_path / "sdf1.img"
    run_in_folder(f"truncate -s 64M {image}", tmp_path)
    _run("format the sd card partition /dev/sdf1 as FAT32 named CAMERA", tmp_path, {"/dev/sdf1": str(image)})
    assert run_in_folder(f"fatlabel {image}", tmp_path).stdout.strip() == "CAMERA"
    _run("relabel the fat32 partition /dev/sdd1 to PHOTOS", tmp_path, {"/dev/sdd1": str(image)})
    assert run_in_folder(f"fatlabel {image}", tmp_path).stdout.strip() == "PHOTOS"


@pytest.mark.skipif(not have("parted", "truncate"), reason="parted is missing")
def test_parted_writes_a_gpt_table_with_one_whole_disk_partition_on_an_image_file(tmp_path):
    image = tmp_path / "sdh.img"
    run_in_folder(f"truncate -s 64M {image}", tmp_path)
    _run("new disk /dev/sdh: gpt table plus a single partition spanning the whole thing, non-interactively", tmp_path, {"/dev/sdh": str(image)})
    listed = run_in_folder(f"parted -s -m {image} unit MiB print", tmp_path).stdout.splitlines()
    assert ":gpt:" in listed[1] and len(listed) == 3 and listed[2].startswith("1:")
    blank = tmp_path / "sdg.img"
    run_in_folder(f"truncate -s 64M {blank}", tmp_path)
    _run("write a fresh GPT partition table to the blank disk /dev/sdg, no confirmation prompt", tmp_path, {"/dev/sdg": str(blank)})
    assert "Free Space" in _run("show where the free unpartitioned space is on /dev/sdb", tmp_path, {"/dev/sdb": str(blank)}).stdout
    assert "Partition Table: gpt" in _run("print the partition table of /dev/sdb with parted", tmp_path, {"/dev/sdb": str(blank)}).stdout


@pytest.mark.parametrize("text, expected", [
    # measured against the request sets: blkid's whole line for "the UUID of", the bare value only when asked
    ("what is the UUID of /dev/sda1?", "sudo blkid /dev/sda1"),
    ("print only the UUID of /dev/sda1", "sudo blkid -s UUID -o value /dev/sda1"),
    ("list all devices that have an ext4 filesystem using blkid", "sudo blkid -t TYPE=ext4"),
    ("print only the filesystem type of /dev/sdb1 using blkid", "sudo blkid -s TYPE -o value /dev/sdb1"),
    # inodes used on a file system: df's; in a folder: du's
    ("how many inodes are used on /home", "df -i /home"),
    ("show free and used inodes on the root filesystem", "df -i /"),
    ("how many inodes does /var/cache use", "sudo du -s --inodes /var/cache"),
    # a file allocated is only allocated; what keeps a mount busy is lsof's
    ("allocate a 2G file at /swapfile to use as swap", "sudo fallocate -l 2G /swapfile"),
    ("what is keeping /media/usb busy so I can't unmount it", "lsof /media/usb"),
])
def test_storage_answers_follow_the_references_conventions(text, expected):
    assert answer(text) == expected
