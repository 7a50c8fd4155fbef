// Public API of @unfurl/domain. Exports are listed by name, each with a one-line TSDoc.

// --- entities, closed sets, constants and rules (spec sections 3, 6, 9) ---
export {};

// --- wire contract: API response shapes (owned with the API server) ---
