// Later Tailwind classes win over conflicting earlier ones: `mergeClasses("px-4 py-2", "px-2")` is "py-2 px-2".
// This is what tailwind-merge does, for the utilities this app writes, in about a tenth of its bytes: tailwind-merge
// knows every Tailwind utility and weighed 8.4 KiB gzip of the dashboard's first load (decision 0067).
// class-merge.test.ts compares the two on every class the client's source contains, so a utility used here for the
// first time and not known below fails that test until it is taught here.

/** Each utility's group: two classes of one group (with the same variants) conflict, the later one stays. */
type Classify = (value: string) => string | undefined;

const number = /^\d+(\.\d+)?$/;
const fraction = /^\d+\/\d+$/;
const arbitrary = /^\[.+\]$|^\(.+\)$/;
const arbitraryLength = /^\[(length:|calc\(|\d)/;
const tShirt = /^(\d?xs|sm|md|lg|\d?xl)$/;

const spacing = (value: string) => number.test(value) || value === "px" || arbitrary.test(value);
const sizing = (value: string) =>
  spacing(value) ||
  fraction.test(value) ||
  tShirt.test(value) ||
  /^(auto|full|screen|fit|min|max|none|prose|dvh|svh|lvh|dvw|svw|lvw|lh)$/.test(value);
const oneOf = (...values: string[]) => {
  const set = new Set(values);
  return (value: string) => set.has(value);
};
const when =
  (test: (value: string) => boolean, group: string): Classify =>
  (value) =>
    test(value) ? group : undefined;
const first =
  (...classifiers: Classify[]): Classify =>
  (value) => {
    for (const classify of classifiers) {
      const group = classify(value);
      if (group) return group;
    }
    return undefined;
  };
/** Any non-empty value: Tailwind's colours are open-ended (the theme's, and ours). */
const color = (group: string) => when((value) => value !== "", group);
const spaced = (group: string) => when(spacing, group);
const spacedOrAuto = (group: string) => when((value) => spacing(value) || value === "auto", group);
const sized = (group: string) => when(sizing, group);
const inset = (group: string) =>
  when((value) => spacing(value) || fraction.test(value) || value === "auto" || value === "full", group);
const radius = (group: string) =>
  when(
    (value) => value === "" || value === "none" || value === "full" || tShirt.test(value) || arbitrary.test(value),
    group,
  );
const lineStyle = oneOf("solid", "dashed", "dotted", "double", "none", "hidden");
const lengthOrNumber = (value: string) => value === "" || number.test(value) || arbitraryLength.test(value);

/** By the class's prefix (its words before the value); the longest prefix that has a rule is asked first. */
const PREFIXES: Record<string, Classify> = {
  p: spaced("p"),
  px: spaced("px"),
  py: spaced("py"),
  pt: spaced("pt"),
  pr: spaced("pr"),
  pb: spaced("pb"),
  pl: spaced("pl"),
  ps: spaced("ps"),
  pe: spaced("pe"),
  m: spacedOrAuto("m"),
  mx: spacedOrAuto("mx"),
  my: spacedOrAuto("my"),
  mt: spacedOrAuto("mt"),
  mr: spacedOrAuto("mr"),
  mb: spacedOrAuto("mb"),
  ml: spacedOrAuto("ml"),
  ms: spacedOrAuto("ms"),
  me: spacedOrAuto("me"),
  gap: spaced("gap"),
  "gap-x": spaced("gap-x"),
  "gap-y": spaced("gap-y"),
  "space-x": spaced("space-x"),
  "space-y": spaced("space-y"),
  inset: inset("inset"),
  "inset-x": inset("inset-x"),
  "inset-y": inset("inset-y"),
  top: inset("top"),
  right: inset("right"),
  bottom: inset("bottom"),
  left: inset("left"),
  start: inset("start"),
  end: inset("end"),
  w: sized("w"),
  h: sized("h"),
  size: sized("size"),
  "min-w": sized("min-w"),
  "min-h": sized("min-h"),
  "max-w": sized("max-w"),
  "max-h": sized("max-h"),
  basis: sized("basis"),
  text: first(
    when((value) => value === "base" || tShirt.test(value) || /^\dxl$/.test(value), "font-size"),
    when(arbitraryLength.test.bind(arbitraryLength), "font-size"),
    when(oneOf("left", "center", "right", "justify", "start", "end"), "text-alignment"),
    when(oneOf("ellipsis", "clip"), "text-overflow"),
    when(oneOf("wrap", "nowrap", "balance", "pretty"), "text-wrap"),
    color("text-color"),
  ),
  font: first(
    when(oneOf("thin", "extralight", "light", "normal", "medium", "semibold", "bold", "extrabold", "black"), "weight"),
    when((value) => value !== "" && !arbitrary.test(value), "font-family"),
  ),
  filter: when(oneOf("", "none"), "filter"),
  transform: when(oneOf("", "none", "gpu", "cpu"), "transform"),
  leading: when(
    (value) => spacing(value) || oneOf("none", "tight", "snug", "normal", "relaxed", "loose")(value),
    "leading",
  ),
  tracking: when(oneOf("tighter", "tight", "normal", "wide", "wider", "widest"), "tracking"),
  bg: first(
    // tailwind-merge counts the older `bg-gradient-to-*` as a colour; so does this, to change nothing on screen
    when((value) => value === "none", "bg-image"),
    when(oneOf("auto", "cover", "contain"), "bg-size"),
    color("bg-color"),
  ),
  from: color("gradient-from"),
  via: color("gradient-via"),
  to: color("gradient-to"),
  fill: color("fill"),
  stroke: first(when(number.test.bind(number), "stroke-w"), color("stroke")),
  border: first(
    when(lengthOrNumber, "border-w"),
    when(oneOf("collapse", "separate"), "border-collapse"),
    when(lineStyle, "border-style"),
    color("border-color"),
  ),
  "border-x": first(when(lengthOrNumber, "border-w-x"), color("border-color-x")),
  "border-y": first(when(lengthOrNumber, "border-w-y"), color("border-color-y")),
  "border-t": first(when(lengthOrNumber, "border-w-t"), color("border-color-t")),
  "border-r": first(when(lengthOrNumber, "border-w-r"), color("border-color-r")),
  "border-b": first(when(lengthOrNumber, "border-w-b"), color("border-color-b")),
  "border-l": first(when(lengthOrNumber, "border-w-l"), color("border-color-l")),
  rounded: radius("rounded"),
  "rounded-t": radius("rounded-t"),
  "rounded-r": radius("rounded-r"),
  "rounded-b": radius("rounded-b"),
  "rounded-l": radius("rounded-l"),
  shadow: first(
    when((value) => value === "" || value === "none" || /^(\d?xs|sm|md|lg|\d?xl)$/.test(value), "shadow"),
    color("shadow-color"),
  ),
  ring: first(when(lengthOrNumber, "ring-w"), when(oneOf("inset"), "ring-w-inset"), color("ring-color")),
  outline: first(
    when((value) => lineStyle(value) || value === "none", "outline-style"),
    when(lengthOrNumber, "outline-w"),
    color("outline-color"),
  ),
  divide: first(when(oneOf("x", "y"), "divide-xy"), when(lineStyle, "divide-style"), color("divide-color")),
  "divide-x": when(lengthOrNumber, "divide-x"),
  "divide-y": when(lengthOrNumber, "divide-y"),
  opacity: when((value) => number.test(value) || arbitrary.test(value), "opacity"),
  z: when((value) => number.test(value) || value === "auto" || arbitrary.test(value), "z"),
  order: when((value) => number.test(value) || oneOf("first", "last", "none")(value), "order"),
  "grid-cols": when((value) => number.test(value) || value === "none" || arbitrary.test(value), "grid-cols"),
  "col-span": when((value) => number.test(value) || value === "full" || arbitrary.test(value), "col-start-end"),
  "col-start": when((value) => number.test(value) || value === "auto" || arbitrary.test(value), "col-start"),
  flex: first(
    when((value) => number.test(value) || oneOf("auto", "initial", "none")(value), "flex"),
    when(oneOf("row", "row-reverse", "col", "col-reverse"), "flex-direction"),
    when(oneOf("wrap", "wrap-reverse", "nowrap"), "flex-wrap"),
  ),
  grow: when((value) => value === "" || number.test(value), "grow"),
  shrink: when((value) => value === "" || number.test(value), "shrink"),
  items: when(oneOf("start", "end", "center", "baseline", "stretch"), "align-items"),
  justify: when(oneOf("normal", "start", "end", "center", "between", "around", "evenly", "stretch"), "justify-content"),
  "justify-self": when(oneOf("auto", "start", "end", "center", "stretch"), "justify-self"),
  self: when(oneOf("auto", "start", "end", "center", "stretch", "baseline"), "align-self"),
  content: when(oneOf("normal", "start", "end", "center", "between", "around", "evenly", "stretch"), "align-content"),
  align: when(
    oneOf("baseline", "top", "middle", "bottom", "text-top", "text-bottom", "sub", "super"),
    "vertical-align",
  ),
  cursor: when((value) => /^[a-z-]+$/.test(value), "cursor"),
  "pointer-events": when(oneOf("auto", "none"), "pointer-events"),
  select: when(oneOf("none", "text", "all", "auto"), "select"),
  resize: when(oneOf("", "none", "x", "y"), "resize"),
  "touch-pan": first(when(oneOf("x", "left", "right"), "touch-x"), when(oneOf("y", "up", "down"), "touch-y")),
  whitespace: when(oneOf("normal", "nowrap", "pre", "pre-line", "pre-wrap", "break-spaces"), "whitespace"),
  break: when(oneOf("normal", "words", "all", "keep"), "break"),
  "break-inside": when(oneOf("auto", "avoid", "avoid-page", "avoid-column"), "break-inside"),
  overflow: when(oneOf("auto", "hidden", "clip", "visible", "scroll"), "overflow"),
  "overflow-x": when(oneOf("auto", "hidden", "clip", "visible", "scroll"), "overflow-x"),
  "overflow-y": when(oneOf("auto", "hidden", "clip", "visible", "scroll"), "overflow-y"),
  object: when(oneOf("contain", "cover", "fill", "none", "scale-down"), "object-fit"),
  origin: when((value) => value !== "", "origin"),
  rotate: when((value) => number.test(value) || arbitrary.test(value), "rotate"),
  "translate-x": inset("translate-x"),
  "translate-y": inset("translate-y"),
  "line-clamp": when((value) => number.test(value) || value === "none", "line-clamp"),
  list: first(
    when(oneOf("disc", "decimal", "none"), "list-style-type"),
    when(oneOf("inside", "outside"), "list-style-position"),
  ),
  caption: when(oneOf("top", "bottom"), "caption"),
  aspect: when((value) => oneOf("auto", "square", "video")(value) || arbitrary.test(value), "aspect"),
  "underline-offset": when((value) => number.test(value) || value === "auto", "underline-offset"),
  animate: when(oneOf("none", "spin", "ping", "pulse", "bounce"), "animate"),
  transition: when(
    (value) => oneOf("", "all", "colors", "opacity", "shadow", "transform", "none")(value) || arbitrary.test(value),
    "transition",
  ),
  "drop-shadow": when((value) => value === "" || value === "none" || tShirt.test(value), "drop-shadow"),
  "backdrop-blur": when((value) => value === "" || value === "none" || tShirt.test(value), "backdrop-blur"),
};

const DISPLAY = [
  "block",
  "inline-block",
  "inline",
  "flex",
  "inline-flex",
  "table",
  "inline-table",
  "table-caption",
  "table-cell",
  "table-column",
  "table-column-group",
  "table-footer-group",
  "table-header-group",
  "table-row-group",
  "table-row",
  "flow-root",
  "grid",
  "inline-grid",
  "contents",
  "list-item",
  "hidden",
];

/** Whole classes that are a group of their own kind (no value). */
const KEYWORDS = new Map<string, string>([
  ...DISPLAY.map((name) => [name, "display"] as const),
  ...["static", "fixed", "absolute", "relative", "sticky"].map((name) => [name, "position"] as const),
  ...["visible", "invisible", "collapse"].map((name) => [name, "visibility"] as const),
  ...["sr-only", "not-sr-only"].map((name) => [name, "sr"] as const),
  ...["uppercase", "lowercase", "capitalize", "normal-case"].map((name) => [name, "text-transform"] as const),
  ...["underline", "overline", "line-through", "no-underline"].map((name) => [name, "text-decoration"] as const),
  ...["tabular-nums", "proportional-nums"].map((name) => [name, "fvn-spacing"] as const),
  ["truncate", "text-overflow"],
  ["container", "container"],
]);

/** A group's class removes the earlier classes of these groups too (`p-2` after `px-4` leaves only `p-2`). */
const CONFLICTS: Record<string, string[]> = {
  p: ["px", "py", "ps", "pe", "pt", "pr", "pb", "pl"],
  px: ["pr", "pl"],
  py: ["pt", "pb"],
  m: ["mx", "my", "ms", "me", "mt", "mr", "mb", "ml"],
  mx: ["mr", "ml"],
  my: ["mt", "mb"],
  gap: ["gap-x", "gap-y"],
  inset: ["inset-x", "inset-y", "start", "end", "top", "right", "bottom", "left"],
  "inset-x": ["right", "left"],
  "inset-y": ["top", "bottom"],
  size: ["w", "h"],
  flex: ["basis", "grow", "shrink"],
  "font-size": ["leading"],
  "line-clamp": ["display", "overflow"],
  overflow: ["overflow-x", "overflow-y"],
  rounded: ["rounded-t", "rounded-r", "rounded-b", "rounded-l"],
  "border-w": ["border-w-x", "border-w-y", "border-w-t", "border-w-r", "border-w-b", "border-w-l"],
  "border-w-x": ["border-w-r", "border-w-l"],
  "border-w-y": ["border-w-t", "border-w-b"],
  "border-color": [
    "border-color-x",
    "border-color-y",
    "border-color-t",
    "border-color-r",
    "border-color-b",
    "border-color-l",
  ],
  "border-color-x": ["border-color-r", "border-color-l"],
  "border-color-y": ["border-color-t", "border-color-b"],
};

/** Variants whose order changes what they select: kept in place when the others are sorted. */
const ORDER_SENSITIVE = new Set([
  "*",
  "**",
  "after",
  "backdrop",
  "before",
  "details-content",
  "file",
  "first-letter",
  "first-line",
  "marker",
  "placeholder",
  "selection",
]);

/** Splits at `separator` outside brackets and parentheses (`data-[state=open]:`, `max-h-(--var)`). */
function splitOutside(text: string, separator: string) {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === "[" || char === "(") depth++;
    else if (char === "]" || char === ")") depth--;
    else if (char === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

function groupOf(utility: string): string | undefined {
  const keyword = KEYWORDS.get(utility);
  if (keyword) return keyword;
  const words = splitOutside(utility.startsWith("-") ? utility.slice(1) : utility, "-");
  for (let length = words.length; length >= 1; length--) {
    const classify = PREFIXES[words.slice(0, length).join("-")];
    const group = classify?.(words.slice(length).join("-"));
    if (group) return group;
  }
  return undefined;
}

/** The variants in a canonical order: `hover:focus:` and `focus:hover:` are the same place. */
function variantKey(variants: string[]) {
  const sorted: string[] = [];
  let run: string[] = [];
  for (const variant of variants) {
    if (variant.startsWith("[") || ORDER_SENSITIVE.has(variant)) {
      sorted.push(...run.sort(), variant);
      run = [];
    } else run.push(variant);
  }
  sorted.push(...run.sort());
  return sorted.join(":");
}

interface Parsed {
  place: string;
  group: string;
  /** `text-sm/6` also sets the line height. */
  postfix: boolean;
}

function parse(name: string): Parsed | undefined {
  const variants = splitOutside(name, ":");
  let utility = variants.pop()!;
  const important = utility.startsWith("!") || utility.endsWith("!");
  utility = utility.replace(/^!|!$/g, "");
  const slash = splitOutside(utility, "/");
  let group = slash.length > 1 ? groupOf(slash.slice(0, -1).join("/")) : undefined;
  const postfix = group !== undefined;
  group ??= groupOf(utility);
  if (!group) return undefined;
  return { place: variantKey(variants) + (important ? "!" : ""), group, postfix };
}

const cache = new Map<string, string>();

/** The classes with every class overridden by a later conflicting one removed; unknown classes are all kept. */
export function mergeClasses(classList: string): string {
  const cached = cache.get(classList);
  if (cached !== undefined) return cached;
  const taken = new Set<string>();
  const kept: string[] = [];
  const names = classList.trim().split(/\s+/);
  for (let i = names.length - 1; i >= 0; i--) {
    const name = names[i]!;
    if (!name) continue;
    const parsed = parse(name);
    if (!parsed) {
      kept.push(name);
      continue;
    }
    const id = `${parsed.place}:${parsed.group}`;
    if (taken.has(id)) continue;
    taken.add(id);
    for (const other of CONFLICTS[parsed.group] ?? []) taken.add(`${parsed.place}:${other}`);
    if (parsed.postfix && parsed.group === "font-size") taken.add(`${parsed.place}:leading`);
    kept.push(name);
  }
  const merged = kept.reverse().join(" ");
  if (cache.size > 500) cache.clear();
  cache.set(classList, merged);
  return merged;
}
