// The entry: no async boundary is needed (the shell is not built with the federation plugin,
// see app/federation.ts), and the public pages start from the first script.
import './bootstrap';
