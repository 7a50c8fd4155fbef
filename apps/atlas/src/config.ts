/** API base URL: same origin by default (the API serves the atlas; Vite dev proxies /v1). */
export const API_BASE: string = import.meta.env['VITE_API_BASE'] ?? '/';
