"""serval.daemon: the warm model behind ZeroMQ, its client, feedback database and safety check."""
