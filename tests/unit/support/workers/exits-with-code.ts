/** A worker that stops the thread with an exit code, as `process.exit` somewhere in its work would. */
process.exit(3);
