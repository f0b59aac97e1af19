// Async boundary: shared modules are negotiated by the federation runtime first.
import('./bootstrap');
