// The avatar's picture: hidden behind the initials until it has loaded, dropped if it fails, the initials kept.
import { describe, expect, it } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import { Avatar, AvatarFallback, AvatarImage } from "./avatar";

const avatar = (src?: string) =>
  render(
    <Avatar>
      <AvatarImage src={src} alt="Ana Lima" />
      <AvatarFallback>AL</AvatarFallback>
    </Avatar>,
  );

describe("Avatar", () => {
  it("shows the picture once it has loaded, over the initials", () => {
    avatar("https://example.com/ana.png");
    const picture = screen.getByRole("img", { hidden: true });
    expect(picture.className).toContain("invisible");
    fireEvent.load(picture);
    expect(screen.getByRole("img", { name: "Ana Lima" }).className).not.toContain("invisible");
    expect(screen.getByText("AL")).toBeTruthy();
  });

  it("drops a picture that fails to load and keeps the initials", () => {
    avatar("https://example.com/missing.png");
    fireEvent.error(screen.getByRole("img", { hidden: true }));
    expect(screen.queryByRole("img", { hidden: true })).toBeNull();
    expect(screen.getByText("AL")).toBeTruthy();
  });

  it("shows only the initials without a picture", () => {
    avatar(undefined);
    expect(screen.queryByRole("img", { hidden: true })).toBeNull();
    expect(screen.getByText("AL")).toBeTruthy();
  });
});
