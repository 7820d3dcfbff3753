import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { currentUserQuery } from "@/api/use-auth";
import { App } from "@/app/app";
import { startSignedInPage } from "@/app/start-signed-in";
import { queryClient } from "@/lib/query-client";
import { reloadOnStaleBuild } from "@/lib/stale-build";
import "./index.css";

reloadOnStaleBuild(window);

// The sign-in check goes out before React's first render (useAuth finds it in flight), and a session's answer starts
// the page's code and reads before React draws it: neither waits for a render (docs/decisions/0072).
queryClient.fetchQuery(currentUserQuery).then(
  (user) => user && startSignedInPage(queryClient, user.pousadaTimeZone),
  () => undefined, // the router shows the failure (useAuth)
);

const root = document.getElementById("root");
if (!root) throw new Error("Elemento #root não encontrado em index.html");

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
