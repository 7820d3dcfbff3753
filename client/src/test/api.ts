// The API as client component tests see it: msw answers the component's fetches inside the test process, each test
// with the handlers it sets (api.use), so a test states the server's answers and reads what the component sent.
import { setupServer } from "msw/node";

export const api = setupServer();
