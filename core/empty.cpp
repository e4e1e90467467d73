// Keeps a module library non-empty while its sources are being written.
