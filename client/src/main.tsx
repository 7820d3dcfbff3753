import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { currentUserQuery } from "@/api/use-auth";
import { App } from "@/app/app";
import { startSignedInPage } from "@/app/start-signed-in";
import { SESSION_CHECK_PATH } from "@shared/signed-in-pages";
import { queryClient } from "@/lib/query-client";
import { reloadOnStaleBuild } from "@/lib/stale-build";
import "./index.css";

reloadOnStaleBuild(window);

// A browser with a session (the server then asks for the sign-in check from index.html: server/frontend.ts) sets up
// the date and number formats before the first paint: the first use of Intl in a page (ICU's data) takes 30-130 ms
// in the benches' Chromium, four times that on Lighthouse's phone, and would otherwise fall inside the task that
// answers the sign-in check, blocking the page (docs/decisions/0072). The landing page does not pay it.
if (document.querySelector(`link[rel="preload"][href="${SESSION_CHECK_PATH}"]`)) {
  new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo", dateStyle: "short" }).format(0);
  new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" }).format(0);
}

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
