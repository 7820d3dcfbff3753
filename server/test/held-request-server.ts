// The real server (server/index.ts) with its first sign-in held at the door until the process is told to stop, for
// the shutdown test in server/index.test.ts: the test waits for the line saying the request has arrived, sends
// SIGTERM, and the sign-in then runs through the app while the server shuts down, with no guessed delay.
import { exitOnStartupError, main } from "../index";

/** server/index.test.ts waits for this line. */
const HELD_LINE = "test: a sign-in is held until SIGTERM";

main({
  mountBefore(root) {
    root.post("/api/login", (_req, _res, next) => {
      process.once("SIGTERM", () => next());
      process.stdout.write(`${JSON.stringify({ msg: HELD_LINE })}\n`);
    });
  },
}).catch(exitOnStartupError);
