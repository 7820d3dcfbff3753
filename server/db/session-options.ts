// Settings every connection of the app starts with (libpq's `options`, sent in the startup packet: no extra round
// trip). PGOPTIONS, when the operator sets it, comes after ours and wins where the two name the same setting.
//
// jit=off: PostgreSQL compiles a query to machine code when its estimated cost passes jit_above_cost (100,000). The
// app's reads are short; the estimate of a report over a year passes that mark, and the compiling cost more than it
// saved: bench:money on the benches' hotel (PostgreSQL 15 with JIT, same build and database, load 3.5-4.8) measured
// lançamentos' first page p50 100 → 38 ms and the audit's first page 194 → 81 ms with it off, every other read within
// the noise (docs/decisions/0070). A database without JIT (the embedded one) takes the setting and ignores it.
export const CONNECTION_OPTIONS = ["-c jit=off", process.env.PGOPTIONS].filter(Boolean).join(" ");
