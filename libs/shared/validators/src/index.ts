// Public API of @unfurl/validators. Exports are listed by name, each with a one-line TSDoc.

// --- validation rules (spec section 5) ---
export {};

// --- runtime schemas of the API wire contract (used by the server and clients) ---
