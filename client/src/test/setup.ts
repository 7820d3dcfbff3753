// Before every client component test (vitest.config.ts, the "client" project): what jsdom lacks and the Radix
// primitives use, the mocked API listening, and the screen emptied between tests.
import { cleanup } from "@testing-library/react";
import { afterAll, afterEach, beforeAll } from "vitest";
import { dismissToast } from "@/hooks/use-toast";
import { api } from "./api";

// The layout asks whether the screen is a desktop's; these tests use one.
window.matchMedia = (query: string) =>
  ({
    matches: query === "(min-width: 768px)",
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

// Radix measures its popovers and moves the pointer capture and the scroll; jsdom has no layout to do either with.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};
Element.prototype.scrollTo ??= () => {};

// The search box measures its hint in the placeholder's font; jsdom has neither, and says so at every call.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);
HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;

// A request no test answered fails the test that made it, rather than reaching a network.
beforeAll(() => api.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  cleanup();
  // The notifications' store outlives a test's screen.
  dismissToast();
  api.resetHandlers();
});
afterAll(() => api.close());
