// module-level state, as a cache or a store has
export const counter = { value: 0 };
