"""The phrasebook's VM module (serval.model.phrasebook.vms): qemu-img, virt-install, virt-clone, virsh, LXD's lxc,
multipass, vagrant, podman, systemd-nspawn, machinectl and debootstrap commands composed from the parts a request
says. No VM or container is started: the answers are compared as text, and where qemu-img is installed a few of its
answers run for real on image files inside a temporary folder. Requests about docker, about something else, or that
leave out a part the command needs (a name, a size) get no answer from the module."""

import json
import shlex

import pytest

from serval.model.entities import clean
from serval.model.phrasebook import _answer, vms
from shell_helpers import have, rows_answer, run_in_folder


def answer(text: str) -> str | None:
    return _answer(clean(text))


VIRSH = [
    ("show all my VMs including the ones that are shut off", "virsh list --all"),
    ("list all virtual machines", "virsh list --all"),
    ("virsh list all vms even the stopped ones", "virsh list --all"),
    ("which vms are running right now", "virsh list"),
    ("names of the running VMs only, nothing else", "virsh list --name"),
    ("Which VMs are set to autostart?", "virsh list --all --autostart"),
    ("list all vms on the system libvirt daemon (qemu:///system), not my session one", "virsh -c qemu:///system list --all"),
    ("show all vms on the remote kvm host hv02, connecting over ssh as root", "virsh -c qemu+ssh://root@hv02/system list --all"),
    ("start the web01 virtual machine", "virsh start web01"),
    ("start vm web02", "virsh start web02"),
    ("boot the kvm guest db01", "virsh start db01"),
    ("Please gracefully shut down db02 (libvirt guest).", "virsh shutdown db02"),
    ("shut down the virtual machine called mail", "virsh shutdown mail"),
    ("vm build-runner is completely frozen, pull the plug on it", "virsh destroy build-runner"),
    ("force off vm test-3 it is hung", "virsh destroy test-3"),
    ("reboot the libvirt vm web02", "virsh reboot web02"),
    ("pause the guest ci-worker3", "virsh suspend ci-worker3"),
    ("unpause the guest build1", "virsh resume build1"),
    ("I want the kvm guest pihole to come up automatically whenever the host boots", "virsh autostart pihole"),
    ("disable autostart for vm web01", "virsh autostart --disable web01"),
    ("how much memory and how many vcpus does the vm gitlab have?", "virsh dominfo gitlab"),
    ("what IP did the guest nextcloud get?", "virsh domifaddr nextcloud"),
    ("show the network interfaces and MAC addresses of guest web01", "virsh domiflist web01"),
    ("which disk images are attached to vm db01?", "virsh domblklist db01"),
    ("is jenkins-vm running or shut off?", "virsh domstate jenkins-vm"),
    ("dump the XML definition of web01 to web01.xml", "virsh dumpxml web01 > web01.xml"),
    ("save the xml of vm web01 to /tmp/web01.xml", "virsh dumpxml web01 > /tmp/web01.xml"),
    ("register a vm from the xml file /root/backup/db01.xml", "virsh define /root/backup/db01.xml"),
    ("undefine the vm oldbox but keep its disk files", "virsh undefine oldbox"),
    ("remove the libvirt domain win7-test and delete all of its storage volumes as well", "virsh undefine win7-test --remove-all-storage"),
    ("delete vm oldbox and its disks", "virsh undefine oldbox --remove-all-storage"),
    ("create a snapshot called pre-upgrade of vm web01", "virsh snapshot-create-as web01 pre-upgrade"),
    ("what snapshots exist for the guest web01", "virsh snapshot-list web01"),
    ("revert vm web01 to snapshot pre-upgrade", "virsh snapshot-revert web01 pre-upgrade"),
    ("delete snapshot pre-upgrade of vm web01", "virsh snapshot-delete web01 pre-upgrade"),
    ("attach to the serial console of the vm router01", "virsh console router01"),
    ("set the memory of vm web01 to 4G permanently", "virsh setmem web01 4G --config"),
    ("raise db01's maximum memory to 16G in its persistent config", "virsh setmaxmem db01 16G --config"),
    ("web01: bump the maximum vcpu count to 8 in its persistent config", "virsh setvcpus web01 8 --maximum --config"),
    ("give vm web01 4 vcpus in its config", "virsh setvcpus web01 4 --config"),
    ("gracefully shutdwon every running libvirt vm", 'for vm in $(virsh list --name); do virsh shutdown "$vm"; done'),
    ("list libvirt networks including inactive ones", "virsh net-list --all"),
    ("start the default libvirt network and make it autostart", "virsh net-start default && virsh net-autostart default"),
    ("what volumes are in the libvirt storage pool named default", "virsh vol-list default"),
    ("libvirt storage pools incl. inactive", "virsh pool-list --all"),
    ("restore the saved vm from /var/tmp/web03.state", "virsh restore /var/tmp/web03.state"),
    ("attach /var/lib/libvirt/images/data2.qcow2 to the running vm db01 as vdb, permanently",
     "virsh attach-disk db01 /var/lib/libvirt/images/data2.qcow2 vdb --subdriver qcow2 --persistent"),
]

QEMU_IMG = [
    ("create a 40G qcow2 disk image named ubuntu-server.qcow2", "qemu-img create -f qcow2 ubuntu-server.qcow2 40G"),
    ("make a qcow2 disk called vm.qcow2 of 10 GB", "qemu-img create -f qcow2 vm.qcow2 10G"),
    ("need a 100G raw disk image data.img for a new vm", "qemu-img create -f raw data.img 100G"),
    ("create an overlay disk web01-overlay.qcow2 backed by base-debian12.qcow2 (qcow2 too)",
     "qemu-img create -f qcow2 -b base-debian12.qcow2 -F qcow2 web01-overlay.qcow2"),
    ("make an overlay top.qcow2 backed by base.qcow2", "qemu-img create -f qcow2 -b base.qcow2 -F qcow2 top.qcow2"),
    ("what's the virtual size and actual disk usage of /var/lib/libvirt/images/win10.qcow2?", "qemu-img info /var/lib/libvirt/images/win10.qcow2"),
    ("qemu-img info on disk.qcow2 but as json", "qemu-img info --output=json disk.qcow2"),
    ("convert disk.raw to a qcow2 file called disk.qcow2", "qemu-img convert -f raw -O qcow2 disk.raw disk.qcow2"),
    ("turn the VMware disk appliance.vmdk into appliance.qcow2 and show a progress bar while it runs",
     "qemu-img convert -p -f vmdk -O qcow2 appliance.vmdk appliance.qcow2"),
    ("convert win.vdi to qcow2 as win.qcow2", "qemu-img convert -f vdi -O qcow2 win.vdi win.qcow2"),
    ("convert the qcow2 image pfsense.qcow2 into a raw image pfsense.img", "qemu-img convert -f qcow2 -O raw pfsense.qcow2 pfsense.img"),
    ("Compress win10.qcow2 into a new compressed qcow2 image win10-small.qcow2", "qemu-img convert -c -O qcow2 win10.qcow2 win10-small.qcow2"),
    ("grow fedora.qcow2 by 15 gigabytes", "qemu-img resize fedora.qcow2 +15G"),
    ("add 10G to disk.qcow2", "qemu-img resize disk.qcow2 +10G"),
    ("resize disk.qcow2 to 50G", "qemu-img resize disk.qcow2 50G"),
    ("shrink the raw image scratch.img to 8G, I already shrank the filesystem and partition inside", "qemu-img resize --shrink -f raw scratch.img 8G"),
    ("check router.qcow2 for corruption", "qemu-img check router.qcow2"),
    ("repair disk.qcow2", "qemu-img check -r all disk.qcow2"),
    ("make an internal snapshot named clean-install inside vm-disk.qcow2", "qemu-img snapshot -c clean-install vm-disk.qcow2"),
    ("list the internal snapshots stored in vm-disk.qcow2", "qemu-img snapshot -l vm-disk.qcow2"),
    ("vm-disk.qcow2 -> apply internal snapshot clean-install (vm is off)", "qemu-img snapshot -a clean-install vm-disk.qcow2"),
    ("delete the internal snapshot pre-update from nas.qcow2", "qemu-img snapshot -d pre-update nas.qcow2"),
    ("merge the changes in overlay.qcow2 down into its backing file", "qemu-img commit overlay.qcow2"),
]

VIRT_INSTALL = [
    ("new kvm vm named testvm: 2048 MB RAM, 2 vCPUs, 20 GB disk, install from ~/Downloads/ubuntu-24.04-live-server-amd64.iso, os variant ubuntu24.04",
     "virt-install --name testvm --memory 2048 --vcpus 2 --disk size=20 --cdrom ~/Downloads/ubuntu-24.04-live-server-amd64.iso --os-variant ubuntu24.04"),
    ("create a new vm called web with 4G of ram, 2 vcpus, 30G disk from ubuntu.iso",
     "virt-install --name web --memory 4096 --vcpus 2 --disk size=30 --cdrom ubuntu.iso"),
    ("import the existing disk /var/lib/libvirt/images/debian12.qcow2 as a new vm deb12 with 1024 MB ram and 1 cpu, os variant debian12, skip the installer",
     "virt-install --name deb12 --memory 1024 --vcpus 1 --disk /var/lib/libvirt/images/debian12.qcow2 --import --os-variant debian12"),
    ("headless virt-install: vm deb-headless, 2048 MB, 2 cpus, 15G disk, os variant debian12, install tree "
     "https://deb.debian.org/debian/dists/bookworm/main/installer-amd64/, installer on the serial console",
     "virt-install --name deb-headless --memory 2048 --vcpus 2 --disk size=15 --location https://deb.debian.org/debian/dists/bookworm/main/installer-amd64/ "
     "--os-variant debian12 --graphics none --extra-args 'console=ttyS0'"),
    ("which --os-variant names does virt-install know about", "osinfo-query os"),
    ("clone vm web01 to web02", "virt-clone --original web01 --name web02 --auto-clone"),
]

LXC = [
    ("spin up an ubuntu 22.04 container in lxd called web01", "lxc launch ubuntu:22.04 web01"),
    ("launch an ubuntu 24.04 lxd container named app", "lxc launch ubuntu:24.04 app"),
    ("launch a debian 12 container from the images: remote and call it deb12", "lxc launch images:debian/12 deb12"),
    ("I need an actual lxd virtual machine, not a container: ubuntu 24.04, name vm-noble", "lxc launch ubuntu:24.04 vm-noble --vm"),
    ("lxd containers - which ones do I have and are they running?", "lxc list"),
    ("list lxc containers", "lxc list"),
    ("get a bash shell inside the lxd container web01", "lxc exec web01 -- bash"),
    ("lxc exec web01 bash", "lxc exec web01 -- bash"),
    ("Run apt update inside the lxd container web01 without logging in to it", "lxc exec web01 -- apt update"),
    ("stop the lxc contianer named staging", "lxc stop staging"),
    ("lxd container hung-ct won't stop normally, force it", "lxc stop hung-ct --force"),
    ("restart lxd container app", "lxc restart app"),
    ("Delete the LXD container oldtest; it's already stopped.", "lxc delete oldtest"),
    ("delete the still-running container tmpbuild in lxd, force it", "lxc delete tmpbuild --force"),
    ("snapshot the container db1 and name the snapshot pre-migration", "lxc snapshot db1 pre-migration"),
    ("snapshot lxd container app as snap0", "lxc snapshot app snap0"),
    ("restore container db1 to its snapshot pre-migration", "lxc restore db1 pre-migration"),
    ("restore lxd container app to snap0", "lxc restore app snap0"),
    ("show detailed info about container web01, including its snapshots", "lxc info web01"),
    ("clone lxd container web01 to web01-test", "lxc copy web01 web01-test"),
    ("rename the stopped lxd container ubuntu-test to jenkins", "lxc move ubuntu-test jenkins"),
    ("limit lxd container ci-runner to 2 cpus", "lxc config set ci-runner limits.cpu 2"),
    ("set memory limit of lxd container app to 1GB", "lxc config set app limits.memory 1GB"),
    ("which lxd images are cached locally?", "lxc image list"),
    ("turn the stopped container golden into a local lxd image with the alias golden-img", "lxc publish golden --alias golden-img"),
    ("forward host port 8080 to port 80 in lxd container web01 using a proxy device named http",
     "lxc config device add web01 http proxy listen=tcp:0.0.0.0:8080 connect=tcp:127.0.0.1:80"),
    ("push config.txt to /root/config.txt in lxd container app", "lxc file push config.txt app/root/config.txt"),
    ("attach to the console of lxd container web01", "lxc console web01"),
]

MULTIPASS = [
    ("launch a multipass vm named dev with 4 cpus, 8G of memory and a 40G disk", "multipass launch --name dev --cpus 4 --memory 8G --disk 40G"),
    ("launch multipass vm web with 2 cpus 2G memory 10G disk", "multipass launch --name web --cpus 2 --memory 2G --disk 10G"),
    ("launch a 22.04 multipass vm called k3s-node1 configured with cloud-init.yaml", "multipass launch 22.04 --name k3s-node1 --cloud-init cloud-init.yaml"),
    ("open a shell in multipass instance dev", "multipass shell dev"),
    ("which multipass vms do i have and what are their IPs", "multipass list"),
    ("multipass list", "multipass list"),
    ("get rid of the multipass instance scratch for good, purge it too so it can't be recovered", "multipass delete --purge scratch"),
    ("delete multipass instance web", "multipass delete web"),
    ("purge deleted multipass instances", "multipass purge"),
    ("boot up my stopped multipass vm dev", "multipass start dev"),
    ("stop all my multipass instances", "multipass stop --all"),
    ("multipass: run df -h in the instance k3s-node1 without opening a shell", "multipass exec k3s-node1 -- df -h"),
    ("mount my ~/projects folder into multipass vm dev at /home/ubuntu/projects", "multipass mount ~/projects dev:/home/ubuntu/projects"),
    ("copy ./setup.sh into the multipass instance dev as /home/ubuntu/setup.sh", "multipass transfer ./setup.sh dev:/home/ubuntu/setup.sh"),
    ("what ubuntu images can multipass launch", "multipass find"),
    ("details for multipass instance dev pls (ip, disk, memory usage)", "multipass info dev"),
]

VAGRANT = [
    ("bring up the vagrant box defined in this directory", "vagrant up"),
    ("vagrant up but with the libvirt provider instead of virtualbox", "vagrant up --provider=libvirt"),
    ("ssh into the vagrant machine", "vagrant ssh"),
    ("ssh into the vagrant machine named db in this multi-machine setup", "vagrant ssh db"),
    ("run 'sudo systemctl status nginx' on the vagrant vm web without an interactive login", "vagrant ssh web -c 'sudo systemctl status nginx'"),
    ("vagrant: shut the vm down cleanly", "vagrant halt"),
    ("destroy the vagrant environment here without it asking me to confirm", "vagrant destroy -f"),
    ("vagrant destroy", "vagrant destroy"),
    ("whats the state of my vagrant machines in this project", "vagrant status"),
    ("list every vagrant environment on this machine and clean out stale entries", "vagrant global-status --prune"),
    ("Restart the vagrant vm and rerun the provisioners while you're at it", "vagrant reload --provision"),
    ("re-run provisioning on the running vagrant box without restarting it", "vagrant provision"),
    ("suspend the vagrant vm so I can resume it later exactly where it was", "vagrant suspend"),
    ("vagrant resume", "vagrant resume"),
    ("what vagrant boxes have I downloaded", "vagrant box list"),
    ("download the vagrant box generic/debian12 for the libvirt provider", "vagrant box add generic/debian12 --provider libvirt"),
    ("remove the vagrant box ubuntu/focal64", "vagrant box remove ubuntu/focal64"),
    ("update my vagrant boxes", "vagrant box update"),
    ("init a new Vagrantfile using the ubuntu/jammy64 box", "vagrant init ubuntu/jammy64"),
    ("save a vagrant snapshot named clean-base", "vagrant snapshot save clean-base"),
    ("go back to vagrant snapshot clean-base", "vagrant snapshot restore clean-base"),
    ("list vagrant snapshots", "vagrant snapshot list"),
    ("print the ssh config of my vagrant box so I can use it with plain ssh", "vagrant ssh-config"),
]

PODMAN = [
    ("run nginx in the background with podman, name it web and map host port 8080 to container port 80",
     "podman run -d --name web -p 8080:80 docker.io/library/nginx"),
    ("run nginx with podman on port 8080", "podman run -d -p 8080:80 docker.io/library/nginx"),
    ("run redis with podman named cache", "podman run -d --name cache docker.io/library/redis"),
    ("throwaway ubuntu 24.04 container with podman, interactive bash, gone when I exit", "podman run --rm -it docker.io/library/ubuntu:24.04 bash"),
    ("run nginx detached with podman on port 8081->80, serving ~/site read-only at /usr/share/nginx/html",
     "podman run -d -p 8081:80 -v ~/site:/usr/share/nginx/html:ro docker.io/library/nginx"),
    ("run postgres 16 detached inside the pod blog, name it blog-db, POSTGRES_PASSWORD=s3cret",
     "podman run -d --pod blog --name blog-db -e POSTGRES_PASSWORD=s3cret docker.io/library/postgres:16"),
    ("podman containers, all of them, exited ones too", "podman ps -a"),
    ("podman ps", "podman ps"),
    ("podman ps but only the container names and their status", "podman ps --format '{{.Names}} {{.Status}}'"),
    ("Which images does podman have stored locally?", "podman images"),
    ("pull alpine with podman", "podman pull docker.io/library/alpine"),
    ("follow the logs of podman container api", "podman logs -f api"),
    ("get an sh shell inside the running podman container web", "podman exec -it web sh"),
    ("exec into podman container web", "podman exec -it web bash"),
    ("stop podman container web", "podman stop web"),
    ("stop and remove the podman container web", "podman rm -f web"),
    ("remove dangling podman images, don't prompt", "podman image prune -f"),
    ("clean up podman completely: all unused images, stopped containers, networks, no confirmation prompt", "podman system prune -a -f"),
    ("build an image tagged myapp:1.0 from the Containerfile in the current directory with podman", "podman build -t myapp:1.0 ."),
    ("create a podman volume called pgdata", "podman volume create pgdata"),
    ("one-time snapshot of cpu and memory usage for my podman containers, don't keep refreshing", "podman stats --no-stream"),
    ("save the podman image myapp:1.0 to myapp-1.0.tar", "podman save -o myapp-1.0.tar myapp:1.0"),
    ("load the image archive ~/Downloads/myapp-1.0.tar into podman", "podman load -i ~/Downloads/myapp-1.0.tar"),
    ("copy /etc/nginx/conf.d/default.conf out of podman container web to the current folder", "podman cp web:/etc/nginx/conf.d/default.conf ."),
    ("create a podman pod called blog that publishes host port 8080 to port 80", "podman pod create --name blog -p 8080:80"),
    ("show me the podman pods", "podman pod ps"),
    ("remove the podman pod blog along with its containers, even if it's running", "podman pod rm -f blog"),
    ("generate a systemd unit for podman container web that creates a fresh container on each start, save it as ~/.config/systemd/user/container-web.service",
     "podman generate systemd --new --name web > ~/.config/systemd/user/container-web.service"),
    ("export kubernetes yaml for the podman pod blog into blog-pod.yaml", "podman kube generate blog > blog-pod.yaml"),
    ("start the pod described in blog-pod.yaml with podman", "podman kube play blog-pod.yaml"),
]

NSPAWN = [
    ("boot the container tree in /var/lib/machines/bookworm with systemd-nspawn", "sudo systemd-nspawn -b -D /var/lib/machines/bookworm"),
    ("open a shell in /srv/containers/alpine using systemd-nspawn, don't boot it", "sudo systemd-nspawn -D /srv/containers/alpine"),
    ("boot /var/lib/machines/bookworm with nspawn and bind-mount the host's /srv/data into it at the same path",
     "sudo systemd-nspawn -b -D /var/lib/machines/bookworm --bind=/srv/data"),
    ("boot the nspawn tree /var/lib/machines/sandbox with its network isolated from the host",
     "sudo systemd-nspawn -b -D /var/lib/machines/sandbox --private-network"),
    ("run apt update in the nspawn machine image bookworm (it lives in /var/lib/machines)", "sudo systemd-nspawn -M bookworm apt update"),
    ("list running nspawn machines", "machinectl list"),
    ("machinectl list", "machinectl list"),
    ("list the container and VM images machinectl knows about", "machinectl list-images"),
    ("start the nspawn machine bookworm in the background via machinectl", "sudo machinectl start bookworm"),
    ("power off the nspawn container named bookworm", "sudo machinectl poweroff bookworm"),
    ("give me a root shell in the running nspawn machine bookworm", "sudo machinectl shell bookworm"),
    ("nspawn container bookworm should start automatically at boot", "sudo machinectl enable bookworm"),
    ("bootstrap a minimal debian bookworm into /var/lib/machines/bookworm from deb.debian.org so I can use it with nspawn",
     "sudo debootstrap bookworm /var/lib/machines/bookworm http://deb.debian.org/debian"),
    ("debootstrap jammy into /srv/jammy", "sudo debootstrap jammy /srv/jammy"),
]


@pytest.mark.parametrize("text, expected", VIRSH + QEMU_IMG + VIRT_INSTALL + LXC + MULTIPASS + VAGRANT + PODMAN + NSPAWN)
def test_requests_are_composed(text, expected):
    said = answer(text)
    assert said == expected
    assert rows_answer(vms.ROWS, clean(text)) == expected   # the module's own answer, not a later row's
    shlex.split(said)   # well-formed shell words


@pytest.mark.parametrize("text", [
    # missing parts: no name, no size, no image, no target
    "stop the vm", "start vm", "what's the ip of the vm", "virsh start", "create a qcow2 image disk.qcow2", "convert disk.qcow2",
    "multipass launch", "lxc launch ubuntu 22.04", "podman run", "vagrant box add", "debootstrap into /srv/x",
    "create a vm named web with 4096 MB ram", "resize disk.qcow2", "take a snapshot of vm web01",
    # other tools and other meanings of the words
    "increase vm.max_map_count to 262144", "list running vms in virtualbox", "which domains does this certificate cover",
    "list the guest users", "enable the guest account", "what is the ip address of my machine", "how much memory is free",
    "create a 10G file called big.img", "take a btrfs snapshot of /home", "create an lvm snapshot of vg0/root called snap1",
    "delete the snapshot snap1 of the ec2 instance", "show jvm memory usage", "launch firefox", "restart the nginx service",
    "what vms use the most cpu", "add my user to the libvirt group", "copy web01.qcow2 to /mnt/backup",
    "stop the container web", "list all running containers", "start docker container web01", "show the docker containers including stopped",
])
def test_other_or_incomplete_requests_get_no_answer_from_the_module(text):
    assert rows_answer(vms.ROWS, clean(text)) is None


@pytest.mark.parametrize("text", [
    "run nginx detached with docker on port 8080",
    "show me the logs of docker container api",
    "list all docker containers including stopped ones",
    "docker compose up -d",
    "open a bash shell in the docker container web",
])
def test_docker_requests_stay_with_containers(text):
    assert rows_answer(vms.ROWS, clean(text)) is None
    said = answer(text)
    assert said is None or "podman" not in said and "lxc" not in said


@pytest.mark.skipif(not have("qemu-img"), reason="qemu-img is not installed")
def test_qemu_img_answers_run_for_real(tmp_path):
    def run(text: str, check: bool = True):
        said = rows_answer(vms.ROWS, clean(text))
        assert said is not None and said.startswith("qemu-img ")
        return run_in_folder(said, tmp_path, check=check)

    def info(name: str) -> dict:
        return json.loads(run(f"qemu-img info on {name} but as json").stdout)

    run("create a 1G qcow2 disk image named base.qcow2")
    assert info("base.qcow2")["virtual-size"] == 1024 ** 3 and info("base.qcow2")["format"] == "qcow2"
    run("grow base.qcow2 by 1 gigabytes")
    assert info("base.qcow2")["virtual-size"] == 2 * 1024 ** 3
    run("make an overlay top.qcow2 backed by base.qcow2")
    assert info("top.qcow2")["backing-filename"] == "base.qcow2"
    run("make an internal snapshot named clean inside base.qcow2")
    assert "clean" in run("list the internal snapshots stored in base.qcow2").stdout
    run("delete the internal snapshot clean from base.qcow2")
    assert "clean" not in run("list the internal snapshots stored in base.qcow2").stdout
    run("need a 64M raw disk image data.img for a new vm")
    assert (tmp_path / "data.img").stat().st_size == 64 * 1024 ** 2
    run("convert the raw image data.img into a qcow2 file called data.qcow2")
    assert info("data.qcow2")["format"] == "qcow2"
    run("convert data.qcow2 to a vmdk for vmware, output data.vmdk")
    assert info("data.vmdk")["format"] == "vmdk"
    assert run("check data.qcow2 for corruption").returncode == 0
    run("shrink the raw image data.img to 32M, the filesystem inside is already smaller")
    assert (tmp_path / "data.img").stat().st_size == 32 * 1024 ** 2


def test_a_sysctl_key_under_vm_is_no_virtual_machine():
    assert answer("set vm.swappiness to 10 until next reboot") == "sudo sysctl -w vm.swappiness=10"
    assert answer("reboot the vm web01") == "virsh reboot web01"
