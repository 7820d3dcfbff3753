import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "@/app/app";
import { reloadOnStaleBuild } from "@/lib/stale-build";
import "./index.css";

reloadOnStaleBuild(window);

const root = document.getElementById("root");
if (!root) throw new Error("Elemento #root não encontrado em index.html");

const reactRoot = createRoot(root);
startTransition(() =>
  reactRoot.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
