// The real server start-up (server/index.ts) with one extra bare Express route, so the benchmark can compare
// the API with the cheapest possible handler in the same process.
import { exitOnStartupError, main } from "../server/index";

main({
  mountBefore: (root) => root.get("/bench/hello", (_req, res) => res.send("hello")),
}).catch(exitOnStartupError);
