// Async boundary: the federation runtime negotiates shared modules (react, shared-ui…)
// before any of them is evaluated.
import('./bootstrap');
