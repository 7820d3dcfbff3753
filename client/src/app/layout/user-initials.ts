import type { CurrentUser } from "@/api/use-auth";

export function userFullName(user: CurrentUser): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ").trim();
  return name || user.email || "Usuário";
}

export function userInitials(user: CurrentUser): string {
  const parts = [user.firstName, user.lastName].filter((part): part is string => Boolean(part?.trim()));
  const source = parts.length > 0 ? parts : [user.email ?? "U"];
  return source
    .slice(0, 2)
    .map((part) => part.trim()[0]?.toUpperCase() ?? "")
    .join("");
}
