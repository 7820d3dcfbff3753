// The booking page's own entry (docs/product.md §16): /reservar and the guest's /reservar/c/:token, no staff app.
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BookingPage } from "./booking-page";
import { ConfirmationPage } from "./confirmation-page";
import "./reservar.css";

const root = document.getElementById("root");
if (!root) throw new Error("Elemento #root não encontrado");

const token = /^\/reservar\/c\/([^/]+)\/?$/.exec(window.location.pathname)?.[1];

createRoot(root).render(
  <StrictMode>{token ? <ConfirmationPage code={decodeURIComponent(token)} /> : <BookingPage />}</StrictMode>,
);
